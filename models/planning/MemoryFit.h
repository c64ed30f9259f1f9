// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Holds a scenario's memory need against catalog GPUs: the usable memory of a card, whether the
// scenario fits each GPU, and the fewest GPUs (with the layout) that make it fit.
#include "CatalogSnapshot.h"
#include "Estimate.h"
#include "Scenario.h"

#include <optional>
#include <vector>

namespace gp {

struct FitSearchLimits {
    int maxTensorParallel = 8; // powers of two, within one node
    int maxGpus = 4096;        // t x p x d
};

class MemoryFit {
public:
    // Memory a program can allocate on the card, decimal GB: the label less what the driver and ECC
    // keep (rule and source in MemoryFit.cpp).
    static double usableGb(const GpuSpec& gpu);
    static Explanation usableExplanation(const GpuSpec& gpu);
    // Whether `totalGb` per GPU fits the scenario's budget on `gpu` (after `pagedEvictedGb` of paged optimizer
    // states left for CPU memory), as the "fits" figure explains it.
    static Explanation fitsExplanation(const Scenario& sc, const GpuSpec& gpu, double totalGb, bool fits,
                                       double pagedEvictedGb);
    // What the scenario may take of it: usable x inference.gpu_memory_utilization when a serving scenario sets
    // it (a runtime such as vLLM takes that share and no more), else all of it.
    static double budgetGb(const Scenario& scenario, const GpuSpec& gpu);

    // The scenario with its own layout held against `gpu`, plus the fewest-GPU search on that card.
    static GpuFit fitOn(const Scenario& scenario, const ModelArchitecture& model, const GpuSpec& gpu,
                        const FitSearchLimits& limits = {});

    // fitOn for every GPU in the catalog, in catalog order.
    static std::vector<GpuFit> fitsForAllGpus(const Scenario& scenario, const ModelArchitecture& model,
                                              const CatalogSnapshot& catalog, const FitSearchLimits& limits = {});

    // Fewest GPUs whose per-GPU total fits `usableGb`: tensor parallel in powers of two up to
    // limits.maxTensorParallel (one 8-GPU node, whatever the scenario's own node size) dividing the heads, pipeline
    // stages up to the layer count, data parallel with ZeRO-3 (training only; inference replicas do not shard). Among
    // layouts with equally few GPUs the one with the fewest pipeline stages wins. A training scenario's context
    // parallelism c is kept (t x c x p x d GPUs). Empty when nothing up to limits.maxGpus fits.
    static std::optional<ParallelLayout> fewestGpus(const Scenario& scenario, const ModelArchitecture& model,
                                                    double usableGb, const FitSearchLimits& limits = {});

    // Inference: the most concurrent sequences (at the scenario's prompt + output length) whose KV cache
    // fits next to the weights on `usableGb` per GPU with `layout`. 0 when not even one fits.
    static int maxConcurrentSequences(const Scenario& scenario, const ModelArchitecture& model,
                                      const ParallelLayout& layout, double usableGb);

    // The longest sequence that fits: training sequence length, or inference context (prompt + output,
    // the output length held fixed). 0 when even a 1-token context does not fit.
    static int maxSequenceLength(const Scenario& scenario, const ModelArchitecture& model, const ParallelLayout& layout,
                                 double usableGb);
};

} // namespace gp
