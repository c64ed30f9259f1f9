// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// WorkspaceData <-> the JSON of a .gpuplan file (no file I/O here; WorkspaceFile does that).
// Document: {"format": "gpu-planner-workspace", "schema_version": N, "title", "customer", "notes",
// "currency", "what_if": {...}, "scenarios": [{"id", "name", "colour", "notes", "scenario": {...}}],
// "tco_analyses": [{"id", "name", "inputs": {...}}] (v3; inputs as docs/tco-format.md),
// "checklist_evaluations": [{...}]} (v4; WorkspaceChecklistJson, docs/workspace-format.md),
// "offer_prices": [{...}] (v5; the prices the plan was made with, WorkspacePricesJson),
// "catalog": {...} (v6, optional; the catalog the plan was saved with, CatalogIdentity).
// Scenario objects are exactly ScenarioJson's. Older schema versions are migrated first (WorkspaceMigrations).
#include "WorkspaceData.h"

#include <nlohmann/json.hpp>

#include <QString>

namespace WorkspaceJson {

constexpr const char* kFormat = "gpu-planner-workspace";
constexpr int kSchemaVersion = 6;
// The scenario limit (docs/input-limits.md), refused with a message that gives it: no workshop needs more,
// and a million scenarios used to run out of memory before the first message. Every text field has a
// length limit (WorkspaceTextLimits: 200 characters for names, 20,000 for notes), checked at load.
constexpr std::size_t kMaxScenarios = 1000;

nlohmann::json toJson(const WorkspaceData& data);

// Fills `out` from a document of any supported schema version. On failure returns false and sets
// *error to one message that says where (JSON path, scenario name) and what is wrong.
bool fromJson(const nlohmann::json& document, WorkspaceData& out, QString* error);

} // namespace WorkspaceJson
