// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Serving time of one model replica: prefill is compute-bound; in each decode step the linear layers take
// the larger of reading the weights and doing 2 N FLOPs per sequence (N: the active weights that multiply,
// gp::computedParameters; an untied input embedding is a lookup that reads only its batch's rows), then attention the
// larger of reading every sequence's KV cache and its FLOPs; tensor parallelism adds two all-reduces per layer.
// `concurrentSequences` requests are served together. Static batching: a request waits for its batch's prefill (TTFT),
// then gets one token per decode step (TPOT). Continuous batching at a concurrency of B: ServingScheduler times the
// scheduler's iterations, each one read of the weights for the running sequences' decode tokens and the prompt
// tokens the token budget lets in (batched and chunked prefill; Orca, Sarathi-Serve, vLLM).
#include "CommunicationModel.h"
#include "Estimate.h"
#include "Explanation.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

struct ServingPoint; // ServingScheduler.h (which includes this header)

struct InferenceInputs {
    ModelArchitecture model;
    GpuSpec gpu;
    InferenceSettings inference;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int totalGpus = 1;
    LinkPerf intraNode;
    double weightBytesTotal = 0;     // the whole model's weights incl. quantisation constants
    double kvBytesPerToken = 0;      // one sequence, one token, all layers: 2 L a_kv d_h x bytes
    double freeBytesForKvPerGpu = 0; // usable memory less weights, context, reserve: room for KV cache
    int maxConcurrentSequences = -1; // >= 0: taken as given (MemoryFit's count) instead of derived from the above
};

struct InferenceDetail {
    InferenceEstimate estimate;
    int replicas = 1;
    double peakTflops = 0;
    std::string peakBasis;
    double bandwidthTBps = 0;
    double averageContext = 0;
    double prefillFlops = 0;
    double prefillSeconds = 0;
    double prefillTpCommSeconds = 0;
    double decodeWeightBytesPerGpu = 0;
    double decodeKvBytesPerGpu = 0;
    double decodeMemorySeconds = 0;
    double decodeComputeSeconds = 0;
    double decodeTpCommSeconds = 0;
    double decodeStepSeconds = 0;
    double decodeMemoryBoundSeconds = 0;  // the decode kernels HBM limits (weights and/or KV reads)
    double decodeComputeBoundSeconds = 0; // the decode kernels FLOPs limit
    double prefillWaitSeconds = 0;
    double prefillOverheadSeconds = 0; // the prefill's fixed per-layer time (one prefill)
    double engineOverheadSeconds = 0;  // the serving engine's fixed time per forward pass (ServingEngines.h)
    double computeEfficiency = 0;
    std::string computeEfficiencyBasis;
    double kvBytesPerSequencePerGpu = 0;
    int batchForTarget = 0;
    double bestReplicaRequestsPerSecond = 0; // one replica at batchForTarget
    // The latencies at batchForTarget: the batch the priced GPUs serve the target load with, which need not be
    // the scenario's concurrent_sequences the headline latencies are at (each explanation lists both).
    double targetBatchTtftSeconds = 0;
    double targetBatchTpotSeconds = 0;
    double targetBatchLatencySeconds = 0;
    // Continuous batching: the scheduler's steady state at the scenario's concurrency (ServingScheduler).
    int tokenBudget = 0, maxSequences = 0;
    std::string schedulerBasis;
    double decodingSequences = 0;       // sequences that get a token in a mean iteration
    double prefillChunkTokens = 0;      // prompt tokens in an iteration that carries them
    double prefillIterationShare = 0;   // share of the iterations that carry prompt tokens
    double prefillIterations = 0;       // iterations one prompt spans
    double prefillIterationSeconds = 0; // such an iteration
    std::vector<Message> warnings;
};

// What the serving figures' explanations quote besides the estimator's inputs and detail.
struct InferenceExplainContext {
    std::string modelNote;           // "catalog model KEY" or "custom model"
    double usableMemoryGbPerGpu = 0; // MemoryFit::usableGb of the GPU
};

class InferenceEstimator {
public:
    // Fraction of the datasheet HBM bandwidth a decode step reaches. Ceiling: Azure's AI-benchmarking-guide
    // measures 1.61-1.75 TB/s STREAM-style on A100 80GB (2.04 TB/s datasheet) = 0.79-0.86; MosaicML/
    // Databricks ("LLM Inference Performance Engineering: Best Practices", 2023) report model bandwidth
    // utilisation around 0.6 for 7B models at small batch. 0.7 is the middle of the 0.55-0.8 range the
    // DOMAIN notes give.
    static constexpr double kMemoryBandwidthEfficiency = 0.7;
    // Fraction of the dense tensor peak the matrix products and attention of prefill (and of compute-bound decode
    // steps) reach, the fixed per-layer time (kPrefillLayerOverheadMs) apart. Derived with that term from the same
    // TensorRT-LLM v0.5 GPT-J 6B rows (a model not in the validation suite) at 2048 tokens, where the fixed part is
    // small: A100 FP16 129 ms - 28 x 0.135 ms = 125.2 ms for 25.9 TFLOP = 0.66 of 312 TFLOPS (GPT-J is untied: its
    // 50,400 x 4,096 input embedding is a lookup, 2 N counts the 5.85e9 weights that multiply). Below Azure's
    // cuBLASLt FP16 GEMM ceiling on A100 (250-257 of 312 TFLOPS = 0.80-0.82, AI-benchmarking-guide): attention
    // and the smaller GEMMs of a layer run below a large square GEMM.
    static constexpr double kComputeEfficiency = 0.66;
    // The default for FP8 weights, of the FP8 dense peak (attention at the FP16 peak x kComputeEfficiency, as it
    // runs in 16 bits). The same GPT-J rows at 2048 tokens: H100 FP8 29 ms - 3.78 - attention 2.95 = 22.3 ms for
    // 23.9 TFLOP of linear layers = 0.54 of 1979 TFLOPS; L40S FP8 71 - 3.78 - 8.05 = 59.2 ms = 0.55 of 733; 0.55.
    // The FP8/FP16 ratio, 0.55 / 0.66 = 0.83, is the one of Azure's GEMM ceilings: cuBLASLt FP8 on ND H100 v5 at
    // 1290-1382 of 1979 TFLOPS (0.65-0.70) against 0.80-0.82 for FP16 on A100 (0.675 / 0.81 = 0.83).
    static constexpr double kFp8ComputeEfficiency = 0.55;
    // The default fixed time a prefill (context phase) spends per layer on top of its roofline, in ms: the kernel
    // launches and small kernels of each layer (norms, rotary embedding and KV-cache writes, the attention plugin's
    // setup), which TensorRT-LLM runs without CUDA graphs in the context phase (CUDA graphs capture generation steps
    // only: gptSessionBenchmark --enable_cuda_graph; not with in-flight batching, NVIDIA/TensorRT-LLM issue #402).
    // It does not grow with the prompt, so it dominates a short prompt's first token and disappears in a long one.
    // Derived from the TensorRT-LLM v0.5 performance page's first-token latency of GPT-J 6B at batch 1 and 128
    // tokens (a model not in the validation suite; docs/source/performance.md, 2023-10): measured minus this
    // engine's roofline without the term, over 28 layers: H100 FP8 7 - 2.59 ms = 0.157 ms per layer, A100 FP16
    // 12 - 8.23 = 0.135, L40S FP8 12 - 10.04 = 0.070; the median, 0.135. The page rounds to 1 ms (+-0.018 per layer).
    // The three constants are solved together (each derivation uses the others) until they no longer move.
    static constexpr double kPrefillLayerOverheadMs = 0.135;
    // The share of a GPU's memory a serving engine takes at start-up when the scenario sets none: vLLM's default
    // gpu_memory_utilization (EngineArgs, 0.9; SGLang's mem_fraction_static is 0.79-0.88 by tensor-parallel size).
    static constexpr double kDefaultGpuMemoryUtilization = 0.9;

    // The compute efficiency the scenario's prefill and decode matrix products reach: inference.compute_efficiency
    // when set, else the weight format's default (FP16/BF16, INT8 and INT4 weight-only: kComputeEfficiency;
    // FP8: kFp8ComputeEfficiency). `basis` says which.
    static double computeEfficiency(const InferenceSettings& inference, std::string* basis = nullptr);

    // Tensor peak the weights' format computes at: FP8 weights use the FP8 dense peak (FP8 GEMMs as in
    // TensorRT-LLM); INT8/INT4 weight-only formats dequantise to FP16 and use the FP16 dense peak.
    static double peakTflops(const GpuSpec& gpu, WeightFormat format, std::string* basis = nullptr);
    // Prefill FLOPs of a batch: 2 N x prompt x batch + 4 L prompt^2 H Q x batch (DOMAIN notes; Kaplan et al.
    // 2020's 2 N + attention, N without the input embedding's lookup, table 1 "Embed"; no causal halving, the
    // conservative count).
    static double prefillFlops(const ModelArchitecture& model, double promptTokens, double batch);
    // Bytes per value of the input embedding as served: VramEstimator keeps the embedding in 16 bits in every
    // weight format (GPTQ/AWQ/bitsandbytes and FP8 quantise the linear layers only).
    static constexpr double kEmbeddingBytes = 2.0;
    // The input embedding's bytes a forward over `tokens` tokens does not read: a lookup table (an untied model's
    // own; gp::inputEmbeddingLookup) gives up one row of h values per token, not the V x h table. 0 when tied to
    // the LM head, whose matmul reads the whole matrix.
    static double embeddingTableBytesNotRead(const ModelArchitecture& model, double tokens);
    // Weight bytes one decode step reads for `batch` sequences (a prefill: its tokens). Dense: all weights but the
    // input embedding rows no token looks up (embeddingTableBytesNotRead). Mixture of experts: shared weights +
    // the experts the batch touches, E (1 - (1 - k/E)^B) of E under uniform routing, less the same rows.
    static double decodeWeightBytes(const ModelArchitecture& model, double weightBytesTotal, double batch);
    static InferenceDetail estimate(const InferenceInputs& in);
    // Every serving figure of `d` with its formula, inputs and sources (InferenceExplanations.cpp).
    static std::vector<Explanation> explain(const InferenceInputs& in, const InferenceDetail& d,
                                            const InferenceExplainContext& ctx);

    struct Step {
        double ttft = 0, tpot = 0, latency = 0, memorySeconds = 0, computeSeconds = 0, commSeconds = 0;
        double prefillSeconds = 0, prefillComm = 0, prefillOverhead = 0;
        double engineOverhead = 0;     // the serving engine's fixed time per forward pass (ServingEngines.h)
        double decodeStepSeconds = 0;  // one decode step of the B sequences (TPOT of a static batch)
        double prefillWaitSeconds = 0; // continuous batching: the mean wait behind the others' prefills
        // The decode step's kernels by what limits them (memorySeconds / computeSeconds are the reads and the
        // FLOPs of all of them).
        double memoryBoundSeconds = 0, computeBoundSeconds = 0;
    };
    // One batch size, no strings: used by estimate() and by the target search. Continuous batching is timed by
    // ServingScheduler (iteration by iteration, prefills batched and chunked under the token budget); `scheduled`,
    // when given, receives that steady state (ServingScheduler::atConcurrency at the engine's defaults), so a caller
    // that needs more of it (the TTFT percentiles) does not solve the queueing model a second time. It is left as
    // it was for a static batch.
    static Step step(const InferenceInputs& in, double batch, double peakTflops, ServingPoint* scheduled = nullptr);
    // The batch per replica the scenario's latency targets (TTFT, TPOT, end-to-end) allow, at most `largest`
    // (what fits in memory): continuous batching, the largest concurrency that meets them
    // (ServingScheduler::largestConcurrencyMeeting); a static batch, the one with the most requests/s. 0 when none
    // does. The engine and the serving search both take it, so they price the same batch.
    static int batchForTargets(const InferenceInputs& in, double peakTflops, int largest);
};

} // namespace gp
