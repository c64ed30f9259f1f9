// libFuzzer harness: the scenario reader and validator driving the engine. Any bytes give an estimate or
// a clean error against the shipped catalog; an estimate has only finite, non-negative figures
// (EstimateChecks, shared with the Qt Test fuzz tests). NaN, a negative figure, a crash or undefined
// behaviour (UBSan is on) is a bug.
#include "EstimateChecks.h"
#include "FuzzSupport.h"

#include "catalog/CatalogStore.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {
const gp::CatalogSnapshot& shipped()
{
    static const gp::CatalogSnapshot snapshot = [] {
        FuzzSupport::ensureApplication();
        CatalogStore store;
        if (!store.openShipped())
            FuzzSupport::bug("the shipped catalog did not open:", store.startupMessage().toStdString());
        return store.snapshot();
    }();
    return snapshot;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const gp::CatalogSnapshot& catalog = shipped();
    const gp::ScenarioParse parsed = gp::ScenarioJson::fromText(std::string(reinterpret_cast<const char*>(data), size));
    if (!parsed.ok()) {
        if (parsed.errors.empty())
            FuzzSupport::bug("refused without a message");
        return 0;
    }
    const gp::EstimateResult result =
        gp::PlanningEngine::estimate(*parsed.scenario, catalog, {.fitsForEveryGpu = true});
    if (!result.ok()) {
        if (result.errors.empty())
            FuzzSupport::bug("the engine refused without a message");
        return 0;
    }
    if (const std::string bad = EstimateChecks::firstNonFinite(*result.estimate); !bad.empty())
        FuzzSupport::bug("non-finite or negative figure:", bad);
    return 0;
}
