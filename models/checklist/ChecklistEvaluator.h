// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Scores candidate platforms on the checklist criteria and lists the gaps that matter for the plan.
// Scores are relative: each known figure divided by the best candidate's (for SLA, the best downtime
// divided by the candidate's; for cost, the cheapest divided by the candidate's), so 1 = best of the set.
// An unknown criterion counts as 0 in the score and lowers knownWeightShare: a platform with fewer
// sourced facts never looks better for it.
#include "ChecklistTypes.h"

namespace gp::checklist {

class ChecklistEvaluator {
public:
    static Evaluation evaluate(const PlanFacts& plan, const std::vector<PlatformFacts>& platforms,
                               const std::vector<CriterionWeight>& criteria);
    // Weights that cannot rank: one outside 0-100 or not finite ("weights.KEY: ..."), or all of them 0, which
    // scored every platform 0 without a word ("weights: ..."). evaluate() refuses them, scoring nothing.
    static std::vector<std::string> weightProblems(const std::vector<CriterionWeight>& criteria);
    // The gap rules alone, for one platform (each rule documented in ChecklistGaps.cpp).
    static std::vector<Gap> gaps(const PlanFacts& plan, const PlatformFacts& platform);
};

// The article's caution, shown whenever the workload processes personal data of people in India.
Message dpdpCaution();

} // namespace gp::checklist
