#pragma once
// Checks a Scenario against itself and the catalog before the engine runs. Errors stop the estimate;
// warnings are shown with it. Each names the JSON path of the field (docs/scenario-schema.md).
#include "CatalogSnapshot.h"
#include "Estimate.h"
#include "Scenario.h"

#include <optional>
#include <vector>

namespace gp {

struct ValidationOptions {
    bool pricingRequested = false;  // the caller wants cost per result: an empty offer list is an error
};

class ScenarioValidator {
public:
    // Sequence lengths above this are refused outright: no released model serves more than a few
    // million tokens of context, and 10M keeps s^2 terms far from overflow.
    static constexpr double kMaxSequenceLength = 10'000'000;

    static std::vector<FieldError> validate(const Scenario& scenario, const CatalogSnapshot& catalog,
                                            const ValidationOptions& options = {});
    // Plausible but risky settings, e.g. a sequence longer than the model's trained context.
    static std::vector<FieldError> warnings(const Scenario& scenario, const CatalogSnapshot& catalog);

    // The architecture the scenario names: the catalog row or the custom one. Empty when neither.
    static std::optional<ModelArchitecture> resolveModel(const Scenario& scenario, const CatalogSnapshot& catalog);
};

} // namespace gp
