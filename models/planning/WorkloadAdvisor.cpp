// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkloadAdvisor.h"

#include "ProcessorChoice.h"

#include "MemoryFit.h"
#include "PlanningEngine.h"
#include "ScenarioValidator.h"

#include "OfferTerms.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

namespace gp {
namespace {

// Sequences per optimizer step when the answers give none: 128 x 2,048 = 262k tokens for fine-tuning
// (Alpaca/QLoRA recipes use 64-128 sequences), 512 x 4,096 = 2.1M tokens for pre-training (Llama 2
// used 4M tokens, Touvron et al. 2023 table 1; smaller runs use less).
int defaultGlobalBatch(WorkloadGoal g) { return g == WorkloadGoal::PreTrain ? 512 : 128; }

// A duration as a board reads it: minutes below an hour, hours below three days, days from there. The unit picks
// the sentence's template (choose), so each language words "in 36.2 hours" its own way.
enum class DurationUnit { Minutes, Hours, Days };
struct Duration {
    DurationUnit unit = DurationUnit::Hours;
    MessageNumber value;
};

Duration duration(double hours)
{
    if (hours < 1)
        return {DurationUnit::Minutes, {hours * 60, hours * 60 < 10 ? 1 : 0}}; // "0.6 minutes", not "1 minutes"
    if (hours < 72)
        return {DurationUnit::Hours, {hours, 1}};
    return {DurationUnit::Days, {hours / 24, 1}};
}

Message choose(DurationUnit u, Message minutes, Message hours, Message days)
{
    return u == DurationUnit::Minutes ? std::move(minutes)
           : u == DurationUnit::Hours ? std::move(hours)
                                      : std::move(days);
}

MessageCount countOf(int n) { return MessageCount{n}; }

// The engine refused a configuration the search found: said with the engine's first reason (its field and
// sentence, still English: FieldError is the text layer's next step).
Message refusedWarning(const std::string& title, const EstimateResult& e)
{
    if (e.errors.empty())
        return GP_MSG("gp::Advisor", "the engine refused %1").arg(MessageName{title});
    return GP_MSG("gp::Advisor", "the engine refused %1: %2: %3")
        .arg(MessageName{title})
        .arg(MessageName{e.errors.front().field})
        .arg(MessageName{e.errors.front().message});
}

bool relativelyEqual(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(std::abs(a), std::abs(b)); }

Task taskOf(WorkloadGoal g)
{
    switch (g) {
    case WorkloadGoal::PreTrain:
        return Task::PreTrain;
    case WorkloadGoal::FullFineTune:
        return Task::FullFineTune;
    case WorkloadGoal::LoRA:
        return Task::LoRA;
    case WorkloadGoal::QLoRA:
        return Task::QLoRA;
    case WorkloadGoal::Serve:
        return Task::Inference;
    }
    return Task::FullFineTune;
}

std::string offerLabel(const std::string& provider, const std::string& tier, const std::string& region, Residency r)
{
    std::string s = provider + ", " + WorkloadAdvisor::tierLabel(tier);
    if (!region.empty())
        s += ", " + region;
    s += std::string(" (") + residencyLabel(r) + ")";
    return s;
}

} // namespace

const char* WorkloadAdvisor::tierLabel(const std::string& tier)
{
    if (tier == "on_demand")
        return "on-demand";
    if (tier == "spot")
        return "spot (interruptible)";
    if (tier == "reserved_1y")
        return "1-year reservation";
    if (tier == "reserved_3y")
        return "3-year reservation";
    if (tier == "dedicated_monthly")
        return "dedicated, monthly";
    if (tier == "managed_monthly")
        return "managed, monthly";
    return tier.c_str();
}

MessageArg WorkloadAdvisor::tierWord(const std::string& tier)
{
    if (tier == "on_demand")
        return GP_TERM("gp::Advisor", "on-demand");
    if (tier == "spot")
        return GP_TERM("gp::Advisor", "spot (interruptible)");
    if (tier == "reserved_1y")
        return GP_TERM("gp::Advisor", "1-year reservation");
    if (tier == "reserved_3y")
        return GP_TERM("gp::Advisor", "3-year reservation");
    if (tier == "dedicated_monthly")
        return GP_TERM("gp::Advisor", "dedicated, monthly");
    if (tier == "managed_monthly")
        return GP_TERM("gp::Advisor", "managed, monthly");
    return MessageName{tier};
}

Message WorkloadAdvisor::dpdpNote()
{
    return GP_MSG(
        "gp::Advisor",
        "The data is personal data of people in India. India's Digital Personal Data Protection Act 2023 and the "
        "DPDP Rules notified in November 2025 (Ministry of Electronics and IT) have compliance implications for AI "
        "work on such data, and running it on infrastructure outside India may introduce compliance exposure. The "
        "Rules are still being implemented and their sector-specific applicability is subject to ongoing regulatory "
        "clarification: consult a qualified legal advisor before choosing where this runs. Offers below are marked "
        "in India, outside India or region not stated.");
}

OfferFilter WorkloadAdvisor::offerFilter(const WorkloadAnswers& a)
{
    OfferFilter f;
    f.tiers = {"on_demand"};
    if (a.allowInterruptible)
        f.tiers.push_back("spot");
    f.indiaOnly = a.indiaOnly;
    f.includeFlagged = a.includeFlagged;
    return f;
}

MessageTerm WorkloadAdvisor::precisionWords(TrainPrecision p)
{
    switch (p) {
    case TrainPrecision::FP32:
        return GP_TERM("gp::Advisor", "FP32 precision");
    case TrainPrecision::MixedBF16:
        return GP_TERM("gp::Advisor", "BF16 mixed precision (FP32 master weights)");
    case TrainPrecision::FP8:
        return GP_TERM("gp::Advisor", "FP8 mixed precision (FP8 matmuls, FP32 master weights)");
    case TrainPrecision::PureBF16:
        return GP_TERM("gp::Advisor", "pure BF16 (no FP32 master weights)");
    }
    return GP_TERM("gp::Advisor", "BF16 mixed precision");
}

MessageTerm WorkloadAdvisor::recomputeWords(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return GP_TERM("gp::Advisor", "no activation recomputation");
    case Recompute::Selective:
        return GP_TERM("gp::Advisor", "selective activation recomputation");
    case Recompute::Full:
        return GP_TERM("gp::Advisor", "full activation recomputation");
    case Recompute::SelectiveLayer:
        return GP_TERM("gp::Advisor", "every second block recomputed");
    case Recompute::SelectiveOp:
        return GP_TERM("gp::Advisor", "per-op selective recomputation");
    }
    return GP_TERM("gp::Advisor", "no activation recomputation");
}

MessageTerm WorkloadAdvisor::weightWords(WeightFormat w)
{
    switch (w) {
    case WeightFormat::FP16:
        return GP_TERM("gp::Advisor", "16-bit weights");
    case WeightFormat::FP8:
        return GP_TERM("gp::Advisor", "FP8 weights");
    case WeightFormat::INT8:
        return GP_TERM("gp::Advisor", "8-bit integer weights");
    case WeightFormat::INT4:
        return GP_TERM("gp::Advisor", "4-bit weights");
    }
    return GP_TERM("gp::Advisor", "16-bit weights");
}

MessageTerm WorkloadAdvisor::kvWords(KvPrecision k)
{
    switch (k) {
    case KvPrecision::FP16:
        return GP_TERM("gp::Advisor", "16-bit KV cache");
    case KvPrecision::FP8:
        return GP_TERM("gp::Advisor", "FP8 KV cache");
    case KvPrecision::INT8:
        return GP_TERM("gp::Advisor", "8-bit integer KV cache");
    case KvPrecision::INT4:
        return GP_TERM("gp::Advisor", "4-bit KV cache");
    }
    return GP_TERM("gp::Advisor", "16-bit KV cache");
}

namespace {

// What is offloaded to the CPU, one term per combination so each reads whole in every language.
MessageTerm offloadWords(bool optimizer, bool parameters, bool activations)
{
    if (optimizer && parameters && activations)
        return GP_TERM("gp::Advisor", "CPU offload of optimizer states, parameters, activations");
    if (optimizer && parameters)
        return GP_TERM("gp::Advisor", "CPU offload of optimizer states, parameters");
    if (optimizer && activations)
        return GP_TERM("gp::Advisor", "CPU offload of optimizer states, activations");
    if (parameters && activations)
        return GP_TERM("gp::Advisor", "CPU offload of parameters, activations");
    if (optimizer)
        return GP_TERM("gp::Advisor", "CPU offload of optimizer states");
    if (parameters)
        return GP_TERM("gp::Advisor", "CPU offload of parameters");
    if (activations)
        return GP_TERM("gp::Advisor", "CPU offload of activations");
    return GP_TERM("gp::Advisor", "no CPU offload");
}

int dataParallelOf(const Scenario& s)
{
    const ParallelSettings& p = s.parallel;
    const int model = std::max(1, p.tensorParallel * p.pipelineParallel * std::max(1, p.contextParallel));
    return std::max(1, s.totalGpus() / model);
}

} // namespace

Message WorkloadAdvisor::choicesOf(const Scenario& s)
{
    const ParallelSettings& p = s.parallel;
    if (s.isTraining()) {
        // The layout in the field's terms of art (tensor / pipeline / data parallel, ZeRO, FSDP), written as the
        // frameworks name them in every language.
        std::string layout = "tensor parallel " + std::to_string(p.tensorParallel) + " x pipeline parallel " +
                             std::to_string(p.pipelineParallel);
        if (p.contextParallel > 1)
            layout += " x context parallel " + std::to_string(p.contextParallel);
        layout += " x data parallel " + std::to_string(dataParallelOf(s));
        if (p.zero != ZeroStage::Zero0)
            layout += ", ZeRO-" + std::to_string(static_cast<int>(p.zero)) +
                      (p.zero == ZeroStage::Zero3 ? " (FSDP full shard)" : "");
        return GP_MSG("gp::Advisor", "Chosen by the wizard: %1; layout %2; %3; %4; micro-batch %5.")
            .arg(precisionWords(s.training.precision))
            .arg(MessageName{layout})
            .arg(recomputeWords(s.training.recompute))
            .arg(offloadWords(p.cpuOffloadOptimizer, p.offloadParameters, s.training.activationOffloading))
            .arg(countOf(s.training.microBatch));
    }
    const int tp = std::max(1, p.tensorParallel);
    const int replicas = std::max(1, s.totalGpus() / tp);
    Message m = replicas == 1 && tp == 1
                    ? GP_MSG("gp::Advisor", "Chosen by the wizard: %1; %2; %3 replica x %4 GPU (tensor parallel %4); "
                                            "%5, %6 concurrent sequences per replica.")
                : replicas == 1 ? GP_MSG("gp::Advisor", "Chosen by the wizard: %1; %2; %3 replica x %4 GPUs (tensor "
                                                        "parallel %4); %5, %6 concurrent sequences per replica.")
                : tp == 1       ? GP_MSG("gp::Advisor", "Chosen by the wizard: %1; %2; %3 replicas x %4 GPU (tensor "
                                                              "parallel %4); %5, %6 concurrent sequences per replica.")
                                : GP_MSG("gp::Advisor", "Chosen by the wizard: %1; %2; %3 replicas x %4 GPUs (tensor "
                                                              "parallel %4); %5, %6 concurrent sequences per replica.");
    return std::move(m)
        .arg(weightWords(s.inference.weights))
        .arg(kvWords(s.inference.kvCache))
        .arg(countOf(replicas))
        .arg(countOf(tp))
        .arg(s.inference.batching == Batching::Continuous ? GP_TERM("gp::Advisor", "continuous batching")
                                                          : GP_TERM("gp::Advisor", "static batching"))
        .arg(countOf(s.inference.concurrentSequences));
}

std::string WorkloadAdvisor::briefChoicesOf(const Scenario& s)
{
    std::vector<std::string> parts;
    const ParallelSettings& p = s.parallel;
    if (s.isTraining()) {
        parts.push_back(s.training.precision == TrainPrecision::FP8         ? "FP8"
                        : s.training.precision == TrainPrecision::MixedBF16 ? "BF16 mixed"
                        : s.training.precision == TrainPrecision::PureBF16  ? "pure BF16"
                                                                            : "FP32");
        std::string layout = "TP" + std::to_string(p.tensorParallel) + " PP" + std::to_string(p.pipelineParallel);
        if (p.contextParallel > 1)
            layout += " CP" + std::to_string(p.contextParallel);
        layout += " DP" + std::to_string(dataParallelOf(s));
        if (p.zero != ZeroStage::Zero0)
            layout += " ZeRO-" + std::to_string(static_cast<int>(p.zero));
        parts.push_back(layout);
        parts.push_back(s.training.recompute == Recompute::None   ? "no recompute"
                        : s.training.recompute == Recompute::Full ? "full recompute"
                                                                  : "selective recompute");
        if (p.offloadParameters || p.cpuOffloadOptimizer || s.training.activationOffloading)
            parts.push_back("CPU offload");
    } else {
        const int tp = std::max(1, p.tensorParallel);
        const int replicas = std::max(1, s.totalGpus() / tp);
        parts.push_back(s.inference.weights == WeightFormat::FP16 ? "16-bit" : weightWords(s.inference.weights).source);
        parts.push_back(s.inference.kvCache == KvPrecision::FP16 ? "16-bit KV" : kvWords(s.inference.kvCache).source);
        parts.push_back(std::to_string(replicas) + " x TP" + std::to_string(tp));
        parts.push_back(s.inference.batching == Batching::Continuous ? "continuous batching" : "static batching");
    }
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? ", " : "") + parts[i];
    return out;
}

Scenario WorkloadAdvisor::workloadScenario(const WorkloadAnswers& a, const CatalogSnapshot& catalog, Message* modelNote)
{
    Scenario s;
    s.name = "Workload";
    s.task = taskOf(a.goal);
    s.model.catalogKey = a.modelKey;
    if (a.modelKey.empty() && a.modelBillions > 0 && !catalog.models.empty()) {
        // "A size": the catalog architecture nearest in parameters (layers, widths, vocabulary as published).
        const ModelArchitecture* best = nullptr;
        for (const auto& m : catalog.models)
            if (!best || std::abs(std::log(m.parameters / (a.modelBillions * 1e9))) <
                             std::abs(std::log(best->parameters / (a.modelBillions * 1e9))))
                best = &m;
        s.model.catalogKey = best->key;
        if (modelNote)
            *modelNote = GP_MSG("gp::Advisor", "%1 B parameters: the catalog's %2 (%3 B parameters) stands in for its "
                                               "layers and widths.")
                             .arg(MessageNumber{a.modelBillions, a.modelBillions < 10 ? 1 : 0})
                             .arg(MessageName{best->name})
                             .arg(MessageNumber{best->parameters / 1e9, 1});
    } else if (modelNote) {
        if (const ModelArchitecture* m = catalog.model(a.modelKey))
            *modelNote = GP_MSG("gp::Advisor", "%1: %2 B parameters, from the catalog.")
                             .arg(MessageName{m->name})
                             .arg(MessageNumber{m->parameters / 1e9, 1});
    }
    s.pricing.currency = a.currency;
    s.pricing.offerKeys.clear();
    if (s.isTraining()) {
        s.training.tokens = a.tokens > 0 ? a.tokens : 0;
        s.training.datasetTokens = a.tokens > 0 ? 0 : a.datasetTokens;
        s.training.epochs = a.tokens > 0 ? 1 : a.epochs;
        s.training.sequenceLength = a.sequenceLength;
        s.training.globalBatch = a.globalBatch > 0 ? a.globalBatch : defaultGlobalBatch(a.goal);
        s.training.microBatch = 1;
    } else {
        s.inference.promptTokens = a.promptTokens;
        s.inference.outputTokens = a.outputTokens;
        s.inference.targetRequestsPerSecond = a.requestsPerSecond;
        s.inference.targetLatencySeconds =
            a.ttftSeconds > 0 && a.tpotSeconds > 0 ? a.ttftSeconds + a.outputTokens * a.tpotSeconds : 0;
        s.inference.targetTtftSeconds = a.ttftSeconds;
        s.inference.targetTpotSeconds = a.tpotSeconds;
        s.inference.targetTtftPercentile = a.ttftSeconds > 0 ? a.ttftPercentile : 0;
    }
    // Residency is a field of the plan (issue 31): the searches read it, and every scenario made from this one
    // carries it to the workspace and the proposal.
    s.residency.indiaOnly = a.indiaOnly;
    s.residency.personalDataInIndia = a.personalDataOfPeopleInIndia;
    return s;
}

std::vector<Message> WorkloadAdvisor::strategyOf(const Scenario& s, const ParallelLayout& l)
{
    std::vector<Message> parts;
    if (s.task == Task::LoRA)
        parts.push_back(
            GP_MSG("gp::Advisor", "LoRA adapters (rank %1) on a frozen 16-bit base").arg(countOf(s.training.loraRank)));
    if (s.task == Task::QLoRA)
        parts.push_back(
            GP_MSG("gp::Advisor", "QLoRA: LoRA adapters (rank %1) on a 4-bit base").arg(countOf(s.training.loraRank)));
    if (l.tensorParallel > 1)
        parts.push_back(
            GP_MSG("gp::Advisor", "tensor parallel over %1 GPUs inside a node").arg(countOf(l.tensorParallel)));
    if (l.contextParallel > 1)
        parts.push_back(
            GP_MSG("gp::Advisor", "context parallel: each sequence over %1 GPUs").arg(countOf(l.contextParallel)));
    if (l.pipelineParallel > 1)
        parts.push_back(GP_MSG("gp::Advisor", "pipeline parallel in %1 stages").arg(countOf(l.pipelineParallel)));
    if (s.isTraining() && l.dataParallel > 1) {
        if (l.zeroStage == 3)
            parts.push_back(GP_MSG("gp::Advisor", "FSDP full shard / ZeRO-3 over %1 data-parallel replicas")
                                .arg(countOf(l.dataParallel)));
        else if (l.zeroStage > 0)
            parts.push_back(GP_MSG("gp::Advisor", "ZeRO-%1 over %2 data-parallel replicas")
                                .arg(countOf(l.zeroStage))
                                .arg(countOf(l.dataParallel)));
        else
            parts.push_back(GP_MSG("gp::Advisor", "plain data parallel over %1 replicas").arg(countOf(l.dataParallel)));
    }
    if (!s.isTraining() && l.dataParallel > 1)
        parts.push_back(GP_MSG("gp::Advisor", "%1 independent replicas").arg(countOf(l.dataParallel)));
    if (parts.empty())
        parts.push_back(s.isTraining() ? GP_MSG("gp::Advisor", "one GPU, no model parallelism")
                                       : GP_MSG("gp::Advisor", "one GPU per replica"));
    return parts;
}

namespace {

// Why a GPU type has no configuration when the filters leave it no offer: the one filter that, relaxed alone, would
// give it one (the catalog's flags, spot capacity, host-only prices, then the region), in a buyer's words. Empty when
// the GPU has no rented offer at all (purchases only), which is not listed.
Message whyNoOffer(const OfferFilter& filter, const WorkloadAnswers& a, const CatalogSnapshot& catalog,
                   const std::string& gpuKey)
{
    OfferFilter base = filter;
    base.gpuKeys = {gpuKey};
    auto accepted = [&](const OfferFilter& f) {
        std::vector<const OfferSpec*> out;
        for (const auto& o : catalog.offers)
            if (o.gpuKey == gpuKey && o.unit != PriceUnit::OneOff && f.accepts(o))
                out.push_back(&o);
        return out;
    };
    OfferFilter f = base;
    f.includeFlagged = true;
    if (const auto flagged = accepted(f); !base.includeFlagged && !flagged.empty()) {
        std::vector<std::string> words;
        for (const OfferSpec* o : flagged) {
            const std::string w = offerFlagWords(o->flags);
            if (std::find(words.begin(), words.end(), w) == words.end())
                words.push_back(w);
        }
        std::string list;
        for (std::size_t i = 0; i < words.size(); ++i)
            list += (i ? ", " : "") + words[i];
        // The flags' words come from OfferTerms (offerFlagWords), still English there.
        return GP_MSG("gp::Advisor", "only flagged offers (%1); include them to see their price")
            .arg(MessageName{list});
    }
    f = base;
    f.tiers = hourlyRentalTiers();
    if (!a.allowInterruptible && !accepted(f).empty())
        return GP_MSG("gp::Advisor", "only spot (interruptible) offers; allow spot capacity to see them");
    f = base;
    f.excludeHostBilledSeparately = false;
    if (!accepted(f).empty())
        return GP_MSG("gp::Advisor", "only prices of the GPU without its host (the host is billed on top)");
    f = base;
    f.indiaOnly = false;
    if (base.indiaOnly && !accepted(f).empty())
        return GP_MSG("gp::Advisor", "no offer in India (the chosen region)");
    f.tiers.clear();
    f.includeFlagged = true;
    f.excludeHostBilledSeparately = false;
    if (accepted(f).empty())
        return {};
    OfferFilter inRegion = f;
    inRegion.indiaOnly = base.indiaOnly;
    return accepted(inRegion).empty() ? GP_MSG("gp::Advisor", "no offer in India (the chosen region)")
                                      : GP_MSG("gp::Advisor", "no on-demand offer (only reserved or monthly terms)");
}

// The GPUs the wizard lists: every catalog GPU some rented offer prices, in catalog order.
std::vector<const GpuSpec*> rentedGpus(const CatalogSnapshot& catalog)
{
    std::vector<const GpuSpec*> out;
    for (const auto& o : catalog.offers) {
        if (o.unit == PriceUnit::OneOff)
            continue;
        const GpuSpec* g = catalog.gpu(o.gpuKey);
        if (g && std::find(out.begin(), out.end(), g) == out.end())
            out.push_back(g);
    }
    return out;
}

// What the workspace keeps with a recommended scenario (its notes): the choices, the residency and the caution, the
// offer's flags. One place, so the wizard's text and the saved plan say the same.
std::vector<Message> notesFor(const RecommendedConfiguration& rc, const WorkloadAnswers& a,
                              const Message& residencyNote)
{
    std::vector<Message> n{rc.choices};
    if (a.indiaOnly)
        n.push_back(GP_MSG("gp::Advisor", "Residency: India only. The wizard priced only offers hosted in India (%1).")
                        .arg(MessageName{rc.offerLabel}));
    if (!isEmpty(residencyNote))
        n.push_back(residencyNote);
    if (!rc.offerFlags.empty())
        n.push_back(
            GP_MSG("gp::Advisor", "The offer is flagged in the catalog (%1); it was included because you asked.")
                .arg(MessageName{rc.offerFlags}));
    return n;
}

// The scenario's name: the title, the wizard's brief choices and the residency, so every view that shows the name
// (the list, the why panel, the proposal) states them.
std::string nameFor(const RecommendedConfiguration& rc, const WorkloadAnswers& a)
{
    std::string n = rc.title + " (" + WorkloadAdvisor::briefChoicesOf(rc.scenario) + ", chosen by the wizard)";
    if (a.indiaOnly)
        n += " - India only";
    if (!rc.offerFlags.empty())
        n += " - " + rc.offerFlags;
    return n;
}

// Orders `all` by cost and keeps the first `n` distinct configurations (one per scenario: offer, GPUs, layout).
std::vector<RecommendedConfiguration> cheapest(std::vector<RecommendedConfiguration> all, std::size_t n)
{
    std::stable_sort(all.begin(), all.end(), [](const RecommendedConfiguration& x, const RecommendedConfiguration& y) {
        return x.cost < y.cost;
    });
    std::vector<RecommendedConfiguration> out;
    for (auto& c : all) {
        if (out.size() >= n)
            break;
        const bool same = std::any_of(out.begin(), out.end(), [&](const RecommendedConfiguration& o) {
            return o.title == c.title && o.choices == c.choices && relativelyEqual(o.cost, c.cost);
        });
        if (!same)
            out.push_back(std::move(c));
    }
    return out;
}

// The comparison with option 1 each later option's text ends with, once the options are in their final order.
void compareWithFirst(std::vector<RecommendedConfiguration>& options, bool training)
{
    for (std::size_t i = 0; i < options.size(); ++i) {
        RecommendedConfiguration& rc = options[i];
        if (i == 0) {
            rc.why.push_back(GP_MSG("gp::Advisor", "It is the cheapest option that meets every target."));
        } else {
            const RecommendedConfiguration& first = options.front();
            const double more = rc.cost / first.cost - 1.0;
            rc.why.push_back((more >= 0 ? GP_MSG("gp::Advisor", "It costs %1 more than option 1.")
                                        : GP_MSG("gp::Advisor", "It costs %1 less than option 1."))
                                 .arg(MessagePercent{std::abs(more), 0}));
            if (training) {
                const double d = first.hours - rc.hours;
                if (std::abs(d) < 1e-9) {
                    rc.why.push_back(GP_MSG("gp::Advisor", "It takes as long."));
                } else {
                    const Duration t = duration(std::abs(d));
                    rc.why.push_back((d > 0 ? choose(t.unit, GP_MSG("gp::Advisor", "It finishes %1 minutes sooner."),
                                                     GP_MSG("gp::Advisor", "It finishes %1 hours sooner."),
                                                     GP_MSG("gp::Advisor", "It finishes %1 days sooner."))
                                            : choose(t.unit, GP_MSG("gp::Advisor", "It finishes %1 minutes later."),
                                                     GP_MSG("gp::Advisor", "It finishes %1 hours later."),
                                                     GP_MSG("gp::Advisor", "It finishes %1 days later.")))
                                         .arg(t.value));
                }
            } else {
                const double d = 1.0 - rc.hours / first.hours;
                rc.why.push_back((d >= 0 ? GP_MSG("gp::Advisor", "Its requests are %1 shorter.")
                                         : GP_MSG("gp::Advisor", "Its requests are %1 longer."))
                                     .arg(MessagePercent{std::abs(d), 0}));
            }
        }
        rc.why.push_back(rc.choices);
    }
}

std::string flagsOf(const CatalogSnapshot& catalog, const std::string& offerKey)
{
    const OfferSpec* o = catalog.offer(offerKey);
    return o ? offerFlagWords(o->flags) : std::string();
}

// One training configuration as the wizard offers it, re-checked by the engine; nullopt (with a warning) when the
// engine refuses it. `why` holds the facts; compareWithFirst adds the comparison and the choices.
std::optional<RecommendedConfiguration> trainingOption(const WorkloadAnswers& a, const Scenario& w,
                                                       const SearchCandidate& c, const CatalogSnapshot& catalog,
                                                       const Message& residencyNote, std::vector<Message>& warnings)
{
    RecommendedConfiguration rc;
    rc.scenario = ConfigurationSearch::scenarioFor(w, c);
    rc.gpus = c.gpus;
    rc.nodes = c.nodes;
    rc.residency = c.residency;
    rc.interruptible = c.interruptible;
    rc.offerFlags = flagsOf(catalog, c.offerKey);
    rc.offerLabel = offerLabel(c.providerName, c.tier, c.region, c.residency);
    if (!rc.offerFlags.empty())
        rc.offerLabel += " [" + rc.offerFlags + "]";
    rc.title =
        std::to_string(c.gpus) + " x " + c.gpuName + " - " + c.providerName + " " + WorkloadAdvisor::tierLabel(c.tier);
    rc.scenario.name = rc.title;
    const EstimateResult e = PlanningEngine::estimate(rc.scenario, catalog, EstimateOptions{.fitsForEveryGpu = false});
    if (!e.ok() || !e.estimate->training || !e.estimate->headline()) {
        warnings.push_back(refusedWarning(rc.title, e));
        return std::nullopt;
    }
    const Estimate& est = *e.estimate;
    rc.hours = est.training->wallClockHours;
    rc.cost = est.headline()->costPerRun;
    rc.costPerMillionTokens = est.headline()->costPerMillionTokens;
    rc.engineAgrees = relativelyEqual(rc.hours, c.hours) && relativelyEqual(rc.cost, c.cost) && est.fits;
    if (!rc.engineAgrees)
        warnings.push_back(GP_MSG("gp::Advisor", "%1: the engine's estimate (%2, %3) differs from the search's (%4, "
                                                 "%5)")
                               .arg(MessageName{rc.title})
                               .arg(MessageQuantity{rc.hours, MessageUnit::Hours, 2})
                               .arg(MessageMoney{rc.cost, c.currency, -1})
                               .arg(MessageQuantity{c.hours, MessageUnit::Hours, 2})
                               .arg(MessageMoney{c.cost, c.currency, -1}));
    const Duration run = duration(rc.hours);
    rc.why.push_back(choose(run.unit, GP_MSG("gp::Advisor", "%1 x %2 finish the run in %3 minutes."),
                            GP_MSG("gp::Advisor", "%1 x %2 finish the run in %3 hours."),
                            GP_MSG("gp::Advisor", "%1 x %2 finish the run in %3 days."))
                         .arg(countOf(c.gpus))
                         .arg(MessageName{c.gpuName})
                         .arg(run.value));
    if (a.deadlineHours > 0) {
        const Duration deadline = duration(a.deadlineHours);
        rc.why.push_back(choose(deadline.unit, GP_MSG("gp::Advisor", "That is inside the deadline of %1 minutes."),
                                GP_MSG("gp::Advisor", "That is inside the deadline of %1 hours."),
                                GP_MSG("gp::Advisor", "That is inside the deadline of %1 days."))
                             .arg(deadline.value));
    }
    rc.why.push_back(GP_MSG("gp::Advisor", "The run costs %1 at %2's %3 price (%4 per GPU-hour).")
                         .arg(MessageMoney{rc.cost, c.currency, -1})
                         .arg(MessageName{c.providerName})
                         .arg(WorkloadAdvisor::tierWord(c.tier))
                         .arg(MessageMoney{c.pricePerGpuHour, c.currency, -1}));
    rc.why.push_back(GP_MSG("gp::Advisor", "Each GPU holds %1 GB of its %2 usable GB.")
                         .arg(MessageNumber{est.memory.totalGb(), 0})
                         .arg(MessageNumber{est.usableMemoryGbPerGpu, 0}));
    if (c.nodes > 1)
        rc.why.push_back(GP_MSG("gp::Advisor", "The %1 instances must be linked by InfiniBand or RoCE (%2 assumed): "
                                               "check that the offer provides it.")
                             .arg(countOf(c.nodes))
                             .arg(MessageName{c.interNodeLinkKey}));
    if (c.interruptible)
        rc.why.push_back(GP_MSG("gp::Advisor", "Spot capacity can be reclaimed: the run needs checkpoints to resume."));
    if (!rc.offerFlags.empty())
        rc.why.push_back(
            GP_MSG("gp::Advisor", "The offer is flagged in the catalog: %1.").arg(MessageName{rc.offerFlags}));
    rc.choices = WorkloadAdvisor::choicesOf(rc.scenario);
    rc.scenario.name = nameFor(rc, a);
    rc.notes = notesFor(rc, a, residencyNote);
    rc.indiaOnly = a.indiaOnly;
    rc.personalDataInIndia = a.personalDataOfPeopleInIndia;
    return rc;
}

// Lists every GPU the catalog rents, with its cheapest configuration meeting every target or why there is none,
// and fills `options` with the engine-checked configuration of each GPU that has one.
// `cannotMeet(maxGpus)` says that no configuration up to maxGpus meets the answers' targets.
template <typename RunOne, typename MakeOption, typename CannotMeet>
void listGpuTypes(const WorkloadAnswers& a, const Scenario& w, const CatalogSnapshot& catalog,
                  const OfferFilter& filter, CannotMeet cannotMeet, int maxGpus, RunOne runOne, MakeOption makeOption,
                  WorkloadRecommendation& r)
{
    const auto model = ScenarioValidator::resolveModel(w, catalog);
    for (const GpuSpec* gpu : rentedGpus(catalog)) {
        GpuTypeOption g;
        g.gpuKey = gpu->key;
        g.gpuName = gpu->name;
        Scenario s = w;
        s.hardware.gpuKey = gpu->key;
        g.fewestGpusForMemory = model ? MemoryFit::fitOn(s, *model, *gpu).fewestGpus : 0;
        const bool offered = std::any_of(catalog.offers.begin(), catalog.offers.end(),
                                         [&](const OfferSpec& o) { return o.gpuKey == gpu->key && filter.accepts(o); });
        if (!offered) {
            g.whyNone = whyNoOffer(filter, a, catalog, gpu->key);
            if (isEmpty(g.whyNone))
                continue; // purchases only: not a rental option
        } else if (g.fewestGpusForMemory <= 0) {
            g.whyNone = GP_MSG("gp::Advisor", "does not fit at any count up to %1 GPUs").arg(countOf(maxGpus));
        } else if (auto rc = runOne(gpu->key)) {
            if (auto option = makeOption(*rc)) {
                g.meetsDeadline = true;
                g.gpus = option->gpus;
                g.hours = option->hours;
                g.cost = option->cost;
                g.offerKey = option->scenario.pricing.offerKeys.empty() ? std::string()
                                                                        : option->scenario.pricing.offerKeys.front();
                g.configuration = int(r.gpuTypeConfigurations.size());
                r.gpuTypeConfigurations.push_back(std::move(*option));
            } else {
                g.whyNone = GP_MSG("gp::Advisor", "the engine refused its cheapest configuration (see the warnings)");
            }
        } else {
            // The instance size first: a job (training) or a replica (serving) larger than every instance the
            // filtered offers rent cannot run on them, as the searches do not string small rentals together.
            int largest = 0;
            for (const auto& o : catalog.offers)
                if (o.gpuKey == gpu->key && filter.accepts(o))
                    largest = std::max(largest, o.gpusPerInstance);
            const bool tooSmall =
                w.isTraining() ? largest < 8 && g.fewestGpusForMemory > largest : g.fewestGpusForMemory > largest;
            if (tooSmall) {
                Message m = w.isTraining()
                                ? (largest == 1 ? GP_MSG("gp::Advisor", "its offers rent at most %1 GPU per instance, "
                                                                        "fewer than the %2 the job needs (instances "
                                                                        "that small are not assumed to be linked)")
                                                : GP_MSG("gp::Advisor", "its offers rent at most %1 GPUs per instance, "
                                                                        "fewer than the %2 the job needs (instances "
                                                                        "that small are not assumed to be linked)"))
                                : (largest == 1 ? GP_MSG("gp::Advisor", "its offers rent at most %1 GPU per instance, "
                                                                        "fewer than the %2 one replica needs (a "
                                                                        "replica's GPUs share one instance)")
                                                : GP_MSG("gp::Advisor", "its offers rent at most %1 GPUs per instance, "
                                                                        "fewer than the %2 one replica needs (a "
                                                                        "replica's GPUs share one instance)"));
                g.whyNone = std::move(m).arg(countOf(largest)).arg(countOf(g.fewestGpusForMemory));
            } else {
                g.whyNone = cannotMeet(maxGpus);
            }
        }
        r.gpuTypes.push_back(g);
    }
}

void sortGpuTypes(WorkloadRecommendation& r)
{
    // The configurations keep their indices: sort the rows, not the list they point into.
    std::stable_sort(r.gpuTypes.begin(), r.gpuTypes.end(), [](const GpuTypeOption& x, const GpuTypeOption& y) {
        if (x.meetsDeadline != y.meetsDeadline)
            return x.meetsDeadline;
        if (x.meetsDeadline)
            return x.cost < y.cost;
        const bool fx = x.fewestGpusForMemory > 0, fy = y.fewestGpusForMemory > 0;
        return fx != fy ? fx : x.fewestGpusForMemory < y.fewestGpusForMemory;
    });
}

// Both option lists, in their final order with their texts; `configurations` is the one the answers chose.
void chooseOptions(const WorkloadAnswers& a, std::vector<RecommendedConfiguration> frontOptions, bool training,
                   WorkloadRecommendation& r)
{
    std::vector<RecommendedConfiguration> pool = r.gpuTypeConfigurations;
    for (auto& c : frontOptions)
        pool.push_back(std::move(c));
    r.threeCheapest = cheapest(pool, 3);
    std::vector<RecommendedConfiguration> perGpu = r.gpuTypeConfigurations;
    compareWithFirst(r.threeCheapest, training);
    // The GPU-type list is compared with its own cheapest; indices in gpuTypes keep pointing at the same GPUs.
    std::vector<std::size_t> order(perGpu.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return perGpu[x].cost < perGpu[y].cost; });
    std::vector<RecommendedConfiguration> sorted;
    std::vector<int> newIndex(perGpu.size(), -1);
    for (std::size_t k = 0; k < order.size(); ++k) {
        newIndex[order[k]] = int(k);
        sorted.push_back(perGpu[order[k]]);
    }
    compareWithFirst(sorted, training);
    r.gpuTypeConfigurations = std::move(sorted);
    for (auto& g : r.gpuTypes)
        if (g.configuration >= 0)
            g.configuration = newIndex[std::size_t(g.configuration)];
    r.configurations = a.optionMode == OptionMode::ThreeCheapest ? r.threeCheapest : r.gpuTypeConfigurations;
}

void recommendTraining(const WorkloadAnswers& a, const CatalogSnapshot& catalog, WorkloadRecommendation& r)
{
    const Scenario& w = r.workload;
    SearchOptions opt;
    opt.deadlineHours = a.deadlineHours;
    opt.budget = a.budget;
    opt.offers = WorkloadAdvisor::offerFilter(a);
    opt.maxGpus = 1024;
    opt.multiNodeOnlyWithFullServers = true;
    const SearchResult sr = ConfigurationSearch::run(w, catalog, opt);
    r.configurationsEvaluated = sr.evaluated;
    r.configurationsFullyEvaluated = sr.fullyEvaluated;
    for (const auto& e : sr.errors)
        r.errors.push_back(e);
    if (!sr.ok())
        return;
    if (sr.flaggedOffers > 0)
        r.warnings.push_back(flaggedOffersWarning(sr.flaggedOffers));

    // Every GPU type: its cheapest configuration meeting the deadline and budget, or why there is none.
    auto cannotMeet = [&a](int maxGpus) {
        if (a.deadlineHours <= 0)
            return (a.budget > 0 ? GP_MSG("gp::Advisor", "cannot finish the run within the budget with up to %1 GPUs")
                                 : GP_MSG("gp::Advisor", "cannot finish the run with up to %1 GPUs"))
                .arg(countOf(maxGpus));
        const Duration d = duration(a.deadlineHours);
        Message m =
            a.budget > 0
                ? choose(d.unit,
                         GP_MSG("gp::Advisor", "cannot meet the deadline of %1 minutes within the budget with "
                                               "up to %2 GPUs"),
                         GP_MSG("gp::Advisor", "cannot meet the deadline of %1 hours within the budget with up "
                                               "to %2 GPUs"),
                         GP_MSG("gp::Advisor", "cannot meet the deadline of %1 days within the budget with up "
                                               "to %2 GPUs"))
                : choose(d.unit, GP_MSG("gp::Advisor", "cannot meet the deadline of %1 minutes with up to %2 GPUs"),
                         GP_MSG("gp::Advisor", "cannot meet the deadline of %1 hours with up to %2 GPUs"),
                         GP_MSG("gp::Advisor", "cannot meet the deadline of %1 days with up to %2 GPUs"));
        return std::move(m).arg(d.value).arg(countOf(maxGpus));
    };
    listGpuTypes(
        a, w, catalog, opt.offers, cannotMeet, opt.maxGpus,
        [&](const std::string& gpuKey) -> std::optional<SearchCandidate> {
            SearchOptions one = opt;
            one.offers.gpuKeys = {gpuKey};
            one.maxResults = 1;
            const SearchResult gr = ConfigurationSearch::run(w, catalog, one);
            if (!gr.ok() || gr.front.empty())
                return std::nullopt;
            return gr.front.front();
        },
        [&](const SearchCandidate& c) { return trainingOption(a, w, c, catalog, r.residencyNote, r.warnings); }, r);
    sortGpuTypes(r);

    if (sr.front.empty()) {
        r.warnings.push_back(a.budget > 0 ? GP_MSG("gp::Advisor", "no configuration in the catalog fits memory and "
                                                                  "meets the deadline and the budget with these "
                                                                  "filters: relax the deadline or budget, allow more "
                                                                  "offers, or choose LoRA/QLoRA")
                                          : GP_MSG("gp::Advisor", "no configuration in the catalog fits memory and "
                                                                  "meets the deadline with these filters: relax the "
                                                                  "deadline or budget, allow more offers, or choose "
                                                                  "LoRA/QLoRA"));
        return;
    }
    // The faster points of the front join the GPU types' cheapest as candidates for the three cheapest.
    std::vector<RecommendedConfiguration> frontOptions;
    for (std::size_t i = 0; i < std::min<std::size_t>(3, sr.front.size()); ++i)
        if (auto rc = trainingOption(a, w, sr.front[i], catalog, r.residencyNote, r.warnings))
            frontOptions.push_back(std::move(*rc));
    chooseOptions(a, std::move(frontOptions), true, r);
    if (r.configurations.empty())
        return;

    // Tier and strategy follow the cheapest configuration that meets the deadline.
    const SearchCandidate& best = sr.front.front();
    const GpuSpec* gpu = catalog.gpu(best.gpuKey);
    const bool nvlink = gpu && gpu->interconnect.find("NVLink") != std::string::npos;
    if (best.gpus == 1) {
        r.tier = GP_MSG("gp::Advisor", "one GPU");
        r.tierWhy = GP_MSG("gp::Advisor", "The whole job fits on one %1 and still meets the deadline, so no "
                                          "interconnect is needed: the article's entry point for fine-tuning up to "
                                          "7-13B parameters.")
                        .arg(MessageName{best.gpuName});
    } else if (best.nodes == 1) {
        r.tier = nvlink ? GP_MSG("gp::Advisor", "one multi-GPU node with NVLink/NVSwitch")
                        : GP_MSG("gp::Advisor", "one multi-GPU node (PCIe, no NVLink)");
        r.tierWhy = (nvlink ? GP_MSG("gp::Advisor", "%1 GPUs in one node: the job needs more memory or speed than one "
                                                    "GPU gives, and NVLink keeps gradient synchronisation from "
                                                    "becoming the bottleneck.")
                            : GP_MSG("gp::Advisor", "%1 GPUs in one node: the job needs more memory or speed than one "
                                                    "GPU gives, and this GPU synchronises over PCIe, which the article "
                                                    "warns is often the bottleneck: check the time."))
                        .arg(countOf(best.gpus));
    } else {
        r.tier = GP_MSG("gp::Advisor", "multi-node cluster (InfiniBand or RoCE)");
        r.tierWhy = GP_MSG("gp::Advisor", "%1 nodes of %2 GPUs: one node cannot finish within the deadline as cheaply, "
                                          "so gradients synchronise across servers over InfiniBand or RoCE.")
                        .arg(countOf(best.nodes))
                        .arg(countOf(best.gpusPerNode));
    }
    r.strategy = WorkloadAdvisor::strategyOf(ConfigurationSearch::scenarioFor(w, best), best.layout);
    r.strategyWhy = {GP_MSG("gp::Advisor", "The search tried every tensor, pipeline and data-parallel split, ZeRO "
                                           "stage, micro-batch, precision and recomputation setting that fits; this "
                                           "one is the cheapest that meets the deadline.")};
    if (w.task == Task::FullFineTune) {
        // LoRA instead: the same data with adapters, to show what it would save.
        Scenario lora = w;
        lora.task = Task::LoRA;
        const SearchResult lr = ConfigurationSearch::run(lora, catalog, opt);
        if (lr.ok() && !lr.front.empty() && lr.front.front().cost < best.cost)
            r.strategyWhy.push_back(GP_MSG("gp::Advisor", "LoRA instead (adapters, frozen base) would cost %1 on %2 x "
                                                          "%3, if adapters reach the quality the project needs.")
                                        .arg(MessageMoney{lr.front.front().cost, best.currency, -1})
                                        .arg(countOf(lr.front.front().gpus))
                                        .arg(MessageName{lr.front.front().gpuName}));
    }
}

std::optional<RecommendedConfiguration> servingOption(const WorkloadAnswers& a, const Scenario& w,
                                                      const ServingSearchOptions& opt, const ServingCandidate& c,
                                                      const CatalogSnapshot& catalog, const Message& residencyNote,
                                                      std::vector<Message>& warnings)
{
    RecommendedConfiguration rc;
    rc.scenario = ServingSearch::scenarioFor(w, opt, c);
    rc.gpus = c.gpus;
    rc.nodes = c.nodes;
    rc.residency = c.residency;
    rc.interruptible = c.interruptible;
    rc.offerFlags = flagsOf(catalog, c.offerKey);
    rc.offerLabel = offerLabel(c.providerName, c.tier, c.region, c.residency);
    if (!rc.offerFlags.empty())
        rc.offerLabel += " [" + rc.offerFlags + "]";
    rc.title =
        std::to_string(c.gpus) + " x " + c.gpuName + " - " + c.providerName + " " + WorkloadAdvisor::tierLabel(c.tier);
    rc.scenario.name = rc.title;
    const EstimateResult e = PlanningEngine::estimate(rc.scenario, catalog, EstimateOptions{.fitsForEveryGpu = false});
    if (!e.ok() || !e.estimate->inference || !e.estimate->headline()) {
        warnings.push_back(refusedWarning(rc.title, e));
        return std::nullopt;
    }
    const Estimate& est = *e.estimate;
    rc.hours = est.inference->requestLatencySeconds;
    rc.ttftSeconds = est.inference->timeToFirstTokenSeconds;
    rc.tpotSeconds = est.inference->timePerOutputTokenSeconds;
    rc.requestsPerSecond = est.inference->requestsPerSecond;
    rc.cost = est.headline()->costPerRun; // one hour of serving
    rc.costPerMillionTokens = c.costPerMillionTokensAtTarget;
    rc.engineAgrees = relativelyEqual(rc.ttftSeconds, c.ttftSeconds) &&
                      relativelyEqual(rc.tpotSeconds, c.tpotSeconds) && relativelyEqual(rc.cost, c.costPerHour) &&
                      rc.requestsPerSecond >= a.requestsPerSecond * (1 - 1e-9) && est.fits;
    if (!rc.engineAgrees)
        warnings.push_back(GP_MSG("gp::Advisor", "%1: the engine's estimate differs from the search's (TTFT %2 vs %3, "
                                                 "time per token %4 vs %5, cost per hour %6 vs %7, %8)")
                               .arg(MessageName{rc.title})
                               .arg(MessageQuantity{rc.ttftSeconds, MessageUnit::Seconds, 4})
                               .arg(MessageQuantity{c.ttftSeconds, MessageUnit::Seconds, 4})
                               .arg(MessageQuantity{rc.tpotSeconds, MessageUnit::Seconds, 4})
                               .arg(MessageQuantity{c.tpotSeconds, MessageUnit::Seconds, 4})
                               .arg(MessageMoney{rc.cost, c.currency, 2})
                               .arg(MessageMoney{c.costPerHour, c.currency, 2})
                               .arg(MessageQuantity{rc.requestsPerSecond, MessageUnit::RequestsPerSecond, 2}));
    rc.why.push_back((c.replicas == 1
                          ? GP_MSG("gp::Advisor", "%1 replica of %2 x %3 serves %4 (target %5) with %6 to the first "
                                                  "token and %7 per output token, for %8 an hour (%9 per million "
                                                  "output tokens at the target load).")
                          : GP_MSG("gp::Advisor", "%1 replicas of %2 x %3 serve %4 (target %5) with %6 to the first "
                                                  "token and %7 per output token, for %8 an hour (%9 per million "
                                                  "output tokens at the target load)."))
                         .arg(countOf(c.replicas))
                         .arg(countOf(c.tensorParallel))
                         .arg(MessageName{c.gpuName})
                         .arg(MessageQuantity{rc.requestsPerSecond, MessageUnit::RequestsPerSecond, 1})
                         .arg(MessageQuantity{a.requestsPerSecond, MessageUnit::RequestsPerSecond, 1})
                         .arg(MessageQuantity{rc.ttftSeconds * 1000, MessageUnit::Milliseconds, 0})
                         .arg(MessageQuantity{rc.tpotSeconds * 1000, MessageUnit::Milliseconds, 0})
                         .arg(MessageMoney{rc.cost, c.currency, -1})
                         .arg(MessageMoney{rc.costPerMillionTokens, c.currency, -1}));
    // A percentile target: the figure it was sized for, and the model behind it with its assumption (issue 31).
    if (const int pc = rc.scenario.inference.targetTtftPercentile; pc > 0 && est.inference->prefillQueueServers > 0)
        rc.why.push_back(
            GP_MSG("gp::Advisor", "%1 requests in 100 get their first token within %2 (target %3 at "
                                  "p%4), by a queueing model that assumes requests arrive at random "
                                  "(Poisson) and queues them for the prefill (Erlang C for the share "
                                  "that waits, the wait exponential with the mean TTFT's).")
                .arg(countOf(pc))
                .arg(MessageQuantity{est.inference->ttftAtTargetPercentileSeconds * 1000, MessageUnit::Milliseconds, 0})
                .arg(MessageQuantity{a.ttftSeconds * 1000, MessageUnit::Milliseconds, 0})
                .arg(countOf(pc)));
    if (c.weights != WeightFormat::FP16)
        rc.why.push_back(GP_MSG("gp::Advisor", "Quantised weights lose some quality: test it on your own prompts."));
    if (!rc.offerFlags.empty())
        rc.why.push_back(
            GP_MSG("gp::Advisor", "The offer is flagged in the catalog: %1.").arg(MessageName{rc.offerFlags}));
    rc.choices = WorkloadAdvisor::choicesOf(rc.scenario);
    rc.scenario.name = nameFor(rc, a);
    rc.notes = notesFor(rc, a, residencyNote);
    rc.indiaOnly = a.indiaOnly;
    rc.personalDataInIndia = a.personalDataOfPeopleInIndia;
    return rc;
}

void recommendServing(const WorkloadAnswers& a, const CatalogSnapshot& catalog, WorkloadRecommendation& r)
{
    const Scenario& w = r.workload;
    ServingSearchOptions opt;
    opt.targets = {a.requestsPerSecond, a.ttftSeconds, a.tpotSeconds, 0, a.ttftSeconds > 0 ? a.ttftPercentile : 0};
    opt.offers = WorkloadAdvisor::offerFilter(a);
    opt.budgetPerHour = a.budget > 0 ? a.budget / 730.0 : 0; // a monthly budget; 730 h a month (PriceConversion)
    opt.weightFormats = {WeightFormat::FP16};
    opt.kvPrecisions = {KvPrecision::FP16};
    if (a.allowQuantisedWeights) {
        opt.weightFormats = {WeightFormat::FP16, WeightFormat::FP8, WeightFormat::INT8, WeightFormat::INT4};
        opt.kvPrecisions = {KvPrecision::FP16, KvPrecision::FP8};
    }
    const ServingSearchResult sr = ServingSearch::run(w, catalog, opt);
    r.configurationsEvaluated = sr.evaluated;
    r.configurationsFullyEvaluated = sr.fullyEvaluated;
    for (const auto& e : sr.errors)
        r.errors.push_back(e);
    if (!sr.ok())
        return;
    // Every target the answers state, named as the user gave it (issue 31: "cannot meet the TTFT"); one template per
    // combination of targets so each reads whole in every language. The load is always a target (ServingSearch
    // refuses a scenario without one).
    auto cannotMeet = [&a](int maxGpus) {
        const int ttft = a.ttftSeconds > 0 ? (a.ttftPercentile > 0 ? 2 : 1) : 0;
        const bool tpot = a.tpotSeconds > 0, budget = a.budget > 0;
        Message m;
        if (ttft == 0 && !tpot && !budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 with up to %5 GPUs");
        else if (ttft == 0 && !tpot && budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 within the budget with up to %5 GPUs");
        else if (ttft == 0 && tpot && !budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 and %4 per output token with up to %5 GPUs");
        else if (ttft == 0 && tpot && budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 and %4 per output token within the budget with up to %5 GPUs");
        else if (ttft == 1 && !tpot && !budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 and the %2 TTFT with up to %5 GPUs");
        else if (ttft == 1 && !tpot && budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 and the %2 TTFT within the budget with up to %5 GPUs");
        else if (ttft == 1 && tpot && !budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1, the %2 TTFT and %4 per output token with up to %5 GPUs");
        else if (ttft == 1 && tpot && budget)
            m = GP_MSG("gp::Advisor",
                       "cannot meet %1, the %2 TTFT and %4 per output token within the budget with up to %5 GPUs");
        else if (ttft == 2 && !tpot && !budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 and the %2 TTFT at p%3 with up to %5 GPUs");
        else if (ttft == 2 && !tpot && budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1 and the %2 TTFT at p%3 within the budget with up to %5 GPUs");
        else if (ttft == 2 && tpot && !budget)
            m = GP_MSG("gp::Advisor", "cannot meet %1, the %2 TTFT at p%3 and %4 per output token with up to %5 GPUs");
        else if (ttft == 2 && tpot && budget)
            m = GP_MSG(
                "gp::Advisor",
                "cannot meet %1, the %2 TTFT at p%3 and %4 per output token within the budget with up to %5 GPUs");
        return std::move(m)
            .arg(MessageQuantity{a.requestsPerSecond, MessageUnit::RequestsPerSecond, a.requestsPerSecond < 10 ? 1 : 0})
            .arg(MessageQuantity{a.ttftSeconds * 1000, MessageUnit::Milliseconds, 0})
            .arg(countOf(a.ttftPercentile))
            .arg(MessageQuantity{a.tpotSeconds * 1000, MessageUnit::Milliseconds, 0})
            .arg(countOf(maxGpus));
    };
    listGpuTypes(
        a, w, catalog, opt.offers, cannotMeet, opt.maxGpus,
        [&](const std::string& gpuKey) -> std::optional<ServingCandidate> {
            ServingSearchOptions one = opt;
            one.offers.gpuKeys = {gpuKey};
            const ServingSearchResult gr = ServingSearch::run(w, catalog, one);
            if (!gr.ok() || gr.front.empty())
                return std::nullopt;
            return gr.front.front();
        },
        [&](const ServingCandidate& c) { return servingOption(a, w, opt, c, catalog, r.residencyNote, r.warnings); },
        r);
    sortGpuTypes(r);
    if (sr.front.empty()) {
        r.warnings.push_back(a.budget > 0 ? GP_MSG("gp::Advisor", "no configuration meets the load and latency "
                                                                  "targets with these filters within the budget: "
                                                                  "relax the latency targets, allow quantised weights "
                                                                  "or more offers")
                                          : GP_MSG("gp::Advisor", "no configuration meets the load and latency "
                                                                  "targets with these filters: relax the latency "
                                                                  "targets, allow quantised weights or more offers"));
        return;
    }
    std::vector<RecommendedConfiguration> frontOptions;
    for (std::size_t i = 0; i < std::min<std::size_t>(3, sr.front.size()); ++i)
        if (auto rc = servingOption(a, w, opt, sr.front[i], catalog, r.residencyNote, r.warnings))
            frontOptions.push_back(std::move(*rc));
    chooseOptions(a, std::move(frontOptions), false, r);
    if (r.configurations.empty())
        return;
    const ServingCandidate& best = sr.front.front();
    if (best.tensorParallel == 1) {
        r.tier = best.replicas == 1 ? GP_MSG("gp::Advisor", "one GPU") : GP_MSG("gp::Advisor", "one GPU per replica");
        r.tierWhy = GP_MSG("gp::Advisor", "The model and its KV cache fit on one %1, so replicas scale the load "
                                          "without any GPU-to-GPU traffic.")
                        .arg(MessageName{best.gpuName});
    } else {
        r.tier = GP_MSG("gp::Advisor", "one multi-GPU node per replica (tensor parallel)");
        r.tierWhy = GP_MSG("gp::Advisor", "One GPU cannot hold the weights and the KV cache for the batch, so each "
                                          "replica splits the model over %1 GPUs inside one node, where the links are "
                                          "fastest.")
                        .arg(countOf(best.tensorParallel));
    }
    ParallelLayout l{best.tensorParallel, 1, best.replicas, 0};
    r.strategy = WorkloadAdvisor::strategyOf(ServingSearch::scenarioFor(w, opt, best), l);
    r.strategyWhy = {GP_MSG("gp::Advisor", "The search tried every GPU type, tensor-parallel degree, weight and "
                                           "KV-cache precision and batch size; this is the cheapest that meets the "
                                           "load and both latency targets.")};
}

} // namespace

WorkloadRecommendation WorkloadAdvisor::recommend(const WorkloadAnswers& a, const CatalogSnapshot& catalog)
{
    WorkloadRecommendation r;
    r.workload = workloadScenario(a, catalog, &r.modelNote);
    if (!ScenarioValidator::resolveModel(r.workload, catalog)) {
        r.errors.push_back({"model", "choose a catalog model or give a size in billions of parameters"});
        return r;
    }
    if (a.personalDataOfPeopleInIndia)
        r.residencyNote = dpdpNote();
    if (a.indiaOnly)
        r.residency = GP_MSG("gp::Advisor", "India only");
    if (a.explainProcessorChoice) {
        ProcessorChoiceNote why = ProcessorChoice::explain(catalog, r.workload.isTraining());
        if (why.ok())
            r.processorNote = std::move(why.text);
        else
            r.warnings.push_back(std::move(why.error));
    }
    if (r.workload.isTraining())
        recommendTraining(a, catalog, r);
    else
        recommendServing(a, catalog, r);
    return r;
}

} // namespace gp
