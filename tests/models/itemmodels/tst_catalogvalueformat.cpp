// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// How catalog values read in the browser: units in headers, precision by kind, NULL as an em dash.
// Expected strings follow the rules in CatalogValueFormat.h (TFLOPS one decimal, prices two to four
// decimals, integers none) applied by hand to datasheet figures (H100 SXM: 80 GB, 3.35 TB/s, 989.4
// dense BF16 TFLOPS, NVIDIA H100 datasheet).
#include "TestSupport.h"
#include "itemmodels/CatalogValueFormat.h"

#include <QTest>

using catalog::ColumnDef;
using catalog::ColumnType;

class TestCatalogValueFormat : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void headerCarriesUnit()
    {
        QCOMPARE(CatalogValueFormat::header(ColumnDef{.name = "memory_gb", .label = "Memory", .unit = "GB"}),
                 QStringLiteral("Memory (GB)"));
        QCOMPARE(CatalogValueFormat::header(ColumnDef{.name = "vendor", .label = "Vendor"}), QStringLiteral("Vendor"));
    }

    void display_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<int>("type");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("expected");
        const int real = int(ColumnType::Real), integer = int(ColumnType::Integer), text = int(ColumnType::Text);
        QTest::newRow("memory 80 GB, no decimals needed") << "memory_gb"
                                                          << "GB" << real << QVariant(80.0) << "80";
        QTest::newRow("bandwidth 3.35 TB/s") << "memory_bandwidth_tbps"
                                             << "TB/s" << real << QVariant(3.35) << "3.35";
        QTest::newRow("TFLOPS one decimal (989.4)") << "fp16_dense_tflops"
                                                    << "TFLOPS" << real << QVariant(989.4) << "989.4";
        QTest::newRow("TFLOPS rounds to one decimal") << "fp32_tflops"
                                                      << "TFLOPS" << real << QVariant(66.91) << "66.9";
        QTest::newRow("price from 1 up: cents (Azure 3.0574)") << "price"
                                                               << "" << real << QVariant(3.0574) << "3.06";
        QTest::newRow("price below 1: up to 4 decimals") << "price"
                                                         << "" << real << QVariant(0.0137) << "0.0137";
        QTest::newRow("price below 1: at least 2 decimals (T4 0.12)") << "price"
                                                                      << "" << real << QVariant(0.12) << "0.12";
        QTest::newRow("price at least 2 decimals") << "price"
                                                   << "" << real << QVariant(98.3) << "98.30";
        QTest::newRow("large price 2 decimals") << "price"
                                                << "" << real << QVariant(2176.456) << "2176.46";
        QTest::newRow("integer without decimals") << "launch_year"
                                                  << "" << integer << QVariant(2022) << "2022";
        QTest::newRow("parameters in billions (Llama 3.1 8B: 8.03e9)") << "parameters"
                                                                       << "" << real << QVariant(8.03e9) << "8.03 B";
        QTest::newRow("NULL number is an em dash") << "fp8_dense_tflops"
                                                   << "TFLOPS" << real << QVariant() << "\u2014";
        QTest::newRow("NULL text is an em dash") << "variant"
                                                 << "" << text << QVariant() << "\u2014";
        QTest::newRow("text as is") << "vendor"
                                    << "" << text << QVariant(QStringLiteral("AMD")) << "AMD";
    }
    void display()
    {
        QFETCH(QString, name);
        QFETCH(QString, unit);
        QFETCH(int, type);
        QFETCH(QVariant, value);
        QFETCH(QString, expected);
        const ColumnDef column{.name = name, .label = name, .unit = unit, .type = ColumnType(type)};
        QCOMPARE(CatalogValueFormat::display(column, value), expected);
    }
};

QTEST_GUILESS_MAIN(TestCatalogValueFormat)
#include "tst_catalogvalueformat.moc"
