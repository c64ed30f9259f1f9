// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The checklist request (what `gpu-planner checklist FILE` reads) and the result it prints; both formats
// are in docs/checklist-format.md. The reader never throws: every problem names its JSON path.
#include "ChecklistAnswers.h"
#include "ChecklistTypes.h"
#include "planning/Scenario.h"

#include <nlohmann/json.hpp>

#include <map>

namespace gp::checklist {

struct ChecklistRequest {
    Scenario scenario;
    std::vector<std::string> providers;
    bool personalDataIndia = false;
    std::map<std::string, double> weights; // by criterion key; missing = the workload's default
};

struct RequestParse {
    std::optional<ChecklistRequest> request;
    std::vector<std::string> errors; // "path: message"
    bool ok() const { return request.has_value() && errors.empty(); }
};

constexpr std::size_t kMaxRequestBytes = 4 * 1024 * 1024;
// Errors reported at once: every one a reader finds, up to this many (the last then says how many more).
constexpr std::size_t kMaxErrors = 20;
void capErrors(std::vector<std::string>& errors);

RequestParse parseChecklistRequest(const std::string& text);

nlohmann::ordered_json checklistResultJson(const PlanFacts& plan, const std::vector<CriterionWeight>& weights,
                                           const std::vector<Question>& questions,
                                           const std::vector<PlatformFacts>& platforms, const Evaluation& evaluation);

} // namespace gp::checklist
