// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ErrorBand.h"
#include "ScenarioJson.h"

#include "ScenarioValidator.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <tuple>

namespace gp {
namespace {

using nlohmann::json;

// Which labels a cell narrows by.
struct Narrowing {
    bool architecture;
    bool framework;
    bool vendor;
};

// The lookup order, narrowest first (docs/validation.md). The serving engine and the vendor come before dense
// or MoE because issue 32's published comparisons show them moving time per token by 1.5-3x.
constexpr Narrowing kOrder[] = {{true, true, true},   {false, true, true},  {false, true, false}, {true, false, true},
                                {false, false, true}, {true, false, false}, {false, false, false}};

std::atomic<const ErrorBandTable*> g_installed{nullptr};

std::string percentText(double fraction)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * fraction);
    return buf;
}

} // namespace

ErrorBandTable ErrorBands::tableFrom(const std::vector<ValidationCase>& cases, const ValidationReport& report,
                                     const CatalogSnapshot& catalog)
{
    std::map<std::string, const ValidationCase*> byId;
    for (const auto& c : cases)
        byId[c.id] = &c;
    // std::map keeps the generated table in a stable order whatever order the results come in.
    std::map<std::tuple<int, std::string, std::string, std::string>, std::vector<double>> errors;
    for (const auto& r : report.results) {
        const auto it = byId.find(r.id);
        if (!r.refused.empty() || it == byId.end())
            continue;
        const std::string architecture = architectureOf(it->second->scenario, catalog);
        for (const Narrowing& n : kOrder) {
            if (n.architecture && architecture.empty())
                continue; // unresolved: the case counts in the cells that do not narrow by it
            errors[{static_cast<int>(r.group), n.architecture ? architecture : std::string(),
                    n.framework ? r.framework : std::string(), n.vendor ? r.vendor : std::string()}]
                .push_back(std::fabs(r.relativeError));
        }
        // The eighth combination (architecture + framework without vendor) is not in the lookup order.
    }
    ErrorBandTable table;
    for (const auto& [key, values] : errors) {
        ErrorBandCell c;
        c.group = static_cast<ValidationGroup>(std::get<0>(key));
        c.architecture = std::get<1>(key);
        c.framework = std::get<2>(key);
        c.vendor = std::get<3>(key);
        c.cases = static_cast<int>(values.size());
        c.medianError = ValidationSuite::median(values);
        table.push_back(std::move(c));
    }
    return table;
}

ErrorBand ErrorBands::lookup(const ErrorBandTable& table, const ErrorBandQuery& q)
{
    const ErrorBandCell* group = nullptr;
    for (const Narrowing& n : kOrder) {
        if (n.framework && q.framework.empty())
            continue;
        if ((n.architecture && q.architecture.empty()) || (n.vendor && q.vendor.empty()))
            continue;
        const std::string a = n.architecture ? q.architecture : std::string();
        const std::string f = n.framework ? q.framework : std::string();
        const std::string v = n.vendor ? q.vendor : std::string();
        for (const auto& c : table) {
            if (c.group != q.group || c.architecture != a || c.framework != f || c.vendor != v)
                continue;
            if (c.cases >= kValidationCellMinCases)
                return {true, c.medianError, c.cases, cellName(c)};
            if (a.empty() && f.empty() && v.empty())
                group = &c;
        }
    }
    ErrorBand band;
    band.calibrated = false;
    band.cases = group ? group->cases : 0;
    band.cell = ValidationCases::groupName(q.group);
    return band;
}

std::string ErrorBands::architectureOf(const Scenario& scenario, const CatalogSnapshot& catalog)
{
    const auto model = ScenarioValidator::resolveModel(scenario, catalog);
    if (!model)
        return {};
    return model->experts > 1 ? "moe" : "dense";
}

std::string ErrorBands::frameworkOf(const Scenario& scenario)
{
    // The suite labels serving cases by engine: a serving scenario's inference.serving_engine is its cell (the same
    // snake_case spelling as the cases' serving_engine label); else overheads.framework's engine, if any.
    if (!scenario.isTraining() && scenario.inference.servingEngine != ServingEngine::Unspecified)
        return std::string(ScenarioJson::name(scenario.inference.servingEngine));
    switch (scenario.overheads.framework) {
    case Framework::Vllm:
        return "vllm";
    case Framework::TensorRtLlm:
        return "tensorrt_llm";
    case Framework::PyTorch: // many frameworks of the suite run on PyTorch: it narrows nothing
    case Framework::Unspecified:
        break;
    }
    return {};
}

std::string ErrorBands::vendorOf(const Scenario& scenario)
{
    const std::string& key = scenario.hardware.gpuKey;
    const auto dash = key.find('-');
    return dash == std::string::npos || dash == 0 ? std::string() : key.substr(0, dash);
}

std::vector<FigureErrorBand> ErrorBands::forEstimate(const ErrorBandTable& table, const Scenario& scenario,
                                                     const CatalogSnapshot& catalog, const Estimate& estimate)
{
    ErrorBandQuery q;
    q.architecture = architectureOf(scenario, catalog);
    q.framework = frameworkOf(scenario);
    q.vendor = vendorOf(scenario);
    std::vector<FigureErrorBand> out;
    auto add = [&](const char* key, ValidationGroup g) {
        q.group = g;
        out.push_back({key, lookup(table, q)});
    };
    if (estimate.training) {
        add("vram_gb_per_gpu", ValidationGroup::TrainingMemory);
        add("training_hours", ValidationGroup::TrainingTime);
        add("tokens_per_second", ValidationGroup::TrainingTime);
    } else if (estimate.inference) {
        add("vram_gb_per_gpu", ValidationGroup::ServingMemory);
        add("tokens_per_second", ValidationGroup::ServingThroughput);
        add("time_to_first_token_s", ValidationGroup::Latency);
        add("time_per_output_token_s", ValidationGroup::Latency);
        add("request_latency_s", ValidationGroup::Latency);
    }
    return out;
}

json ErrorBands::toJson(const std::vector<FigureErrorBand>& bands)
{
    json out = json::object();
    for (const auto& b : bands) {
        // One decimal of a percent, as `gpu-planner validate` prints it.
        const double percent = std::round(b.band.medianError * 1000.0) / 10.0;
        out[b.key] = {{"median_error_percent", b.band.calibrated ? json(percent) : json(nullptr)},
                      {"cases", b.band.cases},
                      {"cell", b.band.cell},
                      {"calibrated", b.band.calibrated}};
    }
    return out;
}

std::string ErrorBands::text(const ErrorBand& band)
{
    if (!band.calibrated)
        return "no published measurement like this: uncalibrated";
    return "+-" + percentText(band.medianError) + " (median error on " + std::to_string(band.cases) +
           " published runs like this: " + band.cell + ")";
}

std::string ErrorBands::cellName(const ErrorBandCell& c)
{
    std::string name = ValidationCases::groupName(c.group);
    for (const std::string* label : {&c.architecture, &c.framework, &c.vendor})
        if (!label->empty())
            name += ", " + *label;
    return name;
}

void ErrorBands::install(const ErrorBandTable* table) { g_installed.store(table); }

const ErrorBandTable* ErrorBands::installed() { return g_installed.load(); }

std::string ErrorBands::cppSource(const ErrorBandTable& table)
{
    std::ostringstream os;
    os << "// SPDX-License-Identifier: GPL-3.0-or-later\n"
          "// SPDX-FileCopyrightText: 2026 GPU Planner contributors\n"
          "// GENERATED at build time by gpuplanner_errorband_tool from tests/data/validation: do not edit.\n"
          "#include \"planning/ErrorBand.h\"\n\n"
          "namespace gp {\n\n"
          "const ErrorBandTable& shippedErrorBandTable()\n{\n"
          "    static const ErrorBandTable table = {\n";
    for (const auto& c : table) {
        char median[40];
        std::snprintf(median, sizeof median, "%.17g", c.medianError); // exact round trip of the double
        // Labels come from case files and catalog keys: written as escaped string literals.
        auto literal = [](const std::string& s) {
            std::string out = "\"";
            for (const unsigned char ch : s) {
                if (ch == '"' || ch == '\\') {
                    out += '\\';
                    out += static_cast<char>(ch);
                } else if (ch < 0x20 || ch >= 0x7f) {
                    char esc[8];
                    std::snprintf(esc, sizeof esc, "\\%03o", ch);
                    out += esc;
                } else {
                    out += static_cast<char>(ch);
                }
            }
            return out + "\"";
        };
        os << "        {static_cast<ValidationGroup>(" << static_cast<int>(c.group) << "), " << literal(c.architecture)
           << ", " << literal(c.framework) << ", " << literal(c.vendor) << ", " << c.cases << ", " << median << "},\n";
    }
    os << "    };\n    return table;\n}\n\n} // namespace gp\n";
    return os.str();
}

} // namespace gp
