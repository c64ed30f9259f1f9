// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "EstimateJson.h"

#include "ErrorBand.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gp {
namespace {
using nlohmann::json;

std::string lowerCode(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// The engine refuses estimates with non-finite figures; should one still reach here it is written as
// null, never as a quiet 0.
json number(double v) { return std::isfinite(v) ? json(EstimateJson::round(v)) : json(nullptr); }

} // namespace

const char* EstimateJson::basisKey(PriceBasis b)
{
    switch (b) {
    case PriceBasis::PayAsYouGo:
        return "pay_as_you_go";
    case PriceBasis::HeldReservation:
        return "effective_if_reservation_held";
    }
    return "pay_as_you_go";
}

namespace {

// The age of the line's price (PriceAge.h). An offer missing from the catalog, or an as_of that cannot be
// read, is written as null: an unknown age, never 0 days and never "fresh".
void addPriceAge(json& j, const std::string& offerKey, const PriceAgeContext& ages)
{
    const OfferSpec* offer = ages.catalog->offer(offerKey);
    const PriceAge a = priceAge(offer ? offer->ref.asOf : std::string(), ages.today, ages.staleDays);
    j["price_as_of"] = offer && !offer->ref.asOf.empty() ? json(offer->ref.asOf) : json(nullptr);
    j["price_age_days"] = a.known ? json(a.days) : json(nullptr);
    j["price_stale"] = a.known ? json(a.stale) : json(nullptr);
}

json costJson(const CostLine& c, bool training, const PriceAgeContext* ages)
{
    const std::string cur = lowerCode(c.currency);
    json j = {{"offer_key", c.offerKey},
              {"provider", c.providerName},
              {"region", c.region.empty() ? json(nullptr) : json(c.region)},
              {"instance_type", c.instanceType.empty() ? json(nullptr) : json(c.instanceType)},
              {"tier", c.tier},
              {"interruptible", c.interruptible},
              {"price_excludes_host", c.excludesHost},
              {"gpu_key", c.gpuKey},
              {"gpu_matches_scenario", c.gpuMatchesScenario},
              {"holds_node", c.holdsNode},
              {"gpus_per_instance", c.gpusPerInstance},
              {"instances", c.instances},
              {"billed_gpus", c.billedGpus},
              {"billed_hours_per_instance", number(c.billedHoursPerInstance)},
              {"billing_increment_seconds", c.billing.recorded() ? json(c.billing.incrementSeconds) : json(nullptr)},
              {"billing_minimum_seconds",
               c.billing.recorded() && c.billing.minimumSeconds ? json(*c.billing.minimumSeconds) : json(nullptr)},
              {"price_basis", EstimateJson::basisKey(c.basis)},
              {"currency", c.currency},
              {"price_per_instance_hour_" + cur, number(c.pricePerInstanceHour)},
              {"price_per_gpu_hour_" + cur, number(c.pricePerGpuHour)},
              {(training ? "cost_per_run_" : "cost_per_serving_hour_") + cur, number(c.costPerRun)},
              {"cost_per_million_tokens_" + cur, number(c.costPerMillionTokens)},
              // Issue 33: the list price always beside the one paid ("price_basis" above already says pay as you go
              // or a held reservation, so the contract's basis has its own key).
              {"contract_basis", c.contractBasis},
              {"list_price_per_gpu_hour_" + cur, number(c.listPricePerGpuHour)},
              {"contracted_price_per_gpu_hour_" + cur,
               c.contractBasis == "list" ? json(nullptr) : json(number(c.pricePerGpuHour))},
              {(training ? "list_cost_per_run_" : "list_cost_per_serving_hour_") + cur, number(c.listCostPerRun)}};
    if (c.contractBasis != "list") {
        j["contract_source"] = c.contractSource;
        j["contract_as_of"] = c.contractAsOf;
        if (c.contractBasis == "discount")
            j["discount_percent"] = number(c.discountPercent);
    }
    if (c.basis == PriceBasis::HeldReservation) {
        j["commitment_hours"] = number(c.commitmentHours);
        j["commitment_cost_" + cur] = number(c.commitmentCost);
    }
    if (c.restartLostFraction > 0)
        j["checkpoint_restart"] = {{"interruptions_per_gpu_day", number(c.interruptionsPerGpuDay)},
                                   {"job_mtbf_hours", number(c.interruptionMtbfHours)},
                                   {"checkpoint_interval_hours", number(c.checkpointIntervalHours)},
                                   {"lost_fraction", number(c.restartLostFraction)},
                                   {"expected_run_hours", number(c.expectedRunHours)}};
    if (ages && ages->catalog)
        addPriceAge(j, c.offerKey, *ages);
    return j;
}

json layoutJson(const ParallelLayout& l)
{
    return {{"tensor_parallel", l.tensorParallel},
            {"pipeline_parallel", l.pipelineParallel},
            {"data_parallel", l.dataParallel},
            {"zero_stage", l.zeroStage},
            {"context_parallel", l.contextParallel}};
}

json sourceJson(const SourceRef& r)
{
    return {{"table", r.table}, {"key", r.key}, {"source", r.source}, {"as_of", r.asOf}};
}
} // namespace

double EstimateJson::round(double v)
{
    // Not a number stays one (nlohmann writes NaN and infinity as null): turning it into 0 would print a
    // bug as a plausible figure.
    if (!std::isfinite(v))
        return v;
    if (v == 0)
        return 0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return std::strtod(buf, nullptr);
}

const char* EstimateJson::boundKey(Bound b)
{
    switch (b) {
    case Bound::Compute:
        return "compute";
    case Bound::MemoryBandwidth:
        return "memory_bandwidth";
    case Bound::Communication:
        return "communication";
    }
    return "compute";
}

json EstimateJson::toJson(const Explanation& e)
{
    json inputs = json::array();
    for (const auto& i : e.inputs)
        inputs.push_back({{"name", i.name}, {"value", number(i.value)}, {"unit", i.unit}, {"note", i.note}});
    json sources = json::array();
    for (const auto& s : e.sources)
        sources.push_back(sourceJson(s));
    return {{"label", e.label}, {"value", number(e.value)}, {"unit", e.unit},        {"formula", e.formula},
            {"inputs", inputs}, {"sources", sources},       {"citation", e.citation}};
}

json EstimateJson::errorsToJson(const std::vector<FieldError>& errors)
{
    json out = json::array();
    for (const auto& e : errors)
        out.push_back({{"field", e.field}, {"message", e.message}});
    return out;
}

json EstimateJson::toJson(const Estimate& est, const PriceAgeContext* ages)
{
    const auto& m = est.memory;
    json j;
    j["format"] = "gpu-planner-estimate";
    j["format_version"] = kFormatVersion;
    j["scenario"] = est.scenarioName;
    j["model"] = est.modelName;
    j["gpu"] = est.gpuName;
    j["total_gpus"] = est.totalGpus;
    j["layout"] = layoutJson(est.layout);
    j["vram_gb_per_gpu"] = number(m.totalGb());
    j["vram_allocated_gb_per_gpu"] = number(m.allocatedGb());
    j["usable_memory_gb_per_gpu"] = number(est.usableMemoryGbPerGpu);
    j["memory_breakdown_gb"] = {{"weights", number(m.weights)},
                                {"gradients", number(m.gradients)},
                                {"optimizer_states", number(m.optimizerStates)},
                                {"master_weights", number(m.masterWeights)},
                                {"activations", number(m.activations)},
                                {"logits", number(m.logits)},
                                {"kv_cache", number(m.kvCache)},
                                {"lora_adapters", number(m.loraAdapters)},
                                {"lora_optimizer", number(m.loraOptimizer)},
                                {"quant_constants", number(m.quantConstants)},
                                {"zero_gathered_weights", number(m.zeroGatheredWeights)},
                                {"cuda_context", number(m.cudaContext)},
                                {"allocator_reserve", number(m.allocatorReserve)}};
    j["fits"] = est.fits;
    if (est.fitsByGpu) { // left out when it was not computed (EstimateOptions)
        json fits = json::array();
        for (const auto& f : *est.fitsByGpu)
            fits.push_back({{"gpu_key", f.gpuKey},
                            {"gpu_name", f.gpuName},
                            {"usable_gb", number(f.usableGb)},
                            {"required_gb", number(f.requiredGb)},
                            {"fits", f.fits},
                            {"headroom_gb", EstimateJson::round(f.headroomGb)},
                            {"fewest_gpus", f.fewestGpus},
                            {"fewest_layout", f.fewestGpus > 0 ? layoutJson(f.fewestLayout) : json(nullptr)}});
        j["fits_by_gpu"] = fits;
    }

    // Training and serving figures sit at the top level; the ones that do not apply are null.
    const auto* t = est.training ? &*est.training : nullptr;
    const auto* i = est.inference ? &*est.inference : nullptr;
    auto tr = [&](double v) { return t ? number(v) : json(nullptr); };
    auto inf = [&](double v) { return i ? number(v) : json(nullptr); };
    j["training_hours"] = tr(t ? t->wallClockHours : 0);
    j["gpu_hours"] = tr(t ? t->gpuHours : 0);
    j["training_flops"] = tr(t ? t->totalFlops : 0);
    j["flops_per_token"] = tr(t ? t->flopsPerToken : 0);
    j["peak_tflops_per_gpu"] = tr(t ? t->peakTflopsPerGpu : 0);
    // The utilisation the time assumed is an MFU only when it says so (the user's override); a default is a
    // rate of the executed FLOPs (issue 8: MFU apart from hardware utilisation). The plan's MFU is achieved_mfu.
    j["utilisation_assumed"] = tr(t ? t->mfu : 0);
    j["utilisation_kind"] = t ? json(t->utilisationKind) : json(nullptr);
    j["achieved_mfu"] = tr(t ? t->achievedMfu : 0);
    j["gradient_accumulation_steps"] = t ? json(t->gradientAccumulationSteps) : json(nullptr);
    j["step_seconds"] = tr(t ? t->stepSeconds : 0);
    j["compute_seconds_per_step"] = tr(t ? t->computeSecondsPerStep : 0);
    j["communication_seconds_per_step"] = tr(t ? t->communicationSecondsPerStep : 0);
    j["exposed_communication_seconds_per_step"] = tr(t ? t->exposedCommunicationSecondsPerStep : 0);
    j["host_transfer_seconds_per_step"] = tr(t ? t->hostTransferSecondsPerStep : 0);
    j["exposed_host_transfer_seconds_per_step"] = tr(t ? t->exposedHostTransferSecondsPerStep : 0);
    j["context_parallel_seconds_per_step"] = tr(t ? t->contextParallelSecondsPerStep : 0);
    j["exposed_context_parallel_seconds_per_step"] = tr(t ? t->exposedContextParallelSecondsPerStep : 0);
    j["pipeline_bubble_fraction"] = tr(t ? t->pipelineBubbleFraction : 0);
    j["time_to_first_token_s"] = inf(i ? i->timeToFirstTokenSeconds : 0);
    j["time_per_output_token_s"] = inf(i ? i->timePerOutputTokenSeconds : 0);
    j["request_latency_s"] = inf(i ? i->requestLatencySeconds : 0);
    j["output_tokens_per_second_per_gpu"] = inf(i ? i->tokensPerSecondPerGpu : 0);
    j["requests_per_second"] = inf(i ? i->requestsPerSecond : 0);
    j["max_concurrent_sequences"] = i ? json(i->maxConcurrentSequencesThatFit) : json(nullptr);
    j["gpus_needed_for_target"] = i ? json(i->gpusNeededForTarget) : json(nullptr);
    // tokens/s: training tokens for training, output tokens (all GPUs) for serving.
    j["tokens_per_second"] = t ? number(t->tokensPerSecond) : i ? number(i->tokensPerSecond) : json(nullptr);
    j["bound"] = t ? json(boundKey(t->bound)) : i ? json(boundKey(i->bound)) : json(nullptr);

    j["priced_gpus"] = i ? json(i->pricedGpus) : json(nullptr);
    j["achieved_requests_per_second"] = inf(i ? i->achievedRequestsPerSecond : 0);
    j["priced_output_tokens_per_second"] = inf(i ? i->pricedOutputTokensPerSecond : 0);
    j["target_met"] = i && i->targetMet ? json(*i->targetMet) : json(nullptr);
    // The serving plan in a buyer's units (issue 31).
    j["replicas"] = i ? json(i->replicas) : json(nullptr);
    j["gpus_per_replica"] = i ? json(i->gpusPerReplica) : json(nullptr);
    j["sequences_per_replica"] = i ? json(i->sequencesPerReplica) : json(nullptr);
    j["max_requests_per_second_within_targets"] = inf(i ? i->maxRequestsPerSecondWithinTargets : 0);
    j["kv_cache_tokens_per_replica"] = inf(i ? i->kvCacheTokensPerReplica : 0);
    j["engine_gpu_memory_utilization"] = inf(i ? i->engineMemoryUtilization : 0);
    j["engine_reserved_gb_per_gpu"] = inf(i ? i->engineReservedGbPerGpu : 0);
    j["needed_gb_per_gpu"] = inf(i ? i->neededGbPerGpu : 0);
    // TTFT percentiles from the prefill queue's model (ServingQueue.h; Poisson arrivals), continuous batching only.
    const bool queued = i && i->prefillQueueServers > 0;
    auto q = [&](double v) { return queued ? number(v) : json(nullptr); };
    j["ttft_p50_s"] = q(i ? i->ttftP50Seconds : 0);
    j["ttft_p95_s"] = q(i ? i->ttftP95Seconds : 0);
    j["ttft_p99_s"] = q(i ? i->ttftP99Seconds : 0);
    j["ttft_at_target_percentile_s"] =
        i && i->ttftAtTargetPercentileSeconds > 0 ? number(i->ttftAtTargetPercentileSeconds) : json(nullptr);
    j["prefill_queue"] = queued ? json{{"model", "Poisson arrivals; share waiting: Erlang C over the prefill slots; "
                                                 "wait: exponential with the scheduler's M/D/1 mean"},
                                       {"servers", i->prefillQueueServers},
                                       {"utilisation", number(i->prefillQueueUtilisation)},
                                       {"wait_probability", number(i->prefillQueueWaitProbability)}}
                                : json(nullptr);
    j["residency"] = {{"india_only", est.residencyIndiaOnly},
                      {"personal_data_in_india", est.residencyPersonalDataInIndia}};

    json costs = json::array();
    for (const auto& c : est.costs)
        costs.push_back(costJson(c, t != nullptr, ages));
    j["pricing_tier"] = est.pricingTier;
    j["headline_cost"] = est.headline() ? costJson(*est.headline(), t != nullptr, ages) : json(nullptr);
    if (ages && ages->catalog)
        j["price_age"] = {{"today", isoDate(ages->today)}, {"stale_days", ages->staleDays}};
    j["costs"] = costs;
    json ex = json::object();
    for (const auto& e : est.explanations)
        ex[e.figure] = toJson(e);
    j["explanations"] = ex;
    j["warnings"] = englishOf(est.warnings);
    j["offer_notes"] = englishOf(est.offerNotes);
    return j;
}

json EstimateJson::toJson(const Estimate& estimate, const std::vector<FigureErrorBand>& errorBands,
                          const PriceAgeContext* priceAges)
{
    json j = toJson(estimate, priceAges);
    j["error_bands"] = ErrorBands::toJson(errorBands);
    return j;
}

} // namespace gp
