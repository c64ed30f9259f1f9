// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workload advisor on the shipped catalog (the wizard's own data): "fine-tune a 13B model on 2B tokens
// within a week" gives three priced configurations, cheapest first, each inside the deadline by the
// engine's own estimate of the scenario handed to the workspace, at a labelled on-demand offer; the
// serving path meets every target; the DPDP note and India-only filter do what they say.
#include "catalog/CatalogStore.h"
#include "planning/ConfigurationSearch.h"
#include "planning/OfferTerms.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioValidator.h"
#include "planning/WorkloadAdvisor.h"

#include <QtTest>

#include <algorithm>

using namespace gp;

class TestWorkloadAdvisor : public QObject {
    Q_OBJECT
private:
    CatalogSnapshot m_catalog;

    static WorkloadAnswers fineTune13bInAWeek()
    {
        WorkloadAnswers a;
        a.goal = WorkloadGoal::FullFineTune;
        a.modelBillions = 13;
        a.tokens = 2e9;
        a.deadlineHours = 7 * 24;
        return a;
    }

    // The three cheapest: in cost order, and every GPU type's cheapest configuration not among them costs at least
    // as much as option 3 (issue 31: a USD 137 H200 plan sat below options of USD 331).
    static void checkThreeCheapest(const WorkloadRecommendation& r)
    {
        QCOMPARE(r.configurations.size(), r.threeCheapest.size());
        QVERIFY(!r.threeCheapest.empty());
        for (std::size_t i = 1; i < r.threeCheapest.size(); ++i)
            QVERIFY(r.threeCheapest[i].cost >= r.threeCheapest[i - 1].cost);
        const double third = r.threeCheapest.back().cost;
        for (const auto& g : r.gpuTypeConfigurations) {
            const bool shown = std::any_of(r.threeCheapest.begin(), r.threeCheapest.end(), [&](const auto& c) {
                return c.scenario.name == g.scenario.name && c.cost == g.cost;
            });
            QVERIFY2(shown || g.cost >= third || r.threeCheapest.size() < 3, g.title.c_str());
        }
        // Every GPU type either points at its configuration or says why it has none.
        for (const auto& g : r.gpuTypes) {
            if (g.meetsDeadline) {
                QVERIFY(g.configuration >= 0 && g.configuration < int(r.gpuTypeConfigurations.size()));
                QCOMPARE(r.gpuTypeConfigurations[std::size_t(g.configuration)].cost, g.cost);
                QVERIFY(g.whyNone.empty());
            } else {
                QCOMPARE(g.configuration, -1);
                QVERIFY2(!g.whyNone.empty(), g.gpuName.c_str());
            }
        }
    }

    // Every choice the wizard made is stated in its text, the scenario's name and its notes, read from the plan's
    // own values (issue 31: FP8 was picked and not said).
    static void checkChoicesStated(const RecommendedConfiguration& c)
    {
        const Scenario& s = c.scenario;
        QVERIFY(c.choices.rfind("Chosen by the wizard: ", 0) == 0);
        QVERIFY2(c.why.find(c.choices) != std::string::npos, c.why.c_str());
        QVERIFY2(c.notes.find(c.choices) != std::string::npos, c.notes.c_str());
        QVERIFY2(s.name.find("chosen by the wizard") != std::string::npos, s.name.c_str());
        if (s.isTraining()) {
            QVERIFY2(c.choices.find(WorkloadAdvisor::precisionWords(s.training.precision)) != std::string::npos,
                     c.choices.c_str());
            QVERIFY2(c.choices.find(WorkloadAdvisor::recomputeWords(s.training.recompute)) != std::string::npos,
                     c.choices.c_str());
            const std::string layout = "tensor parallel " + std::to_string(s.parallel.tensorParallel) +
                                       " x pipeline parallel " + std::to_string(s.parallel.pipelineParallel);
            QVERIFY2(c.choices.find(layout) != std::string::npos, c.choices.c_str());
            QVERIFY2(c.choices.find("micro-batch " + std::to_string(s.training.microBatch)) != std::string::npos,
                     c.choices.c_str());
            const bool offload =
                s.parallel.offloadParameters || s.parallel.cpuOffloadOptimizer || s.training.activationOffloading;
            QVERIFY(c.choices.find(offload ? "CPU offload of" : "no CPU offload") != std::string::npos);
            const std::string brief = s.training.precision == TrainPrecision::FP8 ? "(FP8, " : "(BF16 mixed, ";
            if (s.training.precision == TrainPrecision::FP8 || s.training.precision == TrainPrecision::MixedBF16)
                QVERIFY2(s.name.find(brief) != std::string::npos, s.name.c_str());
        } else {
            QVERIFY(c.choices.find(WorkloadAdvisor::weightWords(s.inference.weights)) != std::string::npos);
            QVERIFY(c.choices.find(WorkloadAdvisor::kvWords(s.inference.kvCache)) != std::string::npos);
            QVERIFY(c.choices.find("tensor parallel " + std::to_string(s.parallel.tensorParallel)) !=
                    std::string::npos);
            QVERIFY(c.choices.find(s.inference.batching == Batching::Continuous
                                       ? "continuous batching"
                                       : "static batching") != std::string::npos);
            QVERIFY(c.choices.find(std::to_string(s.inference.concurrentSequences) + " concurrent sequences") !=
                    std::string::npos);
        }
        // No option rests on a flagged offer unless the user opted in.
        QVERIFY(c.offerFlags.empty());
    }

private slots:
    void initTestCase()
    {
        CatalogStore store;
        QVERIFY(store.openShipped());
        m_catalog = store.snapshot();
    }

    void fineTune13bWithinAWeek()
    {
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(fineTune13bInAWeek(), m_catalog);
        QVERIFY(r.ok());
        QCOMPARE(r.workload.model.catalogKey, std::string("llama-2-13b")); // nearest to 13 B in the catalog
        QCOMPARE(r.configurations.size(), std::size_t(3));
        QVERIFY(!r.tier.empty());
        QVERIFY(!r.strategy.empty());
        QVERIFY(r.residencyNote.empty());
        // The same search the wizard ran: its three cheapest points, in order.
        SearchOptions o;
        o.deadlineHours = 168;
        o.offers = WorkloadAdvisor::offerFilter(fineTune13bInAWeek());
        o.maxGpus = 1024;
        o.multiNodeOnlyWithFullServers = true;
        const SearchResult sr = ConfigurationSearch::run(r.workload, m_catalog, o);
        QVERIFY(sr.front.size() >= 3);
        // The options are the three cheapest configurations that meet the deadline: option 1 is the search's
        // cheapest, and no GPU type's cheapest configuration left out costs less than option 3.
        QCOMPARE(r.configurations.front().cost, sr.front.front().cost);
        checkThreeCheapest(r);
        for (std::size_t i = 0; i < 3; ++i) {
            const RecommendedConfiguration& c = r.configurations[i];
            QVERIFY2(c.engineAgrees, c.title.c_str());
            QVERIFY(ScenarioValidator::validate(c.scenario, m_catalog).empty());
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok());
            QVERIFY(e.estimate->fits);
            QCOMPARE(c.hours, e.estimate->training->wallClockHours);
            QCOMPARE(c.cost, e.estimate->costs.front().costPerRun);
            QVERIFY(c.hours <= 168.0);
            QCOMPARE(c.scenario.pricing.offerKeys.size(), std::size_t(1));
            const OfferSpec* offer = m_catalog.offer(c.scenario.pricing.offerKeys.front());
            QVERIFY(offer);
            QCOMPARE(offer->tier, std::string("on_demand")); // rentable by the hour, not a reservation
            QVERIFY(c.offerLabel.find(offer->providerName) != std::string::npos);
            QVERIFY(!c.why.empty());
            if (i > 0)
                QVERIFY(c.cost >= r.configurations[i - 1].cost);
            checkChoicesStated(c);
        }
        // 13B full fine-tuning needs about 16 bytes a parameter (208 GB): no single 80 GB GPU holds it.
        for (const auto& g : r.gpuTypes)
            if (g.gpuKey == "nvidia-h100-sxm")
                QVERIFY(g.fewestGpusForMemory > 1);
        QVERIFY(r.configurations.front().gpus > 1);
        // Several instances only when each is a whole 8-GPU server (no 1-GPU rentals strung together).
        for (const auto& c : r.configurations)
            QVERIFY(c.nodes == 1 || c.scenario.hardware.gpusPerNode >= 8);
    }

    void indiaOnlyAndDpdpNote()
    {
        WorkloadAnswers a = fineTune13bInAWeek();
        a.personalDataOfPeopleInIndia = true;
        a.indiaOnly = true;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(r.residencyNote.find("DPDP") != std::string::npos);
        QVERIFY(r.residencyNote.find("legal advisor") != std::string::npos);
        QVERIFY(!r.configurations.empty());
        checkThreeCheapest(r);
        QCOMPARE(r.residency, std::string("India only"));
        for (const auto& c : r.configurations) {
            QVERIFY(c.residency == Residency::India);
            QVERIFY(residencyOf(*m_catalog.offer(c.scenario.pricing.offerKeys.front())) == Residency::India);
            checkChoicesStated(c);
            // The residency and the caution stay with the plan: its name and the notes the workspace saves.
            QVERIFY2(c.scenario.name.find(" - India only") != std::string::npos, c.scenario.name.c_str());
            QVERIFY(c.notes.find("Residency: India only.") != std::string::npos);
            QVERIFY(c.notes.find("DPDP") != std::string::npos);
        }
        // GPUs the catalog rents only outside India say so.
        const auto b200 = std::find_if(r.gpuTypes.begin(), r.gpuTypes.end(),
                                       [](const GpuTypeOption& g) { return g.gpuKey == "nvidia-h100-pcie"; });
        QVERIFY(b200 != r.gpuTypes.end());
        QCOMPARE(b200->whyNone, std::string("no offer in India (the chosen region)"));
        // "Cheapest of each GPU type": one configuration per GPU type that meets the deadline, cheapest first.
        a.optionMode = OptionMode::CheapestPerGpuType;
        const WorkloadRecommendation perGpu = WorkloadAdvisor::recommend(a, m_catalog);
        const auto meeting = std::count_if(perGpu.gpuTypes.begin(), perGpu.gpuTypes.end(),
                                           [](const GpuTypeOption& g) { return g.meetsDeadline; });
        QCOMPARE(perGpu.configurations.size(), std::size_t(meeting));
        for (std::size_t i = 1; i < perGpu.configurations.size(); ++i)
            QVERIFY(perGpu.configurations[i].cost >= perGpu.configurations[i - 1].cost);
    }

    // Flagged offers (the IndiaAI portal's restricted rate, Vultr's disputed L40S price) are never options unless the
    // user opts in; opted in, an option on one is marked in its label, text, name and notes.
    void flaggedOffersOnlyWhenIncluded()
    {
        // LoRA of the 13B model: one B200 holds it, so the portal's 1-GPU rate can price it once included.
        WorkloadAnswers a = fineTune13bInAWeek();
        a.goal = WorkloadGoal::LoRA;
        a.indiaOnly = true;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        const auto b200 = std::find_if(r.gpuTypes.begin(), r.gpuTypes.end(),
                                       [](const GpuTypeOption& g) { return g.gpuKey == "nvidia-b200-sxm"; });
        QVERIFY(b200 != r.gpuTypes.end());
        // In India the catalog rents a B200 only through the IndiaAI portal, at a rate for eligible users.
        QCOMPARE(b200->whyNone,
                 std::string("only flagged offers (restricted: eligible users only); include them to see their price"));
        for (const auto& c : r.gpuTypeConfigurations)
            QVERIFY(c.offerFlags.empty());
        a.includeFlagged = true;
        const WorkloadRecommendation with = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(with.ok());
        bool sawFlagged = false;
        for (const auto& c : with.gpuTypeConfigurations) {
            const OfferSpec* o = m_catalog.offer(c.scenario.pricing.offerKeys.front());
            QCOMPARE(c.offerFlags, offerFlagWords(o->flags));
            if (c.offerFlags.empty())
                continue;
            sawFlagged = true;
            QVERIFY(c.offerLabel.find("[" + c.offerFlags + "]") != std::string::npos);
            QVERIFY(c.why.find(c.offerFlags) != std::string::npos);
            QVERIFY(c.scenario.name.find(c.offerFlags) != std::string::npos);
            QVERIFY(c.notes.find(c.offerFlags) != std::string::npos);
            // The engine prices the flagged offer the scenario lists (its own choice), marked.
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok() && e.estimate->headline());
            QCOMPARE(e.estimate->headline()->flags, c.offerFlags);
        }
        QVERIFY(sawFlagged); // the IndiaAI B200 row
    }

    void servingMeetsEveryTarget()
    {
        WorkloadAnswers a;
        a.goal = WorkloadGoal::Serve;
        a.modelKey = "llama-3.1-8b";
        a.requestsPerSecond = 10;
        a.promptTokens = 1000;
        a.outputTokens = 200;
        a.ttftSeconds = 1.0;
        a.tpotSeconds = 0.05;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(!r.configurations.empty());
        for (const auto& c : r.configurations) {
            QVERIFY2(c.engineAgrees, c.title.c_str());
            QVERIFY(!c.scenario.isTraining());
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok());
            QVERIFY(e.estimate->inference->timeToFirstTokenSeconds <= 1.0);
            QVERIFY(e.estimate->inference->timePerOutputTokenSeconds <= 0.05);
            QVERIFY(e.estimate->inference->requestsPerSecond >= 10);
            QCOMPARE(c.cost, e.estimate->costs.front().costPerRun);
        }
        QVERIFY(r.tier.find("GPU") != std::string::npos);
    }

    // A percentile target (issue 31): every configuration holds it by the engine, each plan carries it, and the
    // recommendation's text states the queueing model and its assumption (Poisson arrivals). The residency answers
    // are the scenario's own field in every configuration.
    void servingPercentileTargetAndResidencyAreStated()
    {
        WorkloadAnswers a;
        a.goal = WorkloadGoal::Serve;
        a.modelKey = "llama-3.1-8b";
        a.requestsPerSecond = 10;
        a.promptTokens = 1000;
        a.outputTokens = 200;
        a.ttftSeconds = 0.5;
        a.ttftPercentile = 99;
        a.personalDataOfPeopleInIndia = true;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(!r.configurations.empty());
        QCOMPARE(r.workload.inference.targetTtftPercentile, 99);
        for (const auto& c : r.configurations) {
            QCOMPARE(c.scenario.inference.targetTtftPercentile, 99);
            QVERIFY(c.scenario.residency.personalDataInIndia && !c.scenario.residency.indiaOnly);
            const EstimateResult e = PlanningEngine::estimate(c.scenario, m_catalog);
            QVERIFY(e.ok());
            QVERIFY(e.estimate->inference->ttftP99Seconds <= 0.5);
            QVERIFY2(c.why.find("requests arrive at random (Poisson)") != std::string::npos, c.why.c_str());
            QVERIFY2(c.why.find("99 requests in 100 get their first token within") != std::string::npos, c.why.c_str());
        }
    }

    void refusesWithoutAModel()
    {
        WorkloadAnswers a = fineTune13bInAWeek();
        a.modelBillions = 0;
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("model"));
    }

    void impossibleDeadlineSaysSo()
    {
        WorkloadAnswers a = fineTune13bInAWeek();
        a.deadlineHours = 0.01; // 36 seconds
        const WorkloadRecommendation r = WorkloadAdvisor::recommend(a, m_catalog);
        QVERIFY(r.ok());
        QVERIFY(r.configurations.empty());
        QVERIFY(!r.warnings.empty());
    }
};

QTEST_GUILESS_MAIN(TestWorkloadAdvisor)
#include "tst_workloadadvisor.moc"
