// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Named bad checklist requests (issue 36), read as `gpu-planner checklist` reads them (parseChecklistRequest): each
// refused with a message that starts with the field the file wrote. Then the weights the model refuses (all 0
// scored every platform 0 without a word) and the cap of 20 errors at once.
#include "checklist/ChecklistEvaluator.h"
#include "checklist/ChecklistJson.h"

#include <QtTest>

#include <string>

using namespace gp::checklist;

namespace {

const char* kScenario = R"({"schema_version": 1, "name": "s", "task": "full_finetune",
  "model": {"catalog_key": "llama-3-8b"},
  "training": {"precision": "bf16_mixed", "optimizer": "adamw", "micro_batch": 1, "global_batch": 64,
               "sequence_length": 2048, "tokens": 1e9},
  "hardware": {"gpu_key": "nvidia-l40s", "gpus_per_node": 8, "nodes": 1},
  "pricing": {"offer_keys": [], "currency": "USD"}})";

// A request with the scenario above, the providers and the keys of the test's own.
std::string request(const std::string& extra, const std::string& providers = R"(["aws", "modal"])")
{
    return std::string(R"({"scenario": )") + kScenario + R"(, "providers": )" + providers + extra + "}";
}

CriterionWeight weight(const char* key, double w) { return {key, key, key, w}; }

} // namespace

Q_DECLARE_METATYPE(std::vector<CriterionWeight>)

class TestChecklistBadInputs : public QObject {
    Q_OBJECT
private slots:
    void refusedNamingTheField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("starts"); // the message's start: the field and the colon

        auto row = [](const char* name, const std::string& text, const char* starts) {
            QTest::newRow(name) << QString::fromStdString(text) << starts;
        };
        row("not JSON", "{\"scenario\": ", "(document): not valid JSON");
        row("an array", "[1, 2]", "(document): must be a JSON object");
        row("a number past double", request(R"(, "weights": {"cost": 1e309})"), "(document): not valid JSON");
        row("a key twice", request(R"(, "personal_data_india": true, "personal_data_india": false)"),
            "(document): not valid JSON");
        row("over 4 MB", request(std::string(", \"weights\": {}") + std::string(4 * 1024 * 1024, ' ')),
            "(document): larger than 4194304 bytes");
        row("unknown field", request(R"(, "provider": ["aws"])"), "provider: unknown key");
        row("format of another file", request(R"(, "format": "gpu-planner-tco")"), "format: must be");
        row("format version 2", request(R"(, "format_version": 2)"), "format_version: must be 1");
        row("no scenario", R"({"providers": ["aws"]})", "scenario: required");
        row("no providers", std::string(R"({"scenario": )") + kScenario + "}", "providers: required");
        row("providers empty", request("", "[]"), "providers: required, an array of 1 to 16");
        row("providers 17", request("", R"(["a","b","c","d","e","f","g","h","i","j","k","l","m","n","o","p","q"])"),
            "providers: required, an array of 1 to 16");
        row("providers not a list", request("", R"("aws")"), "providers: required");
        row("a provider as a number", request("", R"(["aws", 5])"), "providers[1]: must be a provider key");
        row("a provider empty", request("", R"(["", "aws"])"), "providers[0]: must be a provider key");
        row("personal data as text", request(R"(, "personal_data_india": "yes")"),
            "personal_data_india: must be true or false");
        row("weights as a list", request(R"(, "weights": [1, 2])"), "weights: must be an object");
        row("weight negative", request(R"(, "weights": {"cost": -1})"), "weights.cost: must be a number from 0 to 100");
        row("weight past 100", request(R"(, "weights": {"cost": 101})"),
            "weights.cost: must be a number from 0 to 100");
        row("weight as text", request(R"(, "weights": {"cost": "high"})"),
            "weights.cost: must be a number from 0 to 100");
        row("a 500 KB weight key is not echoed whole",
            request(", \"weights\": {\"" + std::string(500000, 'k') + "\": -1}"), "weights.\"kkkkkkkkkk");
        row("scenario not an object", R"({"scenario": 5, "providers": ["aws"]})", "scenario");
    }

    void refusedNamingTheField()
    {
        QFETCH(QString, text);
        QFETCH(QString, starts);
        const RequestParse p = parseChecklistRequest(text.toStdString());
        QVERIFY(!p.ok());
        QString all;
        bool found = false;
        for (const std::string& e : p.errors) {
            all += QString::fromStdString(e) + QLatin1Char('\n');
            found = found || QString::fromStdString(e).startsWith(starts);
            QVERIFY2(e.size() < 400, e.substr(0, 100).c_str()); // no input echoed whole
        }
        QVERIFY2(found, qPrintable(QStringLiteral("expected %1...; got:\n%2").arg(starts, all)));
    }

    void weightsTheModelRefuses_data()
    {
        QTest::addColumn<std::vector<CriterionWeight>>("weights");
        QTest::addColumn<QString>("error");
        QTest::newRow("all zero (scored every platform 0)")
            << std::vector<CriterionWeight>{weight("cost", 0), weight("vram", 0), weight("sla", 0)}
            << "weights: every criterion weighs 0, so every platform would score 0; give at least one criterion a "
               "weight above 0 (0 to 100)";
        QTest::newRow("negative (was counted as 0)")
            << std::vector<CriterionWeight>{weight("cost", 2), weight("vram", -1)}
            << "weights.vram: must be a number from 0 to 100";
        QTest::newRow("not finite") << std::vector<CriterionWeight>{weight("cost", std::nan(""))}
                                    << "weights.cost: must be a number from 0 to 100";
        QTest::newRow("past 100") << std::vector<CriterionWeight>{weight("cost", 1e6)}
                                  << "weights.cost: must be a number from 0 to 100";
    }
    void weightsTheModelRefuses()
    {
        QFETCH(std::vector<CriterionWeight>, weights);
        QFETCH(QString, error);
        PlanFacts plan;
        PlatformFacts platform;
        platform.providerKey = "aws";
        const Evaluation e = ChecklistEvaluator::evaluate(plan, {platform}, weights);
        QVERIFY(!e.ok());
        QCOMPARE(int(e.errors.size()), 1);
        QCOMPARE(QString::fromStdString(e.errors[0]), error);
        QVERIFY(e.platforms.empty()); // nothing scored
        // One weight above 0 is a ranking.
        weights.front().weight = 1;
        for (CriterionWeight& w : weights)
            if (!(w.weight >= 0 && w.weight <= 100))
                w.weight = 0;
        QVERIFY(ChecklistEvaluator::evaluate(plan, {platform}, weights).ok());
    }

    // The scenario's residency answers the DPDP question (issue 31: one answer everywhere, as the window's wizard
    // does): personal data of people in India ticks it; a request that says false beside it is refused.
    void residencyAnswersTheDpdpQuestion()
    {
        std::string withResidency = request("");
        const std::string at = R"("pricing":)";
        withResidency.insert(withResidency.find(at), R"("residency": {"personal_data_in_india": true}, )");
        const std::string v1 = R"("schema_version": 1)"; // residency is new in scenario schema version 2
        withResidency.replace(withResidency.find(v1), v1.size(), R"("schema_version": 2)");
        const RequestParse yes = parseChecklistRequest(withResidency);
        QVERIFY2(yes.ok(), yes.errors.empty() ? "" : yes.errors.front().c_str());
        QVERIFY(yes.request->personalDataIndia);
        std::string contradicted = withResidency;
        contradicted.insert(contradicted.size() - 1, R"(, "personal_data_india": false)");
        const RequestParse no = parseChecklistRequest(contradicted);
        QVERIFY(!no.ok());
        QVERIFY2(!no.errors.empty() &&
                     no.errors.front().rfind("personal_data_india: false, but scenario.residency", 0) == 0,
                 no.errors.empty() ? "" : no.errors.front().c_str());
        // Without the residency the request's own answer stands: absent is false.
        const RequestParse plain = parseChecklistRequest(request(""));
        QVERIFY(plain.ok());
        QVERIFY(!plain.request->personalDataIndia);
    }

    void atMostTwentyErrorsAtOnce()
    {
        std::string keys;
        for (int i = 0; i < 30; ++i)
            keys += ", \"typo" + std::string(i < 10 ? "0" : "") + std::to_string(i) + "\": 1"; // sorted as written
        const RequestParse p = parseChecklistRequest(request(keys));
        QCOMPARE(int(p.errors.size()), 20);
        QCOMPARE(p.errors[0], std::string("typo00: unknown key"));
        QCOMPARE(p.errors[19], std::string("(document): and 11 more errors (at most 20 are reported at once)"));
    }
};

QTEST_APPLESS_MAIN(TestChecklistBadInputs)
#include "tst_checklistbadinputs.moc"
