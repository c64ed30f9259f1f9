// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// EstimateOptions::explanations = false, the live comparison's estimate: it must hold exactly the figures,
// warnings and errors of the full estimate, and no explanation. Checked on every shipped example and every
// published-measurement case of the validation suite (training, LoRA, QLoRA, FP8, pipelines, serving), and
// on scenarios the engine refuses. The estimate fuzzer checks the same on every input it tries.
#include "VramTestCatalog.h"
#include "planning/EstimateJson.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"
#include "planning/ValidationSuite.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <string>

Q_DECLARE_METATYPE(gp::Scenario)

using namespace gp;

namespace {

std::string readText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

std::string errorsText(const std::vector<FieldError>& errors)
{
    std::string out;
    for (const auto& e : errors)
        out += e.field + ": " + e.message + "\n";
    return out;
}

} // namespace

class TestEstimateWithoutExplanations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameFiguresWarningsAndErrors_data()
    {
        QTest::addColumn<Scenario>("scenario");
        const QDir examples(QStringLiteral(GP_SOURCE_DIR "/examples"));
        int rows = 0;
        for (const auto& f : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            if (f.startsWith(QStringLiteral("tco-")) || f.startsWith(QStringLiteral("checklist-")))
                continue; // not scenarios
            const auto parsed = ScenarioJson::fromText(readText(examples.filePath(f)));
            QVERIFY2(parsed.ok(), qPrintable(f));
            QTest::newRow(qPrintable(f)) << *parsed.scenario;
            ++rows;
        }
        std::vector<ValidationFileError> unreadable;
        const auto cases = ValidationSuite::loadDirectory(GP_SOURCE_DIR "/tests/data/validation", &unreadable);
        QVERIFY(unreadable.empty());
        for (const auto& c : cases) {
            QTest::newRow(c.id.c_str()) << c.scenario;
            ++rows;
        }
        QVERIFY2(rows >= 100, "the examples and the validation suite should give at least 100 scenarios");

        // Refused ones: the errors must be the same too.
        Scenario badGpu = cases.front().scenario;
        badGpu.hardware.gpuKey = "no-such-gpu";
        QTest::newRow("unknown GPU") << badGpu;
        Scenario badModel = cases.front().scenario;
        badModel.model.catalogKey = "no-such-model";
        QTest::newRow("unknown model") << badModel;
    }
    void sameFiguresWarningsAndErrors()
    {
        QFETCH(Scenario, scenario);
        const CatalogSnapshot catalog = VramTestCatalog::shipped();
        const EstimateOptions full{.fitsForEveryGpu = true, .offerExplanations = true, .explanations = true};
        EstimateOptions lean = full;
        lean.explanations = false;
        const EstimateResult a = PlanningEngine::estimate(scenario, catalog, full);
        const EstimateResult b = PlanningEngine::estimate(scenario, catalog, lean);
        QCOMPARE(errorsText(b.errors), errorsText(a.errors));
        QCOMPARE(b.ok(), a.ok());
        if (!a.ok())
            return;
        QVERIFY(!a.estimate->explanations.empty());
        QVERIFY(b.estimate->explanations.empty());
        nlohmann::json withExplanations = EstimateJson::toJson(*a.estimate);
        withExplanations.erase("explanations");
        nlohmann::json without = EstimateJson::toJson(*b.estimate);
        without.erase("explanations");
        // Every figure, cost line, warning and layout, compared as the command line would print them.
        QCOMPARE(QString::fromStdString(without.dump(1)), QString::fromStdString(withExplanations.dump(1)));
    }
};

QTEST_APPLESS_MAIN(TestEstimateWithoutExplanations)
#include "tst_estimatewithoutexplanations.moc"
