// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Estimates many scenarios at once: a what-if slider recomputes every scenario of the workspace on each
// move (target: 20 scenarios within one 16 ms frame).
//
// Why one thread: the engine is a pure function and once ran here on all cores, but on the 2-core
// machines we measure on, the threaded batch was slower (bench_whatif 17.0-17.2 ms against 14.6-15.2 ms
// serial per change): every estimate allocates its explanations, and glibc malloc locks an arena when
// the GUI thread frees results another thread allocated, on top of starting the threads each move.
#include "planning/Estimate.h"
#include "planning/PlanningEngine.h"
#include "planning/Scenario.h"

#include <vector>

namespace EstimateBatch {

// results[i] = PlanningEngine::estimate(scenarios[i], catalog, options) for every i with needed[i] (all when
// `needed` is empty); results is resized to scenarios.size(), entries not needed are left as they are.
void run(const std::vector<gp::Scenario>& scenarios, const gp::CatalogSnapshot& catalog,
         const gp::EstimateOptions& options, std::vector<gp::EstimateResult>& results,
         const std::vector<bool>& needed = {});

} // namespace EstimateBatch
