// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Chart series are the comparison's numbers in plain form: bars equal the table's values, memory stacks
// add up to the engine's per-GPU total, the Pareto front keeps only undominated scenarios, and the
// cumulative cost follows months x (GPUs x cheapest GPU-hour price x 730 h + DevOps hours x rate).
#include "../document/DocumentTestData.h"
#include "Near.h"
#include "TestSupport.h"
#include "document/Workspace.h"
#include "itemmodels/ChartDataBuilder.h"
#include "itemmodels/ScenarioComparisonModel.h"

#include <QTest>

using namespace DocumentTestData;

class TestComparisonChartData : public QObject {
    Q_OBJECT

    std::unique_ptr<Workspace> ws;

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void init()
    {
        ws = std::make_unique<Workspace>();
        ws->setCatalog(catalog());
        ws->addScenario(trainingScenario(), QStringLiteral("Train"));
        ws->addScenario(inferenceScenario(), QStringLiteral("Serve"));
        gp::Scenario longer = trainingScenario();
        longer.training.tokens = 2e9;
        ws->addScenario(longer, QStringLiteral("Train 2B"));
        gp::Scenario broken = trainingScenario();
        broken.hardware.gpuKey = "missing";
        ws->addScenario(broken, QStringLiteral("Broken"));
    }

    void barsAreTheTablesValues()
    {
        ScenarioComparisonModel table(ws.get());
        const ChartBars cost = ChartDataBuilder(*ws).costPerRunBars();
        QCOMPARE(cost.scenarios.size(), 4);
        QCOMPARE(cost.unit, QStringLiteral("USD"));
        for (int c = 0; c < 3; ++c) {
            QVERIFY(cost.applicable[c]);
            QCOMPARE(cost.values[c], *table.value(ScenarioComparisonModel::CostPerRunRow, c));
        }
        // Each priced bar says where its price comes from: provider, tier and the GPUs billed.
        QCOMPARE(cost.sources[1], QStringLiteral("Test Cloud, on-demand, 8 GPUs billed"));
        QVERIFY(cost.sources[3].isEmpty());
        QVERIFY(!cost.applicable[3]);
        QVERIFY(!cost.scenarios[3].valid);
        QVERIFY2(cost.scenarios[3].error.contains(QStringLiteral("hardware.gpu_key")),
                 qPrintable(cost.scenarios[3].error));
        QCOMPARE(cost.scenarios[1].colour, Workspace::paletteColour(1));

        const ChartBars time = ChartDataBuilder(*ws).timeBars();
        QCOMPARE(time.values[0], ws->estimate(0).estimate->training->wallClockHours);
        QVERIFY(!time.applicable[1]); // serving has no training time
        QCOMPARE(time.values[1], 0.0);
    }

    void aMissedTargetIsMarkedOnTheBar()
    {
        // A serving plan whose 1 ms first-token target no GPU count reaches: its bar stays (it is the engine's
        // figure) but is marked, so the chart does not show it as the cheapest option; the others are not.
        gp::Scenario impossible = inferenceScenario();
        impossible.inference.targetTtftSeconds = 0.001;
        ws->addScenario(impossible, QStringLiteral("Serve, 1 ms TTFT"));
        const ChartBars cost = ChartDataBuilder(*ws).costPerResultBars();
        QCOMPARE(cost.scenarios.size(), 5);
        QVERIFY(!cost.scenarios[4].meetsTarget);
        QVERIFY(cost.scenarios[4].fits);
        for (int c = 0; c < 3; ++c)
            QVERIFY(cost.scenarios[c].meetsTarget);
    }

    void aTrainingPlanWithoutAUsableOfferIsNotCalledServing()
    {
        // A training plan whose only offer is not usable has no cost bar; the words beside its name say why, and
        // are not the chart-wide "serving" of the other kind (the workspace screenshot showed "4x L40S (serving)"
        // for a training plan priced from 1-GPU instances).
        gp::Scenario unpriced = trainingScenario();
        unpriced.pricing.offerKeys.clear();
        ws->addScenario(unpriced, QStringLiteral("Train, no offer"));
        const ChartBars cost = ChartDataBuilder(*ws).costPerResultBars();
        QCOMPARE(cost.scenarios.size(), 5);
        QVERIFY(!cost.applicable[4]);
        QCOMPARE(cost.missingWhy[4], QStringLiteral("no usable offer"));
        QCOMPARE(cost.missingWhy[1], QStringLiteral("serving"));
        QVERIFY(cost.missingWhy[0].isEmpty());
    }

    void resultChartsCompareLikeWithLike()
    {
        // With training scenarios, the "result" is a training run: the serving scenario's cost per hour
        // (the same comparison row) is not drawn next to costs per run, it is marked "serving".
        ScenarioComparisonModel mixed(ws.get());
        const ChartBars cost = ChartDataBuilder(*ws).costPerResultBars();
        QCOMPARE(cost.axis, QStringLiteral("USD per training run"));
        QCOMPARE(cost.values[0], *mixed.value(ScenarioComparisonModel::CostPerRunRow, 0));
        QVERIFY(!cost.applicable[1]);
        QCOMPARE(cost.missingWhy[1], QStringLiteral("serving"));
        QVERIFY(cost.applicable[2]);
        QVERIFY(cost.missingWhy[2].isEmpty());

        // Serving scenarios only: the result is a million output tokens, and the time a request's latency.
        ws->removeScenario(3);
        ws->removeScenario(2);
        ws->removeScenario(0);
        gp::Scenario other = inferenceScenario();
        other.inference.concurrentSequences = 32;
        ws->addScenario(other, QStringLiteral("Serve 32"));
        ScenarioComparisonModel table(ws.get());
        const ChartBars serving = ChartDataBuilder(*ws).costPerResultBars();
        QCOMPARE(serving.axis, QStringLiteral("USD per million output tokens"));
        for (int c = 0; c < 2; ++c) {
            QVERIFY(serving.applicable[c]);
            QCOMPARE(serving.values[c], *table.value(ScenarioComparisonModel::CostPerMillionTokensRow, c));
        }
        const ChartBars latency = ChartDataBuilder(*ws).timeToResultBars();
        QCOMPARE(latency.values[1], ws->estimate(1).estimate->inference->requestLatencySeconds);
    }

    void whatIfFiguresAreMarkedPerChart()
    {
        // MFU 30% moves training time and cost, not memory: the time bars carry the mark, the memory
        // stacks do not, and only a marked chart explains the mark.
        ws->setWhatIfMfu(0.3);
        const ChartBars time = ChartDataBuilder(*ws).timeBars();
        QVERIFY(time.scenarios[0].whatIf);
        QCOMPARE(time.scenarios[0].name, QStringLiteral("Train (what-if)") + ScenarioComparisonModel::whatIfMark());
        QVERIFY(!whatIfChartNote(time.scenarios).isEmpty());
        const ChartMemoryStacks memory = ChartDataBuilder(*ws).memoryStacks();
        for (const auto& s : memory.scenarios)
            QVERIFY(!s.whatIf);
        QVERIFY(whatIfChartNote(memory.scenarios).isEmpty());
        // DevOps hours reach only the cumulative cost.
        ws->resetWhatIf();
        ws->setWhatIfDevOpsHours(10);
        ws->setWhatIfDevOpsRate(100);
        QVERIFY(ChartDataBuilder(*ws).cumulativeCost().scenarios[0].whatIf);
        QVERIFY(!ChartDataBuilder(*ws).timeBars().scenarios[0].whatIf);
    }

    void memoryStacksAddUpToTheTotal()
    {
        const ChartMemoryStacks m = ChartDataBuilder(*ws).memoryStacks();
        QVERIFY(m.components.contains(QStringLiteral("Weights")));
        QVERIFY(m.components.contains(QStringLiteral("KV cache"))); // the serving scenario has one
        for (int s = 0; s < 3; ++s) {
            double sum = 0;
            for (double v : m.values[s])
                sum += v;
            // Same components, summed in another order: equal to rounding (1e-9 GB).
            GP_VERIFY_NEAR(sum, ws->estimate(s).estimate->memory.totalGb(), 1e-9);
            QCOMPARE(m.usableGb[s], ws->estimate(s).estimate->usableMemoryGbPerGpu);
            QCOMPARE(m.values[s].size(), m.components.size());
        }
        QCOMPARE(m.usableGb[3], 0.0);
    }

    void paretoKeepsUndominatedScenarios()
    {
        const ChartPareto p = ChartDataBuilder(*ws).pareto();
        QCOMPARE(p.points.size(), 2); // training scenarios only; the broken one has no point
        // "Train 2B" takes longer and costs more than "Train": dominated.
        QCOMPARE(p.points[0].scenario.name, QStringLiteral("Train"));
        QCOMPARE(p.points[1].scenario.name, QStringLiteral("Train 2B"));
        QVERIFY(p.points[0].onFront);
        QVERIFY(!p.points[1].onFront);
        QCOMPARE(p.points[0].time, ws->estimate(0).estimate->training->wallClockHours);
        QCOMPARE(p.frontOrder, (QVector<int>{0}));
        // A faster but dearer run (the same on H100s) is not dominated: both are on the front, by time.
        gp::Scenario h100 = trainingScenario();
        h100.hardware.gpuKey = "h100";
        h100.pricing.offerKeys = {"h100-8x"};
        ws->addScenario(h100, QStringLiteral("Train H100"));
        const ChartPareto q = ChartDataBuilder(*ws).pareto();
        QCOMPARE(q.points.size(), 3);
        QCOMPARE(q.points[2].scenario.name, QStringLiteral("Train H100"));
        QVERIFY(q.points[2].time < q.points[0].time);
        QVERIFY(q.points[2].onFront);
        // The H100 run is strictly faster, so the A100 run stays on the front only where it is strictly cheaper
        // (billed per started hour, the two can cost the same, and then the faster one dominates).
        const bool h100NoDearer = q.points[2].cost <= q.points[0].cost;
        QCOMPARE(q.points[0].onFront, !h100NoDearer);
        QCOMPARE(q.frontOrder.first(), 2);

        const ChartPareto serving = ChartDataBuilder(*ws).pareto(ChartDataBuilder::ParetoKind::Inference);
        QCOMPARE(serving.points.size(), 1);
        QCOMPARE(serving.points[0].scenario.name, QStringLiteral("Serve"));
        QCOMPARE(serving.points[0].time, ws->estimate(1).estimate->inference->requestLatencySeconds);
        QVERIFY(serving.serving);
        QCOMPARE(serving.timeUnit, QStringLiteral("s"));
        QVERIFY(serving.points[0].onFront);
    }

    void cumulativeCostByMonth()
    {
        ws->setWhatIfDevOpsHours(15);
        ws->setWhatIfDevOpsRate(1500);
        const ChartCumulativeCost c = ChartDataBuilder(*ws).cumulativeCost(12);
        QCOMPARE(c.months, 12);
        QCOMPARE(c.cumulative[0].size(), 13);
        // Train: 8 A100s at the cheapest 2 USD per GPU-hour (16 USD / 8 GPUs) around the clock, plus
        // DevOps 15 h x 1,500 = 22,500 a month: 8 x 2 x 730 + 22,500 = 34,180 a month; 12 months 410,160.
        QCOMPARE(c.monthlyCost[0], 34180.0);
        QCOMPARE(c.cumulative[0][0], 0.0);
        QCOMPARE(c.cumulative[0][12], 410160.0);
        // Serve: 1 H100, priced on demand (the spot offer is interruptible: not the headline), which rents the
        // whole 8-GPU box: 8 billed GPUs x 4 USD x 730 + 22,500 = 45,860 a month; 6 months 275,160.
        QCOMPARE(c.monthlyCost[1], 45860.0);
        QCOMPARE(c.cumulative[1][6], 275160.0);
        QCOMPARE(c.monthlyCost[3], 0.0); // broken: nothing priced

        // Each line explains itself: the same product, the offer, and the catalog row behind the price.
        QCOMPARE(
            c.monthlyFormula[0],
            QStringLiteral("Per month: 8 GPUs x 2.00 USD per GPU-hour x 730 h + DevOps 15 h x 1500 USD = 34180 USD "
                           "(GPUs around the clock; month = 730 h, 8,760 h / 12)\n"
                           "Offer: a100-8x (Test Cloud)\n"
                           "Source: Test Cloud price list (round test numbers, not market data), as of 2026-01"));
        QVERIFY(c.monthlyFormula[3].isEmpty()); // nothing priced, nothing to explain
    }
};

QTEST_GUILESS_MAIN(TestComparisonChartData)
#include "tst_comparisonchartdata.moc"
