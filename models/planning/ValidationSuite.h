// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Runs published measurements (ValidationCase) through the engine and summarises how far the estimates
// are from them: per case the signed relative error (estimate - measured) / measured, per group the
// number of cases, the median and the worst absolute relative error. A committed baseline (JSON, format in
// docs/validation.md) holds the medians a change may not make worse.
#include "CatalogSnapshot.h"
#include "ValidationCase.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace gp {

struct ValidationResult {
    std::string id;
    ValidationMetric metric = ValidationMetric::MemoryAllocatedGb;
    ValidationGroup group = ValidationGroup::TrainingMemory;
    double measured = 0;
    double estimated = 0;
    double relativeError = 0; // signed: > 0 the estimate is higher than the measurement
    std::string refused;      // non-empty: the engine refused the scenario (the field and reason)
    std::string source;       // url
    std::string framework;    // ValidationCases::frameworkLabel
    std::string vendor;       // ValidationCases::vendorLabel
};

struct ValidationGroupStats {
    ValidationGroup group = ValidationGroup::TrainingMemory;
    int n = 0;
    double median = 0; // of |relative error|
    double worst = 0;
    std::string worstId;
};

// One cell of the breakdown tables: a group and a framework (or serving engine), or a group and a vendor.
struct ValidationCellStats {
    ValidationGroup group = ValidationGroup::TrainingMemory;
    std::string label;
    int n = 0;
    double median = 0; // of |relative error|
    double worst = 0;
    std::string worstId;
};

struct ValidationFileError {
    std::string file;
    std::vector<FieldError> errors;
};

struct ValidationReport {
    std::vector<ValidationResult> results; // sorted by group, then id
    std::array<ValidationGroupStats, kValidationGroupCount> groups{};
    // Per group x framework label and per group x vendor, in group order then label order; refused cases are
    // left out as in `groups`.
    std::vector<ValidationCellStats> byFramework;
    std::vector<ValidationCellStats> byVendor;
    std::vector<ValidationFileError> unreadable; // files that are not valid cases
    int refusedCount() const;
};

// The issue 8 targets: median and worst |relative error| per group.
struct ValidationTarget {
    double median;
    double worst;
};
ValidationTarget validationTarget(ValidationGroup g);
// A cell is held against its group's target only from this many cases on (issue 32).
constexpr int kValidationCellMinCases = 5;

class ValidationSuite {
public:
    // Every *.json in `directory` except baseline.json, in file-name order. Unreadable files are reported
    // in `unreadable`, never skipped silently.
    static std::vector<ValidationCase> loadDirectory(const std::string& directory,
                                                     std::vector<ValidationFileError>* unreadable);
    static ValidationResult run(const ValidationCase& c, const CatalogSnapshot& catalog);
    static ValidationReport runAll(const std::vector<ValidationCase>& cases, const CatalogSnapshot& catalog);

    // The cells of one breakdown: the results that were not refused, grouped by (group, labelOf(result)).
    static std::vector<ValidationCellStats> cells(const std::vector<ValidationResult>& results,
                                                  const std::function<std::string(const ValidationResult&)>& labelOf);

    // Median of the values (mean of the middle two for an even count); 0 for none.
    static double median(std::vector<double> values);

    // The baseline as JSON text: per group key {"n", "median", "worst"}.
    static std::string baselineJson(const ValidationReport& report);
    // What the report does worse than the baseline: a group median above the baseline's (beyond rounding
    // to 1e-4), or fewer cases in a group than the baseline had. Empty = no regression. A baseline that
    // cannot be read is one failure naming the problem.
    static std::vector<std::string> regressions(const ValidationReport& report, const std::string& baselineText);
};

} // namespace gp
