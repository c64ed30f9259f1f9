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
};

class PlanningEngine {
public:
    static EstimateResult estimate(const Scenario& scenario, const CatalogSnapshot& catalog,
                                   const EstimateOptions& options = {});
};

} // namespace gp
