// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// How many micro-batches one optimizer step pushes through a pipeline: one count for the memory and the
// time model. With 1F1B (Narayanan et al. 2021) every data-parallel replica runs its gradient-accumulation
// steps as the pipeline's micro-batches; the first stage then holds min(stages, micro-batches) of them in
// flight and the bubble is (stages - 1) / micro-batches (divided by the virtual stages of an interleaved
// schedule). parallel.pipeline_micro_batches above 1 sets the count explicitly; 1 (the default) means "the
// gradient-accumulation steps" (docs/scenario-schema.md).
#include <algorithm>

namespace gp {

// ceil(global batch / (micro-batch x data parallel)), at least 1.
inline int gradientAccumulationSteps(int globalBatch, int microBatch, int dataParallel)
{
    const long long perStep = static_cast<long long>(std::max(1, microBatch)) * std::max(1, dataParallel);
    return static_cast<int>(std::max(1LL, (std::max(1, globalBatch) + perStep - 1) / perStep));
}

inline int pipelineMicroBatches(int setting, int accumulationSteps)
{
    return setting > 1 ? setting : std::max(1, accumulationSteps);
}

// Micro-batches whose activations the first 1F1B stage keeps at once.
inline int microBatchesInFlight(int stages, int microBatches)
{
    return stages > 1 ? std::min(stages, std::max(1, microBatches)) : 1;
}

// The virtual stages a pipeline of `stages` runs with parallel.virtual_stages = `setting`: the setting when
// there is a pipeline to interleave and stages x v layers to give it, else 1 (plain 1F1B). The configuration
// search tries depths the scenario's v may not fit; the validator refuses a scenario whose own does not.
inline int virtualStagesRun(int setting, int stages, int layers)
{
    const long long v = std::max(1, setting);
    return stages > 1 && stages * v <= layers ? static_cast<int>(v) : 1;
}

// The first stage's activations in units of one micro-batch through its ceil(L/p) layers. Plain 1F1B: the
// micro-batches in flight. Interleaved 1F1B with v model chunks per rank (Narayanan et al. 2021, sec. 2.2.2)
// holds more during its longer warm-up: x (1 + (p-1)/(p v)), Megatron-LM's interleaved_schedule_memory_penalty
// (megatron/training/theoretical_memory_usage.py, after Korthikanti et al. 2022 sec. 4.2.3).
inline double activationsInFlight(int stages, int microBatches, int virtualStages)
{
    const double inFlight = microBatchesInFlight(stages, microBatches);
    if (stages <= 1 || virtualStages <= 1)
        return inFlight;
    return inFlight * (1.0 + static_cast<double>(stages - 1) / (static_cast<double>(stages) * virtualStages));
}

} // namespace gp
