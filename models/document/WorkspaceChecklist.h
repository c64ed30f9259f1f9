// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A platform checklist evaluation kept in the .gpuplan (schema v4, issue 13 "Kept with the plan"): what the
// checklist wizard showed when the user pressed "Add to workspace", so the window can show it again and the
// proposal can print it.
//
// Why the RESULT is stored and not only the inputs: re-running an evaluation needs the catalog (the sourced
// platform facts, every provider's on-demand prices, the link catalog behind the engine's all-reduce times),
// and a catalog edit or a new shipped catalog would then silently change scores, gaps and the answers the
// user confirmed. So the evaluation keeps its result as evaluated (each answer with its source and as-of
// date, each criterion score with the figure it came from, evaluatedOn) and, beside it, its inputs (the
// scenario, the providers, the personal-data flag, the weights) so the wizard can evaluate it again against
// today's catalog when the user asks. Plain values: no widget, no catalog.
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

struct WorkspaceChecklistAnswer {
    // Catalog: prefilled from a sourced catalog fact and not confirmed; Confirmed: the same, confirmed by
    // the user; User: the user's own answer (typed over the prefill, or where no source said);
    // Unknown: no source says and the user did not answer. An unknown answer stays unknown, never a guess.
    enum class Origin { Catalog, Confirmed, User, Unknown };
    QString question; // checklist_questions.key
    QString text;     // the question as asked
    QString answer;   // "unknown" for Origin::Unknown
    Origin origin = Origin::Unknown;
    QString source; // the catalog fact's source and as-of date; empty for User and Unknown
    QString asOf;
    bool operator==(const WorkspaceChecklistAnswer&) const = default;
};

struct WorkspaceChecklistCriterion {
    QString criterion;           // checklist_criteria.key
    std::optional<double> score; // [0, 1] relative to the best candidate; empty = unknown
    QString basis;               // the figure the score came from, or why it is unknown
    bool operator==(const WorkspaceChecklistCriterion&) const = default;
};

struct WorkspaceChecklistGap {
    QString rule;         // ChecklistGaps.cpp's stable id (gpu-not-offered, dpdp-residency, ...)
    bool blocking = true; // false: a caution
    QString message;
    bool operator==(const WorkspaceChecklistGap&) const = default;
};

struct WorkspaceChecklistPlatform {
    QString provider; // catalog provider key
    QString name;
    double score = 0;                    // [0, 1]
    double knownWeightShare = 0;         // [0, 1]
    std::optional<double> costPerResult; // in the evaluation's cost unit; empty = no priced offer
    QString costOffer;                   // the on-demand offer behind it
    QString costTier;
    QVector<WorkspaceChecklistCriterion> criteria; // in the order of the evaluation's weights
    QVector<WorkspaceChecklistAnswer> answers;
    QVector<WorkspaceChecklistGap> gaps;
    bool operator==(const WorkspaceChecklistPlatform&) const = default;
};

struct WorkspaceChecklistWeight {
    QString criterion; // checklist_criteria.key
    QString name;
    double weight = 0; // 0 to 100
    bool operator==(const WorkspaceChecklistWeight&) const = default;
};

struct WorkspaceChecklistEvaluation {
    QString id;
    QString name;
    QString evaluatedOn;  // ISO 8601 date of the catalog state it shows
    QString scenarioId;   // the workspace scenario it was made for (it may have been removed since)
    QString scenarioName; // as it was named then
    QString workload;     // pretraining, fine_tuning or serving
    QString gpu;          // the plan's GPU, as the catalog names it
    int nodes = 1;
    int gpusPerNode = 1;
    QString costUnit; // what costPerResult is ("per run, USD")
    bool personalDataIndia = false;
    QVector<WorkspaceChecklistWeight> weights;
    QVector<WorkspaceChecklistPlatform> platforms;
    QStringList notes; // the DPDP caution when personalDataIndia
    bool operator==(const WorkspaceChecklistEvaluation&) const = default;

    int blockingGapCount() const;
};

// The origin as stored ("catalog", "confirmed", "user", "unknown") and back; false for another word.
QString checklistOriginName(WorkspaceChecklistAnswer::Origin origin);
bool checklistOriginFromName(const QString& name, WorkspaceChecklistAnswer::Origin* origin);
