#include "ScenarioValidator.h"
// Minimal first version: filled in by the next commit.
namespace gp {
std::vector<FieldError> ScenarioValidator::validate(const Scenario&, const CatalogSnapshot&) { return {}; }
std::vector<FieldError> ScenarioValidator::warnings(const Scenario&, const CatalogSnapshot&) { return {}; }
std::optional<ModelArchitecture> ScenarioValidator::resolveModel(const Scenario& s, const CatalogSnapshot& c)
{
    if (!s.model.catalogKey.empty()) {
        if (const auto* m = c.model(s.model.catalogKey))
            return *m;
        return std::nullopt;
    }
    return s.model.custom;
}
} // namespace gp
