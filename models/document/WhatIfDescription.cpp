// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WhatIfDescription.h"

#include "WhatIfOfferSwap.h"
#include "planning/CommunicationModel.h"
#include "planning/ScenarioJson.h"

#include <cmath>
#include <cstdio>

namespace {

std::string gpuName(const std::string& key, const gp::CatalogSnapshot& catalog)
{
    const gp::GpuSpec* g = catalog.gpu(key);
    return g && !g->name.empty() ? g->name : key;
}

std::string number(double v, const char* format)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, v);
    return buffer;
}

bool movesGpus(const gp::Scenario& own, const gp::Scenario& effective)
{
    return own.hardware.gpuKey != effective.hardware.gpuKey || own.totalGpus() != effective.totalGpus();
}

bool usesCurrency(const gp::Scenario& s, const gp::CatalogSnapshot& catalog, const std::string& code)
{
    if (s.pricing.currency == code)
        return true;
    for (const auto& key : s.pricing.offerKeys)
        if (const auto* o = catalog.offer(key); o && o->currency == code)
            return true;
    return false;
}

} // namespace

std::vector<std::string> whatIfChanges(const WhatIfOverrides& w, const gp::Scenario& own, const gp::Scenario& effective,
                                       const gp::CatalogSnapshot& catalog)
{
    std::vector<std::string> out;
    if (own.hardware.gpuKey != effective.hardware.gpuKey)
        out.push_back("GPU " + gpuName(effective.hardware.gpuKey, catalog) + " (was " +
                      gpuName(own.hardware.gpuKey, catalog) + ")");
    // A step the scenario cannot run on the new GPU keeps its own (WhatIfOverrides::applyTo): said, not silent.
    if (w.gpuStepKey && !w.gpuStepKey->empty() && own.hardware.gpuKey != *w.gpuStepKey &&
        effective.hardware.gpuKey == own.hardware.gpuKey)
        out.push_back("GPU kept: this scenario is not a valid plan on " + gpuName(*w.gpuStepKey, catalog));
    if (own.hardware.gpuKey != effective.hardware.gpuKey)
        for (const auto& swap :
             likeForLikeOffers(own.pricing.offerKeys, own.hardware.gpuKey, effective.hardware.gpuKey, catalog))
            out.push_back("offer " + describe(swap, effective.hardware.gpuKey, catalog));
    // The knob lands on a count the scenario can run (WhatIfOverrides::applyTo: whole model copies on whole
    // nodes, a data-parallel degree that splits the global batch, a network past one node): say so rather
    // than let the count asked for and the count priced differ silently, also when it lands back on the
    // scenario's own count (5 asked with t = 8 on an 8-GPU scenario).
    std::string asked;
    if (w.gpuCount && *w.gpuCount != effective.totalGpus())
        asked = "asked " + std::to_string(*w.gpuCount) +
                (effective.totalGpus() > *w.gpuCount ? ", rounded up to the next count the scenario can run"
                                                     : ", rounded down to the largest count the scenario can run");
    if (own.totalGpus() != effective.totalGpus())
        out.push_back(std::to_string(effective.totalGpus()) + " GPUs (was " + std::to_string(own.totalGpus()) +
                      (asked.empty() ? "" : "; " + asked) + ")");
    else if (!asked.empty())
        out.push_back(std::to_string(effective.totalGpus()) + " GPUs (" + asked + ")");
    if (own.hardware.interNodeLinkKey != effective.hardware.interNodeLinkKey && effective.hardware.nodes > 1) {
        const gp::LinkSpec* link = catalog.link(effective.hardware.interNodeLinkKey);
        // The what-if set it (WhatIfOverrides): say why, in the words of the rule that chose it.
        const auto choice = gp::CommunicationModel::chooseInterNode(catalog.gpu(effective.hardware.gpuKey), catalog);
        const std::string why = choice.key == effective.hardware.interNodeLinkKey
                                    ? " (the scenario names none: " + choice.why + ")"
                                    : std::string();
        out.push_back("network " + (link && !link->name.empty() ? link->name : effective.hardware.interNodeLinkKey) +
                      why);
    }
    if (own.isTraining() && own.training.precision != effective.training.precision)
        out.push_back("precision " + std::string(gp::ScenarioJson::name(effective.training.precision)) + " (was " +
                      std::string(gp::ScenarioJson::name(own.training.precision)) +
                      ": the GPU has no FP8 tensor cores)");
    if (w.mfu && own.hardware.mfuOverride != effective.hardware.mfuOverride)
        out.push_back("MFU " + number(*w.mfu * 100, "%g") + "%");
    if (own.training.tokens != effective.training.tokens)
        out.push_back(number(effective.training.tokens, "%.3g") + " tokens (was " +
                      number(own.training.tokens, "%.3g") + ")");
    if (w.priceFactorPercent != 100 && !effective.pricing.offerKeys.empty())
        out.push_back("prices at " + number(w.priceFactorPercent, "%g") + "% of the catalog");
    if (w.exchangeRateUnitsPerUsd && usesCurrency(effective, catalog, WhatIfOverrides::kExchangeRateCurrency))
        out.push_back(std::string(WhatIfOverrides::kExchangeRateCurrency) + " at " +
                      number(*w.exchangeRateUnitsPerUsd, "%.2f") + " per USD");
    return out;
}

std::string whatIfName(const std::string& ownName, const WhatIfOverrides& w, const gp::Scenario& own,
                       const gp::Scenario& effective, const gp::CatalogSnapshot& catalog)
{
    if (movesGpus(own, effective))
        return std::to_string(effective.totalGpus()) + "x " + gpuName(effective.hardware.gpuKey, catalog) +
               " (what-if, was " + ownName + ")";
    if (!whatIfChanges(w, own, effective, catalog).empty())
        return ownName + " (what-if)";
    return ownName;
}

std::string whatIfSnapshotName(const std::string& ownName, const WhatIfOverrides& w, const gp::Scenario& own,
                               const gp::Scenario& effective, const gp::CatalogSnapshot& catalog)
{
    std::vector<std::string> changes = whatIfChanges(w, own, effective, catalog);
    if (changes.empty())
        return ownName + " (copy)";
    // The GPU and its count are in the leading "<N>x <GPU>" already; the rest follow the colon.
    const bool gpus = movesGpus(own, effective);
    std::string rest;
    for (const auto& c : changes) {
        // ("GPU kept: ..." is not in the head: it says a step was not taken, so it stays.)
        if (gpus && c.rfind("GPU kept", 0) != 0 &&
            (c.rfind("GPU ", 0) == 0 || c.rfind("offer ", 0) == 0 || c.find(" GPUs (was ") != std::string::npos))
            continue;
        rest += (rest.empty() ? "" : ", ") + c;
    }
    const std::string head = gpus ? std::to_string(effective.totalGpus()) + "x " +
                                        gpuName(effective.hardware.gpuKey, catalog) + " (what-if of " + ownName
                                  : ownName + " (what-if";
    return head + (rest.empty() ? std::string() : ": " + rest) + ")";
}
