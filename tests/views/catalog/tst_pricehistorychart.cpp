// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The price history chart (Catalog > Price History of Selected Offer..., issue 33) on a catalog whose price_history
// table is damaged: it shows, as plain text in the chart's place, which offer's history failed and why, and draws
// nothing (it drew today's price alone, as if the offer had no earlier prices). A user catalog copied from the
// shipped one; Azure ND96isr H100 v5 is listed at 98.32 USD per hour as of 2026-06-15 (resources/catalog/
// offers.json).
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "catalog/PriceHistoryChartDialog.h"
#include "charts/ChartView.h"

#include <QLabel>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {
const QString kAzure = QStringLiteral("azure-h100-sxm-8x-on-demand-eastus-standard-nd96isr-h100-v5");

bool execRaw(const QString& path, const QString& sql)
{
    QSqlDatabase db = catalog::openConnection(path, false, nullptr);
    const QString name = db.connectionName();
    bool ok = false;
    {
        QSqlQuery q(db);
        ok = q.exec(sql);
    }
    db = QSqlDatabase();
    catalog::closeConnection(name);
    return ok;
}

// The label the chart shows in its place, when it shows one.
QString shownText(const ChartView* chart)
{
    for (const QLabel* label : chart->findChildren<QLabel*>())
        if (!label->isHidden() && label->text() == chart->spec().emptyMessage)
            return label->textFormat() == Qt::PlainText ? label->text() : QStringLiteral("(not plain text)");
    return {};
}
} // namespace

class TestPriceHistoryChart : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void damagedHistoryIsShownNamingTheOffer()
    {
        CatalogStore store;
        const QString path = m_dir.filePath(QStringLiteral("damaged.sqlite"));
        QVERIFY(store.open(path));
        {
            // Healthy first: one step, the list price now.
            const PriceHistoryChartDialog dialog(store, kAzure);
            QCOMPARE(dialog.chart()->plottedPoints(QStringLiteral("List price")).size(), 2);
            QCOMPARE(dialog.chart()->plottedPoints(QStringLiteral("List price")).value(0), QPointF(0, 98.32));
        }
        const gp::CatalogSnapshot snapshot = store.snapshot();
        QVERIFY(execRaw(path, QStringLiteral("DROP TABLE price_history")));
        const QString expected = QStringLiteral("The price history of \"%1\" cannot be read: price_history: no such "
                                                "table: price_history")
                                     .arg(kAzure);
        // Read from the store (the catalog browser's menu) and from a snapshot (the same chart elsewhere).
        const PriceHistoryChartDialog fromStore(store, kAzure);
        const PriceHistoryChartDialog fromSnapshot(snapshot, kAzure);
        for (const PriceHistoryChartDialog* dialog : {&fromStore, &fromSnapshot}) {
            QCOMPARE(dialog->chart()->spec().emptyMessage, expected);
            QCOMPARE(shownText(dialog->chart()), expected);
            QVERIFY(dialog->chart()->plottedPoints(QStringLiteral("List price")).isEmpty());
        }
    }
};

QTEST_MAIN(TestPriceHistoryChart)
#include "tst_pricehistorychart.moc"
