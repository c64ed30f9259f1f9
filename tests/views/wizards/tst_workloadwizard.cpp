// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workload wizard walked as a user walks it, offscreen: every path (pre-train, full fine-tune, LoRA,
// QLoRA, serve) by setting fields and pressing Next; training paths never see the traffic page and the
// serving path never the data page; the recommendation shown is gp::WorkloadAdvisor's for the same
// answers and each configuration handed to the workspace has the engine's own time and cost; bad entries
// give their messages and keep Next disabled; Back keeps entries; "Add to workspace" is one undo step.
#include "TestSupport.h"
#include "WizardTestSupport.h"
#include "document/Workspace.h"
#include "planning/PlanningEngine.h"
#include "text/MessageText.h"
#include "wizards/NumberField.h"
#include "wizards/WorkloadRecommendationPage.h"
#include "wizards/WorkloadWizard.h"
#include "wizards/WorkloadWizardPages.h"
#include "workspace/ScenarioEditor.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

using namespace WizardTestSupport;

class TestWorkloadWizard : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;

    template <class Page> static Page* page(WorkloadWizard& w, int id) { return static_cast<Page*>(w.page(id)); }

    // Walks to the recommendation with Next, recording the pages seen.
    static QList<int> walk(WorkloadWizard& w)
    {
        QList<int> seen{w.currentId()};
        while (w.currentId() != WorkloadPage::Result) {
            if (!w.button(QWizard::NextButton)->isEnabled())
                return seen; // stuck: the caller's assertion names the page
            w.next();
            seen << w.currentId();
        }
        return seen;
    }

    void checkAgainstEngine(const WorkloadWizard& w)
    {
        const gp::WorkloadRecommendation expected = gp::WorkloadAdvisor::recommend(w.answers(), m_catalog);
        const gp::WorkloadRecommendation& shown = w.recommendation();
        QCOMPARE(shown.configurations.size(), expected.configurations.size());
        QCOMPARE(shown.tier, expected.tier);
        const auto* table = w.recommendationPage()->configurationTable();
        QCOMPARE(table->rowCount(), int(expected.configurations.size()));
        for (std::size_t i = 0; i < expected.configurations.size(); ++i) {
            const auto& c = shown.configurations[i];
            QCOMPARE(c.title, expected.configurations[i].title);
            std::string why = c.title;
            for (const auto& warning : shown.warnings)
                why += "; " + warning.english();
            QVERIFY2(c.engineAgrees, why.c_str());
            const gp::EstimateResult e = gp::PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok());
            if (c.scenario.isTraining())
                QCOMPARE(c.hours, e.estimate->training->wallClockHours);
            else
                QCOMPARE(c.hours, e.estimate->inference->requestLatencySeconds);
            QCOMPARE(c.cost, e.estimate->costs.front().costPerRun);
            QCOMPARE(table->item(int(i), 1)->text(), QString::fromStdString(c.title));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        m_catalog = shippedCatalog();
    }

    void fineTune13bOnTwoBillionTokensWithinAWeek()
    {
        // The "done when": a newcomer, no editor, priced scenarios in the workspace.
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        QVERIFY(w.width() <= 1280 && w.height() <= 800);
        page<WorkloadGoalPage>(w, WorkloadPage::Goal)->setGoal(gp::WorkloadGoal::FullFineTune);
        screenshot(&w, QStringLiteral("workload-wizard-1-goal"));
        w.next();
        auto* model = page<WorkloadModelPage>(w, WorkloadPage::Model);
        type(model->sizeField(), QStringLiteral("13"));
        screenshot(&w, QStringLiteral("workload-wizard-2-model"));
        w.next();
        QCOMPARE(w.currentId(), int(WorkloadPage::Data));
        auto* data = page<WorkloadDataPage>(w, WorkloadPage::Data);
        type(data->tokensField(), QStringLiteral("2"));
        screenshot(&w, QStringLiteral("workload-wizard-3-data"));
        w.next();
        QCOMPARE(w.currentId(), int(WorkloadPage::Limits));
        auto* limits = page<WorkloadLimitsPage>(w, WorkloadPage::Limits);
        type(limits->deadlineField(), QStringLiteral("7"));
        screenshot(&w, QStringLiteral("workload-wizard-4-limits"));
        w.next();
        screenshot(&w, QStringLiteral("workload-wizard-5-residency"));
        w.next();
        QCOMPARE(w.currentId(), int(WorkloadPage::Result));
        screenshot(&w, QStringLiteral("workload-wizard-6-recommendation"));
        const gp::WorkloadAnswers a = w.answers();
        QCOMPARE(a.tokens, 2e9);
        QCOMPARE(a.modelBillions, 13.0);
        QCOMPARE(a.deadlineHours, 168.0);
        QCOMPARE(w.recommendation().configurations.size(), std::size_t(3));
        checkAgainstEngine(w);
        for (const auto& c : w.recommendation().configurations)
            QVERIFY(c.hours <= 168.0);
        QVERIFY(w.button(QWizard::FinishButton)->isEnabled());
        QVERIFY(w.recommendationPage()->summaryText().contains(QStringLiteral("Tier:")));
        QVERIFY(!w.recommendationPage()->summaryText().contains(QStringLiteral("Why GPUs"))); // not asked

        // Add to workspace: three scenarios, one undo step, each priced by the engine.
        Workspace ws;
        ws.setCatalog(m_catalog);
        const auto chosen = w.chosenScenarios();
        QCOMPARE(chosen.size(), std::size_t(3));
        WorkloadWizard::addToWorkspace(&ws, chosen, QStringLiteral("the workload wizard"));
        QCOMPARE(ws.scenarioCount(), 3);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(ws.estimate(i).ok());
            QCOMPARE(ws.estimate(i).estimate->costs.front().costPerRun,
                     w.recommendation().configurations[size_t(i)].cost);
        }
        ws.undoStack()->undo();
        QCOMPARE(ws.scenarioCount(), 0);
        ws.undoStack()->redo();
        QCOMPARE(ws.scenarioCount(), 3);

        // Unticking a row leaves it out.
        w.recommendationPage()->configurationTable()->item(1, 0)->setCheckState(Qt::Unchecked);
        QCOMPARE(w.chosenScenarios().size(), std::size_t(2));
    }

    // Asked on the first page, the recommendation says why GPUs and not a CPU, TPU or NPU, quoting the
    // catalog's processor comparison.
    void whyGpusWhenAsked()
    {
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        auto* goal = page<WorkloadGoalPage>(w, WorkloadPage::Goal);
        goal->setGoal(gp::WorkloadGoal::LoRA);
        goal->processorBox()->setChecked(true);
        w.next();
        type(page<WorkloadModelPage>(w, WorkloadPage::Model)->sizeField(), QStringLiteral("8"));
        w.next();
        type(page<WorkloadDataPage>(w, WorkloadPage::Data)->tokensField(), QStringLiteral("0.1"));
        w.next();
        w.next();
        w.next();
        QCOMPARE(w.currentId(), int(WorkloadPage::Result));
        QVERIFY(w.answers().explainProcessorChoice);
        const QString summary = w.recommendationPage()->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("Why GPUs: the processor comparison")), qPrintable(summary));
        QVERIFY(
            summary.contains(QStringLiteral("NPU: best for edge inference on mobile / IoT; not suitable for training "
                                            "workloads, so it is ruled out for training.")));
        screenshot(&w, QStringLiteral("workload-wizard-why-gpus"));
    }

    void everyTrainingPathSkipsTraffic_data()
    {
        QTest::addColumn<int>("goal");
        QTest::newRow("pre-train") << int(gp::WorkloadGoal::PreTrain);
        QTest::newRow("full fine-tune") << int(gp::WorkloadGoal::FullFineTune);
        QTest::newRow("LoRA") << int(gp::WorkloadGoal::LoRA);
        QTest::newRow("QLoRA") << int(gp::WorkloadGoal::QLoRA);
    }
    void everyTrainingPathSkipsTraffic()
    {
        QFETCH(int, goal);
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        page<WorkloadGoalPage>(w, WorkloadPage::Goal)->setGoal(gp::WorkloadGoal(goal));
        w.next();
        page<WorkloadModelPage>(w, WorkloadPage::Model)->chooseCatalogModel("llama-3.1-8b");
        w.next();
        type(page<WorkloadDataPage>(w, WorkloadPage::Data)->tokensField(), QStringLiteral("1"));
        const QList<int> seen = walk(w);
        QCOMPARE(seen,
                 (QList<int>{WorkloadPage::Data, WorkloadPage::Limits, WorkloadPage::Residency, WorkloadPage::Result}));
        QVERIFY(!w.hasVisitedPage(WorkloadPage::Traffic));
        QVERIFY(!w.recommendation().configurations.empty());
        checkAgainstEngine(w);
        QCOMPARE(w.recommendation().workload.task, goal == int(gp::WorkloadGoal::PreTrain) ? gp::Task::PreTrain
                                                   : goal == int(gp::WorkloadGoal::FullFineTune)
                                                       ? gp::Task::FullFineTune
                                                   : goal == int(gp::WorkloadGoal::LoRA) ? gp::Task::LoRA
                                                                                         : gp::Task::QLoRA);
    }

    void servingPathSkipsData()
    {
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        page<WorkloadGoalPage>(w, WorkloadPage::Goal)->setGoal(gp::WorkloadGoal::Serve);
        w.next();
        page<WorkloadModelPage>(w, WorkloadPage::Model)->chooseCatalogModel("llama-3.1-8b");
        w.next();
        QCOMPARE(w.currentId(), int(WorkloadPage::Traffic));
        auto* traffic = page<WorkloadTrafficPage>(w, WorkloadPage::Traffic);
        type(traffic->requestsField(), QStringLiteral("5"));
        screenshot(&w, QStringLiteral("workload-wizard-serving-traffic"));
        const QList<int> seen = walk(w);
        QCOMPARE(seen, (QList<int>{WorkloadPage::Traffic, WorkloadPage::Limits, WorkloadPage::Residency,
                                   WorkloadPage::Result}));
        QVERIFY(!w.hasVisitedPage(WorkloadPage::Data));
        screenshot(&w, QStringLiteral("workload-wizard-serving-recommendation"));
        QCOMPARE(w.answers().requestsPerSecond, 5.0);
        QCOMPARE(w.answers().ttftSeconds, 1.0);  // the default 1,000 ms
        QCOMPARE(w.answers().tpotSeconds, 0.05); // the default 50 ms
        QVERIFY(!w.recommendation().configurations.empty());
        checkAgainstEngine(w);
        for (const auto& c : w.recommendation().configurations) {
            QVERIFY(c.ttftSeconds <= 1.0);
            QVERIFY(c.tpotSeconds <= 0.05);
            QVERIFY(c.requestsPerSecond >= 5.0);
        }
    }

    // Issue 31, "two views disagree": after the wizard the editor showed 24 concurrent sequences while the engine
    // and the why panel used 5. Walked as a user: 20 requests/s of Llama 3.1 70B, 1,000 prompt and 200 output
    // tokens, 500 ms to the first token, 50 ms per token; every configuration added to the workspace shows, in the
    // editor, the batch the engine resolves for it (the one its target is priced at), and the engine warns of no
    // other batch.
    void servingEditorShowsTheEnginesBatch()
    {
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        page<WorkloadGoalPage>(w, WorkloadPage::Goal)->setGoal(gp::WorkloadGoal::Serve);
        w.next();
        page<WorkloadModelPage>(w, WorkloadPage::Model)->chooseCatalogModel("llama-3.1-70b");
        w.next();
        auto* traffic = page<WorkloadTrafficPage>(w, WorkloadPage::Traffic);
        type(traffic->requestsField(), QStringLiteral("20"));
        type(traffic->promptField(), QStringLiteral("1000"));
        type(traffic->outputField(), QStringLiteral("200"));
        type(traffic->ttftField(), QStringLiteral("500"));
        type(traffic->tpotField(), QStringLiteral("50"));
        screenshot(&w, QStringLiteral("workload-wizard-70b-serving-traffic"));
        walk(w);
        QCOMPARE(w.currentId(), int(WorkloadPage::Result));
        screenshot(&w, QStringLiteral("workload-wizard-70b-serving-recommendation"));
        QCOMPARE(w.answers().ttftSeconds, 0.5);
        const auto chosen = w.chosenScenarios();
        QVERIFY(!chosen.empty());
        Workspace ws;
        ws.setCatalog(m_catalog);
        WorkloadWizard::addToWorkspace(&ws, chosen, QStringLiteral("the workload wizard"));
        ScenarioEditor editor;
        editor.setCatalog(m_catalog);
        for (int i = 0; i < ws.scenarioCount(); ++i) {
            const gp::Scenario& s = ws.scenario(i).scenario;
            QCOMPARE(s.inference.batching, gp::Batching::Continuous); // the default the wizard serves with
            const gp::EstimateResult e = gp::PlanningEngine::estimate(s, m_catalog);
            QVERIFY(e.ok());
            const gp::InferenceEstimate& inf = *e.estimate->inference;
            editor.setScenario(s);
            // The field is the editor's spin box for the path (FieldWidgets::integer): the value it shows.
            auto* box = qobject_cast<QSpinBox*>(editor.fieldWidget(QStringLiteral("inference.concurrent_sequences")));
            QVERIFY(box);
            const int shown = box->value();
            QCOMPARE(shown, inf.sequencesPerReplica);
            QCOMPARE(shown, s.inference.concurrentSequences);
            for (const auto& warning : e.estimate->warnings)
                QVERIFY2(warning.english().find("priced at a batch of") == std::string::npos,
                         warning.english().c_str());
            QVERIFY(inf.targetMet && *inf.targetMet);
        }
    }

    void indiaPersonalDataNoteAndFilter()
    {
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        w.next();
        type(page<WorkloadModelPage>(w, WorkloadPage::Model)->sizeField(), QStringLiteral("13"));
        w.next();
        w.next();
        w.next();
        auto* residency = page<WorkloadResidencyPage>(w, WorkloadPage::Residency);
        QCOMPARE(w.currentId(), int(WorkloadPage::Residency));
        residency->personalDataBox()->setChecked(true);
        residency->indiaOnlyBox()->setChecked(true);
        screenshot(&w, QStringLiteral("workload-wizard-5-residency-india"));
        w.next();
        screenshot(&w, QStringLiteral("workload-wizard-india-recommendation"));
        const auto& r = w.recommendation();
        QVERIFY(gp::text::render(r.residencyNote).contains(QStringLiteral("DPDP Rules")));
        QVERIFY(!r.configurations.empty());
        for (const auto& c : r.configurations)
            QVERIFY(c.residency == gp::Residency::India);
        checkAgainstEngine(w);

        // Issue 31: "cheapest of each GPU type" lists one row per GPU that meets the deadline; a GPU row of the table
        // below can be ticked too; what is added keeps the wizard's choices, the residency and the DPDP caution in
        // its name and notes (saved in the .gpuplan).
        auto* page = w.recommendationPage();
        page->optionModeBox()->setCurrentIndex(
            page->optionModeBox()->findData(int(gp::OptionMode::CheapestPerGpuType)));
        QCOMPARE(page->configurationTable()->rowCount(), int(r.gpuTypeConfigurations.size()));
        QVERIFY(r.gpuTypeConfigurations.size() >= 2);
        for (int i = 0; i < page->configurationTable()->rowCount(); ++i)
            page->configurationTable()->item(i, 0)->setCheckState(Qt::Unchecked);
        QVERIFY(w.chosenConfigurations().empty());
        int row = -1;
        for (int i = 0; i < int(r.gpuTypes.size()) && row < 0; ++i)
            if (r.gpuTypes[size_t(i)].configuration >= 0)
                row = i;
        QVERIFY(row >= 0);
        // A GPU without a configuration has no box and says why in its row.
        for (int i = 0; i < int(r.gpuTypes.size()); ++i)
            if (r.gpuTypes[size_t(i)].configuration < 0) {
                QVERIFY(!(page->gpuTable()->item(i, 0)->flags() & Qt::ItemIsUserCheckable));
                QVERIFY(page->gpuTable()->item(i, 3)->text().contains(gp::text::render(r.gpuTypes[size_t(i)].whyNone)));
            }
        page->gpuTable()->item(row, 0)->setCheckState(Qt::Checked);
        const auto chosen = w.chosenConfigurations();
        QCOMPARE(chosen.size(), std::size_t(1));
        QCOMPARE(chosen.front().cost, r.gpuTypes[size_t(row)].cost);
        Workspace ws;
        ws.setCatalog(m_catalog);
        WorkloadWizard::addToWorkspace(&ws, chosen, QStringLiteral("the workload wizard"));
        QCOMPARE(ws.scenarioCount(), 1);
        const WorkspaceScenario& added = ws.scenario(0);
        QVERIFY(added.name.endsWith(QStringLiteral(" - India only")));
        QVERIFY(added.name.contains(QStringLiteral("chosen by the wizard")));
        QVERIFY(added.notes.contains(QStringLiteral("Residency: India only.")));
        QVERIFY(added.notes.contains(QStringLiteral("DPDP Rules")));
        QVERIFY(added.notes.contains(gp::text::render(chosen.front().choices)));
        // ... and as a field of the plan, not only words (Scenario::residency).
        QVERIFY(added.scenario.residency.indiaOnly);
        QVERIFY(added.scenario.residency.personalDataInIndia);
        QCOMPARE(ws.estimate(0).estimate->headline()->costPerRun, chosen.front().cost);
    }

    void badEntriesKeepNextDisabled()
    {
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        w.next();
        auto* model = page<WorkloadModelPage>(w, WorkloadPage::Model);
        type(model->sizeField(), QStringLiteral("abc"));
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(model->sizeField()->message(), QStringLiteral("Model size: \"abc\" is not a number."));
        type(model->sizeField(), QStringLiteral("0"));
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(model->sizeField()->message(), QStringLiteral("Model size must be above 0.01 billion parameters."));
        type(model->sizeField(), QStringLiteral("13"));
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
        QVERIFY(model->sizeField()->message().isEmpty());
        w.next();
        auto* data = page<WorkloadDataPage>(w, WorkloadPage::Data);
        type(data->tokensField(), QString());
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(data->tokensField()->message(), QStringLiteral("Tokens: enter a number."));
        type(data->tokensField(), QStringLiteral("-2"));
        QCOMPARE(data->tokensField()->message(), QStringLiteral("Tokens must be above 0 billion tokens."));
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        type(data->tokensField(), QStringLiteral("2"));
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
        // Back keeps what was entered.
        w.back();
        QCOMPARE(model->sizeField()->edit()->text(), QStringLiteral("13"));
        w.next();
        QCOMPARE(data->tokensField()->edit()->text(), QStringLiteral("2"));
    }

    void keyboardOnly()
    {
        // Return presses the default button (Next); the first field of a page takes typed digits.
        WorkloadWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_Return);
        QCOMPARE(w.currentId(), int(WorkloadPage::Model));
        auto* model = page<WorkloadModelPage>(w, WorkloadPage::Model);
        model->sizeField()->edit()->setFocus();
        model->sizeField()->edit()->selectAll();
        QTest::keyClicks(model->sizeField()->edit(), QStringLiteral("7"));
        QTest::keyClick(model->sizeField()->edit(), Qt::Key_Return);
        QCOMPARE(w.currentId(), int(WorkloadPage::Data));
        // Alt+letter mnemonics reach the radio buttons and fields.
        QTest::keyClick(w.windowHandle(), Qt::Key_D, Qt::AltModifier);
        // A mnemonic clicks a radio button through animateClick (a short timer), so wait for the event.
        QTRY_VERIFY(!page<WorkloadDataPage>(w, WorkloadPage::Data)->byTokens());
    }
};

QTEST_MAIN(TestWorkloadWizard)
#include "tst_workloadwizard.moc"
