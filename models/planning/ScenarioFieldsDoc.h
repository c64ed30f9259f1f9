// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The field tables of docs/scenario-schema.md, written from the field list (ScenarioFields.h), so the
// schema docs name the same ranges, units and tasks as the editor and the validator. The docs mark each
// generated table with <!-- fields: training --> ... <!-- end fields -->; tst_scenariofields fails when the
// committed tables differ (GP_REGENERATE_GOLDEN=1 rewrites them).
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// The JSON objects whose fields have a generated table, in the list's order ("model.custom", "training", ...).
std::vector<std::string> scenarioFieldObjects();
// The markdown table of the fields directly inside `object`.
std::string scenarioFieldsTable(std::string_view object);
// `markdown` with every generated block replaced by the current table (unknown objects are left as they are).
std::string withGeneratedFieldTables(const std::string& markdown);

} // namespace gp
