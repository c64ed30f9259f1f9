// The main window with a realistic workspace on the shipped catalog: Llama 3 8B full fine-tune on
// 8x A100 80GB vs 8x H100 vs 4x L40S. Checks every scenario estimates and no chart is left empty; with
// GP_SCREENSHOT_PATH set it also saves the window (docs/screenshots/workspace-comparison.png).
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
#include "workspace/ComparisonPane.h"
#include "workspace/WorkspaceView.h"

#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

namespace {
// A 2 B-token domain fine-tune of Llama 3 8B.
gp::Scenario fineTune(const std::string& gpu, int gpus, std::vector<std::string> offers)
{
    return TestCatalog::fullFineTune("llama-3-8b", gpu, gpus, 2e9, std::move(offers));
}
} // namespace

class TestWorkspaceScreenshot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
    }

    void realisticWorkspace()
    {
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        MainWindow window(&store);
        window.resize(1600, 1000);
        WorkspaceView* view = window.workspaceView();
        Workspace* ws = view->workspace();
        ws->setTitle(QStringLiteral("Llama 3 8B fine-tune"));
        ws->addScenario(fineTune("nvidia-a100-80gb-sxm", 8,
                                 {"lambda-a100-80gb-sxm-8x-on-demand-gpu-8x-a100-80gb-sxm4",
                                  "aws-a100-80gb-sxm-8x-on-demand-us-east-1-p4de-24xlarge"}),
                        QStringLiteral("8x A100 80GB"));
        ws->addScenario(
            fineTune("nvidia-h100-sxm", 8,
                     {"lambda-h100-sxm-on-demand-gpu-1x-h100-sxm5", "aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge"}),
            QStringLiteral("8x H100 SXM"));
        ws->addScenario(fineTune("nvidia-l40s", 4, {"verda-l40s-on-demand", "aws-l40s-on-demand-us-east-1-g6e-xlarge"}),
                        QStringLiteral("4x L40S"));
        ws->setWhatIfDevOpsHours(40);
        ws->setWhatIfDevOpsRate(90);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        for (int i = 0; i < ws->scenarioCount(); ++i) {
            const gp::EstimateResult& r = ws->estimate(i);
            QString errors;
            for (const auto& e : r.errors)
                errors += QString::fromStdString(e.field + ": " + e.message + "\n");
            QVERIFY2(r.ok(), qPrintable(ws->scenario(i).name + QStringLiteral(": ") + errors));
        }
        // No empty chart: each draws at least one value per scenario it can.
        for (int c = 0; c < ChartPanel::ChartCount; ++c)
            QVERIFY2(!view->charts()->chart(ChartPanel::Chart(c))->spec().isEmpty(), qPrintable(QString::number(c)));

        view->selectScenario(1);
        view->comparisonTable()->setCurrentIndex(
            view->comparisonModel()->index(ScenarioComparisonModel::TrainingHoursRow, 1));
        const QByteArray path = qgetenv("GP_SCREENSHOT_PATH");
        if (!path.isEmpty()) {
            const QString base = QString::fromLocal8Bit(path);
            QTRY_VERIFY(!view->comparison()->fitPending()); // the columns are fitted once the figures settle
            QVERIFY(window.grab().save(base));
            for (int c = 0; c < ChartPanel::ChartCount; ++c) {
                view->charts()->tabs()->setCurrentIndex(c);
                PostedEvents::runLayouts(); // the tab's (or the scrolled area's) layout runs on posted events
                QVERIFY(window.grab().save(
                    QString(base).replace(QStringLiteral(".png"), QStringLiteral("-chart%1.png").arg(c))));
            }
            view->charts()->tabs()->setCurrentIndex(0);
            view->setWorkshopMode(true);
            QTRY_VERIFY(!view->comparison()->fitPending()); // the columns refitted to the larger type
            QVERIFY(window.grab().save(QString(base).replace(QStringLiteral(".png"), QStringLiteral("-workshop.png"))));
            view->setWorkshopMode(false);
        }
        ws->undoStack()->setClean(); // close without the unsaved-changes question
    }
};

QTEST_MAIN(TestWorkspaceScreenshot)
#include "tst_workspacescreenshot.moc"
