// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The workload advisor on the shipped catalog (the wizard's own data): "fine-tune a 13B model on 2B tokens
// within a week" gives three priced configurations, cheapest first, each inside the deadline by the
// engine's own estimate of the scenario handed to the workspace, at a labelled on-demand offer; the
// serving path meets every target; the DPDP note and India-only filter do what they say.
#include "catalog/CatalogStore.h"
#include "planning/ConfigurationSearch.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioValidator.h"
#include "planning/WorkloadAdvisor.h"

#include <QtTest>

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
            QCOMPARE(c.cost, sr.front[i].cost);
            QCOMPARE(c.scenario.pricing.offerKeys.size(), std::size_t(1));
            const OfferSpec* offer = m_catalog.offer(c.scenario.pricing.offerKeys.front());
            QVERIFY(offer);
            QCOMPARE(offer->tier, std::string("on_demand")); // rentable by the hour, not a reservation
            QVERIFY(c.offerLabel.find(offer->providerName) != std::string::npos);
            QVERIFY(!c.why.empty());
            if (i > 0)
                QVERIFY(c.cost > r.configurations[i - 1].cost);
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
        for (const auto& c : r.configurations) {
            QVERIFY(c.residency == Residency::India);
            QVERIFY(residencyOf(*m_catalog.offer(c.scenario.pricing.offerKeys.front())) == Residency::India);
        }
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
