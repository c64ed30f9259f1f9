// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ExplanationBuilder.h"
#include "InferenceEstimator.h"
#include "ModelCounts.h"
#include "ScenarioFields.h"
#include "ServingEngines.h"

#include <algorithm>

// The explanations of the serving figures, next to InferenceEstimator.cpp's formulas: each says the formula the
// estimator applied, the inputs it read and where they came from, and the paper or measurement behind it.
namespace gp {
namespace {

// A throughput target is priced at the batch the target load runs best at (InferenceEstimator), which need not
// be the scenario's: the latency figures stay at the scenario's batch, and their explanation gives the latency
// at the priced batch beside it, so the two cannot be read as one plan.
void addPricedBatch(ExplanationBuilder& x, const InferenceDetail& d, double scenarioBatch, double atPricedBatch,
                    const char* what)
{
    if (d.batchForTarget <= 0 || d.batchForTarget == static_cast<int>(scenarioBatch))
        return;
    x.in("batch the priced GPUs serve the target at", d.batchForTarget, "sequences",
         "the target load's best batch per replica; this figure is at the scenario's batch of " +
             std::to_string(static_cast<int>(scenarioBatch)))
        .in(std::string(what) + " at that batch", atPricedBatch, "s", "what a request sees at the priced load");
}

} // namespace

std::vector<Explanation> InferenceEstimator::explain(const InferenceInputs& in, const InferenceDetail& d,
                                                     const InferenceExplainContext& ctx)
{
    const ModelArchitecture& model = in.model;
    const GpuSpec& gpu = in.gpu;
    const LinkPerf& intra = in.intraNode;
    const InferenceEstimate& r = d.estimate;
    std::vector<Explanation> ex;
    const double B = std::max(1, in.inference.concurrentSequences);
    const double pActive = computedParameters(model); // N: the active weights that multiply
    const int t = in.tensorParallel;
    const bool continuous = ServingEngines::batching(in.inference) == Batching::Continuous;
    const std::string effNote = "memory bandwidth efficiency " +
                                std::to_string(InferenceEstimator::kMemoryBandwidthEfficiency).substr(0, 4) +
                                ", compute efficiency " + std::to_string(d.computeEfficiency).substr(0, 4);
    {
        ExplanationBuilder x(
            "time_to_first_token_s", "Time to first token", r.timeToFirstTokenSeconds, "s",
            std::string("max(linear FLOPs / (t x peak x eff), weights / (t x bandwidth x eff)) + attention FLOPs / (t "
                        "x FP16 peak x FP16 eff) + 2 L tensor-parallel all-reduces + L x the fixed per-layer time; "
                        "prefill FLOPs = ") +
                (continuous ? "2 N x prompt + 4 L prompt^2 H Q (one prompt alone); continuous batching: TTFT = half "
                              "a mean iteration + the M/D/1 wait for the token budget, rho s / (2 (1 - rho)) with rho "
                              "= X P tau_p / (budget - d) and s = P / (budget - d) x tau_p, + ceil(P / (budget - d)) "
                              "iterations tau_p, each one read of the weights for the d running sequences' decode "
                              "tokens and the prompt chunk (batched and chunked prefill)"
                            : "B (2 N x prompt + 4 L prompt^2 H Q) (static batch: the whole batch's prompts)"),
            "Kaplan et al. 2020 (2N per token forward, N without the input embedding's lookup); DOMAIN notes "
            "(attention 4 L s^2 h); Yuan et al. 2024 "
            "(per-operator roofline, summed); llm-analysis (two all-reduces per layer); Yu et al. 2022, Orca "
            "(iteration-level scheduling); Agrawal et al. 2024, Sarathi-Serve, and vLLM's scheduler "
            "(max_num_batched_tokens: chunked prefill sharing iterations with decode); Kleinrock 1975 (M/D/1 wait); "
            "TensorRT-LLM v0.5 performance page (GPT-J 6B first-token latencies: the fixed per-layer time and the "
            "compute efficiency); docs/serving-model.md");
        x.in("prefill FLOPs", d.prefillFlops, "FLOP",
             continuous ? std::string("one request") : "batch of " + std::to_string(static_cast<int>(B)))
            .in("N (weights that multiply per token: P_active less an untied input embedding)", pActive, "",
                ctx.modelNote)
            .in("prompt", in.inference.promptTokens, "tokens", "scenario")
            .in("peak", d.peakTflops, "TFLOPS", d.peakBasis)
            .in("compute efficiency", d.computeEfficiency, "",
                d.computeEfficiencyBasis + ": TensorRT-LLM v0.5 GPT-J 6B first-token latencies at 2048 tokens")
            .in("tensor parallel", t, "", "scenario")
            .in("prefill compute", d.prefillSeconds, "s", "")
            .in("prefill all-reduces", d.prefillTpCommSeconds, "s", intra.note)
            .in("fixed per-layer time", d.prefillOverheadSeconds, "s",
                "L x inference.prefill_layer_overhead_ms (" + formatFieldNumber(in.inference.prefillLayerOverheadMs) +
                    " ms" +
                    (in.inference.prefillLayerOverheadMs == InferenceEstimator::kPrefillLayerOverheadMs
                         ? ", the default: launches of a context phase without CUDA graphs, TensorRT-LLM v0.5 GPT-J 6B "
                           "at 128 tokens)"
                         : ", scenario)"))
            .in("wait behind other prefills", d.prefillWaitSeconds, "s",
                continuous ? "continuous batching" : "none (static batch)");
        if (d.engineOverheadSeconds > 0)
            x.in("serving engine's time per forward pass", d.engineOverheadSeconds, "s",
                 std::string(ServingEngines::profile(in.inference.servingEngine).name) + ": " +
                     ServingEngines::profile(in.inference.servingEngine).overheadSource);
        if (continuous)
            x.in("token budget per iteration", d.tokenBudget, "tokens", d.schedulerBasis)
                .in("prompt tokens in an iteration that carries them", d.prefillChunkTokens, "tokens",
                    "one prompt, or the prompts that arrive in an iteration when more")
                .in("iterations one prompt spans", d.prefillIterations, "", "ceil(P / (budget - d))")
                .in("iteration with the prompt chunk", d.prefillIterationSeconds, "s",
                    "one read of the weights for its decode and prompt tokens + attention + all-reduces + fixed time");
        // Percentiles (issue 31): the queueing model, and its assumption, where the plan's TTFT is explained.
        if (continuous && r.prefillQueueServers > 0) {
            const std::string queueModel =
                "Poisson arrivals (independent requests; bursty traffic waits longer); the "
                "share of requests that wait for one of the c prompt slots: Erlang C (Kleinrock 1975, "
                "Queueing Systems vol. 1, sec. 3.5); the wait, given a wait, exponential with the scheduler's "
                "M/D/1 mean (Pollaczek-Khinchine), ServingQueue.h";
            x.in("TTFT p50", r.ttftP50Seconds, "s", queueModel)
                .in("TTFT p95", r.ttftP95Seconds, "s", queueModel)
                .in("TTFT p99", r.ttftP99Seconds, "s", queueModel)
                .in("prompts one prefill iteration holds (c)", r.prefillQueueServers, "", "floor((budget - d) / P)")
                .in("prefill queue utilisation", r.prefillQueueUtilisation, "", "lambda S / c")
                .in("share of requests that wait (Erlang C)", r.prefillQueueWaitProbability, "", queueModel);
            if (in.inference.targetTtftPercentile > 0)
                x.in("target percentile", in.inference.targetTtftPercentile, "",
                     "scenario: the TTFT target holds for it");
        }
        addPricedBatch(x, d, B, d.targetBatchTtftSeconds, "time to first token");
        x.src(gpu.ref).src(model.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x(
            "time_per_output_token_s", "Time per output token", r.timePerOutputTokenSeconds, "s",
            std::string("decode step = max(weights / (t x HBM bandwidth x eff), B x 2 N / (t x peak x eff)) "
                        "+ max(B x KV per sequence / (t x HBM bandwidth x eff), B x 4 L c H Q / (t x FP16 peak x FP16 "
                        "eff)) + 2 L all-reduces of B h x 2 bytes") +
                (continuous ? "; continuous batching: TPOT = decode iteration + share of iterations carrying "
                              "the others' prompt chunks x (prompt iteration - decode iteration), B = the d running "
                              "sequences and the requests in prefill (Little's law: B = X x latency)"
                            : "; TPOT = decode step (static batch)"),
            "roofline of the linear layers and of attention, one after the other (Yuan et al. 2024, LLM-Viewer); "
            "Databricks/MosaicML 2023 model bandwidth utilisation; llm-analysis; Yu et al. 2022, Orca");
        x.in("weights read per GPU", d.decodeWeightBytesPerGpu / 1e9, "GB",
             std::string(model.experts > 1 ? "shared + experts touched by the batch" : "all weights / t") +
                 (inputEmbeddingLookup(model) > 0 ? "; of the input embedding only the batch's B rows (a lookup)" : ""))
            .in("KV cache read per GPU", d.decodeKvBytesPerGpu / 1e9, "GB", "B x KV per token x average context / t")
            .in("average context c", d.averageContext, "tokens", "prompt + output / 2")
            .in("HBM bandwidth", d.bandwidthTBps, "TB/s", "catalog gpus." + gpu.key)
            .in("bandwidth efficiency", InferenceEstimator::kMemoryBandwidthEfficiency, "",
                "middle of 0.55-0.8 (Azure HBM microbenchmark, Databricks MBU)")
            .in("memory time", d.decodeMemorySeconds, "s", "weights + KV cache reads")
            .in("compute time", d.decodeComputeSeconds, "s", "linear + attention FLOPs")
            .in("tensor-parallel all-reduces", d.decodeTpCommSeconds, "s", intra.note)
            .in("decode step", d.decodeStepSeconds, "s", "")
            .in("B (concurrent sequences)", B, "", "scenario");
        if (d.engineOverheadSeconds > 0)
            x.in("serving engine's time per forward pass (in the decode step)", d.engineOverheadSeconds, "s",
                 std::string(ServingEngines::profile(in.inference.servingEngine).name) + ": " +
                     ServingEngines::profile(in.inference.servingEngine).overheadSource);
        if (continuous)
            x.in("d (sequences decoding in a mean iteration)", d.decodingSequences, "", "X x (output - 1) x TPOT")
                .in("share of iterations carrying prompt tokens", d.prefillIterationShare, "", "")
                .in("iteration with the prompt chunk", d.prefillIterationSeconds, "s", "");
        addPricedBatch(x, d, B, d.targetBatchTpotSeconds, "time per output token");
        x.src(gpu.ref).src(model.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("request_latency_s", "Request latency", r.requestLatencySeconds, "s",
                             continuous ? "TTFT + (output tokens - 1) x TPOT (the first token ends the prefill)"
                                        : "TTFT + output tokens x TPOT",
                             continuous ? "definition (vLLM's benchmark: TPOT = (latency - TTFT) / (output - 1))"
                                        : "definition");
        x.in("TTFT", r.timeToFirstTokenSeconds, "s", "")
            .in("output tokens", in.inference.outputTokens, "tokens", "scenario")
            .in("TPOT", r.timePerOutputTokenSeconds, "s", "");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("tokens_per_second", "Output tokens per second (all GPUs)", r.tokensPerSecond, "tokens/s",
                             "replicas x B x output tokens / request latency (prefill counted: it is not free)",
                             "definition; " + effNote);
        x.in("replicas", d.replicas, "", "GPUs / (t x p)")
            .in("B", B, "", "scenario")
            .in("request latency", r.requestLatencySeconds, "s", "");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("tokens_per_second_per_gpu", "Output tokens per second per GPU", r.tokensPerSecondPerGpu,
                             "tokens/s", "one replica's tokens/s / (t x p)", "definition");
        x.in("GPUs per replica", t * in.pipelineParallel, "", "layout");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("requests_per_second", "Requests per second", r.requestsPerSecond, "req/s",
                             "replicas x B / request latency", "definition");
        x.in("replicas", d.replicas, "", "").in("B", B, "", "").in("request latency", r.requestLatencySeconds, "s", "");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("max_concurrent_sequences", "Most concurrent sequences that fit",
                             r.maxConcurrentSequencesThatFit, "sequences",
                             "(usable memory - weights - overheads) / KV cache per sequence at prompt + output tokens",
                             "MemoryFit (KV cache: 2 L a_kv d_h x bytes per token)");
        x.in("KV cache per sequence per GPU", d.kvBytesPerSequencePerGpu / 1e9, "GB", "")
            .in("usable memory per GPU", ctx.usableMemoryGbPerGpu, "GB",
                "the GPU's label capacity less driver and ECC reserve")
            .src(gpu.ref);
        ex.push_back(x.done());
    }
    if (in.inference.targetRequestsPerSecond > 0) {
        ExplanationBuilder x(
            "gpus_needed_for_target", "GPUs needed for the target", r.gpusNeededForTarget, "GPUs",
            "ceil(target req/s / req/s of one replica at its batch for the targets) x t x p; the batch: continuous "
            "batching, the largest concurrency whose time to first token, time per output token and request latency "
            "meet their targets (ServingScheduler); a static batch, the one with the most req/s",
            "definition");
        x.in("target requests/s", in.inference.targetRequestsPerSecond, "req/s", "scenario")
            .in("target latency", in.inference.targetLatencySeconds, "s",
                in.inference.targetLatencySeconds > 0 ? "scenario" : "none")
            .in("batch per replica", d.batchForTarget, "sequences",
                "at most the sequences that fit and the engine's max_num_seqs; the serving search takes the same");
        ex.push_back(x.done());
    }
    {
        const bool forTarget = r.gpusNeededForTarget > 0;
        ExplanationBuilder x(
            "priced_gpus", "GPUs the serving cost is for", r.pricedGpus, "GPUs",
            forTarget ? "GPUs needed for the target load" : "the scenario's GPUs (no reachable throughput target)",
            "the issue's rule: serving is priced for the GPUs its target load needs, not the configured count");
        x.in("GPUs configured", in.totalGpus, "GPUs", "scenario")
            .in("GPUs needed for the target", r.gpusNeededForTarget, "GPUs",
                forTarget ? "see GPUs needed for the target" : "no reachable target");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("replicas", "Replicas", r.replicas, "replicas",
                             "priced GPUs / GPUs per replica (t x p): " + std::to_string(r.replicas) +
                                 (r.replicas == 1 ? " replica x " : " replicas x ") + std::to_string(r.gpusPerReplica) +
                                 " GPUs" + (t > 1 ? " (tensor parallel " + std::to_string(t) + ")" : std::string()),
                             "definition: replicas serve independently (data parallel serving)");
        x.in("priced GPUs", r.pricedGpus, "GPUs", "see GPUs the serving cost is for")
            .in("GPUs per replica", r.gpusPerReplica, "GPUs", "tensor parallel x pipeline parallel")
            .in("sequences per replica", r.sequencesPerReplica, "sequences",
                r.gpusNeededForTarget > 0 ? "the batch the target is priced at" : "scenario");
        ex.push_back(x.done());
    }
    if (r.maxRequestsPerSecondWithinTargets > 0) {
        ExplanationBuilder x("max_requests_per_second_within_targets", "Most requests/s within the latency targets",
                             r.maxRequestsPerSecondWithinTargets, "req/s",
                             "replicas x batch / request latency at the largest batch per replica whose time to first "
                             "token, time per output token and request latency meet their targets",
                             "definition; the batch as InferenceEstimator::batchForTargets (the serving search's)");
        x.in("replicas", r.replicas, "", "see Replicas")
            .in("target time to first token", in.inference.targetTtftSeconds, "s",
                in.inference.targetTtftSeconds > 0 ? "scenario" : "none")
            .in("target time per output token", in.inference.targetTpotSeconds, "s",
                in.inference.targetTpotSeconds > 0 ? "scenario" : "none")
            .in("target request latency", in.inference.targetLatencySeconds, "s",
                in.inference.targetLatencySeconds > 0 ? "scenario" : "none");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("kv_cache_tokens_per_replica", "KV-cache tokens per replica", r.kvCacheTokensPerReplica,
                             "tokens", "most concurrent sequences that fit x (prompt + output tokens)",
                             "MemoryFit (KV cache: 2 L a_kv d_h x bytes per token)");
        x.in("most concurrent sequences that fit", r.maxConcurrentSequencesThatFit, "sequences",
             "see Most concurrent sequences that fit")
            .in("prompt", in.inference.promptTokens, "tokens", "scenario")
            .in("output", in.inference.outputTokens, "tokens", "scenario");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("achieved_requests_per_second", "Requests per second the priced GPUs serve",
                             r.achievedRequestsPerSecond, "req/s",
                             r.gpusNeededForTarget > 0 ? "replicas needed x requests/s of one replica at the best batch"
                                                       : "replicas x B / request latency (the scenario's batch)",
                             "definition");
        if (r.gpusNeededForTarget > 0)
            x.in("replicas", r.gpusNeededForTarget / std::max(1, in.tensorParallel * in.pipelineParallel), "",
                 "GPUs needed / (t x p)")
                .in("one replica at the best batch", d.bestReplicaRequestsPerSecond, "req/s",
                    "batch of " + std::to_string(d.batchForTarget));
        else
            x.in("requests per second", r.requestsPerSecond, "req/s", "see Requests per second");
        ex.push_back(x.done());
    }
    if (r.targetMet) {
        ExplanationBuilder x(
            "target_met", *r.targetMet ? "Serving target met" : "Serving target not met", *r.targetMet ? 1 : 0, "",
            "achieved requests/s >= target requests/s, at a batch whose request latency, first token and time per "
            "output token are within their targets (each target the scenario sets)",
            "definition");
        x.in("target requests/s", in.inference.targetRequestsPerSecond, "req/s",
             in.inference.targetRequestsPerSecond > 0 ? "scenario" : "none")
            .in("achieved requests/s", r.achievedRequestsPerSecond, "req/s",
                "see Requests per second the priced GPUs serve")
            .in("target latency", in.inference.targetLatencySeconds, "s",
                in.inference.targetLatencySeconds > 0 ? "scenario" : "none")
            .in("request latency", r.requestLatencySeconds, "s", "the scenario's batch");
        if (in.inference.targetTtftSeconds > 0)
            x.in("target time to first token", in.inference.targetTtftSeconds, "s", "scenario")
                .in("time to first token", r.timeToFirstTokenSeconds, "s", "see Time to first token");
        if (in.inference.targetTpotSeconds > 0)
            x.in("target time per output token", in.inference.targetTpotSeconds, "s", "scenario")
                .in("time per output token", r.timePerOutputTokenSeconds, "s", "see Time per output token");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x(
            "bound", std::string("Bound: ") + boundName(r.bound), r.bound == Bound::Compute ? 1 : 0, "",
            "decode step: whichever limits the kernels that take most of it (the linear layers and attention each "
            "bound by HBM or by FLOPs), or the all-reduces when they take longer than the HBM-bound kernels",
            "roofline model (Williams et al. 2009), per operator (Yuan et al. 2024)");
        x.in("HBM-bound kernels", d.decodeMemoryBoundSeconds, "s", "")
            .in("FLOP-bound kernels", d.decodeComputeBoundSeconds, "s", "")
            .in("all-reduces", d.decodeTpCommSeconds, "s", "");
        ex.push_back(x.done());
    }
    return ex;
}

} // namespace gp
