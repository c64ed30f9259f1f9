// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Break-even, crossover and sensitivity on a case checked by hand. Own: 8 GPUs at 12,000 USD, nothing else
// (no power, space, DevOps, resale; refresh = horizon = 12 months): its full cost is 96,000 at any
// utilisation. Rent: on demand at 2 USD/GPU-h: 8 x 730 x 2 x 12 x u = 140,160 u.
//   break-even utilisation 96,000 / 140,160 = 0.6849315
//   at 100%: rent pays 11,680 a month, so owning's cumulative falls to renting's at 96,000 / 11,680 = 8.219178 months
//   tornado at 100%: gap = 140,160 - 96,000 = 44,160; hardware -20% -> 63,360, +20% -> 24,960;
//   the answer flips when the hardware costs 140,160 / 8 = 17,520 per GPU, or rent falls to 0.6849315x,
//   or utilisation to 0.6849315.
#include "Near.h"
#include "TcoTestInputs.h"
#include "messages/MessageList.h"
#include "tco/TcoAnalysis.h"
#include "text/MessageText.h"

#include <QtTest>

#include <cmath>

using namespace gp::tco;

namespace {
Inputs handCase(double utilisation)
{
    Inputs in = TcoTest::base();
    in.workload.utilisation = utilisation;
    in.ownership.electricityPerKwh = {0, "USD"};
    in.ownership.colocationPerKwMonth = {0, "USD"};
    in.ownership.resaleFraction = 0;
    in.ownership.refreshMonths = 12;
    in.options = {TcoTest::ownColo(12000, 0), TcoTest::onDemand(2.0)};
    return in;
}

const Sensitivity* find(const Analysis& a, const std::string& field)
{
    for (const Sensitivity& s : a.tornado)
        if (s.field == field)
            return &s;
    return nullptr;
}
} // namespace

class TestTcoAnalysis : public QObject {
    Q_OBJECT
private slots:
    void breakEvenUtilisation()
    {
        const Inputs in = handCase(0.5);
        const auto u = TcoAnalysis::breakEvenUtilisation(in, 0, 1);
        QVERIFY(u.has_value());
        GP_VERIFY_NEAR(*u, 96000.0 / 140160.0, 1e-6);
        const Analysis a = TcoAnalysis::analyse(in);
        QCOMPARE(int(a.breakEvens.size()), 1);
        GP_VERIFY_NEAR(*a.breakEvens[0].utilisation, 0.6849315, 1e-6);
        // The curve behind it: rent 140,160 u, own 96,000 flat.
        QCOMPARE(int(a.curve.size()), 20);
        GP_VERIFY_NEAR(a.curve[9].fullCost[1], 70080, 1e-6);  // 50%
        GP_VERIFY_NEAR(a.curve[19].fullCost[0], 96000, 1e-6); // 100%
    }

    void crossoverMonth()
    {
        const Analysis a = TcoAnalysis::analyse(handCase(1.0));
        QCOMPARE(int(a.crossovers.size()), 1);
        QVERIFY(a.crossovers[0].month.has_value());
        GP_VERIFY_NEAR(*a.crossovers[0].month, 96000.0 / 11680.0, 1e-9);
        // At 50% rent pays 5,840 a month: 96,000 is not reached in 12 months.
        QVERIFY(!TcoAnalysis::analyse(handCase(0.5)).crossovers[0].month.has_value());
    }

    void tornadoAndFlips()
    {
        const Analysis a = TcoAnalysis::analyse(handCase(1.0));
        QVERIFY(a.ok());
        QCOMPARE(a.base.cheapest, 0);
        GP_VERIFY_NEAR(a.baseGap, 44160, 1e-6);
        const Sensitivity* hw = find(a, "options[0].price");
        QVERIFY(hw);
        GP_VERIFY_NEAR(hw->base, 12000, 1e-9);
        GP_VERIFY_NEAR(hw->gapAtLow, 63360, 1e-6);
        GP_VERIFY_NEAR(hw->gapAtHigh, 24960, 1e-6);
        QVERIFY(!hw->flipBelow);
        QVERIFY(hw->flipAbove);
        GP_VERIFY_NEAR(*hw->flipAbove, 17520, 1e-3);
        QCOMPARE(hw->flipAboveWinner, std::string("on demand"));
        const Sensitivity* rent = find(a, "options[*].price (rented)");
        QVERIFY(rent && rent->flipBelow);
        GP_VERIFY_NEAR(*rent->flipBelow, 0.6849315, 1e-6);
        const Sensitivity* util = find(a, "workload.utilisation");
        QVERIFY(util && util->flipBelow && !util->flipAbove);
        GP_VERIFY_NEAR(*util->flipBelow, 0.6849315, 1e-6);
        // Inputs that cost nothing here (electricity 0, colocation 0, DevOps 0 h) cannot move the answer.
        QVERIFY(!find(a, "ownership.electricity_per_kwh"));
        // Largest swing first: rent price (16,128 to 72,192) before hardware (24,960 to 63,360); utilisation is
        // clamped at 100% above, so it swings 16,128 to 44,160.
        QVERIFY(a.tornado.front().swing() >= a.tornado.back().swing());
        GP_VERIFY_NEAR(rent->swing(), 56064, 1e-6);
        GP_VERIFY_NEAR(hw->swing(), 38400, 1e-6);
        GP_VERIFY_NEAR(util->swing(), 28032, 1e-6);
        QCOMPARE(a.tornado.front().field, rent->field);
    }

    void conclusionInPlainWords()
    {
        const Analysis a = TcoAnalysis::analyse(handCase(1.0));
        // Both currencies at the analysis' 90 INR per USD: 96,000 x 90 = INR 86,40,000; 44,160 x 90 = INR 39,74,400,
        // grouped by lakh for an Indian English reader (the text layer, CLDR en_IN).
        const QString c =
            gp::text::renderJoined(a.conclusion, QStringLiteral(" "), QLocale(QLocale::English, QLocale::India))
                .replace(QChar(0x00A0), QLatin1Char(' '));
        QVERIFY2(
            c.startsWith(QStringLiteral("At 100% utilisation over 12 months, own colo is the cheapest (USD 96,000 = "
                                        "INR 86,40,000), USD 44,160 = INR 39,74,400 less than on demand.")),
            qPrintable(c));
        QVERIFY2(c.contains(QStringLiteral("(Rupees at 90.00 INR per USD.)")), qPrintable(c));
        QVERIFY2(c.contains(QStringLiteral("beats on demand above 68% utilisation")), qPrintable(c));
        QVERIFY2(c.contains(QStringLiteral("in month 8.2")), qPrintable(c));
        // The largest swing past utilisation is the rent (+-20%: 168,192 - 96,000 against 112,128 - 96,000, a swing
        // of 56,064 against the hardware's 38,400): renting wins once rent falls to 0.6849315x, 31.5% down.
        QVERIFY2(c.contains(QStringLiteral(" fell 31.5% (to 0.685x).")), qPrintable(c));
        QVERIFY2(c.contains(QStringLiteral("on demand would win if ")), qPrintable(c));
        // The CLI's JSON says the same figures locale-independently: no grouping.
        const std::string english = englishJoined(a.conclusion);
        QVERIFY2(english.starts_with("At 100% utilisation over 12 months, own colo is the cheapest (USD 96000 = INR "
                                     "8640000), USD 44160 = INR 3974400 less than on demand."),
                 english.c_str());
    }

    void rupeeGrouping()
    {
        QCOMPARE(TcoAnalysis::formatMoney(2500000, "INR"), std::string("Rs 25,00,000"));
        QCOMPARE(TcoAnalysis::formatMoney(1234567.4, "USD"), std::string("USD 1,234,567"));
        QCOMPARE(TcoAnalysis::formatMoney(-15000, "INR"), std::string("-Rs 15,000"));
    }
};

QTEST_APPLESS_MAIN(TestTcoAnalysis)
#include "tst_tcoanalysis.moc"
