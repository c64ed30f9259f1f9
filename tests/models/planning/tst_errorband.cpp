// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// ErrorBands (issue 32): which cell of a hand-built table a figure's band comes from (the narrowest with at least
// kValidationCellMinCases = 5 cases, broadening in the documented order), the fallback to the whole group, and
// "uncalibrated" when even the group has fewer than 5; the table built from a hand-made report (medians worked
// out by hand below); the JSON and the text. No catalog: models are custom rows.
#include "Near.h"
#include "planning/ErrorBand.h"

#include <QTest>

#include <string>
#include <vector>

using namespace gp;

namespace {

constexpr ValidationGroup TT = ValidationGroup::TrainingTime;
constexpr ValidationGroup Lat = ValidationGroup::Latency;

ErrorBandCell cell(ValidationGroup g, const char* a, const char* f, const char* v, int n, double median)
{
    return {g, a, f, v, n, median};
}

ErrorBandQuery query(ValidationGroup g, const char* a, const char* f, const char* v) { return {g, a, f, v}; }

// A case with a custom model of `experts` experts (architectureOf reads it without a catalog).
ValidationCase caseWith(const std::string& id, int experts)
{
    ValidationCase c;
    c.id = id;
    ModelArchitecture m;
    m.key = "m";
    m.experts = experts;
    c.scenario.model.custom = m;
    return c;
}

ValidationResult result(const std::string& id, ValidationGroup g, const char* framework, const char* vendor,
                        double error)
{
    ValidationResult r;
    r.id = id;
    r.group = g;
    r.framework = framework;
    r.vendor = vendor;
    r.relativeError = error;
    return r;
}

const ErrorBandCell* find(const ErrorBandTable& t, ValidationGroup g, const char* a, const char* f, const char* v)
{
    for (const auto& c : t)
        if (c.group == g && c.architecture == a && c.framework == f && c.vendor == v)
            return &c;
    return nullptr;
}

} // namespace

class TestErrorBand : public QObject {
    Q_OBJECT
private slots:
    void narrowestCellWithFiveCasesIsUsed()
    {
        const ErrorBandTable t = {cell(TT, "dense", "vllm", "amd", 5, 0.20), cell(TT, "", "vllm", "amd", 9, 0.15),
                                  cell(TT, "", "", "", 40, 0.10)};
        const ErrorBand b = ErrorBands::lookup(t, query(TT, "dense", "vllm", "amd"));
        QVERIFY(b.calibrated);
        QCOMPARE(b.cases, 5);
        QCOMPARE(b.medianError, 0.20);
        QCOMPARE(b.cell, std::string("training time/throughput, dense, vllm, amd"));
    }

    void fallsBackOneStepAtATime()
    {
        // Four cases in the narrowest cell and in framework + vendor: too few; framework alone has 7.
        const ErrorBandTable t = {cell(TT, "dense", "vllm", "amd", 4, 0.50), cell(TT, "", "vllm", "amd", 4, 0.40),
                                  cell(TT, "", "vllm", "", 7, 0.12), cell(TT, "", "", "amd", 20, 0.30),
                                  cell(TT, "", "", "", 40, 0.10)};
        const ErrorBand b = ErrorBands::lookup(t, query(TT, "dense", "vllm", "amd"));
        QVERIFY(b.calibrated);
        QCOMPARE(b.cases, 7);
        QCOMPARE(b.medianError, 0.12);
        QCOMPARE(b.cell, std::string("training time/throughput, vllm"));

        // Without the framework cell: architecture + vendor is missing, so vendor alone.
        const ErrorBandTable noFramework = {t[0], t[1], t[3], t[4]};
        const ErrorBand v = ErrorBands::lookup(noFramework, query(TT, "dense", "vllm", "amd"));
        QCOMPARE(v.cell, std::string("training time/throughput, amd"));
        QCOMPARE(v.cases, 20);

        // Nothing narrower than the group has 5: the whole group.
        const ErrorBandTable groupOnly = {t[0], t[1], t[4], cell(Lat, "", "", "", 99, 0.9)};
        const ErrorBand g = ErrorBands::lookup(groupOnly, query(TT, "moe", "sglang", "intel"));
        QVERIFY(g.calibrated);
        QCOMPARE(g.cases, 40);
        QCOMPARE(g.cell, std::string("training time/throughput"));
    }

    void noFrameworkNamedSkipsFrameworkCells()
    {
        // A scenario that names no engine is not "like" the vllm cases, nor like cases without a label.
        const ErrorBandTable t = {cell(TT, "", "vllm", "", 50, 0.01), cell(TT, "", "unspecified", "", 50, 0.02),
                                  cell(TT, "dense", "", "nvidia", 6, 0.08), cell(TT, "", "", "", 60, 0.10)};
        const ErrorBand b = ErrorBands::lookup(t, query(TT, "dense", "", "nvidia"));
        QCOMPARE(b.cell, std::string("training time/throughput, dense, nvidia"));
        QCOMPARE(b.medianError, 0.08);
    }

    void uncalibratedWhenTheGroupHasFewerThanFive()
    {
        const ErrorBandTable t = {cell(Lat, "", "vllm", "", 3, 0.05), cell(Lat, "", "", "", 4, 0.05),
                                  cell(TT, "", "", "", 60, 0.10)};
        const ErrorBand b = ErrorBands::lookup(t, query(Lat, "dense", "vllm", "nvidia"));
        QVERIFY(!b.calibrated);
        QCOMPARE(b.cases, 4);
        QCOMPARE(b.cell, std::string("latency"));
        QCOMPARE(ErrorBands::text(b), std::string("no published measurement like this: uncalibrated"));

        const ErrorBand none = ErrorBands::lookup(t, query(ValidationGroup::ServingMemory, "dense", "", "nvidia"));
        QVERIFY(!none.calibrated);
        QCOMPARE(none.cases, 0);

        const nlohmann::json j = ErrorBands::toJson({{"time_per_output_token_s", b}});
        QVERIFY(j["time_per_output_token_s"]["median_error_percent"].is_null());
        QCOMPARE(j["time_per_output_token_s"]["calibrated"].get<bool>(), false);
        QCOMPARE(j["time_per_output_token_s"]["cases"].get<int>(), 4);
    }

    void tableFromAReport()
    {
        // Six training-time cases: errors (absolute) dense/vllm/nvidia 0.10, 0.30, 0.20; moe/vllm/amd 0.40;
        // dense/litgpt/nvidia 0.05, 0.07. Group median of {0.05, 0.07, 0.10, 0.20, 0.30, 0.40} = (0.10 + 0.20) / 2.
        const std::vector<ValidationCase> cases = {caseWith("a", 0),      caseWith("b", 0), caseWith("c", 0),
                                                   caseWith("d", 8),      caseWith("e", 1), caseWith("f", 0),
                                                   caseWith("refused", 0)};
        ValidationReport report;
        report.results = {result("a", TT, "vllm", "nvidia", 0.10),     result("b", TT, "vllm", "nvidia", -0.30),
                          result("c", TT, "vllm", "nvidia", 0.20),     result("d", TT, "vllm", "amd", -0.40),
                          result("e", TT, "litgpt", "nvidia", 0.05),   result("f", TT, "litgpt", "nvidia", -0.07),
                          result("refused", TT, "vllm", "nvidia", 9.0)};
        report.results.back().refused = "model: unknown";
        const ErrorBandTable t = ErrorBands::tableFrom(cases, report, CatalogSnapshot{});

        const ErrorBandCell* group = find(t, TT, "", "", "");
        QVERIFY(group);
        QCOMPARE(group->cases, 6); // the refused case is left out
        GP_VERIFY_NEAR(group->medianError, 0.15, 1e-12);
        const ErrorBandCell* vllmNvidia = find(t, TT, "dense", "vllm", "nvidia");
        QVERIFY(vllmNvidia);
        QCOMPARE(vllmNvidia->cases, 3);
        QCOMPARE(vllmNvidia->medianError, 0.20);
        const ErrorBandCell* moe = find(t, TT, "moe", "", "");
        QVERIFY(moe);
        QCOMPARE(moe->cases, 1);
        QCOMPARE(moe->medianError, 0.40);
        const ErrorBandCell* nvidia = find(t, TT, "", "", "nvidia");
        QVERIFY(nvidia);
        QCOMPARE(nvidia->cases, 5);
        QCOMPARE(nvidia->medianError, 0.10); // {0.05, 0.07, 0.10, 0.20, 0.30}
        // Architecture + framework without vendor is not in the lookup order, so not in the table.
        QVERIFY(!find(t, TT, "dense", "vllm", ""));

        const ErrorBand b = ErrorBands::lookup(t, query(TT, "dense", "", "nvidia"));
        QCOMPARE(b.cell, std::string("training time/throughput, dense, nvidia")); // a, b, c, e, f
        QCOMPARE(b.cases, 5);
        QCOMPARE(ErrorBands::text(b),
                 std::string("+-10.0% (median error on 5 published runs like this: training time/throughput, dense, "
                             "nvidia)"));
        const nlohmann::json j = ErrorBands::toJson({{"training_hours", b}});
        QCOMPARE(j["training_hours"]["median_error_percent"].get<double>(), 10.0);
        QCOMPARE(j["training_hours"]["calibrated"].get<bool>(), true);
        QCOMPARE(j["training_hours"]["cell"].get<std::string>(), b.cell);
    }

    void generatedSourceEscapesLabels()
    {
        const std::string src = ErrorBands::cppSource({cell(TT, "", "a\"b\\c", "x\ny", 5, 0.25)});
        QVERIFY2(src.find("\"a\\\"b\\\\c\", \"x\\012y\", 5, 0.25}") != std::string::npos, src.c_str());
        QVERIFY(src.find("SPDX-License-Identifier: GPL-3.0-or-later") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestErrorBand)
#include "tst_errorband.moc"
