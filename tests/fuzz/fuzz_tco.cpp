// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// libFuzzer harness: the TCO file reader (docs/tco-format.md) on top of the shipped catalog's defaults, the
// month-by-month model and, for small inputs, the whole analysis. Any bytes give a result or a refusal that names
// a field. A refusal without a message, a figure that is NaN or infinite, inputs the writer cannot read back, a
// crash or undefined behaviour (UBSan is on) is a bug. TcoModel::validate promises "never NaN or infinity".
#include "FuzzSupport.h"

#include "catalog/CatalogStore.h"
#include "tco/TcoJson.h"

#include <cmath>
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

void checkFinite(const gp::tco::Result& r, const char* where)
{
    for (const gp::tco::OptionCost& o : r.options) {
        for (double v : {o.fullCost, o.npv, o.upfront, o.residualValue, o.commitmentAfterHorizon})
            if (!std::isfinite(v))
                FuzzSupport::bug(where, "non-finite cost of option " + o.name);
        for (double v : o.cumulative)
            if (!std::isfinite(v))
                FuzzSupport::bug(where, "non-finite cumulative cost of option " + o.name);
    }
}

// The analysis runs a tornado and a break-even scan per pair: bounded here so the fuzzer keeps its pace (a slow
// input is found by the 30 s timeout all the same, and the Qt tests cover the full sizes).
constexpr std::size_t kMaxOptionsAnalysed = 6;
constexpr int kMaxHorizonAnalysed = 120;
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const gp::CatalogSnapshot& catalog = shipped();
    const gp::tco::InputsParse parsed =
        gp::tco::TcoJson::fromText(std::string(reinterpret_cast<const char*>(data), size), catalog);
    if (!parsed.ok()) {
        if (parsed.errors.empty())
            FuzzSupport::bug("refused without a message");
        for (const gp::tco::FieldProblem& e : parsed.errors)
            if (e.message.empty())
                FuzzSupport::bug("a refusal with an empty message, field", e.field);
        return 0;
    }
    const gp::tco::Inputs& in = *parsed.inputs;
    // What the app writes for these inputs reads back, to the same result.
    const gp::tco::InputsParse again = gp::tco::TcoJson::fromJson(gp::tco::TcoJson::toJson(in), catalog);
    if (!again.ok())
        FuzzSupport::bug("inputs the writer wrote do not read back:",
                         again.errors.empty() ? std::string()
                                              : again.errors.front().field + ": " + again.errors.front().message);
    const gp::tco::Result r = gp::tco::TcoModel::evaluate(in);
    if (!r.ok()) {
        if (r.errors.empty())
            FuzzSupport::bug("the model refused without a message");
        return 0;
    }
    checkFinite(r, "evaluate:");
    if (in.options.size() <= kMaxOptionsAnalysed && in.horizonMonths <= kMaxHorizonAnalysed) {
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(in);
        if (a.ok()) {
            checkFinite(a.base, "analyse:");
            if (a.conclusion.empty())
                FuzzSupport::bug("an analysis without a conclusion");
            (void)gp::tco::TcoJson::analysisToJson(a, in);
        }
    }
    return 0;
}
