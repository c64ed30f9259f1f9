// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// ValidationCases / ValidationSuite: reading a published-measurement case (every field named on error),
// unit conversion, the median, and the baseline rule (a group median worse than the baseline, or fewer
// cases, is a regression). Values are hand-worked; no catalog is needed.
#include "Near.h"
#include "planning/ValidationSuite.h"

#include <QTest>

#include <cmath>
#include <string>
#include <vector>

using namespace gp;

namespace {

const char* kScenario = "{\"schema_version\": 1, \"task\": \"inference\", \"model\": {\"catalog_key\": \"llama-2-7b\"},"
                        " \"hardware\": {\"gpu_key\": \"nvidia-a100-40gb-sxm\", \"gpus_per_node\": 1}}";

std::string caseText(const std::string& metric, double value, const std::string& unit, const std::string& extra = "")
{
    return "{\"metric\": \"" + metric + "\", \"measured\": {\"value\":" + std::to_string(value) + ", \"unit\": \"" +
           unit +
           "\", \"what\": \"peak allocated\"}, \"source\": {\"url\": \"https://example.org\", \"date\": \"2023-10\", "
           "\"where\": \"table 1\"},"
           " \"assumptions\": [\"one\"]," +
           extra + "\"scenario\":" + kScenario + "}";
}

bool hasError(const ValidationCaseParse& p, const std::string& field)
{
    for (const auto& e : p.errors)
        if (e.field == field)
            return true;
    return false;
}

ValidationReport reportWith(ValidationGroup g, std::initializer_list<double> errors)
{
    ValidationReport r;
    for (int i = 0; i < kValidationGroupCount; ++i)
        r.groups[static_cast<std::size_t>(i)].group = static_cast<ValidationGroup>(i);
    std::vector<double> v(errors);
    auto& s = r.groups[static_cast<std::size_t>(g)];
    s.n = static_cast<int>(v.size());
    s.median = ValidationSuite::median(v);
    return r;
}

} // namespace

class TestValidationSuite : public QObject {
    Q_OBJECT
private slots:
    void readsACase()
    {
        const auto p = ValidationCases::fromText(caseText("memory_allocated_gb", 13.52, "GB"), "litgpt-7b");
        QVERIFY2(p.validationCase.has_value(), p.errors.empty() ? "" : p.errors.front().message.c_str());
        const ValidationCase& c = *p.validationCase;
        QCOMPARE(c.id, std::string("litgpt-7b"));
        QCOMPARE(c.metric, ValidationMetric::MemoryAllocatedGb);
        QCOMPARE(c.measured, 13.52);
        QCOMPARE(c.url, std::string("https://example.org"));
        QCOMPARE(c.assumptions.size(), std::size_t(1));
        // An inference scenario's memory is serving memory.
        QCOMPARE(ValidationCases::groupOf(c), ValidationGroup::ServingMemory);
    }

    void convertsUnits()
    {
        // 29.026 GiB (Hugging Face's bytes / 1024^3) = 29.026 x 1.073741824 GB = 31.166 GB.
        QCOMPARE(*ValidationCases::toMetricUnit(ValidationMetric::MemoryAllocatedGb, 29.026, "GiB"),
                 29.026 * 1.073741824);
        QCOMPARE(*ValidationCases::toMetricUnit(ValidationMetric::MemoryTotalGb, 15000, "MiB"),
                 15000 * 1048576.0 / 1e9);
        QCOMPARE(*ValidationCases::toMetricUnit(ValidationMetric::TimeToFirstTokenSeconds, 16.2, "ms"), 0.0162);
        QCOMPARE(*ValidationCases::toMetricUnit(ValidationMetric::TrainingGpuHours, 1.46, "M GPU-h"), 1.46e6);
        QVERIFY(!ValidationCases::toMetricUnit(ValidationMetric::TrainingGpuHours, 3, "GB").has_value());
    }

    void namesEveryBadField()
    {
        QVERIFY(hasError(ValidationCases::fromText(caseText("memory_allocated_gb", 13.5, "tokens/s"), "x"),
                         "measured.unit"));
        QVERIFY(hasError(ValidationCases::fromText(caseText("memory_peak", 13.5, "GB"), "x"), "metric"));
        QVERIFY(hasError(ValidationCases::fromText(caseText("memory_allocated_gb", -1, "GB"), "x"), "measured.value"));
        QVERIFY(
            hasError(ValidationCases::fromText(caseText("memory_allocated_gb", 1, "GB", "\"typo\": 1,"), "x"), "typo"));
        QVERIFY(hasError(ValidationCases::fromText(caseText("memory_allocated_gb", 1, "GB", "\"id\": \"other\","), "x"),
                         "id"));
        const std::string noSource =
            "{\"metric\": \"memory_allocated_gb\", \"measured\": {\"value\": 1, \"unit\": \"GB\", \"what\": \"w\"},"
            " \"scenario\":" +
            std::string(kScenario) + "}";
        QVERIFY(hasError(ValidationCases::fromText(noSource, "x"), "source"));
        // The scenario's own errors carry its path below "scenario.".
        const std::string badScenario =
            caseText("memory_allocated_gb", 1, "GB")
                .replace(caseText("memory_allocated_gb", 1, "GB").find("\"inference\""), 11, "\"infer\"");
        QVERIFY(hasError(ValidationCases::fromText(badScenario, "x"), "scenario.task"));
    }

    void refusesMalformedDocuments()
    {
        QVERIFY(!ValidationCases::fromText("{", "x").errors.empty());
        QVERIFY(!ValidationCases::fromText("[1]", "x").errors.empty());
        QVERIFY(!ValidationCases::fromText(std::string(40, '[') + std::string(40, ']'), "x").errors.empty()); // depth
        QVERIFY(!ValidationCases::fromText(std::string(ValidationCases::kMaxFileBytes + 1, ' '), "x").errors.empty());
    }

    void readsTheBreakdownLabels()
    {
        const auto p = ValidationCases::fromText(
            caseText("memory_allocated_gb", 1, "GB",
                     "\"framework\": \"pytorch\", \"serving_engine\": \"hf_transformers\", \"vendor\": \"amd\","),
            "x");
        QVERIFY2(p.validationCase.has_value(), p.errors.empty() ? "" : p.errors.front().message.c_str());
        QCOMPARE(p.validationCase->framework, std::string("pytorch"));
        QCOMPARE(p.validationCase->servingEngine, std::string("hf_transformers"));
        // The serving engine names the row when both are given; the vendor given wins over the GPU key's.
        QCOMPARE(ValidationCases::frameworkLabel(*p.validationCase), std::string("hf_transformers"));
        QCOMPARE(ValidationCases::vendorLabel(*p.validationCase), std::string("amd"));

        // Nothing given: "unspecified", and the vendor from the GPU key's prefix (nvidia-a100-40gb-sxm).
        const auto bare = ValidationCases::fromText(caseText("memory_allocated_gb", 1, "GB"), "x");
        QVERIFY(bare.validationCase.has_value());
        QCOMPARE(ValidationCases::frameworkLabel(*bare.validationCase), std::string("unspecified"));
        QCOMPARE(ValidationCases::vendorLabel(*bare.validationCase), std::string("nvidia"));
        const auto framework =
            ValidationCases::fromText(caseText("memory_allocated_gb", 1, "GB", "\"framework\": \"nemo\","), "x");
        QVERIFY(framework.validationCase.has_value());
        QCOMPARE(ValidationCases::frameworkLabel(*framework.validationCase), std::string("nemo"));

        // Labels are snake_case so that one engine cannot become two rows; a number is not a label.
        QVERIFY(hasError(
            ValidationCases::fromText(caseText("memory_allocated_gb", 1, "GB", "\"serving_engine\": \"vLLM\","), "x"),
            "serving_engine"));
        QVERIFY(hasError(ValidationCases::fromText(caseText("memory_allocated_gb", 1, "GB", "\"vendor\": \"\","), "x"),
                         "vendor"));
        QVERIFY(hasError(ValidationCases::fromText(caseText("memory_allocated_gb", 1, "GB", "\"framework\": 3,"), "x"),
                         "framework"));
    }

    void breaksTheErrorsDownByLabel()
    {
        // Hand-made results: latency with vllm errors -10%, +30%, -20% (median 20%, worst 30%), tensorrt_llm +5%;
        // serving throughput vllm +40%; a refused vllm latency case counts nowhere.
        auto result = [](ValidationGroup g, const std::string& id, const std::string& label, double error,
                         const std::string& refused = "") {
            ValidationResult r;
            r.group = g;
            r.id = id;
            r.framework = label;
            r.relativeError = error;
            r.refused = refused;
            return r;
        };
        const std::vector<ValidationResult> results{
            result(ValidationGroup::ServingThroughput, "t1", "vllm", 0.40),
            result(ValidationGroup::Latency, "l1", "vllm", -0.10),
            result(ValidationGroup::Latency, "l2", "tensorrt_llm", 0.05),
            result(ValidationGroup::Latency, "l3", "vllm", 0.30),
            result(ValidationGroup::Latency, "l4", "vllm", -0.20),
            result(ValidationGroup::Latency, "l5", "vllm", 9.0, "refused"),
        };
        const auto cells = ValidationSuite::cells(results, [](const ValidationResult& r) { return r.framework; });
        // Rows in group order (serving throughput before latency), then label order.
        QCOMPARE(cells.size(), std::size_t(3));
        QCOMPARE(cells[0].group, ValidationGroup::ServingThroughput);
        QCOMPARE(cells[0].n, 1);
        QCOMPARE(cells[1].group, ValidationGroup::Latency);
        QCOMPARE(cells[1].label, std::string("tensorrt_llm"));
        QCOMPARE(cells[1].n, 1);
        QCOMPARE(cells[2].label, std::string("vllm"));
        QCOMPARE(cells[2].n, 3);
        GP_VERIFY_NEAR(cells[2].median, 0.20, 1e-12);
        GP_VERIFY_NEAR(cells[2].worst, 0.30, 1e-12);
        QCOMPARE(cells[2].worstId, std::string("l3"));
    }

    void median()
    {
        QCOMPARE(ValidationSuite::median({}), 0.0);
        QCOMPARE(ValidationSuite::median({0.3, 0.1, 0.2}), 0.2);
        QCOMPARE(ValidationSuite::median({0.4, 0.1, 0.2, 0.3}), 0.25);
    }

    void baselineCatchesAWorseMedian()
    {
        const ValidationReport r = reportWith(ValidationGroup::Latency, {0.10, 0.20, 0.30}); // median 0.20
        const std::string baseline = ValidationSuite::baselineJson(r);
        QVERIFY(ValidationSuite::regressions(r, baseline).empty());
        // Worse by 1 point: refused, naming the group.
        const ValidationReport worse = reportWith(ValidationGroup::Latency, {0.10, 0.21, 0.30});
        const auto found = ValidationSuite::regressions(worse, baseline);
        QCOMPARE(found.size(), std::size_t(1));
        QVERIFY(found.front().find("latency") != std::string::npos);
        // Better is fine; fewer cases is not (a case quietly dropped).
        QVERIFY(ValidationSuite::regressions(reportWith(ValidationGroup::Latency, {0.0, 0.1, 0.1}), baseline).empty());
        QCOMPARE(ValidationSuite::regressions(reportWith(ValidationGroup::Latency, {0.1, 0.1}), baseline).size(),
                 std::size_t(1));
        // A baseline that is not JSON is a failure, not a pass.
        QCOMPARE(ValidationSuite::regressions(r, "not json").size(), std::size_t(1));
    }
};

QTEST_APPLESS_MAIN(TestValidationSuite)
#include "tst_validationsuite.moc"
