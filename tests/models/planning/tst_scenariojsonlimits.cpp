// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// ScenarioJson reads integers without narrowing and within the limits of docs/input-limits.md (issue 9,
// items 2, 3, 8 and 9): each case misread, crashed or blamed the wrong field before.
#include "planning/ScenarioJson.h"
#include "planning/ScenarioValidator.h"

#include <QTest>

using namespace gp;
using nlohmann::json;

namespace {
json customModel()
{
    return json::parse(R"({"schema_version": 1, "task": "full_finetune",
        "model": {"custom": {"key": "tiny", "parameters": 1e9, "layers": 16, "hidden_size": 2048,
                             "attention_heads": 16, "vocab_size": 32000}},
        "hardware": {"gpu_key": "nvidia-h100-sxm"}})");
}

std::string only(const ScenarioParse& p)
{
    std::string out;
    for (const auto& e : p.errors)
        out += (out.empty() ? "" : "; ") + e.field + ": " + e.message;
    return out;
}
} // namespace

class TestScenarioJsonLimits : public QObject {
    Q_OBJECT
private slots:
    // 4294967296 (2^32) is an unsigned JSON integer; it must be refused, not wrapped to 0.
    void integersAreRangeCheckedNotNarrowed()
    {
        json j = customModel();
        j["model"]["custom"]["layers"] = 4294967296ULL;
        QCOMPARE(QString::fromStdString(only(ScenarioJson::fromJson(j))),
                 QStringLiteral("model.custom.layers: is out of range: 4294967296 (at most 2147483647)"));
        j = customModel();
        j["hardware"]["gpus_per_node"] = -2147483649LL;
        QCOMPARE(QString::fromStdString(only(ScenarioJson::fromJson(j))),
                 QStringLiteral("hardware.gpus_per_node: is out of range: -2147483649 (at least -2147483648)"));
        j = customModel();
        j["schema_version"] = 4294967297ULL;
        QCOMPARE(QString::fromStdString(only(ScenarioJson::fromJson(j))),
                 QStringLiteral("schema_version: is out of range: 4294967297 (at most 2147483647)"));
        j = customModel();
        j["hardware"]["nodes"] = 2147483647; // the largest int reads exactly
        const auto p = ScenarioJson::fromJson(j);
        QVERIFY2(p.ok(), only(p).c_str());
        QCOMPARE(p.scenario->hardware.nodes, 2147483647);
    }

    // 4 x 600,000,000 overflowed an int: the validator then blamed ffn_size, "got -1894967296".
    void theImpliedFfnSizeNeverOverflows()
    {
        json j = customModel();
        j["model"]["custom"]["hidden_size"] = 600000000;
        QCOMPARE(QString::fromStdString(only(ScenarioJson::fromJson(j))),
                 QStringLiteral("model.custom.hidden_size: is too large: the implied ffn_size (4 x hidden_size = "
                                "2400000000) exceeds 2147483647"));
        j["model"]["custom"]["hidden_size"] = 536870911; // 4 h = 2147483644 still fits
        const auto p = ScenarioJson::fromJson(j);
        QVERIFY2(p.ok(), only(p).c_str());
        QCOMPARE(p.scenario->model.custom->ffnSize, 2147483644);
    }

    // Through fromText, so the bounded reader is the one in front of the scenario reader.
    void hugeNumbersAndDeepNestingAreErrorsNotCrashes()
    {
        auto p = ScenarioJson::fromText(R"({"schema_version": 1e309})");
        QVERIFY(!p.ok());
        QVERIFY2(only(p).find("number overflow parsing '1e309'") != std::string::npos, only(p).c_str());
        p = ScenarioJson::fromText(std::string(60000, '[') + std::string(60000, ']'));
        QVERIFY(!p.ok());
        QVERIFY2(only(p).find("nested deeper than 64") != std::string::npos, only(p).c_str());
    }

    // Messages quote a few dozen characters of a value, never the whole of it.
    void messagesQuoteOnlyAFewDozenCharacters()
    {
        json j = customModel();
        j["task"] = std::string(100000, 't');
        j[std::string(100000, 'k')] = 1;
        j["hardware"]["gpu_key"] = std::string(5000, 'g');
        const auto p = ScenarioJson::fromJson(j);
        QCOMPARE(p.errors.size(), std::size_t(3));
        for (const auto& e : p.errors)
            QVERIFY2(e.field.size() + e.message.size() < 200, (e.field + ": " + e.message).c_str());
    }
};

QTEST_APPLESS_MAIN(TestScenarioJsonLimits)
#include "tst_scenariojsonlimits.moc"
