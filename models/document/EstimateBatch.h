#pragma once
// Estimates many scenarios at once, spread over the machine's cores: a what-if slider recomputes every
// scenario of the workspace on each move (target: 20 scenarios within one 16 ms frame), and the engine
// is a pure function of its inputs (no shared state), so scenarios can run side by side.
#include "planning/Estimate.h"
#include "planning/Scenario.h"

#include <vector>

namespace EstimateBatch {

// results[i] = PlanningEngine::estimate(scenarios[i], catalog) for every i with needed[i] (all when
// `needed` is empty); results is resized to scenarios.size(), entries not needed are left as they are.
void run(const std::vector<gp::Scenario>& scenarios, const gp::CatalogSnapshot& catalog,
         std::vector<gp::EstimateResult>& results, const std::vector<bool>& needed = {});

} // namespace EstimateBatch
