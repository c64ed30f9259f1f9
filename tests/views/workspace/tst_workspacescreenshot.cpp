// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
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
#include "planning/ScenarioJson.h"
#include "workspace/ComparisonPane.h"
#include "workspace/ScenarioEditor.h"
#include "workspace/WorkspaceView.h"
#include "json/BoundedJson.h"

#include <QFile>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>
#include <nlohmann/json.hpp>

namespace {
// A 2 B-token domain fine-tune of Llama 3 8B.
gp::Scenario fineTune(const std::string& gpu, int gpus, std::vector<std::string> offers)
{
    return TestCatalog::fullFineTune("llama-3-8b", gpu, gpus, 2e9, std::move(offers));
}
// One scenario alone in `window` at `size`, shown and selected; it must estimate (QVERIFY: callers check
// QTest::currentTestFailed()).
void showAlone(MainWindow& window, QSize size, const gp::Scenario& scenario, const QString& name)
{
    window.resize(size);
    WorkspaceView* view = window.workspaceView();
    Workspace* ws = view->workspace();
    ws->addScenario(scenario, name);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const gp::EstimateResult& r = ws->estimate(0);
    QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
    view->selectScenario(0);
    PostedEvents::runLayouts();
}

// With GP_SCREENSHOT_DIR set, the window once the comparison has fitted, as <stem>-<width>x<height>.png.
void saveShot(MainWindow& window, QSize size, const QString& stem)
{
    if (const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QTRY_VERIFY(!window.workspaceView()->comparison()->fitPending());
        QVERIFY(window.grab().save(
            QDir(dir).filePath(QStringLiteral("%1-%2x%3.png").arg(stem).arg(size.width()).arg(size.height()))));
    }
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

    // The shipped encoder-decoder example (examples/t5-base-finetune.json) in the window, at 1280x800 and 1920x1080:
    // it estimates, the editor shows its two encoder inputs, and no chart is empty. With GP_SCREENSHOT_DIR set it
    // saves t5-workspace-<size>.png.
    void encoderDecoderExample()
    {
        QFile file(QStringLiteral(GP_SOURCE_DIR "/examples/t5-base-finetune.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const gp::ScenarioParse parsed = gp::ScenarioJson::fromText(file.readAll().toStdString());
        QVERIFY2(parsed.ok(), parsed.errors.empty() ? "" : parsed.errors.front().message.c_str());
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            MainWindow window(&store);
            showAlone(window, size, *parsed.scenario, QStringLiteral("T5-base fine-tune"));
            if (QTest::currentTestFailed())
                return;
            WorkspaceView* view = window.workspaceView();
            Workspace* ws = view->workspace();
            for (const char* path : {"model.custom.encoder_layers", "training.encoder_sequence_length"}) {
                QWidget* field = view->editor()->fieldWidget(QString::fromLatin1(path));
                QVERIFY2(field && field->isVisibleTo(view->editor()), path);
            }
            for (int c = 0; c < ChartPanel::ChartCount; ++c)
                QVERIFY2(!view->charts()->chart(ChartPanel::Chart(c))->spec().isEmpty(),
                         qPrintable(QString::number(c)));
            saveShot(window, size, QStringLiteral("t5-workspace"));
            ws->undoStack()->setClean();
        }
    }

    // A packed fine-tuning run in the window (the NeMo 24.12 Llama 2 13B SFT case's scenario, 4,096-token packs of
    // ~220-token SQuAD samples), at 1280x800 and 1920x1080: it estimates, the editor shows the sample length it was
    // given, and the FLOPs explanation names the span. With GP_SCREENSHOT_DIR set it saves packed-sft-<size>.png.
    void packedFineTuneShowsItsSampleLength()
    {
        QFile file(QStringLiteral(GP_SOURCE_DIR "/tests/data/validation/nemo2412-llama2-13b-sft-fp8-8gpu.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        // Through the bounded reader, as every input is (a bad file fails the test, it does not throw).
        const gp::jsonio::Parsed read = gp::jsonio::parse(file.readAll().toStdString());
        QVERIFY2(read.ok() && read.value->contains("scenario"), read.error.c_str());
        const gp::ScenarioParse parsed = gp::ScenarioJson::fromJson(read.value->at("scenario"));
        QVERIFY2(parsed.ok(), parsed.errors.empty() ? "" : parsed.errors.front().message.c_str());
        QCOMPARE(parsed.scenario->training.packedSampleTokens, 220);
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            MainWindow window(&store);
            showAlone(window, size, *parsed.scenario, QStringLiteral("Llama 2 13B SFT, packed SQuAD"));
            if (QTest::currentTestFailed())
                return;
            WorkspaceView* view = window.workspaceView();
            Workspace* ws = view->workspace();
            const gp::EstimateResult& explained = ws->explainedEstimate(0); // the "why" panel's figures
            QVERIFY(explained.ok());
            bool spanExplained = false;
            for (const auto& e : explained.estimate->explanations)
                if (e.figure == "flops_per_token")
                    for (const auto& in : e.inputs)
                        spanExplained = spanExplained || (in.name.rfind("s' ", 0) == 0 && in.value == 220);
            QVERIFY(spanExplained);
            QWidget* field = view->editor()->fieldWidget(QStringLiteral("training.packed_sample_tokens"));
            QVERIFY(field && field->isVisibleTo(view->editor()));
            auto* spin = qobject_cast<QSpinBox*>(field);
            QVERIFY(spin);
            QCOMPARE(spin->value(), 220);
            auto* scroll = view->editor()->findChild<QScrollArea*>();
            QVERIFY(scroll);
            scroll->ensureWidgetVisible(field); // the picture shows the input next to the packing flag
            PostedEvents::runLayouts();
            saveShot(window, size, QStringLiteral("packed-sft"));
            ws->undoStack()->setClean();
        }
    }
};

QTEST_MAIN(TestWorkspaceScreenshot)
#include "tst_workspacescreenshot.moc"
