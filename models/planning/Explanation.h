// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "Why this number": every figure the engine outputs can say its formula, the inputs it used
// and the catalog rows (with source and as-of date) behind it.
#include "CatalogSnapshot.h"

#include <string>
#include <vector>

namespace gp {

struct ExplanationInput {
    std::string name; // "P (parameters)"
    double value = 0;
    std::string unit; // "", "GB", "TFLOPS", ...
    std::string note; // where the input came from ("catalog", "default: PaLM paper MFU", "user")
};

struct Explanation {
    std::string figure; // stable key of the output figure, e.g. "training_hours"
    std::string label;  // human label, e.g. "Training time"
    double value = 0;
    std::string unit;
    std::string formula; // readable formula, e.g. "T = 6 P D / (n x peak x MFU)"
    std::vector<ExplanationInput> inputs;
    std::vector<SourceRef> sources; // catalog rows used
    std::string citation;           // paper or datasheet behind the formula
};

} // namespace gp
