// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The serving engines a scenario can name (inference.serving_engine, issue 32): per engine what the estimate takes
// from it besides the GPU's rooflines, each constant with its source in ServingEngines.cpp (docs/serving-model.md
// lists them with the suite cases each was checked against; none is fitted to those cases):
// - a fixed time per forward pass (a prefill or one decode step): the CPU work the GPU waits for (the scheduler,
//   sampling and output processing, Python and kernel launches of an eager PyTorch loop), as a part per pass and a
//   part per layer (kernel launches grow with the layers). A step takes max(compute, memory) per kernel + this.
// - whether it only batches statically (a generate() loop runs a batch until its last sequence ends);
// - its scheduler's prompt-token budget per iteration (chunked prefill), when it differs from vLLM's;
// - the memory it reserves: a share of the GPU's memory (vLLM gpu_memory_utilization, SGLang mem_fraction_static),
//   or a share of what is left after the weights for its KV cache (TensorRT-LLM free_gpu_memory_fraction).
// Unspecified applies none of them: the estimate as before the engine was an input.
#include "Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct GpuSpec;

enum class EngineBatching { Either, StaticOnly };

struct ServingEngineProfile {
    ServingEngine engine = ServingEngine::Unspecified;
    const char* key = "";  // the scenario's spelling
    const char* name = ""; // for explanations
    EngineBatching batching = EngineBatching::Either;
    double passOverheadMs = 0;  // per forward pass, whatever the model
    double layerOverheadMs = 0; // per layer per forward pass
    const char* overheadSource = "";
    // Share of the GPU's memory the engine takes at start-up (0 = none: it allocates as it goes). The plan must fit
    // in it when the scenario sets no gpu_memory_utilization. SGLang's depends on the tensor-parallel size:
    // memoryShare() says.
    double memoryShare = 0;
    // Share of the memory left after weights and working set that becomes KV cache (1 = all of it).
    double kvFreeShare = 1;
    const char* memorySource = "";
    const char* batchingSource = "";
};

class ServingEngines {
public:
    static const std::vector<ServingEngineProfile>& all();
    static const ServingEngineProfile& profile(ServingEngine engine);
    // The engine's fixed time per forward pass of a model with `layers` layers, in seconds.
    static double passOverheadSeconds(ServingEngine engine, int layers);
    // The batching the estimate runs: static for an engine that only batches statically, else the scenario's.
    static Batching batching(const InferenceSettings& inference);
    // The share of each GPU's memory the plan must fit in: the scenario's gpu_memory_utilization when set, else the
    // engine's reservation at tensor-parallel size `tp` (empty: no reservation, all usable memory).
    static std::optional<double> memoryShare(const InferenceSettings& inference, int tp);
    // The concurrent sequences the KV cache holds when the engine gives only a share of the free memory to it:
    // floor(share x the sequences that fit in all of it) (KV cache grows with the sequences, so the free memory
    // scales them; the activations per sequence are small beside it).
    static int kvSequences(ServingEngine engine, int sequencesThatFit);
};

} // namespace gp
