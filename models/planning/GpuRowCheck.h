// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The GPU figures the engine reads, checked before any formula runs. A catalog row edited outside the app (or
// imported) can hold a negative, NaN or zero figure; clamping it to 0 would silently drop a roofline term or a
// peak and flatter the plan, so the engine refuses instead, naming the row and the column (issue 8: "never
// turns NaN, infinity or a negative figure into 0").
#include "CatalogSnapshot.h"

#include <string>
#include <vector>

namespace gp {

// One clause per bad figure, e.g. "fp16_dense_tflops = -5 (must be a positive number)". Required figures
// (memory_gb, memory_bandwidth_tbps, fp16_dense_tflops) must be positive and finite; optional ones (0 = the
// vendor gives none) must be finite and not negative. Empty when the row is usable.
std::vector<std::string> gpuRowProblems(const GpuSpec& gpu);

// "catalog row gpus.<key>: <problems joined>", or empty when the row is usable.
std::string gpuRowError(const GpuSpec& gpu);

} // namespace gp
