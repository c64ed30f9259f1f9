// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The TCO wizard walked offscreen on the shipped catalog: defaults on each page, the result page's chart
// series read back from the chart library and compared with the model's numbers, the volume taken from
// a workspace scenario, and "Add to workspace" storing inputs that analyse to the same figures.
// With GP_SCREENSHOT_DIR set, the result page is saved at 1280x800 and 1920x1080
// (docs/screenshots/tco-wizard-result-*.png).
#include "TestCatalog.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartView.h"
#include "charts/TcoChartFactory.h"
#include "document/Workspace.h"
#include "tco/TcoAnalysis.h"
#include "tco/TcoJson.h"
#include "tco/TcoWizard.h"
#include "text/MessageText.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace {
bool near(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }
} // namespace

class TestTcoWizard : public QObject {
    Q_OBJECT
    gp::CatalogSnapshot catalog;

    // Every chart of the result page against the model run afresh on what the pages say now.
    void chartsDrawTheModel(TcoWizard& wizard, int optionCount, double utilisation, int* crossingsOut,
                            gp::tco::Analysis* out)
    {
        // The result page works the analysis out on a worker thread (TcoAnalysisRunner): the charts once it is done.
        QTRY_VERIFY_WITH_TIMEOUT(!wizard.analysing(), 120000);
        // The model run afresh on what the pages say: the charts must draw its numbers, not the wizard's own.
        const gp::tco::Inputs typed = wizard.inputs();
        QCOMPARE(typed.workload.gpus, 8);
        QVERIFY(near(typed.workload.utilisation, utilisation));
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(typed);
        QVERIFY(a.ok());
        QCOMPARE(int(a.base.options.size()), optionCount);
        QVERIFY(near(a.base.utilisation, utilisation));
        // Cumulative lines: what Qt Charts plots is the model's cumulative cash, month by month.
        for (const gp::tco::OptionCost& o : a.base.options) {
            const QVector<QPointF> drawn = wizard.cumulativeChart()->plottedPoints(QString::fromStdString(o.name));
            QCOMPARE(int(drawn.size()), int(o.cumulative.size()));
            // Hovering a line gives its monthly lines and its marginal cost, the model's figure to the paisa/cent.
            QVERIFY(wizard.cumulativeChart()
                        ->plottedNote(QString::fromStdString(o.name))
                        .contains(QStringLiteral("One more GPU-hour of work: %1 %2")
                                      .arg(QString::number(o.marginalPerWorkGpuHour, 'f', 2),
                                           QString::fromStdString(typed.currency))));
            for (int m = 0; m < drawn.size(); ++m) {
                QCOMPARE(drawn[m].x(), double(m));
                QVERIFY(near(drawn[m].y(), o.cumulative[m]));
            }
        }
        int crossings = 0;
        for (const gp::tco::Crossover& c : a.crossovers)
            crossings += c.month.has_value();
        *crossingsOut = crossings;
        QCOMPARE(int(wizard.cumulativeChart()->plottedPoints(TcoChartFactory::crossoverSeries()).size()), crossings);
        // Cost per result bars: a GPU-hour of work here (no runs given).
        const QVector<QPointF> bars = wizard.costPerResultChart()->plottedPoints(QStringLiteral("Cost per result"));
        QCOMPARE(int(bars.size()), int(a.base.options.size()));
        for (int i = 0; i < bars.size(); ++i)
            QVERIFY(near(bars[i].y(), a.base.options[i].costPerWorkGpuHour));
        // Tornado: the inputs that move the lead, largest swing on top (Qt's last category), at most
        // kTornadoRows of them, each bar the model's change.
        int moving = 0;
        for (const gp::tco::Sensitivity& t : a.tornado)
            moving += t.swing() > 0;
        const int rowsShown = std::min(moving, TcoChartFactory::kTornadoRows);
        QVERIFY(rowsShown >= 2);
        const QVector<QPointF> low = wizard.tornadoChart()->plottedPoints(TcoChartFactory::lowSeries());
        const QVector<QPointF> high = wizard.tornadoChart()->plottedPoints(TcoChartFactory::highSeries());
        QCOMPARE(int(low.size()), rowsShown);
        QCOMPARE(int(high.size()), rowsShown);
        for (int i = 0; i < low.size(); ++i) {
            QVERIFY(near(low[low.size() - 1 - i].y(), a.tornado[i].changeAtLow));
            QVERIFY(near(high[high.size() - 1 - i].y(), a.tornado[i].changeAtHigh));
        }
        const QStringList rows = wizard.tornadoChart()->plottedCategoryLabels();
        QVERIFY(!a.tornado.empty());
        QCOMPARE(rows.size(), rowsShown);
        QCOMPARE(rows.last(), QString::fromStdString(a.tornado.front().label));
        // The break-even curve: 5% ... 100%.
        const QVector<QPointF> curve =
            wizard.breakEvenChart()->plottedPoints(QString::fromStdString(a.base.options[0].name));
        QCOMPARE(int(a.curve.size()), 20);
        QCOMPARE(int(curve.size()), 20);
        QVERIFY(near(curve.last().y(), a.curve.back().fullCost[0]));
        QCOMPARE(wizard.conclusionLabel()->text(), gp::text::renderJoined(a.conclusion));
        QCOMPARE(wizard.conclusionLabel()->textFormat(), Qt::PlainText);

        // The crossover markers sit where the model puts them (month, cumulative cash there).
        const QVector<QPointF> marks = wizard.cumulativeChart()->plottedPoints(TcoChartFactory::crossoverSeries());
        int k = 0;
        for (const gp::tco::Crossover& c : a.crossovers)
            if (c.month) {
                QVERIFY(near(marks[k].x(), *c.month));
                QVERIFY(near(marks[k].y(), c.cumulativeAtMonth));
                ++k;
            }

        *out = a;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        catalog = store.snapshot();
    }

    void walkThroughAndCheckTheCharts()
    {
        Workspace ws;
        ws.setCatalog(catalog);
        ws.addScenario(TestCatalog::fullFineTune("llama-3-8b", "nvidia-h100-sxm", 8, 2e9, {"neysa-h100-sxm-on-demand"}),
                       QStringLiteral("8x H100 fine-tune"));
        QVERIFY(ws.estimate(0).ok());
        TcoWizard wizard(catalog, &ws);
        wizard.resize(1280, 800);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        // Defaults: 8 GPUs at the catalog's typical 25%, H100, every standard option ticked.
        QCOMPARE(wizard.findChild<QDoubleSpinBox*>(QStringLiteral("utilisation"))->value(), 25.0);
        // Its tooltip names the catalog row the default came from.
        const QString tip = wizard.findChild<QDoubleSpinBox*>(QStringLiteral("utilisation"))->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("utilisation-typical")), qPrintable(tip));
        wizard.findChild<QDoubleSpinBox*>(QStringLiteral("utilisation"))->setValue(60);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(TcoWizard::OptionsPage));
        auto* options = wizard.findChild<QListWidget*>(QStringLiteral("options"));
        // The 8-GPU job's standard options: each rented one an instance that holds the 8 GPUs (the catalog's H100
        // reserved 1y, interruptible and managed rows are all 1-GPU rentals, so those tiers are left out): AWS
        // p5.48xlarge on demand and 3-year reserved, and the 8-GPU server bought into a colocation and a data centre.
        QCOMPARE(options->count(), 4);
        for (int i = 0; i < options->count(); ++i) {
            const QString text = options->item(i)->text();
            const int at = text.indexOf(QStringLiteral("offer "));
            QVERIFY2(at >= 0, qPrintable(text));
            const QString key = text.mid(at + 6).section(QLatin1Char(','), 0, 0);
            const gp::OfferSpec* offer = catalog.offer(key.toStdString());
            QVERIFY2(offer, qPrintable(key));
            QVERIFY2(offer->gpusPerInstance >= 8, qPrintable(text));
        }
        // A 1-GPU job may rent 1-GPU instances: the interruptible and 1-year tiers come back.
        auto* gpus = wizard.findChild<QSpinBox*>(QStringLiteral("gpus"));
        // What the user unticked stays unticked across sizes, also through a size whose list leaves it out.
        const QString firstText = options->item(0)->text();
        options->item(0)->setCheckState(Qt::Unchecked);
        gpus->setValue(1);
        QVERIFY(options->count() >= 6);
        gpus->setValue(8);
        QCOMPARE(options->count(), 4);
        QCOMPARE(options->item(0)->text(), firstText);
        QCOMPARE(options->item(0)->checkState(), Qt::Unchecked);
        options->item(0)->setCheckState(Qt::Checked);
        wizard.next();
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(TcoWizard::ResultPage));

        gp::tco::Analysis a;
        int crossings = -1;
        chartsDrawTheModel(wizard, options->count(), 0.6, &crossings, &a);
        if (QTest::currentTestFailed())
            return;

        // Owning overtakes renting within the horizon when the fleet is busy and the horizon long: back to the
        // first page, 95% over 36 months, and the crossovers are marked where the model puts them.
        wizard.back();
        wizard.back();
        wizard.back();
        wizard.back();
        QCOMPARE(wizard.currentId(), int(TcoWizard::WorkloadPage));
        wizard.findChild<QDoubleSpinBox*>(QStringLiteral("utilisation"))->setValue(95);
        wizard.findChild<QSpinBox*>(QStringLiteral("horizon"))->setValue(36);
        for (int page = 0; page < 4; ++page)
            wizard.next();
        QCOMPARE(wizard.currentId(), int(TcoWizard::ResultPage));
        gp::tco::Analysis busy;
        chartsDrawTheModel(wizard, options->count(), 0.95, &crossings, &busy);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(crossings >= 1);

        // With GP_SCREENSHOT_DIR: the result page as a user sees it, at a laptop's and a projector's size.
        const QByteArray dir = qgetenv("GP_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                wizard.resize(size);
                QCoreApplication::processEvents();
                QCoreApplication::processEvents();
                const QString file = QStringLiteral("%1/tco-wizard-result-%2x%3.png")
                                         .arg(QString::fromLocal8Bit(dir))
                                         .arg(size.width())
                                         .arg(size.height());
                QVERIFY(wizard.grab().save(file));
            }

        // Add to workspace: the stored inputs analyse to the same figures (nothing lost on the way).
        QCOMPARE(ws.tcoAnalysisCount(), 0);
        QVERIFY(!wizard.addToWorkspace().isEmpty());
        QCOMPARE(ws.tcoAnalysisCount(), 1);
        const gp::tco::InputsParse back = gp::tco::TcoJson::fromJson(ws.tcoAnalysis(0).inputs, catalog);
        QVERIFY2(back.ok(), back.errors.empty() ? "" : back.errors[0].message.c_str());
        const gp::tco::Result again = gp::tco::TcoModel::evaluate(*back.inputs);
        QCOMPARE(again.options.size(), busy.base.options.size());
        for (std::size_t i = 0; i < again.options.size(); ++i)
            QVERIFY(near(again.options[i].fullCost, busy.base.options[i].fullCost));
        ws.undoStack()->undo();
        QCOMPARE(ws.tcoAnalysisCount(), 0);
    }

    void volumeFromAWorkspaceScenario()
    {
        Workspace ws;
        ws.setCatalog(catalog);
        ws.addScenario(TestCatalog::fullFineTune("llama-3-8b", "nvidia-h100-sxm", 8, 2e9, {"neysa-h100-sxm-on-demand"}),
                       QStringLiteral("8x H100 fine-tune"));
        const double gpuHours = ws.estimate(0).estimate->training->gpuHours;
        TcoWizard wizard(catalog, &ws);
        auto* scenario = wizard.findChild<QComboBox*>(QStringLiteral("scenario"));
        QCOMPARE(scenario->count(), 2);
        scenario->setCurrentIndex(1);
        wizard.findChild<QDoubleSpinBox*>(QStringLiteral("runs"))->setValue(10);
        const gp::tco::Inputs in = wizard.inputs();
        QCOMPARE(in.workload.gpus, 8);
        QVERIFY(near(in.workload.gpuHoursPerRun, std::round(gpuHours * 10) / 10)); // the spin box keeps 1 decimal
        wizard.analyse();
        QVERIFY(wizard.analysis().ok());
        QVERIFY(wizard.analysis().base.options.front().costPerRun.has_value());
        QVERIFY(near(wizard.analysis().base.utilisation, 10 * in.workload.gpuHoursPerRun / (8 * 730.0)));
    }

    void aSavedAnalysisStaysEditable()
    {
        // The example's inputs stored in a workspace, opened again: every page shows them, Next without a change
        // gives the same figures, and a what-if (80% instead of 60%) updates that analysis in one undo step.
        QFile file(QStringLiteral(GP_SOURCE_DIR "/examples/tco-h100-rent-or-buy.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const gp::tco::InputsParse example = gp::tco::TcoJson::fromText(file.readAll().toStdString(), catalog);
        QVERIFY(example.ok());
        Workspace ws;
        ws.setCatalog(catalog);
        ws.addTcoAnalysis(QStringLiteral("rent or buy"), gp::tco::TcoJson::toJson(*example.inputs));
        const gp::tco::Result saved = gp::tco::TcoModel::evaluate(*example.inputs);
        QVERIFY(saved.ok());

        TcoWizard wizard(catalog, &ws);
        auto* start = wizard.findChild<QComboBox*>(QStringLiteral("savedAnalysis"));
        QCOMPARE(start->count(), 2);
        QVERIFY(wizard.loadSaved(0));
        QCOMPARE(wizard.editing(), 0);
        QCOMPARE(wizard.findChild<QDoubleSpinBox*>(QStringLiteral("utilisation"))->value(), 60.0);
        QCOMPARE(wizard.findChild<QListWidget*>(QStringLiteral("options"))->count(),
                 int(example.inputs->options.size()));
        const gp::tco::Result again = gp::tco::TcoModel::evaluate(wizard.inputs());
        QVERIFY(again.ok());
        QCOMPARE(again.options.size(), saved.options.size());
        for (std::size_t i = 0; i < saved.options.size(); ++i) {
            QCOMPARE(again.options[i].name, saved.options[i].name);
            QVERIFY(near(again.options[i].fullCost, saved.options[i].fullCost));
        }

        // A saved figure beyond a box's range (0.5% utilisation, which the model accepts; the box starts at 1%)
        // is not clamped by opening it: Next without a change keeps 0.005.
        {
            gp::tco::Inputs high = *example.inputs;
            high.workload.utilisation = 0.005;
            Workspace other;
            other.setCatalog(catalog);
            other.addTcoAnalysis(QStringLiteral("hot site"), gp::tco::TcoJson::toJson(high));
            TcoWizard reopened(catalog, &other);
            QVERIFY(reopened.loadSaved(0));
            QCOMPARE(reopened.findChild<QDoubleSpinBox*>(QStringLiteral("utilisation"))->value(),
                     1.0); // the box's bound
            QCOMPARE(reopened.inputs().workload.utilisation, 0.005);
        }

        wizard.findChild<QDoubleSpinBox*>(QStringLiteral("utilisation"))->setValue(80);
        wizard.analyse();
        QVERIFY(wizard.analysis().ok());
        QCOMPARE(wizard.findChild<QPushButton*>(QStringLiteral("addToWorkspace"))->text(),
                 QStringLiteral("Update in workspace"));
        QCOMPARE(wizard.addToWorkspace(), ws.tcoAnalysis(0).id);
        QCOMPARE(ws.tcoAnalysisCount(), 1);
        QCOMPARE(ws.tcoAnalysis(0).inputs["workload"]["utilisation"].get<double>(), 0.8);
        ws.undoStack()->undo();
        QCOMPARE(ws.tcoAnalysis(0).inputs["workload"]["utilisation"].get<double>(), 0.6);
    }

    void refusedInputsSayWhy()
    {
        TcoWizard wizard(catalog, nullptr);
        auto* options = wizard.findChild<QListWidget*>(QStringLiteral("options"));
        for (int i = 0; i < options->count(); ++i)
            options->item(i)->setCheckState(Qt::Unchecked);
        wizard.analyse();
        QVERIFY(!wizard.analysis().ok());
        QVERIFY(wizard.cumulativeChart()->spec().isEmpty());
        QVERIFY(wizard.addToWorkspace().isEmpty());
    }
};

QTEST_MAIN(TestTcoWizard)
#include "tst_tcowizard.moc"
