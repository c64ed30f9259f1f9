// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// What-if edits of a saved TCO analysis (TcoWhatIf): each edit changes only its keys of the saved JSON and
// reads back as what was checked; a volume given as runs or GPU-hours a month keeps its form, rescaled to
// the new utilisation (runs = u x GPUs x 730 h / GPU-hours per run); an analysis the wizard saved records
// the field as the user's; a typed hardware price stops citing the offer; a value the model refuses names
// its field and changes nothing. On the workshop example's analysis (8 GPUs, 30 runs of 102.751 GPU-hours)
// and small hand-written ones, against the shipped catalog.
#include "Near.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "document/WorkspaceFile.h"
#include "tco/TcoWhatIf.h"

#include <QtTest>

using gp::tco::WhatIfInput;
using json = nlohmann::json;

namespace {
const char* kRentedOnly = R"({
  "currency": "USD", "horizon_months": 12,
  "workload": {"gpus": 8, "gpu_hours_per_month": 1000},
  "options": [{"name": "On demand", "kind": "on_demand", "price": 2}]})";

bool hasField(const std::vector<gp::tco::WhatIfField>& fields, WhatIfInput input)
{
    return std::any_of(fields.begin(), fields.end(), [&](const gp::tco::WhatIfField& f) { return f.input == input; });
}
} // namespace

class TestTcoWhatIf : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;
    json m_example; // the workshop example's saved analysis, hand-written (no "sources")

    gp::tco::Inputs parsed(const json& j)
    {
        const gp::tco::InputsParse p = gp::tco::TcoJson::fromJson(j, m_catalog);
        for (const auto& e : p.errors)
            qWarning("%s: %s", e.field.c_str(), e.message.c_str());
        return p.inputs.value_or(gp::tco::Inputs{});
    }
    gp::tco::WhatIfEdit edit(const json& j, WhatIfInput input, double shown)
    {
        return gp::tco::applyWhatIf(j, parsed(j), input, shown, m_catalog);
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        CatalogStore store;
        QVERIFY(store.openShipped());
        m_catalog = store.snapshot();
        WorkspaceData data;
        QString error;
        QVERIFY2(
            WorkspaceFile::read(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"), data, &error),
            qPrintable(error));
        QCOMPARE(data.tcoAnalyses.size(), 1);
        m_example = data.tcoAnalyses[0].inputs;
        QVERIFY(!m_example.contains("sources"));
    }

    void fieldsFollowTheAnalysis()
    {
        const auto example = gp::tco::whatIfFields(parsed(m_example));
        for (WhatIfInput i : {WhatIfInput::Utilisation, WhatIfInput::HorizonMonths, WhatIfInput::ElectricityPerKwh,
                              WhatIfInput::Pue, WhatIfInput::DevOpsHours, WhatIfInput::DevOpsRate,
                              WhatIfInput::DiscountRate, WhatIfInput::InrPerUsd, WhatIfInput::HardwarePrice})
            QVERIFY2(hasField(example, i), qPrintable(QString::number(int(i))));
        // Utilisation shown in %: 30 runs x 102.751 GPU-h over 8 x 730 h = 52.78%.
        QCOMPARE(example.front().input, WhatIfInput::Utilisation);
        GP_VERIFY_NEAR(example.front().value, 30 * 102.751 / 5840 * 100, 1e-9);
        // Hardware price: the server's 317,000 USD over its 8 GPUs.
        for (const auto& f : example)
            if (f.input == WhatIfInput::HardwarePrice) {
                QCOMPARE(f.value, 39625.0);
                QCOMPARE(f.unit, std::string("USD per GPU"));
            }
        // Nothing owned, nothing self-managed: no power, PUE, hardware or DevOps fields.
        const auto rented = gp::tco::whatIfFields(parsed(json::parse(kRentedOnly)));
        for (WhatIfInput i : {WhatIfInput::ElectricityPerKwh, WhatIfInput::Pue, WhatIfInput::HardwarePrice,
                              WhatIfInput::DevOpsHours, WhatIfInput::DevOpsRate})
            QVERIFY(!hasField(rented, i));
        QVERIFY(hasField(rented, WhatIfInput::Utilisation));
    }

    void utilisationRescalesRuns()
    {
        const gp::tco::WhatIfEdit e = edit(m_example, WhatIfInput::Utilisation, 50);
        QVERIFY(e.ok());
        const json& w = (*e.inputs)["workload"];
        QCOMPARE(w["utilisation"].get<double>(), 0.5);
        // 0.5 x 8 x 730 / 102.751 = 28.4182... runs a month.
        GP_VERIFY_NEAR(w["runs_per_month"].get<double>(), 2920.0 / 102.751, 1e-9);
        QCOMPARE(w["gpu_hours_per_run"].get<double>(), 102.751);
        const gp::tco::Inputs after = parsed(*e.inputs);
        GP_VERIFY_NEAR(gp::tco::TcoModel::resolvedUtilisation(after), 0.5, 1e-12);
        // Only the workload changed.
        json rest = *e.inputs, before = m_example;
        rest.erase("workload");
        before.erase("workload");
        QCOMPARE(rest, before);
    }

    void utilisationKeepsGpuHoursForm()
    {
        const gp::tco::WhatIfEdit e = edit(json::parse(kRentedOnly), WhatIfInput::Utilisation, 25);
        QVERIFY(e.ok());
        QCOMPARE((*e.inputs)["workload"]["gpu_hours_per_month"].get<double>(), 0.25 * 8 * 730); // 1,460
    }

    void savedAnalysisRecordsTheUsersValue()
    {
        const json saved = gp::tco::TcoJson::toJson(parsed(m_example)); // as the wizard saves it
        QVERIFY(saved.contains("sources"));
        const gp::tco::WhatIfEdit e = edit(saved, WhatIfInput::Pue, 1.3);
        QVERIFY(e.ok());
        QCOMPARE((*e.inputs)["sources"]["ownership.pue"].get<std::string>(), std::string("input"));
        QCOMPARE(parsed(*e.inputs).ownership.pue, 1.3);
    }

    void moneyKeepsItsCurrency()
    {
        const gp::tco::Inputs in = parsed(m_example);
        const gp::tco::WhatIfEdit e = edit(m_example, WhatIfInput::ElectricityPerKwh, 0.2);
        QVERIFY(e.ok());
        const json& price = (*e.inputs)["ownership"]["electricity_per_kwh"];
        QCOMPARE(price["amount"].get<double>(), 0.2);
        QCOMPARE(price["currency"].get<std::string>(), in.ownership.electricityPerKwh.currency);
        const gp::tco::WhatIfEdit rate = edit(m_example, WhatIfInput::DevOpsRate, 120);
        QVERIFY(rate.ok());
        QCOMPARE(parsed(*rate.inputs).operations.devOpsRate.amount, 120.0);
        QCOMPARE(parsed(*rate.inputs).operations.devOpsRate.currency, in.operations.devOpsRate.currency);
    }

    void exchangeRateWritesTheKeyTheAnalysisUses()
    {
        json j = json::parse(kRentedOnly);
        j["inr_per_usd"] = 85;
        const gp::tco::WhatIfEdit e = edit(j, WhatIfInput::InrPerUsd, 90);
        QVERIFY(e.ok());
        QCOMPARE((*e.inputs)["inr_per_usd"].get<double>(), 90.0);
        QCOMPARE(parsed(*e.inputs).rate("INR")->unitsPerUsd, 90.0);
    }

    void typedHardwarePriceNoLongerCitesTheOffer()
    {
        const gp::tco::Inputs before = parsed(m_example);
        const gp::tco::WhatIfEdit e = edit(m_example, WhatIfInput::HardwarePrice, 30000);
        QVERIFY(e.ok());
        const gp::tco::Inputs after = parsed(*e.inputs);
        QCOMPARE(after.options.size(), before.options.size());
        for (std::size_t i = 0; i < after.options.size(); ++i) {
            const json& o = (*e.inputs)["options"][i];
            if (before.options[i].owned()) {
                QVERIFY(!o.contains("offer"));
                QCOMPARE(after.options[i].price.amount, 30000.0);
                QCOMPARE(after.options[i].name, before.options[i].name);
                QCOMPARE(after.options[i].kind, before.options[i].kind);
                QCOMPARE(after.options[i].tdpW, before.options[i].tdpW);
            } else {
                QCOMPARE(o, m_example["options"][i]); // rented options untouched
            }
        }
    }

    void refusalNamesTheField_data()
    {
        QTest::addColumn<int>("input");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("field");
        QTest::newRow("PUE below 1") << int(WhatIfInput::Pue) << 0.5 << "ownership.pue";
        QTest::newRow("half a month") << int(WhatIfInput::HorizonMonths) << 12.5 << "horizon_months";
        QTest::newRow("zero horizon") << int(WhatIfInput::HorizonMonths) << 0.0 << "horizon_months";
        QTest::newRow("150% utilisation") << int(WhatIfInput::Utilisation) << 150.0 << "workload.utilisation";
        QTest::newRow("negative electricity")
            << int(WhatIfInput::ElectricityPerKwh) << -1.0 << "ownership.electricity_per_kwh";
        QTest::newRow("zero exchange rate") << int(WhatIfInput::InrPerUsd) << 0.0 << "rates.INR";
        QTest::newRow("discount above 100%") << int(WhatIfInput::DiscountRate) << 150.0 << "discount_rate_per_year";
        QTest::newRow("free hardware") << int(WhatIfInput::HardwarePrice) << 0.0
                                       << "options[3].price"; // the first owned option
    }

    void refusalNamesTheField()
    {
        QFETCH(int, input);
        QFETCH(double, value);
        QFETCH(QString, field);
        const gp::tco::WhatIfEdit e = edit(m_example, WhatIfInput(input), value);
        QVERIFY(!e.ok());
        QVERIFY(!e.inputs);
        QVERIFY(!e.errors.empty());
        QCOMPARE(QString::fromStdString(e.errors.front().field), field);
        QVERIFY(!e.errors.front().message.empty());
    }
};

QTEST_GUILESS_MAIN(TestTcoWhatIf)
#include "tst_tcowhatif.moc"
