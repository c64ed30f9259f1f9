// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The scenario list's "Add" menu: a template the catalog cannot fill is offered disabled, and the
// menu follows the catalog the workspace is given (Workspace::catalogChanged), not every estimate: a
// what-if drag recomputes the estimates at each step and must not rebuild the templates each time.
#include "TestSupport.h"
#include "WorkspaceTestCatalog.h"
#include "document/Workspace.h"
#include "planning/ScenarioTemplates.h"
#include "workspace/ScenarioListPane.h"

#include <QAction>
#include <QSignalSpy>
#include <QtTest>

class TestScenarioListPane : public QObject {
    Q_OBJECT

    static void checkActionsFollow(const ScenarioListPane& pane, const Workspace& ws)
    {
        const auto& templates = gp::scenarioTemplates();
        QVERIFY(pane.addActions().size() > int(templates.size()));
        for (int i = 0; i < int(templates.size()); ++i)
            QCOMPARE(pane.addActions()[i]->isEnabled(),
                     gp::makeScenario(templates[std::size_t(i)].kind, ws.catalog(), ws.currency().toStdString())
                         .has_value());
    }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void templatesFollowTheCatalog()
    {
        Workspace ws;
        ScenarioListPane pane;
        pane.setWorkspace(&ws);
        // No catalog yet: no model and no GPU, so no template can be filled.
        for (int i = 0; i < int(gp::scenarioTemplates().size()); ++i)
            QVERIFY(!pane.addActions()[i]->isEnabled());

        QSignalSpy catalogs(&ws, &Workspace::catalogChanged);
        ws.setCatalog(WorkspaceTestCatalog::snapshot());
        QCOMPARE(catalogs.count(), 1);
        // The test catalog has Llama 3 8B and an H100 with an hourly offer: the fine-tune template fills.
        QVERIFY(pane.addActions()[0]->isEnabled());
        checkActionsFollow(pane, ws);

        // And back: a catalog without models disables them again.
        gp::CatalogSnapshot noModels = WorkspaceTestCatalog::snapshot();
        noModels.models.clear();
        ws.setCatalog(noModels);
        QCOMPARE(catalogs.count(), 2);
        QVERIFY(!pane.addActions()[0]->isEnabled());
        checkActionsFollow(pane, ws);
    }

    void aWhatIfIsNotACatalogChange()
    {
        Workspace ws;
        ws.setCatalog(WorkspaceTestCatalog::snapshot());
        ws.addScenario(WorkspaceTestCatalog::fineTune("nvidia-h100-sxm", "test-h100-od"), QStringLiteral("8x H100"));
        QSignalSpy catalogs(&ws, &Workspace::catalogChanged);
        QSignalSpy estimates(&ws, &Workspace::estimatesChanged);
        ws.setWhatIfMfu(0.45);
        QCOMPARE(estimates.count(), 1);
        QCOMPARE(catalogs.count(), 0);
    }
};

QTEST_MAIN(TestScenarioListPane)
#include "tst_scenariolistpane.moc"
