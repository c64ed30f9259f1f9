// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Default compute utilisation for a training run when the user gives none, by GPU generation, scale and
// task. Each default records what its source published (an MFU or an HFU, end-to-end or not) and how the
// time model must apply it, so that nothing is counted twice (MfuDefaults.cpp cites every value). The user's
// Scenario.hardware.mfuOverride is a model FLOPs utilisation (MFU) in the PaLM sense.
#include "CatalogSnapshot.h"
#include "Scenario.h"

#include <string>

namespace gp {

// How a utilisation is applied by TrainingTimeEstimator.
enum class UtilisationKind {
    // The rate the executed FLOPs (recomputation included) run at while the GPUs compute. The engine adds
    // the pipeline bubble and the communication it models. Used for defaults measured where those are
    // negligible (single-node FSDP runs, no pipeline).
    Hardware,
    // An end-to-end rate of the executed FLOPs: published for whole runs at scale, the pipeline bubble and
    // communication are already inside it, so the engine does not add them again.
    EndToEnd,
    // Model FLOPs utilisation (PaLM appendix B: model FLOPs without recomputation / (time x GPUs x peak)):
    // everything, recomputation included, is inside the number. What the user's override means.
    ModelFlops,
};

// Above this many GPUs a run is "large scale": for a generation measured at cluster scale its default is an
// end-to-end figure of a cluster run (see MfuDefaults::kind).
// Shared by the estimate and the configuration search.
constexpr int kLargeScaleGpus = 256;
inline bool isLargeScale(int gpus) { return gpus > kLargeScaleGpus; }

struct MfuDefault {
    double value = 0.4; // 0 < value <= 1, applied as `kind` says
    UtilisationKind kind = UtilisationKind::Hardware;
    std::string basis;     // what the value is ("Hopper, <= 256 GPUs, BF16, full fine-tune x 0.9")
    std::string published; // what the source published ("HFU median 0.42 of 30 runs, 8 x H100, FSDP")
    std::string citation;  // the measurement it comes from
    // EndToEnd only: the 1F1B bubble (p - 1) / m of the layout the figure was measured on. A layout with a
    // larger bubble pays the excess (TrainingTimeEstimator::stepTimes); 0 for the other kinds.
    double sourceBubble = 0;
    // EndToEnd only: the same generation's single-node hardware rate. The end-to-end figure is lower by what
    // its source run lost to bubble and communication; a layout whose own exposed communication is larger
    // than that gap pays it (TrainingTimeEstimator::stepTimes). 0 for the other kinds.
    double hardwareValue = 0;
    bool userOverride = false;
};

// Ampere, Hopper, Blackwell: NVIDIA's data-centre HBM parts. NvidiaGddr: NVIDIA's Ampere GA10x and Ada cards with
// GDDR memory (RTX 3090/4090, RTX 6000 Ada, A10, L4, L40S), whose own published runs give their default. Other:
// everything without a published training run of its class (AMD, Intel, TPU, Volta, Turing).
enum class GpuGeneration { Ampere, Hopper, Blackwell, NvidiaGddr, Other };

GpuGeneration gpuGeneration(const GpuSpec& gpu);

class MfuDefaults {
public:
    // The utilisation the engine uses: the override (an MFU) when set and in (0, 1], else the default.
    // packed: training.packed_sequences (fine-tuning without padding keeps the pre-training value).
    // mixtureOfExperts: the model routes tokens to experts (model experts > 1). Only FP8 on Hopper and Blackwell has
    // an MoE figure of its own (NeMo's MoE rows); every other default comes from dense runs and applies to both.
    static MfuDefault resolve(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision,
                              const std::optional<double>& userOverride, bool packed = false,
                              bool mixtureOfExperts = false);
    static MfuDefault published(const GpuSpec& gpu, int totalGpus, Task task, TrainPrecision precision,
                                bool packed = false, bool mixtureOfExperts = false);
    // Fast path for the configuration search: the same table, no strings.
    static double value(GpuGeneration generation, int totalGpus, Task task, TrainPrecision precision,
                        bool packed = false, bool mixtureOfExperts = false);
    // End-to-end only where a cluster-scale run of that generation was measured (Ampere, Hopper, and
    // Blackwell by assumption from Hopper): an "other" GPU above 256 has no such figure, so its utilisation
    // stays a hardware figure and the engine adds the bubble and the communication it models. FP8 on Hopper and
    // Blackwell has its own figure, NeMo's end-to-end "Model TFLOP / sec / GPU" of 8-512 GPU runs: end-to-end at
    // every scale (MfuDefaults.cpp).
    static UtilisationKind kind(GpuGeneration generation, int totalGpus,
                                TrainPrecision precision = TrainPrecision::MixedBF16);
    static const char* kindName(UtilisationKind kind);
    // The bubble inside a generation's end-to-end figure (MfuDefaults.cpp cites the layouts).
    static double sourceBubble(GpuGeneration generation, TrainPrecision precision = TrainPrecision::MixedBF16);
};

} // namespace gp
