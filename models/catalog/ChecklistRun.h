// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One checklist evaluation against an open catalog: what the checklist wizard and its test ask for.
// Reads the checklist tables from the store, builds the inputs through the planning engine and scores.
#include "CatalogStore.h"
#include "checklist/ChecklistAnswers.h"
#include "checklist/ChecklistInputs.h"

#include <map>

namespace catalog {

struct ChecklistRun {
    gp::checklist::ChecklistInputs inputs;
    std::vector<gp::checklist::CriterionWeight> weights;
    std::vector<gp::checklist::Question> questions; // only those the plan calls for
    gp::checklist::Evaluation evaluation;
    bool ok() const { return inputs.ok(); }
};

ChecklistRun runChecklist(const CatalogStore& store, const gp::Scenario& scenario,
                          const std::vector<std::string>& providers, bool personalDataIndia,
                          const std::map<std::string, double>& weights);
// The criteria with the workload's default weights, for the weights page.
std::vector<gp::checklist::CriterionWeight> checklistDefaultWeights(const CatalogStore& store,
                                                                    const gp::Scenario& scenario);

} // namespace catalog
