// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workspace's document controller and the panes that observe it: a catalog edit recomputes every
// estimate exactly once (the first workspace used to be subscribed twice), New and Open hand every pane
// and chart the new document without being pushed, and Save / Open keep the plan header's fields.
#include "TestSupport.h"
#include "WorkspaceTestCatalog.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartFactory.h"
#include "charts/ChartPanel.h"
#include "charts/ChartSpec.h"
#include "charts/ChartView.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/PlanningEngine.h"
#include "planning/VramAdvisor.h"
#include "workspace/DocumentController.h"
#include "workspace/PlanHeader.h"
#include "workspace/WorkspaceView.h"

#include <QComboBox>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

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
        QVERIFY2(store.setValue(QStringLiteral("gpus"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("tdp_w"),
                                650.0, &error),
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
        QVERIFY(store.setValue(QStringLiteral("gpus"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("tdp_w"),
                               700.0, &error));
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

    // Issue 10: a serving-only workspace had an empty cost-versus-time chart with training axis titles.
    void servingOnlyCostVersusTime()
    {
        WorkspaceView view(nullptr);
        view.setCatalog(WorkspaceTestCatalog::snapshot());
        gp::Scenario serve;
        serve.model.catalogKey = "llama-3-8b";
        serve.task = gp::Task::Inference;
        serve.hardware.gpuKey = "nvidia-h100-sxm";
        serve.hardware.gpusPerNode = 1;
        serve.pricing.offerKeys = {"test-h100-od"};
        view.workspace()->addScenario(serve, QStringLiteral("Serve 8B"));
        const gp::EstimateResult r = gp::PlanningEngine::estimate(serve, WorkspaceTestCatalog::snapshot());
        QVERIFY(r.ok() && r.estimate->inference);
        ChartView* chart = view.charts()->chart(ChartPanel::CostVersusTime);
        QVERIFY(!chart->spec().isEmpty());
        QCOMPARE(chart->spec().xTitle, QStringLiteral("Request latency (seconds)"));
        QCOMPARE(chart->spec().yTitle, QStringLiteral("Cost per million output tokens (USD)"));
        const QVector<QPointF> points = chart->plottedPoints(QStringLiteral("Serve 8B"));
        QCOMPARE(points.size(), 1);
        QCOMPARE(points.first().x(), r.estimate->inference->requestLatencySeconds);
        QCOMPARE(points.first().y(), r.estimate->headline()->costPerMillionTokens);
        view.workspace()->undoStack()->setClean();
    }

    // A plan that does not fit says what would, with the engine's figure for each change.
    void aPlanThatDoesNotFitSaysWhatWould()
    {
        WorkspaceView view(nullptr);
        view.resize(1280, 800);
        view.setCatalog(WorkspaceTestCatalog::snapshot());
        // Llama 3 8B fully fine-tuned on one A100 80GB without sharding: ~16 bytes per parameter.
        gp::Scenario s = TestCatalog::fullFineTune("llama-3-8b", "nvidia-a100-sxm-80gb", 1, 1e9, {"test-a100-od"});
        s.parallel.zero = gp::ZeroStage::Zero0;
        s.training.recompute = gp::Recompute::None;
        view.workspace()->addScenario(s, QStringLiteral("1x A100"));
        QVERIFY(view.workspace()->estimate(0).ok());
        QVERIFY(!view.workspace()->estimate(0).estimate->fits);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.comparisonTable()->setCurrentIndex(view.comparisonModel()->index(ScenarioComparisonModel::FitsRow, 0));
        const std::vector<gp::FitOption> ways =
            gp::VramAdvisor::waysToFit(view.workspace()->effectiveScenario(0), view.workspace()->effectiveCatalog());
        QVERIFY(!ways.empty());
        const QString why = view.whyPanel()->toPlainText();
        QVERIFY2(why.contains(QStringLiteral("What would make it fit")), qPrintable(why));
        for (const gp::FitOption& w : ways) {
            QVERIFY2(why.contains(QString::fromStdString(w.label)), w.label.c_str());
            QVERIFY2(why.contains(QLocale().toString(w.memoryGb, 'f', 1) + QStringLiteral(" GB")), w.label.c_str());
        }
        QVERIFY(why.contains(QStringLiteral("LoRA adapters instead of full fine-tuning")));
        QVERIFY(why.contains(QStringLiteral("Tensor parallel over"))); // more GPUs, the weights split
        // A plan that fits gets no such section.
        view.workspace()->addScenario(WorkspaceTestCatalog::fineTune("nvidia-h100-sxm", "test-h100-od"),
                                      QStringLiteral("8x H100"));
        QVERIFY(view.workspace()->estimate(1).estimate->fits);
        view.comparisonTable()->setCurrentIndex(view.comparisonModel()->index(ScenarioComparisonModel::FitsRow, 1));
        QVERIFY(!view.whyPanel()->toPlainText().contains(QStringLiteral("What would make it fit")));
        view.workspace()->undoStack()->setClean();
    }

    // The plan header shows and edits the title, customer, notes and currency, one undo step each.
    void planHeaderEditsTheDocument()
    {
        WorkspaceView view(nullptr);
        view.setCatalog(WorkspaceTestCatalog::snapshot()); // USD and INR rates
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        PlanHeader* header = view.planHeader();
        Workspace* ws = view.workspace();
        const auto typeInto = [](QLineEdit* edit, const QString& text) {
            edit->setFocus();
            edit->selectAll();
            QTest::keyClicks(edit, text);
            QTest::keyClick(edit, Qt::Key_Return); // editingFinished
        };
        typeInto(header->titleEdit(), QStringLiteral("Llama 3 fine-tune"));
        QCOMPARE(ws->title(), QStringLiteral("Llama 3 fine-tune"));
        typeInto(header->customerEdit(), QStringLiteral("<b>ACME</b>"));
        QCOMPARE(ws->customer(), QStringLiteral("<b>ACME</b>")); // plain text, kept as typed
        typeInto(header->notesEdit(), QStringLiteral("Board asks: can we train by March?"));
        QCOMPARE(ws->notes(), QStringLiteral("Board asks: can we train by March?"));
        QCOMPARE(ws->undoStack()->count(), 3);
        QComboBox* currency = header->currencyBox();
        QCOMPARE(currency->currentText(), QStringLiteral("USD"));
        const int inr = currency->findData(QStringLiteral("INR"));
        QVERIFY(inr >= 0);
        currency->setCurrentIndex(inr);
        Q_EMIT currency->activated(inr);
        QCOMPARE(ws->currency(), QStringLiteral("INR"));
        ws->undoStack()->undo();
        QCOMPARE(ws->currency(), QStringLiteral("USD"));
        QCOMPARE(currency->currentText(), QStringLiteral("USD")); // the header follows undo
        ws->undoStack()->undo();                                  // the notes
        QCOMPARE(header->notesEdit()->text(), QString());
        QCOMPARE(header->customerEdit()->text(), QStringLiteral("<b>ACME</b>"));
        ws->undoStack()->undo(); // the customer
        QCOMPARE(header->customerEdit()->text(), QString());
        ws->undoStack()->undo(); // the title
        QCOMPARE(header->titleEdit()->text(), QString());
        QCOMPARE(ws->title(), QString());
        // Leaving a field without typing changes nothing.
        header->titleEdit()->setFocus();
        header->customerEdit()->setFocus();
        QCOMPARE(ws->undoStack()->index(), 0);
        ws->undoStack()->setClean();

        // Notes with line breaks (a file written elsewhere) show each break as a return mark, and an edit
        // keeps them: the one-line field never flattens the user's notes.
        ws->setNotes(QStringLiteral("Line one\nLine two"));
        QCOMPARE(header->notesEdit()->text(), QStringLiteral("Line one \u23CE Line two"));
        QLineEdit* notes = header->notesEdit();
        notes->setFocus();
        notes->end(false);
        QTest::keyClicks(notes, QStringLiteral(", by March"));
        QTest::keyClick(notes, Qt::Key_Return);
        QCOMPARE(ws->notes(), QStringLiteral("Line one\nLine two, by March"));
    }

    // An empty workspace offers complete plans and the wizard, never an all-errors scenario.
    void emptyWorkspaceOffersTemplates()
    {
        WorkspaceView view(nullptr);
        view.setCatalog(WorkspaceTestCatalog::snapshot());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.emptyPage()->isVisible());
        QVERIFY(!view.comparisonTable()->isVisible());
        const auto button = [&](const QString& text) -> QPushButton* {
            for (QPushButton* b : view.emptyPage()->findChildren<QPushButton*>())
                if (b->text() == text)
                    return b;
            return nullptr;
        };
        QSignalSpy question(&view, &WorkspaceView::planFromQuestionRequested);
        QPushButton* ask = button(QStringLiteral("Plan from a question..."));
        QVERIFY(ask);
        ask->click();
        QCOMPARE(question.count(), 1);
        QPushButton* fineTune = button(QStringLiteral("Fine-tune an 8B model"));
        QVERIFY(fineTune && fineTune->isEnabled());
        fineTune->click();
        QCOMPARE(view.workspace()->scenarioCount(), 1);
        const gp::EstimateResult& r = view.workspace()->estimate(0);
        QVERIFY(r.ok());
        QVERIFY(r.estimate->fits);
        QVERIFY(r.estimate->headline());
        QCOMPARE(view.workspace()->scenario(0).name, QStringLiteral("Llama 3 8B fine-tune"));
        QVERIFY(view.comparisonTable()->isVisible()); // the comparison replaces the empty page
        QCOMPARE(view.currentScenario(), 0);
        view.workspace()->undoStack()->undo();
        QVERIFY(view.emptyPage()->isVisible());
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
        QCOMPARE(view.currentScenario(), 0); // the list pane selected the first scenario
        QVERIFY(!doc->openFile(m_dir.filePath(QStringLiteral("missing.gpuplan"))));
        QCOMPARE(view.workspace()->scenarioCount(), 1); // a failed open loses nothing
    }
};

QTEST_MAIN(TestDocumentController)
#include "tst_documentcontroller.moc"
