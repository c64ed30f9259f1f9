// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The prefill queue's model (ServingQueue.h) against values worked by hand from the textbook formulas, and the TTFT
// percentile target sizing the serving plan (issue 31: "p95 TTFT <= 500 ms at 20 req/s" sizes the replicas).
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/ConfigurationSearchServing.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioValidator.h"
#include "planning/ServingQueue.h"
#include "planning/ServingScheduler.h"

#include <QtTest>

#include <cmath>

using namespace gp;

class TestServingQueue : public QObject {
    Q_OBJECT
private:
    static Scenario workload(int percentile)
    {
        Scenario s;
        s.name = "7B chat";
        s.model.catalogKey = "llama-2-7b";
        s.task = Task::Inference;
        s.inference.promptTokens = 512;
        s.inference.outputTokens = 256;
        s.inference.targetRequestsPerSecond = 20;
        s.inference.targetTtftSeconds = 0.5;
        s.inference.targetTpotSeconds = 0.05;
        s.inference.targetTtftPercentile = percentile;
        return s;
    }

private slots:
    // Erlang C = (a^c / c!) (c / (c - a)) / (sum_{k<c} a^k / k! + (a^c / c!) (c / (c - a))) (Kleinrock 1975, vol. 1,
    // eq. 3.42), worked by hand with that closed form (the code uses Erlang B's recursion instead):
    // c = 1, a = 0.8: a = 0.8 (M/M/1 waits with probability rho);
    // c = 2, a = 1: (1/2)(2) / (1 + 1 + 1) = 1/3;
    // c = 3, a = 2: (8/6)(3) / (1 + 2 + 2 + 4) = 4 / 9;
    // c = 10, a = 8: 0.4091801507964435 (the classic "10 agents, 8 Erlangs" call-centre case; the 11 terms summed).
    void erlangCByHand()
    {
        GP_VERIFY_NEAR(ServingQueue::erlangC(1, 0.8), 0.8, 1e-12);
        GP_VERIFY_NEAR(ServingQueue::erlangC(2, 1.0), 1.0 / 3, 1e-12);
        GP_VERIFY_NEAR(ServingQueue::erlangC(3, 2.0), 4.0 / 9, 1e-12);
        GP_VERIFY_NEAR(ServingQueue::erlangC(10, 8.0), 0.4091801507964435, 1e-12);
        GP_VERIFY_NEAR(ServingQueue::erlangC(4, 0.0), 0.0, 0.0);
        // a >= c has no steady state: refused, never a probability.
        QVERIFY(std::isnan(ServingQueue::erlangC(2, 2.0)));
        QVERIFY(std::isnan(ServingQueue::erlangC(0, 0.5)));
        QVERIFY(std::isnan(ServingQueue::erlangC(2, -1.0)));
        QVERIFY(std::isnan(ServingQueue::erlangC(2, NAN)));
    }

    // A steady state's TTFT at a percentile replaces its mean queue wait by the wait's quantile: 0.3 s of TTFT of
    // which 0.05 s is the mean wait, a share C = 0.4091801507964435 waiting (Erlang C for c = 10, a = 8, above),
    // exponentially with that mean: p95 = 0.25 + (0.05 / C) ln(C / 0.05) = 0.25 + 0.12219... x 2.10213... =
    // 0.5068712724751026; p99 = 0.25 + (0.05 / C) ln(C / 0.01) = 0.7035374486448692; p50 = 0.25 (C <= 0.5: the median
    // request waits 0).
    void percentileOfAPoint()
    {
        ServingPoint p;
        p.feasible = true;
        p.ttft = 0.3;
        p.meanQueueWaitSeconds = 0.05;
        p.prefillQueue = {10, 8.0, 1.0, 0};
        GP_VERIFY_NEAR(ServingScheduler::ttftAtPercentile(p, 0.95), 0.5068712724751026, 1e-12);
        GP_VERIFY_NEAR(ServingScheduler::ttftAtPercentile(p, 0.50), 0.25, 1e-12);
        LatencyTargets t;
        t.ttftSeconds = 0.5;
        GP_VERIFY_NEAR(ServingScheduler::ttftFor(p, t), 0.3, 0.0); // no percentile: the mean
        t.ttftPercentile = 99;
        GP_VERIFY_NEAR(ServingScheduler::ttftFor(p, t), 0.7035374486448692, 1e-12);
        // quantileWithMean itself, and its refusals.
        // M/D/1 at rho = 0.8, S = 1 s: C = 0.8, mean wait 0.8 / (2 x 0.2) = 2 s: (2 / 0.8) ln(0.8 / 0.05) = 2.5 ln 16.
        GP_VERIFY_NEAR(ServingQueue::quantileWithMean(0.8, 2.0, 0.95), 6.931471805599453, 1e-12);
        QVERIFY(std::isnan(ServingQueue::quantileWithMean(1.5, 2.0, 0.95)));
        QVERIFY(std::isnan(ServingQueue::quantileWithMean(0.5, -1.0, 0.95)));
        p.feasible = false;
        QVERIFY(std::isnan(ServingScheduler::ttftAtPercentile(p, 0.95)));
    }

    // "p99 TTFT <= 500 ms at 20 req/s" sizes the replicas: every configuration the search returns holds the
    // percentile by the scheduler, the engine given its scenario agrees (its p99 within the target, the target met),
    // and a tail target never needs less than the same target on the mean.
    void percentileTargetSizesTheReplicas()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const Scenario mean = workload(0), tail = workload(99);
        const ServingSearchOptions om = ServingSearch::windowOptions(mean, false);
        const ServingSearchOptions ot = ServingSearch::windowOptions(tail, false);
        QCOMPARE(ot.targets.timeToFirstTokenPercentile, 99);
        const ServingSearchResult rm = ServingSearch::run(mean, c, om);
        const ServingSearchResult rt = ServingSearch::run(tail, c, ot);
        QVERIFY(rm.ok() && rt.ok());
        QVERIFY(!rm.front.empty() && !rt.front.empty());
        QVERIFY2(
            rt.front.front().costPerHour >= rm.front.front().costPerHour,
            qPrintable(
                QStringLiteral("p99 %1, mean %2").arg(rt.front.front().costPerHour).arg(rm.front.front().costPerHour)));
        for (const ServingCandidate& p : rt.front) {
            QCOMPARE(p.ttftPercentile, 99);
            // Below the target, and a p99 is at least the mean unless fewer than 1 in 100 requests wait at all.
            QVERIFY2(p.ttftAtPercentileSeconds <= 0.5 && p.ttftAtPercentileSeconds > 0,
                     qPrintable(QStringLiteral("p99 %1, mean %2").arg(p.ttftAtPercentileSeconds).arg(p.ttftSeconds)));
            const Scenario s = ServingSearch::scenarioFor(tail, ot, p);
            QCOMPARE(s.inference.targetTtftPercentile, 99);
            QVERIFY(ScenarioValidator::validate(s, c).empty());
            const EstimateResult e = PlanningEngine::estimate(s, c, EstimateOptions{.fitsForEveryGpu = false});
            QVERIFY(e.ok());
            const InferenceEstimate& inf = *e.estimate->inference;
            GP_VERIFY_NEAR(inf.ttftAtTargetPercentileSeconds, p.ttftAtPercentileSeconds, 1e-9);
            GP_VERIFY_NEAR(inf.ttftP99Seconds, inf.ttftAtTargetPercentileSeconds, 1e-12);
            QVERIFY(inf.ttftP50Seconds <= inf.ttftP95Seconds && inf.ttftP95Seconds <= inf.ttftP99Seconds);
            QVERIFY(inf.prefillQueueServers >= 1);
            QVERIFY(inf.targetMet.value_or(false));
        }
    }

    // The percentile is refused where it has no model, naming the field.
    void refusedWhereItHasNoModel()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = workload(95);
        s.hardware.gpuKey = "nvidia-h100-sxm";
        s.pricing.offerKeys.clear();
        auto firstOn = [&](const Scenario& x) {
            for (const FieldError& e : ScenarioValidator::validate(x, c))
                if (e.field == "inference.target_ttft_percentile")
                    return e.message;
            return std::string();
        };
        QCOMPARE(firstOn(s), std::string());
        s.inference.targetTtftPercentile = 97;
        QVERIFY(firstOn(s).find("must be 50, 90, 95 or 99") == 0);
        s.inference.targetTtftPercentile = 95;
        s.inference.targetTtftSeconds = 0;
        QVERIFY(firstOn(s).find("set target_ttft_seconds") != std::string::npos);
        s.inference.targetTtftSeconds = 0.5;
        s.inference.batching = Batching::Static;
        QVERIFY(firstOn(s).find("continuous") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestServingQueue)
#include "tst_servingqueue.moc"
