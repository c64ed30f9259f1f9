// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The "checklist_evaluations" array of a .gpuplan (schema v4, docs/workspace-format.md) <-> its values.
// The reader type-checks every access (no nlohmann exception escapes; WorkspaceJson::fromJson catches any
// left as a backstop), bounds every count, range-checks every number and integer, and names the JSON path
// of the first problem.
#include "WorkspaceChecklist.h"

#include <nlohmann/json.hpp>

#include <QString>

namespace WorkspaceChecklistJson {

// Counts a file may hold; more is refused with the limit in the message. Sixteen candidates is the
// checklist request's own limit (ChecklistJson.cpp); the others leave room for a team's own questions.
constexpr std::size_t kMaxEvaluations = 64;
constexpr std::size_t kMaxPlatforms = 16;
constexpr std::size_t kMaxCriteria = 64;
constexpr std::size_t kMaxAnswers = 64;
constexpr std::size_t kMaxGaps = 64;
constexpr std::size_t kMaxNotes = 16;
constexpr int kMaxNodeCount = 1'000'000; // nodes, and GPUs per node: the what-if GPU count's bound

nlohmann::json toJson(const QVector<WorkspaceChecklistEvaluation>& evaluations);
nlohmann::json toJson(const WorkspaceChecklistEvaluation& evaluation);

// Reads `list` (the value at `path`, "$.checklist_evaluations"); false with *error ("path: message").
bool fromJson(const nlohmann::json& list, const QString& path, QVector<WorkspaceChecklistEvaluation>& out,
              QString* error);

} // namespace WorkspaceChecklistJson
