// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The price-over-time chart's steps (issue 33), from a snapshot built by hand. Days counted by hand: 2026-06-15 to
// 2026-11-01 is 15 + 31 + 31 + 30 + 31 + 1 = 139 days; to 2026-12-05 another 30 + 4 = 34, 173 in all (the same
// 173 days tst_planningcli counts for a price of 2026-06-15 on 2026-12-05).
#include "itemmodels/PriceHistorySeries.h"

#include <QTest>

class TestPriceHistorySeries : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stepsFromHistoryToToday()
    {
        gp::CatalogSnapshot s;
        gp::OfferSpec o;
        o.key = "o";
        o.price = 90;
        o.currency = "USD";
        o.unit = gp::PriceUnit::Hour;
        o.ref.asOf = "2026-11-01";
        o.ref.source = "list B (https://example.com/b)";
        s.offers.push_back(o);
        s.buildIndex();
        s.priceHistory["o"] = {
            {"list", 98.32, "USD", "hour", 0, "2026-06-15", "2026-11-01", "list A"},
            {"list", 8000, "INR", "hour", 0, "2026-01-01", "2026-06-15", "another currency"}, // not on this axis
            {"contracted", 80, "USD", "hour", 0, "2026-04-01", "2026-09-01", "contract"},     // not the list's
        };
        const PriceHistorySeries h = priceHistorySeries(s, "o", {2026, 12, 5});
        QCOMPARE(h.origin, QStringLiteral("2026-06-15"));
        QCOMPARE(h.currency, QStringLiteral("USD"));
        QCOMPARE(h.unit, QStringLiteral("hour"));
        QCOMPARE(h.skipped, 1);
        const QVector<QPointF> expected{{0, 98.32}, {139, 98.32}, {139, 90}, {173, 90}};
        QCOMPARE(h.points, expected);
        // Each point carries its step's source and dates (the chart's tooltip): the earlier list's, then the
        // offer's own row's.
        const QStringList sources{
            QStringLiteral("list A, valid 2026-06-15 to 2026-11-01"),
            QStringLiteral("list A, valid 2026-06-15 to 2026-11-01"),
            QStringLiteral("list B (https://example.com/b), as of 2026-11-01 (the list price now)"),
            QStringLiteral("list B (https://example.com/b), as of 2026-11-01 (the list price now)")};
        QCOMPARE(h.sources, sources);
        // The same series from the offer and its history alone (the chart dialog's read, no snapshot).
        const PriceHistorySeries alone = priceHistorySeries(o, s.priceHistory["o"], {2026, 12, 5});
        QCOMPARE(alone.points, expected);
        QCOMPARE(alone.sources, sources);
    }

    void anOfferUnderContractChartsItsListPrice()
    {
        gp::CatalogSnapshot s;
        gp::OfferSpec o;
        o.key = "o";
        o.price = 86.5216; // 12% off
        o.currency = "USD";
        o.contract = {"discount", 98.32, "USD", 12, "MACC", "2026-03-01"};
        o.ref.asOf = "2026-12-01";
        s.offers.push_back(o);
        s.buildIndex();
        const PriceHistorySeries h = priceHistorySeries(s, "o", {2026, 12, 5});
        const QVector<QPointF> expected{{0, 98.32}, {4, 98.32}};
        QCOMPARE(h.points, expected);
        QVERIFY(priceHistorySeries(s, "missing", {2026, 12, 5}).points.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPriceHistorySeries)
#include "tst_pricehistoryseries.moc"
