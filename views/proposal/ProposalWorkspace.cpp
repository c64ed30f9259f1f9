// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalWorkspace.h"

#include "common/DisplayText.h"
#include "document/CurrencyCodes.h"
#include "document/Workspace.h"

#include <QCoreApplication>

namespace ProposalWorkspace {

std::unique_ptr<Workspace> make(const WorkspaceData& data, const gp::CatalogSnapshot& catalog,
                                const ProposalOptions& options, QString* error)
{
    auto tr = [](const char* text) { return QCoreApplication::translate("ProposalWorkspace", text); };
    WorkspaceData chosen = data;
    if (!options.scenarioIds.isEmpty()) {
        chosen.scenarios.clear();
        for (const QString& id : options.scenarioIds) {
            const int i = data.indexOf(id);
            if (i < 0) {
                if (error)
                    *error = tr("scenario %1: not in the workspace").arg(id);
                return nullptr;
            }
            chosen.scenarios.append(data.scenarios.at(i));
        }
    }
    // The user's text as every writer shows it: bidi controls and control bytes neutralised (DisplayText),
    // so the PDF's text, its charts' labels and the HTML and Markdown read as the plan was typed.
    chosen.title = DisplayText::neutralise(chosen.title);
    chosen.customer = DisplayText::neutralise(chosen.customer);
    chosen.notes = DisplayText::neutralise(chosen.notes);
    for (WorkspaceScenario& s : chosen.scenarios) {
        s.name = DisplayText::neutralise(s.name);
        s.notes = DisplayText::neutralise(s.notes);
    }
    for (WorkspaceTcoAnalysis& t : chosen.tcoAnalyses)
        t.name = DisplayText::neutralise(t.name);
    for (WorkspaceChecklistEvaluation& e : chosen.checklistEvaluations)
        e.name = DisplayText::neutralise(e.name);
    auto workspace = std::make_unique<Workspace>(std::move(chosen));
    workspace->setCatalog(catalog);
    if (!options.currency.isEmpty() && options.currency != workspace->currency()) {
        if (!CurrencyCodes::isKnown(options.currency)) {
            if (error)
                *error = tr("currency: %1 is not an ISO 4217 code (e.g. USD, EUR, INR)").arg(options.currency);
            return nullptr;
        }
        if (!catalog.currency(options.currency.toStdString())) {
            if (error)
                *error = tr("currency: the catalog has no exchange rate for %1").arg(options.currency);
            return nullptr;
        }
        // Through the document's own edit, so the what-if DevOps rate is converted as in the window.
        workspace->setCurrency(options.currency);
    }
    return workspace;
}

} // namespace ProposalWorkspace
