#pragma once
// The one entry point views, documents and the command line call: Scenario + catalog -> Estimate.
#include "Estimate.h"
#include "Scenario.h"

namespace gp {

class PlanningEngine {
public:
    static EstimateResult estimate(const Scenario& scenario, const CatalogSnapshot& catalog);
};

} // namespace gp
