// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 33, "a preview first, then an atomic apply": the list against the catalog (new, changed with the
// change in percent, unchanged, no longer listed, skipped), the keys and rows applying writes (source,
// source_url, as_of, notes with the import date and importer version), refusals for a provider or a
// currency the catalog lacks, and the apply on a real catalog file: one transaction, nothing written
// when it is refused.
#include "Near.h"
#include "PriceTestUtil.h"

#include "catalog/CatalogStore.h"
#include "catalog/prices/PricePreview.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace catalog::prices;

namespace {

QVariantMap offerRow(const QString& key, const QString& instance, const QString& tier, const QString& region,
                     double price)
{
    return {{QStringLiteral("key"), key},
            {QStringLiteral("provider_key"), QStringLiteral("aws")},
            {QStringLiteral("gpu_key"), QStringLiteral("nvidia-h100-sxm")},
            {QStringLiteral("gpus_per_instance"), 8},
            {QStringLiteral("tier"), tier},
            {QStringLiteral("price"), price},
            {QStringLiteral("currency"), QStringLiteral("USD")},
            {QStringLiteral("unit"), QStringLiteral("hour")},
            {QStringLiteral("region"), region},
            {QStringLiteral("instance_type"), instance},
            {QStringLiteral("source"), QStringLiteral("old source")},
            {QStringLiteral("as_of"), QStringLiteral("2026-05-01")}};
}

ProposedOffer proposed(const QString& instance, const QString& tier, const QString& region, double price)
{
    ProposedOffer o;
    o.provider = QStringLiteral("aws");
    o.instanceType = instance;
    o.gpuKey = QStringLiteral("nvidia-h100-sxm");
    o.gpuCount = 8;
    o.tier = tier;
    o.region = region;
    o.currency = QStringLiteral("USD");
    o.unit = QStringLiteral("hour");
    o.price = price;
    o.includes = QStringLiteral("full instance");
    o.record = QStringLiteral("list.csv line 9");
    return o;
}

CatalogOffers smallCatalog()
{
    CatalogOffers c;
    c.offers = {offerRow(QStringLiteral("aws-p5-od"), QStringLiteral("p5.48xlarge"), QStringLiteral("on_demand"),
                         QStringLiteral("us-east-1"), 50.0),
                offerRow(QStringLiteral("aws-p5-r3"), QStringLiteral("p5.48xlarge"), QStringLiteral("reserved_3y"),
                         QStringLiteral("us-east-1"), 24.0),
                offerRow(QStringLiteral("aws-p5en-od"), QStringLiteral("p5en.48xlarge"), QStringLiteral("on_demand"),
                         QStringLiteral("us-east-1"), 63.0),
                // Another region and a tier the list does not price: never "gone".
                offerRow(QStringLiteral("aws-p5-od-mumbai"), QStringLiteral("p5.48xlarge"), QStringLiteral("on_demand"),
                         QStringLiteral("ap-south-1"), 66.0),
                offerRow(QStringLiteral("aws-p5-r1"), QStringLiteral("p5.48xlarge"), QStringLiteral("reserved_1y"),
                         QStringLiteral("us-east-1"), 36.0)};
    c.gpuKeys = {QStringLiteral("nvidia-h100-sxm")};
    c.currencies = {QStringLiteral("USD")};
    c.providers = {QStringLiteral("aws")};
    return c;
}

PriceList smallList()
{
    PriceList list;
    list.format = QStringLiteral("aws");
    list.source = QStringLiteral("AWS Price List bulk offer file AmazonEC2 (list.csv)");
    list.sourceUrl = QStringLiteral("https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/current/"
                                    "us-east-1/index.csv");
    list.asOf = QStringLiteral("2026-11-28");
    list.asOfFrom = QStringLiteral("the list's Publication Date");
    list.offers = {
        proposed(QStringLiteral("p5.48xlarge"), QStringLiteral("on_demand"), QStringLiteral("us-east-1"), 55.0),
        proposed(QStringLiteral("p5.48xlarge"), QStringLiteral("reserved_3y"), QStringLiteral("us-east-1"), 24.0),
        proposed(QStringLiteral("p5.4xlarge"), QStringLiteral("on_demand"), QStringLiteral("us-east-1"), 6.88)};
    list.offers[2].gpuCount = 1;
    return list;
}

} // namespace

class TestPricePreview : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void classifies()
    {
        PricePreview p;
        QString error;
        QVERIFY2(previewPrices(smallList(), smallCatalog(), p, &error), qPrintable(error));
        QCOMPARE(p.added.size(), 1);
        QCOMPARE(p.added[0].key, QStringLiteral("aws-h100-sxm-on-demand-us-east-1-p5-4xlarge"));
        QCOMPARE(p.changed.size(), 1);
        QCOMPARE(p.changed[0].key, QStringLiteral("aws-p5-od"));
        QCOMPARE(p.changed[0].oldPrice, 50.0);
        // (55 - 50) / 50 = +10 %, exactly.
        QCOMPARE(*p.changed[0].changePercent(), 10.0);
        QCOMPARE(p.unchanged.size(), 1);
        QCOMPARE(p.unchanged[0].key, QStringLiteral("aws-p5-r3"));
        // us-east-1 on demand is priced by the list, p5en is not in it; Mumbai and reserved_1y are not covered.
        QCOMPARE(p.gone.size(), 1);
        QCOMPARE(p.gone[0].value(QStringLiteral("key")).toString(), QStringLiteral("aws-p5en-od"));
        const QString text = previewText(p, false);
        QVERIFY2(text.contains(QLatin1String("1 new, 1 changed, 1 unchanged, 1 no longer in the list, 0 skipped")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("50.00 USD/hour -> 55.00 USD/hour (+10.0%)")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("Preview only: nothing was written")));
        const nlohmann::json j = previewJson(p, false);
        QCOMPARE(j["changed"][0]["change_percent"].get<double>(), 10.0);
        QCOMPARE(j["changed"][0]["old_price"].get<double>(), 50.0);
        QCOMPARE(j["new"][0]["key"].get<std::string>(), std::string("aws-h100-sxm-on-demand-us-east-1-p5-4xlarge"));
        QCOMPARE(j["gone"].size(), std::size_t(1));
        QCOMPARE(j["unchanged"].get<int>(), 1);
        QCOMPARE(j["applied"].get<bool>(), false);
    }

    void rowsCarryTheListsProvenance()
    {
        PricePreview p;
        QString error;
        QVERIFY(previewPrices(smallList(), smallCatalog(), p, &error));
        const QVector<QVariantMap> rows = rowsToApply(p, QStringLiteral("2026-12-05"));
        QCOMPARE(rows.size(), 3); // new, changed and unchanged (its date and source move to the list's)
        for (const QVariantMap& r : rows) {
            QCOMPARE(r.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-11-28"));
            QCOMPARE(r.value(QStringLiteral("source_url")).toString(), smallList().sourceUrl);
            QCOMPARE(r.value(QStringLiteral("source")).toString(), smallList().source);
            QVERIFY(r.value(QStringLiteral("notes"))
                        .toString()
                        .startsWith(QLatin1String(
                            "Imported 2026-12-05 by gpu-planner catalog import-prices (aws importer v1)")));
        }
        QCOMPARE(rows[0].value(QStringLiteral("gpus_per_instance")).toLongLong(), 1LL);
        QCOMPARE(rows[1].value(QStringLiteral("key")).toString(), QStringLiteral("aws-p5-od"));
        QCOMPARE(rows[1].value(QStringLiteral("price")).toDouble(), 55.0);
    }

    void refusesWhatTheCatalogLacks()
    {
        PriceList list = smallList();
        list.offers[1].currency = QStringLiteral("CHF");
        PricePreview p;
        QString error;
        QVERIFY(!previewPrices(list, smallCatalog(), p, &error));
        QVERIFY2(error.contains(QLatin1String("list.csv line 9: currency: the catalog has no currency CHF")),
                 qPrintable(error));
        list = smallList();
        list.offers[0].provider = QStringLiteral("nimbus");
        QVERIFY(!previewPrices(list, smallCatalog(), p, &error));
        QVERIFY2(error.contains(QLatin1String("provider: the catalog has no provider \"nimbus\"")), qPrintable(error));
        // A GPU the catalog lacks is skipped and listed, never guessed.
        list = smallList();
        list.offers[2].gpuKey = QStringLiteral("nvidia-x999");
        QVERIFY(previewPrices(list, smallCatalog(), p, &error));
        QCOMPARE(p.added.size(), 0);
        QCOMPARE(p.skipped.size(), 1);
        QVERIFY(p.skipped[0].reason.contains(QLatin1String("nvidia-x999")));
    }

    void twoCatalogRowsForOneOfferAreNotPicked()
    {
        CatalogOffers c = smallCatalog();
        c.offers.append(offerRow(QStringLiteral("aws-p5-od-blog"), QStringLiteral("p5.48xlarge"),
                                 QStringLiteral("on_demand"), QStringLiteral("us-east-1"), 52.0));
        PricePreview p;
        QString error;
        QVERIFY(!previewPrices(smallList(), c, p, &error));
        QVERIFY2(error.contains(QLatin1String("the catalog has 2 offers")) &&
                     error.contains(QLatin1String("aws-p5-od-blog")),
                 qPrintable(error));
    }

    void appliesInOneTransaction()
    {
        // The shipped catalog's copy; the AWS fixture against it. Shipped rows, by hand from
        // resources/catalog/offers.json: p5.48xlarge us-east-1 on demand 55.04 (the list's too: unchanged),
        // reserved_3y 23.7773 (the list: 22.50, -5.37 %), g6e.xlarge on demand 1.861 (the list: 1.954,
        // +5.00 %); the list's p5.48xlarge reserved_1y (36.43) is new.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("catalog.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        CatalogStore store;
        QVERIFY(store.open(file, CatalogStore::IfUnusable::Refuse));
        PriceList list;
        QString error;
        QVERIFY2(
            readPriceFiles(PriceTestUtil::options(QStringLiteral("aws"),
                                                  {PriceTestUtil::fixture(QStringLiteral("aws-ec2-us-east-1.csv"))}),
                           list, &error),
            qPrintable(error));
        PricePreview p;
        QVERIFY2(previewPrices(list, CatalogOffers::from(store), p, &error), qPrintable(error));
        QCOMPARE(p.added.size(), 1);
        QCOMPARE(p.changed.size(), 2);
        QCOMPARE(p.unchanged.size(), 1);
        for (const OfferChange& c : p.changed) {
            if (c.key == QLatin1String("aws-h100-sxm-8x-reserved-3y-us-east-1-p5-48xlarge"))
                GP_VERIFY_NEAR(*c.changePercent(), (-5.3719303706), 1e-8);
            else
                QCOMPARE(c.key, QStringLiteral("aws-l40s-on-demand-us-east-1-g6e-xlarge"));
        }
        const int before = store.rows(QStringLiteral("offers")).size();
        QVERIFY2(applyPreview(store, p, QStringLiteral("2026-12-05"), &error), qPrintable(error));
        QCOMPARE(store.rows(QStringLiteral("offers")).size(), before + 1);
        QVariantMap r3, r1;
        for (const QVariantMap& r : store.rows(QStringLiteral("offers"))) {
            if (r.value(QStringLiteral("key")) == QLatin1String("aws-h100-sxm-8x-reserved-3y-us-east-1-p5-48xlarge"))
                r3 = r;
            if (r.value(QStringLiteral("key")) == QLatin1String("aws-h100-sxm-8x-reserved-1y-us-east-1-p5-48xlarge"))
                r1 = r;
        }
        QCOMPARE(r3.value(QStringLiteral("price")).toDouble(), 22.5);
        QCOMPARE(r3.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-11-28"));
        QVERIFY(r3.value(QStringLiteral("source_url")).toString().startsWith(QLatin1String("file:///")));
        QVERIFY(r3.value(QStringLiteral("notes")).toString().contains(QLatin1String("Imported 2026-12-05")));
        QCOMPARE(r1.value(QStringLiteral("price")).toDouble(), 36.43);
        QCOMPARE(r1.value(QStringLiteral("gpus_per_instance")).toInt(), 8);
        QCOMPARE(r1.value(QStringLiteral("instance_type")).toString(), QStringLiteral("p5.48xlarge"));
        QVERIFY(store.isUserEdited(QStringLiteral("offers"),
                                   QStringLiteral("aws-h100-sxm-8x-reserved-1y-us-east-1-p5-48xlarge")));

        // A row the catalog would refuse (a currency row deleted behind the preview's back): nothing is written.
        PricePreview bad = p;
        bad.added[0].offer.currency = QStringLiteral("XXX");
        bad.added[0].key = QStringLiteral("aws-new-row");
        bad.changed[0].offer.price = 99.0;
        QVERIFY(!applyPreview(store, bad, QStringLiteral("2026-12-06"), &error));
        QVERIFY2(error.contains(QLatin1String("currency")), qPrintable(error));
        for (const QVariantMap& r : store.rows(QStringLiteral("offers")))
            QVERIFY(r.value(QStringLiteral("price")).toDouble() != 99.0);
        QCOMPARE(store.rows(QStringLiteral("offers")).size(), before + 1);
    }

    // A catalog SQLite opens read-only (its header's write version is 3, offset 18, sqlite.org/fileformat.html
    // 1.3.4; root is refused too) is refused before anything is written, with importJson's sentence rather than
    // SQLite's "attempt to write a readonly database" (issue 34 review 5: the apply had lost the write check).
    void applyIntoAReadOnlyCatalogSaysSo()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("catalog.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(18));
            QCOMPARE(f.write("\x03", 1), qint64(1));
        }
        CatalogStore store;
        QVERIFY2(store.openNamed(file), qPrintable(store.startupMessage()));
        PriceList list;
        QString error;
        QVERIFY2(
            readPriceFiles(PriceTestUtil::options(QStringLiteral("aws"),
                                                  {PriceTestUtil::fixture(QStringLiteral("aws-ec2-us-east-1.csv"))}),
                           list, &error),
            qPrintable(error));
        PricePreview p;
        QVERIFY2(previewPrices(list, CatalogOffers::from(store), p, &error), qPrintable(error));
        QCOMPARE(p.added.size(), 1);
        QVERIFY(!applyPreview(store, p, QStringLiteral("2026-12-05"), &error));
        QVERIFY2(
            error.startsWith(QStringLiteral("the catalog %1 is read-only").arg(QFileInfo(file).absoluteFilePath())),
            qPrintable(error));
        QVERIFY2(!error.contains(QLatin1String("readonly database")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestPricePreview)
#include "tst_pricepreview.moc"
