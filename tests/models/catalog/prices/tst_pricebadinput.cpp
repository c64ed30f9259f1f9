// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 33, "Bad input": price lists are untrusted files. Each case edits one good fixture
// (tests/data/prices) in one place and expects the import refused with a message naming the line or
// record and the field: truncated and malformed lists, wrong currencies and units, negative, zero, NaN,
// 1e308 and overflowing prices, an instance type repeated with two prices, formula injection in CSV text,
// a 2 GB file. Nothing is imported from a refused list (the readers write nothing; tst_priceimportcli
// checks the catalog file is untouched).
#include "PriceTestUtil.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace catalog::prices;

class TestPriceBadInput : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // The fixture with `from` replaced by `to` (once, the first time it occurs) or cut at `cut` bytes.
    QString variant(const QString& name, const QByteArray& from, const QByteArray& to, qsizetype cut = -1)
    {
        QByteArray bytes = PriceTestUtil::fixtureBytes(name);
        if (!from.isEmpty()) {
            const qsizetype at = bytes.indexOf(from);
            if (at < 0)
                return {};
            bytes.replace(at, from.size(), to);
        }
        if (cut >= 0)
            bytes.truncate(cut);
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void refused_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<int>("cut");
        QTest::addColumn<QStringList>("message"); // every part must be in the refusal

        const QString csv = QStringLiteral("aws-ec2-us-east-1.csv");
        const QString json = QStringLiteral("aws-ec2-us-east-1.json");
        const QString az = QStringLiteral("azure-page-2.json");
        const QString gcp = QStringLiteral("gcp-compute-skus.json");
        const QString quote = QStringLiteral("quote.csv");
        const QString aws = QStringLiteral("aws");
        // AWS CSV: line 7 is p5.48xlarge on demand (5 metadata lines, the header on line 6).
        QTest::newRow("aws csv negative") << aws << csv << QByteArray("\"55.0400000000\"") << QByteArray("\"-55.04\"")
                                          << -1 << QStringList{"line 7", "price", "greater than 0"};
        QTest::newRow("aws csv zero") << aws << csv << QByteArray("\"55.0400000000\"") << QByteArray("\"0\"") << -1
                                      << QStringList{"line 7", "price", "greater than 0"};
        QTest::newRow("aws csv NaN") << aws << csv << QByteArray("\"55.0400000000\"") << QByteArray("\"NaN\"") << -1
                                     << QStringList{"line 7", "PricePerUnit", "\"NaN\" is not a number"};
        QTest::newRow("aws csv 1e308") << aws << csv << QByteArray("\"55.0400000000\"") << QByteArray("\"1e308\"") << -1
                                       << QStringList{"line 7", "price", "above"};
        QTest::newRow("aws csv 1e400") << aws << csv << QByteArray("\"55.0400000000\"") << QByteArray("\"1e400\"") << -1
                                       << QStringList{"line 7", "price", "not a finite number"};
        QTest::newRow("aws csv currency")
            << aws << csv << QByteArray("\"55.0400000000\",\"USD\"") << QByteArray("\"55.0400000000\",\"usd\"") << -1
            << QStringList{"line 7", "currency", "ISO 4217", "usd"};
        QTest::newRow("aws csv unit") << aws << csv << QByteArray("\"Hrs\",\"55.04") << QByteArray("\"Days\",\"55.04")
                                      << -1 << QStringList{"line 7", "Unit", "\"Days\""};
        QTest::newRow("aws csv formula") << aws << csv << QByteArray("\"us-east-1\"")
                                         << QByteArray("\"=HYPERLINK(\"\"http://example.invalid\"\")\"") << -1
                                         << QStringList{"line 7", "region", "formula"};
        QTest::newRow("aws csv missing field")
            << aws << csv << QByteArray("\"Hrs\",\"55.0400000000\",\"USD\",")
            << QByteArray("\"Hrs\",\"55.0400000000\",") << -1 << QStringList{"line 7", "33 fields, the header has 34"};
        QTest::newRow("aws csv truncated in a field")
            << aws << csv << QByteArray() << QByteArray()
            << static_cast<int>(PriceTestUtil::fixtureBytes(csv).indexOf("G6EXL") + 3)
            << QStringList{"line 13", "not closed"};
        QTest::newRow("aws csv no date") << aws << csv << QByteArray("\"Publication Date\"")
                                         << QByteArray("\"Published\"") << -1 << QStringList{"Publication Date"};
        QTest::newRow("aws csv twice, two prices")
            << aws << csv << QByteArray("\"G6EXLLINUX0001\",\"JRTCKXETXF\"")
            << QByteArray(
                   "\"P5LINUX0000001\",\"JRTCKXETXF\",\"x\",\"OnDemand\",\"\",\"\",\"\",\"\",\"Hrs\",\"56.00\","
                   "\"USD\",\"\",\"\",\"\",\"\",\"Compute Instance\",\"AmazonEC2\",\"\",\"\",\"p5.48xlarge\",\"\","
                   "\"\",\"\",\"\",\"Shared\",\"Linux\",\"No License required\",\"\",\"RunInstances\",\"Used\","
                   "\"8\",\"NA\",\"us-east-1\",\"\"\n\"G6EXLLINUX0001\",\"JRTCKXETXF\"")
            << -1
            << QStringList{"line 13", "listed twice", "55.04 USD per hour at aws-ec2-us-east-1.csv line 7", "56 USD"};
        // AWS JSON.
        QTest::newRow("aws json truncated")
            << aws << json << QByteArray() << QByteArray() << 4000 << QStringList{"aws-ec2-us-east-1.json: byte"};
        QTest::newRow("aws json malformed") << aws << json << QByteArray("\"products\":") << QByteArray("\"products\" ")
                                            << -1 << QStringList{"byte", "syntax error"};
        QTest::newRow("aws json negative")
            << aws << json << QByteArray("\"USD\": \"55.0400000000\"") << QByteArray("\"USD\": \"-1\"") << -1
            << QStringList{"terms.OnDemand[P5LINUX0000001.JRTCKXETXF]", "price", "greater than 0"};
        QTest::newRow("aws json currency")
            << aws << json << QByteArray("\"USD\": \"55.0400000000\"") << QByteArray("\"Dollars\": \"55.0400000000\"")
            << -1 << QStringList{"terms.OnDemand", "currency", "Dollars"};
        QTest::newRow("aws json price not text")
            << aws << json << QByteArray("\"USD\": \"55.0400000000\"") << QByteArray("\"USD\": 55.04") << -1
            << QStringList{"pricePerUnit.USD", "string"};
        QTest::newRow("aws json 1e309") << aws << json << QByteArray("\"USD\": \"55.0400000000\"")
                                        << QByteArray("\"USD\": \"1e309\"") << -1
                                        << QStringList{"terms.OnDemand", "not a finite number"};
        // Azure (page 2 is the chain's last page, so it reads alone).
        const QString azure = QStringLiteral("azure");
        QTest::newRow("azure 1e308") << azure << az << QByteArray("\"retailPrice\": 525600.0")
                                     << QByteArray("\"retailPrice\": 1e308") << -1
                                     << QStringList{"azure-page-2.json Items[0]", "price", "above"};
        QTest::newRow("azure negative") << azure << az << QByteArray("\"retailPrice\": 525600.0")
                                        << QByteArray("\"retailPrice\": -525600.0") << -1
                                        << QStringList{"Items[0]", "greater than 0"};
        QTest::newRow("azure price text")
            << azure << az << QByteArray("\"retailPrice\": 525600.0") << QByteArray("\"retailPrice\": \"NaN\"") << -1
            << QStringList{"Items[0]", "retailPrice", "must be a number"};
        QTest::newRow("azure unit") << azure << az << QByteArray("\"1 Hour\"") << QByteArray("\"1/Month\"") << -1
                                    << QStringList{"Items[0]", "unitOfMeasure", "1/Month"};
        QTest::newRow("azure currency") << azure << az << QByteArray("\"currencyCode\": \"USD\"")
                                        << QByteArray("\"currencyCode\": \"US$\"") << -1
                                        << QStringList{"Items[0]", "currency"};
        QTest::newRow("azure count (cut page)")
            << azure << az << QByteArray("\"Count\": 3") << QByteArray("\"Count\": 100") << -1
            << QStringList{"azure-page-2.json", "Count", "3"};
        QTest::newRow("azure truncated") << azure << az << QByteArray() << QByteArray() << 900
                                         << QStringList{"azure-page-2.json"};
        QTest::newRow("azure term") << azure << az << QByteArray("\"1 Year\"") << QByteArray("\"2 Years\"") << -1
                                    << QStringList{"Items[0]", "reservationTerm"};
        // Google Cloud.
        const QString g = QStringLiteral("gcp");
        QTest::newRow("gcp nanos") << g << gcp << QByteArray("\"nanos\": 560000000")
                                   << QByteArray("\"nanos\": 2000000000") << -1
                                   << QStringList{"skus[0]", "unitPrice.nanos"};
        QTest::newRow("gcp negative") << g << gcp << QByteArray("\"nanos\": 560000000")
                                      << QByteArray("\"nanos\": -560000000") << -1
                                      << QStringList{"skus[0]", "unitPrice", "greater than 0"};
        QTest::newRow("gcp unit") << g << gcp << QByteArray("\"GiBy.h\"") << QByteArray("\"GiBy.mo\"") << -1
                                  << QStringList{"skus[2]", "usageUnit", "GiBy.mo"};
        QTest::newRow("gcp two prices") << g << gcp << QByteArray("E2 Instance Core") << QByteArray("G2 Instance Core")
                                        << -1 << QStringList{"skus[5]", "two prices", "skus[1]"};
        QTest::newRow("gcp currency") << g << gcp << QByteArray("\"currencyCode\": \"USD\"")
                                      << QByteArray("\"currencyCode\": \"EUR\"") << -1
                                      << QStringList{"currencyCode", "EUR"};
        QTest::newRow("gcp truncated") << g << gcp << QByteArray() << QByteArray() << 3000
                                       << QStringList{"gcp-compute-skus.json"};
        QTest::newRow("gcp no last page")
            << g << gcp << QByteArray("\"nextPageToken\": \"\"") << QByteArray("\"nextPageToken\": \"abc\"") << -1
            << QStringList{"nextPageToken", "missing"};
        // Mapped CSV (line 2 is the H100 row).
        const QString c = QStringLiteral("csv");
        QTest::newRow("csv formula =") << c << quote << QByteArray("gpu_8x_h100_sxm5")
                                       << QByteArray("=cmd|' /C calc'!A0") << -1
                                       << QStringList{"quote.csv line 2", "column \"Instance\"", "formula"};
        QTest::newRow("csv formula @") << c << quote << QByteArray("us-west-1") << QByteArray("@SUM(1+1)") << -1
                                       << QStringList{"quote.csv line 3", "column \"Region\"", "formula"};
        QTest::newRow("csv formula + in price") << c << quote << QByteArray("2.99") << QByteArray("+2.99") << -1
                                                << QStringList{"line 2", "column \"Price per GPU hour\"", "formula"};
        QTest::newRow("csv negative") << c << quote << QByteArray("2.99") << QByteArray("-2.99") << -1
                                      << QStringList{"line 2", "price", "greater than 0"};
        QTest::newRow("csv NaN") << c << quote << QByteArray("2.99") << QByteArray("NaN") << -1
                                 << QStringList{"line 2", "column \"Price per GPU hour\"", "not a number"};
        QTest::newRow("csv 1e308") << c << quote << QByteArray("0.75") << QByteArray("1e308") << -1
                                   << QStringList{"line 3", "price", "above"};
        QTest::newRow("csv twice") << c << quote << QByteArray("gpu_1x_a10,nvidia-a10,1,0.75,us-west-1,\n")
                                   << QByteArray(
                                          "gpu_1x_a10,nvidia-a10,1,0.75,us-west-1,\ngpu_1x_a10,nvidia-a10,1,0.80,"
                                          "us-west-1,\n")
                                   << -1 << QStringList{"line 4", "listed twice", "line 3"};
        QTest::newRow("csv short row") << c << quote << QByteArray(",us-west-1,") << QByteArray(",us-west-1") << -1
                                       << QStringList{"line 3", "5 fields, the header has 6"};
        QTest::newRow("csv gpu count") << c << quote << QByteArray(",8,2.99") << QByteArray(",eight,2.99") << -1
                                       << QStringList{"line 2", "column \"GPUs\"", "gpu_count"};
        QTest::newRow("csv open quote") << c << quote << QByteArray("\"8 GPUs") << QByteArray("\"8 GPUs\n") << 120
                                        << QStringList{"line 2", "not closed"};
    }
    void refused()
    {
        QFETCH(QString, format);
        QFETCH(QString, fixture);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(int, cut);
        QFETCH(QStringList, message);
        const QString path = variant(fixture, from, to, cut);
        QVERIFY2(!path.isEmpty(), "the fixture no longer holds the text this case edits");
        ReadOptions o = PriceTestUtil::options(format, {path});
        QString error;
        if (format == QLatin1String("csv"))
            QVERIFY(parseCsvMapping(QStringLiteral("provider=@lambda,instance=Instance,gpu=GPU,gpu_count=GPUs,"
                                                   "price=Price per GPU hour,region=Region,currency=@USD,unit=@hour,"
                                                   "tier=@on_demand,basis=@gpu"),
                                    o.mapping, &error));
        PriceList list;
        QVERIFY2(!readPriceFiles(o, list, &error), "the bad list was accepted");
        for (const QString& part : message)
            QVERIFY2(error.contains(part), qPrintable(QStringLiteral("\"%1\" not in: %2").arg(part, error)));
    }

    void twoGigabyteFile()
    {
        // A sparse 2 GB file: refused by its size before a byte is read (kMaxPriceListBytes, 1.5 GB).
        const QString path = m_dir.filePath(QStringLiteral("huge.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(2000LL * 1000 * 1000));
        f.close();
        for (const char* format : {"aws", "azure", "gcp"}) {
            PriceList list;
            QString error;
            QVERIFY(!readPriceFiles(PriceTestUtil::options(QString::fromLatin1(format), {path}), list, &error));
            QVERIFY2(error.contains(QLatin1String("huge.csv is 2000.0 MB; price lists above 1500 MB are refused")),
                     qPrintable(error));
        }
        QFile::remove(path);
    }
};

QTEST_GUILESS_MAIN(TestPriceBadInput)
#include "tst_pricebadinput.moc"
