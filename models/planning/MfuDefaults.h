#pragma once
// Default compute utilisation for a training run when the user gives none: the fraction of the dense
// peak at the run's precision that the executed matrix FLOPs reach, by GPU generation, scale and task.
// Every value is taken from a published measurement (cited in MfuDefaults.cpp) and can be overridden
// with Scenario.hardware.mfuOverride.
#include "CatalogSnapshot.h"
#include "Scenario.h"

#include <string>

namespace gp {

struct MfuDefault {
    double value = 0.4;      // 0 < value <= 1
    std::string basis;       // what the value is ("Hopper, <= 256 GPUs, BF16, full fine-tune x 0.9")
    std::string citation;    // the measurement it comes from
    bool userOverride = false;
};

enum class GpuGeneration { Ampere, Hopper, Blackwell, Other };

GpuGeneration gpuGeneration(const GpuSpec& gpu);

class MfuDefaults {
public:
    // The utilisation the engine uses: the override when set and in (0, 1], else the published default.
    static MfuDefault resolve(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision,
                              const std::optional<double>& userOverride);
    static MfuDefault published(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision);
    // Fast path for the configuration search: the same table, no strings.
    static double value(GpuGeneration generation, int totalGpus, Task task, TrainPrecision precision);
};

} // namespace gp
