// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one way an explanation is built: the figure, its formula and citation, then each input with where it came
// from, then the catalog rows behind it (each row once). Every estimator builds its figures' explanations with it,
// next to the formula that computes them (TrainingTimeExplanations.cpp, InferenceExplanations.cpp,
// CostExplanations.cpp, VramEstimator.cpp, MemoryFit.cpp, CommunicationModel.cpp).
#include "Estimate.h"
#include "Explanation.h"

#include <string>
#include <utility>

namespace gp {

class ExplanationBuilder {
public:
    ExplanationBuilder(std::string figure, std::string label, double value, std::string unit, std::string formula,
                       std::string citation);
    ExplanationBuilder& in(std::string name, double value, std::string unit, std::string note);
    // A catalog row the figure rests on; a row already listed, or one with no key, is not listed again.
    ExplanationBuilder& src(const SourceRef& ref);
    // More formula text, for a clause that holds only for some plans.
    ExplanationBuilder& formulaNote(const std::string& clause);
    Explanation done() { return std::move(e_); }

private:
    Explanation e_;
};

// Three significant digits, for figures quoted inside an explanation's formula or note text.
std::string explanationNumber(double v);
// "compute", "memory bandwidth", "communication": the bound's words in a "Bound: ..." label.
const char* boundName(Bound bound);

} // namespace gp
