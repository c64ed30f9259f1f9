// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workload wizard's answer, in the seed article's order ("Matching infrastructure to workload: a
// practical decision framework"): assess the workload type, plan VRAM, then pick the tier (one GPU, one
// NVLink/NVSwitch node, or a multi-node InfiniBand/RoCE cluster), the GPU types that fit and the parallel
// strategy, and price the three cheapest configurations that meet the deadline. Every figure comes from
// ConfigurationSearch / ServingSearch and is re-checked with PlanningEngine::estimate on the scenario
// handed to the workspace. Plain values in, plain values out; every sentence is a Message template with its
// figures as typed arguments (issue 35), rendered by the text layer (gp::text) in the reader's language.
#include "ConfigurationSearch.h"
#include "ConfigurationSearchServing.h"
#include "Estimate.h"
#include "Scenario.h"
#include "messages/MessageList.h"

#include <string>
#include <vector>

namespace gp {

enum class WorkloadGoal { PreTrain, FullFineTune, LoRA, QLoRA, Serve };
// Which configurations the wizard offers as its options: the three cheapest that meet every target (any GPU
// type), or the cheapest on each GPU type that meets them. Both lists are always worked out; this one is
// `configurations`.
enum class OptionMode { ThreeCheapest, CheapestPerGpuType };

struct WorkloadAnswers {
    WorkloadGoal goal = WorkloadGoal::FullFineTune;
    std::string modelKey;     // a catalog architecture, or empty with modelBillions > 0
    double modelBillions = 0; // "a size": the catalog architecture nearest in size is used
    // Training data: tokens, or dataset tokens x epochs.
    double tokens = 0;
    double datasetTokens = 0;
    double epochs = 1;
    int sequenceLength = 2048;
    int globalBatch = 0; // sequences per optimizer step; 0 = the advisor's default
    // Serving traffic.
    double requestsPerSecond = 0;
    int promptTokens = 512;
    int outputTokens = 256;
    double ttftSeconds = 0;             // 0 = no target
    double tpotSeconds = 0;             // 0 = no target
    int ttftPercentile = 0;             // 0: the TTFT target is on the mean; 50, 90, 95 or 99 (ServingQueue.h)
    bool allowQuantisedWeights = false; // 8-bit and 4-bit weights, FP8 KV cache
    // Deadline and budget.
    double deadlineHours = 0; // training: the run must finish within it; 0 = none
    double budget = 0;        // training: per run; serving: per month (730 h); 0 = none
    std::string currency = "USD";
    // Data residency.
    bool personalDataOfPeopleInIndia = false;
    bool indiaOnly = false;          // exclude offers not hosted in India
    bool allowInterruptible = false; // spot capacity (checkpoint and resume needed)
    // Offers the catalog flags (restricted eligibility, a disputed or unverified price, superseded; OfferFlags) are
    // left out unless the user opts in.
    bool includeFlagged = false;
    OptionMode optionMode = OptionMode::ThreeCheapest;
    // Also say why GPUs and not a CPU, TPU or NPU (from the catalog's processor comparison).
    bool explainProcessorChoice = false;
};

struct GpuTypeOption { // one catalog GPU with a rentable offer
    std::string gpuKey, gpuName;
    int fewestGpusForMemory = 0; // MemoryFit: 0 = does not fit at any layout searched
    bool meetsDeadline = false;  // some configuration on it meets deadline and budget
    int gpus = 0;                // of its cheapest such configuration
    double hours = 0, cost = 0;  // training: hours, cost per run; serving: latency s, cost per hour
    std::string offerKey;
    // Why no configuration when !meetsDeadline, in a buyer's words: "does not fit at any count up to 1,024 GPUs",
    // "cannot meet the 7.0 days deadline", "no offer in India (the chosen region)", "only flagged offers
    // (restricted: eligible users only)", ...
    Message whyNone;
    int configuration = -1; // index into WorkloadRecommendation::gpuTypeConfigurations; -1 when none
};

struct RecommendedConfiguration {
    Scenario scenario;        // what "Add to workspace" adds
    std::string title;        // "8 x H100 SXM 80GB, ZeRO-3, Example Cloud on-demand"
    std::string offerLabel;   // provider, tier, region, residency
    std::vector<Message> why; // sentences a board member can read, ending with `choices`
    // Every choice the wizard made on the user's behalf, as the plan holds it: "Chosen by the wizard: FP8 mixed
    // precision; layout ...; recomputation ...; offload: none." (WorkloadAdvisor::choicesOf)
    Message choices;
    // What the workspace keeps with the scenario (WorkspaceScenario::notes, saved in the .gpuplan, one line each):
    // the choices, where the data may run (India only) and the DPDP caution, and the offer's catalog flags when
    // opted in. Rendered in the reader's language when the scenario is added.
    std::vector<Message> notes;
    std::string offerFlags; // gp::offerFlagWords of the offer; empty unless the user included flagged offers
    // The engine's own figures for `scenario`.
    double hours = 0;                // training wall clock; serving: request latency in seconds
    double cost = 0;                 // training: per run; serving: per hour
    double costPerMillionTokens = 0; // training tokens; serving: output tokens at the target load
    double ttftSeconds = 0, tpotSeconds = 0, requestsPerSecond = 0;
    int gpus = 0, nodes = 1;
    Residency residency = Residency::NotStated;
    // The answers' residency, kept as a structured field of the plan (WorkspaceScenario::residency), not only in
    // the name and notes (issue 31).
    bool indiaOnly = false;
    bool personalDataInIndia = false;
    bool interruptible = false;
    bool engineAgrees = false; // the engine reproduced the search's time and cost (1e-6 relative)
};

struct WorkloadRecommendation {
    Scenario workload; // the answers as a scenario (no hardware chosen yet)
    Message modelNote; // "13 B parameters: the catalog's Llama 2 13B (13.0 B parameters) stands in ..."
    Message tier;      // "one GPU", "one multi-GPU node (NVLink/NVSwitch)", "multi-node cluster (InfiniBand or RoCE)"
    Message tierWhy;
    std::vector<Message> strategy; // its parts, said joined by "; ": "FSDP full shard / ZeRO-3 over 8 ..."
    std::vector<Message> strategyWhy;
    std::vector<GpuTypeOption> gpuTypes;                         // fitting first, cheapest first
    std::vector<RecommendedConfiguration> configurations;        // the answers' OptionMode list, cheapest first
    std::vector<RecommendedConfiguration> threeCheapest;         // the three cheapest meeting every target, any GPU
    std::vector<RecommendedConfiguration> gpuTypeConfigurations; // the cheapest on each GPU type, cheapest first
    Message residency;                  // "India only" when the answers restrict offers to India; empty otherwise
    Message residencyNote;              // the DPDP note when the data is personal data of people in India
    std::vector<Message> processorNote; // why GPUs, when asked (ProcessorChoice); quotes catalog rows
    std::uint64_t configurationsEvaluated = 0, configurationsFullyEvaluated = 0;
    std::vector<Message> warnings;
    std::vector<FieldError> errors;
    bool ok() const { return errors.empty(); }
};

class WorkloadAdvisor {
public:
    static WorkloadRecommendation recommend(const WorkloadAnswers& answers, const CatalogSnapshot& catalog);
    // The scenario the answers describe (model, task, data or traffic, currency); no hardware yet.
    static Scenario workloadScenario(const WorkloadAnswers& answers, const CatalogSnapshot& catalog,
                                     Message* modelNote = nullptr);
    // The search filters the answers ask for: hourly rental tiers, spot only when allowed, India only.
    static OfferFilter offerFilter(const WorkloadAnswers& answers);
    // The seed article's DPDP caution, with its sources.
    static Message dpdpNote();
    static const char* tierLabel(const std::string& tier); // "on_demand" -> "on-demand"
    // The tier as a word of the app's vocabulary (translated), or the catalog's key as written when unknown.
    static MessageArg tierWord(const std::string& tier);
    static std::vector<Message> strategyOf(const Scenario& scenario, const ParallelLayout& layout);
    // The choices a recommended plan makes for the user, from the plan's own values (training: precision, layout,
    // recomputation, offload, micro-batch; serving: weights, KV cache, batching, tensor parallel and replicas):
    // "Chosen by the wizard: ...".
    static Message choicesOf(const Scenario& plan);
    // The few words a scenario name carries ("FP8, selective recompute, ZeRO-3"): a name is data saved in the
    // .gpuplan, written once in English like the rest of the name.
    static std::string briefChoicesOf(const Scenario& plan);
    // "FP8 mixed precision", "BF16 mixed precision (FP32 master weights)", ... for the choices.
    static MessageTerm precisionWords(TrainPrecision p);
    static MessageTerm recomputeWords(Recompute r);
    static MessageTerm weightWords(WeightFormat w);
    static MessageTerm kvWords(KvPrecision k);
};

} // namespace gp
