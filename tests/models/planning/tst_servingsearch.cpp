// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Serving search on the small hand-built catalog: every point meets the load and both latency targets
// by the engine's own estimate of the same scenario, the front is a Pareto front cheapest first, and no
// cheaper configuration exists: a brute force over every batch size through PlanningEngine::estimate
// finds none below the search's cheapest.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/ConfigurationSearchServing.h"
#include "planning/MemoryFit.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioValidator.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace gp;

class TestServingSearch : public QObject {
    Q_OBJECT
private:
    static Scenario workload()
    {
        Scenario s;
        s.name = "7B chat";
        s.model.catalogKey = "llama-2-7b";
        s.task = Task::Inference;
        s.inference.promptTokens = 512;
        s.inference.outputTokens = 256;
        return s;
    }
    static ServingSearchOptions options()
    {
        ServingSearchOptions o;
        o.targets = {20.0, 0.5, 0.05, 0}; // 20 req/s, TTFT 500 ms, TPOT 50 ms, no end-to-end target
        return o;
    }

private slots:
    // searchableOffers checks the GPU row before the price for both searches: a row that cannot be timed is named
    // once even where none of its offers has a price (the serving search checked the price first and said nothing,
    // while the training search named the row). The other GPUs are searched as before.
    void badGpuRowIsNamedEvenWithoutAPrice()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& g : c.gpus)
            if (g.key == "nvidia-h100-sxm")
                g.fp16DenseTflops = -5;
        int unpriced = 0;
        for (auto& o : c.offers)
            if (o.gpuKey == "nvidia-h100-sxm") {
                o.price = 0; // no hourly price: never searched, whatever the row
                ++unpriced;
            }
        QVERIFY(unpriced >= 2);
        const ServingSearchResult r = ServingSearch::run(workload(), c, options());
        QVERIFY(r.ok());
        QVERIFY(!r.front.empty());
        for (const auto& p : r.front)
            QVERIFY2(p.gpuKey != "nvidia-h100-sxm", p.offerKey.c_str());
        const auto said = std::count_if(r.warnings.begin(), r.warnings.end(), [](const Message& m) {
            return m.english().find("not searched: catalog row gpus.nvidia-h100-sxm: fp16_dense_tflops = -5") !=
                   std::string::npos;
        });
        QCOMPARE(said, 1L); // once, although the row has several offers
    }

    void everyPointMeetsTargetsByTheEngine()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const ServingSearchOptions o = options();
        const ServingSearchResult r = ServingSearch::run(workload(), c, o);
        QVERIFY(r.ok());
        QVERIFY(!r.front.empty());
        QVERIFY(r.evaluated == r.rejectedByMemory + r.rejectedByLatency + r.fullyEvaluated);
        for (std::size_t i = 0; i < r.front.size(); ++i) {
            const ServingCandidate& p = r.front[i];
            if (i > 0) {
                QVERIFY(p.costPerHour > r.front[i - 1].costPerHour);
                QVERIFY(p.latencySeconds < r.front[i - 1].latencySeconds);
            }
            const Scenario s = ServingSearch::scenarioFor(workload(), o, p);
            const auto errors = ScenarioValidator::validate(s, c);
            QVERIFY2(errors.empty(),
                     errors.empty() ? "" : (errors.front().field + ": " + errors.front().message).c_str());
            const EstimateResult e = PlanningEngine::estimate(s, c, EstimateOptions{.fitsForEveryGpu = false});
            QVERIFY(e.ok());
            const InferenceEstimate& inf = *e.estimate->inference;
            QVERIFY(e.estimate->fits);
            QCOMPARE(inf.timeToFirstTokenSeconds, p.ttftSeconds);
            QCOMPARE(inf.timePerOutputTokenSeconds, p.tpotSeconds);
            QVERIFY(inf.timeToFirstTokenSeconds <= 0.5);
            QVERIFY(inf.timePerOutputTokenSeconds <= 0.05);
            QVERIFY(inf.requestsPerSecond >= 20.0);
            QCOMPARE(e.estimate->costs.front().costPerRun, p.costPerHour); // one hour of serving
            // Cost per million output tokens at the target load: 1e6 x cost per hour / (3600 x 20 x 256).
            GP_VERIFY_NEAR(p.costPerMillionTokensAtTarget, 1e6 * p.costPerHour / (3600.0 * 20 * 256), 1e-9);
            QCOMPARE(p.maxBatchThatFits, inf.maxConcurrentSequencesThatFit);
            // Issue 31 ("two views disagree"): the scenario handed on states the batch the engine prices, and the
            // engine resolves the same one (InferenceEstimator::batchForTargets, shared).
            QCOMPARE(s.inference.concurrentSequences, p.batch);
            QCOMPARE(inf.sequencesPerReplica, p.batch);
            QCOMPARE(inf.replicas * inf.gpusPerReplica, inf.pricedGpus);
            QVERIFY(inf.maxRequestsPerSecondWithinTargets >= 20.0);
            // The buyer's units: the KV-cache tokens of a replica, what the engine reserves at vLLM's default 0.9.
            QCOMPARE(p.kvCacheTokensPerReplica, double(p.maxBatchThatFits) * (512 + 256));
            QCOMPARE(p.engineMemoryUtilization, 0.9);
            GP_VERIFY_NEAR(p.engineReservedGbPerGpu, 0.9 * p.usableGbPerGpu, 1e-9);
        }
    }

    void searchHoldsTheScenarioTargets()
    {
        // ServingSearch::windowOptions (the window's and gpu-planner search's start) takes the scenario's own
        // targets: a 200 ms first-token target and a 30 s end-to-end one are held at every point of the front.
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario w = workload();
        w.inference.targetRequestsPerSecond = 20;
        w.inference.targetTtftSeconds = 0.2;
        w.inference.targetTpotSeconds = 0.05;
        w.inference.targetLatencySeconds = 12;
        const ServingSearchOptions o = ServingSearch::windowOptions(w, false);
        QCOMPARE(o.targets.timeToFirstTokenSeconds, 0.2);
        QCOMPARE(o.targets.requestLatencySeconds, 12.0);
        const ServingSearchResult r = ServingSearch::run(w, c, o);
        QVERIFY(r.ok());
        QVERIFY(!r.front.empty());
        for (const auto& p : r.front) {
            QVERIFY(p.ttftSeconds <= 0.2);
            QVERIFY(p.tpotSeconds <= 0.05);
            QVERIFY(p.latencySeconds <= 12);
            QCOMPARE(ServingSearch::scenarioFor(w, o, p).inference.targetLatencySeconds, 12.0);
        }
        QCOMPARE(ServingSearch::layoutText(5, 8, 8), std::string("5 replicas x 8 GPUs (tensor parallel 8)"));
        QCOMPARE(ServingSearch::layoutText(1, 1, 1), std::string("1 replica x 1 GPU"));
    }

    void noCheaperConfigurationByBruteForce()
    {
        // Every offer x t x batch through the engine: the cheapest meeting every target costs what the search says.
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const ServingSearchOptions o = options();
        const ServingSearchResult r = ServingSearch::run(workload(), c, o);
        QVERIFY(!r.front.empty());
        double cheapest = INFINITY;
        for (const auto& offer : c.offers) {
            if (offer.unit != PriceUnit::Hour)
                continue;
            const double pricePerGpu = offer.currency == "INR" ? offer.price / 90.0 / offer.gpusPerInstance
                                                               : offer.price / offer.gpusPerInstance;
            for (int t = 1; t <= offer.gpusPerInstance; t *= 2)
                for (int b = 1; b <= 256; b = b < 16 ? b + 1 : b + 8) {
                    Scenario s = workload();
                    s.inference.concurrentSequences = b;
                    s.parallel.tensorParallel = t;
                    s.hardware.gpuKey = offer.gpuKey;
                    s.hardware.gpusPerNode = offer.gpusPerInstance;
                    s.hardware.nodes = 1;
                    s.pricing.offerKeys = {offer.key};
                    const EstimateResult e = PlanningEngine::estimate(s, c, EstimateOptions{.fitsForEveryGpu = false});
                    if (!e.ok() || !e.estimate->fits)
                        continue;
                    const InferenceEstimate& inf = *e.estimate->inference;
                    if (inf.timeToFirstTokenSeconds > 0.5 || inf.timePerOutputTokenSeconds > 0.05)
                        continue;
                    // Replicas on one instance: gpus / t; instances needed for 20 req/s.
                    const double perInstance = inf.requestsPerSecond; // all replicas of one instance
                    const double instances = std::ceil(20.0 / perInstance - 1e-9);
                    cheapest = std::min(cheapest, instances * offer.gpusPerInstance * pricePerGpu);
                }
        }
        QVERIFY(std::isfinite(cheapest));
        // The brute force samples batches coarsely above 16, so it can only be as cheap or dearer.
        QVERIFY2(r.front.front().costPerHour <= cheapest * (1 + 1e-9),
                 qPrintable(QString("search %1, brute force %2").arg(r.front.front().costPerHour).arg(cheapest)));
    }

    void filtersAndErrors()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        c.offers[0].region = "ap-south-1"; // h100-8x in Mumbai
        ServingSearchOptions o = options();
        o.offers.indiaOnly = true;
        const ServingSearchResult india = ServingSearch::run(workload(), c, o);
        QVERIFY(india.ok());
        QVERIFY(!india.front.empty());
        for (const auto& p : india.front) {
            QCOMPARE(p.offerKey, std::string("h100-8x"));
            QVERIFY(p.residency == Residency::India);
        }
        o.offers.indiaOnly = false;
        o.targets.requestsPerSecond = 0;
        const ServingSearchResult none = ServingSearch::run(workload(), c, o);
        QCOMPARE(none.errors.front().field, std::string("inference.target_requests_per_second"));
        o = options();
        o.targets.timePerOutputTokenSeconds = 1e-6; // no GPU decodes a token in a microsecond
        const ServingSearchResult tooFast = ServingSearch::run(workload(), c, o);
        QVERIFY(tooFast.ok());
        QVERIFY(tooFast.front.empty());
        QVERIFY(!tooFast.warnings.empty());
        QVERIFY(tooFast.rejectedByLatency > 0);
    }

    void residencyOfRegions()
    {
        OfferSpec o;
        for (const char* r :
             {"ap-south-1", "asia-south1", "southindia", "India", "India (Delhi NCR/Mumbai DCs)", "asia-south2"}) {
            o.region = r;
            QVERIFY2(residencyOf(o) == Residency::India, r);
        }
        for (const char* r : {"us-east-1", "eastus", "us-central1", "US"}) {
            o.region = r;
            QVERIFY2(residencyOf(o) == Residency::OutsideIndia, r);
        }
        for (const char* r : {"", "global"}) {
            o.region = r;
            QVERIFY2(residencyOf(o) == Residency::NotStated, r);
        }
    }
};

QTEST_GUILESS_MAIN(TestServingSearch)
#include "tst_servingsearch.moc"
