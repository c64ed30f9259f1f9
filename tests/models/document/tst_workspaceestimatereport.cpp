// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The headless workspace report (`gpu-planner estimate plan.gpuplan`): every scenario estimated with the
// what-if overrides applied, each estimate exactly EstimateJson's form of the engine's answer, invalid
// scenarios listed with their field errors, and an invalid file refused with exit code 2 and the reason.
#include "DocumentTestData.h"
#include "TestSupport.h"
#include "document/WorkspaceEstimateReport.h"
#include "document/WorkspaceFile.h"
#include "planning/EstimateJson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace DocumentTestData;
using nlohmann::json;

class TestWorkspaceEstimateReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void reportsEveryScenarioWithWhatIf()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan"));
        WorkspaceData d;
        d.title = QStringLiteral("Plan <\"7B\">");
        d.currency = QStringLiteral("USD");
        gp::Scenario broken = inferenceScenario();
        broken.hardware.gpuKey = "gone";
        d.scenarios = {{QStringLiteral("a"), QStringLiteral("Train"), QColor(Qt::blue), {}, trainingScenario()},
                       {QStringLiteral("b"), QStringLiteral("Broken"), QColor(Qt::red), {}, broken}};
        d.whatIf.priceFactorPercent = 50;
        d.whatIf.mfu = 0.3;
        QVERIFY(WorkspaceFile::write(d, path));

        const WorkspaceEstimateReport report = estimateWorkspaceFile(path, catalog());
        QCOMPARE(report.exitCode, 0);
        QVERIFY(report.error.isEmpty());
        const json r = json::parse(report.json.toStdString());
        QCOMPARE(r["title"].get<std::string>(), std::string("Plan <\"7B\">"));
        QCOMPARE(r["currency"].get<std::string>(), std::string("USD"));
        QCOMPARE(r["what_if"]["price_factor_percent"].get<double>(), 50.0);
        QCOMPARE(r["scenarios"].size(), std::size_t(2));
        QCOMPARE(r["scenarios"][0]["name"].get<std::string>(), std::string("Train"));

        // The engine's answer for the overridden copy: MFU 0.3 and every offer at half price.
        gp::CatalogSnapshot halfPrice = catalog();
        for (auto& o : halfPrice.offers)
            o.price *= 0.5;
        gp::Scenario expected = trainingScenario();
        expected.hardware.mfuOverride = 0.3;
        const auto result = engine(expected, QStringLiteral("Train"), QStringLiteral("USD"), halfPrice);
        QVERIFY(result.ok());
        QCOMPARE(r["scenarios"][0]["estimate"].dump(), gp::EstimateJson::toJson(*result.estimate).dump());
        // The report prints every figure, the fit against each catalog GPU too (the live window skips it).
        QCOMPARE(r["scenarios"][0]["estimate"]["fits_by_gpu"].size(), catalog().gpus.size());

        QVERIFY(!r["scenarios"][1].contains("estimate"));
        QCOMPARE(r["scenarios"][1]["errors"][0]["field"].get<std::string>(), std::string("hardware.gpu_key"));
    }

    void invalidFileIsExitTwo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.gpuplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpu-planner-workspace", "schema_version": 2, "title": 7})");
        f.close();
        const WorkspaceEstimateReport report = estimateWorkspaceFile(path, catalog());
        QCOMPARE(report.exitCode, 2);
        QVERIFY(report.json.isEmpty());
        QCOMPARE(report.error, path + QStringLiteral(": $.title: expected a string, found number"));

        const WorkspaceEstimateReport missing =
            estimateWorkspaceFile(dir.filePath(QStringLiteral("none.gpuplan")), catalog());
        QCOMPARE(missing.exitCode, 1); // I/O failure, not invalid input
        QVERIFY(missing.error.startsWith(QStringLiteral("Could not open ")));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceEstimateReport)
#include "tst_workspaceestimatereport.moc"
