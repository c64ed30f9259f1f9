// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// libFuzzer harness: the checklist request reader (docs/checklist-format.md) and the evaluation against the shipped
// catalog, as `gpu-planner checklist FILE` runs them. Any bytes give a result or refusals that name their JSON
// path. A refusal without a message, a score outside 0-1 (ChecklistScoring: the weighted mean of criterion scores
// clamped to 0-1) or not finite, a known-weight share outside 0-1, a crash
// or undefined behaviour (UBSan is on) is a bug.
#include "FuzzSupport.h"

#include "catalog/CatalogStore.h"
#include "catalog/ChecklistRun.h"
#include "checklist/ChecklistJson.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace {
const CatalogStore& shipped()
{
    static const std::unique_ptr<CatalogStore> store = [] {
        FuzzSupport::ensureApplication();
        auto s = std::make_unique<CatalogStore>();
        if (!s->openShipped())
            FuzzSupport::bug("the shipped catalog did not open:", s->startupMessage().toStdString());
        return s;
    }();
    return *store;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const CatalogStore& store = shipped();
    const gp::checklist::RequestParse parsed =
        gp::checklist::parseChecklistRequest(std::string(reinterpret_cast<const char*>(data), size));
    if (!parsed.ok()) {
        if (parsed.errors.empty())
            FuzzSupport::bug("refused without a message");
        if (parsed.errors.size() > gp::checklist::kMaxErrors)
            FuzzSupport::bug("more refusals than the cap of kMaxErrors");
        return 0;
    }
    const gp::checklist::ChecklistRequest& req = *parsed.request;
    const catalog::ChecklistRun run =
        catalog::runChecklist(store, req.scenario, req.providers, req.personalDataIndia, req.weights);
    if (!run.ok() || !run.evaluation.ok())
        return 0; // a scenario the engine refuses, or weights that rank nothing: refused with a message
    for (const gp::checklist::PlatformEvaluation& p : run.evaluation.platforms) {
        if (!std::isfinite(p.score) || p.score < 0 || p.score > 1)
            FuzzSupport::bug("a score outside 0-1 for", p.providerKey + ": " + std::to_string(p.score));
        if (!std::isfinite(p.knownWeightShare) || p.knownWeightShare < 0 || p.knownWeightShare > 1)
            FuzzSupport::bug("a known-weight share outside 0-1 for", p.providerKey);
    }
    (void)gp::checklist::checklistResultJson(run.inputs.plan, run.weights, run.questions, run.inputs.platforms,
                                             run.evaluation);
    return 0;
}
