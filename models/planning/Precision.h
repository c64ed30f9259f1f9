// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Bytes per value for every precision the engine knows, and the bytes of model state a trainable
// parameter costs under each precision/optimizer pair. One place, so the VRAM estimate, the fit search
// and the "why this number" text all use the same constants (each cites its source in Precision.cpp).
#include "Scenario.h"

namespace gp {

// Bytes of model state per *trainable* parameter. The ZeRO paper (Rajbhandari et al. 2020, sec. 3.1)
// counts mixed-precision Adam as 2 (fp16 weights) + 2 (fp16 gradients) + 12 (fp32 master copy, momentum,
// variance) = 16 bytes.
struct ModelStateBytes {
    double weights = 0; // the copy the forward pass reads
    double gradients = 0;
    double optimizer = 0; // moments / factored statistics
    double master = 0;    // fp32 master copy kept by mixed-precision training
    double total() const { return weights + gradients + optimizer + master; }
};

// hiddenSize is only used by Adafactor, whose factored second moment scales with rows + columns of each
// matrix rather than with their product.
ModelStateBytes modelStateBytes(TrainPrecision precision, Optimizer optimizer, int hiddenSize);

// Bytes one frozen (not trained) base weight costs in a training run at `precision` (LoRA base model).
double frozenWeightBytes(TrainPrecision precision);

// Bytes of one stored activation value at the training precision (Korthikanti et al. count 2).
double activationValueBytes(TrainPrecision precision);

// Inference weight storage, bytes per parameter, before quantisation constants.
double weightBytes(WeightFormat format);

// Extra bytes per parameter for the format's scales/zero points (0 for FP16/FP8).
double quantConstantBytesPerParam(WeightFormat format);

// QLoRA's NF4 base weights: 4 bits per parameter.
constexpr double kNf4BytesPerParam = 0.5;
// QLoRA double quantisation: 8/64 + 32/(64 x 256) = 0.127 bits per parameter of constants
// (Dettmers et al. 2023, sec. 3 "Double Quantization").
constexpr double kNf4DoubleQuantBitsPerParam = 8.0 / 64.0 + 32.0 / (64.0 * 256.0);

// KV cache bytes per stored value.
double kvBytes(KvPrecision precision);

} // namespace gp
