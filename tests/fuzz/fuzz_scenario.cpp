// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// libFuzzer harness: the scenario reader and validator driving the engine. Any bytes give an estimate or
// a clean error against the shipped catalog; an estimate has only finite, non-negative figures
// (EstimateChecks, shared with the Qt Test fuzz tests). NaN, a negative figure, a crash or undefined
// behaviour (UBSan is on) is a bug. So is an estimate without explanations (the live comparison's) that
// differs from the full one in anything but its explanations.
#include "EstimateChecks.h"
#include "FuzzSupport.h"

#include "catalog/CatalogStore.h"
#include "planning/EstimateJson.h"
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
    const gp::EstimateResult lean =
        gp::PlanningEngine::estimate(*parsed.scenario, catalog, {.fitsForEveryGpu = true, .explanations = false});
    if (lean.ok() != result.ok() || lean.errors.size() != result.errors.size())
        FuzzSupport::bug("the estimate without explanations is refused differently");
    if (result.ok()) {
        nlohmann::json full = gp::EstimateJson::toJson(*result.estimate);
        nlohmann::json without = gp::EstimateJson::toJson(*lean.estimate);
        full.erase("explanations");
        without.erase("explanations");
        if (full != without || !lean.estimate->explanations.empty())
            FuzzSupport::bug("the estimate without explanations differs from the full one");
    }
    if (!result.ok()) {
        if (result.errors.empty())
            FuzzSupport::bug("the engine refused without a message");
        return 0;
    }
    if (const std::string bad = EstimateChecks::firstNonFinite(*result.estimate); !bad.empty())
        FuzzSupport::bug("non-finite or negative figure:", bad);
    return 0;
}
