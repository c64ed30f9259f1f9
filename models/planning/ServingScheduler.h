// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One replica under continuous batching, modelled one scheduler iteration at a time, as the engines run it:
// - iteration-level scheduling (Yu et al., "Orca: A Distributed Serving System for Transformer-Based Generative
//   Models", OSDI 2022): every iteration (one forward pass) gives one token to each running sequence, and a new
//   request joins at the next iteration boundary;
// - batched and chunked prefill (Agrawal et al., "Taming Throughput-Latency Tradeoff in LLM Inference with
//   Sarathi-Serve", OSDI 2024; vLLM's scheduler, docs.vllm.ai "Optimization and Tuning: chunked prefill" and
//   vllm/config/scheduler.py): an iteration holds the running sequences' decode tokens first, then prompt tokens of
//   waiting requests (first come, first served) up to the token budget `max_num_batched_tokens`; the prompts of many
//   requests go through in one forward pass, which reads the weights once, and a prompt longer than what is left
//   of the budget is split over iterations;
// - each iteration timed with the estimator's rooflines (InferenceEstimator.h): the linear layers over all its
//   tokens at one read of the weights, attention over the prompt chunk and over the running sequences' KV cache,
//   the tensor-parallel all-reduces over its tokens, and the prefill's fixed per-layer time once per iteration that
//   carries prompt tokens (decode-only iterations replay CUDA graphs).
//
// Steady state at a concurrency of B requests in flight (a finished request replaced at once, as `vllm bench
// serve --max-concurrency` and genai-perf run it): for a throughput X, the decoding sequences d = X (O - 1) TPOT
// (Little's law on the decode phase), X P prompt tokens a second go through iterations of P-token chunks (more when
// the arrivals fill them), TTFT = the wait for the current iteration to end (its mean residual) + the M/D/1 wait
// for the prefill budget + the request's own prefill iterations, TPOT = the mean iteration a decoding request sees,
// and X is the rate at which X (TTFT + (O - 1) TPOT) = B. Checked against NVIDIA's NIM 1.8 runs of Llama 3.3 70B
// on 2 H100 at concurrency 1-50 (tests/data/validation/nim18-*). Where it is approximate: docs/serving-model.md.
#include "InferenceEstimator.h"
#include "ServingQueue.h"

#include <string>

namespace gp {

// The scheduler's limits per replica: vLLM's defaults for an OpenAI-compatible server (EngineArgs.get_batch_defaults
// in vllm/engine/arg_utils.py, v0.9-v0.11): on a GPU with at least 70 GiB that is not an A100, a token budget of
// 8192 and 1024 sequences; otherwise 2048 and 256 ("setting large max_num_batched_tokens for A100 reduces
// throughput", vLLM PR #17885). SGLang's chunked_prefill_size (python/sglang/srt/server_args.py) is 2048 below
// 35 GB, 8192 below 160 GB and 16384 above, the same order.
struct SchedulerLimits {
    int tokenBudget = 8192;  // max_num_batched_tokens
    int maxSequences = 1024; // max_num_seqs
    std::string basis;
};

struct ServingPoint {
    bool feasible = false; // false: the budget cannot keep up with the prompts at this concurrency
    double ttft = 0, tpot = 0, latency = 0;
    double requestsPerSecond = 0;
    double decodingSequences = 0;       // d: sequences that get a token in a mean iteration
    double prefillChunkTokens = 0;      // prompt tokens in an iteration that carries prompt tokens
    double prefillIterationShare = 0;   // share of the iterations that carry prompt tokens
    double prefillIterations = 0;       // iterations one prompt spans (ceil(P / (budget - d)))
    double prefillWaitSeconds = 0;      // M/D/1 wait for the prefill budget
    double decodeIterationSeconds = 0;  // an iteration of decode tokens only
    double prefillIterationSeconds = 0; // an iteration with the prompt chunk
    // The decode-only iteration's parts, for the explanations.
    double memorySeconds = 0, computeSeconds = 0, commSeconds = 0;
    double memoryBoundSeconds = 0, computeBoundSeconds = 0;
    // The prefill iteration's parts: its linear layers and prompt attention, its all-reduces, its fixed time.
    double prefillComputeSeconds = 0, prefillCommSeconds = 0, prefillOverheadSeconds = 0;
    // The prefill queue as ServingQueue models it (c prompts an iteration holds, each for S seconds; the others'
    // arrivals at lambda), and the mean wait the TTFT above holds (M/D/1's), which a percentile replaces with its
    // own quantile of the wait.
    QueueWait prefillQueue;
    double meanQueueWaitSeconds = 0;
};

// One forward pass, timed: its total and the roofline terms the explanations quote.
struct IterationTime {
    double seconds = 0;
    double memorySeconds = 0, computeSeconds = 0;           // the reads and the FLOPs of all its kernels
    double memoryBoundSeconds = 0, computeBoundSeconds = 0; // its kernels by what limits them
    double commSeconds = 0;                                 // tensor-parallel all-reduces
    double overheadSeconds = 0;                             // the prefill's fixed per-layer time
    double engineSeconds = 0;                               // the serving engine's per-pass time (ServingEngines.h)
};

// The latency targets a concurrency is held to (0 = none). ttftPercentile: 0 = the TTFT target is on the mean, else
// 50, 90, 95 or 99 (Scenario's inference.target_ttft_percentile).
struct LatencyTargets {
    double ttftSeconds = 0, tpotSeconds = 0, latencySeconds = 0;
    int ttftPercentile = 0;
    bool metBy(double ttft, double tpot, double latency) const
    {
        return (ttftSeconds <= 0 || ttft <= ttftSeconds) && (tpotSeconds <= 0 || tpot <= tpotSeconds) &&
               (latencySeconds <= 0 || latency <= latencySeconds);
    }
};

class ServingScheduler {
public:
    static SchedulerLimits engineDefaults(const GpuSpec& gpu);
    // One forward pass of `decoding` running sequences (one token each, at the average context P + O / 2) and
    // `promptTokens` prompt tokens (attention over the whole prompt per token, as InferenceEstimator::prefillFlops
    // counts it).
    static IterationTime iteration(const InferenceInputs& in, double peakTflops, double decoding, double promptTokens);
    // The steady state at a throughput of `requestsPerSecond` per replica (feasible = false when the token budget
    // cannot keep up); its concurrency is requestsPerSecond x latency.
    static ServingPoint atRate(const InferenceInputs& in, double peakTflops, double requestsPerSecond,
                               const SchedulerLimits& limits);
    // The steady state at `concurrency` requests in flight per replica. Past what the budget takes, the throughput
    // stays at the most it can and the extra requests wait for admission (their wait is in TTFT).
    static ServingPoint atConcurrency(const InferenceInputs& in, double peakTflops, double concurrency,
                                      const SchedulerLimits& limits);
    // The largest whole concurrency, at most `largest` and the scheduler's max_num_seqs, whose steady state meets
    // `targets`; 0 when not even one request does. The serving search and the engine both use it, so the batch the
    // search reports is the one the engine prices (issue 31: the editor showed 24 where the engine used 5).
    // TTFT at the p-quantile (0 < p < 1) of the steady state `point`: its TTFT with the mean queue wait replaced by
    // that quantile of the wait: a share Erlang C of the c-slot queue waits, exponentially with the mean wait the TTFT
    // holds (ServingQueue::quantileWithMean); the rest of TTFT (the current iteration's residual, the
    // own prefill iterations, any admission wait) is taken at its mean. NaN when the point is not feasible.
    static double ttftAtPercentile(const ServingPoint& point, double p);
    // The TTFT `targets` hold: the mean, or the percentile they name.
    static double ttftFor(const ServingPoint& point, const LatencyTargets& targets);
    static int largestConcurrencyMeeting(const InferenceInputs& in, double peakTflops, const SchedulerLimits& limits,
                                         const LatencyTargets& targets, int largest);
};

} // namespace gp
