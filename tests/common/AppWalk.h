// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Opens every window of the app in turn and hands each state to a visitor: the main window (empty; with
// the workshop example, scenario 0 selected, on each tab; the what-if and TCO panes in front), the four
// wizards page by page (VRAM, workload, TCO, checklist) and the dialogs (find configurations, utilisation
// check, proposal export, About, examples, team catalog, contract prices, the offer picker's full table).
// The tests that walk the whole interface (tst_pseudolocale, tst_accessiblenames) share it.
#include "catalog/CatalogStore.h"
#include "catalog/ContractPricesDialog.h"
#include "checklist/ChecklistWizard.h"
#include "document/Workspace.h"
#include "help/AboutDialog.h"
#include "help/ExamplesDialog.h"
#include "help/HelpFiles.h"
#include "mainwindow/MainWindow.h"
#include "proposal/ProposalExportDialog.h"
#include "search/FindConfigurationsDialog.h"
#include "tco/TcoWizard.h"
#include "teamcatalog/TeamCatalogDialog.h"
#include "wizards/UtilisationCheckDialog.h"
#include "wizards/VramWizard.h"
#include "wizards/WorkloadWizard.h"
#include "workspace/OfferPicker.h"
#include "workspace/ScenarioEditor.h"
#include "workspace/WorkspaceView.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QWizard>
#include <QtTest>

#include <functional>

namespace AppWalk {

// (window, what state it is in, e.g. "workload wizard page 2")
using Visit = std::function<void(QWidget*, const QString&)>;

inline void show(QWidget* w)
{
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QCoreApplication::processEvents();
}

// Each page of `wizard` once, by next() until a page repeats (the last page's next() stays put). The pages
// the default answers skip (the serving questions of a training plan) are visited alone afterwards: the
// page itself is then the top, so what counts as shown is what shows when that page is the current one.
inline void wizardPages(QWizard* wizard, const QString& name, const Visit& visit)
{
    show(wizard);
    QSet<int> seen;
    while (!seen.contains(wizard->currentId())) {
        seen.insert(wizard->currentId());
        visit(wizard, name + QStringLiteral(" page ") + QString::number(wizard->currentId()));
        wizard->next();
        QCoreApplication::processEvents();
    }
    for (int id : wizard->pageIds())
        if (!seen.contains(id))
            visit(wizard->page(id),
                  name + QStringLiteral(" page ") + QString::number(id) + QStringLiteral(" (off the default path)"));
    wizard->hide();
}

struct Options {
    // Called once the workshop example is open, before its states are visited (to read its names).
    std::function<void(Workspace*)> exampleOpened;
    // The team catalog, contract prices and offer table dialogs too.
    bool catalogDialogs = true;
    // Each tab of the main window with the example (else the first, and the catalog tab).
    bool everyTab = false;
};

inline void walk(CatalogStore* store, const Visit& visit, const Options& options = {})
{
    MainWindow window(store);
    window.resize(1280, 800);
    show(&window);
    visit(&window, QStringLiteral("main window, empty"));
    QVERIFY(window.openExample(HelpFiles::examplesDir() + QStringLiteral("/workshop-llama3-8b.gpuplan")));
    Workspace* ws = window.workspaceView()->workspace();
    if (options.exampleOpened)
        options.exampleOpened(ws);
    window.workspaceView()->selectScenario(0);
    QCoreApplication::processEvents();
    visit(&window, QStringLiteral("main window, workshop example"));
    window.workspaceView()->whatIfDock()->raise();
    QCoreApplication::processEvents();
    visit(&window, QStringLiteral("main window, what-if in front"));
    window.workspaceView()->showTco(true);
    QCoreApplication::processEvents();
    visit(&window, QStringLiteral("main window, TCO"));
    window.workspaceView()->showTco(false);
    for (int t = 1; t < window.tabs()->count() && (options.everyTab || t == 1); ++t) {
        window.tabs()->setCurrentIndex(t);
        QCoreApplication::processEvents();
        visit(&window, QStringLiteral("main window, tab ") + window.tabs()->tabText(t));
    }
    window.tabs()->setCurrentIndex(0);

    const gp::CatalogSnapshot& catalog = ws->catalog();
    {
        VramWizard w(catalog, QStringLiteral("USD"));
        wizardPages(&w, QStringLiteral("VRAM planner"), visit);
    }
    {
        WorkloadWizard w(catalog, QStringLiteral("USD"));
        wizardPages(&w, QStringLiteral("workload wizard"), visit);
    }
    {
        TcoWizard w(catalog, ws);
        wizardPages(&w, QStringLiteral("TCO wizard"), visit);
    }
    {
        std::vector<ChecklistWizard::Candidate> candidates;
        for (int i = 0; i < ws->scenarioCount(); ++i)
            candidates.push_back({ws->scenario(i).name, ws->effectiveScenario(i), QString()});
        ChecklistWizard w(store, candidates, ws);
        wizardPages(&w, QStringLiteral("checklist wizard"), visit);
    }
    const auto dialog = [&visit](QWidget* d, const QString& name) {
        show(d);
        visit(d, name);
        d->hide();
    };
    {
        FindConfigurationsDialog d(ws, 0);
        dialog(&d, QStringLiteral("Find configurations"));
    }
    {
        UtilisationCheckDialog d(ws->effectiveScenario(0), catalog);
        dialog(&d, QStringLiteral("GPU utilisation check"));
    }
    {
        ProposalExportDialog d(*ws, ProposalOptions{});
        dialog(&d, QStringLiteral("Export proposal"));
    }
    {
        AboutDialog d(catalog);
        dialog(&d, QStringLiteral("About"));
    }
    {
        ExamplesDialog d(HelpFiles::examples());
        dialog(&d, QStringLiteral("Examples"));
    }
    if (!options.catalogDialogs)
        return;
    {
        TeamCatalogDialog d;
        dialog(&d, QStringLiteral("Team catalog"));
    }
    {
        ContractPricesDialog d(store);
        dialog(&d, QStringLiteral("Contract prices"));
    }
    {
        // The offer picker's "All columns..." dialog, built as OfferPicker::openAllColumns builds it (that
        // one runs modal) over the editor's picker.
        QDialog d(&window);
        d.setWindowTitle(QCoreApplication::translate("OfferPicker", "Offers"));
        auto* layout = new QVBoxLayout(&d);
        layout->addWidget(window.workspaceView()->editor()->offerPicker()->makeFullPicker(&d));
        layout->addWidget(new QDialogButtonBox(QDialogButtonBox::Close, &d));
        dialog(&d, QStringLiteral("Offers"));
    }
}

} // namespace AppWalk
