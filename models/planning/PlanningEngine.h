// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one entry point views, documents and the command line call: Scenario + catalog -> Estimate.
#include "Estimate.h"
#include "Scenario.h"

namespace gp {

struct EstimateOptions {
    // Estimate::fitsByGpu, the scenario held against every catalog GPU: 28 layout searches, about a tenth
    // of an estimate. The command line prints it; the workspace's live comparison does not show it, and
    // skips it so a what-if drag stays within a frame.
    bool fitsForEveryGpu = true;
    // Each priced offer's own "cost_per_run.<offer>" and "cost_per_million_tokens.<offer>" explanations
    // (the command line's JSON lists them). The headline's "cost_per_run" and "cost_per_million_tokens",
    // with the other tiers' cheapest, are always there. The workspace shows only those, and skips the rest:
    // with every hourly offer of a GPU priced, they were two thirds of an estimate (perf, bench_whatif's
    // BM_EngineOnly50, 2026-12-01), mostly the allocation of their strings.
    bool offerExplanations = true;
    // Every figure's explanation ("why this number"). Off, the estimate holds the same figures, warnings
    // and errors (tst_planningengine checks every example and validation case, the estimate fuzzer every
    // input it tries) and no explanation at all: the live comparison recomputes 50 scenarios on each what-if
    // step and explains only the figure the user looks at (Workspace::explainedEstimate). Building the
    // explanation strings was two thirds of a live estimate (perf, bench_whatif, 2026-12-01).
    bool explanations = true;
};

class PlanningEngine {
public:
    static EstimateResult estimate(const Scenario& scenario, const CatalogSnapshot& catalog,
                                   const EstimateOptions& options = {});
};

} // namespace gp
