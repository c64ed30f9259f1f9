// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ConfigurationSearchServing.h"

#include "CommunicationModel.h"
#include "InferenceEstimator.h"
#include "MemoryFit.h"
#include "PriceConversion.h"
#include "ScenarioValidator.h"
#include "ServingEngines.h"
#include "ServingScheduler.h"
#include "VramEstimator.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace gp {
namespace {

// The largest batch InferenceEstimator::step is asked about (as the engine's own target search).
constexpr int kLargestBatch = 4096;

struct Group {
    int gpusPerNode = 1;
    std::vector<const OfferSpec*> offers;
    std::vector<double> prices;
};

// The targets as the engine holds them (scenarioFor hands the same three to the engine).
void holdTargets(InferenceSettings& inf, const ServingTargets& t, int outputTokens)
{
    inf.targetRequestsPerSecond = t.requestsPerSecond;
    inf.targetLatencySeconds = t.requestLatencySeconds > 0 ? t.requestLatencySeconds
                               : t.timeToFirstTokenSeconds > 0 && t.timePerOutputTokenSeconds > 0
                                   ? t.timeToFirstTokenSeconds + std::max(1, outputTokens) * t.timePerOutputTokenSeconds
                                   : 0;
    inf.targetTtftSeconds = t.timeToFirstTokenSeconds;
    inf.targetTpotSeconds = t.timePerOutputTokenSeconds;
    inf.targetTtftPercentile = t.timeToFirstTokenSeconds > 0 ? t.timeToFirstTokenPercentile : 0;
}

} // namespace

ServingTargets ServingSearch::targetsOf(const Scenario& w)
{
    return {w.inference.targetRequestsPerSecond, w.inference.targetTtftSeconds, w.inference.targetTpotSeconds,
            w.inference.targetLatencySeconds, w.inference.targetTtftPercentile};
}

ServingSearchOptions ServingSearch::windowOptions(const Scenario& w, bool quantised)
{
    ServingSearchOptions o;
    o.targets = targetsOf(w);
    o.offers.tiers = {"on_demand"};
    o.maxGpus = 1024;
    if (quantised) {
        o.weightFormats = {WeightFormat::FP16, WeightFormat::FP8, WeightFormat::INT8, WeightFormat::INT4};
        o.kvPrecisions = {KvPrecision::FP16, KvPrecision::FP8};
    }
    return o;
}

double ServingSearch::engineMemoryUtilization(const Scenario& w)
{
    return w.inference.gpuMemoryUtilization ? *w.inference.gpuMemoryUtilization : kVllmGpuMemoryUtilization;
}

std::string ServingSearch::layoutText(int replicas, int gpusPerReplica, int tensorParallel)
{
    std::string s = std::to_string(replicas) + (replicas == 1 ? " replica x " : " replicas x ") +
                    std::to_string(gpusPerReplica) + (gpusPerReplica == 1 ? " GPU" : " GPUs");
    if (tensorParallel > 1)
        s += " (tensor parallel " + std::to_string(tensorParallel) + ")";
    return s;
}

Scenario ServingSearch::scenarioFor(const Scenario& w, const ServingSearchOptions& o, const ServingCandidate& c)
{
    Scenario s = w;
    s.task = Task::Inference;
    s.inference.weights = c.weights;
    s.inference.kvCache = c.kvCache;
    s.inference.concurrentSequences = c.batch;
    // The engine then holds the same three targets the search held, so it prices the same GPUs at the same batch.
    holdTargets(s.inference, o.targets, w.inference.outputTokens);
    s.hardware.gpuKey = c.gpuKey;
    s.hardware.gpusPerNode = c.gpusPerNode;
    s.hardware.nodes = c.nodes;
    s.hardware.intraNodeLinkKey.clear();
    s.hardware.interNodeLinkKey =
        c.nodes > 1 ? c.interNodeLinkKey : std::string(); // replicas do not talk to each other
    s.parallel = ParallelSettings{};
    s.parallel.tensorParallel = c.tensorParallel;
    s.pricing.offerKeys = {c.offerKey};
    return s;
}

ServingSearchResult ServingSearch::run(const Scenario& w, const CatalogSnapshot& catalog,
                                       const ServingSearchOptions& opt)
{
    ServingSearchResult result;
    const ServingTargets& tg = opt.targets;
    if (!(tg.requestsPerSecond > 0) || !std::isfinite(tg.requestsPerSecond))
        result.errors.push_back({"inference.target_requests_per_second",
                                 "the serving search needs a target load in requests per second > 0"});
    if (!(tg.timeToFirstTokenSeconds >= 0) || !std::isfinite(tg.timeToFirstTokenSeconds))
        result.errors.push_back({"ttft_seconds", "the time-to-first-token target must be >= 0 seconds"});
    if (!(tg.timePerOutputTokenSeconds >= 0) || !std::isfinite(tg.timePerOutputTokenSeconds))
        result.errors.push_back({"tpot_seconds", "the time-per-output-token target must be >= 0 seconds"});
    if (!(tg.requestLatencySeconds >= 0) || !std::isfinite(tg.requestLatencySeconds))
        result.errors.push_back({"latency_seconds", "the request-latency target must be >= 0 seconds"});
    const auto model = ScenarioValidator::resolveModel(w, catalog);
    if (!model)
        result.errors.push_back(
            {"model.catalog_key", "no catalog model '" + w.model.catalogKey + "' and no custom model"});
    if (w.inference.promptTokens < 1)
        result.errors.push_back({"inference.prompt_tokens", "the prompt must be at least 1 token"});
    if (w.inference.outputTokens < 1)
        result.errors.push_back({"inference.output_tokens", "the output must be at least 1 token"});
    // The percentile is searched only where it is computed: never a p42, a p100 (NaN) or a static batch whose
    // percentile would print as 0 beside a latency statistic that names it.
    if (const std::string why = ScenarioValidator::ttftPercentileProblem(
            tg.timeToFirstTokenPercentile, tg.timeToFirstTokenSeconds, ServingEngines::batching(w.inference));
        !why.empty())
        result.errors.push_back({"inference.target_ttft_percentile", why});
    if (!result.errors.empty())
        return result;

    std::vector<const GpuSpec*> gpus;
    std::vector<std::vector<Group>> groups;
    const SearchableOffers searchable = searchableOffers(w, catalog, opt.offers, result.warnings);
    for (const SearchableOffer& s : searchable.offers) {
        const OfferSpec* o = s.offer;
        const GpuSpec* g = s.gpu;
        auto gi = std::find(gpus.begin(), gpus.end(), g) - gpus.begin();
        if (gi == static_cast<long>(gpus.size())) {
            gpus.push_back(g);
            groups.emplace_back();
        }
        const int size = std::max(1, o->gpusPerInstance);
        auto grp =
            std::find_if(groups[gi].begin(), groups[gi].end(), [&](const Group& x) { return x.gpusPerNode == size; });
        if (grp == groups[gi].end()) {
            groups[gi].push_back({size, {}, {}});
            grp = std::prev(groups[gi].end());
        }
        grp->offers.push_back(o);
        grp->prices.push_back(s.pricePerGpuHour);
    }
    if (gpus.empty()) {
        result.errors.push_back(
            {"pricing.offer_keys", "no offer with an hourly price in " + w.pricing.currency +
                                       " passes the filters (tiers, providers, regions, GPU types)"});
        return result;
    }

    const std::vector<WeightFormat> formats =
        opt.weightFormats.empty() ? std::vector<WeightFormat>{w.inference.weights} : opt.weightFormats;
    const std::vector<KvPrecision> kvs =
        opt.kvPrecisions.empty() ? std::vector<KvPrecision>{w.inference.kvCache} : opt.kvPrecisions;
    const double out = std::max(1, w.inference.outputTokens);
    const double budget = opt.budgetPerHour > 0 ? opt.budgetPerHour : INFINITY;
    const int heads = model->attentionHeads, kvHeads = model->kvHeads > 0 ? model->kvHeads : model->attentionHeads;
    std::vector<ServingCandidate> all;

    for (std::size_t gi = 0; gi < gpus.size(); ++gi) {
        const GpuSpec& gpu = *gpus[gi];
        // Past one node the scenario names a network (ScenarioValidator), though replicas do not talk to each
        // other: the GPU's default (CommunicationModel::chooseInterNode).
        const std::string interKey = CommunicationModel::chooseInterNode(&gpu, catalog).key;
        const double usable = MemoryFit::budgetGb(w, gpu); // the runtime's share when the scenario sets one
        int maxNode = 1;
        for (const auto& grp : groups[gi])
            maxNode = std::max(maxNode, grp.gpusPerNode);
        for (WeightFormat wf : formats) {
            if (wf == WeightFormat::FP8 && !(gpu.fp8DenseTflops > 0))
                continue; // FP8 weights without FP8 tensor cores: stored only, not a serving choice
            for (KvPrecision kv : kvs)
                for (int t = 1; t <= std::min(8, maxNode); t *= 2) {
                    // As ScenarioValidator: t divides the heads, and the KV heads (or is a multiple of them).
                    if (heads > 0 && heads % t != 0)
                        continue;
                    if (kvHeads > 0 && kvHeads % t != 0 && t % kvHeads != 0)
                        continue;
                    Scenario s = w;
                    s.task = Task::Inference;
                    s.inference.weights = wf;
                    s.inference.kvCache = kv;
                    s.inference.concurrentSequences = 1;
                    holdTargets(s.inference, tg, w.inference.outputTokens);
                    s.parallel = ParallelSettings{};
                    s.parallel.tensorParallel = t;
                    const ParallelLayout layout{t, 1, 1, 0};
                    const int fit = MemoryFit::maxConcurrentSequences(s, *model, layout, usable);
                    const MemoryBreakdown one = VramEstimator::breakdown(s, *model, layout);
                    InferenceInputs in;
                    in.model = *model;
                    in.gpu = gpu;
                    in.inference = s.inference;
                    in.tensorParallel = t;
                    in.weightBytesTotal = (one.weights + one.quantConstants) * 1e9 * t;
                    in.kvBytesPerToken = VramEstimator::kvBytesPerToken(*model, kv);
                    const double peak = InferenceEstimator::peakTflops(gpu, wf);
                    for (const Group& grp : groups[gi]) {
                        if (t > grp.gpusPerNode)
                            continue; // tensor parallel stays inside one instance
                        ++result.evaluated;
                        if (fit < 1) {
                            ++result.rejectedByMemory;
                            continue;
                        }
                        in.intraNode = CommunicationModel::defaultIntraNode(gpu, grp.gpusPerNode, catalog);
                        // The engine's own choice of batch (InferenceEstimator::batchForTargets), so that the
                        // scenario handed on is priced at the batch shown.
                        const int lo = InferenceEstimator::batchForTargets(in, peak, std::min(fit, kLargestBatch));
                        if (lo < 1) {
                            ++result.rejectedByLatency;
                            continue;
                        }
                        // Continuous batching: the steady state at `lo`, solved once for the step and its TTFT
                        // percentile below.
                        ServingPoint scheduled;
                        const InferenceEstimator::Step st = InferenceEstimator::step(in, lo, peak, &scheduled);
                        if (!(st.latency > 0))
                            continue;
                        ++result.fullyEvaluated;
                        const double perReplica = lo / st.latency;
                        const double replicasNeeded = std::ceil(tg.requestsPerSecond / perReplica - 1e-9);
                        const double instances = std::ceil(replicasNeeded * t / grp.gpusPerNode - 1e-9);
                        const double n = instances * grp.gpusPerNode;
                        if (n > opt.maxGpus)
                            continue;
                        if (instances > 1 && interKey.empty())
                            continue; // no scale-out network in the catalog: a plan past one instance is no plan
                        double ttftAtPercentile = 0;
                        if (in.inference.targetTtftPercentile > 0 &&
                            ServingEngines::batching(in.inference) == Batching::Continuous)
                            ttftAtPercentile = ServingScheduler::ttftAtPercentile(
                                scheduled, in.inference.targetTtftPercentile / 100.0);
                        Scenario sb = s;
                        sb.inference.concurrentSequences = lo;
                        const double memory = VramEstimator::breakdown(sb, *model, layout).totalGb();
                        const double reserve = engineMemoryUtilization(w) * MemoryFit::usableGb(gpu);
                        assert(grp.prices.size() == grp.offers.size()); // one price per offer, pushed together
                        for (std::size_t oi = 0; oi < grp.offers.size(); ++oi) {
                            ++result.priced;
                            const double cost = grp.prices[oi] * n;
                            if (!(cost <= budget))
                                continue;
                            const OfferSpec& offer = *grp.offers[oi];
                            ServingCandidate c;
                            c.gpuKey = gpu.key;
                            c.gpuName = gpu.name;
                            c.offerKey = offer.key;
                            c.providerName = offer.providerName;
                            c.tier = offer.tier;
                            c.region = offer.region;
                            c.residency = residencyOf(offer);
                            c.interruptible = isInterruptible(offer);
                            c.gpus = static_cast<int>(n);
                            c.gpusPerNode = grp.gpusPerNode;
                            c.nodes = static_cast<int>(instances);
                            c.interNodeLinkKey = interKey;
                            c.tensorParallel = t;
                            c.replicas = static_cast<int>(n) / t;
                            c.weights = wf;
                            c.kvCache = kv;
                            c.batch = lo;
                            c.maxBatchThatFits = fit;
                            c.ttftSeconds = st.ttft;
                            c.ttftPercentile = in.inference.targetTtftPercentile;
                            c.ttftAtPercentileSeconds = ttftAtPercentile;
                            c.tpotSeconds = st.tpot;
                            c.latencySeconds = st.latency;
                            c.requestsPerSecondCapacity = c.replicas * perReplica;
                            c.pricePerGpuHour = grp.prices[oi];
                            c.costPerHour = cost;
                            c.costPerMillionTokensAtTarget = 1e6 * cost / (3600.0 * tg.requestsPerSecond * out);
                            c.memoryGbPerGpu = memory;
                            c.engineReservedGbPerGpu = reserve;
                            c.engineMemoryUtilization = engineMemoryUtilization(w);
                            c.kvCacheTokensPerReplica =
                                static_cast<double>(fit) * (std::max(1, w.inference.promptTokens) + out);
                            c.usableGbPerGpu = usable;
                            c.currency = w.pricing.currency;
                            all.push_back(std::move(c));
                        }
                    }
                }
        }
    }

    // Pareto front of (cost per hour, latency): cheapest first, each costlier point strictly faster.
    std::sort(all.begin(), all.end(), [](const ServingCandidate& a, const ServingCandidate& b) {
        return a.costPerHour != b.costPerHour ? a.costPerHour < b.costPerHour : a.latencySeconds < b.latencySeconds;
    });
    double best = INFINITY;
    for (auto& c : all) {
        if (c.latencySeconds < best) {
            best = c.latencySeconds;
            result.front.push_back(std::move(c));
            if (result.front.size() >= opt.maxResults)
                break;
        }
    }
    if (result.front.empty())
        result.warnings.push_back(GP_MSG("gp::Search", "no configuration meets the load and latency targets within "
                                                       "the filters, GPU limit and budget"));
    return result;
}

} // namespace gp
