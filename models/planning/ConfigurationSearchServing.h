// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "What should we rent to serve this?": for a target load (requests per second) and latency targets
// (time to first token, time per output token), searches GPU type x offer x tensor parallel x weight
// precision x KV-cache precision x batch, and returns the Pareto front of cost per hour against request
// latency, cheapest first. The cost per million output tokens is taken at the target load (what the
// buyer pays for the traffic they have), not at the replicas' full capacity.
//
// Per (GPU, weights, KV, t) the memory side (most concurrent sequences that fit, MemoryFit) is computed
// once; per instance size the batch is the engine's own (InferenceEstimator::batchForTargets): under continuous
// batching the largest concurrency whose steady state meets the targets (ServingScheduler), for a static batch
// the one with the most requests/s. The engine given the candidate's scenario prices the same batch.
#include "ConfigurationSearchFilter.h"
#include "Estimate.h"
#include "Scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gp {

struct ServingTargets {
    double requestsPerSecond = 0;         // > 0 required
    double timeToFirstTokenSeconds = 0;   // 0 = no target
    double timePerOutputTokenSeconds = 0; // 0 = no target
    double requestLatencySeconds = 0;     // end to end; 0 = TTFT + output x TPOT when both are set, else none
    int timeToFirstTokenPercentile = 0;   // 0: the TTFT target is on the mean; 50, 90, 95, 99 (ServingQueue.h)
};

struct ServingSearchOptions {
    ServingTargets targets;
    OfferFilter offers;
    int maxGpus = 1024;
    std::vector<WeightFormat> weightFormats; // empty: the scenario's inference.weights only
    std::vector<KvPrecision> kvPrecisions;   // empty: the scenario's inference.kv_cache only
    double budgetPerHour = 0;                // 0 = no budget
    std::size_t maxResults = 64;
};

struct ServingCandidate {
    std::string gpuKey, gpuName, offerKey, providerName, tier, region;
    Residency residency = Residency::NotStated;
    bool interruptible = false;
    int gpus = 0;                 // whole instances
    int gpusPerNode = 1;          // the instance size
    int nodes = 1;                // instances
    std::string interNodeLinkKey; // named when nodes > 1 (the engine requires one); replicas do not use it
    int tensorParallel = 1;
    int replicas = 1; // gpus / tensorParallel
    WeightFormat weights = WeightFormat::FP16;
    KvPrecision kvCache = KvPrecision::FP16;
    int batch = 1; // concurrent sequences per replica
    int maxBatchThatFits = 0;
    double ttftSeconds = 0, tpotSeconds = 0, latencySeconds = 0;
    int ttftPercentile = 0;               // the targets' percentile (0: none)
    double ttftAtPercentileSeconds = 0;   // TTFT at that percentile, at `batch` (ServingScheduler::ttftAtPercentile)
    double requestsPerSecondCapacity = 0; // all replicas at `batch`
    double pricePerGpuHour = 0;
    double costPerHour = 0;
    double costPerMillionTokensAtTarget = 0; // 1e6 x cost per hour / (3600 x target req/s x output tokens)
    double memoryGbPerGpu = 0;               // weights + KV + overheads at `batch`
    double usableGbPerGpu = 0;
    // What the serving engine reserves per GPU (gpu_memory_utilization x usable memory) against memoryGbPerGpu, and
    // the KV-cache tokens one replica holds (the sequences that fit x prompt + output tokens).
    double engineReservedGbPerGpu = 0;
    double engineMemoryUtilization = 0;
    double kvCacheTokensPerReplica = 0;
    std::string currency;
};

struct ServingSearchResult {
    std::vector<ServingCandidate> front; // Pareto front of (cost per hour, latency), cheapest first
    std::uint64_t evaluated = 0;         // distinct (GPU, instance size, weights, KV, t) configurations
    std::uint64_t rejectedByMemory = 0;  // not even one sequence fits next to the weights
    std::uint64_t rejectedByLatency = 0; // fits, but no batch meets the latency targets
    std::uint64_t fullyEvaluated = 0;    // memory, latency, replicas and cost worked out
    std::uint64_t priced = 0;            // offer prices applied
    std::vector<FieldError> errors;
    std::vector<Message> warnings;
    bool ok() const { return errors.empty(); }
};

class ServingSearch {
public:
    // vLLM's default gpu_memory_utilization (EngineArgs, 0.9): the share of the GPU's memory the engine takes at
    // start-up for the weights, activations and its KV-cache pool, when the scenario sets none.
    static constexpr double kVllmGpuMemoryUtilization = 0.9; // = InferenceEstimator::kDefaultGpuMemoryUtilization
    // The targets the scenario states (inference.target_requests_per_second, target_ttft_seconds,
    // target_tpot_seconds): what the window and `gpu-planner search` search for unless told otherwise.
    static ServingTargets targetsOf(const Scenario& workload);
    // The window's and the command line's defaults for a serving workload: the scenario's own targets
    // (targetsOf), its weight and KV-cache formats (with `quantised`: 16-bit, FP8, 8-bit and 4-bit weights, 16-bit
    // and FP8 KV cache), on-demand offers, up to 1024 GPUs. Both start from it, so they search the same front.
    static ServingSearchOptions windowOptions(const Scenario& workload, bool quantised);
    // The scenario's inference.gpu_memory_utilization, else vLLM's default.
    static double engineMemoryUtilization(const Scenario& workload);
    // "5 replicas x 8 GPUs (tensor parallel 8)".
    static std::string layoutText(int replicas, int gpusPerReplica, int tensorParallel);
    static ServingSearchResult run(const Scenario& workload, const CatalogSnapshot& catalog,
                                   const ServingSearchOptions& options);
    // The serving scenario a candidate stands for (PlanningEngine::estimate gives the same TTFT, TPOT and
    // a request rate >= the target). Its end-to-end latency target is TTFT + output x TPOT of the targets.
    static Scenario scenarioFor(const Scenario& workload, const ServingSearchOptions& options,
                                const ServingCandidate& candidate);
};

} // namespace gp
