// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistRun.h"

#include "ChecklistCatalogRows.h"
#include "checklist/ChecklistEvaluator.h"

namespace catalog {
namespace {
TableRows checklistRows(const CatalogStore& store)
{
    TableRows rows;
    for (const QString& t : checklistTableNames())
        rows.insert(t, store.rows(t));
    return rows;
}
} // namespace

ChecklistRun runChecklist(const CatalogStore& store, const gp::Scenario& scenario,
                          const std::vector<std::string>& providers, bool personalDataIndia,
                          const std::map<std::string, double>& weights)
{
    ChecklistRun run;
    // Nothing is evaluated on a catalog a table of which cannot be read (it would count as empty).
    QString unreadable;
    const std::optional<gp::CatalogSnapshot> snapshot = store.checkedSnapshot(&unreadable);
    if (!snapshot) {
        run.inputs.errors.push_back("catalog: " + unreadable.toStdString());
        return run;
    }
    const TableRows rows = checklistRows(store);
    run.inputs =
        gp::checklist::buildChecklistInputs(scenario, *snapshot, providers, checklistFacts(rows), personalDataIndia);
    if (!run.inputs.ok())
        return run;
    run.weights = checklistWeights(rows, run.inputs.plan.workload, weights);
    for (const gp::checklist::Question& q : checklistQuestions(rows))
        if (gp::checklist::questionApplies(q, run.inputs.plan))
            run.questions.push_back(q);
    run.evaluation = gp::checklist::ChecklistEvaluator::evaluate(run.inputs.plan, run.inputs.platforms, run.weights);
    return run;
}

std::vector<gp::checklist::CriterionWeight> checklistDefaultWeights(const CatalogStore& store,
                                                                    const gp::Scenario& scenario)
{
    return checklistWeights(checklistRows(store), gp::checklist::workloadOf(scenario), {});
}

} // namespace catalog
