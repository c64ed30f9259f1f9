// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The proposal's price-age sentence (issue 33), checked against the dates: today is 2026-12-05 and the plan
// stores a100-8x as of 2026-05-05 (214 days: 31+30+31+31+30+31+30 from May 5 to Dec 5, 7 whole months) and
// a100-1x-inr as of 2026-11-20 (15 days). With the default threshold of 90 days only the first is stale.
#include "DocumentTestData.h"
#include "document/PlanPriceAge.h"
#include "document/Workspace.h"

#include <QTest>

namespace {
const gp::CivilDate kToday{2026, 12, 5};

PlanPrice storedAsOf(const gp::OfferSpec& offer, const char* asOf)
{
    PlanPrice p;
    p.offerKey = offer.key;
    p.price = offer.price;
    p.tier = offer.tier;
    p.unit = "hour";
    p.currency = offer.currency;
    p.source = "quote";
    p.asOf = asOf;
    return p;
}
} // namespace

class TestPlanPriceAge : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sentenceFromTheStoredDates()
    {
        const gp::CatalogSnapshot catalog = DocumentTestData::catalog();
        WorkspaceData d;
        WorkspaceScenario s;
        s.id = QStringLiteral("s1");
        s.name = QStringLiteral("Fine-tune on A100");
        s.colour = QColor(0, 114, 178);
        s.scenario = DocumentTestData::trainingScenario(); // a100-8x and a100-1x-inr
        d.scenarios.push_back(s);
        d.offerPrices = {storedAsOf(*catalog.offer("a100-8x"), "2026-05-05"),
                         storedAsOf(*catalog.offer("a100-1x-inr"), "2026-11-20")};
        Workspace ws(d);
        ws.setCatalog(catalog);
        QVERIFY(ws.estimate(0).ok());
        const PlanPriceAge::Summary sum = PlanPriceAge::summarise(ws, kToday, gp::kDefaultStaleDays);
        QCOMPARE(sum.priced, 2);
        QCOMPARE(sum.oldestOfferKey, std::string("a100-8x"));
        QCOMPARE(sum.oldest.days, 214LL);
        QCOMPARE(sum.oldest.months, 7);
        QCOMPARE(sum.stale.size(), std::size_t(1));
        QCOMPARE(PlanPriceAge::sentence(sum, ws.effectiveCatalog()),
                 QStringLiteral("Priced from lists up to 7 months old (the oldest: Test Cloud a100-8x on-demand, as of "
                                "2026-05-05). 1 of the 2 prices used is older than 90 days, marked stale: Test Cloud "
                                "a100-8x on-demand (7 months). Check it before quoting."));
        // A threshold of 250 days: nothing stale.
        QCOMPARE(PlanPriceAge::sentence(PlanPriceAge::summarise(ws, kToday, 250), ws.effectiveCatalog()),
                 QStringLiteral("Priced from lists up to 7 months old (the oldest: Test Cloud a100-8x on-demand, as of "
                                "2026-05-05). No price is older than 250 days."));
    }

    // The catalog's own dates (TestCatalog: "2026-01", month precision, counted from 2026-01-01: 338 days, 11
    // months), one offer without a date, and keys listed twice counted once.
    void catalogDatesAndUnknownAges()
    {
        gp::CatalogSnapshot catalog = DocumentTestData::catalog();
        catalog.offers[2].ref.asOf.clear(); // h100-8x
        catalog.buildIndex();
        const auto sum =
            PlanPriceAge::summarise({"a100-8x", "h100-8x", "a100-8x", "not-in-catalog"}, catalog, kToday, 90);
        QCOMPARE(sum.priced, 2);
        QCOMPARE(sum.oldest.days, 338LL);
        QCOMPARE(PlanPriceAge::sentence(sum, catalog),
                 QStringLiteral("Priced from lists up to 11 months old (the oldest: Test Cloud a100-8x on-demand, as "
                                "of 2026-01). 1 of the 2 prices used is older than 90 days, marked stale: Test Cloud "
                                "a100-8x on-demand (11 months). Check it before quoting. Age unknown (no usable as-of "
                                "date): Test Cloud h100-8x on-demand."));
        QCOMPARE(PlanPriceAge::sentence(PlanPriceAge::summarise({}, catalog, kToday, 90), catalog), QString());
    }
};

QTEST_GUILESS_MAIN(TestPlanPriceAge)
#include "tst_planpriceage.moc"
