// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The headline the proposal and the workspace's TCO pane share (TcoSummary): on a hand-worked case without
// failures or shared-instance penalty, so each full cost is price x hours: 8 GPUs at 50% utilisation work
// 0.5 x 8 x 730 = 2,920 GPU-hours a month; over 12 months on demand at 2 USD a GPU-hour costs
// 2,920 x 2 x 12 = 70,080 USD, spot at 1 USD 35,040 USD, a 1-year reservation at 1.5 USD holds the fleet
// around the clock: 8 x 730 x 1.5 x 12 = 105,120 USD. The cheapest (spot) is interruptible, so the headline
// names the cheapest that cannot be reclaimed and how much more it costs: 70,080 - 35,040 = 35,040 USD.
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "tco/TcoJson.h"
#include "tco/TcoSummary.h"
#include "text/MessageText.h"

#include <QtTest>

namespace {
// The headline as the pane shows it to a US English reader (the text layer, issue 35), no-break spaces as spaces so
// the sentences below read as written.
QString shown(const std::vector<gp::Message>& headline)
{
    return gp::text::renderJoined(headline, QStringLiteral(" "), QLocale(QLocale::English, QLocale::UnitedStates))
        .replace(QChar(0x00A0), QLatin1Char(' '));
}

const char* kThreeOptions = R"({
  "currency": "USD", "horizon_months": 12,
  "workload": {"gpus": 8, "utilisation": 0.5},
  "operations": {"interruptions_per_gpu_day": 0, "spot_interruptions_per_gpu_day": 0},
  "options": [
    {"name": "On demand", "kind": "on_demand", "price": 2, "shared_instance": false, "gpus_per_instance": 8},
    {"name": "Spot", "kind": "spot", "price": 1, "shared_instance": false, "gpus_per_instance": 8},
    {"name": "Reserved", "kind": "reserved_1y", "price": 1.5, "shared_instance": false, "gpus_per_instance": 8}
  ]})";
} // namespace

class TestTcoSummary : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;

    gp::tco::Inputs parse(const char* text)
    {
        const gp::tco::InputsParse p = gp::tco::TcoJson::fromText(text, m_catalog);
        for (const auto& e : p.errors)
            qWarning("%s: %s", e.field.c_str(), e.message.c_str());
        return p.inputs.value_or(gp::tco::Inputs{});
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        CatalogStore store;
        QVERIFY(store.openShipped());
        m_catalog = store.snapshot();
    }

    void interruptibleCheapestNamesTheFirmOne()
    {
        gp::tco::Inputs in = parse(kThreeOptions);
        QCOMPARE(int(in.options.size()), 3);
        gp::tco::labelInterruptible(in);
        QCOMPARE(in.options[1].name, std::string("Spot (interruptible)"));
        QCOMPARE(in.options[0].name, std::string("On demand"));
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(a.ok());
        QCOMPARE(a.base.options[0].fullCost, 70080.0);
        QCOMPARE(a.base.options[1].fullCost, 35040.0);
        QCOMPARE(a.base.options[2].fullCost, 105120.0);

        const gp::tco::Summary s = gp::tco::summarise(a, in);
        QCOMPARE(s.cheapest, 1);
        QVERIFY(s.cheapestInterruptible);
        QCOMPARE(s.cheapestFirm, 0);
        QCOMPARE(s.firmExtra, 35040.0);
        QCOMPARE(s.hoursPerMonth, 730.0);
        QCOMPARE(s.fleetHoursPerMonth, 5840.0);
        QCOMPARE(shown(s.headline),
                 QStringLiteral("Cheapest over 12 months at 50.0% utilisation: Spot (interruptible), full cost USD "
                                "35,040. It is interruptible: the provider can take its GPUs back at short notice, so "
                                "it suits only work that checkpoints and can wait. The cheapest option that cannot be "
                                "reclaimed is On demand, at USD 70,080 (USD 35,040 more)."));
        // The same sentences in the CLI's locale-independent English: no grouping, the ISO code.
        QCOMPARE(QString::fromStdString(s.headline.front().english()),
                 QStringLiteral("Cheapest over 12 months at 50.0% utilisation: Spot (interruptible), full cost USD "
                                "35040."));
    }

    void firmCheapestNamesTheRunnerUp()
    {
        gp::tco::Inputs in = parse(kThreeOptions);
        in.options.erase(in.options.begin() + 1); // no spot: on demand is the cheapest, the reservation next
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(a.ok());
        const gp::tco::Summary s = gp::tco::summarise(a, in);
        QCOMPARE(s.cheapest, 0);
        QCOMPARE(s.cheapestFirm, 0);
        QCOMPARE(s.firmExtra, 0.0);
        QCOMPARE(s.runnerUp, 1);
        QCOMPARE(s.runnerUpExtra, 105120.0 - 70080.0);
        QVERIFY2(shown(s.headline).endsWith(QStringLiteral("The runner-up, Reserved, costs USD 35,040 more.")),
                 qPrintable(shown(s.headline)));
    }

    // The cheapest rents 1-GPU instances for an 8-GPU job: the headline says the job spans 8 machines, not one node
    // (ceil(8 / 1) = 8; with 2-GPU instances, 4).
    void smallInstancesAreNotOneNode()
    {
        gp::tco::Inputs in = parse(kThreeOptions);
        in.options.erase(in.options.begin() + 1);
        in.options[0].gpusPerInstance = 1;
        gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(a.ok());
        QCOMPARE(a.base.cheapest, 0);
        QVERIFY2(shown(gp::tco::summarise(a, in).headline)
                     .endsWith(QStringLiteral("On demand rents 1-GPU instances: a job on 8 GPUs runs on 8 machines "
                                              "over the provider's network, not in one node.")),
                 qPrintable(shown(gp::tco::summarise(a, in).headline)));
        in.options[0].gpusPerInstance = 2;
        a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(shown(gp::tco::summarise(a, in).headline)
                    .contains(QStringLiteral("On demand rents 2-GPU instances: a job on 8 GPUs runs on 4 machines")));
        in.options[0].gpusPerInstance = 8;
        a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(!shown(gp::tco::summarise(a, in).headline).contains(QStringLiteral("machines")));
        // A 16-GPU job spans two nodes whatever it rents: 8-GPU instances are whole nodes, nothing to say.
        in.workload.gpus = 16;
        a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(!shown(gp::tco::summarise(a, in).headline).contains(QStringLiteral("machines")));
        // On 4-GPU instances it runs on ceil(16 / 4) = 4 machines where two 8-GPU nodes would do: said so, and never
        // "not in one node", which no rental of 16 GPUs could be.
        in.options[0].gpusPerInstance = 4;
        a = gp::tco::TcoAnalysis::analyse(in);
        const QString sixteen = shown(gp::tco::summarise(a, in).headline);
        QVERIFY2(sixteen.endsWith(QStringLiteral("On demand rents 4-GPU instances: a job on 16 GPUs runs on 4 machines "
                                                 "over the provider's network, where 2 8-GPU nodes would do.")),
                 qPrintable(sixteen));
        QVERIFY(!sixteen.contains(QStringLiteral("one node")));
        // Grace Blackwell trays of 4 GPUs share their NVL72 rack's NVLink domain: nothing to say.
        in.options[0].gpuKey = "nvidia-gb200";
        a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(!shown(gp::tco::summarise(a, in).headline).contains(QStringLiteral("machines")));
        in.options[0].gpuKey.clear();
        // The analysis' own conclusion (the wizard's result page) says it too.
        in.workload.gpus = 8;
        in.options[0].gpusPerInstance = 1;
        a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY2(shown(a.conclusion)
                     .contains(QStringLiteral("On demand rents 1-GPU instances: a job on 8 GPUs runs on 8 machines")),
                 qPrintable(shown(a.conclusion)));
    }

    void notComputedHasNoHeadline()
    {
        gp::tco::Inputs in = parse(kThreeOptions);
        in.horizonMonths = 0; // the model refuses a zero horizon
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(in);
        QVERIFY(!a.ok());
        const gp::tco::Summary s = gp::tco::summarise(a, in);
        QCOMPARE(s.cheapest, -1);
        QVERIFY(s.headline.empty());
    }

    void amountsKeepCentsBelowAThousand()
    {
        QCOMPARE(gp::tco::formatAmount(512.5, "USD"), std::string("USD 512.50"));
        QCOMPARE(gp::tco::formatAmount(-2.5, "INR"), std::string("-Rs 2.50"));
        QCOMPARE(gp::tco::formatAmount(1234567, "INR"), std::string("Rs 12,34,567"));
        QCOMPARE(gp::tco::formatAmount(1234567, "USD"), std::string("USD 1,234,567"));
    }
};

QTEST_GUILESS_MAIN(TestTcoSummary)
#include "tst_tcosummary.moc"
