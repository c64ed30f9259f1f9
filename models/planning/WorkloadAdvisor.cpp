// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkloadAdvisor.h"

#include "ProcessorChoice.h"

#include "MemoryFit.h"
#include "PlanningEngine.h"
#include "ScenarioValidator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

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
    return f;
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
    }
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
    const auto model = ScenarioValidator::resolveModel(w, catalog);

    // The GPU types: fewest GPUs for memory, and the cheapest configuration meeting deadline and budget.
    std::vector<std::string> seen;
    for (const auto& o : catalog.offers) {
        if (!opt.offers.accepts(o) || std::find(seen.begin(), seen.end(), o.gpuKey) != seen.end())
            continue;
        const GpuSpec* gpu = catalog.gpu(o.gpuKey);
        if (!gpu)
            continue;
        seen.push_back(o.gpuKey);
        GpuTypeOption g;
        g.gpuKey = gpu->key;
        g.gpuName = gpu->name;
        Scenario s = w;
        s.hardware.gpuKey = gpu->key;
        g.fewestGpusForMemory = model ? MemoryFit::fitOn(s, *model, *gpu).fewestGpus : 0;
        SearchOptions one = opt;
        one.offers.gpuKeys = {gpu->key};
        one.maxResults = 1;
        const SearchResult gr = ConfigurationSearch::run(w, catalog, one);
        if (gr.ok() && !gr.front.empty()) {
            g.meetsDeadline = true;
            g.gpus = gr.front.front().gpus;
            g.hours = gr.front.front().hours;
            g.cost = gr.front.front().cost;
            g.offerKey = gr.front.front().offerKey;
        }
        r.gpuTypes.push_back(g);
    }
    std::sort(r.gpuTypes.begin(), r.gpuTypes.end(), [](const GpuTypeOption& x, const GpuTypeOption& y) {
        if (x.meetsDeadline != y.meetsDeadline)
            return x.meetsDeadline;
        if (x.meetsDeadline)
            return x.cost < y.cost;
        const bool fx = x.fewestGpusForMemory > 0, fy = y.fewestGpusForMemory > 0;
        return fx != fy ? fx : x.fewestGpusForMemory < y.fewestGpusForMemory;
    });

    if (sr.front.empty()) {
        r.warnings.push_back(
            "no configuration in the catalog fits memory and meets the deadline" +
            std::string(a.budget > 0 ? " and the budget" : "") +
            " with these filters: relax the deadline or budget, allow more offers, or choose LoRA/QLoRA");
        return;
    }
    const std::size_t n = std::min<std::size_t>(3, sr.front.size());
    const double deadline = a.deadlineHours;
    for (std::size_t i = 0; i < n; ++i) {
        const SearchCandidate& c = sr.front[i];
        RecommendedConfiguration rc;
        rc.scenario = ConfigurationSearch::scenarioFor(w, c);
        rc.gpus = c.gpus;
        rc.nodes = c.nodes;
        rc.residency = c.residency;
        rc.interruptible = c.interruptible;
        rc.offerLabel = offerLabel(c.providerName, c.tier, c.region, c.residency);
        const std::string strategy = WorkloadAdvisor::strategyOf(rc.scenario, c.layout);
        rc.title = std::to_string(c.gpus) + " x " + c.gpuName + " - " + c.providerName + " " +
                   WorkloadAdvisor::tierLabel(c.tier);
        rc.scenario.name = rc.title;
        const EstimateResult e =
            PlanningEngine::estimate(rc.scenario, catalog, EstimateOptions{.fitsForEveryGpu = false});
        if (!e.ok() || !e.estimate->training || e.estimate->costs.empty()) {
            r.warnings.push_back(
                "the engine refused option " + std::to_string(i + 1) + " (" + rc.title + ")" +
                (e.errors.empty() ? std::string() : ": " + e.errors.front().field + ": " + e.errors.front().message));
            continue;
        }
        const Estimate& est = *e.estimate;
        rc.hours = est.training->wallClockHours;
        rc.cost = est.costs.front().costPerRun;
        rc.costPerMillionTokens = est.costs.front().costPerMillionTokens;
        rc.engineAgrees = relativelyEqual(rc.hours, c.hours) && relativelyEqual(rc.cost, c.cost) && est.fits;
        if (!rc.engineAgrees)
            r.warnings.push_back("option " + std::to_string(i + 1) + ": the engine's estimate (" + fmt(rc.hours, 2) +
                                 " h, " + money(rc.cost, c.currency) + ") differs from the search's (" +
                                 fmt(c.hours, 2) + " h, " + money(c.cost, c.currency) + ")");
        std::string why = std::to_string(c.gpus) + " " + c.gpuName + (c.gpus == 1 ? "" : "s") + " finish the run in " +
                          hoursText(rc.hours);
        if (deadline > 0)
            why += ", inside the " + hoursText(deadline) + " deadline,";
        why += " for " + money(rc.cost, c.currency) + " at " + c.providerName + "'s " +
               WorkloadAdvisor::tierLabel(c.tier) + " price (" + money(c.pricePerGpuHour, c.currency) +
               " per GPU-hour).";
        if (i == 0)
            why += " It is the cheapest of the " + fmt(static_cast<double>(sr.fullyEvaluated)) +
                   " configurations that fit in memory; each GPU holds " + fmt(est.memory.totalGb(), 0) + " of its " +
                   fmt(est.usableMemoryGbPerGpu, 0) + " usable GB with " + strategy + ".";
        else {
            const RecommendedConfiguration& first = r.configurations.front();
            why += " It costs " + fmt(100.0 * (rc.cost / first.cost - 1.0), 0) + "% more than option 1 and finishes " +
                   hoursText(first.hours - rc.hours) + " sooner (" + strategy + ").";
        }
        if (c.nodes > 1)
            why += " The " + std::to_string(c.nodes) + " instances must be linked by InfiniBand or RoCE (" +
                   c.interNodeLinkKey + " assumed): check that the offer provides it.";
        if (c.interruptible)
            why += " Spot capacity can be reclaimed: the run needs checkpoints to resume.";
        rc.why = why;
        r.configurations.push_back(std::move(rc));
    }
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
    r.strategy = WorkloadAdvisor::strategyOf(r.configurations.front().scenario, best.layout);
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

void recommendServing(const WorkloadAnswers& a, const CatalogSnapshot& catalog, WorkloadRecommendation& r)
{
    const Scenario& w = r.workload;
    ServingSearchOptions opt;
    opt.targets = {a.requestsPerSecond, a.ttftSeconds, a.tpotSeconds, 0};
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
    const auto model = ScenarioValidator::resolveModel(w, catalog);
    std::vector<std::string> seen;
    for (const auto& o : catalog.offers) {
        if (!opt.offers.accepts(o) || std::find(seen.begin(), seen.end(), o.gpuKey) != seen.end())
            continue;
        const GpuSpec* gpu = catalog.gpu(o.gpuKey);
        if (!gpu)
            continue;
        seen.push_back(o.gpuKey);
        GpuTypeOption g;
        g.gpuKey = gpu->key;
        g.gpuName = gpu->name;
        Scenario s = w;
        s.hardware.gpuKey = gpu->key;
        g.fewestGpusForMemory = model ? MemoryFit::fitOn(s, *model, *gpu).fewestGpus : 0;
        ServingSearchOptions one = opt;
        one.offers.gpuKeys = {gpu->key};
        const ServingSearchResult gr = ServingSearch::run(w, catalog, one);
        if (gr.ok() && !gr.front.empty()) {
            g.meetsDeadline = true;
            g.gpus = gr.front.front().gpus;
            g.hours = gr.front.front().latencySeconds;
            g.cost = gr.front.front().costPerHour;
            g.offerKey = gr.front.front().offerKey;
        }
        r.gpuTypes.push_back(g);
    }
    std::sort(r.gpuTypes.begin(), r.gpuTypes.end(), [](const GpuTypeOption& x, const GpuTypeOption& y) {
        if (x.meetsDeadline != y.meetsDeadline)
            return x.meetsDeadline;
        return x.meetsDeadline ? x.cost < y.cost : x.fewestGpusForMemory > 0 && y.fewestGpusForMemory == 0;
    });
    if (sr.front.empty()) {
        r.warnings.push_back("no configuration meets the load and latency targets with these filters" +
                             std::string(a.budget > 0 ? " within the budget" : "") +
                             ": relax the latency targets, allow quantised weights or more offers");
        return;
    }
    const std::size_t n = std::min<std::size_t>(3, sr.front.size());
    for (std::size_t i = 0; i < n; ++i) {
        const ServingCandidate& c = sr.front[i];
        RecommendedConfiguration rc;
        rc.scenario = ServingSearch::scenarioFor(w, opt, c);
        rc.gpus = c.gpus;
        rc.nodes = c.nodes;
        rc.residency = c.residency;
        rc.interruptible = c.interruptible;
        rc.offerLabel = offerLabel(c.providerName, c.tier, c.region, c.residency);
        rc.title = std::to_string(c.gpus) + " x " + c.gpuName + " - " + c.providerName + " " +
                   WorkloadAdvisor::tierLabel(c.tier);
        rc.scenario.name = rc.title;
        const EstimateResult e =
            PlanningEngine::estimate(rc.scenario, catalog, EstimateOptions{.fitsForEveryGpu = false});
        if (!e.ok() || !e.estimate->inference || e.estimate->costs.empty()) {
            r.warnings.push_back(
                "the engine refused option " + std::to_string(i + 1) + " (" + rc.title + ")" +
                (e.errors.empty() ? std::string() : ": " + e.errors.front().field + ": " + e.errors.front().message));
            continue;
        }
        const Estimate& est = *e.estimate;
        rc.hours = est.inference->requestLatencySeconds;
        rc.ttftSeconds = est.inference->timeToFirstTokenSeconds;
        rc.tpotSeconds = est.inference->timePerOutputTokenSeconds;
        rc.requestsPerSecond = est.inference->requestsPerSecond;
        rc.cost = est.costs.front().costPerRun; // one hour of serving
        rc.costPerMillionTokens = c.costPerMillionTokensAtTarget;
        rc.engineAgrees = relativelyEqual(rc.ttftSeconds, c.ttftSeconds) &&
                          relativelyEqual(rc.tpotSeconds, c.tpotSeconds) && relativelyEqual(rc.cost, c.costPerHour) &&
                          rc.requestsPerSecond >= a.requestsPerSecond * (1 - 1e-9) && est.fits;
        if (!rc.engineAgrees)
            r.warnings.push_back("option " + std::to_string(i + 1) +
                                 ": the engine's estimate differs from the search's (TTFT " + fmt(rc.ttftSeconds, 4) +
                                 " vs " + fmt(c.ttftSeconds, 4) + " s, time per token " + fmt(rc.tpotSeconds, 4) +
                                 " vs " + fmt(c.tpotSeconds, 4) + " s, cost per hour " + fmt(rc.cost, 2) + " vs " +
                                 fmt(c.costPerHour, 2) + ", requests/s " + fmt(rc.requestsPerSecond, 2) + ")");
        const std::string weights = c.weights == WeightFormat::FP16   ? "16-bit"
                                    : c.weights == WeightFormat::FP8  ? "FP8"
                                    : c.weights == WeightFormat::INT8 ? "8-bit"
                                                                      : "4-bit";
        std::string why =
            std::to_string(c.replicas) + " replica" + (c.replicas == 1 ? "" : "s") + " of " +
            std::to_string(c.tensorParallel) + " " + c.gpuName + (c.tensorParallel == 1 ? "" : "s") + " with " +
            weights + " weights serve " + fmt(rc.requestsPerSecond, 1) + " requests/s (target " +
            fmt(a.requestsPerSecond, 1) + ") with " + fmt(rc.ttftSeconds * 1000, 0) + " ms to the first token and " +
            fmt(rc.tpotSeconds * 1000, 0) + " ms per output token, for " + money(rc.cost, c.currency) + " an hour (" +
            money(rc.costPerMillionTokens, c.currency) + " per million output tokens at the target load).";
        if (i == 0)
            why += " It is the cheapest of the " + fmt(static_cast<double>(sr.fullyEvaluated)) +
                   " configurations that meet every target.";
        else
            why += " It costs " + fmt(100.0 * (rc.cost / r.configurations.front().cost - 1.0), 0) +
                   "% more than option 1 for a " + fmt(100.0 * (1.0 - rc.hours / r.configurations.front().hours), 0) +
                   "% shorter request.";
        if (c.weights != WeightFormat::FP16)
            why += " Quantised weights lose some quality: test it on your own prompts.";
        rc.why = why;
        r.configurations.push_back(std::move(rc));
    }
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
    r.strategy = WorkloadAdvisor::strategyOf(r.configurations.front().scenario, l);
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
    if (a.explainProcessorChoice) {
        const ProcessorChoiceNote why = ProcessorChoice::explain(catalog, r.workload.isTraining());
        if (why.ok())
            r.processorNote = why.text;
        else
            r.warnings.push_back(why.error);
    }
    if (r.workload.isTraining())
        recommendTraining(a, catalog, r);
    else
        recommendServing(a, catalog, r);
    return r;
}

} // namespace gp
