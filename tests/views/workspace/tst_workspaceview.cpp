// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workspace window end to end, offscreen: a what-if slider changes the comparison table and the
// charts to exactly the engine's numbers, undo restores them, bad input is shown next to its field,
// charts save to PNG and SVG, and workshop mode enlarges the type.
#include "TestSupport.h"
#include "WorkspaceTestCatalog.h"
#include "charts/ChartFactory.h"
#include "charts/ChartPanel.h"
#include "charts/ChartView.h"
#include "common/AppSettings.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/PlanningEngine.h"
#include "workspace/ComparisonPane.h"
#include "workspace/ScenarioEditor.h"
#include "workspace/SliderSpin.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>
#include <QWheelEvent>
#include <QtTest>

#include <memory>

namespace {
// Training hours the engine gives for `scenario` with MFU forced to `mfu` (what the what-if does).
double engineHours(gp::Scenario scenario, const gp::CatalogSnapshot& catalog, std::optional<double> mfu)
{
    if (mfu)
        scenario.hardware.mfuOverride = mfu;
    const gp::EstimateResult r = gp::PlanningEngine::estimate(scenario, catalog);
    return r.ok() && r.estimate->training ? r.estimate->training->wallClockHours : -1;
}
} // namespace

class TestWorkspaceView : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<WorkspaceView> m_view;
    gp::CatalogSnapshot m_catalog;
    gp::Scenario m_a100;
    gp::Scenario m_h100;

    Workspace* ws() const { return m_view->workspace(); }
    double tableHours(int column) const
    {
        return m_view->comparisonModel()->value(ScenarioComparisonModel::TrainingHoursRow, column).value_or(-1);
    }
    // Every comparison column is at least as wide as the widest figure in it needs (what the view's
    // own delegate asks for), so nothing is shown cut to "..."; the provider/region and tier texts are
    // elided instead (whole in the tooltip), so they do not cost a column of a laptop screen.
    bool columnsFitTheirFigures() const
    {
        QTableView* table = m_view->comparisonTable();
        for (int c = 0; c < table->model()->columnCount(); ++c)
            for (int r = 0; r < table->model()->rowCount(); ++r)
                if (r != ScenarioComparisonModel::PricedOfferRow && r != ScenarioComparisonModel::PriceTierRow &&
                    table->columnWidth(c) < table->sizeHintForIndex(table->model()->index(r, c)).width())
                    return false;
        return true;
    }
    double engineHoursWithTokens(gp::Scenario scenario, double tokens) const
    {
        scenario.training.tokens = tokens;
        scenario.name = "8x A100";
        return engineHours(scenario, m_catalog, std::nullopt);
    }
    double chartHours(int column) const
    {
        const QVector<QPointF> points =
            m_view->charts()->chart(ChartPanel::TimeToResult)->plottedPoints(ChartFactory::timeSeries());
        return column < points.size() ? points[column].y() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        m_catalog = WorkspaceTestCatalog::snapshot();
        m_a100 = WorkspaceTestCatalog::fineTune("nvidia-a100-sxm-80gb", "test-a100-od");
        m_h100 = WorkspaceTestCatalog::fineTune("nvidia-h100-sxm", "test-h100-od");
    }

    void init()
    {
        m_view = std::make_unique<WorkspaceView>(nullptr);
        m_view->resize(1280, 800);
        m_view->setCatalog(m_catalog);
        ws()->addScenario(m_a100, QStringLiteral("8x A100"));
        ws()->addScenario(m_h100, QStringLiteral("8x H100"));
        ws()->undoStack()->clear();
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }
    void cleanup() { m_view.reset(); }

    void tableAndChartsShowTheEngineHours()
    {
        QCOMPARE(ws()->scenarioCount(), 2);
        const double a100 = engineHours(m_a100, m_catalog, std::nullopt);
        const double h100 = engineHours(m_h100, m_catalog, std::nullopt);
        QVERIFY2(a100 > 0 && h100 > 0, "the engine must estimate both scenarios");
        QCOMPARE(tableHours(0), a100);
        QCOMPARE(tableHours(1), h100);
        QCOMPARE(chartHours(0), a100);
        QCOMPARE(chartHours(1), h100);
    }

    void mfuSliderRecomputesEverythingAndUndoRestores()
    {
        const double before0 = tableHours(0);
        const double before1 = tableHours(1);
        // 40% MFU: the slider works in tenths of a percent (0..1000).
        m_view->whatIfPanel()->mfu()->slider()->setValue(400);
        const double a100 = engineHours(m_a100, m_catalog, 0.40);
        const double h100 = engineHours(m_h100, m_catalog, 0.40);
        QVERIFY(a100 > 0 && h100 > 0);
        QVERIFY(a100 != before0); // the default MFU is not 40%, so the figure must move
        QCOMPARE(tableHours(0), a100);
        QCOMPARE(tableHours(1), h100);
        QCOMPARE(chartHours(0), a100);
        QCOMPARE(chartHours(1), h100);

        // A drag is many slider steps but one undo step.
        m_view->whatIfPanel()->mfu()->slider()->setValue(450);
        m_view->whatIfPanel()->mfu()->slider()->setValue(500);
        QCOMPARE(tableHours(0), engineHours(m_a100, m_catalog, 0.50));
        QCOMPARE(ws()->undoStack()->count(), 1);

        ws()->undoStack()->undo();
        QCOMPARE(tableHours(0), before0);
        QCOMPARE(tableHours(1), before1);
        QCOMPARE(chartHours(0), before0);
        QCOMPARE(chartHours(1), before1);
        QCOMPARE(m_view->whatIfPanel()->mfu()->value(), 0.0); // the panel shows "each scenario's own" again
    }

    void whyPanelExplainsTheSelectedCell()
    {
        auto* table = m_view->comparisonTable();
        table->setCurrentIndex(m_view->comparisonModel()->index(ScenarioComparisonModel::TrainingHoursRow, 0));
        const QString text = m_view->whyPanel()->toPlainText();
        const gp::EstimateResult r = gp::PlanningEngine::estimate(ws()->effectiveScenario(0), ws()->effectiveCatalog());
        QVERIFY(r.ok());
        const gp::Explanation* e = r.estimate->explain("training_hours");
        QVERIFY2(e, "the engine explains training_hours");
        QVERIFY2(text.contains(QString::fromStdString(e->formula)), qPrintable(text));
        // With GP_SCREENSHOT_DIR set: the panel explaining a cost per run (inputs, notes, catalog rows).
        if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty() && QDir().mkpath(dir)) {
            table->setCurrentIndex(m_view->comparisonModel()->index(ScenarioComparisonModel::CostPerRunRow, 0));
            QVERIFY(m_view->whyPanel()->grab().save(dir + QStringLiteral("/why-panel-cost.png")));
        }
    }

    void badTensorParallelIsShownNextToTheField()
    {
        m_view->selectScenario(0);
        auto* tp = qobject_cast<QSpinBox*>(m_view->editor()->fieldWidget(QStringLiteral("parallel.tensor_parallel")));
        QVERIFY(tp);
        QVERIFY(m_view->editor()->errorShownFor(QStringLiteral("parallel.tensor_parallel")).isEmpty());
        tp->setValue(3); // 32 heads are not divisible by 3 (Megatron-LM splits heads across ranks)
        QCOMPARE(ws()->scenario(0).scenario.parallel.tensorParallel, 3); // went through the document
        QCOMPARE(ws()->undoStack()->count(), 1);
        const QString shown = m_view->editor()->errorShownFor(QStringLiteral("parallel.tensor_parallel"));
        QVERIFY2(!shown.isEmpty(), "a message next to the tensor parallel field");
        QVERIFY2(tp->property("invalid").toBool(), "the field is framed as invalid");
        ws()->undoStack()->undo();
        QCOMPARE(tp->value(), 1);
        QVERIFY(m_view->editor()->errorShownFor(QStringLiteral("parallel.tensor_parallel")).isEmpty());
    }

    void chartsSaveToPngAndSvg()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int c = 0; c < ChartPanel::ChartCount; ++c) {
            ChartView* chart = m_view->charts()->chart(ChartPanel::Chart(c));
            const QString base = dir.filePath(QStringLiteral("chart%1").arg(c));
            QString error;
            QVERIFY2(chart->savePng(base + QStringLiteral(".png"), &error), qPrintable(error));
            QVERIFY2(chart->saveSvg(base + QStringLiteral(".svg"), &error), qPrintable(error));
            QVERIFY(QFileInfo(base + QStringLiteral(".png")).size() > 0);
            QVERIFY(QFileInfo(base + QStringLiteral(".svg")).size() > 0);
        }
    }

    void chartAxesCarryTheWorkspaceCurrency()
    {
        ChartView* cost = m_view->charts()->chart(ChartPanel::CostPerResult);
        QVERIFY(cost->plottedAxisTitle(Qt::Vertical).contains(QStringLiteral("USD")));
        ws()->setCurrency(QStringLiteral("INR"));
        QVERIFY(cost->plottedAxisTitle(Qt::Vertical).contains(QStringLiteral("INR")));
    }

    void columnsFollowFiguresThatOutgrowThem()
    {
        // A column too narrow for its figures (here squeezed by hand; in a long what-if drag, figures that
        // grew past the slack) is widened once the figures stop moving, never left showing "...".
        QTRY_VERIFY(columnsFitTheirFigures());
        m_view->comparisonTable()->setColumnWidth(0, 30);
        QVERIFY(!columnsFitTheirFigures());
        ws()->setWhatIfTokensToTrain(1e12); // 1,000x the tokens: every training figure changes
        QCOMPARE(tableHours(0), engineHoursWithTokens(m_a100, 1e12));
        QTRY_VERIFY(columnsFitTheirFigures());
    }

    void columnWidthsTheUserSetSurviveEdits()
    {
        // A column dragged wider stays that wide through a what-if move: changed figures only ever widen a
        // column they outgrow, they never undo the user's widths.
        QTRY_VERIFY(!m_view->comparison()->fitPending() && columnsFitTheirFigures());
        QTableView* table = m_view->comparisonTable();
        const int wide = table->columnWidth(0) + 120;
        table->setColumnWidth(0, wide);
        m_view->whatIfPanel()->mfu()->slider()->setValue(400);
        QVERIFY(m_view->comparison()->fitPending());      // the changed figures asked for a fit...
        QTRY_VERIFY(!m_view->comparison()->fitPending()); // ...which ran once they settled
        QCOMPARE(table->columnWidth(0), wide);
    }

    void editorNeverScrollsSideways()
    {
        // Every task shows other sections (LoRA adds its rank and seven target boxes): the editor's pane
        // stays as wide as the widest row shown, so no field is cut off behind a horizontal scroll bar.
        auto* scroll = m_view->editor()->findChild<QScrollArea*>();
        QVERIFY(scroll);
        for (gp::Task task : {gp::Task::FullFineTune, gp::Task::LoRA, gp::Task::QLoRA, gp::Task::Inference}) {
            gp::Scenario s = m_a100;
            s.task = task;
            ws()->setScenarioInputs(0, s);
            m_view->selectScenario(0);
            // Sharding training state means nothing to a serving scenario: the ZeRO row shows for training only.
            QCOMPARE(
                m_view->editor()->fieldWidget(QStringLiteral("parallel.zero_stage"))->isVisibleTo(m_view->editor()),
                task != gp::Task::Inference);
            QTRY_VERIFY2(scroll->viewport()->width() >= scroll->widget()->minimumSizeHint().width(),
                         qPrintable(QStringLiteral("task %1: %2 < %3")
                                        .arg(int(task))
                                        .arg(scroll->viewport()->width())
                                        .arg(scroll->widget()->minimumSizeHint().width())));
        }
    }

    void editorRowsAreTheFieldList()
    {
        // One row per entry of the field list the scenario reads (planning/ScenarioFields.h): adding an
        // entry adds a row, for the tasks it names. Counted for every task and for a custom model.
        ScenarioEditor* editor = m_view->editor();
        const auto expected = [](const gp::Scenario& s) {
            return int(std::count_if(gp::scenarioFields().begin(), gp::scenarioFields().end(),
                                     [&](const gp::ScenarioField& f) { return f.shownInEditor(s); }));
        };
        for (gp::Task task :
             {gp::Task::PreTrain, gp::Task::FullFineTune, gp::Task::LoRA, gp::Task::QLoRA, gp::Task::Inference}) {
            gp::Scenario s = m_a100;
            s.task = task;
            ws()->setScenarioInputs(0, s);
            m_view->selectScenario(0);
            QCOMPARE(editor->visibleRowCount(), expected(s));
            // With GP_SCREENSHOT_DIR set: the whole editor (its scrolled contents) at the pane's width.
            if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty() && QDir().mkpath(dir)) {
                QCoreApplication::processEvents(); // the rows just shown and hidden laid out, as on screen
                QVERIFY(editor->findChild<QScrollArea*>()->widget()->grab().save(
                    QDir(dir).filePath(QStringLiteral("editor-%1.png").arg(int(task)))));
            }
            for (const gp::ScenarioField& f : gp::scenarioFields())
                QCOMPARE(editor->fieldWidget(QString::fromStdString(f.path))->isVisibleTo(editor), f.shownInEditor(s));
        }
        // The labels row only while the head is a classifier: a causal-LM run has no labels to count.
        const auto labelsShown = [&] {
            return editor->fieldWidget(QStringLiteral("training.num_labels"))->isVisibleTo(editor);
        };
        gp::Scenario classifier = m_a100;
        QVERIFY(!labelsShown());
        classifier.training.head = gp::OutputHead::SequenceClassification;
        ws()->setScenarioInputs(0, classifier);
        m_view->selectScenario(0);
        QVERIFY(labelsShown());
        classifier.task = gp::Task::Inference; // a training setting: hidden for serving whatever the head
        ws()->setScenarioInputs(0, classifier);
        QVERIFY(!labelsShown());
        ws()->setScenarioInputs(0, m_a100);
        const int catalogRows = editor->visibleRowCount();
        // "Custom model..." in the model box starts a custom model from the catalog row: its rows appear.
        auto* model = qobject_cast<QComboBox*>(editor->fieldWidget(QStringLiteral("model.catalog_key")));
        QVERIFY(model);
        const int custom = model->count() - 1;
        QCOMPARE(model->itemText(custom), QStringLiteral("Custom model..."));
        model->setCurrentIndex(custom);
        Q_EMIT model->activated(custom);
        const gp::Scenario& edited = ws()->scenario(0).scenario;
        QVERIFY(edited.model.catalogKey.empty() && edited.model.custom);
        QCOMPARE(edited.model.custom->layers, m_catalog.model(m_a100.model.catalogKey)->layers);
        QCOMPARE(editor->visibleRowCount(), expected(edited));
        QVERIFY(editor->visibleRowCount() > catalogRows);
        auto* layers = qobject_cast<QSpinBox*>(editor->fieldWidget(QStringLiteral("model.custom.layers")));
        QVERIFY(layers && layers->isVisibleTo(editor));
        QCOMPARE(layers->value(), edited.model.custom->layers);
        if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QCoreApplication::processEvents();
            QVERIFY(editor->findChild<QScrollArea*>()->widget()->grab().save(
                QDir(dir).filePath(QStringLiteral("editor-custom-model.png"))));
        }
    }

    void editorLoadsWithoutEchoAndTabsInListOrder()
    {
        // Loading a scenario (selection, undo, an edit elsewhere) never comes back as an edit; Tab walks the
        // shown fields in the list's order.
        ScenarioEditor* editor = m_view->editor();
        QSignalSpy edits(editor, &ScenarioEditor::edited);
        gp::Scenario s = m_a100;
        s.task = gp::Task::LoRA;
        s.training.loraTargets = {"q", "gate"};
        s.hardware.mfuOverride = 0.4;
        s.pricing.tier = "spot";
        ws()->setScenarioInputs(0, s);
        m_view->selectScenario(1);
        m_view->selectScenario(0);
        ws()->undoStack()->undo();
        ws()->undoStack()->redo();
        QCOMPARE(edits.count(), 0);
        QCOMPARE(ws()->undoStack()->count(), 1);
        QCOMPARE(qobject_cast<QComboBox*>(editor->fieldWidget(QStringLiteral("pricing.tier")))->currentData(),
                 QVariant(QStringLiteral("spot")));

        std::vector<QWidget*> expected;
        for (const gp::ScenarioField& f : gp::scenarioFields())
            if (f.shownInEditor(s))
                expected.push_back(editor->fieldWidget(QString::fromStdString(f.path)));
        std::vector<QWidget*> walked;
        QWidget* w = expected.front();
        do {
            if (std::find(expected.begin(), expected.end(), w) != expected.end())
                walked.push_back(w);
            w = w->nextInFocusChain();
        } while (w != expected.front() && walked.size() <= expected.size());
        QCOMPARE(walked.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(walked[i]->objectName(), expected[i]->objectName());
    }

    void editorShowsTheListsRangeUnitAndTooltip()
    {
        // The spin boxes take their range, suffix and "0 means" text from the list; the engine's range
        // message (with the list's label) appears next to the field.
        m_view->selectScenario(0);
        ScenarioEditor* editor = m_view->editor();
        auto* tokens = qobject_cast<QDoubleSpinBox*>(editor->fieldWidget(QStringLiteral("training.tokens")));
        QVERIFY(tokens);
        QCOMPARE(tokens->maximum(), 1e6); // 1e15 tokens in billions
        QCOMPARE(tokens->suffix(), QStringLiteral(" B tokens"));
        QCOMPARE(tokens->specialValueText(), QStringLiteral("dataset x epochs"));
        QVERIFY(tokens->toolTip().contains(QStringLiteral("Kaplan et al. 2020")));
        auto* perNode = qobject_cast<QSpinBox*>(editor->fieldWidget(QStringLiteral("hardware.gpus_per_node")));
        QVERIFY(perNode);
        QCOMPARE(perNode->maximum(), 72);
        auto* mfu = qobject_cast<QDoubleSpinBox*>(editor->fieldWidget(QStringLiteral("hardware.mfu_override")));
        QVERIFY(mfu);
        mfu->setValue(45);
        QCOMPARE(ws()->scenario(0).scenario.hardware.mfuOverride.value_or(-1), 0.45);
        mfu->setValue(0);
        QVERIFY(!ws()->scenario(0).scenario.hardware.mfuOverride); // "published default"
        auto* micro = qobject_cast<QSpinBox*>(editor->fieldWidget(QStringLiteral("training.micro_batch")));
        QVERIFY(micro);
        gp::Scenario bad = ws()->scenario(0).scenario;
        bad.training.microBatch = 0; // as a damaged file could hold; the spin box cannot go below 1
        ws()->setScenarioInputs(0, bad);
        m_view->selectScenario(0);
        QCOMPARE(editor->errorShownFor(QStringLiteral("training.micro_batch")),
                 QStringLiteral("Micro-batch must be between 1 and 1,048,576 sequences, got 0"));
    }

    void unitsAreSingularAtOne()
    {
        // Loaded from the document (signals blocked) as well as typed: 4,096 tokens, but 1 GPU.
        m_view->selectScenario(0);
        auto* seq = qobject_cast<QSpinBox*>(m_view->editor()->fieldWidget(QStringLiteral("training.sequence_length")));
        auto* tp = qobject_cast<QSpinBox*>(m_view->editor()->fieldWidget(QStringLiteral("parallel.tensor_parallel")));
        QVERIFY(seq && tp);
        QCOMPARE(seq->value(), 4096);
        QCOMPARE(seq->suffix(), QStringLiteral(" tokens"));
        QCOMPARE(tp->value(), 1);
        QCOMPARE(tp->suffix(), QStringLiteral(" GPU"));
        tp->setValue(2);
        QCOMPARE(tp->suffix(), QStringLiteral(" GPUs"));
    }

    void wheelScrollsTheEditorNotTheFieldUnderThePointer()
    {
        // Visual QA: scrolling the editor over Epochs turned it to 0 and the scenario to "error"; one notch
        // over the focused GPU box turned an H100 into an H200 NVL. A field takes the wheel only while the
        // user edits it (WheelGuard), focused or not.
        auto* epochs = qobject_cast<QDoubleSpinBox*>(m_view->editor()->fieldWidget(QStringLiteral("training.epochs")));
        QVERIFY(epochs);
        const double before = epochs->value();
        const QPointF centre(epochs->width() / 2.0, epochs->height() / 2.0);
        auto notch = [](QWidget* w, QPointF at) {
            QWheelEvent down(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                             Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(w, &down);
        };
        epochs->clearFocus();
        notch(epochs, centre);
        QCOMPARE(epochs->value(), before);
        epochs->setFocus();
        QTRY_VERIFY(epochs->hasFocus());
        notch(epochs, centre);
        QCOMPARE(epochs->value(), before); // focused, not edited: unchanged
        QTest::mouseClick(epochs->findChild<QLineEdit*>(), Qt::LeftButton);
        notch(epochs, centre);
        QVERIFY(epochs->value() < before); // clicked into: the wheel steps it down

        auto* gpu = qobject_cast<QComboBox*>(m_view->editor()->fieldWidget(QStringLiteral("hardware.gpu_key")));
        QVERIFY(gpu);
        const QString gpuBefore = gpu->currentText();
        gpu->setFocus();
        QTRY_VERIFY(gpu->hasFocus());
        notch(gpu, QPointF(gpu->width() / 2.0, gpu->height() / 2.0));
        QCOMPARE(gpu->currentText(), gpuBefore);
    }

    void workshopModeTogglesTheFont()
    {
        // The table and charts grow (the room reads them); the what-if knobs keep their size.
        const double normal = m_view->comparisonTable()->font().pointSizeF();
        QTRY_VERIFY(columnsFitTheirFigures());
        const int normalRowHeight = m_view->comparisonTable()->rowHeight(0);
        m_view->workshopAction()->trigger();
        QVERIFY(m_view->workshopMode());
        QCOMPARE(m_view->comparisonTable()->font().pointSizeF(), normal * AppSettings::workshopFontScale());
        QCOMPARE(m_view->whatIfPanel()->font().pointSizeF(), normal);
        QVERIFY(!m_view->editor()->isVisible()); // the clean comparison view hides the editor
        // The larger type gets wider columns and taller rows, so no figure is cut to "...".
        QTRY_VERIFY(columnsFitTheirFigures());
        QVERIFY(m_view->comparisonTable()->rowHeight(0) > normalRowHeight);
        // ... and every row of the comparison shows without scrolling.
        QTRY_COMPARE(m_view->comparisonTable()->verticalScrollBar()->maximum(), 0);
        m_view->workshopAction()->trigger();
        QVERIFY(!m_view->workshopMode());
        QCOMPARE(m_view->comparisonTable()->font().pointSizeF(), normal);
    }

    void dragReordersThroughTheUndoStack()
    {
        QAbstractItemModel* model = m_view->scenarioList()->model();
        std::unique_ptr<QMimeData> mime(model->mimeData({model->index(0, 0)}));
        QVERIFY(mime);
        model->dropMimeData(mime.get(), Qt::MoveAction, 2, 0, QModelIndex()); // row 0 dropped past the end
        QCOMPARE(ws()->scenario(0).name, QStringLiteral("8x H100"));
        QCOMPARE(ws()->scenario(1).name, QStringLiteral("8x A100"));
        QCOMPARE(ws()->scenarioCount(), 2); // moved, never inserted or removed
        QCOMPARE(ws()->undoStack()->count(), 1);
        ws()->undoStack()->undo();
        QCOMPARE(ws()->scenario(0).name, QStringLiteral("8x A100"));
    }

    void dockLayoutIsKeptForTheNextWindow()
    {
        // The user closes the "why" dock and floats the what-if knobs; the next window starts that way.
        AppSettings::setWorkspaceDockState({});
        const auto shown = [](WorkspaceView& view) {
            view.resize(1280, 800);
            view.show();
            return QTest::qWaitForWindowExposed(&view);
        };
        {
            WorkspaceView first(nullptr);
            QVERIFY(shown(first));
            QVERIFY(first.whyDock()->isVisible());
            QVERIFY(!first.whatIfDock()->isFloating());
            first.whyDock()->close();
            first.whatIfDock()->setFloating(true);
            first.saveDockLayout();
        }
        QVERIFY(!AppSettings::workspaceDockState().isEmpty());
        {
            WorkspaceView second(nullptr);
            QVERIFY(shown(second));
            QVERIFY(!second.whyDock()->isVisible());
            QVERIFY(second.whatIfDock()->isFloating());
            // Workshop mode hides docks for the projector; that is not saved as the user's layout.
            const QByteArray before = AppSettings::workspaceDockState();
            second.setWorkshopMode(true);
            second.saveDockLayout();
            QCOMPARE(AppSettings::workspaceDockState(), before);
            second.setWorkshopMode(false);
        }
        // A layout that does not restore (another version of the docks, a damaged setting): the default.
        AppSettings::setWorkspaceDockState(QByteArrayLiteral("not a dock layout"));
        WorkspaceView third(nullptr);
        QVERIFY(shown(third));
        QVERIFY(third.whyDock()->isVisible());
        QVERIFY(!third.whatIfDock()->isFloating());
        AppSettings::setWorkspaceDockState({});
    }

    void snapshotAddsTheWhatIfScenario()
    {
        m_view->selectScenario(1);
        m_view->whatIfPanel()->mfu()->slider()->setValue(300);
        m_view->snapshotWhatIf();
        QCOMPARE(ws()->scenarioCount(), 3);
        QCOMPARE(ws()->scenario(2).name, QStringLiteral("8x H100 (what-if: MFU 30%)")); // named after what it holds
        QVERIFY(ws()->scenario(2).scenario.hardware.mfuOverride.has_value());
        QCOMPARE(*ws()->scenario(2).scenario.hardware.mfuOverride, 0.30);
    }
};

QTEST_MAIN(TestWorkspaceView)
#include "tst_workspaceview.moc"
