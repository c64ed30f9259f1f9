// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Scenario <-> JSON (schema: docs/scenario-schema.md). fromJson never throws: every problem comes back
// as a FieldError naming the JSON path ("training.micro_batch") and the reason. It reads schema versions 1
// and 2: version 2 only adds inputs, each with a default that computes what version 1 did, so a version 1
// file migrates by taking those defaults (and a key or value new in version 2 is refused in a version 1
// file, naming the version it needs). toJson always writes version 2.
#include "Estimate.h"
#include "Scenario.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

struct ScenarioParse {
    std::optional<Scenario> scenario;
    std::vector<FieldError> errors;
    bool ok() const { return scenario.has_value() && errors.empty(); }
};

class ScenarioJson {
public:
    static nlohmann::json toJson(const Scenario& scenario);
    static ScenarioParse fromJson(const nlohmann::json& json);
    // Parses text first; a syntax error is one FieldError with an empty path.
    static ScenarioParse fromText(const std::string& text);

    // A custom model architecture, keys as the catalog's models table (docs/catalog-format.md), plus
    // tie_word_embeddings (schema version 2, written only when true; the catalog's column is `embeddings`, v6).
    static nlohmann::json modelToJson(const ModelArchitecture& model);

    // Enum spellings used in the JSON (and handy for the command line and reports).
    static std::string_view name(Task v);
    static std::string_view name(TrainPrecision v);
    static std::string_view name(Optimizer v);
    static std::string_view name(Recompute v);
    static std::string_view name(WeightFormat v);
    static std::string_view name(KvPrecision v);
    static std::string_view name(LossKernel v);
    static std::string_view name(Batching v);
    static std::string_view name(ServingEngine v);
    static std::optional<ServingEngine> parseServingEngine(std::string_view s);
    static std::string_view name(Framework v);
    static std::string_view name(PrefillMode v);
    static std::string_view name(OutputHead v);
    static std::optional<Task> parseTask(std::string_view s);
    static std::optional<TrainPrecision> parsePrecision(std::string_view s);
    static std::optional<Optimizer> parseOptimizer(std::string_view s);
    static std::optional<Recompute> parseRecompute(std::string_view s);
    static std::optional<WeightFormat> parseWeightFormat(std::string_view s);
    static std::optional<KvPrecision> parseKvPrecision(std::string_view s);
    static std::optional<LossKernel> parseLossKernel(std::string_view s);
};

} // namespace gp
