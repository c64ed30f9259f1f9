// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "EstimateBatch.h"

#include "planning/PlanningEngine.h"

namespace EstimateBatch {

void run(const std::vector<gp::Scenario>& scenarios, const gp::CatalogSnapshot& catalog,
         const gp::EstimateOptions& options, std::vector<gp::EstimateResult>& results, const std::vector<bool>& needed)
{
    results.resize(scenarios.size());
    for (std::size_t i = 0; i < scenarios.size(); ++i)
        if (needed.empty() || (i < needed.size() && needed[i]))
            results[i] = gp::PlanningEngine::estimate(scenarios[i], catalog, options);
}

} // namespace EstimateBatch
