// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The engine's last check on its own figures: a figure that comes out NaN, infinite, negative (or zero where a
// result divides by it), or a utilisation above the GPU's peak, is named so that the estimate is refused with it
// instead of shown as a quiet zero (PlanningEngine).
#include "Estimate.h"
#include "Explanation.h"
#include "Scenario.h"

#include <initializer_list>
#include <string>
#include <vector>

namespace gp {

struct FigureCheck {
    const char* name;
    double value;
    bool mustBePositive;
};

// "name = value" for each figure that is not a finite number at least 0 (above 0 when mustBePositive).
std::vector<std::string> badFigures(std::initializer_list<FigureCheck> figures);
std::vector<std::string> badFigures(const TrainingEstimate& t);
std::vector<std::string> badFigures(const InferenceEstimate& i);
std::vector<std::string> badFigures(const MemoryBreakdown& m);
std::vector<std::string> badFigures(const CostLine& c);
// The explanation's value and inputs that are not finite ("its value", "input 'NAME'").
std::vector<std::string> badFigures(const Explanation& x);
// The utilisations that come out above 1 (beyond rounding).
std::vector<std::string> aboveThePeak(const TrainingEstimate& t);
std::string joined(const std::vector<std::string>& parts);
// The refusal of an estimate whose `what` ("training time") has bad figures with this GPU and model.
FieldError figureError(const GpuSpec& gpu, const ModelArchitecture& model, const char* what,
                       const std::vector<std::string>& bad);

} // namespace gp
