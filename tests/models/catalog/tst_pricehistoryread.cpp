// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// A price-history read that fails says so, naming the offer and what failed (issue 33: a damaged price_history
// table read as an offer with no earlier prices, and the chart and the why panel showed nothing). A user catalog
// copied from the shipped one; Azure ND96isr H100 v5 (8 x H100 SXM, eastus, on-demand) is listed at 98.32 USD per
// hour as of 2026-06-15 (resources/catalog/offers.json). The test writes two earlier list prices by hand: 90 USD
// valid 2026-01-01 to 2026-03-01 and 95.5 USD valid 2026-03-01 to 2026-06-15. Days worked by hand: 2026-01-01 to
// 2026-03-01 is 31 + 28 = 59; to 2026-06-15 another 31 + 30 + 31 + 14 = 106, so 165; to 2026-12-05 another
// 15 + 31 + 31 + 30 + 31 + 30 + 5 = 173, so 338. Prices are compared exactly: they are the stored doubles.
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "catalog/PriceHistory.h"
#include "itemmodels/PriceHistorySeries.h"
#include "planning/CostModel.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace catalog;

namespace {
const QString kAzure = QStringLiteral("azure-h100-sxm-8x-on-demand-eastus-standard-nd96isr-h100-v5");

// A statement run on a connection of its own, behind the open store's back (a damaged or mended file).
bool execRaw(const QString& path, const QString& sql)
{
    QSqlDatabase db = openConnection(path, false, nullptr);
    const QString name = db.connectionName();
    bool ok = false;
    {
        QSqlQuery q(db);
        ok = q.exec(sql);
    }
    db = QSqlDatabase();
    closeConnection(name);
    return ok;
}

bool addEarlierPrice(const QString& path, double price, const QString& from, const QString& to, const QString& source)
{
    QSqlDatabase db = openConnection(path, false, nullptr);
    const QString name = db.connectionName();
    PriceHistoryEntry e;
    e.offerKey = kAzure;
    e.kind = QStringLiteral("list");
    e.price = price;
    e.currency = QStringLiteral("USD");
    e.unit = QStringLiteral("hour");
    e.validFrom = from;
    e.validTo = to;
    e.source = source;
    e.recordedAt = QStringLiteral("2026-11-01T00:00:00Z");
    QString error;
    const bool ok = appendPriceHistory(db, e, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    db = QSqlDatabase();
    closeConnection(name);
    return ok;
}

const gp::CivilDate kToday{2026, 12, 5};

// What every read of the damaged table says (catalog::historyReadError over SQLite's own words).
const QString kUnreadable = QStringLiteral(
    "the price history of \"azure-h100-sxm-8x-on-demand-eastus-standard-nd96isr-h100-v5\" cannot be read: "
    "price_history: no such column: kind");
} // namespace

class TestPriceHistoryRead : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_files = 0;

    QString freshCatalog(CatalogStore& store)
    {
        const QString path = m_dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(++m_files));
        if (!store.open(path))
            return {};
        if (!addEarlierPrice(path, 90, QStringLiteral("2026-01-01"), QStringLiteral("2026-03-01"),
                             QStringLiteral("list A")) ||
            !addEarlierPrice(path, 95.5, QStringLiteral("2026-03-01"), QStringLiteral("2026-06-15"),
                             QStringLiteral("list B")))
            return {};
        return path;
    }

private Q_SLOTS:
    // A healthy catalog returns its points: the two earlier prices, then the price now.
    void healthyHistoryIsRead()
    {
        CatalogStore store;
        const QString path = freshCatalog(store);
        QVERIFY(!path.isEmpty());
        const gp::CatalogSnapshot s = store.snapshot();
        const gp::PriceHistoryRead read = s.priceHistoryOf({s.offer(kAzure.toStdString())});
        QCOMPARE(read.error, std::string());
        const auto it = read.history.find(kAzure.toStdString());
        QVERIFY(it != read.history.end());
        QCOMPARE(it->second.size(), std::size_t(2));
        QCOMPARE(it->second[0].price, 90.0);
        QCOMPARE(it->second[0].validTo, std::string("2026-03-01"));
        QCOMPARE(it->second[1].price, 95.5);
        QCOMPARE(it->second[1].source, std::string("list B"));

        const PriceHistorySeries series = priceHistorySeries(s, kAzure.toStdString(), kToday);
        QCOMPARE(series.error, QString());
        QCOMPARE(series.origin, QStringLiteral("2026-01-01"));
        const QVector<QPointF> expected{{0, 90}, {59, 90}, {59, 95.5}, {165, 95.5}, {165, 98.32}, {338, 98.32}};
        QCOMPARE(series.points, expected);
        QCOMPARE(series.sources.value(2), QStringLiteral("list B, valid 2026-03-01 to 2026-06-15"));

        OfferPriceHistory one;
        QString error;
        QVERIFY2(readOfferPriceHistory(store, kAzure, one, &error), qPrintable(error));
        QCOMPARE(one.entries.size(), 2);
        QCOMPARE(*one.entries[0].price, 90.0);
        QCOMPARE(*one.entries[1].price, 95.5);
    }

    // A damaged table (a column renamed behind the store's back): every read says which offer and what failed,
    // nothing is drawn, and the cost explanation says it instead of listing no earlier prices. Mended, the same
    // snapshot reads the points (a failed read is not kept).
    void damagedHistoryIsSaid()
    {
        CatalogStore store;
        const QString path = freshCatalog(store);
        QVERIFY(!path.isEmpty());
        const gp::CatalogSnapshot s = store.snapshot();
        QVERIFY(execRaw(path, QStringLiteral("ALTER TABLE price_history RENAME COLUMN kind TO kind_gone")));

        const gp::OfferSpec* azure = s.offer(kAzure.toStdString());
        QVERIFY(azure);
        const gp::PriceHistoryRead read = s.priceHistoryOf({azure});
        QCOMPARE(QString::fromStdString(read.error), kUnreadable);
        QVERIFY(read.history.empty());

        const PriceHistorySeries series = priceHistorySeries(s, kAzure.toStdString(), kToday);
        QCOMPARE(series.error, kUnreadable);
        QVERIFY(series.points.isEmpty());

        OfferPriceHistory one;
        QString error;
        QVERIFY(!readOfferPriceHistory(store, kAzure, one, &error));
        QCOMPARE(error, kUnreadable);

        gp::CostInputs in;
        in.offerKeys = {kAzure.toStdString()};
        in.scenarioGpuKey = "nvidia-h100-sxm";
        in.gpus = 8;
        in.gpusTogether = 8;
        in.runHours = 10;
        const std::vector<gp::CostLine> lines = gp::CostModel::price(in, s, nullptr);
        QCOMPARE(lines.size(), std::size_t(1));
        const std::vector<gp::Explanation> why = gp::CostModel::explain(lines, &lines[0], in, s, {});
        const auto run =
            std::find_if(why.begin(), why.end(), [](const gp::Explanation& e) { return e.figure == "cost_per_run"; });
        QVERIFY(run != why.end());
        const std::string said = "; earlier prices not listed: " + kUnreadable.toStdString();
        QVERIFY2(run->formula.size() > said.size() &&
                     run->formula.compare(run->formula.size() - said.size(), said.size(), said) == 0,
                 run->formula.c_str());

        QVERIFY(execRaw(path, QStringLiteral("ALTER TABLE price_history RENAME COLUMN kind_gone TO kind")));
        const gp::PriceHistoryRead mended = s.priceHistoryOf({azure});
        QCOMPARE(mended.error, std::string());
        QCOMPARE(mended.history.at(kAzure.toStdString()).size(), std::size_t(2));
    }

    // Without the table at all: the same sentence, SQLite's reason.
    void droppedHistoryIsSaid()
    {
        CatalogStore store;
        const QString path = freshCatalog(store);
        QVERIFY(!path.isEmpty());
        QVERIFY(execRaw(path, QStringLiteral("DROP TABLE price_history")));
        OfferPriceHistory one;
        QString error;
        QVERIFY(!readOfferPriceHistory(store, kAzure, one, &error));
        QCOMPARE(error, QStringLiteral("the price history of \"%1\" cannot be read: price_history: no such table: "
                                       "price_history")
                            .arg(kAzure));
    }
};

QTEST_GUILESS_MAIN(TestPriceHistoryRead)
#include "tst_pricehistoryread.moc"
