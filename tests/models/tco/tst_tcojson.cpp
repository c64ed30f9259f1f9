// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// TCO inputs from JSON on top of the catalog defaults, refusals that name the field, the bounded reader,
// a round trip, and the output's unit-named keys.
#include "Near.h"
#include "TcoTestCatalog.h"
#include "TcoTestInputs.h"
#include "tco/TcoJson.h"
#include "json/BoundedJson.h"

#include <QtTest>

#include <cmath>
#include <functional>

using namespace gp;
using namespace gp::tco;
using nlohmann::json;

namespace {

using TcoTest::catalog; // the small catalog the TCO file tests share (TcoTestCatalog.h)

std::string sourceOf(const Inputs& in, const std::string& field)
{
    for (const auto& [f, s] : in.sources)
        if (f == field)
            return s;
    return {};
}

bool namesField(const InputsParse& p, const std::string& field)
{
    for (const FieldProblem& e : p.errors)
        if (e.field == field)
            return true;
    return false;
}

const char* kMinimal = R"({"format": "gpu-planner-tco", "format_version": 1,
  "workload": {"gpus": 8, "utilisation": 0.5},
  "options": [{"offer": "cloud-h100-8x"}, {"offer": "own-h100-8x"}, {"offer": "own-h100-8x", "kind": "own_data_centre"}]})";

} // namespace

class TestTcoJson : public QObject {
    Q_OBJECT
private slots:
    void defaultsComeFromTheCatalogWithTheirSources()
    {
        const Inputs in = TcoDefaults::fromCatalog(catalog(), Region::India);
        QCOMPARE(in.ownership.pue, 1.4);
        QCOMPARE(in.ownership.refreshMonths, 24.0);
        QCOMPARE(in.workload.utilisation, 0.25);
        QCOMPARE(in.ownership.spareFraction, 0.05);
        QCOMPARE(in.ownership.facilityCapexPerKw.amount, 6800.0); // 6.8 USD million per MW
        QCOMPARE(in.operations.devOpsRate.amount, 1500.0);
        QCOMPARE(in.operations.devOpsRate.currency, std::string("INR"));
        GP_VERIFY_NEAR(in.operations.interruptionsPerGpuDay, 419.0 / (16384.0 * 54.0), 1e-15);
        QVERIFY(sourceOf(in, "ownership.pue").find("pue-industry-average") != std::string::npos);
        QVERIFY(sourceOf(in, "ownership.pue").find("test source") != std::string::npos);
        QVERIFY(sourceOf(in, "ownership.resale_fraction").find("assumption") != std::string::npos);
        QVERIFY(sourceOf(in, "operations.shared_penalty").find("Walters") != std::string::npos);
    }

    void optionsFromOffers()
    {
        const InputsParse p = TcoJson::fromText(kMinimal, catalog());
        QVERIFY2(p.ok(), p.errors.empty() ? "" : (p.errors[0].field + ": " + p.errors[0].message).c_str());
        const Inputs& in = *p.inputs;
        QCOMPARE(int(in.options.size()), 3);
        const Option& rent = in.options[0];
        QCOMPARE(rent.kind, OptionKind::OnDemand);
        QCOMPARE(rent.price.amount, 2.0); // 16 USD / 8 GPUs
        QCOMPARE(rent.gpusPerInstance, 8);
        QCOMPARE(rent.slaPercent, 99.5); // the provider's
        QVERIFY(rent.sharedInstance);
        QCOMPARE(rent.devOpsHoursPerMonth, 0.0);
        const Option& own = in.options[1];
        QCOMPARE(own.kind, OptionKind::OwnColocation);
        QCOMPARE(own.basis, PriceBasis::PurchasePerGpu);
        QCOMPARE(own.price.amount, 30000.0);
        QCOMPARE(own.tdpW, 700.0);
        QCOMPARE(own.devOpsHoursPerMonth, 15.0); // the catalog's self-managed hours
        QCOMPARE(in.options[2].kind, OptionKind::OwnDataCentre);
        QVERIFY(in.options[2].name.find("own data centre") != std::string::npos);
    }

    void refusalsNameTheField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown key") << R"({"workload": {"gpu": 8}, "options": [{"offer": "cloud-h100-8x"}]})"
                                     << "workload.gpu";
        QTest::newRow("fractional GPUs") << R"({"workload": {"gpus": 8.5}, "options": [{"offer": "cloud-h100-8x"}]})"
                                         << "workload.gpus";
        QTest::newRow("GPUs out of range") << R"({"workload": {"gpus": 1e12}, "options": [{"offer": "cloud-h100-8x"}]})"
                                           << "workload.gpus";
        QTest::newRow("text for a number") << R"({"horizon_months": "24", "options": [{"offer": "cloud-h100-8x"}]})"
                                           << "horizon_months";
        QTest::newRow("zero horizon") << R"({"horizon_months": 0, "options": [{"offer": "cloud-h100-8x"}]})"
                                      << "horizon_months";
        QTest::newRow("negative price") << R"({"options": [{"kind": "on_demand", "name": "x", "price": -1}]})"
                                        << "options[0].price";
        QTest::newRow("zero exchange rate") << R"({"inr_per_usd": 0, "options": [{"offer": "cloud-h100-8x"}]})"
                                            << "rates.INR";
        QTest::newRow("missing offer") << R"({"options": [{"offer": "nope"}]})"
                                       << "options[0].offer";
        QTest::newRow("unknown kind") << R"({"options": [{"kind": "lease", "name": "x", "price": 1}]})"
                                      << "options[0].kind";
        QTest::newRow("utilisation 150%")
            << R"({"workload": {"utilisation": 1.5}, "options": [{"offer": "cloud-h100-8x"}]})"
            << "workload.utilisation";
        QTest::newRow("money without currency")
            << R"({"ownership": {"pue": 1.2, "electricity_per_kwh": {"amount": 8}}, "options": [{"offer": "cloud-h100-8x"}]})"
            << "ownership.electricity_per_kwh";
        QTest::newRow("not JSON") << "{\"options\": ["
                                  << "";
        QTest::newRow("nested too deep") << (QString(70, QLatin1Char('[')) + QString(70, QLatin1Char(']'))) << "";
        QTest::newRow("duplicate key")
            << R"({"horizon_months": 24, "horizon_months": 18, "options": [{"offer": "cloud-h100-8x"}]})"
            << "";
        QTest::newRow("number overflow") << R"({"horizon_months": 1e309, "options": [{"offer": "cloud-h100-8x"}]})"
                                         << "";
        QTest::newRow("currency code not ISO")
            << R"({"rates": {"rupees": 90}, "options": [{"offer": "cloud-h100-8x"}]})"
            << "rates.rupees";
        QTest::newRow("not an object") << "[1, 2]"
                                       << "";
    }
    void refusalsNameTheField()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        const InputsParse p = TcoJson::fromText(text.toStdString(), catalog());
        QVERIFY(!p.ok());
        QVERIFY(!p.inputs);
        QVERIFY2(namesField(p, field.toStdString()), (p.errors[0].field + ": " + p.errors[0].message).c_str());
    }

    void oversizedInputIsRefused()
    {
        // The shared bounded reader's limit (docs/input-limits.md), refused before parsing.
        const std::string big = "{\"name\": \"" + std::string(gp::jsonio::kMaxInputBytes, 'x') + "\"}";
        const InputsParse p = TcoJson::fromText(big, catalog());
        QVERIFY(!p.ok());
        QVERIFY2(p.errors[0].message.find("at most 20 MB") != std::string::npos, p.errors[0].message.c_str());
    }

    void roundTrip()
    {
        const InputsParse p = TcoJson::fromText(kMinimal, catalog());
        QVERIFY(p.ok());
        Inputs in = *p.inputs;
        in.options[0].vpsLines = {{"API hosting", {2400, "INR"}}};
        in.ownership.electricityPerKwh = {0.12, "USD"};
        const json saved = TcoJson::toJson(in);
        const InputsParse back = TcoJson::fromJson(saved, catalog());
        QVERIFY2(back.ok(), back.errors.empty() ? "" : (back.errors[0].field + ": " + back.errors[0].message).c_str());
        QCOMPARE(TcoJson::toJson(*back.inputs).dump(), saved.dump());
        // A saved option keeps its own price when its offer has left the catalog.
        CatalogSnapshot without = catalog();
        without.offers.clear();
        without.buildIndex();
        const InputsParse orphan = TcoJson::fromJson(saved, without);
        QVERIFY(orphan.ok());
        QCOMPARE(orphan.inputs->options[1].price.amount, 30000.0);
    }

    void outputKeysNameTheirUnits()
    {
        const InputsParse p = TcoJson::fromText(kMinimal, catalog());
        QVERIFY(p.ok());
        const json out = TcoJson::analysisToJson(TcoAnalysis::analyse(*p.inputs), *p.inputs);
        QCOMPARE(out["format"].get<std::string>(), std::string("gpu-planner-tco-result"));
        QCOMPARE(out["currency"].get<std::string>(), std::string("INR"));
        const json& o = out["options"][0];
        QVERIFY(o.contains("full_cost_inr") && o.contains("full_cost_usd"));
        GP_VERIFY_NEAR(o["full_cost_usd"].get<double>() * 90, o["full_cost_inr"].get<double>(),
                       1e-3 * o["full_cost_inr"].get<double>());
        QCOMPARE(int(o["cumulative_inr"].size()), 25);
        QVERIFY(o["cost_per_run_inr"].is_null()); // no runs given
        QVERIFY(o.contains("marginal_cost_per_work_gpu_hour_inr") && o.contains("marginal_cost_per_work_gpu_hour_usd"));
        QVERIFY(o.contains("spare_work_gpu_hours_per_month"));
        QVERIFY(out["break_even"].is_array() && out["break_even"].size() == 2);
        QVERIFY(out["sensitivity"].is_array() && !out["sensitivity"].empty());
        QVERIFY(!out["conclusion"].get<std::string>().empty());
        // nlohmann writes a NaN as null: every number must be finite, and no money figure null but the
        // two that do not apply (cost per run and per million tokens, without runs or tokens).
        std::function<void(const json&, const std::string&)> walk = [&](const json& v, const std::string& key) {
            if (v.is_number())
                QVERIFY2(std::isfinite(v.get<double>()), key.c_str());
            else if (v.is_object())
                for (auto it = v.begin(); it != v.end(); ++it)
                    walk(*it, it.key());
            else if (v.is_array())
                for (const json& e : v)
                    walk(e, key);
            else if (v.is_null())
                QVERIFY2(key.rfind("cost_per_run", 0) == 0 || key.rfind("cost_per_million_tokens", 0) == 0 ||
                             key == "offer_key" || key.rfind("flip_", 0) == 0 || key == "month" ||
                             key == "utilisation" || key == "break_even_utilisation" ||
                             key == "spare_work_gpu_hours_per_month",
                         key.c_str());
        };
        walk(out, "");
    }
};

QTEST_APPLESS_MAIN(TestTcoJson)
#include "tst_tcojson.moc"
