// The workspace's document controller and the panes that observe it: a catalog edit recomputes every
// estimate exactly once (the first workspace used to be subscribed twice), New and Open hand every pane
// and chart the new document without being pushed, and Save / Open keep the plan header's fields.
#include "WorkspaceTestCatalog.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartFactory.h"
#include "charts/ChartPanel.h"
#include "charts/ChartView.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "planning/PlanningEngine.h"
#include "workspace/DocumentController.h"
#include "workspace/WorkspaceView.h"

#include <QPointer>
#include <QUndoStack>

#include <algorithm>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

namespace {
gp::Scenario llamaFineTune(const gp::CatalogSnapshot& catalog)
{
    return TestCatalog::fullFineTune("llama-3-8b", "nvidia-h100-sxm", 8, 2e9,
                                     TestCatalog::hourlyOffers(catalog, "nvidia-h100-sxm"));
}
double engineHours(const gp::Scenario& scenario, const gp::CatalogSnapshot& catalog)
{
    const gp::EstimateResult r = gp::PlanningEngine::estimate(scenario, catalog);
    return r.ok() && r.estimate->training ? r.estimate->training->wallClockHours : -1;
}
} // namespace

class TestDocumentController : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    void openStore(CatalogStore& store, const QString& name)
    {
        store.setShippedCatalogSource(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"));
        QVERIFY2(store.open(m_dir.filePath(name)), qPrintable(store.startupMessage()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        QVERIFY(m_dir.isValid());
        qRegisterMetaType<Workspace*>();
    }

    // Issue 10: the first workspace recomputed twice per catalog edit.
    void catalogEditRecomputesOnce()
    {
        CatalogStore store;
        openStore(store, QStringLiteral("once.sqlite"));
        WorkspaceView view(&store);
        Workspace* ws = view.workspace();
        ws->addScenario(llamaFineTune(ws->catalog()), QStringLiteral("8x H100"));
        QSignalSpy recomputes(ws, &Workspace::estimatesChanged);
        QString error;
        QVERIFY2(store.setValue(QStringLiteral("gpus"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("tdp_w"), 650.0, &error),
                 qPrintable(error));
        QCOMPARE(recomputes.count(), 1);
        // The one recompute used the edited catalog.
        const auto it = std::find_if(ws->catalog().gpus.begin(), ws->catalog().gpus.end(),
                                     [](const gp::GpuSpec& g) { return g.key == "nvidia-h100-sxm"; });
        QVERIFY(it != ws->catalog().gpus.end());
        QCOMPARE(it->tdpW, 650.0);

        // A new document is subscribed once too, and the old one no longer at all.
        QPointer<Workspace> old = ws;
        view.document()->newWorkspace();
        QVERIFY(old.isNull());
        QSignalSpy again(view.workspace(), &Workspace::estimatesChanged);
        QVERIFY(store.setValue(QStringLiteral("gpus"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("tdp_w"), 700.0, &error));
        QCOMPARE(again.count(), 1);
    }

    // The charts follow a replaced document on their own: nothing pushes figures into them.
    void chartsObserveTheDocument()
    {
        WorkspaceView view(nullptr);
        view.setCatalog(WorkspaceTestCatalog::snapshot());
        auto next = std::make_unique<Workspace>();
        next->setCatalog(WorkspaceTestCatalog::snapshot());
        const gp::Scenario s = llamaFineTune(next->catalog());
        next->addScenario(s, QStringLiteral("8x H100"));
        view.setWorkspace(std::move(next));
        const double hours = engineHours(s, WorkspaceTestCatalog::snapshot());
        QVERIFY(hours > 0);
        const auto plotted = [&] {
            return view.charts()->chart(ChartPanel::TimeToResult)->plottedPoints(ChartFactory::timeSeries());
        };
        QCOMPARE(plotted().size(), 1);
        QCOMPARE(plotted().first().y(), hours);
        // An edit in the document redraws them: twice the tokens, twice the steps.
        gp::Scenario twice = s;
        twice.training.tokens = 4e9;
        view.workspace()->setScenarioInputs(0, twice);
        QCOMPARE(plotted().first().y(), engineHours(twice, WorkspaceTestCatalog::snapshot()));
        view.workspace()->undoStack()->setClean();
    }

    void saveAndOpenKeepTheDocument()
    {
        WorkspaceView view(nullptr);
        view.setCatalog(WorkspaceTestCatalog::snapshot());
        DocumentController* doc = view.document();
        QSignalSpy titles(doc, &DocumentController::documentTitleChanged);
        view.workspace()->setTitle(QStringLiteral("Llama fine-tune"));
        view.workspace()->setCustomer(QStringLiteral("ACME <b>Labs</b>"));
        view.workspace()->addScenario(llamaFineTune(view.workspace()->catalog()), QStringLiteral("8x H100"));
        QVERIFY(titles.count() >= 1);
        QVERIFY(view.workspace()->isModified());
        QCOMPARE(doc->documentTitle(), QStringLiteral("Untitled[*]"));

        const QString path = m_dir.filePath(QStringLiteral("plan.gpuplan"));
        view.workspace()->setFilePath(path);
        QVERIFY(doc->save());
        QVERIFY(!view.workspace()->isModified());
        QCOMPARE(doc->documentTitle(), QStringLiteral("plan.gpuplan[*]"));

        QSignalSpy replaced(doc, &DocumentController::workspaceChanged);
        doc->newWorkspace();
        QCOMPARE(view.workspace()->scenarioCount(), 0);
        QCOMPARE(view.currentScenario(), -1);
        QVERIFY(doc->openFile(path));
        QCOMPARE(replaced.count(), 2);
        QCOMPARE(view.workspace()->title(), QStringLiteral("Llama fine-tune"));
        QCOMPARE(view.workspace()->customer(), QStringLiteral("ACME <b>Labs</b>"));
        QCOMPARE(view.workspace()->scenarioCount(), 1);
        QCOMPARE(view.currentScenario(), 0);   // the list pane selected the first scenario
        QVERIFY(!doc->openFile(m_dir.filePath(QStringLiteral("missing.gpuplan"))));
        QCOMPARE(view.workspace()->scenarioCount(), 1);   // a failed open loses nothing
    }
};

QTEST_MAIN(TestDocumentController)
#include "tst_documentcontroller.moc"
