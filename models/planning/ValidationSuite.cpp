// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ValidationSuite.h"

#include "PlanningEngine.h"
#include "json/BoundedJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <utility>

namespace gp {
namespace {

using nlohmann::json;

// The whole case file, at most ValidationCases::kMaxFileBytes: read in chunks and stopped one byte past the
// limit, so a file that grows, a FIFO or a device cannot exhaust memory, and a read that fails part way (EIO,
// a folder named *.json) is an error naming the file, never a partial case.
bool readFile(const std::filesystem::path& path, std::string* text, std::string* error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *error = "cannot be opened";
        return false;
    }
    text->clear();
    char buf[65536];
    while (in) {
        in.read(buf, sizeof buf);
        text->append(buf, static_cast<std::size_t>(in.gcount()));
        if (text->size() > ValidationCases::kMaxFileBytes) {
            *error = "larger than " + std::to_string(ValidationCases::kMaxFileBytes) + " bytes";
            text->clear();
            return false;
        }
    }
    if (in.bad()) {
        *error = "could not be read (the read failed part way)";
        text->clear();
        return false;
    }
    return true;
}

// The estimate's figure for a metric; false when the estimate has none (a training metric on a serving
// scenario and the reverse).
bool figureOf(const Estimate& e, ValidationMetric m, double* out)
{
    const double allocated = e.memory.allocatedGb();
    switch (m) {
    case ValidationMetric::MemoryAllocatedGb:
        *out = allocated;
        return true;
    case ValidationMetric::MemoryReservedGb:
        *out = allocated + e.memory.allocatorReserve;
        return true;
    case ValidationMetric::MemoryTotalGb:
        *out = e.memory.totalGb();
        return true;
    default:
        break;
    }
    if (e.training) {
        const TrainingEstimate& t = *e.training;
        switch (m) {
        case ValidationMetric::TrainingTokensPerSecondPerGpu:
            *out = e.totalGpus > 0 ? t.tokensPerSecond / e.totalGpus : 0;
            return true;
        case ValidationMetric::TrainingTokensPerSecond:
            *out = t.tokensPerSecond;
            return true;
        case ValidationMetric::TrainingGpuHours:
            *out = t.gpuHours;
            return true;
        case ValidationMetric::TrainingStepSeconds:
            *out = t.stepSeconds;
            return true;
        default:
            return false;
        }
    }
    if (e.inference) {
        const InferenceEstimate& i = *e.inference;
        switch (m) {
        case ValidationMetric::ServingTokensPerSecond:
            *out = i.tokensPerSecond;
            return true;
        case ValidationMetric::ServingTokensPerSecondPerGpu:
            *out = i.tokensPerSecondPerGpu;
            return true;
        case ValidationMetric::TimeToFirstTokenSeconds:
            *out = i.timeToFirstTokenSeconds;
            return true;
        case ValidationMetric::TimePerOutputTokenSeconds:
            *out = i.timePerOutputTokenSeconds;
            return true;
        case ValidationMetric::RequestLatencySeconds:
            *out = i.requestLatencySeconds;
            return true;
        default:
            return false;
        }
    }
    return false;
}

// A baseline's n is a count of case files (a few dozen); past this it is a typo or a hostile file.
constexpr std::uint64_t kMaxBaselineCases = 1000000;
// A median relative error is a fraction; 1e6 (100,000,000%) is far past any estimate worth a baseline.
constexpr double kMaxBaselineMedian = 1e6;

std::string fixed(double v, int decimals)
{
    std::ostringstream os;
    os.setf(std::ios::fixed);
    os.precision(decimals);
    os << v;
    return os.str();
}

} // namespace

int ValidationReport::refusedCount() const
{
    return static_cast<int>(
        std::count_if(results.begin(), results.end(), [](const ValidationResult& r) { return !r.refused.empty(); }));
}

ValidationTarget validationTarget(ValidationGroup g)
{
    // Issue 8: median at most 7% (memory), 10% (training time and throughput), 15% (serving throughput),
    // 20% (latency); the worst case at most 35% in every group.
    switch (g) {
    case ValidationGroup::TrainingMemory:
    case ValidationGroup::ServingMemory:
        return {0.07, 0.35};
    case ValidationGroup::TrainingTime:
        return {0.10, 0.35};
    case ValidationGroup::ServingThroughput:
        return {0.15, 0.35};
    case ValidationGroup::Latency:
        return {0.20, 0.35};
    }
    return {0.07, 0.35};
}

std::vector<ValidationCase> ValidationSuite::loadDirectory(const std::string& directory,
                                                           std::vector<ValidationFileError>* unreadable)
{
    // Listed without exceptions: a symbolic link loop or an entry that cannot be examined is one error naming
    // it (it used to throw filesystem_error out of the range-for, ending the program with SIGABRT).
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    std::filesystem::directory_iterator it(directory, ec);
    for (const std::filesystem::directory_iterator end; !ec && it != end; it.increment(ec)) {
        const std::filesystem::path p = it->path();
        if (p.extension() != ".json" || p.filename() == "baseline.json")
            continue;
        std::error_code statError;
        const std::filesystem::file_status status = std::filesystem::status(p, statError);
        if (statError) { // ELOOP for a link loop, ENOENT for a dangling link, EACCES
            if (unreadable)
                unreadable->push_back({p.filename().string(), {{"", "cannot be read: " + statError.message()}}});
            continue;
        }
        if (!std::filesystem::is_regular_file(status)) {
            if (unreadable)
                unreadable->push_back({p.filename().string(), {{"", "is not a regular file"}}});
            continue;
        }
        files.push_back(p);
    }
    if (ec && unreadable)
        unreadable->push_back({directory, {{"", "cannot list the directory: " + ec.message()}}});
    std::sort(files.begin(), files.end());

    std::vector<ValidationCase> cases;
    for (const auto& p : files) {
        std::string text, error;
        if (!readFile(p, &text, &error)) {
            if (unreadable)
                unreadable->push_back({p.filename().string(), {{"", error}}});
            continue;
        }
        ValidationCaseParse parsed = ValidationCases::fromText(text, p.stem().string());
        if (parsed.validationCase)
            cases.push_back(std::move(*parsed.validationCase));
        else if (unreadable)
            unreadable->push_back({p.filename().string(), std::move(parsed.errors)});
    }
    return cases;
}

ValidationResult ValidationSuite::run(const ValidationCase& c, const CatalogSnapshot& catalog)
{
    ValidationResult r;
    r.id = c.id;
    r.metric = c.metric;
    r.group = ValidationCases::groupOf(c);
    r.measured = c.measured;
    r.source = c.url;
    r.framework = ValidationCases::frameworkLabel(c);
    r.vendor = ValidationCases::vendorLabel(c);
    EstimateOptions options;
    options.fitsForEveryGpu = false; // the suite compares the scenario's own figures only
    const EstimateResult result = PlanningEngine::estimate(c.scenario, catalog, options);
    if (!result.ok()) {
        for (const auto& e : result.errors)
            r.refused += (r.refused.empty() ? "" : "; ") + e.field + ": " + e.message;
        if (r.refused.empty())
            r.refused = "the engine gave no estimate";
        return r;
    }
    if (!figureOf(*result.estimate, c.metric, &r.estimated)) {
        r.refused = "metric " + ValidationCases::metricName(c.metric) + " does not apply to a " +
                    (c.scenario.isTraining() ? "training" : "serving") + " scenario";
        return r;
    }
    // A non-finite figure or error is refused, never printed as inf or nan% nor let into a group's median.
    if (!std::isfinite(r.estimated)) {
        r.refused = "the estimate's ";
        r.refused += ValidationCases::metricName(c.metric);
        r.refused += " is not a finite number";
        return r;
    }
    r.relativeError = c.measured > 0 ? (r.estimated - c.measured) / c.measured : 0;
    if (!std::isfinite(r.relativeError) || !std::isfinite(c.measured) || c.measured <= 0)
        r.refused = "measured.value: the relative error is not a finite number";
    return r;
}

double ValidationSuite::median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

ValidationReport ValidationSuite::runAll(const std::vector<ValidationCase>& cases, const CatalogSnapshot& catalog)
{
    ValidationReport report;
    for (const auto& c : cases)
        report.results.push_back(run(c, catalog));
    std::stable_sort(report.results.begin(), report.results.end(),
                     [](const ValidationResult& a, const ValidationResult& b) {
                         return static_cast<int>(a.group) != static_cast<int>(b.group)
                                    ? static_cast<int>(a.group) < static_cast<int>(b.group)
                                    : a.id < b.id;
                     });
    for (int g = 0; g < kValidationGroupCount; ++g) {
        ValidationGroupStats& s = report.groups[static_cast<std::size_t>(g)];
        s.group = static_cast<ValidationGroup>(g);
        std::vector<double> errors;
        for (const auto& r : report.results) {
            if (static_cast<int>(r.group) != g || !r.refused.empty())
                continue;
            const double e = std::fabs(r.relativeError);
            errors.push_back(e);
            if (e >= s.worst) {
                s.worst = e;
                s.worstId = r.id;
            }
        }
        s.n = static_cast<int>(errors.size());
        s.median = median(errors);
    }
    report.byFramework = cells(report.results, [](const ValidationResult& r) { return r.framework; });
    report.byVendor = cells(report.results, [](const ValidationResult& r) { return r.vendor; });
    return report;
}

std::vector<ValidationCellStats>
ValidationSuite::cells(const std::vector<ValidationResult>& results,
                       const std::function<std::string(const ValidationResult&)>& labelOf)
{
    // std::map keeps the rows in (group, label) order whatever order the results come in.
    std::map<std::pair<int, std::string>, std::vector<const ValidationResult*>> byCell;
    for (const auto& r : results)
        if (r.refused.empty())
            byCell[{static_cast<int>(r.group), labelOf(r)}].push_back(&r);
    std::vector<ValidationCellStats> out;
    for (const auto& [key, members] : byCell) {
        ValidationCellStats s;
        s.group = static_cast<ValidationGroup>(key.first);
        s.label = key.second;
        std::vector<double> errors;
        for (const ValidationResult* r : members) {
            const double e = std::fabs(r->relativeError);
            errors.push_back(e);
            if (e >= s.worst) {
                s.worst = e;
                s.worstId = r->id;
            }
        }
        s.n = static_cast<int>(errors.size());
        s.median = median(errors);
        out.push_back(std::move(s));
    }
    return out;
}

std::string ValidationSuite::baselineJson(const ValidationReport& report)
{
    json j = json::object();
    for (const auto& s : report.groups) {
        // Rounded to 0.1 percentage point so that the file only changes when fidelity does.
        auto round = [](double v) { return std::round(v * 1000.0) / 1000.0; };
        j[ValidationCases::groupKey(s.group)] = {{"n", s.n}, {"median", round(s.median)}, {"worst", round(s.worst)}};
    }
    return j.dump(2) + "\n";
}

std::vector<std::string> ValidationSuite::regressions(const ValidationReport& report, const std::string& baselineText)
{
    std::vector<std::string> out;
    json baseline;
    try {
        if (baselineText.size() > ValidationCases::kMaxFileBytes)
            throw std::runtime_error("larger than 1 MiB");
        jsonio::Parsed parsed = jsonio::parse(baselineText); // bounded: json/BoundedJson.h
        if (!parsed.ok())
            throw std::runtime_error(parsed.error);
        baseline = std::move(*parsed.value);
    } catch (const std::exception& e) {
        return {std::string("the baseline is not valid JSON: ") + e.what()};
    }
    if (!baseline.is_object())
        return {"the baseline must be a JSON object of groups"};
    for (const auto& s : report.groups) {
        const std::string key = ValidationCases::groupKey(s.group);
        const auto it = baseline.find(key);
        if (it == baseline.end())
            continue; // a group the baseline does not know yet cannot regress
        if (!it->is_object()) {
            out.push_back("baseline." + key + ": needs a number 'median' and an integer 'n'");
            continue;
        }
        const auto median = it->find("median");
        const auto n = it->find("n");
        if (median == it->end() || !median->is_number() || n == it->end() || !n->is_number_integer()) {
            out.push_back("baseline." + key + ": needs a number 'median' and an integer 'n'");
            continue;
        }
        // Compared as written, never narrowed: 18446744073709551615 used to read as -1 (and so pass).
        if (n->is_number_unsigned() ? n->get<std::uint64_t>() > kMaxBaselineCases
                                    : (n->get<std::int64_t>() < 0 ||
                                       n->get<std::int64_t>() > static_cast<std::int64_t>(kMaxBaselineCases))) {
            out.push_back("baseline." + key + ".n: " + n->dump() + " is out of range (0 to " +
                          std::to_string(kMaxBaselineCases) + ")");
            continue;
        }
        if (median->get<double>() < 0 || median->get<double>() > kMaxBaselineMedian) {
            out.push_back("baseline." + key + ".median: " + jsonio::brief(*median) + " is out of range (0 to " +
                          fixed(kMaxBaselineMedian, 0) + ", a fraction)");
            continue;
        }
        // The baseline keeps 3 decimals: allow that rounding, nothing more.
        if (s.median > median->get<double>() + 0.0005)
            out.push_back(ValidationCases::groupName(s.group) + ": median error " + fixed(100 * s.median, 1) +
                          "% is worse than the baseline " + fixed(100 * median->get<double>(), 1) + "%");
        if (s.n < n->get<long long>())
            out.push_back(ValidationCases::groupName(s.group) + ": " + std::to_string(s.n) +
                          " cases, the baseline has " + std::to_string(n->get<long long>()) +
                          " (a case was removed or now fails)");
    }
    return out;
}

} // namespace gp
