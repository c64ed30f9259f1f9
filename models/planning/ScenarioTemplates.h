// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Starting points for a new scenario, so "Add" never shows a column of errors: each template is a
// complete plan built from the catalog it is given (model, GPU, links and the hourly offers of that GPU
// whose instance is the plan's node), with the settings of the shipped examples (examples/*.json). Plain values in,
// plain values out.
#include "CatalogSnapshot.h"
#include "Scenario.h"

#include <optional>
#include <string>

namespace gp {

enum class ScenarioTemplate {
    FineTune8B, // Llama-3-8B-class full fine-tune, 8 GPUs, ZeRO-3, 2 B tokens
    Serve70B,   // Llama-3-70B-class chat serving in 4-bit, 16 concurrent, 2 req/s within 30 s
    PreTrain,   // 8B-class pre-training on 4 nodes x 8 GPUs, 100 B tokens, ZeRO-1
};

struct TemplateChoice {
    ScenarioTemplate kind;
    std::string label; // "Fine-tune an 8B model"
    std::string hint;  // what it sets up
};

// The templates in menu order.
const std::vector<TemplateChoice>& scenarioTemplates();

// The template on `catalog`, or empty when the catalog has no model or no GPU it can use. The model is
// the catalog row nearest the template's size (by parameters; the Llama 3 key when present), the GPU
// the H100 SXM when present, else the GPU with the most memory that has an hourly offer.
std::optional<Scenario> makeScenario(ScenarioTemplate kind, const CatalogSnapshot& catalog,
                                     const std::string& currency);

// A name short enough for a column header: "<model> <task>" ("Llama 3 8B fine-tune").
std::string templateName(const Scenario& scenario, const CatalogSnapshot& catalog);

} // namespace gp
