// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The error band of a headline figure (issue 32): the median |relative error| the validation suite measured on
// published runs like the scenario, e.g. "12.8 h, +-9% (median error on 31 published runs like this)".
// "Like this" is a cell of the suite: the figure's group (ValidationGroup), narrowed by dense or MoE, the
// framework or serving engine and the GPU vendor. The narrowest cell with at least kValidationCellMinCases
// cases is used, broadening one step at a time down to the whole group (the order is in lookup() and
// docs/validation.md); when even the group has fewer, the figure is "uncalibrated".
//
// The table is never typed by hand: the build runs the suite (tools/errorbands, models/CMakeLists.txt) and
// compiles the cells it measured into the gpuplanner_errorbands library, which defines shippedErrorBandTable().
// The lookup below takes any table, so tests hand it a small one.
#include "CatalogSnapshot.h"
#include "Estimate.h"
#include "Scenario.h"
#include "ValidationSuite.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gp {

// One cell: the cases of `group` whose labels match; an empty label matches every case (the cell does not
// narrow by it).
struct ErrorBandCell {
    ValidationGroup group = ValidationGroup::TrainingMemory;
    std::string architecture; // "dense" or "moe"; empty = any
    std::string framework;    // ValidationCases::frameworkLabel; empty = any
    std::string vendor;       // ValidationCases::vendorLabel; empty = any
    int cases = 0;
    double medianError = 0; // median |relative error| of those cases (0.107 = 10.7%)
};
using ErrorBandTable = std::vector<ErrorBandCell>;

// What a figure of a scenario is compared with. An empty framework: the scenario names none, so no cell
// narrows by framework (a case without a label is not "like" a scenario without one).
struct ErrorBandQuery {
    ValidationGroup group = ValidationGroup::TrainingMemory;
    std::string architecture;
    std::string framework;
    std::string vendor;
};

struct ErrorBand {
    bool calibrated = false;
    double medianError = 0; // meaningful when calibrated
    int cases = 0;          // of the cell used; when uncalibrated, of the whole group (< the minimum)
    std::string cell;       // "training time/throughput, nvidia"; the group's name alone for the whole group
};

struct FigureErrorBand {
    std::string key; // the estimate JSON key of the figure: "training_hours", "vram_gb_per_gpu", ...
    ErrorBand band;
};

class ErrorBands {
public:
    // Every cell of the suite's results that were not refused: for each group, every combination of
    // architecture, framework and vendor (each narrowing or not), as `validate` groups them.
    static ErrorBandTable tableFrom(const std::vector<ValidationCase>& cases, const ValidationReport& report,
                                    const CatalogSnapshot& catalog);
    // The narrowest cell of the query with at least kValidationCellMinCases cases, in this order:
    // architecture + framework + vendor, framework + vendor, framework, architecture + vendor, vendor,
    // architecture, the whole group. Cells that narrow by framework are skipped when the query names none.
    static ErrorBand lookup(const ErrorBandTable& table, const ErrorBandQuery& query);

    // "dense" or "moe" (more than one expert); empty when the scenario's model cannot be resolved.
    static std::string architectureOf(const Scenario& scenario, const CatalogSnapshot& catalog);
    // The serving engine or framework label the scenario names, in the suite's vocabulary
    // (overheads.framework vllm / tensorrt_llm); empty when it names none.
    static std::string frameworkOf(const Scenario& scenario);
    // The vendor prefix of the scenario's GPU key ("nvidia-h100-sxm" -> "nvidia"), as ValidationCases::vendorLabel.
    static std::string vendorOf(const Scenario& scenario);

    // The band of each headline figure the estimate has: vram_gb_per_gpu, training_hours and tokens_per_second
    // (training); vram_gb_per_gpu, tokens_per_second, time_to_first_token_s, time_per_output_token_s and
    // request_latency_s (serving).
    static std::vector<FigureErrorBand> forEstimate(const ErrorBandTable& table, const Scenario& scenario,
                                                    const CatalogSnapshot& catalog, const Estimate& estimate);
    // {"<key>": {"median_error_percent", "cases", "cell", "calibrated"}} (docs/estimate-output.md).
    static nlohmann::json toJson(const std::vector<FigureErrorBand>& bands);
    // "+-10.7% (median error on 59 published runs like this: training time/throughput, nvidia)" or
    // "no published measurement like this: uncalibrated".
    static std::string text(const ErrorBand& band);
    // The cell's name: the group's, then its labels.
    static std::string cellName(const ErrorBandCell& cell);

    // The table the GUI's tooltips read (null: none, the tooltips show no band). The app installs
    // shippedErrorBandTable() at start-up: the core library cannot link gpuplanner_errorbands, whose build tool
    // links the core (catalog), so the table is handed in rather than linked. Safe to read from any thread.
    static void install(const ErrorBandTable* table);
    static const ErrorBandTable* installed();

    // The generated C++ source that defines shippedErrorBandTable() with `table` (the build tool's output).
    static std::string cppSource(const ErrorBandTable& table);
};

// The table the build measured (defined by the generated source of the gpuplanner_errorbands library: link it
// to call this).
const ErrorBandTable& shippedErrorBandTable();

} // namespace gp
