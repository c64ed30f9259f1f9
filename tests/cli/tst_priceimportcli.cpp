// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 33 end to end through the gpu-planner executable: `catalog import-prices --format aws|azure|gcp|csv
// FILE...` previews each format (text and --json) without writing, --apply writes it, and a bad list is
// refused with exit 2, a message naming the record and the field, and the catalog file byte for byte
// as it was. Fixtures: tests/data/prices (no network).
#include "CliRunner.h"
#include "Near.h"
#include "TestSupport.h"

#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

class TestPriceImportCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;

    static QString data(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/prices/") + name; }

    // A fresh copy of the shipped catalog to import into, opened once by the app (which brings a copy up to
    // date the first time), so that what a later command writes, or does not write, shows in its bytes.
    QString freshCatalog(QTemporaryDir& dir)
    {
        const QString file = dir.filePath(QStringLiteral("catalog.sqlite"));
        QFile::copy(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"), file);
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        offer(file, QStringLiteral("none"));
        return file;
    }
    static QByteArray hash(const QString& file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                           : QByteArray();
    }
    gptest::CliRun run(const QStringList& args) { return gptest::runCli(m_home, args); }
    static QStringList importArgs(const QString& catalog, const QString& format, const QStringList& files)
    {
        return QStringList{QStringLiteral("catalog"),   QStringLiteral("import-prices"),
                           QStringLiteral("--format"),  format,
                           QStringLiteral("--catalog"), catalog} +
               files;
    }
    // The offer row `key` of the catalog, exported through the CLI.
    nlohmann::json offer(const QString& catalog, const QString& key)
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("o.json"));
        const gptest::CliRun r =
            run({QStringLiteral("catalog"), QStringLiteral("export-json"), out, QStringLiteral("--catalog"), catalog,
                 QStringLiteral("--table"), QStringLiteral("offers"), QStringLiteral("--key"), key});
        QFile f(out);
        if (r.exitCode != 0 || !f.open(QIODevice::ReadOnly))
            return {};
        const auto doc = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
        return doc.is_object() && doc.contains("offers") && doc["offers"].size() == 1 ? doc["offers"][0]
                                                                                      : nlohmann::json();
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_home.isValid());
    }

    void previewWritesNothingThenApply()
    {
        QTemporaryDir dir;
        const QString catalog = freshCatalog(dir);
        const QByteArray before = hash(catalog);
        const gptest::CliRun preview =
            run(importArgs(catalog, QStringLiteral("aws"), {data(QStringLiteral("aws-ec2-us-east-1.csv"))}));
        QCOMPARE(preview.exitCode, 0);
        const QString text = QString::fromUtf8(preview.out);
        // Shipped us-east-1 AWS rows in the three tiers the list prices: 27, of which 3 are in the list
        // (resources/catalog/offers.json), so 24 are "no longer in the list".
        QVERIFY2(text.contains(QLatin1String("1 new, 2 changed, 1 unchanged, 24 no longer in the list, 5 skipped")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("23.78 USD/hour -> 22.50 USD/hour (-5.4%)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("1.8610 USD/hour -> 1.9540 USD/hour (+5.0%)")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("g4ad.xlarge: unmapped instance type")));
        QVERIFY(text.contains(QLatin1String("Preview only")));
        QCOMPARE(hash(catalog), before);

        const gptest::CliRun json =
            run(importArgs(catalog, QStringLiteral("aws"),
                           {data(QStringLiteral("aws-ec2-us-east-1.json")), QStringLiteral("--json")}));
        QCOMPARE(json.exitCode, 0);
        const auto j = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(j["new"].size(), std::size_t(1));
        QCOMPARE(j["new"][0]["key"].get<std::string>(),
                 std::string("aws-h100-sxm-8x-reserved-1y-us-east-1-p5-48xlarge"));
        QCOMPARE(j["new"][0]["price"].get<double>(), 36.43);
        QCOMPARE(j["changed"].size(), std::size_t(2));
        QCOMPARE(j["gone"].size(), std::size_t(24));
        QCOMPARE(j["as_of"].get<std::string>(), std::string("2026-11-28"));
        QCOMPARE(hash(catalog), before);

        const gptest::CliRun apply = run(importArgs(
            catalog, QStringLiteral("aws"),
            {data(QStringLiteral("aws-ec2-us-east-1.csv")), QStringLiteral("--apply"), QStringLiteral("--source-url"),
             QStringLiteral("https://pricing.us-east-1.amazonaws.com/offers/"
                            "v1.0/aws/AmazonEC2/current/us-east-1/index.csv")}));
        QCOMPARE(apply.exitCode, 0);
        QVERIFY(QString::fromUtf8(apply.out).contains(QLatin1String("Applied: 4 offer row(s)")));
        const auto r3 = offer(catalog, QStringLiteral("aws-h100-sxm-8x-reserved-3y-us-east-1-p5-48xlarge"));
        QCOMPARE(r3["price"].get<double>(), 22.5);
        QCOMPARE(r3["as_of"].get<std::string>(), std::string("2026-11-28"));
        QCOMPARE(r3["source_url"].get<std::string>(),
                 std::string(
                     "https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/current/us-east-1/index.csv"));
        const QString notes = QString::fromStdString(r3["notes"].get<std::string>());
        QVERIFY2(notes.contains(QStringLiteral("Imported %1").arg(QDate::currentDate().toString(Qt::ISODate))) &&
                     notes.contains(QLatin1String("aws importer v1")),
                 qPrintable(notes));
        // Again: the list now matches the catalog.
        const gptest::CliRun again =
            run(importArgs(catalog, QStringLiteral("aws"), {data(QStringLiteral("aws-ec2-us-east-1.csv"))}));
        QVERIFY2(QString::fromUtf8(again.out).contains(QLatin1String("0 new, 0 changed, 4 unchanged")),
                 again.out.constData());
    }

    void everyFormatApplies_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("price");
        QTest::newRow("azure") << QStringList{QStringLiteral("azure"), data(QStringLiteral("azure-page-2.json")),
                                              data(QStringLiteral("azure-page-1.json"))}
                               << QStringLiteral("azure-h100-sxm-8x-reserved-1y-eastus-standard-nd96isr-h100-v5")
                               << 60.0; // 525600 / 8760
        QTest::newRow("gcp") << QStringList{QStringLiteral("gcp"), data(QStringLiteral("gcp-compute-skus.json"))}
                             << QStringLiteral("gcp-l4-on-demand-us-central1-g2-standard-8") << 0.852;
        QTest::newRow("csv") << QStringList{QStringLiteral("csv"),
                                            data(QStringLiteral("quote.csv")),
                                            QStringLiteral("--map"),
                                            QStringLiteral("provider=@lambda,instance=Instance,gpu=GPU,gpu_count=GPUs,"
                                                           "price=Price per GPU hour,region=Region,currency=@USD,"
                                                           "unit=@hour,tier=@on_demand,basis=@gpu"),
                                            QStringLiteral("--as-of"),
                                            QStringLiteral("2026-12-01")}
                             << QStringLiteral("lambda-h100-sxm-8x-on-demand-us-east-1-gpu-8x-h100-sxm5") << 23.92;
    }
    void everyFormatApplies()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, key);
        QFETCH(double, price);
        QTemporaryDir dir;
        const QString catalog = freshCatalog(dir);
        const gptest::CliRun r =
            run(importArgs(catalog, args.first(), args.mid(1)) + QStringList{QStringLiteral("--apply")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto row = offer(catalog, key);
        QVERIFY2(row.is_object(), qPrintable(key));
        GP_VERIFY_NEAR(row["price"].get<double>(), price, 1e-9);
    }

    void badListImportsNothing_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("aws csv header only")
            << QStringLiteral("aws")
            << QByteArray(
                   "\"FormatVersion\",\"v1.0\"\n\"Publication Date\",\"2026-11-28T00:00:00Z\"\n\"SKU\",\"TermType\"\n")
            << QStringLiteral("the header has no \"Unit\" column");
        QTest::newRow("aws json truncated")
            << QStringLiteral("aws") << QByteArray("{\"products\": {\"A\": {") << QStringLiteral("bad.txt: byte");
        QTest::newRow("azure not a page")
            << QStringLiteral("azure") << QByteArray("[1, 2]") << QStringLiteral("bad.txt: Items");
        QTest::newRow("gcp control character")
            << QStringLiteral("gcp") << QByteArray("{\"skus\": [\x1b]}") << QStringLiteral("bad.txt");
    }
    void badListImportsNothing()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString catalog = freshCatalog(dir);
        const QByteArray before = hash(catalog);
        const QString bad = dir.filePath(QStringLiteral("bad.txt"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        const gptest::CliRun r = run(importArgs(catalog, format, {bad, QStringLiteral("--apply")}));
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QLatin1String("nothing imported")) && err.contains(message), qPrintable(err));
        QVERIFY(!err.contains(QChar(0x1b)));
        QCOMPARE(hash(catalog), before);
    }

    void usage()
    {
        QTemporaryDir dir;
        const QString catalog = freshCatalog(dir);
        gptest::CliRun r =
            run({QStringLiteral("catalog"), QStringLiteral("import-prices"), data(QStringLiteral("quote.csv"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QString::fromUtf8(r.err).contains(QLatin1String("--format aws|azure|gcp|csv is required")));
        r = run(importArgs(catalog, QStringLiteral("csv"), {data(QStringLiteral("quote.csv"))}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QString::fromUtf8(r.err).contains(QLatin1String("needs --map")));
        r = run(importArgs(catalog, QStringLiteral("oracle"), {data(QStringLiteral("quote.csv"))}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QString::fromUtf8(r.err).contains(QLatin1String("--format must be one of aws, azure, gcp, csv")));
        r = run({QStringLiteral("catalog"), QStringLiteral("import-prices"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QString::fromUtf8(r.out).contains(QLatin1String("--apply")));
    }
};

QTEST_GUILESS_MAIN(TestPriceImportCli)
#include "tst_priceimportcli.moc"
