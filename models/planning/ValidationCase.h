// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One published measurement to hold the engine against (tests/data/validation/*.json, format in
// docs/validation.md): a scenario in the ordinary schema, the figure that was measured with its unit,
// what exactly was measured, where it was published and what had to be assumed to write the scenario.
#include "Estimate.h"
#include "Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

// The estimate figure a measurement is compared with. Memory in GB (1e9 bytes) per GPU.
enum class ValidationMetric {
    MemoryAllocatedGb, // torch.cuda.max_memory_allocated
    MemoryReservedGb,  // torch.cuda.max_memory_reserved = allocated + allocator reserve
    MemoryTotalGb,     // nvidia-smi: reserved + CUDA context
    TrainingTokensPerSecondPerGpu,
    TrainingTokensPerSecond, // all GPUs
    TrainingGpuHours,
    TrainingStepSeconds,
    ServingTokensPerSecond, // output tokens, all GPUs of the scenario
    ServingTokensPerSecondPerGpu,
    TimeToFirstTokenSeconds,
    TimePerOutputTokenSeconds,
    RequestLatencySeconds,
};

// The groups the suite reports a median and a worst error for.
enum class ValidationGroup { TrainingMemory, ServingMemory, TrainingTime, ServingThroughput, Latency };
constexpr int kValidationGroupCount = 5;

struct ValidationCase {
    std::string id; // the file name without .json
    ValidationMetric metric = ValidationMetric::MemoryAllocatedGb;
    double measured = 0;       // converted to the metric's unit (GB, tokens/s, GPU-h, s)
    double publishedValue = 0; // as published
    std::string publishedUnit;
    std::string what; // what was measured and how
    std::string url;
    std::string date;  // of the source (YYYY-MM or YYYY-MM-DD)
    std::string where; // table / row / section in the source
    std::vector<std::string> assumptions;
    // Optional labels the report breaks the errors down by (docs/validation.md): the training framework
    // (llm_foundry, nemo, torchtitan, ...), the serving engine (vllm, tensorrt_llm, hf_transformers, ...) and
    // the GPU vendor. Empty when the case does not say.
    std::string framework;
    std::string servingEngine;
    std::string vendor;
    Scenario scenario;
};

struct ValidationCaseParse {
    std::optional<ValidationCase> validationCase;
    std::vector<FieldError> errors; // JSON path of the field and the reason
};

class ValidationCases {
public:
    static constexpr std::size_t kMaxFileBytes = 1 << 20; // a case is a few KB; refuse anything absurd
    // Nesting is bounded by the shared reader (json/BoundedJson.h, gp::jsonio::kMaxDepth = 64).

    // Parses one case; never throws. `id` names the case in messages and the report.
    static ValidationCaseParse fromText(const std::string& text, const std::string& id);

    static std::string metricName(ValidationMetric m);
    static std::optional<ValidationMetric> parseMetric(const std::string& s);
    // The unit the estimate gives the metric in ("GB", "tokens/s", "GPU-h", "s").
    static std::string metricUnit(ValidationMetric m);
    // The published unit converted to the metric's: GiB/MiB/MB -> GB, ms -> s, "M GPU-h" -> GPU-h.
    // Empty when the unit does not fit the metric.
    static std::optional<double> toMetricUnit(ValidationMetric m, double value, const std::string& unit);

    static ValidationGroup groupOf(const ValidationCase& c);
    // The label of the per-framework table: the serving engine when given, else the framework, else
    // "unspecified".
    static std::string frameworkLabel(const ValidationCase& c);
    // The case's vendor when given, else the vendor prefix of the scenario's GPU key ("nvidia-h100-sxm" ->
    // "nvidia", "amd-mi300x" -> "amd"; the shipped catalog's keys all start with their vendor), else
    // "unspecified".
    static std::string vendorLabel(const ValidationCase& c);
    static std::string groupName(ValidationGroup g); // "training memory", ...
    static std::string groupKey(ValidationGroup g);  // "training_memory", ... (baseline file keys)
};

} // namespace gp
