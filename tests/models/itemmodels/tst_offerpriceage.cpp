// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The offer picker's Age column (OfferTableModel, issue 33): each offer's price age on a given today, the word
// "stale" past the threshold, the age in every cell's tooltip, sorting by days with unknown ages last. Days counted
// by hand; the rows are a hand-built catalog (tests/common/TestCatalog.h).
#include "TestCatalog.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {
gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    c.gpus = {TestCatalog::h100()};
    c.currencies = TestCatalog::usdAndInr(90.0);
    c.offers = {TestCatalog::offer("old", "nvidia-h100-sxm", 8, 32.0),
                TestCatalog::offer("fresh", "nvidia-h100-sxm", 8, 30.0),
                TestCatalog::offer("undated", "nvidia-h100-sxm", 1, 4.0)};
    c.offers[0].ref.asOf = "2026-05-24";
    c.offers[1].ref.asOf = "2026-11-20";
    c.offers[2].ref.asOf = "";
    c.buildIndex();
    return c;
}

int rowOf(const QAbstractItemModel& m, const QString& key)
{
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.index(r, 0).data(OfferTableModel::KeyRole).toString() == key)
            return r;
    return -1;
}
} // namespace

class TestOfferPriceAge : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void agesInThePicker()
    {
        OfferTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStaleDays(90);
        model.setToday(QDate(2026, 12, 5));
        model.setCatalog(catalog());
        model.setScenario("nvidia-h100-sxm", {}, QStringLiteral("USD"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.headerData(OfferTableModel::AgeColumn, Qt::Horizontal).toString(), QStringLiteral("Age"));

        auto cell = [&](const char* key, int role = Qt::DisplayRole) {
            return model.index(rowOf(model, QString::fromLatin1(key)), OfferTableModel::AgeColumn).data(role);
        };
        // 2026-05-24 -> 2026-12-05: 7 + 30 + 31 + 31 + 30 + 31 + 30 + 5 = 195 days, 6 whole months, over 90.
        QCOMPARE(cell("old").toString(), QStringLiteral("6 months, stale"));
        QCOMPARE(cell("old", OfferTableModel::SortRole).toDouble(), 195.0);
        QCOMPARE(cell("old", OfferTableModel::PriceStaleRole).toBool(), true);
        // Every cell's tooltip carries the age, so a compact picker without the column still tells it.
        const QString tip = model.index(rowOf(model, QStringLiteral("old")), OfferTableModel::ProviderColumn)
                                .data(Qt::ToolTipRole)
                                .toString();
        QVERIFY2(tip.contains(QStringLiteral("Price as of 2026-05-24: 195 days old.")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Stale: older than the 90-day threshold.")), qPrintable(tip));
        // 2026-11-20 -> 2026-12-05: 15 days.
        QCOMPARE(cell("fresh").toString(), QStringLiteral("15 days"));
        QCOMPARE(cell("fresh", OfferTableModel::PriceStaleRole).toBool(), false);
        // No date: unknown, never 0 days.
        QCOMPARE(cell("undated").toString(), QStringLiteral("age unknown"));
        QVERIFY(!cell("undated", OfferTableModel::PriceStaleRole).isValid());

        // Sorted by age: 15, 195, unknown last.
        OfferFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.sort(OfferTableModel::AgeColumn, Qt::AscendingOrder);
        QStringList order;
        for (int r = 0; r < proxy.rowCount(); ++r)
            order << proxy.index(r, 0).data(OfferTableModel::KeyRole).toString();
        QCOMPARE(order, (QStringList{QStringLiteral("fresh"), QStringLiteral("old"), QStringLiteral("undated")}));

        // A 200-day threshold: 195 days is within it; the change reaches the views.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setStaleDays(200);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(cell("old").toString(), QStringLiteral("6 months"));
        // Another today: 2026-05-24 -> 2027-05-24 is 365 days (no 29 February between), 12 months.
        model.setToday(QDate(2027, 5, 24));
        QCOMPARE(cell("old").toString(), QStringLiteral("12 months, stale"));
        QCOMPARE(cell("old", OfferTableModel::SortRole).toDouble(), 365.0);
    }
};

QTEST_MAIN(TestOfferPriceAge)
#include "tst_offerpriceage.moc"
