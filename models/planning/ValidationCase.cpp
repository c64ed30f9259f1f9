// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ValidationCase.h"

#include "ScenarioJson.h"
#include "json/BoundedJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gp {
namespace {

using nlohmann::json;

struct MetricInfo {
    ValidationMetric metric;
    const char* name;
    const char* unit;
};

constexpr MetricInfo kMetrics[] = {
    {ValidationMetric::MemoryAllocatedGb, "memory_allocated_gb", "GB"},
    {ValidationMetric::MemoryReservedGb, "memory_reserved_gb", "GB"},
    {ValidationMetric::MemoryTotalGb, "memory_total_gb", "GB"},
    {ValidationMetric::TrainingTokensPerSecondPerGpu, "training_tokens_per_second_per_gpu", "tokens/s"},
    {ValidationMetric::TrainingTokensPerSecond, "training_tokens_per_second", "tokens/s"},
    {ValidationMetric::TrainingGpuHours, "training_gpu_hours", "GPU-h"},
    {ValidationMetric::TrainingStepSeconds, "training_step_seconds", "s"},
    {ValidationMetric::ServingTokensPerSecond, "serving_tokens_per_second", "tokens/s"},
    {ValidationMetric::ServingTokensPerSecondPerGpu, "serving_tokens_per_second_per_gpu", "tokens/s"},
    {ValidationMetric::TimeToFirstTokenSeconds, "time_to_first_token_seconds", "s"},
    {ValidationMetric::TimePerOutputTokenSeconds, "time_per_output_token_seconds", "s"},
    {ValidationMetric::RequestLatencySeconds, "request_latency_seconds", "s"},
};

bool isMemory(ValidationMetric m)
{
    return m == ValidationMetric::MemoryAllocatedGb || m == ValidationMetric::MemoryReservedGb ||
           m == ValidationMetric::MemoryTotalGb;
}

// The shared bounded reader (json/BoundedJson.h: depth, size, duplicate keys, every nlohmann exception);
// its message becomes the exception the callers report.
json parseBounded(const std::string& text)
{
    jsonio::Parsed parsed = jsonio::parse(text);
    if (!parsed.ok())
        throw std::runtime_error(parsed.error);
    return std::move(*parsed.value);
}

std::string stringField(const json& obj, const char* key, const std::string& path, std::vector<FieldError>& errors,
                        bool required = true)
{
    // The scenario reader's words (ScenarioJson): "is required", "must be a string, got a number".
    const auto it = obj.find(key);
    if (it == obj.end()) {
        if (required)
            errors.push_back({path + key, "is required"});
        return {};
    }
    if (!it->is_string()) {
        errors.push_back({path + key, "must be a string, got " + jsonio::typeName(*it)});
        return {};
    }
    const std::string s = it->get<std::string>();
    if (required && s.empty())
        errors.push_back({path + key, "must not be empty"});
    return s;
}

} // namespace

std::string ValidationCases::metricName(ValidationMetric m)
{
    for (const auto& i : kMetrics)
        if (i.metric == m)
            return i.name;
    return "?";
}

std::optional<ValidationMetric> ValidationCases::parseMetric(const std::string& s)
{
    for (const auto& i : kMetrics)
        if (s == i.name)
            return i.metric;
    return std::nullopt;
}

std::string ValidationCases::metricUnit(ValidationMetric m)
{
    for (const auto& i : kMetrics)
        if (i.metric == m)
            return i.unit;
    return "";
}

std::optional<double> ValidationCases::toMetricUnit(ValidationMetric m, double v, const std::string& unit)
{
    const std::string base = metricUnit(m);
    if (unit == base)
        return v;
    if (isMemory(m)) {
        if (unit == "GiB")
            return v * 1073741824.0 / 1e9;
        if (unit == "MiB")
            return v * 1048576.0 / 1e9;
        if (unit == "MB")
            return v / 1e3;
    }
    if (base == "s" && unit == "ms")
        return v / 1e3;
    if (base == "GPU-h" && unit == "M GPU-h")
        return v * 1e6;
    return std::nullopt;
}

ValidationGroup ValidationCases::groupOf(const ValidationCase& c)
{
    switch (c.metric) {
    case ValidationMetric::MemoryAllocatedGb:
    case ValidationMetric::MemoryReservedGb:
    case ValidationMetric::MemoryTotalGb:
        return c.scenario.isTraining() ? ValidationGroup::TrainingMemory : ValidationGroup::ServingMemory;
    case ValidationMetric::TrainingTokensPerSecondPerGpu:
    case ValidationMetric::TrainingTokensPerSecond:
    case ValidationMetric::TrainingGpuHours:
    case ValidationMetric::TrainingStepSeconds:
        return ValidationGroup::TrainingTime;
    case ValidationMetric::ServingTokensPerSecond:
    case ValidationMetric::ServingTokensPerSecondPerGpu:
        return ValidationGroup::ServingThroughput;
    case ValidationMetric::TimeToFirstTokenSeconds:
    case ValidationMetric::TimePerOutputTokenSeconds:
    case ValidationMetric::RequestLatencySeconds:
        return ValidationGroup::Latency;
    }
    return ValidationGroup::TrainingMemory;
}

std::string ValidationCases::frameworkLabel(const ValidationCase& c)
{
    if (!c.servingEngine.empty())
        return c.servingEngine;
    return c.framework.empty() ? "unspecified" : c.framework;
}

std::string ValidationCases::vendorLabel(const ValidationCase& c)
{
    if (!c.vendor.empty())
        return c.vendor;
    const std::string& key = c.scenario.hardware.gpuKey;
    const auto dash = key.find('-');
    return dash == std::string::npos || dash == 0 ? "unspecified" : key.substr(0, dash);
}

std::string ValidationCases::groupName(ValidationGroup g)
{
    switch (g) {
    case ValidationGroup::TrainingMemory:
        return "training memory";
    case ValidationGroup::ServingMemory:
        return "serving memory";
    case ValidationGroup::TrainingTime:
        return "training time/throughput";
    case ValidationGroup::ServingThroughput:
        return "serving throughput";
    case ValidationGroup::Latency:
        return "latency";
    }
    return "?";
}

std::string ValidationCases::groupKey(ValidationGroup g)
{
    switch (g) {
    case ValidationGroup::TrainingMemory:
        return "training_memory";
    case ValidationGroup::ServingMemory:
        return "serving_memory";
    case ValidationGroup::TrainingTime:
        return "training_time";
    case ValidationGroup::ServingThroughput:
        return "serving_throughput";
    case ValidationGroup::Latency:
        return "latency";
    }
    return "?";
}

ValidationCaseParse ValidationCases::fromText(const std::string& text, const std::string& id)
{
    ValidationCaseParse out;
    auto& errors = out.errors;
    if (text.size() > kMaxFileBytes) {
        errors.push_back({"", "larger than " + std::to_string(kMaxFileBytes) + " bytes"});
        return out;
    }
    json doc;
    try {
        doc = parseBounded(text);
    } catch (const std::exception& e) { // nlohmann parse errors and the depth guard
        errors.push_back({"", std::string("not valid JSON: ") + e.what()});
        return out;
    }
    if (!doc.is_object()) {
        errors.push_back({"", "must be a JSON object"});
        return out;
    }
    static const char* const known[] = {"id",       "metric",    "measured",       "source", "assumptions",
                                        "scenario", "framework", "serving_engine", "vendor"};
    for (const auto& item : doc.items()) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || item.key() == k;
        if (!ok)
            errors.push_back({jsonio::key(item.key()), "unknown key"}); // a long key shortened, escaped
    }

    ValidationCase c;
    c.id = id;
    if (doc.contains("id")) {
        const std::string declared = stringField(doc, "id", "", errors);
        if (!declared.empty() && declared != id)
            errors.push_back({"id", jsonio::quote(declared) + " differs from the file name " + jsonio::quote(id)});
    }
    const std::string metric = stringField(doc, "metric", "", errors);
    if (const auto m = parseMetric(metric))
        c.metric = *m;
    else if (!metric.empty())
        errors.push_back({"metric", std::string("unknown metric ").append(jsonio::quote(metric))});

    const auto measured = doc.find("measured");
    if (measured == doc.end() || !measured->is_object()) {
        errors.push_back({"measured", "required object {value, unit, what}"});
    } else {
        const auto value = measured->find("value");
        if (value == measured->end() || !value->is_number() || !std::isfinite(value->get<double>()) ||
            value->get<double>() <= 0)
            errors.push_back({"measured.value", "must be a positive number"});
        else
            c.publishedValue = value->get<double>();
        c.publishedUnit = stringField(*measured, "unit", "measured.", errors);
        c.what = stringField(*measured, "what", "measured.", errors);
        if (c.publishedValue > 0 && !c.publishedUnit.empty() && !metric.empty()) {
            if (const auto v = toMetricUnit(c.metric, c.publishedValue, c.publishedUnit); v && !std::isfinite(*v))
                errors.push_back({"measured.value", jsonio::brief(*value) + " " + c.publishedUnit +
                                                        " is beyond the range of a double once converted to " +
                                                        metricUnit(c.metric)});
            else if (v)
                c.measured = *v;
            else
                errors.push_back({"measured.unit", jsonio::quote(c.publishedUnit) + " does not fit metric " + metric +
                                                       " (" + metricUnit(c.metric) + ")"});
        }
    }

    const auto source = doc.find("source");
    if (source == doc.end() || !source->is_object()) {
        errors.push_back({"source", "required object {url, date, where}"});
    } else {
        c.url = stringField(*source, "url", "source.", errors);
        c.date = stringField(*source, "date", "source.", errors);
        c.where = stringField(*source, "where", "source.", errors);
    }

    if (const auto a = doc.find("assumptions"); a != doc.end()) {
        if (!a->is_array())
            errors.push_back({"assumptions", "must be an array of strings"});
        else
            for (std::size_t i = 0; i < a->size(); ++i) {
                if ((*a)[i].is_string())
                    c.assumptions.push_back((*a)[i].get<std::string>());
                else
                    errors.push_back({"assumptions[" + std::to_string(i) + "]",
                                      "must be a string, got " + jsonio::typeName((*a)[i])});
            }
    }

    // Labels only: snake_case words, so that "vLLM" and "vllm" cannot become two rows of the report.
    auto label = [&](const char* key, std::string* into) {
        const auto it = doc.find(key);
        if (it == doc.end())
            return;
        if (!it->is_string()) {
            errors.push_back({key, "must be a string"});
            return;
        }
        const std::string v = it->get<std::string>();
        const bool snake = !v.empty() && v.size() <= 40 && std::all_of(v.begin(), v.end(), [](char ch) {
            return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
        });
        if (!snake)
            errors.push_back(
                {key, "must be 1 to 40 characters of a-z, 0-9 and _ (e.g. tensorrt_llm), got '" + v + "'"});
        else
            *into = v;
    };
    label("framework", &c.framework);
    label("serving_engine", &c.servingEngine);
    label("vendor", &c.vendor);

    const auto scenario = doc.find("scenario");
    if (scenario == doc.end()) {
        errors.push_back({"scenario", "is required"});
    } else {
        ScenarioParse parsed = ScenarioJson::fromJson(*scenario);
        for (auto& e : parsed.errors)
            errors.push_back({"scenario." + e.field, e.message});
        if (parsed.ok())
            c.scenario = std::move(*parsed.scenario);
        else if (parsed.errors.empty())
            errors.push_back({"scenario", "not a valid scenario"});
    }

    if (errors.empty())
        out.validationCase = std::move(c);
    return out;
}

} // namespace gp
