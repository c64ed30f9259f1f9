// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ClaimChecker.h"
#include "ExplanationBuilder.h"

#include "EstimateJson.h"
#include "MfuDefaults.h"
#include "ModelCounts.h"
#include "TrainingTimeEstimator.h"

#include <cmath>
#include <cstdio>

namespace gp {
namespace {

std::string fmt(double v, const char* f = "%.3g")
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

bool isLora(Task t) { return t == Task::LoRA || t == Task::QLoRA; }

Verdict verdictFor(double utilisation)
{
    if (utilisation > 1.0)
        return Verdict::Impossible;
    if (utilisation > ClaimChecker::kBestPublishedUtilisation)
        return Verdict::Optimistic;
    return Verdict::Plausible;
}

} // namespace

const char* ClaimChecker::verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Plausible:
        return "plausible";
    case Verdict::Optimistic:
        return "optimistic";
    case Verdict::Impossible:
        return "physically impossible";
    }
    return "plausible";
}

std::vector<ClaimError> ClaimChecker::validate(const TrainingClaim& c, const CatalogSnapshot& catalog)
{
    std::vector<ClaimError> errors;
    if (c.modelKey.empty() && !(c.parameters > 0))
        errors.push_back({"model", "name a catalog model or give the parameter count"});
    if (!c.modelKey.empty() && !catalog.model(c.modelKey))
        errors.push_back({"model", "model '" + c.modelKey + "' is not in the catalog"});
    if (!(c.tokens > 0) || !std::isfinite(c.tokens))
        errors.push_back({"tokens", "tokens must be a number greater than 0"});
    if (!catalog.gpu(c.gpuKey))
        errors.push_back({"gpu", "GPU '" + c.gpuKey + "' is not in the catalog"});
    if (c.gpus < 1)
        errors.push_back({"gpus", "gpus must be at least 1"});
    if (!(c.hours > 0) || !std::isfinite(c.hours))
        errors.push_back({"hours", "hours must be a number greater than 0"});
    return errors;
}

TrainingClaimResult ClaimChecker::check(const TrainingClaim& c, const CatalogSnapshot& catalog)
{
    TrainingClaimResult r;
    r.text = c.text;
    const ModelArchitecture* model = c.modelKey.empty() ? nullptr : catalog.model(c.modelKey);
    const GpuSpec* gpu = catalog.gpu(c.gpuKey);
    if (!gpu || c.gpus < 1 || !(c.hours > 0) || !(c.tokens > 0))
        return r;
    // N: a catalog model's active weights that multiply (gp::computedParameters: an untied input embedding is a
    // lookup), the FLOPs the engine and the utilisation defaults count; a claimed count as given.
    r.parameters = model ? computedParameters(*model) : c.parameters;
    // 6 N D (Kaplan et al. 2020): the lower bound of the work; attention FLOPs would only add to it, so
    // leaving them out makes the verdict generous to the claim.
    const double perToken = isLora(c.task) ? 4.0 : 6.0;
    r.requiredFlops = perToken * r.parameters * c.tokens;
    const double seconds = c.hours * 3600.0;
    r.impliedTflopsPerGpu = r.requiredFlops / (c.gpus * seconds) / 1e12;
    std::string peakBasis;
    r.peakTflopsPerGpu = TrainingTimeEstimator::peakTflops(*gpu, c.precision, &peakBasis);
    r.impliedUtilisation = r.peakTflopsPerGpu > 0 ? r.impliedTflopsPerGpu / r.peakTflopsPerGpu : 0;
    r.timesPeak = r.impliedUtilisation;
    const MfuDefault mfu =
        MfuDefaults::published(*gpu, c.gpus, c.task, c.precision, false, model && model->experts > 1);
    r.plausibleHours =
        r.peakTflopsPerGpu > 0 ? r.requiredFlops / (c.gpus * r.peakTflopsPerGpu * 1e12 * mfu.value) / 3600.0 : 0;
    r.verdict = verdictFor(r.impliedUtilisation);

    ExplanationBuilder e("implied_utilisation", "Utilisation the claim implies", r.impliedUtilisation, "",
                         std::string("implied TFLOPS per GPU = ") + (isLora(c.task) ? "4" : "6") +
                             " N D / (GPUs x hours x 3600) / 1e12; utilisation = implied / dense peak",
                         "Kaplan et al. 2020 (6 N D training FLOPs); LoRA: Hu et al. 2021 (4 N D); dense peaks from "
                         "the GPU datasheet");
    e.in("N (parameters that multiply)", r.parameters, "",
         model ? "catalog model " + c.modelKey + ": active parameters less an untied input embedding (a lookup)"
               : "as claimed")
        .in("D (tokens)", c.tokens, "tokens", "as claimed")
        .in("GPUs", static_cast<double>(c.gpus), "", "as claimed")
        .in("hours", c.hours, "h", "as claimed")
        .in("required FLOPs", r.requiredFlops, "FLOP", "")
        .in("implied TFLOPS per GPU", r.impliedTflopsPerGpu, "TFLOPS", "")
        .in("dense peak", r.peakTflopsPerGpu, "TFLOPS", peakBasis + ", catalog gpus." + gpu->key)
        .src(gpu->ref);
    if (model)
        e.src(model->ref);
    r.explanation = e.done();

    r.notes.push_back("needs " + fmt(r.impliedTflopsPerGpu, "%.0f") +
                      " TFLOPS per GPU sustained = " + fmt(r.timesPeak, "%.1f") + "x the " +
                      fmt(r.peakTflopsPerGpu, "%.0f") + " TFLOPS " + peakBasis + " of " + gpu->name);
    if (r.verdict == Verdict::Impossible)
        r.notes.push_back("no GPU can exceed its peak: the claim is physically impossible as stated");
    else if (r.verdict == Verdict::Optimistic)
        r.notes.push_back("above the best published utilisation (" + fmt(kBestPublishedUtilisation * 100, "%.1f") +
                          "%)");
    r.notes.push_back("at the published utilisation for this GPU (" + fmt(mfu.value, "%.2f") + ", " + mfu.basis +
                      ") it takes about " + fmt(r.plausibleHours, "%.3g") + " h");
    if (!isLora(c.task)) {
        const double loraUtil = r.impliedUtilisation * 4.0 / 6.0;
        r.notes.push_back("even as LoRA (4 P D, no weight gradients) it would need " + fmt(loraUtil, "%.1f") +
                          "x the peak");
    }
    if (c.precision != TrainPrecision::FP8 && gpu->fp8DenseTflops > 0)
        r.notes.push_back("even at the FP8 dense peak (" + fmt(gpu->fp8DenseTflops, "%.0f") +
                          " TFLOPS) it would need " + fmt(r.impliedTflopsPerGpu / gpu->fp8DenseTflops, "%.1f") +
                          "x the peak");
    return r;
}

std::vector<ClaimError> ClaimChecker::validate(const RatioClaim& c, const CatalogSnapshot& catalog)
{
    std::vector<ClaimError> errors;
    if (!catalog.gpu(c.fasterGpuKey))
        errors.push_back({"gpu", "GPU '" + c.fasterGpuKey + "' is not in the catalog"});
    if (!catalog.gpu(c.slowerGpuKey))
        errors.push_back({"baseline_gpu", "GPU '" + c.slowerGpuKey + "' is not in the catalog"});
    if (!(c.claimedLow > 0) || c.claimedHigh < c.claimedLow)
        errors.push_back({"ratio", "the claimed ratio must be > 0 (low <= high)"});
    return errors;
}

RatioClaimResult ClaimChecker::check(const RatioClaim& c, const CatalogSnapshot& catalog)
{
    RatioClaimResult r;
    r.text = c.text;
    const GpuSpec* fast = catalog.gpu(c.fasterGpuKey);
    const GpuSpec* slow = catalog.gpu(c.slowerGpuKey);
    if (!fast || !slow || !(slow->memoryBandwidthTBps > 0) || !(slow->fp16DenseTflops > 0))
        return r;
    r.bandwidthRatio = fast->memoryBandwidthTBps / slow->memoryBandwidthTBps;
    r.computeRatioBf16 = fast->fp16DenseTflops / slow->fp16DenseTflops;
    r.computeRatioFp8 = fast->fp8DenseTflops > 0 ? fast->fp8DenseTflops / slow->fp16DenseTflops : 0;
    const double best = std::max({r.bandwidthRatio, r.computeRatioBf16, r.computeRatioFp8});
    auto judge = [&](double claimed) {
        if (claimed > best * 1.0001)
            return Verdict::Impossible;
        if (claimed > std::max(r.bandwidthRatio, r.computeRatioBf16) * 1.0001)
            return Verdict::Optimistic;
        return Verdict::Plausible;
    };
    r.lowVerdict = judge(c.claimedLow);
    r.highVerdict = judge(c.claimedHigh);

    ExplanationBuilder e(
        "throughput_ratio", "Hardware ratios a tokens/s claim can draw on", best, "x",
        "decode (memory-bound): bandwidth ratio; prefill / large batch (compute-bound): dense TFLOPS "
        "ratio; FP8 on the faster GPU against BF16 on the slower one at most doubles the compute ratio",
        "roofline model (Williams et al. 2009); GPU datasheets (dense figures)");
    e.in(fast->name + " HBM bandwidth", fast->memoryBandwidthTBps, "TB/s", "catalog gpus." + fast->key)
        .in(slow->name + " HBM bandwidth", slow->memoryBandwidthTBps, "TB/s", "catalog gpus." + slow->key)
        .in(fast->name + " BF16 dense", fast->fp16DenseTflops, "TFLOPS", "catalog")
        .in(slow->name + " BF16 dense", slow->fp16DenseTflops, "TFLOPS", "catalog")
        .in(fast->name + " FP8 dense", fast->fp8DenseTflops, "TFLOPS", "catalog")
        .in("claimed low", c.claimedLow, "x", "as claimed")
        .in("claimed high", c.claimedHigh, "x", "as claimed")
        .src(fast->ref)
        .src(slow->ref);
    r.explanation = e.done();

    r.notes.push_back(
        "memory-bound decode (small batches) scales with HBM bandwidth: " + fmt(r.bandwidthRatio, "%.2f") + "x");
    r.notes.push_back("compute-bound work (prefill, large batches) scales with dense BF16 TFLOPS: " +
                      fmt(r.computeRatioBf16, "%.2f") + "x");
    if (r.computeRatioFp8 > 0)
        r.notes.push_back("FP8 on the " + fast->name + " against BF16 on the " + slow->name + ": up to " +
                          fmt(r.computeRatioFp8, "%.2f") + "x");
    auto say = [&](double claimed, Verdict v) {
        std::string s = fmt(claimed, "%.3g") + "x is " + verdictName(v) + ": ";
        if (v == Verdict::Impossible)
            s += "it exceeds every hardware ratio (bandwidth, BF16 and FP8 compute); only a weaker software stack on "
                 "the baseline "
                 "could explain it, which is not a hardware difference";
        else if (v == Verdict::Optimistic)
            s += "only when the faster GPU runs FP8 against BF16 on the baseline, in compute-bound work (large "
                 "batches, long "
                 "prompts) with an equally good software stack (e.g. TensorRT-LLM on both)";
        else
            s += "within the hardware ratios";
        r.notes.push_back(s);
    };
    say(c.claimedLow, r.lowVerdict);
    if (c.claimedHigh != c.claimedLow)
        say(c.claimedHigh, r.highVerdict);
    return r;
}

std::vector<TrainingClaim> ClaimChecker::articleTrainingClaims()
{
    TrainingClaim one;
    one.text = "GPT-style 7B fine-tuning (single A100 80GB): ~6 hours for 1 epoch on 10B token dataset";
    one.parameters = 7e9;
    one.tokens = 1e10;
    one.gpuKey = "nvidia-a100-80gb-sxm";
    one.gpus = 1;
    one.hours = 6;
    TrainingClaim eight = one;
    eight.text = "GPT-style 7B fine-tuning (8x H100 NVLink node): ~45 minutes";
    eight.gpuKey = "nvidia-h100-sxm";
    eight.gpus = 8;
    eight.hours = 0.75;
    return {one, eight};
}

RatioClaim ClaimChecker::articleRatioClaim()
{
    RatioClaim c;
    c.text = "LLM inference throughput (H100 vs A100): 4-8x higher tokens/second on H100 for comparable model sizes";
    c.fasterGpuKey = "nvidia-h100-sxm";
    c.slowerGpuKey = "nvidia-a100-80gb-sxm";
    c.claimedLow = 4;
    c.claimedHigh = 8;
    return c;
}

nlohmann::json ClaimChecker::toJson(const TrainingClaimResult& r)
{
    return {{"kind", "training_time"},
            {"claim", r.text},
            {"parameters", EstimateJson::round(r.parameters)},
            {"required_flops", EstimateJson::round(r.requiredFlops)},
            {"implied_tflops_per_gpu", EstimateJson::round(r.impliedTflopsPerGpu)},
            {"peak_tflops_per_gpu", EstimateJson::round(r.peakTflopsPerGpu)},
            {"implied_utilisation", EstimateJson::round(r.impliedUtilisation)},
            {"plausible_hours", EstimateJson::round(r.plausibleHours)},
            {"verdict", verdictName(r.verdict)},
            {"notes", r.notes},
            {"explanation", EstimateJson::toJson(r.explanation)}};
}

nlohmann::json ClaimChecker::toJson(const RatioClaimResult& r)
{
    return {{"kind", "throughput_ratio"},
            {"claim", r.text},
            {"bandwidth_ratio", EstimateJson::round(r.bandwidthRatio)},
            {"compute_ratio_bf16", EstimateJson::round(r.computeRatioBf16)},
            {"compute_ratio_fp8_vs_bf16", EstimateJson::round(r.computeRatioFp8)},
            {"verdict_low", verdictName(r.lowVerdict)},
            {"verdict_high", verdictName(r.highVerdict)},
            {"notes", r.notes},
            {"explanation", EstimateJson::toJson(r.explanation)}};
}

} // namespace gp
