// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The offer picker's models (OfferTableModel and its OfferFilterProxyModel) under QAbstractItemModelTester,
// created before either is filled (issue 36: half of the item models ran without it). The rows are the
// scenario's GPU's offers plus ticked offers of another GPU (stale); prices per GPU-hour are the instance
// price over its GPUs, converted at the test catalog's 90 INR per USD (DocumentTestData: round test
// numbers, not market data).
#include "../document/DocumentTestData.h"
#include "Near.h"
#include "TestSupport.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <cmath>

class TestOfferTableModel : public QObject {
    Q_OBJECT

    static QStringList keys(const QAbstractItemModel& m)
    {
        QStringList out;
        for (int r = 0; r < m.rowCount(); ++r)
            out << m.index(r, 0).data(OfferTableModel::KeyRole).toString();
        return out;
    }
    static double perGpuHour(const QAbstractItemModel& m, int row)
    {
        return m.index(row, OfferTableModel::PerGpuHourColumn).data(OfferTableModel::SortRole).toDouble();
    }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void rowsFollowTheScenario()
    {
        OfferTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        OfferFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);

        model.setCatalog(DocumentTestData::catalog());
        model.setScenario("a100", {}, QStringLiteral("USD"));
        QCOMPARE(keys(model), (QStringList{QStringLiteral("a100-8x"), QStringLiteral("a100-1x-inr")}));
        // 16 USD per 8-GPU instance-hour = 2 USD per GPU-hour; 180 INR / 90 INR per USD = 2 USD.
        const double tolerance = 1e-12;
        GP_VERIFY_NEAR(perGpuHour(model, 0), 2.0, tolerance);
        GP_VERIFY_NEAR(perGpuHour(model, 1), 2.0, tolerance);

        // Ticking a row changes its check state in place.
        QVERIFY(model.setData(model.index(0, OfferTableModel::ChosenColumn), Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(model.chosenKeys(), (std::vector<std::string>{"a100-8x"}));
        QCOMPARE(model.rowCount(), 2);

        // Another GPU: its offers, and the ticked A100 offer kept as a stale row.
        model.setScenario("h100", model.chosenKeys(), QStringLiteral("INR"));
        QCOMPARE(keys(model),
                 (QStringList{QStringLiteral("a100-8x"), QStringLiteral("h100-8x"), QStringLiteral("h100-1x-spot")}));
        QCOMPARE(model.staleCount(), 1);
        QCOMPARE(model.index(0, 0).data(OfferTableModel::StaleRole).toBool(), true);
        // 32 USD / 8 GPUs x 90 INR per USD = 360 INR per GPU-hour.
        GP_VERIFY_NEAR(perGpuHour(model, 1), 360.0, 1e-9);

        // The proxy filters by tier, but always shows a stale or ticked row (hidden, it could not be cleared).
        proxy.setTier(QStringLiteral("spot"));
        QCOMPARE(keys(proxy), (QStringList{QStringLiteral("a100-8x"), QStringLiteral("h100-1x-spot")}));
        proxy.setTier(QString());
        QCOMPARE(proxy.rowCount(), 3);
        proxy.sort(OfferTableModel::PerGpuHourColumn);
        QCOMPARE(proxy.rowCount(), 3);
    }
};

QTEST_GUILESS_MAIN(TestOfferTableModel)
#include "tst_offertablemodel.moc"
