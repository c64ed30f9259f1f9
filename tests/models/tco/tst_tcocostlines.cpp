// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Each cost line of the TCO model against figures worked by hand from TcoModel.h's formulas on the round
// case of TcoTestInputs.h (8 GPUs x 730 h x 50% = 2,920 GPU-hours of work a month). Tolerance 1e-6
// relative: the figures are exact products.
#include "Near.h"
#include "TcoTestInputs.h"
#include "planning/CheckpointRestart.h"
#include "tco/TcoModel.h"

#include <QtTest>

#include <cmath>

using namespace gp::tco;

namespace {
bool near(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }
} // namespace

class TestTcoCostLines : public QObject {
    Q_OBJECT
private slots:
    void lines_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("horizon");
        QTest::addColumn<double>("monthlyRunning"); // month 1 cash
        QTest::addColumn<double>("upfront");
        QTest::addColumn<double>("fullCost");
        // 2,920 h x 2 USD = 5,840 a month; x 12
        QTest::newRow("on demand, per used hour") << 0 << 12 << 5840.0 << 0.0 << 70080.0;
        // 8 GPUs held x 730 h x 1.2 = 7,008 a month
        QTest::newRow("reserved 1y, held around the clock") << 1 << 12 << 7008.0 << 0.0 << 84096.0;
        // 18 months run into the second 12-month term: 6 more months owed = 42,048; 18 x 7,008 + 42,048
        QTest::newRow("reserved 1y, term owed after an 18-month horizon") << 1 << 18 << 7008.0 << 0.0 << 168192.0;
        // 8 x 1,000 USD/GPU-month + DevOps 15 h x 1,500 INR / 90 = 250 USD
        QTest::newRow("dedicated monthly + DevOps") << 2 << 12 << 8250.0 << 0.0 << 99000.0;
        // capex 8 x 30,000 = 240,000; power 8 x 1 kW x 1.5 x 730 h x 0.10 = 876; colo 8 kW x 200 = 1,600; DevOps 250
        // residual at 12 of 24 months: 240,000 x (1 - 0.75 x 12/24) = 150,000; full = 240,000 + 12 x 2,726 - 150,000
        QTest::newRow("own, colocation") << 3 << 12 << 2726.0 << 240000.0 << 122712.0;
        // space: 8 kW x 6,000 USD / (10 y x 12) = 400; running 876 + 400 + 250 = 1,526
        QTest::newRow("own, own data centre") << 4 << 12 << 1526.0 << 240000.0 << 108312.0;
        // refresh at month 24: + 240,000 - 25% resale = 180,000; residual at 6 of 24 months = 195,000
        // full = 240,000 + 30 x 2,726 + 180,000 - 195,000
        QTest::newRow("own, colocation, one refresh in 30 months") << 3 << 30 << 2726.0 << 240000.0 << 306780.0;
        // on demand 5,840 + VPS 50 USD + 900 INR (10 USD)
        QTest::newRow("hybrid: on demand + VPS lines") << 5 << 12 << 5900.0 << 0.0 << 70800.0;
    }
    void lines()
    {
        QFETCH(int, which);
        QFETCH(int, horizon);
        QFETCH(double, monthlyRunning);
        QFETCH(double, upfront);
        QFETCH(double, fullCost);
        Inputs in = TcoTest::base();
        in.horizonMonths = horizon;
        in.options = {TcoTest::onDemand(2.0),
                      TcoTest::option("reserved", OptionKind::Reserved1y, 1.2, PriceBasis::PerGpuHour),
                      TcoTest::option("dedicated", OptionKind::Dedicated, 1000, PriceBasis::PerGpuMonth),
                      TcoTest::ownColo(),
                      TcoTest::ownColo(),
                      TcoTest::onDemand(2.0)};
        in.options[2].devOpsHoursPerMonth = 15;
        in.options[4].kind = OptionKind::OwnDataCentre;
        in.options[5].vpsLines = {{"API", {50, "USD"}}, {"CI", {900, "INR"}}};
        const Result r = TcoModel::evaluate(in);
        QVERIFY2(r.ok(), r.errors.empty() ? "no options" : r.errors.front().message.c_str());
        const OptionCost& c = r.options[which];
        QCOMPARE(int(c.monthly.size()), horizon + 1);
        QVERIFY2(near(c.monthly[1], monthlyRunning), qPrintable(QString::number(c.monthly[1], 'f', 4)));
        QVERIFY(near(c.monthly[0], upfront));
        QVERIFY2(near(c.fullCost, fullCost), qPrintable(QString::number(c.fullCost, 'f', 4)));
        QVERIFY(near(c.cumulative.back(), [&] {
            double s = 0;
            for (double v : c.monthly)
                s += v;
            return s;
        }()));
        QVERIFY(near(c.averageMonthly, fullCost / horizon));
        // Cost per GPU-hour of work: average month / 2,920 h.
        QVERIFY(near(c.costPerWorkGpuHour, fullCost / horizon / 2920.0));
    }

    void billedWholeInstances()
    {
        // A 4-GPU job on 8-GPU instances pays for 8: 0.5 x 4 x 730 = 1,460 h x 8/4 x 2 USD = 5,840.
        Inputs in = TcoTest::base();
        in.workload.gpus = 4;
        in.options = {TcoTest::option("8x instance", OptionKind::OnDemand, 2.0, PriceBasis::PerGpuHour, 8)};
        const Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        QVERIFY(near(r.options[0].computePerMonth, 5840));
    }

    void sharedPenalty()
    {
        // 3% longer on a shared instance: 2,920 x 1.03 x 2 USD = 6,015.2; the bare-metal option is unchanged.
        Inputs in = TcoTest::base();
        in.operations.sharedPenalty = 0.03;
        in.options = {TcoTest::onDemand(2.0), TcoTest::onDemand(2.0)};
        in.options[0].sharedInstance = true;
        const Result r = TcoModel::evaluate(in);
        QVERIFY(near(r.options[0].computePerMonth, 6015.2));
        QVERIFY(near(r.options[1].computePerMonth, 5840));
    }

    void marginalCost()
    {
        // Round case: 8 GPUs at 50% = 2,920 reference work hours a month; capacity 8 x 730 = 5,840 h.
        Inputs in = TcoTest::base();
        Option shared = TcoTest::onDemand(2.0);
        shared.sharedInstance = true;
        in.operations.sharedPenalty = 0.03;
        Option sla = TcoTest::option("reserved, 99% SLA", OptionKind::Reserved1y, 1.2, PriceBasis::PerGpuHour);
        sla.slaPercent = 99;
        in.options = {TcoTest::onDemand(2.0), shared,
                      TcoTest::option("reserved", OptionKind::Reserved1y, 1.2, PriceBasis::PerGpuHour), sla,
                      TcoTest::ownColo()};
        Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        QVERIFY(near(r.options[0].marginalPerWorkGpuHour, 2.0)); // the price: billed per hour used
        QVERIFY(!r.options[0].spareWorkGpuHoursPerMonth);
        QVERIFY(near(r.options[1].marginalPerWorkGpuHour, 2.06));       // 1.03 x 2.0: a shared instance's 3% more hours
        QCOMPARE(r.options[2].marginalPerWorkGpuHour, 0.0);             // held: paid whether used or not
        QVERIFY(near(*r.options[2].spareWorkGpuHoursPerMonth, 2920));   // 5,840 - 2,920
        QVERIFY(near(*r.options[3].spareWorkGpuHoursPerMonth, 2861.6)); // 5,840 x 0.99 - 2,920
        QCOMPARE(r.options[4].marginalPerWorkGpuHour, 0.0);             // owned: power at a fixed load, DevOps fixed
        QVERIFY(near(*r.options[4].spareWorkGpuHoursPerMonth, 2920));
        // The average is not the margin: the reservation's 7,008 USD a month over 2,920 h is 2.40 per hour of work.
        QVERIFY(near(r.options[2].costPerWorkGpuHour, 7008.0 / 2920));

        // Failures: 0.15 interruptions per GPU-day on 8 GPUs = MTBF 20 h; a 6-minute write gives tau = sqrt(2 x 0.1 x
        // 20) = 2 h and a lost fraction 0.1/2 + (2/2)/20 = 0.1: each work hour needs 1/0.9 h.
        in.operations.sharedPenalty = 0;
        in.operations.interruptionsPerGpuDay = 0.15;
        in.operations.checkpointWriteMinutes = 6;
        in.options = {TcoTest::onDemand(2.0),
                      TcoTest::option("reserved", OptionKind::Reserved1y, 1.2, PriceBasis::PerGpuHour)};
        r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        QVERIFY(near(r.options[0].marginalPerWorkGpuHour, 2.0 / 0.9));
        QVERIFY(near(*r.options[1].spareWorkGpuHoursPerMonth, 5840 * 0.9 - 2920)); // 2,336

        // Whole instances: a 6-GPU job on 8-GPU instances pays for 8: 2.0 x 8/6 per work hour.
        in = TcoTest::base();
        in.workload.gpus = 6;
        in.options = {TcoTest::option("8-GPU instance", OptionKind::OnDemand, 2.0, PriceBasis::PerGpuHour, 8)};
        r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        QVERIFY(near(r.options[0].marginalPerWorkGpuHour, 2.0 * 8 / 6));
    }

    void failuresYoungDaly()
    {
        // 0.01 interruptions per GPU-day on 8 GPUs: MTBF 24 / 0.08 = 300 h. Write 6 min: tau = sqrt(2 x 0.1 x 300)
        // = 7.745967 h. Lost w = 0.1/tau + (tau/2 + 0.25)/300 = 0.0266532; hours 2,920 / (1 - w) = 2,999.9586.
        Inputs in = TcoTest::base();
        in.operations.interruptionsPerGpuDay = 0.01;
        in.operations.checkpointWriteMinutes = 6;
        in.operations.restartMinutes = 15;
        in.options = {TcoTest::onDemand(2.0)};
        const Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        GP_VERIFY_NEAR(r.options[0].checkpointIntervalHours, 7.745967, 1e-6);
        GP_VERIFY_NEAR(r.options[0].lostGpuHoursPerMonth, 79.958562, 1e-5);
        GP_VERIFY_NEAR(r.options[0].computePerMonth, 5999.917125, 1e-5);
        GP_VERIFY_NEAR(gp::checkpoint::youngDalyIntervalHours(0.1, 300), std::sqrt(60.0), 1e-12);
    }

    void spotAddsItsPreemptions()
    {
        // Spot alone interrupted: 0.05 per GPU-day x 8 = MTBF 60 h; no write, no restart, tau typed 1 h:
        // w = 0.5/60 = 0.0083333; 2,920 / (1 - w) x 0.8 USD = 2,355.6303. On demand at the same rate is untouched.
        Inputs in = TcoTest::base();
        in.operations.spotInterruptionsPerGpuDay = 0.05;
        in.operations.checkpointIntervalHours = 1;
        in.options = {TcoTest::option("spot", OptionKind::Spot, 0.8, PriceBasis::PerGpuHour), TcoTest::onDemand(0.8)};
        const Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        GP_VERIFY_NEAR(r.options[0].computePerMonth, 2920.0 / (1 - 0.5 / 60) * 0.8, 1e-6);
        QVERIFY(near(r.options[1].computePerMonth, 2336));
    }

    void slaSizesTheFleet()
    {
        // 100% busy on a 99.5% SLA: 5,840 h / (730 x 0.995) = 8.04 -> 9 GPUs held; 3.65 h of allowed downtime.
        Inputs in = TcoTest::base();
        in.workload.utilisation = 1;
        in.options = {TcoTest::option("reserved", OptionKind::Reserved3y, 1.0, PriceBasis::PerGpuHour)};
        in.options[0].slaPercent = 99.5;
        const Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        QCOMPARE(r.options[0].fleetGpus, 9.0);
        QVERIFY(near(r.options[0].slaDowntimeHoursPerMonth, 3.65));
        QVERIFY(near(r.options[0].computePerMonth, 9 * 730.0));
    }

    void npvDiscountsMonthly()
    {
        // 12% a year, monthly factor 1.12^(1/12); on demand pays 5,840 in months 1..12.
        Inputs in = TcoTest::base();
        in.discountRatePerYear = 0.12;
        in.options = {TcoTest::onDemand(2.0)};
        const Result r = TcoModel::evaluate(in);
        double expected = 0;
        for (int m = 1; m <= 12; ++m)
            expected += 5840 / std::pow(1.12, m / 12.0);
        QVERIFY(near(r.options[0].npv, expected));
        QVERIFY(r.options[0].npv < r.options[0].fullCost);
    }

    void costPerRunAndTokens()
    {
        // 10 runs of 100 reference GPU-hours: 1,000 h; on demand 2,000 USD a month = 200 per run.
        // 5e9 tokens a month: 2,000 / 5,000 = 0.4 USD per million.
        Inputs in = TcoTest::base();
        in.workload.runsPerMonth = 10;
        in.workload.gpuHoursPerRun = 100;
        in.workload.tokensPerMonth = 5e9;
        in.options = {TcoTest::onDemand(2.0)};
        const Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        QVERIFY(near(r.utilisation, 1000.0 / 5840.0));
        QVERIFY(near(*r.options[0].costPerRun, 200));
        QVERIFY(near(*r.options[0].costPerMillionTokens, 0.4));
    }

    void refusesNonsenseNamingTheField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("negative price") << "options[0].price";
        QTest::newRow("zero horizon") << "horizon_months";
        QTest::newRow("utilisation above 100%") << "workload.utilisation";
        QTest::newRow("zero exchange rate") << "rates.INR";
        QTest::newRow("owned without power") << "options[0].tdp_w";
        QTest::newRow("more hours than the fleet has") << "workload.gpu_hours_per_month";
        QTest::newRow("unknown currency") << "operations.devops_rate";
        QTest::newRow("failures eat the job") << "operations.interruptions_per_gpu_day";
    }
    void refusesNonsenseNamingTheField()
    {
        QFETCH(QString, field);
        Inputs in = TcoTest::base();
        in.options = {TcoTest::onDemand(2.0)};
        const std::string f = field.toStdString();
        if (f == "options[0].price")
            in.options[0].price.amount = -1;
        else if (f == "horizon_months")
            in.horizonMonths = 0;
        else if (f == "workload.utilisation")
            in.workload.utilisation = 1.2;
        else if (f == "rates.INR")
            in.rates[1].unitsPerUsd = 0;
        else if (f == "options[0].tdp_w") {
            in.options = {TcoTest::ownColo()};
            in.options[0].tdpW = 0;
        } else if (f == "workload.gpu_hours_per_month")
            in.workload.gpuHoursPerMonth = 8 * 730 + 1;
        else if (f == "operations.devops_rate")
            in.operations.devOpsRate = {10, "XYZ"};
        else if (f == "operations.interruptions_per_gpu_day") {
            in.operations.interruptionsPerGpuDay = 5;
            in.operations.restartMinutes = 60;
        }
        const Result r = TcoModel::evaluate(in);
        QVERIFY(!r.ok());
        bool named = false;
        for (const FieldProblem& p : r.errors)
            named = named || p.field == f;
        QVERIFY2(named,
                 r.errors.empty() ? "no error" : (r.errors.front().field + ": " + r.errors.front().message).c_str());
        QVERIFY(r.options.empty()); // nothing half-computed comes back
    }

    void neverNan()
    {
        // The extremes the validator lets through still give finite figures.
        Inputs in = TcoTest::base();
        in.workload.utilisation = 1e-6;
        in.ownership.resaleFraction = 1;
        in.ownership.refreshMonths = 1;
        in.horizonMonths = 240;
        in.options = {TcoTest::onDemand(1e-9), TcoTest::ownColo(1e9)};
        const Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        for (const OptionCost& c : r.options) {
            QVERIFY(std::isfinite(c.fullCost) && std::isfinite(c.npv) && std::isfinite(c.costPerWorkGpuHour));
            for (double v : c.cumulative)
                QVERIFY(std::isfinite(v) && v >= 0);
        }
    }
};

QTEST_APPLESS_MAIN(TestTcoCostLines)
#include "tst_tcocostlines.moc"
