// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The generator behind issue 33's 100,000-offer benchmarks (tests/common/ScaleCatalog.h), at a small size: the
// catalog it writes holds the shipped rows plus exactly the generated offers, each a valid catalog row (the
// JSON import accepted it), under keys of its own; the same arguments give the same rows; and its price list is
// read by the generic CSV importer as one new offer per line, with the GPU, count, tier, region and price the
// generator wrote.
#include "ScaleCatalog.h"
#include "catalog/prices/PriceFiles.h"
#include "catalog/prices/PricePreview.h"

#include <QSet>

#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

using namespace catalog::prices;

class TestScaleCatalog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void catalogHasExactlyTheAskedOffers()
    {
        CatalogStore shipped;
        QVERIFY(shipped.openShipped());
        const QVector<QVariantMap> shippedOffers = shipped.rows(QStringLiteral("offers"));
        QVERIFY(shippedOffers.size() > 100);
        const int total = int(shippedOffers.size()) + 150;

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scale.sqlite"));
        QString error;
        QVERIFY2(ScaleCatalog::writeCatalog(path, total, &error), qPrintable(error));
        CatalogStore store;
        QVERIFY(store.openNamed(path));
        const QVector<QVariantMap> offers = store.rows(QStringLiteral("offers"));
        QCOMPARE(offers.size(), total);
        QSet<QString> keys;
        for (const QVariantMap& r : offers)
            keys.insert(r.value(QStringLiteral("key")).toString());
        QCOMPARE(keys.size(), total);
        // Generated row 0 is a copy of shipped offer 0 (the rows come ordered by key), its price x 0.8 (spread(0)).
        const QString key0 = shippedOffers[0].value(QStringLiteral("key")).toString() + QStringLiteral("-scale-000000");
        const auto it = std::find_if(offers.begin(), offers.end(), [&](const QVariantMap& r) {
            return r.value(QStringLiteral("key")).toString() == key0;
        });
        QVERIFY(it != offers.end());
        const QVariantMap& copy0 = *it;
        QCOMPARE(copy0.value(QStringLiteral("instance_type")).toString(), QStringLiteral("scale-000000"));
        QCOMPARE(copy0.value(QStringLiteral("gpu_key")), shippedOffers[0].value(QStringLiteral("gpu_key")));
        const double shippedPrice = shippedOffers[0].value(QStringLiteral("price")).toDouble();
        QCOMPARE(copy0.value(QStringLiteral("price")).toDouble(), shippedPrice * 0.8);
    }

    void generationIsDeterministic()
    {
        CatalogStore shipped;
        QVERIFY(shipped.openShipped());
        const QVector<QVariantMap> offers = shipped.rows(QStringLiteral("offers"));
        const int total = int(offers.size()) + 40;
        QCOMPARE(ScaleCatalog::generatedOffers(offers, total).size(), 40);
        // Hand-worked factors: spread(i) = 0.8 + 0.4 x ((i x 2654435761) mod 2^32 mod 10000) / 10000.
        // i = 3: 7963307283 mod 2^32 = 3668339987; mod 10000 = 9987 -> 0.8 + 0.39948 = 1.19948.
        QCOMPARE(ScaleCatalog::spread(0), 0.8);
        QCOMPARE(ScaleCatalog::spread(3), 0.8 + 0.4 * 0.9987);
    }

    void priceListImportsAsNewOffers()
    {
        CatalogStore shipped;
        QVERIFY(shipped.openShipped());
        const QStringList providers = ScaleCatalog::keys(shipped, QStringLiteral("providers"));
        const QStringList gpus = ScaleCatalog::keys(shipped, QStringLiteral("gpus"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("prices.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(ScaleCatalog::priceListCsv(20, providers, gpus));
        file.close();

        ReadOptions options;
        options.format = QStringLiteral("csv");
        options.files = {path};
        options.asOf = QStringLiteral("2026-12-01");
        QString error;
        QVERIFY2(parseCsvMapping(ScaleCatalog::priceListMapping(), options.mapping, &error), qPrintable(error));
        PriceList list;
        QVERIFY2(readPriceFiles(options, list, &error), qPrintable(error));
        QCOMPARE(list.offers.size(), 20);
        QCOMPARE(list.skipped.size(), 0);
        // Line 4 (i = 3): provider 3 mod P, GPU (3 / 7) = 0, count {1,2,4,8}[(3 / 3) mod 4] = 2, tier
        // on_demand ((3 / 5) mod 4 = 0), region scale-region-3, price 0.5 + (3668339987 mod 991) / 10 = 0.5 + 87.3.
        const ProposedOffer& o = list.offers[3];
        QCOMPARE(o.provider, providers[3 % providers.size()]);
        QCOMPARE(o.instanceType, QStringLiteral("scale-000003"));
        QCOMPARE(o.gpuKey, gpus[0]);
        QCOMPARE(o.gpuCount, 2);
        QCOMPARE(o.tier, QStringLiteral("on_demand"));
        QCOMPARE(o.region, QStringLiteral("scale-region-3"));
        QCOMPARE(o.price, 87.8);
        QCOMPARE(o.unit, QStringLiteral("hour"));

        PricePreview preview;
        QVERIFY2(previewPrices(list, CatalogOffers::from(shipped), preview, &error), qPrintable(error));
        QCOMPARE(preview.added.size(), 20);
        QCOMPARE(preview.changed.size(), 0);
    }

    // The apply path the 100,000-row benchmark times (PriceApply.h): every row written in one transaction, or,
    // when its last row is refused, none.
    void priceListAppliesAllOrNothing()
    {
        QTemporaryDir dir;
        const QString catalogPath = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogStore store;
        QVERIFY(store.openNamed(catalogPath)); // a copy of the shipped catalog
        const int before = int(store.rows(QStringLiteral("offers")).size());
        const QString path = dir.filePath(QStringLiteral("prices.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(ScaleCatalog::priceListCsv(30, ScaleCatalog::keys(store, QStringLiteral("providers")),
                                              ScaleCatalog::keys(store, QStringLiteral("gpus"))));
        file.close();
        ReadOptions options;
        options.format = QStringLiteral("csv");
        options.files = {path};
        options.asOf = QStringLiteral("2026-12-01");
        QString error;
        QVERIFY(parseCsvMapping(ScaleCatalog::priceListMapping(), options.mapping, &error));
        PriceList list;
        QVERIFY2(readPriceFiles(options, list, &error), qPrintable(error));
        PricePreview preview;
        QVERIFY2(previewPrices(list, CatalogOffers::from(store), preview, &error), qPrintable(error));
        QCOMPARE(preview.added.size(), 30);

        PricePreview refused = preview;
        refused.added.last().offer.currency = QStringLiteral("XXX"); // not in the currencies table
        QVERIFY(!applyPreview(store, refused, QStringLiteral("2026-12-05"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("offers[29]")) && error.contains(QStringLiteral("currency")),
                 qPrintable(error));
        QCOMPARE(int(store.rows(QStringLiteral("offers")).size()), before);

        QVERIFY2(applyPreview(store, preview, QStringLiteral("2026-12-05"), &error), qPrintable(error));
        QCOMPARE(int(store.rows(QStringLiteral("offers")).size()), before + 30);
        const QString key3 = preview.added[3].key;
        QVERIFY(store.isUserEdited(QStringLiteral("offers"), key3));
        for (const QVariantMap& r : store.rows(QStringLiteral("offers")))
            if (r.value(QStringLiteral("key")).toString() == key3) {
                QCOMPARE(r.value(QStringLiteral("price")).toDouble(), 87.8); // line 4, worked out above
                QCOMPARE(r.value(QStringLiteral("gpus_per_instance")).toInt(), 2);
                QCOMPARE(r.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-12-01"));
                QVERIFY(r.value(QStringLiteral("notes")).toString().contains(QStringLiteral("Imported 2026-12-05")));
            }
    }
};

QTEST_GUILESS_MAIN(TestScaleCatalog)
#include "tst_scalecatalog.moc"
