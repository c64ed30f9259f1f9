// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The GPU-generation what-if on the shipped catalog, as the issue found it: the "8x A100 80GB" column
// stepped onto L40S GPUs must be named after them, priced like for like (AWS p4de on-demand in us-east-1
// -> AWS g6e.48xlarge on-demand in us-east-1, never the cheapest marketplace L40S), its changed figures
// marked, and a snapshot of it named after the L40S it holds. With GP_SCREENSHOT_PATH set it also saves
// the window in that state (docs/screenshots/).
#include "PostedEvents.h"
#include "TestCatalog.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "charts/ChartView.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "mainwindow/MainWindow.h"
#include "planning/OfferTerms.h"
#include "workspace/ComparisonPane.h"
#include "workspace/OfferPicker.h"
#include "workspace/ScenarioEditor.h"
#include "workspace/WorkspaceView.h"

#include <QScrollArea>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using M = ScenarioComparisonModel;

class TestWhatIfHonesty : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
    }

    void gpuStepRenamesAndPricesLikeForLike()
    {
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        MainWindow window(&store);
        window.resize(1280, 800);
        WorkspaceView* view = window.workspaceView();
        Workspace* ws = view->workspace();
        const char* awsA100 = "aws-a100-80gb-sxm-8x-on-demand-us-east-1-p4de-24xlarge";
        ws->addScenario(TestCatalog::fullFineTune("llama-3-8b", "nvidia-a100-80gb-sxm", 8, 2e9, {awsA100}),
                        QStringLiteral("8x A100 80GB"));
        ws->addScenario(TestCatalog::fullFineTune("llama-3-8b", "nvidia-l40s", 8, 2e9,
                                                  {"aws-l40s-8x-on-demand-us-east-1-g6e-48xlarge"}),
                        QStringLiteral("8x L40S"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        ws->setWhatIfGpuStep(std::string("nvidia-l40s"));
        const gp::Scenario stepped = ws->effectiveScenario(0);
        QCOMPARE(stepped.hardware.gpuKey, std::string("nvidia-l40s"));
        QCOMPARE(stepped.pricing.offerKeys, std::vector<std::string>{"aws-l40s-8x-on-demand-us-east-1-g6e-48xlarge"});
        QCOMPARE(view->comparisonModel()->headerData(0, Qt::Horizontal).toString(),
                 QStringLiteral("8x L40S 48GB\n(what-if, was 8x A100 80GB)"));
        QVERIFY(view->comparisonModel()
                    ->headerData(0, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("same provider and tier")));
        // Priced on-demand like the original, not at an interruptible tier.
        const gp::EstimateResult& r = ws->estimate(0);
        QVERIFY(r.ok());
        QCOMPARE(view->comparisonModel()
                     ->data(view->comparisonModel()->index(M::PriceTierRow, 0))
                     .toString()
                     .startsWith(QStringLiteral("on-demand")),
                 true);
        // The same offer as the real L40S column: the same cost, never a cheaper one.
        QCOMPARE(view->comparisonModel()->value(M::CostPerRunRow, 0),
                 view->comparisonModel()->value(M::CostPerRunRow, 1));
        QVERIFY(view->comparisonModel()
                    ->data(view->comparisonModel()->index(M::CostPerRunRow, 0), M::IsWhatIfRole)
                    .toBool());
        // The real L40S column is untouched and unmarked.
        QCOMPARE(view->comparisonModel()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("8x L40S"));
        // The charts carry the new name and the mark.
        const ChartSpec spec = view->charts()->chart(ChartPanel::CostPerResult)->spec();
        QVERIFY2(spec.categories.value(0).startsWith(QStringLiteral("8x L40S 48GB (what-if, was 8x A100 80GB)")),
                 qPrintable(spec.categories.value(0)));
        QVERIFY2(spec.title.contains(M::whatIfMark().trimmed()), qPrintable(spec.title));

        view->selectScenario(0);
        const QByteArray path = qgetenv("GP_SCREENSHOT_PATH");
        if (!path.isEmpty()) {
            QTRY_VERIFY(!view->comparison()->fitPending()); // the columns are fitted once the figures settle
            QVERIFY(window.grab().save(QString::fromLocal8Bit(path)));
            // The offer picker of the selected scenario, scrolled into view.
            for (QScrollArea* area : view->editor()->findChildren<QScrollArea*>())
                area->ensureWidgetVisible(view->editor()->offerPicker());
            PostedEvents::runLayouts(); // the tab's (or the scrolled area's) layout runs on posted events
            QVERIFY(window.grab().save(
                QString::fromLocal8Bit(path).replace(QStringLiteral(".png"), QStringLiteral("-offers.png"))));
        }
        view->snapshotWhatIf();
        QCOMPARE(ws->scenario(2).name, QStringLiteral("8x L40S 48GB (what-if of 8x A100 80GB)"));
        QCOMPARE(ws->scenario(2).scenario.hardware.gpuKey, std::string("nvidia-l40s"));
        ws->undoStack()->setClean(); // close without the unsaved-changes question
    }
};

QTEST_MAIN(TestWhatIfHonesty)
#include "tst_whatifhonesty.moc"
