// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Schema migrations of the .gpuplan document, in code, one step per version:
//   v1 -> v2: scenarios gain "colour" and "notes"; what_if gains "devops_hours_per_month" and
//             "devops_hourly_rate" (v1 had no per-scenario presentation and no DevOps knobs).
//   v2 -> v3: "tco_analyses" (the TCO wizard's saved analyses), empty for a v2 document.
//   v3 -> v4: "checklist_evaluations" (the checklist wizard's saved evaluations), empty for a v3 document.
//   v4 -> v5: "offer_prices" (the prices the plan was made with), empty here: a document has no catalog, so
//             Workspace fills them in from the catalog it is opened with (PlanPrices::fillMissing) and says so.
//   v5 -> v6: "catalog" (the catalog the plan was saved with, CatalogIdentity), absent here: an older file does
//             not know its catalog, and opening it says nothing about one.
// A document newer than WorkspaceJson::kSchemaVersion is refused (never guessed at).
#include <nlohmann/json.hpp>

#include <QString>

namespace WorkspaceMigrations {

// Migrates `document` in place up to `targetVersion`. Returns false with *error on a version it cannot
// read (missing, not an integer, < 1, or newer than targetVersion).
bool migrate(nlohmann::json& document, int targetVersion, QString* error);

} // namespace WorkspaceMigrations
