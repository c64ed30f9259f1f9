// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Per-GPU memory of one scenario under one parallel layout: weights, gradients, optimizer states,
// activations, loss spike, KV cache, LoRA adapters, quantisation constants and overheads. Every component
// can carry an Explanation (formula, inputs, citation). Formulas and sources: VramEstimator.cpp and
// docs/scenario-schema.md.
#include "CatalogSnapshot.h"
#include "Estimate.h"
#include "Explanation.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

// One micro-batch's activations on the fullest pipeline stage, in GB per GPU: the layers of the stage
// (perLayer x ceil(L/p)), the recomputation working set and the loss spike. All linear in the micro-batch.
struct PipelineActivations {
    double stage = 0;
    double working = 0;
    double logits = 0;
    // training.activation_offloading: the GB per micro-batch copied to CPU memory and back (the stage's saved
    // activations but the layers kept); `stage` then holds the kept layers only, whatever is in flight.
    double offloaded = 0;
    bool offloading = false;
};

struct ActivationPeak {
    double activations = 0; // GB: what MemoryBreakdown::activations holds
    double logits = 0;      // GB: the loss spike when the last stage is the fullest
    bool firstStageFullest = false;
};

struct MemoryEstimate {
    MemoryBreakdown memory;                // GB (1e9 bytes) per GPU
    std::vector<Explanation> explanations; // one per non-zero component plus "memory.total_gb"
    std::vector<Message> warnings;
};

class VramEstimator {
public:
    // Full estimate with explanations (figure keys "memory.weights_gb", "memory.gradients_gb",
    // "memory.optimizer_gb", "memory.master_weights_gb", "memory.activations_gb", "memory.logits_gb",
    // "memory.kv_cache_gb", "memory.lora_adapters_gb", "memory.lora_optimizer_gb",
    // "memory.quant_constants_gb", "memory.zero_gathered_gb", "memory.cuda_context_gb",
    // "memory.allocator_reserve_gb", "memory.allocated_gb", "memory.total_gb").
    // With `explain` false, the same memory and warnings and no explanations.
    static MemoryEstimate estimate(const Scenario& scenario, const ModelArchitecture& model,
                                   const ParallelLayout& layout, bool explain = true);

    // Same numbers without building explanation text: the fast path for searches.
    static MemoryBreakdown breakdown(const Scenario& scenario, const ModelArchitecture& model,
                                     const ParallelLayout& layout);

    // The activation pieces of a training scenario's micro-batch under a layout, and the peak they give
    // with `inFlightFirst` micro-batches' worth in flight on the first 1F1B stage (activationsInFlight,
    // PipelineSchedule.h). The configuration search combines them for any micro-batch without rebuilding the
    // breakdown.
    static PipelineActivations activationPieces(const Scenario& scenario, const ModelArchitecture& model,
                                                const ParallelLayout& layout);
    static ActivationPeak activationPeak(const PipelineActivations& pieces, int stages, double inFlightFirst);
    // The virtual (interleaved) stages a layout of this scenario runs: parallel.virtual_stages when the layout
    // has p > 1 stages and p x v layers to give them, else 1.
    static int virtualStages(const Scenario& scenario, const ModelArchitecture& model, int pipelineStages);

    // The layout a scenario asks for: t, p and c from parallel settings, d = total GPUs / (t p c) (at least 1),
    // the ZeRO stage as set (inference: stage 0, c = 1).
    static ParallelLayout layoutOf(const Scenario& scenario);

    // Parameters of the LoRA adapters the scenario targets, whole model (not divided by any layout):
    // gp::loraParameters (ModelCounts.h) with the scenario's rank and targets.
    static double loraParameters(const Scenario& scenario, const ModelArchitecture& model);

    // Parameters of the input embedding plus the output head (V x h each, one V x h when tied, V x h + h x
    // num_labels with a classification head: gp::embeddingAndHeadParameters): kept in 16 bits by
    // GPTQ/AWQ/bitsandbytes quantisation.
    static double embeddingParameters(const ModelArchitecture& model);
    // Parameters of the model's largest single tensor (what one gradient holds at most).
    static double largestParameterTensor(const ModelArchitecture& model);

    // KV cache bytes per token of context for one sequence, whole model (2 x L x a_kv x d_h x bytes).
    static double kvBytesPerToken(const ModelArchitecture& model, KvPrecision precision);
};

} // namespace gp
