// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Turns a scenario, the catalog snapshot and the catalog's sourced platform facts into the checklist's
// inputs: what the plan needs (PlanningEngine: communication per step over PCIe and over NVLink, cost per
// result per provider) and what each candidate provider is known to offer.
#include "ChecklistTypes.h"
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

namespace gp::checklist {

struct ChecklistInputs {
    PlanFacts plan;
    std::vector<PlatformFacts> platforms;
    std::vector<std::string> errors; // "field: message"; nothing is evaluated when not empty
    bool ok() const { return errors.empty(); }
};

ChecklistInputs buildChecklistInputs(const Scenario& scenario, const CatalogSnapshot& catalog,
                                     const std::vector<std::string>& providerKeys, const std::vector<FactRow>& facts,
                                     bool personalDataIndia);

WorkloadKind workloadOf(const Scenario& scenario);

} // namespace gp::checklist
