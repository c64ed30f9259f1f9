// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The catalog browser's Age column (issue 33) over a real CatalogStore (fixture rows from
// tests/views/catalog/CatalogTestFixture.h, every offer as of 2026-05-01): the age of each offer's price on a
// given today, "stale" as a word in the cell past the threshold, a tooltip with the as-of date and threshold,
// sorting by days through CatalogFilterProxyModel, and unknown ages that are never 0. Days counted by hand.
#include "../../views/catalog/CatalogTestFixture.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "itemmodels/CatalogFilterProxyModel.h"
#include "itemmodels/CatalogTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kOffers = QStringLiteral("offers");
const QString kAsOf = QStringLiteral("as_of");

QVariant ageCell(const CatalogTableModel& m, const QString& key, int role = Qt::DisplayRole)
{
    return m.index(m.rowOfKey(key), m.ageColumn()).data(role);
}
} // namespace

class TestCatalogPriceAge : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    CatalogStore m_store;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
        const QString error = CatalogTestFixture::load(m_store, m_dir.path());
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void ageColumnOnOffersOnly()
    {
        CatalogTableModel model(&m_store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(QStringLiteral("gpus"));
        QCOMPARE(model.ageColumn(), -1);
        model.setTable(kOffers);
        QCOMPARE(model.ageColumn(), model.columnOf(kAsOf) + 1);
        QCOMPARE(model.headerData(model.ageColumn(), Qt::Horizontal).toString(), QStringLiteral("Age"));
        QVERIFY(model.columnDef(model.ageColumn()) == nullptr);
        QVERIFY(!(model.flags(model.index(0, model.ageColumn())) & Qt::ItemIsEditable));
    }

    void agesStaleAndUnknown()
    {
        CatalogTableModel model(&m_store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(kOffers);
        model.setToday(QDate(2026, 12, 5));
        QCOMPARE(model.staleDays(), 90);

        // 2026-05-01 -> 2026-12-05: 31 + 30 + 31 + 31 + 30 + 31 + 30 (to 1 Dec) + 4 = 218 days, 7 whole months.
        const QString hourly = QStringLiteral("zztest-8x-hourly");
        QCOMPARE(ageCell(model, hourly).toString(), QStringLiteral("7 months, stale"));
        QCOMPARE(ageCell(model, hourly, CatalogTableModel::SortRole).toDouble(), 218.0);
        QCOMPARE(model.index(model.rowOfKey(hourly), 0).data(CatalogTableModel::PriceStaleRole).toBool(), true);
        const QString tip = ageCell(model, hourly, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Price as of 2026-05-01: 218 days old.")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Stale: older than the 90-day threshold.")), qPrintable(tip));

        // An edited as_of reaches the cell: 2026-11-20 -> 2026-12-05 is 10 + 5 = 15 days, within 90.
        const QString monthly = QStringLiteral("zztest-monthly");
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(m_store.setValue(kOffers, monthly, kAsOf, QStringLiteral("2026-11-20")));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(ageCell(model, monthly).toString(), QStringLiteral("15 days"));
        QCOMPARE(ageCell(model, monthly, CatalogTableModel::SortRole).toDouble(), 15.0);
        QVERIFY2(ageCell(model, monthly, Qt::ToolTipRole).toString().contains(QStringLiteral("Within the 90-day")),
                 qPrintable(ageCell(model, monthly, Qt::ToolTipRole).toString()));
        QCOMPARE(model.index(model.rowOfKey(monthly), 0).data(CatalogTableModel::PriceStaleRole).toBool(), false);

        // A month date counts from its first day: "2026-09" -> 2026-12-05 = 30 + 31 + 30 + 4 = 95 days, stale.
        const QString inr = QStringLiteral("zztest-inr-hourly");
        QVERIFY(m_store.setValue(kOffers, inr, kAsOf, QStringLiteral("2026-09")));
        QCOMPARE(ageCell(model, inr).toString(), QStringLiteral("3 months, stale"));
        QCOMPARE(ageCell(model, inr, CatalogTableModel::SortRole).toDouble(), 95.0);
        QVERIFY(ageCell(model, inr, Qt::ToolTipRole).toString().contains(QStringLiteral("(counted from 2026-09-01)")));

        // Not a calendar date (the schema's pattern lets 31 February through): "age unknown", no sort value and no
        // stale flag (never 0 days, never fresh).
        const QString purchase = QStringLiteral("zztest-purchase");
        QVERIFY(m_store.setValue(kOffers, purchase, kAsOf, QStringLiteral("2026-02-31")));
        QCOMPARE(ageCell(model, purchase).toString(), QStringLiteral("age unknown"));
        QVERIFY(!ageCell(model, purchase, CatalogTableModel::SortRole).isValid());
        QVERIFY(!model.index(model.rowOfKey(purchase), 0).data(CatalogTableModel::PriceStaleRole).isValid());
        QVERIFY(ageCell(model, purchase, Qt::ToolTipRole).toString().startsWith(QStringLiteral("Age unknown:")));

        // Sorting by age sorts by days: 15 (monthly), 95 (inr), 218 (hourly), unknown last (after every shipped row).
        CatalogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.sort(model.ageColumn(), Qt::AscendingOrder);
        QStringList order;
        for (int r = 0; r < proxy.rowCount(); ++r) // the fixture's rows among the shipped ones
            if (const QString key = proxy.index(r, 0).data(CatalogTableModel::KeyRole).toString();
                key.startsWith(QLatin1String("zztest-")))
                order << key;
        QCOMPARE(order, (QStringList{monthly, inr, hourly, purchase}));
        QCOMPARE(proxy.index(proxy.rowCount() - 1, 0).data(CatalogTableModel::KeyRole).toString(), purchase);

        // A threshold of 100 days: 95 is no longer stale, 218 still is; the header tooltip names the threshold.
        QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
        model.setStaleDays(100);
        QCOMPARE(header.count(), 1);
        QCOMPARE(ageCell(model, inr).toString(), QStringLiteral("3 months"));
        QCOMPARE(ageCell(model, hourly).toString(), QStringLiteral("7 months, stale"));
        QVERIFY(model.headerData(model.ageColumn(), Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Older than 100 days")));

        for (const QString& key : {monthly, inr, purchase})
            QVERIFY(m_store.setValue(kOffers, key, kAsOf, QStringLiteral("2026-05-01")));
    }
};

QTEST_MAIN(TestCatalogPriceAge)
#include "tst_catalogpriceage.moc"
