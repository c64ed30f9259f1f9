// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workload wizard's answer, in the seed article's order ("Matching infrastructure to workload: a
// practical decision framework"): assess the workload type, plan VRAM, then pick the tier (one GPU, one
// NVLink/NVSwitch node, or a multi-node InfiniBand/RoCE cluster), the GPU types that fit and the parallel
// strategy, and price the three cheapest configurations that meet the deadline. Every figure comes from
// ConfigurationSearch / ServingSearch and is re-checked with PlanningEngine::estimate on the scenario
// handed to the workspace. Plain values in, plain values out.
#include "ConfigurationSearch.h"
#include "ConfigurationSearchServing.h"
#include "Estimate.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

enum class WorkloadGoal { PreTrain, FullFineTune, LoRA, QLoRA, Serve };

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
    bool allowQuantisedWeights = false; // 8-bit and 4-bit weights, FP8 KV cache
    // Deadline and budget.
    double deadlineHours = 0; // training: the run must finish within it; 0 = none
    double budget = 0;        // training: per run; serving: per month (730 h); 0 = none
    std::string currency = "USD";
    // Data residency.
    bool personalDataOfPeopleInIndia = false;
    bool indiaOnly = false;          // exclude offers not hosted in India
    bool allowInterruptible = false; // spot capacity (checkpoint and resume needed)
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
};

struct RecommendedConfiguration {
    Scenario scenario;      // what "Add to workspace" adds
    std::string title;      // "8 x H100 SXM 80GB, ZeRO-3, Example Cloud on-demand"
    std::string offerLabel; // provider, tier, region, residency
    std::string why;        // one or two sentences a board member can read
    // The engine's own figures for `scenario`.
    double hours = 0;                // training wall clock; serving: request latency in seconds
    double cost = 0;                 // training: per run; serving: per hour
    double costPerMillionTokens = 0; // training tokens; serving: output tokens at the target load
    double ttftSeconds = 0, tpotSeconds = 0, requestsPerSecond = 0;
    int gpus = 0, nodes = 1;
    Residency residency = Residency::NotStated;
    bool interruptible = false;
    bool engineAgrees = false; // the engine reproduced the search's time and cost (1e-6 relative)
};

struct WorkloadRecommendation {
    Scenario workload;     // the answers as a scenario (no hardware chosen yet)
    std::string modelNote; // "13 B: the catalog's Llama 2 13B (13.0 B parameters) is used"
    std::string tier; // "one GPU", "one multi-GPU node (NVLink/NVSwitch)", "multi-node cluster (InfiniBand or RoCE)"
    std::string tierWhy;
    std::string strategy; // "ZeRO-3 / FSDP full shard over 8 data-parallel GPUs"
    std::string strategyWhy;
    std::vector<GpuTypeOption> gpuTypes;                  // fitting first, cheapest first
    std::vector<RecommendedConfiguration> configurations; // up to three, cheapest first
    std::string residencyNote; // the DPDP note when the data is personal data of people in India
    std::string processorNote; // why GPUs, when asked (ProcessorChoice); quotes catalog rows
    std::uint64_t configurationsEvaluated = 0, configurationsFullyEvaluated = 0;
    std::vector<std::string> warnings;
    std::vector<FieldError> errors;
    bool ok() const { return errors.empty(); }
};

class WorkloadAdvisor {
public:
    static WorkloadRecommendation recommend(const WorkloadAnswers& answers, const CatalogSnapshot& catalog);
    // The scenario the answers describe (model, task, data or traffic, currency); no hardware yet.
    static Scenario workloadScenario(const WorkloadAnswers& answers, const CatalogSnapshot& catalog,
                                     std::string* modelNote = nullptr);
    // The search filters the answers ask for: hourly rental tiers, spot only when allowed, India only.
    static OfferFilter offerFilter(const WorkloadAnswers& answers);
    // The seed article's DPDP caution, with its sources.
    static std::string dpdpNote();
    static const char* tierLabel(const std::string& tier); // "on_demand" -> "on-demand"
    static std::string strategyOf(const Scenario& scenario, const ParallelLayout& layout);
};

} // namespace gp
