// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// ValidationCases / ValidationSuite: reading a published-measurement case (every field named on error),
// unit conversion, the median, and the baseline rule (a group median worse than the baseline, or fewer
// cases, is a regression). Values are hand-worked; no catalog is needed.
#include "planning/ValidationSuite.h"

#include <QTest>

#include <string>

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
