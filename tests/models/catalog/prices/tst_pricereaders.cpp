// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 33: each price-list format read from a trimmed fixture (tests/data/prices), every kept offer
// checked against the fixture's figures by hand, every left-out record counted with its reason; the
// instance map agrees with the shipped catalog's GPU keys; the unit conversions.
#include "PriceTestUtil.h"

#include "catalog/prices/InstanceMap.h"
#include "catalog/prices/PriceUnits.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace catalog::prices;
using PriceTestUtil::find;
using PriceTestUtil::fixture;
using PriceTestUtil::options;
using PriceTestUtil::skipped;

namespace {
// Prices are compared to 1e-9 relative: every figure below is a short decimal worked out by hand.
bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }
} // namespace

#define COMPARE_PRICE(actual, expected)                                                                                \
    do {                                                                                                               \
        const double a_ = (actual), e_ = (expected);                                                                   \
        QVERIFY2(near(a_, e_),                                                                                         \
                 qPrintable(QStringLiteral("got %1, expected %2").arg(a_, 0, 'g', 17).arg(e_, 0, 'g', 17)));           \
    } while (0)

class TestPriceReaders : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aws_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("csv") << QStringLiteral("aws-ec2-us-east-1.csv");
        QTest::newRow("json") << QStringLiteral("aws-ec2-us-east-1.json");
    }
    void aws()
    {
        // Both fixtures hold the same rows (tests/data/prices/README.md): the CSV and the JSON reader must
        // agree on every one.
        QFETCH(QString, file);
        PriceList list;
        QString error;
        QVERIFY2(readPriceFiles(options(QStringLiteral("aws"), {fixture(file)}), list, &error), qPrintable(error));
        QCOMPARE(list.format, QStringLiteral("aws"));
        QCOMPARE(list.asOf, QStringLiteral("2026-11-28")); // "Publication Date" / publicationDate
        QVERIFY(list.source.contains(QLatin1String("AmazonEC2")));
        QCOMPARE(list.offers.size(), 4);
        const ProposedOffer* od = find(list, QStringLiteral("p5.48xlarge"), QStringLiteral("on_demand"));
        QVERIFY(od);
        COMPARE_PRICE(od->price, 55.04);
        QCOMPARE(od->gpuKey, QStringLiteral("nvidia-h100-sxm"));
        QCOMPARE(od->gpuCount, 8);
        QCOMPARE(od->region, QStringLiteral("us-east-1"));
        QCOMPARE(od->currency, QStringLiteral("USD"));
        QCOMPARE(od->unit, QStringLiteral("hour"));
        // Reserved, standard, No Upfront: the hourly rate is the whole price.
        const ProposedOffer* r1 = find(list, QStringLiteral("p5.48xlarge"), QStringLiteral("reserved_1y"));
        QVERIFY(r1);
        COMPARE_PRICE(r1->price, 36.43);
        const ProposedOffer* r3 = find(list, QStringLiteral("p5.48xlarge"), QStringLiteral("reserved_3y"));
        QVERIFY(r3);
        COMPARE_PRICE(r3->price, 22.5); // not the Partial Upfront 15.10 + its 150000 fee
        const ProposedOffer* g6e = find(list, QStringLiteral("g6e.xlarge"), QStringLiteral("on_demand"));
        QVERIFY(g6e);
        COMPARE_PRICE(g6e->price, 1.954);
        QCOMPARE(g6e->gpuKey, QStringLiteral("nvidia-l40s"));
        QCOMPARE(g6e->gpuCount, 1);
        // Left out, each counted: the Windows row, the Partial Upfront fee and hourly rows, the unmapped GPU
        // instance g4ad.xlarge (never guessed), and the instance without GPUs.
        QCOMPARE(skipped(list, QStringLiteral("p5.48xlarge"), QStringLiteral("plain Linux")), 1);
        QCOMPARE(skipped(list, QStringLiteral("p5.48xlarge"), QStringLiteral("No Upfront")), 2);
        QCOMPARE(skipped(list, QStringLiteral("g4ad.xlarge"), QStringLiteral("unmapped")), 1);
        QCOMPARE(skipped(list, QStringLiteral("(instances without GPUs)"), QStringLiteral("not a GPU")), 1);
    }

    void azure()
    {
        PriceList list;
        QString error;
        QVERIFY2(readPriceFiles(options(QStringLiteral("azure"), {fixture(QStringLiteral("azure-page-1.json")),
                                                                  fixture(QStringLiteral("azure-page-2.json"))}),
                                list, &error),
                 qPrintable(error));
        QCOMPARE(list.offers.size(), 3);
        const QString nd = QStringLiteral("Standard_ND96isr_H100_v5");
        COMPARE_PRICE(find(list, nd, QStringLiteral("on_demand"))->price, 98.32);
        COMPARE_PRICE(find(list, nd, QStringLiteral("spot"))->price, 39.328);
        // A reservation's retailPrice is the whole term: 525600 / (1 x 8760 h) = 60.00 an hour.
        COMPARE_PRICE(find(list, nd, QStringLiteral("reserved_1y"))->price, 60.0);
        QCOMPARE(find(list, nd, QStringLiteral("on_demand"))->gpuCount, 8);
        QCOMPARE(find(list, nd, QStringLiteral("on_demand"))->region, QStringLiteral("eastus"));
        QCOMPARE(skipped(list, nd, QStringLiteral("Windows")), 1);
        QCOMPARE(skipped(list, QStringLiteral("Standard_NV6ads_A10_v5"), QStringLiteral("unmapped")), 1);
        QCOMPARE(skipped(list, QStringLiteral("(sizes without GPUs)"), QStringLiteral("not a GPU")), 1);
        // The pages state no date: the file's date stands in, and the list says so.
        QVERIFY(list.asOfFrom.contains(QLatin1String("file")));
    }

    void azureReservationLabelledWithItsTerm()
    {
        // Some responses label a reservation "1 Year" instead of "1 Hour": the price is the term's all the same.
        QTemporaryDir dir;
        QByteArray page = PriceTestUtil::fixtureBytes(QStringLiteral("azure-page-2.json"));
        const qsizetype at = page.indexOf("\"1 Hour\""); // Items[0], the 1-year reservation
        QVERIFY(at > 0);
        page.replace(at, 8, "\"1 Year\"");
        QFile f(dir.filePath(QStringLiteral("page.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(page);
        f.close();
        PriceList list;
        QString error;
        QVERIFY2(readPriceFiles(options(QStringLiteral("azure"), {f.fileName()}), list, &error), qPrintable(error));
        COMPARE_PRICE(find(list, QStringLiteral("Standard_ND96isr_H100_v5"), QStringLiteral("reserved_1y"))->price,
                      60.0); // 525600 / 8760
    }

    void azureChainWithoutItsLastPage()
    {
        PriceList list;
        QString error;
        QVERIFY(!readPriceFiles(options(QStringLiteral("azure"), {fixture(QStringLiteral("azure-page-1.json"))}), list,
                                &error));
        QVERIFY2(error.contains(QLatin1String("NextPageLink")) && error.contains(QLatin1String("missing")),
                 qPrintable(error));
    }

    void gcpCombinesGpuAndMachine_data()
    {
        // GPUs x 0.56 (L4) + vCPUs x 0.0249 (G2 core) + GiB x 0.0029 (G2 RAM), shapes from the instance map
        // (https://cloud.google.com/compute/docs/accelerator-optimized-machines#g2-vms).
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("price");
        QTest::newRow("g2-standard-4") << QStringLiteral("g2-standard-4") << 1 << 0.706;   // 0.56+0.0996+0.0464
        QTest::newRow("g2-standard-8") << QStringLiteral("g2-standard-8") << 1 << 0.852;   // 0.56+0.1992+0.0928
        QTest::newRow("g2-standard-24") << QStringLiteral("g2-standard-24") << 2 << 1.996; // 1.12+0.5976+0.2784
        QTest::newRow("g2-standard-96") << QStringLiteral("g2-standard-96") << 8 << 7.984; // 4.48+2.3904+1.1136
    }
    void gcpCombinesGpuAndMachine()
    {
        QFETCH(QString, instance);
        QFETCH(int, gpus);
        QFETCH(double, price);
        PriceList list;
        QString error;
        QVERIFY2(readPriceFiles(options(QStringLiteral("gcp"), {fixture(QStringLiteral("gcp-compute-skus.json"))}),
                                list, &error),
                 qPrintable(error));
        QCOMPARE(list.offers.size(), 8); // the eight G2 shapes, on demand in us-central1
        const ProposedOffer* o = find(list, instance, QStringLiteral("on_demand"));
        QVERIFY(o);
        COMPARE_PRICE(o->price, price);
        QCOMPARE(o->gpuCount, gpus);
        QCOMPARE(o->gpuKey, QStringLiteral("nvidia-l4"));
        QCOMPARE(o->region, QStringLiteral("us-central1"));
        QCOMPARE(list.asOf, QStringLiteral("2026-11-30")); // pricingInfo.effectiveTime
        // The spot GPU price ("NVIDIA L4 GPU attached to Spot Preemptible VMs ...") has no spot G2 vCPU and
        // memory prices beside it: not priced from the GPU alone.
        QCOMPARE(find(list, instance, QStringLiteral("spot")), nullptr);
        QCOMPARE(skipped(list, instance, QStringLiteral("not priced from the GPU alone")), 1);
        QCOMPARE(skipped(list, QStringLiteral("Nvidia Tesla P4 GPU"), QStringLiteral("unmapped GPU SKU")), 1);
    }

    void csvWithMapping()
    {
        ReadOptions o = options(QStringLiteral("csv"), {fixture(QStringLiteral("quote.csv"))});
        QString error;
        QVERIFY2(parseCsvMapping(QStringLiteral("provider=@lambda,instance=Instance,gpu=GPU,gpu_count=GPUs,"
                                                "price=Price per GPU hour,region=Region,currency=@USD,unit=@hour,"
                                                "tier=@on-demand,basis=@gpu"),
                                 o.mapping, &error),
                 qPrintable(error));
        o.asOf = QStringLiteral("2026-12-01");
        PriceList list;
        QVERIFY2(readPriceFiles(o, list, &error), qPrintable(error));
        QCOMPARE(list.offers.size(), 2);
        const ProposedOffer* h100 = find(list, QStringLiteral("gpu_8x_h100_sxm5"), QStringLiteral("on_demand"));
        QVERIFY(h100);
        COMPARE_PRICE(h100->price, 23.92); // per GPU x 8: 2.99 x 8
        QCOMPARE(h100->gpuCount, 8);
        COMPARE_PRICE(find(list, QStringLiteral("gpu_1x_a10"), QStringLiteral("on_demand"))->price, 0.75);
        QCOMPARE(list.asOf, QStringLiteral("2026-12-01"));
        QCOMPARE(list.asOfFrom, QStringLiteral("--as-of"));
    }

    void csvMappingAsJson()
    {
        // The same mapping as a JSON object (what --map FILE.json holds) reads the same offers.
        ReadOptions o = options(QStringLiteral("csv"), {fixture(QStringLiteral("quote.csv"))});
        QString error;
        QVERIFY2(parseCsvMapping(QStringLiteral(R"({"provider": "@lambda", "instance": "Instance", "gpu": "GPU",
            "gpu_count": "GPUs", "price": "Price per GPU hour", "region": "Region", "currency": "@USD",
            "unit": "@hour", "tier": "@on_demand", "basis": "@gpu"})"),
                                 o.mapping, &error),
                 qPrintable(error));
        PriceList list;
        QVERIFY2(readPriceFiles(o, list, &error), qPrintable(error));
        QCOMPARE(list.offers.size(), 2);
        COMPARE_PRICE(find(list, QStringLiteral("gpu_8x_h100_sxm5"), QStringLiteral("on_demand"))->price, 23.92);
        // A bad --as-of is refused, not read as the file's date.
        o.asOf = QStringLiteral("2026-13-01");
        QVERIFY(!readPriceFiles(o, list, &error));
        QVERIFY2(error.contains(QLatin1String("--as-of must be a date")), qPrintable(error));
    }

    void csvMappingRefusals_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("message");
        QTest::newRow("no basis") << QStringLiteral(
                                         "provider=@x,instance=I,price=P,currency=@USD,unit=@hour,tier=@spot")
                                  << QStringLiteral("basis is required");
        QTest::newRow("unknown field") << QStringLiteral("cost=P") << QStringLiteral("not a field");
        QTest::newRow("twice") << QStringLiteral("price=A,price=B") << QStringLiteral("mapped twice");
        QTest::newRow("not a pair") << QStringLiteral("price") << QStringLiteral("not field=Column");
        QTest::newRow("no gpu") << QStringLiteral("provider=@x,price=P,currency=@USD,unit=@hour,tier=@spot,basis=@gpu")
                                << QStringLiteral("instance, or gpu and gpu_count");
    }
    void csvMappingRefusals()
    {
        QFETCH(QString, spec);
        QFETCH(QString, message);
        CsvMapping m;
        QString error;
        QVERIFY(!parseCsvMapping(spec, m, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void instanceMapMatchesTheCatalog()
    {
        // Every GPU key the shipped instance map names is a GPU of the shipped catalog
        // (resources/catalog/gpus.json), so no mapped offer is skipped for a missing GPU.
        const InstanceMap& map = InstanceMap::shipped();
        QVERIFY(map.size() >= 60);
        QFile f(QStringLiteral(GP_SOURCE_DIR "/resources/catalog/gpus.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto gpus = nlohmann::json::parse(f.readAll().toStdString());
        QSet<QString> keys;
        for (const auto& g : gpus["gpus"])
            keys.insert(QString::fromStdString(g["key"].get<std::string>()));
        for (const char* provider : {"aws", "azure", "gcp"})
            for (const InstanceShape& s : map.forProvider(QString::fromLatin1(provider)))
                QVERIFY2(keys.contains(s.gpuKey), qPrintable(s.instanceType + QStringLiteral(": ") + s.gpuKey));
        const InstanceShape* p5 = map.find(QStringLiteral("aws"), QStringLiteral("p5.48xlarge"));
        QVERIFY(p5);
        QCOMPARE(p5->gpuKey, QStringLiteral("nvidia-h100-sxm"));
        QCOMPARE(p5->gpus, 8);
        QCOMPARE(map.find(QStringLiteral("azure"), QStringLiteral("Standard_ND96asr_v4"))->gpuKey,
                 QStringLiteral("nvidia-a100-40gb-sxm"));
        QCOMPARE(map.find(QStringLiteral("aws"), QStringLiteral("p9.unknown")), nullptr);
        QCOMPARE(map.gcpGpuKey(QStringLiteral("Nvidia L4 GPU")), QStringLiteral("nvidia-l4"));
        QCOMPARE(map.gcpGpuKey(QStringLiteral("NVIDIA L4 GPU")), QStringLiteral("nvidia-l4"));
    }

    void instanceMapRefusals()
    {
        InstanceMap m;
        QString error;
        QVERIFY(!m.parse(
            R"({"instances":[{"provider":"aws","instance_type":"x","gpu_key":"g","gpus":0,"source":"s"}]})", &error));
        QVERIFY2(error.contains(QLatin1String("instances[0]: gpus")), qPrintable(error));
        QVERIFY(!m.parse(
            R"({"instances":[{"provider":"gcp","instance_type":"x","gpu_key":"g","gpus":1,"source":"s"}]})", &error));
        QVERIFY2(error.contains(QLatin1String("machine_family")), qPrintable(error));
        QCOMPARE(m.size(), 0);
    }

    void units_data()
    {
        QTest::addColumn<QString>("listUnit");
        QTest::addColumn<QString>("catalogUnit");
        QTest::addColumn<double>("multiplier");
        QTest::newRow("AWS Hrs") << QStringLiteral("Hrs") << QStringLiteral("hour") << 1.0;
        QTest::newRow("Azure 1 Hour") << QStringLiteral("1 Hour") << QStringLiteral("hour") << 1.0;
        QTest::newRow("Google h") << QStringLiteral("h") << QStringLiteral("hour") << 1.0;
        QTest::newRow("per hour") << QStringLiteral(" Per Hour ") << QStringLiteral("hour") << 1.0;
        QTest::newRow("minute") << QStringLiteral("minute") << QStringLiteral("hour") << 60.0;
        QTest::newRow("second") << QStringLiteral("second") << QStringLiteral("hour") << 3600.0;
        QTest::newRow("month") << QStringLiteral("1/Month") << QStringLiteral("month") << 1.0;
        QTest::newRow("day (refused)") << QStringLiteral("day") << QString() << 0.0;
        QTest::newRow("GiBy.h (refused)") << QStringLiteral("GiBy.h") << QString() << 0.0;
        QTest::newRow("empty (refused)") << QString() << QString() << 0.0;
    }
    void units()
    {
        QFETCH(QString, listUnit);
        QFETCH(QString, catalogUnit);
        QFETCH(double, multiplier);
        const auto c = convertUnit(listUnit);
        QCOMPARE(c.has_value(), !catalogUnit.isEmpty());
        if (c) {
            QCOMPARE(c->catalogUnit, catalogUnit);
            QCOMPARE(c->multiplier, multiplier);
        }
    }

    void conversions()
    {
        // 3-year term total of 1,576,800 over 3 x 8760 h = 60.00 an hour.
        COMPARE_PRICE(termTotalPerHour(1576800.0, 3), 60.0);
        COMPARE_PRICE(termTotalPerHour(525600.0, 1), 60.0);
        // Google Money: units + nanos / 1e9.
        COMPARE_PRICE(*moneyValue(2, 480000000), 2.48);
        COMPARE_PRICE(*moneyValue(0, 24900000), 0.0249);
        QVERIFY(!moneyValue(0, 1000000000).has_value());
        QVERIFY(!moneyValue(1, -5).has_value()); // signs disagree
        QCOMPARE(*decimalValue(QStringLiteral("55.0400000000")), 55.04);
        QVERIFY(!decimalValue(QStringLiteral("1,006.00")).has_value());
        QVERIFY(!decimalValue(QStringLiteral("NaN")).has_value());
        QVERIFY(!decimalValue(QStringLiteral("$5")).has_value());
        QVERIFY(std::isinf(*decimalValue(QStringLiteral("1e400"))));
    }
};

QTEST_GUILESS_MAIN(TestPriceReaders)
#include "tst_pricereaders.moc"
