#pragma once
// How many micro-batches one optimizer step pushes through a pipeline: one count for the memory and the
// time model. With 1F1B (Narayanan et al. 2021) every data-parallel replica runs its gradient-accumulation
// steps as the pipeline's micro-batches; the first stage then holds min(stages, micro-batches) of them in
// flight and the bubble is (stages - 1) / micro-batches. parallel.pipeline_micro_batches above 1 sets the
// count explicitly; 1 (the default) means "the gradient-accumulation steps" (docs/scenario-schema.md).
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

} // namespace gp
