// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The seed article's TCO figures, checked against the model with the shipped catalog's defaults
// (resources/catalog/tco_defaults.json; tst_shippedcatalog pins catalog.sqlite to it):
//   "10-20 hours/month of DevOps time ... At Rs 1,500/hour ... Rs 15,000-30,000/month";
//   a GPU at half the hourly price that takes 3x as long costs 1.5x per run;
//   "~700W per H100 continuously", priced for a region;
//   "Cloud rental wins when GPU utilisation is below 60-70% ... Ownership can become cost-effective at
//   sustained utilisation above 70-80% over 18-24 months".
// The last claim is checked, not assumed: what the catalog gives, and which assumption makes it hold, is
// asserted below and written up in docs/tco.md.
#include "Near.h"
#include "catalog/CatalogStore.h"
#include "tco/TcoAnalysis.h"
#include "tco/TcoDefaults.h"

#include <QtTest>

#include <cmath>

using namespace gp;
using namespace gp::tco;

class TestTcoArticle : public QObject {
    Q_OBJECT
    CatalogSnapshot shipped;

    Inputs india() const { return TcoDefaults::fromCatalog(shipped, Region::India); }
    Option offer(const Inputs& in, const char* key) const
    {
        std::string error;
        Option o = TcoDefaults::fromOffer(shipped, key, in, &error);
        if (o.name.empty())
            qFatal("%s", error.c_str());
        return o;
    }
    // Own 8x H100 server (the catalog's most recent street price) in a colocation, against the Indian list
    // price of a rented H100 (Neysa on demand, USD 4.39/GPU-h): the article is written for Indian teams.
    Inputs rentOrBuy(int horizon, bool creditResidual) const
    {
        Inputs in = india();
        in.horizonMonths = horizon;
        in.ownership.creditResidualValue = creditResidual;
        in.workload.gpus = 8;
        in.options = {offer(in, "own-hardware-h100-sxm-server-2024-08"), offer(in, "neysa-h100-sxm-on-demand")};
        return in;
    }

private slots:
    void initTestCase()
    {
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        shipped = store.snapshot();
        QVERIFY(shipped.tcoParameter("devops-loaded-rate-india-article"));
    }

    void devOpsHoursAtTheArticleRate()
    {
        // 10 h x Rs 1,500 = Rs 15,000; 20 h = Rs 30,000 (the catalog's rate row; the option is self-managed).
        for (const auto& [hours, expected] : {std::pair{10.0, 15000.0}, std::pair{20.0, 30000.0}}) {
            Inputs in = india();
            in.options = {offer(in, "own-hardware-h100-sxm-server-2024-08")};
            in.options[0].devOpsHoursPerMonth = hours;
            const Result r = TcoModel::evaluate(in);
            QVERIFY(r.ok());
            QCOMPARE(r.options[0].devOpsPerMonth, expected);
        }
        // Managed capacity carries none (the article: "zero DevOps overhead").
        QCOMPARE(TcoDefaults::devOpsHoursFor(OptionKind::Managed, shipped), 0.0);
        QCOMPARE(TcoDefaults::devOpsHoursFor(OptionKind::OwnColocation, shipped), 15.0); // the 10-20 h midpoint
    }

    void halfThePriceThreeTimesTheHoursIsOneAndAHalfTimesPerRun()
    {
        Inputs in = india();
        in.operations.sharedPenalty = 0;
        in.operations.interruptionsPerGpuDay = 0;
        in.workload.runsPerMonth = 4;
        in.workload.gpuHoursPerRun = 100;
        Option fast = offer(in, "neysa-h100-sxm-on-demand");
        Option slow = fast;
        slow.name = "half the price, 3x the time";
        slow.price.amount = fast.price.amount / 2;
        slow.hoursFactor = 3;
        in.options = {fast, slow};
        const Result r = TcoModel::evaluate(in);
        QVERIFY(r.ok());
        GP_VERIFY_NEAR(*r.options[1].costPerRun / *r.options[0].costPerRun, 1.5, 1e-12);
        // 100 GPU-h x 4.39 USD x 89.98 INR/USD = Rs 39,501 per run at full speed.
        GP_VERIFY_NEAR(*r.options[0].costPerRun, 100 * 4.39 * 89.98, 1e-6);
    }

    void sevenHundredWattsContinuouslyPricedForARegion()
    {
        // One H100 (catalog TDP 700 W) at full power around the clock: 0.7 kW x 730 h = 511 kWh a month.
        for (Region region : {Region::India, Region::US}) {
            Inputs in = TcoDefaults::fromCatalog(shipped, region);
            in.workload.gpus = 1;
            in.ownership.serverWattsPerGpu = 0;
            in.ownership.pue = 1;
            in.ownership.spareFraction = 0;
            Option own = offer(in, "own-hardware-h100-sxm-unit-2026");
            QCOMPARE(own.tdpW, 700.0);
            in.options = {own};
            const Result r = TcoModel::evaluate(in);
            QVERIFY(r.ok());
            GP_VERIFY_NEAR(r.options[0].powerKwhPerMonth, 511, 1e-9);
            if (region == Region::India) // electricity-india-industrial Rs 8.32/kWh: Rs 4,251.52
                GP_VERIFY_NEAR(r.options[0].powerPerMonth, 511 * 8.32, 1e-6);
            else // electricity-us-commercial-average 14.37 US cents: USD 73.43
                GP_VERIFY_NEAR(r.options[0].powerPerMonth, 511 * 0.1437, 1e-9);
        }
        // With the defaults the bill is 2.8x that: the server around the GPU (575 W, DGX H100) and PUE 1.56.
        Inputs in = india();
        in.workload.gpus = 1;
        in.ownership.spareFraction = 0;
        in.options = {offer(in, "own-hardware-h100-sxm-unit-2026")};
        const Result r = TcoModel::evaluate(in);
        GP_VERIFY_NEAR(r.options[0].powerKwhPerMonth, 1.275 * 1.56 * 730, 1e-9);
    }

    void breakEvenAgainstTheArticle()
    {
        // Cash payback (the hardware written off within the horizon, the article's framing), worked by hand:
        // own = 8 x 1.05 x 39,625 USD x 89.98 + H x (power + colocation + DevOps) a month; rent = u x 5,840 h x
        // 1.03 (shared) / (1 - w) x 4.39 USD x 89.98 x H. The break-even u is where they meet.
        for (int horizon : {18, 24}) {
            const Inputs in = rentOrBuy(horizon, false);
            const Result at = TcoModel::evaluate(in);
            QVERIFY(at.ok());
            const OptionCost& own = at.options[0];
            const double ownTotal =
                own.upfront + horizon * (own.powerPerMonth + own.spacePerMonth + own.devOpsPerMonth);
            GP_VERIFY_NEAR(own.upfront, 8 * 1.05 * 39625 * 89.98, 1e-3);
            const double rentPerWorkHour = at.options[1].computePerMonth / at.referenceWorkGpuHours; // linear in u
            const double expected = ownTotal / (rentPerWorkHour * 8 * 730 * horizon);
            const auto u = TcoAnalysis::breakEvenUtilisation(in, 0, 1);
            QVERIFY(u.has_value());
            GP_VERIFY_NEAR_CTX(*u, expected, 1e-6, qPrintable(QStringLiteral("%1 vs %2").arg(*u).arg(expected)));
            // The article's bands: 24 months lands in "60-70% / 70-80%", 18 months just above 80%.
            if (horizon == 24)
                QVERIFY2(*u > 0.60 && *u < 0.80, qPrintable(QString::number(*u)));
            else
                QVERIFY2(*u > 0.80 && *u < 0.90, qPrintable(QString::number(*u)));
        }
        // The economic view (the default: the hardware's book value at the horizon credited, straight line
        // to a 25% resale) makes the horizon drop out and owning win earlier, near 53%: the article's claim
        // is a cash payback.
        const auto economic24 = TcoAnalysis::breakEvenUtilisation(rentOrBuy(24, true), 0, 1);
        const auto economic18 = TcoAnalysis::breakEvenUtilisation(rentOrBuy(18, true), 0, 1);
        QVERIFY(economic24 && economic18);
        QVERIFY2(*economic24 > 0.5 && *economic24 < 0.56, qPrintable(QString::number(*economic24)));
        GP_VERIFY_NEAR(*economic24, *economic18, 1e-3);
    }

    void againstTheMarketRateOwningNeverWins()
    {
        // The catalog's neocloud market rate for an H100 (h100-neocloud-market-rate, USD 2.25/GPU-h) is below
        // what an owned H100 costs per hour even at 100% (about USD 2.4 with these defaults): owning never
        // wins, at any utilisation or over 18 or 24 months. The article's claim holds against list prices.
        const TcoParameter* market = shipped.tcoParameter("h100-neocloud-market-rate");
        QVERIFY(market);
        for (bool credit : {true, false}) {
            Inputs in = rentOrBuy(24, credit);
            in.options[1].name = "H100 at the market rate";
            in.options[1].price = {market->value, "USD"};
            const Analysis a = TcoAnalysis::analyse(in);
            QVERIFY(a.ok());
            QCOMPARE(int(a.breakEvens.size()), 1);
            QVERIFY(!a.breakEvens[0].utilisation);
            QCOMPARE(a.breakEvens[0].note.english(),
                     std::string("renting is cheaper at every utilisation from 1% to 100%"));
        }
    }
};

QTEST_GUILESS_MAIN(TestTcoArticle)
#include "tst_tcoarticle.moc"
