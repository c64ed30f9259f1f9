// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The VRAM-planning wizard offscreen: the live bar's series equal the engine's breakdown on every page
// and after every keystroke; every path (full fine-tune, LoRA, QLoRA, serving) visits the pages that
// apply and no others; the last page's tables are the engine's fits, limits and ways to fit; bad entries
// (not a number, out of range, a tensor-parallel degree that does not divide the heads) keep Next disabled.
#include "Near.h"
#include "TestSupport.h"
#include "WizardTestSupport.h"
#include "charts/ChartView.h"
#include "planning/PlanningEngine.h"
#include "planning/VramAdvisor.h"
#include "wizards/NumberField.h"
#include "wizards/VramWizard.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <QtTest>

using namespace WizardTestSupport;

class TestVramWizard : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;

    // Every component the bar draws equals the engine's figure for the wizard's scenario (0.01 GB: the
    // bar stores doubles as qreal, the same value).
    void barEqualsEngine(const VramWizard& w)
    {
        const gp::EstimateResult e = gp::PlanningEngine::estimate(w.scenario(), m_catalog);
        QVERIFY2(e.ok(), qPrintable(w.validationText()));
        const gp::MemoryBreakdown& m = e.estimate->memory;
        const std::pair<const char*, double> parts[] = {{"Weights", m.weights},
                                                        {"Gradients", m.gradients},
                                                        {"Optimizer states", m.optimizerStates},
                                                        {"Master weights", m.masterWeights},
                                                        {"Activations", m.activations},
                                                        {"Logits", m.logits},
                                                        {"KV cache", m.kvCache},
                                                        {"LoRA adapters", m.loraAdapters},
                                                        {"LoRA optimizer", m.loraOptimizer},
                                                        {"Quantisation constants", m.quantConstants},
                                                        {"ZeRO-3 gathered weights", m.zeroGatheredWeights},
                                                        {"CUDA context", m.cudaContext},
                                                        {"Allocator reserve", m.allocatorReserve}};
        double sum = 0;
        for (const auto& [name, value] : parts) {
            const QVector<QPointF> pts = w.memoryChart()->plottedPoints(QString::fromLatin1(name));
            if (value > 0) {
                QVERIFY2(pts.size() == 1, name);
                QVERIFY2(
                    qAbs(pts.front().y() - value) < 1e-9,
                    qPrintable(QStringLiteral("%1: drawn %2, engine %3").arg(name).arg(pts.front().y()).arg(value)));
                sum += pts.front().y();
            } else {
                QVERIFY2(pts.isEmpty() || qAbs(pts.front().y()) < 1e-12, name);
            }
        }
        GP_VERIFY_NEAR(sum, m.totalGb(), 1e-6);
    }

    QList<int> walk(VramWizard& w)
    {
        QList<int> seen{w.currentId()};
        while (w.currentId() != VramPage::Result && w.button(QWizard::NextButton)->isEnabled()) {
            w.next();
            seen << w.currentId();
            barEqualsEngine(w);
        }
        return seen;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        m_catalog = shippedCatalog();
    }

    void fullFineTunePathAndLiveBar()
    {
        VramWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        QVERIFY(w.width() <= 1280 && w.height() <= 800);
        w.load(gp::VramAdvisor::article13bFullFineTune());
        barEqualsEngine(w);
        screenshot(&w, QStringLiteral("vram-wizard-1-model"));
        const QList<int> names{VramPage::Model,     VramPage::Task,     VramPage::Precision, VramPage::Batch,
                               VramPage::Recompute, VramPage::Parallel, VramPage::Result};
        QList<int> seen{w.currentId()};
        int shot = 2;
        while (w.currentId() != VramPage::Result) {
            w.next();
            seen << w.currentId();
            barEqualsEngine(w);
            if (w.currentId() == VramPage::Batch) {
                // Typing updates the bar: micro-batch 4 has four times the activations of micro-batch 1.
                const double a1 = w.memoryChart()->plottedPoints(QStringLiteral("Activations")).front().y();
                type(w.field("microBatch"), QStringLiteral("4"));
                QCOMPARE(w.scenario().training.microBatch, 4);
                barEqualsEngine(w);
                const double a4 = w.memoryChart()->plottedPoints(QStringLiteral("Activations")).front().y();
                GP_VERIFY_NEAR(a4, 4 * a1, 1e-6 * a4);
            }
            screenshot(&w, QStringLiteral("vram-wizard-%1-page").arg(shot++));
        }
        QCOMPARE(seen, names);
        // Last page: every catalog GPU with the engine's fit; limits and ways to fit from the advisor.
        const gp::VramPlan plan = gp::VramAdvisor::plan(w.scenario(), m_catalog);
        QVERIFY(plan.ok());
        QCOMPARE(w.fitTable()->rowCount(), int(m_catalog.gpus.size()));
        for (int i = 0; i < w.fitTable()->rowCount(); ++i) {
            const gp::GpuFit& f = (*plan.estimate.fitsByGpu)[size_t(i)];
            QCOMPARE(w.fitTable()->item(i, 0)->text(), QString::fromStdString(f.gpuName));
            QCOMPARE(w.fitTable()->item(i, 3)->text(),
                     f.fits ? QStringLiteral("fits") : QStringLiteral("does not fit"));
        }
        QCOMPARE(w.waysTable()->rowCount(), int(plan.ways.size()));
        QVERIFY(plan.ways.size() >= 4);
        for (int i = 0; i < w.waysTable()->rowCount(); ++i)
            QCOMPARE(w.waysTable()->item(i, 0)->text(), QString::fromStdString(plan.ways[size_t(i)].label));
        QVERIFY(w.limitsLabel()->text().contains(QString::number(plan.largestBatch)));
        QCOMPARE(w.articleTable()->rowCount(), int(gp::VramAdvisor::articleExamples(m_catalog).size()));
        QVERIFY(w.button(QWizard::FinishButton)->isEnabled());
    }

    void loraPathVisitsLoraPage()
    {
        VramWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        gp::Scenario s = gp::VramAdvisor::article7bQLoRA();
        w.load(s);
        const QList<int> seen = walk(w);
        QCOMPARE(seen, (QList<int>{VramPage::Model, VramPage::Task, VramPage::Precision, VramPage::Batch,
                                   VramPage::Recompute, VramPage::Lora, VramPage::Parallel, VramPage::Result}));
        QVERIFY(!w.hasVisitedPage(VramPage::Serving));
    }

    // A pure BF16 scenario (schema v2) loads as pure BF16: the precision list has the choice, so the wizard does not
    // write the previous one back over it; the bar still equals the engine, 8 bytes of states a parameter.
    void keepsPureBf16()
    {
        VramWizard w(m_catalog, QStringLiteral("USD"));
        gp::Scenario s = gp::VramAdvisor::article7bQLoRA();
        s.task = gp::Task::FullFineTune;
        s.training.precision = gp::TrainPrecision::PureBF16;
        w.load(s);
        QCOMPARE(w.combo("precision")->currentData().toInt(), int(gp::TrainPrecision::PureBF16));
        QCOMPARE(w.scenario().training.precision, gp::TrainPrecision::PureBF16);
        barEqualsEngine(w);
    }

    void servingPathSkipsTrainingPages()
    {
        VramWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        w.load(gp::VramAdvisor::article70bFourBit());
        barEqualsEngine(w);
        const QList<int> seen = walk(w);
        QCOMPARE(seen, (QList<int>{VramPage::Model, VramPage::Task, VramPage::Batch, VramPage::Serving,
                                   VramPage::Parallel, VramPage::Result}));
        QVERIFY(!w.hasVisitedPage(VramPage::Precision));
        QVERIFY(!w.hasVisitedPage(VramPage::Recompute));
        screenshot(&w, QStringLiteral("vram-wizard-serving-result"));
    }

    void badEntries()
    {
        VramWizard w(m_catalog, QStringLiteral("USD"));
        w.show();
        w.load(gp::VramAdvisor::article13bFullFineTune());
        w.next();
        w.next();
        w.next();
        QCOMPARE(w.currentId(), int(VramPage::Batch));
        type(w.field("microBatch"), QStringLiteral("zero"));
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(w.field("microBatch")->message(), QStringLiteral("Micro-batch: \"zero\" is not a number."));
        type(w.field("microBatch"), QStringLiteral("0"));
        QCOMPARE(w.field("microBatch")->message(), QStringLiteral("Micro-batch must be at least 1 sequences per GPU."));
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        type(w.field("microBatch"), QStringLiteral("2"));
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
        w.next();
        w.next();
        QCOMPARE(w.currentId(), int(VramPage::Parallel));
        type(w.field("gpus"), QStringLiteral("3"));
        type(w.field("tp"), QStringLiteral("3")); // 40 heads are not divisible by 3: the engine refuses it
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        QVERIFY(w.validationText().contains(QStringLiteral("parallel.tensor_parallel")));
        type(w.field("tp"), QStringLiteral("1"));
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
        // Back keeps entries.
        w.back();
        w.back();
        QCOMPARE(w.field("microBatch")->edit()->text(), QStringLiteral("2"));
    }
};

QTEST_MAIN(TestVramWizard)
#include "tst_vramwizard.moc"
