// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The GPU utilisation check (the seed article's FAQ: below 70% the GPU is not the bottleneck) on the shipped
// catalog: times are the engine's, observed time = engine time x expected / observed utilisation, and an
// hour saved is worth an hour of the headline offer's fleet (instances x instance-hour price).
#include "Near.h"
#include "catalog/CatalogStore.h"
#include "planning/PlanningEngine.h"
#include "planning/UtilisationCheck.h"
#include "planning/VramAdvisor.h"

#include <QtTest>

#include <cmath>

using namespace gp;

class TestUtilisationCheck : public QObject {
    Q_OBJECT
private:
    CatalogSnapshot m_catalog;

    // The article's 13B full fine-tune on one 8-GPU node with ZeRO-3, 1e9 tokens, priced on Lambda's 8x A100.
    static Scenario scenario()
    {
        Scenario s = VramAdvisor::article13bFullFineTune();
        s.hardware.gpusPerNode = 8;
        s.parallel.zero = ZeroStage::Zero3;
        s.training.globalBatch = 64;
        s.training.tokens = 1e9;
        s.pricing.offerKeys = {"lambda-a100-80gb-sxm-8x-on-demand-gpu-8x-a100-80gb-sxm4"};
        return s;
    }

private slots:
    void initTestCase()
    {
        CatalogStore store;
        QVERIFY(store.openShipped());
        m_catalog = store.snapshot();
    }

    void belowSeventyPercentNamesTheCauses()
    {
        Scenario s = scenario();
        UtilisationObservation o;
        o.utilisationPercent = 50;
        o.dataLoaderWorkers = 0;
        o.pinMemory = false;
        const UtilisationReport r = UtilisationCheck::check(s, m_catalog, o);
        QVERIFY(r.ok());
        QVERIFY(r.belowThreshold);
        const EstimateResult e = PlanningEngine::estimate(s, m_catalog);
        const double hours = e.estimate->training->wallClockHours;
        QCOMPARE(r.engineHours, hours);
        const double expected = 100.0 / (1.0 + e.estimate->training->pipelineBubbleFraction);
        QCOMPARE(r.expectedUtilisationPercent, expected);
        GP_VERIFY_NEAR(r.observedHours, hours * expected / 50.0, 1e-9);
        QCOMPARE(r.causes.size(), std::size_t(3));
        QCOMPARE(r.causes.front().cause, std::string("Data pipeline starvation")); // likely: no workers, no pin_memory
        QVERIFY(r.causes.front().likely);
        GP_VERIFY_NEAR(*r.causes.front().hoursSaved, (r.observedHours - hours), 1e-9);
        // Money at the headline offer's fleet: Lambda's 8x A100 80GB on-demand, one instance, so an hour saved
        // is worth one instance-hour.
        const CostLine* h = e.estimate->headline();
        QVERIFY(h);
        QCOMPARE(h->instances, 1);
        QCOMPARE(*r.costPerHour, h->pricePerInstanceHour);
        QVERIFY(r.pricedAt.find("on-demand") != std::string::npos);
        QVERIFY(r.causes.front().moneySaved);
        GP_VERIFY_NEAR(*r.causes.front().moneySaved, *r.causes.front().hoursSaved * h->pricePerInstanceHour, 1e-6);
        // Busy GPUs: the article says the hardware is the limit.
        o.utilisationPercent = 95;
        const UtilisationReport busy = UtilisationCheck::check(s, m_catalog, o);
        QVERIFY(!busy.belowThreshold);
        for (const auto& c : busy.causes)
            QVERIFY(!c.likely);
        o.utilisationPercent = 0;
        QCOMPARE(UtilisationCheck::check(s, m_catalog, o).errors.front().field, std::string("utilisation_percent"));
    }

    void anUnpricedPlanSaysSoInsteadOfZero()
    {
        Scenario s = scenario();
        s.pricing.offerKeys.clear();
        UtilisationObservation o;
        o.utilisationPercent = 50;
        const UtilisationReport r = UtilisationCheck::check(s, m_catalog, o);
        QVERIFY(r.ok());
        QVERIFY(!r.costPerHour);
        QVERIFY(r.pricedAt.empty());
        for (const auto& c : r.causes)
            QVERIFY(!c.moneySaved);
    }
};

QTEST_GUILESS_MAIN(TestUtilisationCheck)
#include "tst_utilisationcheck.moc"
