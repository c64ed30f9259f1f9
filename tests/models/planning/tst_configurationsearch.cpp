// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Configuration search on the small hand-built catalog: the front is a real Pareto front (no point
// dominates another), sorted cheapest first, inside the deadline and the budget, and every point agrees
// with the full engine's estimate of the same configuration.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/ConfigurationSearch.h"
#include "planning/ConfigurationSearchFilter.h"
#include "planning/PlanningEngine.h"

#include <QtTest>

#include <algorithm>

using namespace gp;

class TestConfigurationSearch : public QObject {
    Q_OBJECT
private:
    static Scenario workload()
    {
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.training.tokens = 2e10;
        s.training.globalBatch = 512;
        s.training.microBatch = 1;
        s.pricing.offerKeys.clear(); // every offer in the catalog
        return s;
    }

private slots:
    void gpuCounts()
    {
        const auto counts = ConfigurationSearch::gpuCounts(4096);
        QCOMPARE(counts.size(), size_t(3 + 512)); // 1, 2, 4, then 8, 16, ..., 4096
        QCOMPARE(counts.front(), 1);
        QCOMPARE(counts[3], 8);
        QCOMPARE(counts.back(), 4096);
    }

    void badGpuRowIsNotSearched()
    {
        // A row with a negative peak is left out with a warning that names it, not timed at a clamped 0
        // (which made its compute free). The other GPUs are searched as before.
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& g : c.gpus)
            if (g.key == "nvidia-h100-sxm")
                g.fp16DenseTflops = -5;
        const SearchResult r = ConfigurationSearch::run(workload(), c, SearchOptions{});
        QVERIFY(r.ok());
        QVERIFY(!r.front.empty());
        for (const auto& p : r.front)
            QVERIFY2(p.gpuKey != "nvidia-h100-sxm", p.offerKey.c_str());
        const auto said = std::count_if(r.warnings.begin(), r.warnings.end(), [](const gp::Message& m) {
            const std::string w = m.english();
            return w.find("not searched: catalog row gpus.nvidia-h100-sxm: fp16_dense_tflops = -5") !=
                   std::string::npos;
        });
        QCOMPARE(said, 1L); // once, although the row has three offers
    }

    void gpuOnlyPricesAreNotSearched()
    {
        // A host-less H100 price at a tenth of the others would take the whole front if searched; it is left
        // out, and the warning says how many offers and why.
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        OfferSpec gpuOnly = TestCatalog::offer("h100-8x-gpu-only", "nvidia-h100-sxm", 8, 3.2);
        gpuOnly.includes = "GPU only; VM billed extra";
        c.offers.push_back(gpuOnly);
        c.buildIndex();
        const SearchResult r = ConfigurationSearch::run(workload(), c, SearchOptions{});
        QVERIFY(r.ok());
        QVERIFY(!r.front.empty());
        for (const auto& p : r.front)
            QVERIFY2(p.offerKey != "h100-8x-gpu-only", p.offerKey.c_str());
        QVERIFY(std::find(r.warnings.begin(), r.warnings.end(), hostOnlyWarning(1)) != r.warnings.end());
        QVERIFY2(hostOnlyWarning(1).english().find("1 offer prices the GPU without its host") == 0,
                 hostOnlyWarning(1).english().c_str());
        // Instances and billed GPUs of every point: whole instances of its offer.
        for (const auto& p : r.front) {
            const OfferSpec* o = c.offer(p.offerKey);
            QVERIFY(o);
            QCOMPARE(p.instances, (p.gpus + o->gpusPerInstance - 1) / o->gpusPerInstance);
            QCOMPARE(p.billedGpus, p.instances * o->gpusPerInstance);
        }
    }

    void frontIsParetoAndSorted()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        SearchOptions o;
        const SearchResult r = ConfigurationSearch::run(workload(), c, o);
        QVERIFY(r.ok());
        QVERIFY(r.front.size() >= 2);
        QVERIFY(r.evaluated > r.fullyEvaluated); // some layouts do not fit an 80 GB or 48 GB card
        for (size_t i = 0; i < r.front.size(); ++i) {
            for (size_t j = 0; j < r.front.size(); ++j) {
                if (i == j)
                    continue;
                const auto& a = r.front[i];
                const auto& b = r.front[j];
                const bool dominates = a.hours <= b.hours && a.cost <= b.cost;
                QVERIFY2(!dominates, qPrintable(QString("%1 dominates %2").arg(i).arg(j)));
            }
            if (i > 0) {
                QVERIFY(r.front[i].cost > r.front[i - 1].cost);   // cheapest first
                QVERIFY(r.front[i].hours < r.front[i - 1].hours); // and each costlier point is faster
            }
            QVERIFY(r.front[i].memoryGbPerGpu <= r.front[i].usableGbPerGpu);
        }
    }

    void deadlineAndBudgetRespected()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        SearchOptions o;
        const SearchResult all = ConfigurationSearch::run(workload(), c, o);
        // A deadline between the fastest and the cheapest point of the unconstrained front.
        const double deadline = (all.front.front().hours + all.front.back().hours) / 2;
        o.deadlineHours = deadline;
        const SearchResult timed = ConfigurationSearch::run(workload(), c, o);
        QVERIFY(!timed.front.empty());
        for (const auto& p : timed.front)
            QVERIFY(p.hours <= deadline);
        // The cheapest point that meets the deadline comes first and is no cheaper than the unconstrained one.
        QVERIFY(timed.front.front().cost >= all.front.front().cost);
        o.deadlineHours = 0;
        o.budget = (all.front.front().cost + all.front.back().cost) / 2;
        const SearchResult budgeted = ConfigurationSearch::run(workload(), c, o);
        QVERIFY(!budgeted.front.empty());
        for (const auto& p : budgeted.front)
            QVERIFY(p.cost <= o.budget);
        o.budget = 1e-6; // nothing is that cheap
        const SearchResult none = ConfigurationSearch::run(workload(), c, o);
        QVERIFY(none.front.empty());
        QVERIFY(!none.warnings.empty());
    }

    // Past one node a workload that names no network is timed on each GPU's default (CommunicationModel::
    // chooseInterNode): the warnings say which network and why, for each GPU that has a multi-node point; a
    // catalog without any scale-out network gives no multi-node point at all (no network, nothing to time).
    void namesTheNetworkItTimesPastOneNode()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog(); // the test GPUs record no reference system
        c.links.push_back(PlanningTestCatalog::link("ib-edr", "scale-out", 12.5, 0.9, 20)); // slower than its NDR
        c.buildIndex();
        const SearchResult r = ConfigurationSearch::run(workload(), c, SearchOptions{});
        QVERIFY(r.ok());
        const auto multi =
            std::find_if(r.front.begin(), r.front.end(), [](const SearchCandidate& p) { return p.nodes > 1; });
        QVERIFY(multi != r.front.end());                          // the fastest points span nodes
        QCOMPARE(multi->interNodeLinkKey, std::string("ib-edr")); // the catalog's slowest, not its NDR
        const std::string expected = multi->gpuName + " past one node is timed on ";
        const auto said = std::find_if(r.warnings.begin(), r.warnings.end(), [&](const gp::Message& m) {
            const std::string w = m.english();
            return w.rfind(expected, 0) == 0 && w.find("no reference system is recorded") != std::string::npos;
        });
        QVERIFY2(said != r.warnings.end(), expected.c_str());

        Scenario named = workload();
        named.hardware.interNodeLinkKey = "ib-ndr";
        const SearchResult own = ConfigurationSearch::run(named, c, SearchOptions{});
        QVERIFY(std::none_of(own.warnings.begin(), own.warnings.end(), [](const gp::Message& m) {
            const std::string w = m.english();
            return w.find("past one node is timed on") != std::string::npos;
        }));

        // A network the catalog lacks is refused, naming the field, not replaced by the default.
        Scenario unknown = workload();
        unknown.hardware.interNodeLinkKey = "ib-zdr";
        const SearchResult refused = ConfigurationSearch::run(unknown, c, SearchOptions{});
        QVERIFY(!refused.ok());
        QCOMPARE(refused.errors.front().field, std::string("hardware.inter_node_link_key"));
        QVERIFY(refused.errors.front().message.find("ib-zdr") != std::string::npos);

        CatalogSnapshot none = c;
        none.links.erase(std::remove_if(none.links.begin(), none.links.end(),
                                        [](const LinkSpec& l) { return l.category == "scale-out"; }),
                         none.links.end());
        none.buildIndex();
        const SearchResult single = ConfigurationSearch::run(workload(), none, SearchOptions{});
        QVERIFY(!single.front.empty());
        for (const auto& p : single.front)
            QCOMPARE(p.nodes, 1);
    }

    void agreesWithTheEngine()
    {
        // Every front point, handed back to PlanningEngine as a scenario, gives the same hours (the search
        // and the engine time a step with the same TrainingTimeEstimator::stepTimes), fits memory, and costs
        // price x GPU-hours. Tolerance 1e-9 relative.
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const Scenario w = workload();
        const SearchResult r = ConfigurationSearch::run(w, c, SearchOptions{});
        for (const auto& p : r.front) {
            const EstimateResult e = PlanningEngine::estimate(ConfigurationSearch::scenarioFor(w, p), c);
            QVERIFY2(e.ok(), e.errors.empty() ? "" : e.errors.front().message.c_str());
            GP_VERIFY_NEAR_CTX(e.estimate->training->wallClockHours / p.hours, 1, 1e-9,
                               qPrintable(QString("%1 vs %2 (%3)")
                                              .arg(e.estimate->training->wallClockHours)
                                              .arg(p.hours)
                                              .arg(QString::fromStdString(p.offerKey))));
            GP_VERIFY_NEAR_CTX(e.estimate->memory.totalGb() / p.memoryGbPerGpu, 1, 1e-9,
                               qPrintable(QString("%1 vs %2").arg(e.estimate->memory.totalGb()).arg(p.memoryGbPerGpu)));
            QVERIFY(e.estimate->fits);
            QCOMPARE(e.estimate->costs.size(), size_t(1));
            GP_VERIFY_NEAR(e.estimate->costs[0].costPerRun / p.cost, 1, 1e-9);
        }
    }

    // A workload with an interleaved pipeline (p 2, v 4) and parallel.pp_comm_overlap: a searched depth that cannot
    // interleave (p = 1) runs v = 1 and no overlap, and the scenario handed back says so, so the engine takes it (it
    // refuses virtual stages without a pipeline, and the overlap without interleaving) and gives the same hours.
    void interleavedWorkloadComesBackValid()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario w = workload();
        w.parallel.pipelineParallel = 2;
        w.parallel.virtualStages = 4;
        w.parallel.ppCommOverlap = true;
        const SearchResult r = ConfigurationSearch::run(w, c, SearchOptions{});
        QVERIFY2(r.ok() && !r.front.empty(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        bool flat = false;
        for (const auto& p : r.front) {
            const Scenario back = ConfigurationSearch::scenarioFor(w, p);
            if (p.layout.pipelineParallel == 1) {
                flat = true;
                QCOMPARE(back.parallel.virtualStages, 1);
                QVERIFY(!back.parallel.ppCommOverlap);
            }
            const EstimateResult e = PlanningEngine::estimate(back, c);
            QVERIFY2(e.ok(), e.errors.empty() ? "" : e.errors.front().message.c_str());
            GP_VERIFY_NEAR_CTX(e.estimate->training->wallClockHours / p.hours, 1, 1e-9,
                               qPrintable(QString("%1 vs %2").arg(e.estimate->training->wallClockHours).arg(p.hours)));
        }
        QVERIFY2(flat, "the front holds no p = 1 point to check");
    }

    // A sequence-classification head on a model with tied embeddings: the V x h matrix stays as the input
    // embedding but its 2 V h matmul per token no longer runs (gp::computedParameters). The search times a step
    // from the same shape builder as the engine (TrainingTimeEstimator::modelShape), so the forward share that
    // the backward-overlap window depends on is the same: hours agree to 1e-9 relative, as above.
    void agreesWithTheEngineForATiedClassificationHead()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario w = workload();
        ModelArchitecture m = *c.model("llama-2-7b");
        m.key.clear();
        m.tiedEmbeddings = true;
        m.parameters -= double(m.vocabSize) * m.hiddenSize; // one V x h matrix, shared
        m.activeParameters = m.parameters;
        w.model.catalogKey.clear();
        w.model.custom = m;
        w.training.head = OutputHead::SequenceClassification;
        w.training.numLabels = 3;
        SearchOptions o;
        o.maxGpus = 64;
        const SearchResult r = ConfigurationSearch::run(w, c, o);
        QVERIFY2(r.ok() && !r.front.empty(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        for (const auto& p : r.front) {
            const EstimateResult e = PlanningEngine::estimate(ConfigurationSearch::scenarioFor(w, p), c);
            QVERIFY2(e.ok(), e.errors.empty() ? "" : e.errors.front().message.c_str());
            GP_VERIFY_NEAR_CTX(e.estimate->training->wallClockHours / p.hours, 1, 1e-9,
                               qPrintable(QString("%1 vs %2").arg(e.estimate->training->wallClockHours).arg(p.hours)));
        }
    }

    // Context parallelism: a scenario's c > 1 is never searched as c = 1 (each front point keeps it), and a 32K
    // sequence is searched over c in {1, 2, 4, 8}. Every such point agrees with the engine as above (memory to
    // 1e-9, hours to 1e-9 relative).
    void keepsOrSearchesContextParallelism()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario w = workload();
        w.parallel.contextParallel = 2;
        SearchOptions o;
        o.maxGpus = 64;
        const SearchResult kept = ConfigurationSearch::run(w, c, o);
        QVERIFY(kept.ok() && !kept.front.empty());
        for (const auto& p : kept.front) {
            QCOMPARE(p.layout.contextParallel, 2);
            QCOMPARE(p.layout.tensorParallel * p.layout.pipelineParallel * 2 * p.layout.dataParallel, p.gpus);
            QCOMPARE(ConfigurationSearch::scenarioFor(w, p).parallel.contextParallel, 2);
        }
        Scenario longContext = workload();
        longContext.training.sequenceLength = 32768;
        longContext.training.globalBatch = 64;
        longContext.training.tokens = 2e9;
        const SearchResult searched = ConfigurationSearch::run(longContext, c, o);
        QVERIFY(searched.ok() && !searched.front.empty());
        for (const auto& p : searched.front) {
            QVERIFY(p.layout.contextParallel == 1 || p.layout.contextParallel == 2 || p.layout.contextParallel == 4 ||
                    p.layout.contextParallel == 8);
            const EstimateResult e = PlanningEngine::estimate(ConfigurationSearch::scenarioFor(longContext, p), c);
            QVERIFY2(e.ok(), e.errors.empty() ? "" : e.errors.front().message.c_str());
            QCOMPARE(e.estimate->layout.contextParallel, p.layout.contextParallel);
            GP_VERIFY_NEAR(e.estimate->training->wallClockHours / p.hours, 1, 1e-9);
            GP_VERIFY_NEAR(e.estimate->memory.totalGb() / p.memoryGbPerGpu, 1, 1e-9);
        }
    }

    // Packed fine-tuning samples with their own attention span are not searched over c (the ring is timed for
    // whole-sequence attention and ScenarioValidator refuses the pair): a 32K packed fine-tune of 2,000-token
    // samples keeps c = 1 at every front point, and every point the search hands back is one the engine estimates
    // to the same hours (1e-9 relative). The same workload unpacked is searched over c > 1 too.
    void packedSamplesAreNotSearchedOverContextParallelism()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario packed = workload();
        packed.task = Task::FullFineTune;
        packed.training.sequenceLength = 32768;
        packed.training.globalBatch = 64;
        packed.training.tokens = 2e9;
        SearchOptions o;
        o.maxGpus = 64;
        Scenario unpacked = packed;
        const SearchResult wide = ConfigurationSearch::run(unpacked, c, o);
        QVERIFY(wide.ok() && !wide.front.empty());
        bool anyRing = false;
        for (const auto& p : wide.front)
            anyRing = anyRing || p.layout.contextParallel > 1;
        QVERIFY(anyRing); // so the packed run below keeps c = 1 because of its span, not because c never pays
        packed.training.packedSequences = true;
        packed.training.packedSampleTokens = 2000;
        const SearchResult searched = ConfigurationSearch::run(packed, c, o);
        QVERIFY(searched.ok() && !searched.front.empty());
        for (const auto& p : searched.front) {
            QCOMPARE(p.layout.contextParallel, 1);
            const EstimateResult e = PlanningEngine::estimate(ConfigurationSearch::scenarioFor(packed, p), c);
            QVERIFY2(e.ok(), e.errors.empty() ? "" : e.errors.front().message.c_str());
            GP_VERIFY_NEAR(e.estimate->training->wallClockHours / p.hours, 1, 1e-9);
        }
    }

    void invalidWorkload()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = workload();
        s.task = Task::Inference;
        QCOMPARE(ConfigurationSearch::run(s, c, SearchOptions{}).errors.front().field, std::string("task"));
        s = workload();
        s.training.tokens = 0;
        QCOMPARE(ConfigurationSearch::run(s, c, SearchOptions{}).errors.front().field, std::string("training.tokens"));
        SearchOptions o;
        o.deadlineHours = -1;
        QCOMPARE(ConfigurationSearch::run(workload(), c, o).errors.front().field, std::string("deadline_hours"));
    }
};

QTEST_GUILESS_MAIN(TestConfigurationSearch)
#include "tst_configurationsearch.moc"
