// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "InferenceEstimator.h"
#include "ModelCounts.h"
#include "ServingEngines.h"
#include "ServingScheduler.h"
#include "TrainingTimeEstimator.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>

namespace gp {
namespace {
constexpr int kLargestBatchSearched = 4096;
static_assert(InferenceSettings{}.prefillLayerOverheadMs == InferenceEstimator::kPrefillLayerOverheadMs,
              "the scenario's default is the estimator's cited one");
} // namespace

double InferenceEstimator::peakTflops(const GpuSpec& gpu, WeightFormat format, std::string* basis)
{
    if (format == WeightFormat::FP8 && gpu.fp8DenseTflops > 0) {
        if (basis)
            *basis = "FP8 dense tensor peak";
        return gpu.fp8DenseTflops;
    }
    if (basis)
        *basis = format == WeightFormat::FP16 ? "FP16 dense tensor peak"
                                              : "FP16 dense tensor peak (weight-only quantisation computes in FP16)";
    return gpu.fp16DenseTflops;
}

double InferenceEstimator::computeEfficiency(const InferenceSettings& inf, std::string* basis)
{
    if (inf.computeEfficiency) {
        if (basis)
            *basis = "scenario (inference.compute_efficiency)";
        return *inf.computeEfficiency;
    }
    const bool fp8 = inf.weights == WeightFormat::FP8;
    if (basis)
        *basis = fp8 ? "default for FP8 weights" : "default for 16-bit compute";
    return fp8 ? kFp8ComputeEfficiency : kComputeEfficiency;
}

double InferenceEstimator::prefillFlops(const ModelArchitecture& m, double prompt, double batch)
{
    const double pActive = computedParameters(m);
    return batch *
           (2.0 * pActive * prompt + 4.0 * m.layers * prompt * prompt * TrainingTimeEstimator::attentionWidth(m));
}

double InferenceEstimator::embeddingTableBytesNotRead(const ModelArchitecture& m, double tokens)
{
    const double table = inputEmbeddingLookup(m);
    if (!(table > 0))
        return 0;
    const double rows = std::min(std::max(1.0, tokens), static_cast<double>(m.vocabSize));
    return (table - rows * m.hiddenSize) * kEmbeddingBytes;
}

double InferenceEstimator::decodeWeightBytes(const ModelArchitecture& m, double weightBytesTotal, double batch)
{
    const double notRead = embeddingTableBytesNotRead(m, batch);
    if (m.experts <= 1 || m.activeExperts <= 0 || m.parameters <= 0)
        return weightBytesTotal - notRead;
    const double E = m.experts;
    const double k = std::min<double>(m.activeExperts, E);
    const double matrices = m.gatedFfn ? 3.0 : 2.0;
    const double expertParams =
        std::min(m.parameters, static_cast<double>(m.layers) * E * matrices * m.hiddenSize * m.ffnSize);
    const double sharedParams = m.parameters - expertParams;
    const double touched = E * (1.0 - std::pow(1.0 - k / E, std::max(1.0, batch)));
    const double bytesPerParam = weightBytesTotal / m.parameters;
    return (sharedParams + expertParams * touched / E) * bytesPerParam - notRead;
}

InferenceEstimator::Step InferenceEstimator::step(const InferenceInputs& in, double B, double peak,
                                                  ServingPoint* scheduled)
{
    // What every caller guarantees (the engine and the serving search check the GPU row with gpuRowError before any
    // timing, and ask about a batch of at least 1): the rooflines below divide by these.
    assert(B >= 1 && peak > 0 && in.gpu.memoryBandwidthTBps > 0 && in.gpu.fp16DenseTflops > 0);
    Step s;
    const int t = std::max(1, in.tensorParallel);
    const auto& inf = in.inference;
    const double prompt = std::max(1, inf.promptTokens);
    const double out = std::max(1, inf.outputTokens);
    const double context = prompt + out / 2.0; // average context over the decode
    const double bw = in.gpu.memoryBandwidthTBps * 1e12 * kMemoryBandwidthEfficiency;
    const double flops = peak * 1e12 * computeEfficiency(inf);
    // Attention (FlashAttention-style kernels, TensorRT-LLM's FMHA) runs in 16 bits whatever the weights' format.
    const double attentionFlops =
        in.gpu.fp16DenseTflops * 1e12 * (inf.computeEfficiency ? *inf.computeEfficiency : kComputeEfficiency);
    const double pActive = computedParameters(in.model); // the weights that multiply: no embedding lookup
    const double hq = TrainingTimeEstimator::attentionWidth(in.model);
    const double h = in.model.hiddenSize;
    const double L = in.model.layers;
    // The linear layers (matrix products over the weights) and attention (over the KV cache) are separate
    // kernels that run one after the other, each at its own roofline: a layer's time is the sum of the two
    // (the per-operator roofline of Yuan et al. 2024, "LLM Inference Unveiled", LLM-Viewer), not one roofline
    // over their summed bytes and FLOPs.
    auto roofline = [&](double bytes, double work, double rate) {
        const double read = bytes / t / bw; // bw and rate > 0: the engine checked the GPU row (GpuRowCheck)
        const double compute = work / (t * rate);
        s.memorySeconds += read;
        s.computeSeconds += compute;
        (compute > read ? s.computeBoundSeconds : s.memoryBoundSeconds) += std::max(read, compute);
        return std::max(read, compute);
    };

    // Prefill: the linear layers are compute-bound but never faster than reading the weights once; attention
    // 4 L prompt^2 H Q per sequence. A static batch prefills its B prompts together; under continuous batching
    // each request's prompt runs on its own.
    const bool continuous = ServingEngines::batching(inf) == Batching::Continuous;
    const double seqs = continuous ? 1.0 : B;
    // The serving engine's fixed time per forward pass (ServingEngines.cpp: its CPU work the GPU waits for), on top of
    // each pass's rooflines: once per prefill and once per decode step.
    s.engineOverhead = ServingEngines::passOverheadSeconds(inf.servingEngine, in.model.layers);
    const double prefillLinear = 2.0 * pActive * prompt * seqs;
    const double prefillAttention = prefillFlops(in.model, prompt, seqs) - prefillLinear;
    s.prefillSeconds = roofline(decodeWeightBytes(in.model, in.weightBytesTotal, seqs * prompt), prefillLinear, flops) +
                       roofline(0, prefillAttention, attentionFlops);
    s.prefillComm =
        t > 1 ? 2.0 * L * CommunicationModel::ringAllReduceSeconds(seqs * prompt * h * 2.0, t, in.intraNode) : 0;
    // A prefill's fixed time per layer (kPrefillLayerOverheadMs), once per forward pass whatever its batch: every GPU
    // runs all L layers under tensor parallelism, and the pipeline's stages are timed one after another.
    s.prefillOverhead = L * inf.prefillLayerOverheadMs * 1e-3;
    s.ttft = s.prefillSeconds + s.prefillComm + s.prefillOverhead + s.engineOverhead;

    // Decode step: the linear layers read the weights (the experts the batch touches) for 2 P_active FLOPs per
    // sequence; attention reads every sequence's KV cache for 4 L c H Q FLOPs per sequence.
    s.memorySeconds = s.computeSeconds = s.computeBoundSeconds = s.memoryBoundSeconds = 0; // the decode step's own
    const double linear = roofline(decodeWeightBytes(in.model, in.weightBytesTotal, B), B * 2.0 * pActive, flops);
    const double attention = roofline(B * in.kvBytesPerToken * context, B * 4.0 * L * context * hq, attentionFlops);
    s.commSeconds = t > 1 ? 2.0 * L * CommunicationModel::ringAllReduceSeconds(B * h * 2.0, t, in.intraNode) : 0;
    s.decodeStepSeconds = linear + attention + s.commSeconds + s.engineOverhead;
    if (!continuous) {
        s.tpot = s.decodeStepSeconds;
        s.latency = s.ttft + out * s.tpot;
        return s;
    }
    // Continuous batching, B requests always in flight (a finished one replaced at once, as a benchmark at a fixed
    // concurrency runs it): the scheduler's iterations (ServingScheduler.h: Orca's iteration-level scheduling,
    // Sarathi-Serve's and vLLM's chunked prefill under a token budget, the prompts of many requests batched into
    // one forward pass). The prefill figures above stay one request's prompt alone, for the explanations.
    const ServingPoint sp = ServingScheduler::atConcurrency(in, peak, B, ServingScheduler::engineDefaults(in.gpu));
    if (scheduled)
        *scheduled = sp;
    s.prefillWaitSeconds = sp.prefillWaitSeconds;
    s.ttft = sp.feasible ? sp.ttft : NAN; // not feasible: refused by the engine (badFigures), never clamped
    s.tpot = sp.feasible ? sp.tpot : NAN;
    s.latency = sp.feasible ? sp.latency : NAN;
    s.decodeStepSeconds = sp.decodeIterationSeconds;
    s.memorySeconds = sp.memorySeconds;
    s.computeSeconds = sp.computeSeconds;
    s.commSeconds = sp.commSeconds;
    s.memoryBoundSeconds = sp.memoryBoundSeconds;
    s.computeBoundSeconds = sp.computeBoundSeconds;
    return s;
}

int InferenceEstimator::batchForTargets(const InferenceInputs& in, double peak, int largest)
{
    const auto& inf = in.inference;
    const LatencyTargets targets{inf.targetTtftSeconds, inf.targetTpotSeconds, inf.targetLatencySeconds,
                                 inf.targetTtftPercentile};
    largest = std::min(std::max(largest, 0), kLargestBatchSearched);
    if (largest < 1)
        return 0;
    if (ServingEngines::batching(inf) == Batching::Continuous)
        return ServingScheduler::largestConcurrencyMeeting(in, peak, ServingScheduler::engineDefaults(in.gpu), targets,
                                                           largest);
    // Static: the largest batch that meets the targets, by bisection. TTFT and TPOT rise with the batch, and
    // requests/s per replica, batch / latency, never falls with it (step sums rooflines, each the larger of terms
    // affine in the batch with non-negative intercepts), so it is also the batch with the most requests/s.
    auto meets = [&](int b) {
        const Step sb = step(in, b, peak);
        return sb.latency > 0 && targets.metBy(sb.ttft, sb.tpot, sb.latency);
    };
    if (!meets(1))
        return 0;
    int lo = 1, hi = largest;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (meets(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

InferenceDetail InferenceEstimator::estimate(const InferenceInputs& in)
{
    InferenceDetail d;
    InferenceEstimate& e = d.estimate;
    const auto& inf = in.inference;
    const int t = std::max(1, in.tensorParallel);
    const int p = std::max(1, in.pipelineParallel);
    const double B = std::max(1, inf.concurrentSequences);
    const double out = std::max(1, inf.outputTokens);
    d.replicas = std::max(1, in.totalGpus / (t * p));
    const bool continuous = ServingEngines::batching(inf) == Batching::Continuous;
    if (p > 1)
        d.warnings.push_back(GP_MSG("gp::Serving", "pipeline stages in serving are timed one after another (no "
                                                   "micro-batch pipelining): latency as with tensor parallel only, "
                                                   "throughput not multiplied by the stages"));
    d.peakTflops = peakTflops(in.gpu, inf.weights, &d.peakBasis);
    d.bandwidthTBps = in.gpu.memoryBandwidthTBps;
    d.averageContext = std::max(1, inf.promptTokens) + out / 2.0;
    d.prefillFlops = prefillFlops(in.model, std::max(1, inf.promptTokens), continuous ? 1.0 : B);
    d.computeEfficiency = computeEfficiency(inf, &d.computeEfficiencyBasis);

    ServingPoint sp; // continuous batching: the steady state step() solved, reused below
    const Step s = step(in, B, d.peakTflops, &sp);
    d.prefillSeconds = s.prefillSeconds;
    d.prefillTpCommSeconds = s.prefillComm;
    d.decodeWeightBytesPerGpu = decodeWeightBytes(in.model, in.weightBytesTotal, B) / t;
    d.decodeKvBytesPerGpu = B * in.kvBytesPerToken * d.averageContext / t;
    d.decodeMemorySeconds = s.memorySeconds;
    d.decodeComputeSeconds = s.computeSeconds;
    d.decodeTpCommSeconds = s.commSeconds;
    d.decodeStepSeconds = s.decodeStepSeconds;
    d.decodeMemoryBoundSeconds = s.memoryBoundSeconds;
    d.decodeComputeBoundSeconds = s.computeBoundSeconds;
    d.prefillWaitSeconds = s.prefillWaitSeconds;
    d.prefillOverheadSeconds = s.prefillOverhead;
    d.engineOverheadSeconds = s.engineOverhead;
    if (continuous) {
        const SchedulerLimits limits = ServingScheduler::engineDefaults(in.gpu);
        d.tokenBudget = limits.tokenBudget;
        d.maxSequences = limits.maxSequences;
        d.schedulerBasis = limits.basis;
        d.decodingSequences = sp.decodingSequences;
        d.prefillChunkTokens = sp.prefillChunkTokens;
        d.prefillIterationShare = sp.prefillIterationShare;
        d.prefillIterations = sp.prefillIterations;
        d.prefillIterationSeconds = sp.prefillIterationSeconds;
        // TTFT percentiles at the scenario's concurrency (ServingQueue.h: Poisson arrivals, M/D/c prefill queue).
        if (sp.feasible) {
            e.ttftP50Seconds = ServingScheduler::ttftAtPercentile(sp, 0.50);
            e.ttftP95Seconds = ServingScheduler::ttftAtPercentile(sp, 0.95);
            e.ttftP99Seconds = ServingScheduler::ttftAtPercentile(sp, 0.99);
            if (inf.targetTtftPercentile > 0)
                e.ttftAtTargetPercentileSeconds =
                    ServingScheduler::ttftAtPercentile(sp, inf.targetTtftPercentile / 100.0);
            e.prefillQueueServers = sp.prefillQueue.servers;
            e.prefillQueueUtilisation = sp.prefillQueue.utilisation();
            e.prefillQueueWaitProbability = ServingQueue::erlangC(
                sp.prefillQueue.servers, sp.prefillQueue.arrivalRate * sp.prefillQueue.serviceSeconds);
        }
        if (B > limits.maxSequences)
            d.warnings.push_back(GP_MSG("gp::Serving", "%1 is more than the %2 sequences the engine runs at once "
                                                       "(max_num_seqs); the rest wait for admission")
                                     .arg(MessageCount{static_cast<std::int64_t>(B)})
                                     .arg(MessageCount{limits.maxSequences})
                                     .about("inference.concurrent_sequences"));
    }

    // Not clamped: the engine refuses a time that is not a positive, finite number, naming the GPU row.
    e.timeToFirstTokenSeconds = s.ttft;
    e.timePerOutputTokenSeconds = s.tpot;
    e.requestLatencySeconds = s.latency;
    const double replicaTokensPerSecond = B * out / s.latency;
    e.tokensPerSecond = replicaTokensPerSecond * d.replicas;
    e.tokensPerSecondPerGpu = replicaTokensPerSecond / (t * p);
    e.requestsPerSecond = d.replicas * B / s.latency;
    // What most of the decode step waits for: the kernels limited by FLOPs, by HBM, or the all-reduces.
    e.bound = s.computeBoundSeconds > s.memoryBoundSeconds && s.computeBoundSeconds >= s.commSeconds ? Bound::Compute
              : s.commSeconds > s.memoryBoundSeconds ? Bound::Communication
                                                     : Bound::MemoryBandwidth;

    // The KV cache a sequence holds at its full length, per GPU (heads split over t, layers over p).
    d.kvBytesPerSequencePerGpu = in.kvBytesPerToken * (std::max(1, inf.promptTokens) + out) / (t * p);
    e.maxConcurrentSequencesThatFit =
        in.maxConcurrentSequences >= 0 ? in.maxConcurrentSequences
        : d.kvBytesPerSequencePerGpu > 0 && in.freeBytesForKvPerGpu > 0
            ? static_cast<int>(std::min(1e9, std::floor(in.freeBytesForKvPerGpu / d.kvBytesPerSequencePerGpu)))
            : 0;

    const bool anyLatencyTarget =
        inf.targetLatencySeconds > 0 || inf.targetTtftSeconds > 0 || inf.targetTpotSeconds > 0;
    const int largest = std::min(std::max(e.maxConcurrentSequencesThatFit, 0), kLargestBatchSearched);
    double replicaRateWithinTargets = 0;
    if (inf.targetRequestsPerSecond > 0 || anyLatencyTarget) {
        // The batch per replica the targets allow (the serving search takes the same: batchForTargets), and the
        // load the priced GPUs hold before a target breaks.
        double bestRate = 0;
        if (const int b = batchForTargets(in, d.peakTflops, largest); b > 0) {
            const Step sb = step(in, b, d.peakTflops);
            if (sb.latency > 0) {
                bestRate = b / sb.latency;
                d.batchForTarget = b;
                d.targetBatchTtftSeconds = sb.ttft;
                d.targetBatchTpotSeconds = sb.tpot;
                d.targetBatchLatencySeconds = sb.latency;
            }
        }
        replicaRateWithinTargets = bestRate;
        if (inf.targetRequestsPerSecond <= 0) {
            // Latency targets only: the scenario's own GPUs at its own batch are priced.
            bestRate = 0;
            d.batchForTarget = 0;
            d.targetBatchTtftSeconds = d.targetBatchTpotSeconds = d.targetBatchLatencySeconds = 0;
        }
        if (bestRate > 0) {
            const double replicasNeeded = std::ceil(inf.targetRequestsPerSecond / bestRate - 1e-9);
            e.gpusNeededForTarget = static_cast<int>(std::min(1e9, replicasNeeded * t * p));
            d.bestReplicaRequestsPerSecond = bestRate;
            if (d.batchForTarget != static_cast<int>(B)) {
                d.warnings.push_back(GP_MSG("gp::Serving", "priced at a batch of %1 per replica (the target's "
                                                           "cheapest), where a request's first token takes %2 and "
                                                           "the request %3; the latency figures are at the "
                                                           "scenario's %4 concurrent sequences")
                                         .arg(MessageCount{d.batchForTarget})
                                         .arg(MessageQuantity{d.targetBatchTtftSeconds, MessageUnit::Seconds, -3})
                                         .arg(MessageQuantity{d.targetBatchLatencySeconds, MessageUnit::Seconds, -3})
                                         .arg(MessageCount{static_cast<std::int64_t>(B)})
                                         .about("inference.target_requests_per_second"));
            }
        } else if (inf.targetRequestsPerSecond > 0) {
            d.warnings.push_back(largest == 0
                                     ? GP_MSG("gp::Serving", "no batch fits in memory: the throughput target cannot "
                                                             "be met")
                                     : GP_MSG("gp::Serving", "no batch size meets the latency target on this layout"));
        }
    }

    // What the plan is priced for. A reachable throughput target: the GPUs it needs, serving at the target
    // load (paying for a replica's spare capacity too). Otherwise the scenario's GPUs at their own batch.
    if (e.gpusNeededForTarget > 0) {
        e.pricedGpus = e.gpusNeededForTarget;
        e.achievedRequestsPerSecond = double(e.gpusNeededForTarget / (t * p)) * d.bestReplicaRequestsPerSecond;
        e.pricedOutputTokensPerSecond = inf.targetRequestsPerSecond * out;
        e.targetMet = e.achievedRequestsPerSecond >= inf.targetRequestsPerSecond * (1 - 1e-9);
    } else {
        e.pricedGpus = in.totalGpus;
        e.achievedRequestsPerSecond = e.requestsPerSecond;
        e.pricedOutputTokensPerSecond = e.tokensPerSecond;
        if (inf.targetRequestsPerSecond > 0)
            e.targetMet = false; // no batch that fits meets the latency target (warned above)
        else if (inf.targetLatencySeconds > 0 || inf.targetTtftSeconds > 0 || inf.targetTpotSeconds > 0)
            // Each latency target the scenario sets, at its own batch (a first-token or per-token target alone
            // used to leave "target met" unset, so a plan that missed it read as having none).
            e.targetMet = (inf.targetLatencySeconds <= 0 || e.requestLatencySeconds <= inf.targetLatencySeconds) &&
                          (inf.targetTtftSeconds <= 0 ||
                           (inf.targetTtftPercentile > 0 ? e.ttftAtTargetPercentileSeconds
                                                         : e.timeToFirstTokenSeconds) <= inf.targetTtftSeconds) &&
                          (inf.targetTpotSeconds <= 0 || e.timePerOutputTokenSeconds <= inf.targetTpotSeconds);
    }
    // The plan in a buyer's units: replicas x GPUs each, the requests each replica serves at once, the load the
    // priced replicas hold before a latency target breaks, and the KV-cache tokens of one replica (the sequences
    // that fit, each at its full prompt + output length).
    e.gpusPerReplica = t * p;
    e.replicas = std::max(1, e.pricedGpus / (t * p));
    e.sequencesPerReplica = e.gpusNeededForTarget > 0 ? d.batchForTarget : static_cast<int>(B);
    e.maxRequestsPerSecondWithinTargets = replicaRateWithinTargets * e.replicas;
    e.kvCacheTokensPerReplica =
        static_cast<double>(std::max(0, e.maxConcurrentSequencesThatFit)) * (std::max(1, inf.promptTokens) + out);
    return d;
}

} // namespace gp
