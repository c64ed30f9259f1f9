// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner tco`: the example in examples/ (shipped catalog), standard input, a .gpuplan with a saved
// analysis, and invalid input (exit 2, the field on stderr, nothing on stdout).
#include "CliRunner.h"
#include "Near.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

class TestTcoCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;

    using Run = gptest::CliRun;
    Run run(const QStringList& args, const QByteArray& stdinData = {})
    {
        return gptest::runCli(m_home, args, stdinData);
    }

    static QString example() { return QStringLiteral(GP_SOURCE_DIR "/examples/tco-h100-rent-or-buy.json"); }

private slots:
    void theExample()
    {
        const Run r = run({QStringLiteral("tco"), example(), QStringLiteral("--shipped-catalog")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("gpu-planner-tco-result"));
        QCOMPARE(o.value(QStringLiteral("currency")).toString(), QStringLiteral("INR"));
        const QJsonArray options = o.value(QStringLiteral("options")).toArray();
        QCOMPARE(options.size(), 4);
        // Every option is a price a buyer can pay for the job's node: the example used to compare a Google Cloud spot
        // GPU SKU, whose VM is billed on top, and then 1-GPU rentals (Neysa, Modal) with an 8-GPU server.
        for (const auto& v : options) {
            QVERIFY2(!v.toObject().value(QStringLiteral("name")).toString().contains(QStringLiteral("GPU only")),
                     qPrintable(v.toObject().value(QStringLiteral("name")).toString()));
            QCOMPARE(v.toObject().value(QStringLiteral("gpus_per_instance")).toInt(), 8);
        }
        // AWS p5.48xlarge in Mumbai on demand, USD 66.048 an instance-hour = 8.256/GPU-h (catalog offer), 8 GPUs at
        // 60%: 3,504 h x 1.03 (shared) / (1 - failures) x 8.256 x 89.98 a month.
        const QJsonObject aws = options[0].toObject();
        QCOMPARE(aws.value(QStringLiteral("kind")).toString(), QStringLiteral("on_demand"));
        const double work = aws.value(QStringLiteral("work_gpu_hours_per_month")).toDouble();
        GP_VERIFY_NEAR(work, 0.6 * 8 * 730 * 1.03, 1e-2);
        const double lost = aws.value(QStringLiteral("lost_gpu_hours_per_month")).toDouble();
        QVERIFY(lost > 0 && lost < 0.05 * work);
        const double perGpuHour = 66.048 / 8;
        QVERIFY(std::abs(aws.value(QStringLiteral("compute_per_month_inr")).toDouble() -
                         (work + lost) * perGpuHour * 89.98) <
                1e-5 * (work + lost) * perGpuHour * 89.98); // 6 significant digits
        GP_VERIFY_NEAR(aws.value(QStringLiteral("full_cost_usd")).toDouble() * 89.98,
                       aws.value(QStringLiteral("full_cost_inr")).toDouble(), 50);
        QCOMPARE(aws.value(QStringLiteral("cumulative_inr")).toArray().size(), 25);
        // The owned server: 8 GPUs x 1.05 spares x 317,000 / 8 USD upfront.
        const QJsonObject own = options[2].toObject();
        GP_VERIFY_NEAR(own.value(QStringLiteral("upfront_usd")).toDouble(), 8 * 1.05 * 39625, 1);
        QVERIFY(!o.value(QStringLiteral("break_even")).toArray().isEmpty());
        QVERIFY(!o.value(QStringLiteral("sensitivity")).toArray().isEmpty());
        QVERIFY(o.value(QStringLiteral("conclusion"))
                    .toString()
                    .startsWith(QStringLiteral("At 60% utilisation over 24 months")));
        QVERIFY(o.value(QStringLiteral("sources"))
                    .toObject()
                    .value(QStringLiteral("ownership.pue"))
                    .toString()
                    .contains(QStringLiteral("pue-industry-average")));
        // Standard input gives the same.
        QFile f(example());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(
            run({QStringLiteral("tco"), QStringLiteral("-"), QStringLiteral("--shipped-catalog")}, f.readAll()).out,
            r.out);
    }

    void invalidInputNamesTheField_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("field");
        QTest::newRow("utilisation")
            << QByteArray(R"({"workload": {"utilisation": 2}, "options": [{"offer": "neysa-h100-sxm-on-demand"}]})")
            << "workload.utilisation";
        QTest::newRow("exchange rate")
            << QByteArray(R"({"inr_per_usd": 0, "options": [{"offer": "neysa-h100-sxm-on-demand"}]})") << "rates.INR";
        QTest::newRow("typo") << QByteArray(R"({"horizon": 12, "options": [{"offer": "neysa-h100-sxm-on-demand"}]})")
                              << "horizon";
    }
    void invalidInputNamesTheField()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, field);
        const Run r = run({QStringLiteral("tco"), QStringLiteral("-"), QStringLiteral("--shipped-catalog")}, input);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(("invalid TCO inputs: " + field + ":").toUtf8()), r.err.constData());
    }

    void workspaceWithAnAnalysis()
    {
        QFile f(example());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject inputs = QJsonDocument::fromJson(f.readAll()).object();
        QJsonObject doc{
            {"format", "gpu-planner-workspace"},
            {"schema_version", 3},
            {"title", "TCO"},
            {"currency", "INR"},
            {"what_if", QJsonObject{{"mfu", QJsonValue()},
                                    {"price_factor_percent", 100},
                                    {"tokens_to_train", QJsonValue()},
                                    {"gpu_count", QJsonValue()},
                                    {"devops_hours_per_month", 0},
                                    {"devops_hourly_rate", 0},
                                    {"exchange_rate_units_per_usd", QJsonValue()},
                                    {"gpu_step_key", QJsonValue()}}},
            {"scenarios", QJsonArray{}},
            {"tco_analyses", QJsonArray{QJsonObject{{"id", "a1"}, {"name", "Rent or buy"}, {"inputs", inputs}}}}};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tco.gpuplan"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        const Run r = run({QStringLiteral("tco"), path, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value(QStringLiteral("format")).toString(), QStringLiteral("gpu-planner-tco-report"));
        QCOMPARE(report.value(QStringLiteral("analyses")).toArray().size(), 1);
        const Run single = run({QStringLiteral("tco"), example(), QStringLiteral("--shipped-catalog")});
        QCOMPARE(report.value(QStringLiteral("analyses")).toArray()[0].toObject(),
                 QJsonDocument::fromJson(single.out).object());
        // A workspace without one says so.
        doc[QStringLiteral("tco_analyses")] = QJsonArray{};
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        const Run none = run({QStringLiteral("tco"), path, QStringLiteral("--shipped-catalog")});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains("no TCO analysis"));
    }
};

QTEST_GUILESS_MAIN(TestTcoCli)
#include "tst_tcocli.moc"
