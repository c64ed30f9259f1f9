// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Catalog JSON import/export and CSV export: round trips, all-or-nothing refusals that name the
// record and the field, partial documents, selections, RFC 4180 quoting.
#include "CatalogTestUtil.h"
#include "TestSupport.h"
#include "catalog/CatalogCsv.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace CatalogTestUtil;

class TestCatalogJson : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_shipped; // small.json as a catalog file
    QString m_empty;   // an empty shipped source: the store starts with empty tables

    void openWith(CatalogStore& store, const QString& shipped, const QString& name)
    {
        store.setShippedCatalogSource(shipped);
        QVERIFY(store.open(m_dir.filePath(name + "/catalog.sqlite")));
        QCOMPARE(store.startupMessage(), QString());
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
        m_shipped = buildDb(QDir(m_dir.path()), fixture("small.json"), "shipped.sqlite");
        QVERIFY(!m_shipped.isEmpty());
        m_empty = m_dir.filePath("empty.sqlite");
        QFile f(m_empty);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }

    // The real shipped catalog: export everything, import into an empty catalog, compare every row.
    void roundTripOfShippedCatalog()
    {
        CatalogStore shipped;
        QVERIFY(shipped.openShipped());
        QVERIFY(shipped.rows("offers").size() > 0);
        const QString json = m_dir.filePath("roundtrip.json");
        QString error;
        QVERIFY2(shipped.exportJson(json, {}, {}, &error), qPrintable(error));
        CatalogStore fresh;
        openWith(fresh, m_empty, "roundtrip");
        QCOMPARE(fresh.rows("gpus").size(), 0);
        QVERIFY2(fresh.importJson(json, &error), qPrintable(error));
        for (const catalog::TableDef& t : catalog::catalogTables())
            QCOMPARE(fresh.rows(t.name), shipped.rows(t.name));
        // Export of the imported copy is byte-identical to the first export.
        const QString again = m_dir.filePath("roundtrip-again.json");
        QVERIFY(fresh.exportJson(again, {}, {}, &error));
        QFile a(json), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }

    void importFolderOfPartialDocuments()
    {
        CatalogStore store;
        openWith(store, m_empty, "partial");
        QString error;
        QVERIFY2(store.importJson(fixture("partial"), &error), qPrintable(error));
        CatalogStore reference;
        openWith(reference, m_shipped, "partial-reference");
        for (const catalog::TableDef& t : catalog::catalogTables())
            QCOMPARE(store.rows(t.name), reference.rows(t.name));
        QVERIFY(store.isUserEdited("offers", "aws-p5-on-demand")); // imports are the user's rows
    }

    void badImportRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("wrong type")
            << "wrong-type.json"
            << "wrong-type.json: gpus[1] (key \"nvidia-bad-gpu\"): memory_gb must be a number, got \"80\"";
        QTest::newRow("missing required")
            << "missing-required.json"
            << "missing-required.json: gpus[1] (key \"nvidia-bad-gpu\"): fp16_dense_tflops is required";
        QTest::newRow("negative")
            << "negative.json"
            << "negative.json: gpus[1] (key \"nvidia-bad-gpu\"): memory_gb must be greater than 0, got -4";
        QTest::newRow("zero")
            << "zero.json"
            << "zero.json: gpus[1] (key \"nvidia-bad-gpu\"): memory_bandwidth_tbps must be greater than 0, got 0";
        QTest::newRow("bad choice") << "bad-choice.json"
                                    << "bad-choice.json: offers[1] (key \"bad-offer\"): tier must be one of on_demand, "
                                       "spot, community, marketplace, reserved_1y, "
                                       "reserved_3y, dedicated_monthly, managed_monthly, purchase, got \"hourly\"";
        QTest::newRow("unknown currency") << "unknown-currency.json"
                                          << "offers[1] (key \"bad-offer\"): currency \"XYZ\" is not in currencies";
        QTest::newRow("unknown gpu") << "unknown-gpu.json"
                                     << "offers[1] (key \"bad-offer\"): gpu_key \"nvidia-nope\" is not in gpus";
        QTest::newRow("duplicate key")
            << "duplicate.json"
            << "gpus[1] (key \"nvidia-gh200\"): key \"nvidia-gh200\" is used twice (also by record 0)";
        QTest::newRow("bad date") << "bad-date.json"
                                  << "bad-date.json: gpus[1] (key \"nvidia-bad-gpu\"): as_of must be a date as "
                                     "YYYY-MM-DD, YYYY-MM or YYYY, got \"last year\"";
        QTest::newRow("unknown field")
            << "unknown-field.json"
            << "unknown-field.json: gpus[1] (key \"nvidia-bad-gpu\"): unknown field \"memory_gib\"";
        QTest::newRow("fractional layers")
            << "fraction-count.json"
            << "fraction-count.json: models[0] (key \"bad-model\"): layers must be a whole number, got 32.5";
        QTest::newRow("wrong format")
            << "wrong-format.json"
            << "wrong-format.json: format must be \"gpu-planner-catalog\", got \"gpu-planner-scenario\"";
        QTest::newRow("newer format") << "newer-format.json"
                                      << "newer-format.json: format_version must be 1, got 2";
        QTest::newRow("unknown table") << "unknown-table.json"
                                       << "unknown-table.json: unknown table \"gpu\"";
    }
    void badImportRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        CatalogStore store;
        openWith(store, m_shipped, "bad-" + file);
        const QMap<QString, int> before = rowCounts(store);
        QString error;
        QVERIFY(!store.importJson(fixture("bad/" + file), &error));
        QCOMPARE(error, message);
        QCOMPARE(rowCounts(store), before);
        // The valid record before the bad one was not written either.
        QVERIFY(row(store, "gpus", "nvidia-gh200").isEmpty());
        QVERIFY(row(store, "offers", "fine-offer").isEmpty());
    }

    void nanIsNotJson()
    {
        CatalogStore store;
        openWith(store, m_shipped, "nan");
        const QMap<QString, int> before = rowCounts(store);
        QString error;
        QVERIFY(!store.importJson(fixture("bad/nan.json"), &error));
        QVERIFY2(error.startsWith("nan.json: not valid JSON ("), qPrintable(error));
        QCOMPARE(rowCounts(store), before);
    }

    void exportSelection()
    {
        CatalogStore store;
        openWith(store, m_shipped, "selection");
        const QString file = m_dir.filePath("selection.json");
        QString error;
        QVERIFY(store.exportJson(file, {"gpus"}, {"nvidia-h100-sxm"}, &error));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const nlohmann::json doc = nlohmann::json::parse(f.readAll().toStdString());
        QCOMPARE(doc.at("format").get<std::string>(), std::string("gpu-planner-catalog"));
        QCOMPARE(doc.at("format_version").get<int>(), 1);
        QCOMPARE(doc.size(), size_t(3)); // format, format_version, gpus
        QCOMPARE(doc.at("gpus").size(), size_t(1));
        QCOMPARE(doc.at("gpus")[0].at("fp16_dense_tflops").get<double>(), 989.5);
        QVERIFY(doc.at("gpus")[0].at("fp4_dense_tflops").is_null());
        QVERIFY(!store.exportJson(file, {"gpu"}, {}, &error));
        QCOMPARE(error, QStringLiteral("there is no catalog table \"gpu\""));
    }

    void csvQuoting_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("plain") << "E2E Networks"
                               << "E2E Networks";
        QTest::newRow("comma") << "GPU, vCPU, RAM"
                               << "\"GPU, vCPU, RAM\"";
        QTest::newRow("quote") << "the \"H100\" box"
                               << "\"the \"\"H100\"\" box\"";
        QTest::newRow("newline") << "line one\nline two"
                                 << "\"line one\nline two\"";
        QTest::newRow("carriage return") << "a\rb"
                                         << "\"a\rb\"";
        // The one CSV writer (common/CsvWriter.h) quotes a cell that starts with an apostrophe, as the
        // comparison CSV did: the guard's own apostrophe and the user's read alike in a spreadsheet.
        QTest::newRow("single quote and semicolon") << "'); DROP TABLE gpus; --"
                                                    << "\"'); DROP TABLE gpus; --\"";
        QTest::newRow("formula") << "=HYPERLINK(\"http://x\")"
                                 << "\"'=HYPERLINK(\"\"http://x\"\")\"";
    }
    void csvQuoting()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QCOMPARE(catalog::csvField(text), field);
    }

    void csvExport()
    {
        CatalogStore store;
        openWith(store, m_shipped, "csv");
        QString error;
        QVERIFY(store.setValue("providers", "e2e", "name", "E2E \"Networks\", India", &error));
        const QString file = m_dir.filePath("providers.csv");
        QVERIFY2(store.exportCsv("providers", file, &error), qPrintable(error));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QStringList lines = text.split("\r\n");
        QCOMPARE(lines.size(), 4); // header, aws, e2e, and the empty piece after the last CRLF
        QCOMPARE(
            lines[0],
            QStringLiteral("key,name,kind,country,region,sla_percent,billing_increment_seconds,billing_minimum_seconds,"
                           "billing_source_url,billing_as_of,source,source_url,as_of,notes"));
        QCOMPARE(
            lines[1],
            QStringLiteral("aws,Amazon Web Services,hyperscaler,US,us-east-1,99.5,,,,,AWS EC2 SLA (fixture),,2025,"));
        QCOMPARE(
            lines[2],
            QStringLiteral(
                "e2e,\"E2E \"\"Networks\"\", India\",gpu_cloud,IN,Delhi,,,,,,E2E pricing page (fixture),,2025-11,"));
        QCOMPARE(lines[3], QString());
        QVERIFY(!store.exportCsv("nope", file, &error));
        QCOMPARE(error, QStringLiteral("there is no catalog table \"nope\""));
    }
};

QTEST_GUILESS_MAIN(TestCatalogJson)
#include "tst_catalogjson.moc"
