// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "Estimate.h"

namespace gp {

double MemoryBreakdown::allocatedGb() const
{
    return weights + gradients + optimizerStates + masterWeights + activations + logits + kvCache + loraAdapters +
           loraOptimizer + quantConstants + zeroGatheredWeights - pagedOptimizer;
}

double MemoryBreakdown::totalGb() const { return allocatedGb() + allocatorReserve + cudaContext + pagedOptimizer; }

const Explanation* Estimate::explain(const std::string& figure) const
{
    for (const auto& e : explanations)
        if (e.figure == figure)
            return &e;
    return nullptr;
}

} // namespace gp
