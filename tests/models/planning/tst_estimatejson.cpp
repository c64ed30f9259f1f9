// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// EstimateJson: the documented keys (docs/estimate-output.md) are present with their units in their names,
// figures that do not apply are null, numbers are rounded to 6 significant digits, explanations are keyed
// by figure.
#include "PlanningTestCatalog.h"
#include "planning/EstimateJson.h"
#include "planning/PlanningEngine.h"

#include <QtTest>

using namespace gp;

class TestEstimateJson : public QObject {
    Q_OBJECT
private slots:
    void rounding_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("expected");
        QTest::newRow("6 significant digits") << 123.456789 << 123.457;
        QTest::newRow("small") << 0.000123456789 << 0.000123457;
        QTest::newRow("large") << 4.6882450944e22 << 4.68825e22;
        QTest::newRow("NaN stays NaN, never 0") << std::nan("") << std::nan("");
        QTest::newRow("inf stays inf, never 0") << HUGE_VAL << HUGE_VAL;
    }
    void rounding()
    {
        QFETCH(double, value);
        QFETCH(double, expected);
        const double r = EstimateJson::round(value);
        if (std::isnan(expected))
            QVERIFY(std::isnan(r));
        else
            QCOMPARE(r, expected);
        // As JSON a figure that is not a number is null, not a plausible 0.
        if (!std::isfinite(expected))
            QVERIFY(nlohmann::json(r).dump() == "null");
    }

    void utilisationSaysWhatItIs()
    {
        // The default for 8 H100s is a hardware rate of the executed FLOPs, not an MFU; the user's override is
        // one (format version 2: "mfu" held either).
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        const EstimateResult byDefault = PlanningEngine::estimate(s, c);
        QVERIFY(byDefault.ok());
        const nlohmann::json d = EstimateJson::toJson(*byDefault.estimate);
        QCOMPARE(d.at("format_version").get<int>(), 2);
        QVERIFY(!d.contains("mfu"));
        QCOMPARE(d.at("utilisation_kind").get<std::string>(), std::string("hardware"));
        QCOMPARE(d.at("utilisation_assumed").get<double>(), EstimateJson::round(byDefault.estimate->training->mfu));
        s.hardware.mfuOverride = 0.4;
        const EstimateResult given = PlanningEngine::estimate(s, c);
        QVERIFY(given.ok());
        const nlohmann::json g = EstimateJson::toJson(*given.estimate);
        QCOMPARE(g.at("utilisation_kind").get<std::string>(), std::string("model_flops"));
        QCOMPARE(g.at("utilisation_assumed").get<double>(), 0.4);
    }

    void trainingKeys()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const EstimateResult r = PlanningEngine::estimate(PlanningTestCatalog::fineTune7b(), c);
        QVERIFY(r.ok());
        const nlohmann::json j = EstimateJson::toJson(*r.estimate);
        for (const char* key :
             {"format", "format_version", "vram_gb_per_gpu", "memory_breakdown_gb", "fits", "fits_by_gpu",
              "training_hours", "gpu_hours", "tokens_per_second", "time_to_first_token_s", "bound", "costs",
              "explanations", "warnings", "layout", "usable_memory_gb_per_gpu"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["format"].get<std::string>(), std::string("gpu-planner-estimate"));
        QVERIFY(j["training_hours"].is_number());
        QVERIFY(j["time_to_first_token_s"].is_null()); // a training scenario serves nothing
        QCOMPARE(j["bound"].get<std::string>(), std::string("compute"));
        QCOMPARE(j["training_hours"].get<double>(), EstimateJson::round(r.estimate->training->wallClockHours));
        QVERIFY(j["memory_breakdown_gb"].contains("weights"));
        QVERIFY(j["costs"][0].contains("cost_per_run_usd"));
        QVERIFY(j["costs"][0].contains("cost_per_million_tokens_usd"));
        QCOMPARE(j["costs"][1]["gpu_matches_scenario"].get<bool>(), false);
        QVERIFY(j["explanations"].contains("training_hours"));
        QVERIFY(j["explanations"]["training_hours"].contains("formula"));
        QVERIFY(j["explanations"]["training_hours"]["sources"].is_array());
        // Context parallelism (docs/estimate-output.md): the layout says c, the ring's two figures are always written
        // (0 without context parallelism).
        QCOMPARE(j["layout"]["context_parallel"].get<int>(), 1);
        QCOMPARE(j["context_parallel_seconds_per_step"].get<double>(), 0.0);
        QCOMPARE(j["exposed_context_parallel_seconds_per_step"].get<double>(), 0.0);
    }

    void inrCostKeys()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.pricing.currency = "INR";
        const EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY(r.ok());
        const nlohmann::json j = EstimateJson::toJson(*r.estimate);
        QVERIFY(j["costs"][0].contains("cost_per_run_inr"));
        QVERIFY(j["costs"][0].contains("price_per_gpu_hour_inr"));
    }

    void priceAgesOnCostLines()
    {
        // Issue 33: each cost line says its price's as_of, its age in days on the given today and whether it is
        // stale. Today 2026-03-01, threshold 30 days. Ages counted by hand:
        //   h100-8x "2026-02-20": 8 days to 28 Feb + 1 = 9 days, not stale;
        //   a100-1x "2026-01" (the test catalog's): from 1 Jan, 31 + 28 = 59 days, stale;
        // then a100-1x "2026-02-31": not a calendar date, null age and null stale (never 0, never fresh).
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& o : c.offers) {
            if (o.key == "h100-8x")
                o.ref.asOf = "2026-02-20";
        }
        c.buildIndex();
        const EstimateResult r = PlanningEngine::estimate(PlanningTestCatalog::fineTune7b(), c);
        QVERIFY(r.ok());
        const PriceAgeContext ages{&c, CivilDate{2026, 3, 1}, 30};
        const nlohmann::json j = EstimateJson::toJson(*r.estimate, &ages);
        auto line = [&](const std::string& key) {
            for (const auto& l : j["costs"])
                if (l["offer_key"] == key)
                    return l;
            return nlohmann::json::object(); // .at() below then fails the test, naming the key
        };
        QCOMPARE(line("h100-8x").at("price_as_of").get<std::string>(), std::string("2026-02-20"));
        QCOMPARE(line("h100-8x")["price_age_days"].get<int>(), 9);
        QCOMPARE(line("h100-8x")["price_stale"].get<bool>(), false);
        QCOMPARE(line("a100-1x").at("price_as_of").get<std::string>(), std::string("2026-01"));
        QCOMPARE(line("a100-1x")["price_age_days"].get<int>(), 59);
        QCOMPARE(line("a100-1x")["price_stale"].get<bool>(), true);
        QCOMPARE(j["price_age"]["today"].get<std::string>(), std::string("2026-03-01"));
        QCOMPARE(j["price_age"]["stale_days"].get<int>(), 30);
        QCOMPARE(j["headline_cost"]["offer_key"].get<std::string>(), std::string("h100-8x"));
        QCOMPARE(j["headline_cost"]["price_age_days"].get<int>(), 9);

        for (auto& o : c.offers)
            if (o.key == "a100-1x")
                o.ref.asOf = "2026-02-31";
        c.buildIndex();
        const nlohmann::json u = EstimateJson::toJson(*r.estimate, &ages);
        QCOMPARE(u["costs"][1]["offer_key"].get<std::string>(), std::string("a100-1x"));
        QCOMPARE(u["costs"][1]["price_as_of"].get<std::string>(), std::string("2026-02-31"));
        QVERIFY(u["costs"][1]["price_age_days"].is_null());
        QVERIFY(u["costs"][1]["price_stale"].is_null());
        // Without a context (search front, workspace reports) no line carries an age.
        const nlohmann::json plain = EstimateJson::toJson(*r.estimate);
        QVERIFY(!plain["costs"][0].contains("price_age_days"));
        QVERIFY(!plain.contains("price_age"));
    }
};

QTEST_GUILESS_MAIN(TestEstimateJson)
#include "tst_estimatejson.moc"
