// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Everything a .gpuplan file holds, as one plain value: what WorkspaceJson converts and what
// Workspace wraps with undo and estimates. Equality compares every field (round-trip tests use it).
#include "WhatIfOverrides.h"
#include "WorkspaceChecklist.h"
#include "WorkspaceScenario.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QVector>

// A TCO analysis the wizard added: its inputs exactly as TcoJson writes them (docs/tco-format.md), kept
// verbatim so nothing is lost when the catalog changes; they are checked and analysed against the
// catalog when shown (WorkspaceTco.h).
struct WorkspaceTcoAnalysis {
    QString id;
    QString name;
    nlohmann::json inputs;
    bool operator==(const WorkspaceTcoAnalysis& o) const { return id == o.id && name == o.name && inputs == o.inputs; }
};

struct WorkspaceData {
    QString title;
    QString customer; // customer or project name
    QString notes;
    QString currency = QStringLiteral("USD"); // ISO 4217; every money figure is shown in it
    QVector<WorkspaceScenario> scenarios;
    WhatIfOverrides whatIf;
    QVector<WorkspaceTcoAnalysis> tcoAnalyses;
    QVector<WorkspaceChecklistEvaluation> checklistEvaluations; // v4

    bool operator==(const WorkspaceData& other) const;
    int indexOf(const QString& scenarioId) const; // -1 when absent
};
