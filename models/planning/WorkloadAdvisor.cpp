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

std::string fmt(double v, int decimals = 0)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    const std::string s = buf;
    // Thousands separators on the integer part, copied rather than inserted in place (GCC 12's -O3
    // -Wrestrict misreads string::insert here, a known false positive).
    const auto dot = s.find('.');
    const std::size_t end = dot == std::string::npos ? s.size() : dot;
    const std::size_t start = !s.empty() && s[0] == '-' ? 1 : 0;
    std::string out;
    out.reserve(s.size() + s.size() / 3);
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (i > start && i < end && (end - i) % 3 == 0)
            out.push_back(',');
        out.push_back(s[i]);
    }
    return out;
}

std::string hoursText(double h)
{
    if (h < 1)
        return fmt(h * 60, 0) + " minutes";
    if (h < 72)
        return fmt(h, 1) + " hours";
    return fmt(h / 24, 1) + " days";
}

std::string money(double v, const std::string& currency) { return currency + " " + fmt(v, v < 100 ? 2 : 0); }

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

std::string WorkloadAdvisor::dpdpNote()
{
    return "The data is personal data of people in India. India's Digital Personal Data Protection Act 2023 and the "
           "DPDP Rules notified in November 2025 (Ministry of Electronics and IT) have compliance implications for AI "
           "work on such data, and running it on infrastructure outside India may introduce compliance exposure. The "
           "Rules are still being implemented and their sector-specific applicability is subject to ongoing regulatory "
           "clarification: consult a qualified legal advisor before choosing where this runs. Offers below are marked "
           "in India, outside India or region not stated.";
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

std::string WorkloadAdvisor::precisionWords(TrainPrecision p)
{
    switch (p) {
    case TrainPrecision::FP32:
        return "FP32 precision";
    case TrainPrecision::MixedBF16:
        return "BF16 mixed precision (FP32 master weights)";
    case TrainPrecision::FP8:
        return "FP8 mixed precision (FP8 matmuls, FP32 master weights)";
    case TrainPrecision::PureBF16:
        return "pure BF16 (no FP32 master weights)";
    }
    return "BF16 mixed precision";
}

std::string WorkloadAdvisor::recomputeWords(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return "no activation recomputation";
    case Recompute::Selective:
        return "selective activation recomputation";
    case Recompute::Full:
        return "full activation recomputation";
    case Recompute::SelectiveLayer:
        return "every second block recomputed";
    case Recompute::SelectiveOp:
        return "per-op selective recomputation";
    }
    return "no activation recomputation";
}

std::string WorkloadAdvisor::weightWords(WeightFormat w)
{
    switch (w) {
    case WeightFormat::FP16:
        return "16-bit weights";
    case WeightFormat::FP8:
        return "FP8 weights";
    case WeightFormat::INT8:
        return "8-bit integer weights";
    case WeightFormat::INT4:
        return "4-bit weights";
    }
    return "16-bit weights";
}

std::string WorkloadAdvisor::kvWords(KvPrecision k)
{
    switch (k) {
    case KvPrecision::FP16:
        return "16-bit KV cache";
    case KvPrecision::FP8:
        return "FP8 KV cache";
    case KvPrecision::INT8:
        return "8-bit integer KV cache";
    case KvPrecision::INT4:
        return "4-bit KV cache";
    }
    return "16-bit KV cache";
}

std::string WorkloadAdvisor::choicesOf(const Scenario& s, bool brief)
{
    std::vector<std::string> parts;
    const ParallelSettings& p = s.parallel;
    if (s.isTraining()) {
        const int gpus = s.totalGpus();
        const int model = std::max(1, p.tensorParallel * p.pipelineParallel * std::max(1, p.contextParallel));
        const int dp = std::max(1, gpus / model);
        if (brief) {
            parts.push_back(s.training.precision == TrainPrecision::FP8         ? "FP8"
                            : s.training.precision == TrainPrecision::MixedBF16 ? "BF16 mixed"
                            : s.training.precision == TrainPrecision::PureBF16  ? "pure BF16"
                                                                                : "FP32");
            std::string layout = "TP" + std::to_string(p.tensorParallel) + " PP" + std::to_string(p.pipelineParallel);
            if (p.contextParallel > 1)
                layout += " CP" + std::to_string(p.contextParallel);
            layout += " DP" + std::to_string(dp);
            if (p.zero != ZeroStage::Zero0)
                layout += " ZeRO-" + std::to_string(static_cast<int>(p.zero));
            parts.push_back(layout);
            parts.push_back(s.training.recompute == Recompute::None   ? "no recompute"
                            : s.training.recompute == Recompute::Full ? "full recompute"
                                                                      : "selective recompute");
            if (p.offloadParameters || p.cpuOffloadOptimizer || s.training.activationOffloading)
                parts.push_back("CPU offload");
        } else {
            parts.push_back(precisionWords(s.training.precision));
            std::string layout = "tensor parallel " + std::to_string(p.tensorParallel) + " x pipeline parallel " +
                                 std::to_string(p.pipelineParallel);
            if (p.contextParallel > 1)
                layout += " x context parallel " + std::to_string(p.contextParallel);
            layout += " x data parallel " + std::to_string(dp);
            if (p.zero != ZeroStage::Zero0)
                layout += ", ZeRO-" + std::to_string(static_cast<int>(p.zero)) +
                          (p.zero == ZeroStage::Zero3 ? " (FSDP full shard)" : "");
            parts.push_back("layout " + layout);
            parts.push_back(recomputeWords(s.training.recompute));
            std::vector<std::string> offload;
            if (p.cpuOffloadOptimizer)
                offload.push_back("optimizer states");
            if (p.offloadParameters)
                offload.push_back("parameters");
            if (s.training.activationOffloading)
                offload.push_back("activations");
            std::string o;
            for (std::size_t i = 0; i < offload.size(); ++i)
                o += (i ? ", " : "") + offload[i];
            parts.push_back(offload.empty() ? "no CPU offload" : "CPU offload of " + o);
            parts.push_back("micro-batch " + std::to_string(s.training.microBatch));
        }
    } else {
        const int tp = std::max(1, p.tensorParallel);
        const int replicas = std::max(1, s.totalGpus() / tp);
        const std::string batching =
            s.inference.batching == Batching::Continuous ? "continuous batching" : "static batching";
        if (brief) {
            parts.push_back(s.inference.weights == WeightFormat::FP16 ? "16-bit" : weightWords(s.inference.weights));
            parts.push_back(s.inference.kvCache == KvPrecision::FP16 ? "16-bit KV" : kvWords(s.inference.kvCache));
            parts.push_back(std::to_string(replicas) + " x TP" + std::to_string(tp));
            parts.push_back(batching);
        } else {
            parts.push_back(weightWords(s.inference.weights));
            parts.push_back(kvWords(s.inference.kvCache));
            parts.push_back(std::to_string(replicas) + " replica" + (replicas == 1 ? "" : "s") + " x " +
                            std::to_string(tp) + " GPU" + (tp == 1 ? "" : "s") + " (tensor parallel " +
                            std::to_string(tp) + ")");
            parts.push_back(batching + ", " + std::to_string(s.inference.concurrentSequences) +
                            " concurrent sequences per replica");
        }
    }
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? (brief ? ", " : "; ") : "") + parts[i];
    return out;
}

Scenario WorkloadAdvisor::workloadScenario(const WorkloadAnswers& a, const CatalogSnapshot& catalog,
                                           std::string* modelNote)
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
            *modelNote = fmt(a.modelBillions, a.modelBillions < 10 ? 1 : 0) + " B parameters: the catalog's " +
                         best->name + " (" + fmt(best->parameters / 1e9, 1) +
                         " B parameters) stands in for its layers and widths.";
    } else if (modelNote) {
        if (const ModelArchitecture* m = catalog.model(a.modelKey))
            *modelNote = m->name + ": " + fmt(m->parameters / 1e9, 1) + " B parameters, from the catalog.";
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

std::string WorkloadAdvisor::strategyOf(const Scenario& s, const ParallelLayout& l)
{
    std::vector<std::string> parts;
    if (s.task == Task::LoRA)
        parts.push_back("LoRA adapters (rank " + std::to_string(s.training.loraRank) + ") on a frozen 16-bit base");
    if (s.task == Task::QLoRA)
        parts.push_back("QLoRA: LoRA adapters (rank " + std::to_string(s.training.loraRank) + ") on a 4-bit base");
    if (l.tensorParallel > 1)
        parts.push_back("tensor parallel over " + std::to_string(l.tensorParallel) + " GPUs inside a node");
    if (l.contextParallel > 1)
        parts.push_back("context parallel: each sequence over " + std::to_string(l.contextParallel) + " GPUs");
    if (l.pipelineParallel > 1)
        parts.push_back("pipeline parallel in " + std::to_string(l.pipelineParallel) + " stages");
    if (s.isTraining() && l.dataParallel > 1) {
        if (l.zeroStage == 3)
            parts.push_back("FSDP full shard / ZeRO-3 over " + std::to_string(l.dataParallel) +
                            " data-parallel replicas");
        else if (l.zeroStage > 0)
            parts.push_back("ZeRO-" + std::to_string(l.zeroStage) + " over " + std::to_string(l.dataParallel) +
                            " data-parallel replicas");
        else
            parts.push_back("plain data parallel over " + std::to_string(l.dataParallel) + " replicas");
    }
    if (!s.isTraining() && l.dataParallel > 1)
        parts.push_back(std::to_string(l.dataParallel) + " independent replicas");
    if (parts.empty())
        return s.isTraining() ? "one GPU, no model parallelism" : "one GPU per replica";
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? "; " : "") + parts[i];
    return out;
}

namespace {

// Why a GPU type has no configuration when the filters leave it no offer: the one filter that, relaxed alone, would
// give it one (the catalog's flags, spot capacity, host-only prices, then the region), in a buyer's words. Empty when
// the GPU has no rented offer at all (purchases only), which is not listed.
std::string whyNoOffer(const OfferFilter& filter, const WorkloadAnswers& a, const CatalogSnapshot& catalog,
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
        return "only flagged offers (" + list + "); include them to see their price";
    }
    f = base;
    f.tiers = hourlyRentalTiers();
    if (!a.allowInterruptible && !accepted(f).empty())
        return "only spot (interruptible) offers; allow spot capacity to see them";
    f = base;
    f.excludeHostBilledSeparately = false;
    if (!accepted(f).empty())
        return "only prices of the GPU without its host (the host is billed on top)";
    f = base;
    f.indiaOnly = false;
    if (base.indiaOnly && !accepted(f).empty())
        return "no offer in India (the chosen region)";
    f.tiers.clear();
    f.includeFlagged = true;
    f.excludeHostBilledSeparately = false;
    if (accepted(f).empty())
        return {};
    OfferFilter inRegion = f;
    inRegion.indiaOnly = base.indiaOnly;
    return accepted(inRegion).empty() ? "no offer in India (the chosen region)"
                                      : "no on-demand offer (only reserved or monthly terms)";
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
std::string notesFor(const RecommendedConfiguration& rc, const WorkloadAnswers& a, const std::string& residencyNote)
{
    std::string n = rc.choices;
    if (a.indiaOnly)
        n += "\nResidency: India only. The wizard priced only offers hosted in India (" + rc.offerLabel + ").";
    if (!residencyNote.empty())
        n += "\n" + residencyNote;
    if (!rc.offerFlags.empty())
        n += "\nThe offer is flagged in the catalog (" + rc.offerFlags + "); it was included because you asked.";
    return n;
}

// The scenario's name: the title, the wizard's brief choices and the residency, so every view that shows the name
// (the list, the why panel, the proposal) states them.
std::string nameFor(const RecommendedConfiguration& rc, const WorkloadAnswers& a)
{
    std::string n = rc.title + " (" + WorkloadAdvisor::choicesOf(rc.scenario, true) + ", chosen by the wizard)";
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
        std::string cmp;
        if (i == 0) {
            cmp = " It is the cheapest option that meets every target.";
        } else {
            const RecommendedConfiguration& first = options.front();
            const double more = 100.0 * (rc.cost / first.cost - 1.0);
            cmp = " It costs " + fmt(std::abs(more), 0) + (more >= 0 ? "% more" : "% less") + " than option 1";
            if (training) {
                const double d = first.hours - rc.hours;
                cmp += std::abs(d) < 1e-9
                           ? " and takes as long."
                           : " and finishes " + hoursText(std::abs(d)) + (d > 0 ? " sooner." : " later.");
            } else {
                const double d = 100.0 * (1.0 - rc.hours / first.hours);
                cmp += " for a " + fmt(std::abs(d), 0) + (d >= 0 ? "% shorter" : "% longer") + " request.";
            }
        }
        rc.why = rc.why + cmp + " " + rc.choices;
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
                                                       const std::string& residencyNote, std::vector<Message>& warnings)
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
    std::string why = std::to_string(c.gpus) + " " + c.gpuName + (c.gpus == 1 ? "" : "s") + " finish the run in " +
                      hoursText(rc.hours);
    if (a.deadlineHours > 0)
        why += ", inside the " + hoursText(a.deadlineHours) + " deadline,";
    why += " for " + money(rc.cost, c.currency) + " at " + c.providerName + "'s " + WorkloadAdvisor::tierLabel(c.tier) +
           " price (" + money(c.pricePerGpuHour, c.currency) + " per GPU-hour). Each GPU holds " +
           fmt(est.memory.totalGb(), 0) + " of its " + fmt(est.usableMemoryGbPerGpu, 0) + " usable GB.";
    if (c.nodes > 1)
        why += " The " + std::to_string(c.nodes) + " instances must be linked by InfiniBand or RoCE (" +
               c.interNodeLinkKey + " assumed): check that the offer provides it.";
    if (c.interruptible)
        why += " Spot capacity can be reclaimed: the run needs checkpoints to resume.";
    if (!rc.offerFlags.empty())
        why += " The offer is flagged in the catalog: " + rc.offerFlags + ".";
    rc.why = why;
    rc.choices = "Chosen by the wizard: " + WorkloadAdvisor::choicesOf(rc.scenario) + ".";
    rc.scenario.name = nameFor(rc, a);
    rc.notes = notesFor(rc, a, residencyNote);
    rc.indiaOnly = a.indiaOnly;
    rc.personalDataInIndia = a.personalDataOfPeopleInIndia;
    return rc;
}

// Lists every GPU the catalog rents, with its cheapest configuration meeting every target or why there is none,
// and fills `options` with the engine-checked configuration of each GPU that has one.
template <typename RunOne, typename MakeOption>
void listGpuTypes(const WorkloadAnswers& a, const Scenario& w, const CatalogSnapshot& catalog,
                  const OfferFilter& filter, const std::string& targetWords, int maxGpus, RunOne runOne,
                  MakeOption makeOption, WorkloadRecommendation& r)
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
            if (g.whyNone.empty())
                continue; // purchases only: not a rental option
        } else if (g.fewestGpusForMemory <= 0) {
            g.whyNone = "does not fit at any count up to " + fmt(maxGpus) + " GPUs";
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
                g.whyNone = "the engine refused its cheapest configuration (see the warnings)";
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
            if (tooSmall)
                g.whyNone = "its offers rent at most " + std::to_string(largest) + " GPU" + (largest == 1 ? "" : "s") +
                            " per instance, fewer than the " + std::to_string(g.fewestGpusForMemory) + " " +
                            (w.isTraining() ? "the job needs (instances that small are not assumed to be linked)"
                                            : "one replica needs (a replica's GPUs share one instance)");
            else
                g.whyNone = "cannot meet " + targetWords + " with up to " + fmt(maxGpus) + " GPUs";
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
    std::string target = a.deadlineHours > 0 ? "the " + hoursText(a.deadlineHours) + " deadline" : "the run";
    if (a.budget > 0)
        target += " within the budget";
    listGpuTypes(
        a, w, catalog, opt.offers, target, opt.maxGpus,
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
        r.tier = "one GPU";
        r.tierWhy = "The whole job fits on one " + best.gpuName +
                    " and still meets the deadline, so no interconnect is needed: "
                    "the article's entry point for fine-tuning up to 7-13B parameters.";
    } else if (best.nodes == 1) {
        r.tier = nvlink ? "one multi-GPU node with NVLink/NVSwitch" : "one multi-GPU node (PCIe, no NVLink)";
        r.tierWhy =
            std::to_string(best.gpus) +
            " GPUs in one node: the job needs more memory or speed than one GPU gives, and " +
            (nvlink
                 ? "NVLink keeps gradient synchronisation from becoming the bottleneck."
                 : "this GPU synchronises over PCIe, which the article warns is often the bottleneck: check the time.");
    } else {
        r.tier = "multi-node cluster (InfiniBand or RoCE)";
        r.tierWhy =
            std::to_string(best.nodes) + " nodes of " + std::to_string(best.gpusPerNode) +
            " GPUs: one node cannot finish within the deadline as cheaply, so gradients synchronise across servers "
            "over InfiniBand or RoCE.";
    }
    r.strategy = WorkloadAdvisor::strategyOf(ConfigurationSearch::scenarioFor(w, best), best.layout);
    r.strategyWhy =
        "The search tried every tensor, pipeline and data-parallel split, ZeRO stage, micro-batch, precision and "
        "recomputation setting that fits; this one is the cheapest that meets the deadline.";
    if (w.task == Task::FullFineTune) {
        // LoRA instead: the same data with adapters, to show what it would save.
        Scenario lora = w;
        lora.task = Task::LoRA;
        const SearchResult lr = ConfigurationSearch::run(lora, catalog, opt);
        if (lr.ok() && !lr.front.empty() && lr.front.front().cost < best.cost)
            r.strategyWhy +=
                " LoRA instead (adapters, frozen base) would cost " + money(lr.front.front().cost, best.currency) +
                " on " + std::to_string(lr.front.front().gpus) + " " + lr.front.front().gpuName +
                (lr.front.front().gpus == 1 ? "" : "s") + ", if adapters reach the quality the project needs.";
    }
}

std::optional<RecommendedConfiguration> servingOption(const WorkloadAnswers& a, const Scenario& w,
                                                      const ServingSearchOptions& opt, const ServingCandidate& c,
                                                      const CatalogSnapshot& catalog, const std::string& residencyNote,
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
    std::string why = std::to_string(c.replicas) + " replica" + (c.replicas == 1 ? "" : "s") + " of " +
                      std::to_string(c.tensorParallel) + " " + c.gpuName + (c.tensorParallel == 1 ? "" : "s") +
                      " serve " + fmt(rc.requestsPerSecond, 1) + " requests/s (target " + fmt(a.requestsPerSecond, 1) +
                      ") with " + fmt(rc.ttftSeconds * 1000, 0) + " ms to the first token and " +
                      fmt(rc.tpotSeconds * 1000, 0) + " ms per output token, for " + money(rc.cost, c.currency) +
                      " an hour (" + money(rc.costPerMillionTokens, c.currency) +
                      " per million output tokens at the target load).";
    // A percentile target: the figure it was sized for, and the model behind it with its assumption (issue 31).
    if (const int pc = rc.scenario.inference.targetTtftPercentile; pc > 0 && est.inference->prefillQueueServers > 0)
        why += " " + std::to_string(pc) + " requests in 100 get their first token within " +
               fmt(est.inference->ttftAtTargetPercentileSeconds * 1000, 0) + " ms (target " +
               fmt(a.ttftSeconds * 1000, 0) + " ms at p" + std::to_string(pc) +
               "), by a queueing model that assumes requests arrive at random (Poisson) and queues them for the "
               "prefill (Erlang C for the share that waits, the wait exponential with the mean TTFT's).";
    if (c.weights != WeightFormat::FP16)
        why += " Quantised weights lose some quality: test it on your own prompts.";
    if (!rc.offerFlags.empty())
        why += " The offer is flagged in the catalog: " + rc.offerFlags + ".";
    rc.why = why;
    rc.choices = "Chosen by the wizard: " + WorkloadAdvisor::choicesOf(rc.scenario) + ".";
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
    std::vector<std::string> targets;
    if (a.requestsPerSecond > 0)
        targets.push_back(fmt(a.requestsPerSecond, a.requestsPerSecond < 10 ? 1 : 0) + " requests/s");
    if (a.ttftSeconds > 0)
        targets.push_back("the " + fmt(a.ttftSeconds * 1000, 0) + " ms TTFT" +
                          (a.ttftPercentile > 0 ? " at p" + std::to_string(a.ttftPercentile) : std::string()));
    if (a.tpotSeconds > 0)
        targets.push_back(fmt(a.tpotSeconds * 1000, 0) + " ms per output token");
    std::string target;
    for (std::size_t i = 0; i < targets.size(); ++i)
        target += (i == 0 ? "" : i + 1 == targets.size() ? " and " : ", ") + targets[i];
    if (target.empty())
        target = "the targets";
    if (a.budget > 0)
        target += " within the budget";
    listGpuTypes(
        a, w, catalog, opt.offers, target, opt.maxGpus,
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
        r.tier = best.replicas == 1 ? "one GPU" : "one GPU per replica";
        r.tierWhy = "The model and its KV cache fit on one " + best.gpuName +
                    ", so replicas scale the load without any GPU-to-GPU traffic.";
    } else {
        r.tier = "one multi-GPU node per replica (tensor parallel)";
        r.tierWhy =
            "One GPU cannot hold the weights and the KV cache for the batch, so each replica splits the model over " +
            std::to_string(best.tensorParallel) + " GPUs inside one node, where the links are fastest.";
    }
    ParallelLayout l{best.tensorParallel, 1, best.replicas, 0};
    r.strategy = WorkloadAdvisor::strategyOf(ServingSearch::scenarioFor(w, opt, best), l);
    r.strategyWhy =
        "The search tried every GPU type, tensor-parallel degree, weight and KV-cache precision and batch size; "
        "this is the cheapest that meets the load and both latency targets.";
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
        r.residency = "India only";
    if (a.explainProcessorChoice) {
        const ProcessorChoiceNote why = ProcessorChoice::explain(catalog, r.workload.isTraining());
        if (why.ok())
            r.processorNote = why.text;
        else
            r.warnings.push_back(Message::verbatim(why.error)); // ProcessorChoice still words its own refusal
    }
    if (r.workload.isTraining())
        recommendTraining(a, catalog, r);
    else
        recommendServing(a, catalog, r);
    return r;
}

} // namespace gp
