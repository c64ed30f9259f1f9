#include "PlanningEngine.h"

// Placeholder: replaced by the engine work (issue 3).
namespace gp {
EstimateResult PlanningEngine::estimate(const Scenario&, const CatalogSnapshot&)
{
    return {std::nullopt, {{"", "the planning engine is not built yet"}}};
}
} // namespace gp
