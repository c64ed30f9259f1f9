// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// TCO inputs <-> JSON (docs/tco-format.md) and the analysis -> JSON (docs/tco-output.md). Reading starts
// from the catalog defaults (TcoDefaults) and applies what the file gives; text goes through the shared
// bounded reader (models/json/BoundedJson: size, depth, duplicate keys). It never throws: every problem
// is a FieldProblem naming the JSON path. Unknown keys are refused (a typo must not silently keep a default).
#include "TcoAnalysis.h"
#include "TcoDefaults.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gp::tco {

struct InputsParse {
    std::optional<Inputs> inputs;
    std::vector<FieldProblem> errors;
    bool ok() const { return inputs.has_value() && errors.empty(); }
};

class TcoJson {
public:
    static InputsParse fromText(const std::string& text, const CatalogSnapshot& catalog);
    static InputsParse fromJson(const nlohmann::json& json, const CatalogSnapshot& catalog);
    // Everything needed to read the inputs back unchanged (options carry their prices, not only offers).
    static nlohmann::json toJson(const Inputs& in);
    static nlohmann::json analysisToJson(const Analysis& analysis, const Inputs& in);
};

} // namespace gp::tco
