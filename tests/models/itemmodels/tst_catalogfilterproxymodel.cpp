// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// CatalogFilterProxyModel: numeric sort and each filter (text, minimum memory and bandwidth, vendor,
// provider kind, currency) on the fixture rows of tests/views/catalog/CatalogTestFixture.h (ZZ H100:
// 80 GB, 3.35 TB/s, NVIDIA; ZZ MI300X: 192 GB, 5.3 TB/s, AMD). The text filter "zztest" isolates the
// fixture from whatever the shipped catalog holds.
#include "../../views/catalog/CatalogTestFixture.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "itemmodels/CatalogFilterProxyModel.h"
#include "itemmodels/CatalogTableModel.h"

#include <QAbstractItemModelTester>
#include <QDate>
#include <QTemporaryDir>
#include <QTest>

namespace {
QStringList keys(const QAbstractItemModel& proxy)
{
    QStringList out;
    for (int r = 0; r < proxy.rowCount(); ++r)
        out << proxy.index(r, 0).data(CatalogTableModel::KeyRole).toString();
    return out;
}
} // namespace

class TestCatalogFilterProxyModel : public QObject {
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

    void numericSortLargestMemoryFirst()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("gpus"));
        proxy.sort(model.columnOf(QStringLiteral("memory_gb")), Qt::DescendingOrder);
        // Whole table: the first row has the most memory of all rows (numeric, not "80" > "192" as text).
        double largest = 0;
        for (const QVariantMap& row : m_store.rows(QStringLiteral("gpus")))
            largest = std::max(largest, row.value(QStringLiteral("memory_gb")).toDouble());
        QCOMPARE(
            proxy.index(0, model.columnOf(QStringLiteral("memory_gb"))).data(CatalogTableModel::SortRole).toDouble(),
            largest);
        proxy.setText(QStringLiteral("zztest"));
        QCOMPARE(keys(proxy), (QStringList{"zztest-mi300x", "zztest-h100"}));
        proxy.sort(model.columnOf(QStringLiteral("memory_gb")), Qt::AscendingOrder);
        QCOMPARE(keys(proxy), (QStringList{"zztest-h100", "zztest-mi300x"}));
    }

    void textFilterMatchesEveryWordInAnyColumn()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("gpus"));
        proxy.setText(QStringLiteral("ZZTEST")); // case-insensitive
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setText(QStringLiteral("zztest cdna")); // "CDNA 3" is in the architecture column
        QCOMPARE(keys(proxy), QStringList{"zztest-mi300x"});
        proxy.setText(QStringLiteral("zztest nosuchword"));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setText(QString());
        QCOMPARE(proxy.rowCount(), model.rowCount());
    }

    void minimumMemoryAndBandwidth()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("gpus"));
        proxy.setText(QStringLiteral("zztest"));
        proxy.setMinimumMemoryGb(100.0); // 192 GB passes, 80 GB does not
        QCOMPARE(keys(proxy), QStringList{"zztest-mi300x"});
        proxy.setMinimumMemoryGb(80.0); // the minimum itself passes
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setMinimumMemoryGb(std::nullopt);
        proxy.setMinimumBandwidthTBps(4.0); // 5.3 TB/s passes, 3.35 does not
        QCOMPARE(keys(proxy), QStringList{"zztest-mi300x"});
        for (int r = 0; r < proxy.rowCount(); ++r)
            QVERIFY(proxy.index(r, 0).data(CatalogTableModel::BandwidthTBpsRole).toDouble() >= 4.0);
    }

    void vendorFilter()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("gpus"));
        proxy.setText(QStringLiteral("zztest"));
        proxy.setVendor(QStringLiteral("amd"));
        QCOMPARE(keys(proxy), QStringList{"zztest-mi300x"});
        proxy.setVendor(QStringLiteral("NVIDIA"));
        QCOMPARE(keys(proxy), QStringList{"zztest-h100"});
    }

    void offersFilterByCurrencyKindAndTheirGpu()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("offers"));
        proxy.setText(QStringLiteral("zztest"));
        QCOMPARE(proxy.rowCount(), 4);
        proxy.setCurrency(QStringLiteral("INR"));
        QCOMPARE(keys(proxy), QStringList{"zztest-inr-hourly"});
        proxy.setCurrency(QString());
        proxy.setProviderKind(QStringLiteral("gpu_cloud"));
        QCOMPARE(keys(proxy), (QStringList{"zztest-8x-hourly", "zztest-monthly", "zztest-purchase"}));
        proxy.setProviderKind(QString());
        proxy.setMinimumMemoryGb(100.0); // offers of GPUs with at least 100 GB: the MI300X offer
        QCOMPARE(keys(proxy), QStringList{"zztest-inr-hourly"});
        proxy.setMinimumMemoryGb(std::nullopt);
        proxy.setVendor(QStringLiteral("NVIDIA"));
        QCOMPARE(proxy.rowCount(), 3);
    }

    void sortByNormalisedPriceKeepsPurchasesLast()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("offers"));
        proxy.setText(QStringLiteral("zztest"));
        proxy.sort(model.normalisedPriceColumn(), Qt::AscendingOrder);
        // 2.00 (monthly) < 2.7778 (INR) < 12.29 (8x hourly); the purchase has no hourly price.
        QCOMPARE(keys(proxy),
                 (QStringList{"zztest-monthly", "zztest-inr-hourly", "zztest-8x-hourly", "zztest-purchase"}));
    }

    // Issue 33: the text filter and the sort run on the model's typed keys (CatalogTableModel::textMatch,
    // sortLessThan) and still see what the cells show, computed columns included: "12.29" is the 8x offer's
    // price per GPU-hour (98.32 USD / 8 GPUs); "stale" is in the Age of every fixture offer (as of 2026-05-01:
    // 218 days on 2026-12-05, past the 90-day threshold) and of none 9 days after that date.
    void textFilterSeesComputedColumns()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("offers"));
        model.setToday(QDate(2026, 12, 5));
        proxy.setText(QStringLiteral("zztest 12.29"));
        QCOMPARE(keys(proxy), QStringList{"zztest-8x-hourly"});
        proxy.setText(QStringLiteral("zztest stale"));
        QCOMPARE(proxy.rowCount(), 4);
        model.setToday(QDate(2026, 5, 10)); // the ages change under the filter
        QCOMPARE(proxy.rowCount(), 0);
        model.setToday(QDate(2026, 12, 5));
        QCOMPARE(proxy.rowCount(), 4);
    }

    // Text sorts in order of its lowercase form; unknown (NULL) values after every known one, in their source order.
    void textSortPutsUnknownLast()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("offers"));
        proxy.setText(QStringLiteral("zztest"));
        proxy.sort(model.columnOf(QStringLiteral("region")), Qt::AscendingOrder);
        // Mumbai < us-east-1 (m before u, case aside); the monthly and purchase offers have no region.
        QCOMPARE(keys(proxy),
                 (QStringList{"zztest-inr-hourly", "zztest-8x-hourly", "zztest-monthly", "zztest-purchase"}));
        proxy.sort(model.columnOf(QStringLiteral("tier")), Qt::AscendingOrder);
        // dedicated_monthly < on_demand (two rows, by row) < purchase.
        QCOMPARE(keys(proxy),
                 (QStringList{"zztest-monthly", "zztest-8x-hourly", "zztest-inr-hourly", "zztest-purchase"}));
    }

    void criteriaATableLacksAreIgnored()
    {
        CatalogTableModel model(&m_store);
        CatalogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        model.setTable(QStringLiteral("providers"));
        proxy.setVendor(QStringLiteral("AMD")); // providers have no vendor: no row hidden
        proxy.setMinimumMemoryGb(1000.0);
        QCOMPARE(proxy.rowCount(), model.rowCount());
        proxy.setProviderKind(QStringLiteral("dedicated"));
        proxy.setText(QStringLiteral("zztest"));
        QCOMPARE(keys(proxy), QStringList{"zztest-india"});
    }
};

QTEST_GUILESS_MAIN(TestCatalogFilterProxyModel)
#include "tst_catalogfilterproxymodel.moc"
