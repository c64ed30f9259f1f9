// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ServingEngines.h"

#include <cmath>

namespace gp {
namespace {

// Eager PyTorch, Hugging Face generate(): the hf-internal-testing/benchmark_results summaries (Hugging Face's
// transformers CI benchmark, 2024-06-12 to 2024-09-04), google/gemma-2b, per_token.latency.mean with the dynamic
// cache in eager mode 19.21 ms (2024-06-26) against the static cache under torch.compile (CUDA graphs, no Python
// per kernel) 12.35 ms: 6.86 ms of CPU overhead per decode step, over Gemma 2B's 18 layers 0.381 ms per layer.
// A derivation outside tests/data/validation (no Gemma case there).
constexpr double kHfLayerOverheadMs = (19.21 - 12.35) / 18;
// Eager PyTorch, a plain generate loop with a preallocated KV cache (LitGPT's generate/base.py has gpt-fast's
// structure): PyTorch's "Accelerating Generative AI with PyTorch II: GPT, Fast" (2023-11-30), Llama-2-7B on an
// A100-80GB at batch 1: the simple implementation 25.5 tok/s ("heavily CPU overhead bound"), torch.compile with a
// static KV cache 107.0 tok/s: 1000/25.5 - 1000/107.0 = 29.87 ms per token of CPU overhead, over 32 layers
// 0.933 ms per layer.
constexpr double kEagerLoopLayerOverheadMs = (1000.0 / 25.5 - 1000.0 / 107.0) / 32;
// vLLM before v0.6 (multi-step scheduling and the asynchronous output processor): "[RFC]: Multi-Step Scheduling",
// vllm-project/vllm issue #6854 (2024-07-26): the sampled tokens' transfer to the CPU, their pythonization, the
// next step's input preparation and the scheduler leave "about 4ms of GPU bubble" per decode step in its traces
// ("5-13ms of GPU bubble" in general); the low end, 4 ms, is taken.
constexpr double kVllmPassOverheadMs = 4.0;

const std::vector<ServingEngineProfile> kProfiles = {
    {ServingEngine::Unspecified, "unspecified", "no engine named", EngineBatching::Either, 0, 0,
     "none: the rooflines and the prefill's per-layer time alone", 0, 1, "no reservation", "the scenario's batching"},
    {ServingEngine::Vllm, "vllm", "vLLM", EngineBatching::Either, kVllmPassOverheadMs, 0,
     "vLLM issue #6854 (Multi-Step Scheduling RFC, 2024-07): about 4 ms of GPU idle per step (v0.5 and earlier)", 0.9,
     1, "vLLM EngineArgs: gpu_memory_utilization 0.9 by default", "continuous (iteration-level scheduling)"},
    {ServingEngine::Sglang, "sglang", "SGLang", EngineBatching::Either, 0, 0,
     "0: SGLang v0.4's overlapped (zero-overhead) batch scheduler runs the CPU scheduling of the next batch while the "
     "GPU runs the current one (LMSYS blog 'SGLang v0.4', 2024-12-04; Zheng et al. 2024, SGLang, for the runtime)",
     0.88, 1,
     "SGLang python/sglang/srt/server_args.py: mem_fraction_static 0.88 at tp 1, 0.87 at tp >= 2, 0.85 at >= 4, 0.81 "
     "at >= 8, 0.79 at >= 16",
     "continuous"},
    {ServingEngine::Tgi, "tgi", "TGI", EngineBatching::Either, 0, 0,
     "0: no published per-step figure found; TGI replays CUDA graphs for decode batches (launcher --cuda-graphs)", 0, 1,
     "TGI launcher --cuda-memory-fraction 1.0 by default: all usable memory", "continuous"},
    {ServingEngine::TensorRtLlm, "tensorrt_llm", "TensorRT-LLM", EngineBatching::Either, 0, 0,
     "0 besides the prefill's per-layer time: the estimator's efficiencies and that time were derived from "
     "TensorRT-LLM v0.5 rows (InferenceEstimator.h), so its runtime's per-step cost is inside them",
     0, 0.9,
     "TensorRT-LLM KvCacheConfig free_gpu_memory_fraction 0.9 by default (kv_cache_free_gpu_mem_fraction): 0.9 of the "
     "memory left after the engine is loaded becomes KV cache",
     "static (gptSessionBenchmark) or in-flight batching: the scenario's"},
    {ServingEngine::HfTransformers, "hf_transformers", "Hugging Face Transformers generate()",
     EngineBatching::StaticOnly, 0, kHfLayerOverheadMs,
     "Hugging Face transformers CI benchmark (hf-internal-testing/benchmark_results, 2024-06-26), gemma-2b: eager "
     "19.21 ms per token against 12.35 ms compiled with a static cache = 0.381 ms per layer per forward pass",
     0, 1, "none: PyTorch's caching allocator takes memory as the tensors need it",
     "static: generate() runs a batch until its last sequence ends"},
    {ServingEngine::LlamaCpp, "llama_cpp", "llama.cpp", EngineBatching::Either, 0, 0,
     "0: no published per-step figure found; a C++ loop without Python", 0, 1,
     "none beyond the KV cache for its context (n_ctx), which the memory estimate counts",
     "the scenario's (llama-server batches its slots continuously; llama-bench runs one sequence)"},
    {ServingEngine::Litgpt, "litgpt", "LitGPT generate", EngineBatching::StaticOnly, 0, kEagerLoopLayerOverheadMs,
     "PyTorch blog 'Accelerating Generative AI with PyTorch II: GPT, Fast' (2023-11): Llama-2-7B A100 batch 1, eager "
     "25.5 tok/s against 107.0 compiled = 0.933 ms per layer per forward pass",
     0, 1, "none: PyTorch's caching allocator", "static: generate() runs its batch to the end"},
};

} // namespace

const std::vector<ServingEngineProfile>& ServingEngines::all() { return kProfiles; }

const ServingEngineProfile& ServingEngines::profile(ServingEngine engine)
{
    for (const auto& p : kProfiles)
        if (p.engine == engine)
            return p;
    return kProfiles.front();
}

double ServingEngines::passOverheadSeconds(ServingEngine engine, int layers)
{
    const auto& p = profile(engine);
    return (p.passOverheadMs + p.layerOverheadMs * layers) * 1e-3;
}

Batching ServingEngines::batching(const InferenceSettings& inference)
{
    return profile(inference.servingEngine).batching == EngineBatching::StaticOnly ? Batching::Static
                                                                                   : inference.batching;
}

std::optional<double> ServingEngines::memoryShare(const InferenceSettings& inference, int tp)
{
    if (inference.gpuMemoryUtilization)
        return inference.gpuMemoryUtilization;
    if (inference.servingEngine == ServingEngine::Sglang) // server_args.py's table by tensor-parallel size
        return tp >= 16 ? 0.79 : tp >= 8 ? 0.81 : tp >= 4 ? 0.85 : tp >= 2 ? 0.87 : 0.88;
    const double share = profile(inference.servingEngine).memoryShare;
    if (share > 0)
        return share;
    return std::nullopt;
}

int ServingEngines::kvSequences(ServingEngine engine, int sequencesThatFit)
{
    const double share = profile(engine).kvFreeShare;
    if (sequencesThatFit <= 0 || share >= 1)
        return sequencesThatFit;
    return static_cast<int>(std::floor(sequencesThatFit * share));
}

} // namespace gp
