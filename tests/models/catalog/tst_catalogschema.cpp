// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// CatalogSchema: every table and column of docs/catalog-format.md is described, and validateValue /
// validateRecord refuse bad values with a message naming the field and the value.
#include "TestSupport.h"
#include "catalog/CatalogSchema.h"

#include <QTest>

#include <limits>

using namespace catalog;

class TestCatalogSchema : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void tablesOfTheFormat()
    {
        QStringList names;
        for (const TableDef& t : catalogTables())
            names << t.name;
        names.sort();
        QCOMPARE(names,
                 (QStringList{"checklist_criteria", "checklist_questions", "currencies", "gpus", "links", "models",
                              "offers", "platform_facts", "processor_classes", "providers", "tco_defaults"}));
        QCOMPARE(catalogTable("currencies")->keyColumn, QStringLiteral("code"));
        QCOMPARE(catalogTable("gpus")->keyColumn, QStringLiteral("key"));
        QCOMPARE(catalogTable("nope"), nullptr);
    }

    // Column counts from docs/catalog-format.md: the listed fields plus the 4 provenance fields.
    void columnsOfTheFormat_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("columns");
        QTest::newRow("gpus") << "gpus" << 24 + 4;
        QTest::newRow("links") << "links" << 8 + 4;
        QTest::newRow("providers") << "providers" << 10 + 4;
        QTest::newRow("offers") << "offers" << 17 + 4; // 11 + 6 offer flags and their sources (schema v9)
        QTest::newRow("models") << "models" << 17 + 4;
        QTest::newRow("currencies") << "currencies" << 3 + 4;
        QTest::newRow("tco_defaults") << "tco_defaults" << 8 + 4;
    }
    void columnsOfTheFormat()
    {
        QFETCH(QString, table);
        QFETCH(int, columns);
        const TableDef* t = catalogTable(table);
        QVERIFY(t);
        QCOMPARE(t->columns.size(), columns);
        QCOMPARE(t->columns.first().name, t->keyColumn);
        for (const char* p : {"source", "source_url", "as_of", "notes"}) {
            const ColumnDef* c = t->column(QLatin1String(p));
            QVERIFY2(c && c->provenance, p);
        }
        QVERIFY(t->column("source")->required);
        QVERIFY(t->column("as_of")->required);
        QVERIFY(!t->column("notes")->required);
        for (const ColumnDef& c : t->columns) {
            QVERIFY2(!c.label.isEmpty(), qPrintable(c.name));
            QVERIFY2(!c.tooltip.isEmpty(), qPrintable(c.name));
        }
    }

    void describesUnitsChoicesAndForeignKeys()
    {
        const TableDef* gpus = catalogTable("gpus");
        QCOMPARE(gpus->column("memory_gb")->unit, QStringLiteral("GB"));
        QCOMPARE(gpus->column("memory_bandwidth_tbps")->unit, QStringLiteral("TB/s"));
        QCOMPARE(gpus->column("fp16_dense_tflops")->unit, QStringLiteral("TFLOPS"));
        QCOMPARE(gpus->column("memory_gb")->type, ColumnType::Real);
        QCOMPARE(gpus->column("launch_year")->type, ColumnType::Integer);
        QCOMPARE(gpus->column("as_of")->type, ColumnType::Date);
        QCOMPARE(gpus->column("source_url")->type, ColumnType::Url);
        QCOMPARE(gpus->column("verification")->choices.size(), 5);
        const TableDef* offers = catalogTable("offers");
        QCOMPARE(offers->column("provider_key")->foreignTable, QStringLiteral("providers"));
        QCOMPARE(offers->column("gpu_key")->foreignTable, QStringLiteral("gpus"));
        QCOMPARE(offers->column("currency")->foreignTable, QStringLiteral("currencies"));
        QCOMPARE(offers->column("unit")->choices, (QStringList{"hour", "month", "one_off"}));
        QCOMPARE(catalogTable("providers")->column("kind")->choices.size(), 6);
        QCOMPARE(offers->columnIndex("key"), 0);
        QCOMPARE(offers->columnIndex("nope"), -1);
    }

    void validateValue_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("message"); // empty = accepted
        QTest::newRow("memory ok") << "gpus"
                                   << "memory_gb" << QVariant(80.0) << "";
        QTest::newRow("memory typed as text") << "gpus"
                                              << "memory_gb" << QVariant("141") << "";
        QTest::newRow("memory negative") << "gpus"
                                         << "memory_gb" << QVariant(-4.0) << "memory_gb must be greater than 0, got -4";
        QTest::newRow("memory zero") << "gpus"
                                     << "memory_gb" << QVariant(0) << "memory_gb must be greater than 0, got 0";
        QTest::newRow("memory NaN") << "gpus"
                                    << "memory_gb" << QVariant(std::numeric_limits<double>::quiet_NaN())
                                    << "memory_gb must be a finite number, got nan";
        QTest::newRow("memory with unit")
            << "gpus"
            << "memory_gb" << QVariant("80 GB") << "memory_gb must be a number, got \"80 GB\"";
        QTest::newRow("memory missing") << "gpus"
                                        << "memory_gb" << QVariant() << "memory_gb is required";
        QTest::newRow("sparse unknown") << "gpus"
                                        << "fp16_sparse_tflops" << QVariant() << "";
        QTest::newRow("year fraction") << "gpus"
                                       << "launch_year" << QVariant(2022.5)
                                       << "launch_year must be a whole number, got 2022.5";
        QTest::newRow("pcie 9") << "gpus"
                                << "pcie_gen" << QVariant(9) << "pcie_gen must be at most 7, got 9";
        QTest::newRow("verification")
            << "gpus"
            << "verification" << QVariant("guess")
            << "verification must be one of verified, partial, derived, secondary, unverified_recall, got \"guess\"";
        QTest::newRow("efficiency 0") << "links"
                                      << "efficiency" << QVariant(0.0) << "efficiency must be greater than 0, got 0";
        QTest::newRow("efficiency 1.2") << "links"
                                        << "efficiency" << QVariant(1.2) << "efficiency must be at most 1, got 1.2";
        QTest::newRow("efficiency 1") << "links"
                                      << "efficiency" << QVariant(1.0) << "";
        QTest::newRow("sla 100") << "providers"
                                 << "sla_percent" << QVariant(100) << "";
        QTest::newRow("sla 101") << "providers"
                                 << "sla_percent" << QVariant(101) << "sla_percent must be at most 100, got 101";
        QTest::newRow("gpus per instance 0")
            << "offers"
            << "gpus_per_instance" << QVariant(0) << "gpus_per_instance must be at least 1, got 0";
        QTest::newRow("price negative") << "offers"
                                        << "price" << QVariant(-1.5) << "price must be greater than 0, got -1.5";
        QTest::newRow("as_of month") << "offers"
                                     << "as_of" << QVariant("2025-06") << "";
        QTest::newRow("as_of year") << "offers"
                                    << "as_of" << QVariant("2025") << "";
        QTest::newRow("as_of words") << "offers"
                                     << "as_of" << QVariant("June 2025")
                                     << "as_of must be a date as YYYY-MM-DD, YYYY-MM or YYYY, got \"June 2025\"";
        QTest::newRow("as_of month 13") << "offers"
                                        << "as_of" << QVariant("2025-13")
                                        << "as_of must be a date as YYYY-MM-DD, YYYY-MM or YYYY, got \"2025-13\"";
        QTest::newRow("url") << "offers"
                             << "source_url" << QVariant("https://aws.amazon.com/ec2/pricing/") << "";
        QTest::newRow("url without scheme") << "offers"
                                            << "source_url" << QVariant("aws pricing page")
                                            << "source_url must be a URL such as https://..., got \"aws pricing page\"";
        QTest::newRow("key slug") << "gpus"
                                  << "key" << QVariant("nvidia-h100-sxm") << "";
        QTest::newRow("key upper") << "gpus"
                                   << "key" << QVariant("H100 SXM")
                                   << "key must be a lower-case slug (a-z, 0-9, '.', '_', '+', '-'), got \"H100 SXM\"";
        QTest::newRow("code") << "currencies"
                              << "code" << QVariant("inr")
                              << "code must be a three-letter ISO 4217 code such as USD, got \"inr\"";
        QTest::newRow("name number") << "gpus"
                                     << "name" << QVariant(5) << "name must be text, got 5";
        QTest::newRow("hostile name") << "gpus"
                                      << "name" << QVariant("'); DROP TABLE gpus; --") << "";
        QTest::newRow("source blank") << "gpus"
                                      << "source" << QVariant("  ") << "source is required";
        QTest::newRow("tco value negative ok") << "tco_defaults"
                                               << "value" << QVariant(-0.02) << "";
    }
    void validateValue()
    {
        QFETCH(QString, table);
        QFETCH(QString, column);
        QFETCH(QVariant, value);
        QFETCH(QString, message);
        const ColumnDef* c = catalogTable(table)->column(column);
        QVERIFY(c);
        QCOMPARE(catalog::validateValue(*c, value), message);
    }

    void validateRecord()
    {
        const TableDef* models = catalogTable("models");
        QVariantMap mixtral{{"parameters", 46.7e9},  {"active_parameters", 12.9e9},
                            {"attention_heads", 32}, {"kv_heads", 8},
                            {"experts", 8},          {"active_experts", 2}};
        QCOMPARE(catalog::validateRecord(*models, mixtral), QString());
        mixtral["active_parameters"] = 50e9;
        QCOMPARE(catalog::validateRecord(*models, mixtral),
                 QStringLiteral("active_parameters (5e+10) must not exceed parameters (4.67e+10)"));
        mixtral["active_parameters"] = 12.9e9;
        mixtral["active_experts"] = QVariant();
        QCOMPARE(catalog::validateRecord(*models, mixtral),
                 QStringLiteral("active_experts is required when experts is given"));
        const TableDef* tco = catalogTable("tco_defaults");
        QCOMPARE(catalog::validateRecord(*tco, {{"low", 1.6}, {"high", 1.5}}),
                 QStringLiteral("low (1.6) must not exceed high (1.5)"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogSchema)
#include "tst_catalogschema.moc"
