// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// New scenarios start from a template, never from a column of errors: every template on the shipped
// catalog estimates without an error, fits in GPU memory and has a price, with the settings of the
// example it copies; on a catalog without the Llama 3 rows it takes the nearest model by size, and on
// one without any GPU it refuses (the menu entry is disabled then).
#include "TestCatalog.h"
#include "catalog/CatalogStore.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioTemplates.h"

#include <QtTest>

class TestScenarioTemplates : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyTemplateEstimatesOnTheShippedCatalog_data()
    {
        QTest::addColumn<int>("kind");
        for (const auto& t : gp::scenarioTemplates())
            QTest::newRow(t.label.c_str()) << int(t.kind);
    }
    void everyTemplateEstimatesOnTheShippedCatalog()
    {
        QFETCH(int, kind);
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        const gp::CatalogSnapshot catalog = store.snapshot();
        const auto s = gp::makeScenario(gp::ScenarioTemplate(kind), catalog, "USD");
        QVERIFY(s);
        const gp::EstimateResult r = gp::PlanningEngine::estimate(*s, catalog);
        QString errors;
        for (const auto& e : r.errors)
            errors += QString::fromStdString(e.field + ": " + e.message + "\n");
        QVERIFY2(r.ok(), qPrintable(errors));
        QVERIFY2(r.estimate->fits, "a template that does not fit would open on a red column");
        QVERIFY(!r.estimate->costs.empty());
        // Priced on instances of the plan's node size, so the new column carries no billing notes.
        QVERIFY(!s->pricing.offerKeys.empty());
        for (const auto& key : s->pricing.offerKeys)
            for (const auto& o : catalog.offers)
                if (o.key == key)
                    QCOMPARE(o.gpusPerInstance, s->hardware.gpusPerNode);
        QCOMPARE(s->hardware.gpuKey, std::string("nvidia-h100-sxm"));
        switch (gp::ScenarioTemplate(kind)) {
        case gp::ScenarioTemplate::FineTune8B:
            QCOMPARE(s->model.catalogKey, std::string("llama-3-8b"));
            QCOMPARE(s->totalGpus(), 8);
            QCOMPARE(s->training.tokens, 2e9);
            QCOMPARE(s->name, std::string("Llama 3 8B fine-tune"));
            break;
        case gp::ScenarioTemplate::Serve70B:
            QCOMPARE(s->model.catalogKey, std::string("llama-3-70b"));
            QVERIFY(!s->isTraining());
            QCOMPARE(s->inference.targetRequestsPerSecond, 2.0);
            break;
        case gp::ScenarioTemplate::PreTrain:
            QCOMPARE(s->task, gp::Task::PreTrain);
            QCOMPARE(s->totalGpus(), 32); // 4 nodes x 8 over the catalog's InfiniBand NDR row
            QCOMPARE(s->hardware.interNodeLinkKey, std::string("ib-ndr"));
            break;
        }
    }

    void nearestModelAndNoGpu()
    {
        gp::CatalogSnapshot c;
        c.gpus = {TestCatalog::a100()};
        c.models = {TestCatalog::llama2_7b(), TestCatalog::llama2_70b()};
        c.offers = {TestCatalog::offer("a100-8x", "nvidia-a100-80gb-sxm", 8, 14.32)};
        const auto fine = gp::makeScenario(gp::ScenarioTemplate::FineTune8B, c, "USD");
        QVERIFY(fine);
        QCOMPARE(fine->model.catalogKey, c.models[0].key);                    // 7B is the nearest to 8B
        QCOMPARE(fine->hardware.gpuKey, std::string("nvidia-a100-80gb-sxm")); // no H100: the largest GPU with an offer
        QCOMPARE(fine->pricing.offerKeys, std::vector<std::string>{"a100-8x"});
        const auto serve = gp::makeScenario(gp::ScenarioTemplate::Serve70B, c, "USD");
        QVERIFY(serve);
        QCOMPARE(serve->model.catalogKey, c.models[1].key);
        const auto pre = gp::makeScenario(gp::ScenarioTemplate::PreTrain, c, "USD");
        QVERIFY(pre);
        QCOMPARE(pre->hardware.nodes, 1); // no scale-out link in this catalog
        c.gpus.clear();
        QVERIFY(!gp::makeScenario(gp::ScenarioTemplate::FineTune8B, c, "USD"));
    }
};

QTEST_MAIN(TestScenarioTemplates)
#include "tst_scenariotemplates.moc"
