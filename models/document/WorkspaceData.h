// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Everything a .gpuplan file holds, as one plain value: what WorkspaceJson converts and what
// Workspace wraps with undo and estimates. Equality compares every field (round-trip tests use it).
#include "CatalogIdentity.h"
#include "PlanPrice.h"
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
    // v5: the prices the plan was made with, one per offer its scenarios use (PlanPrices.h). The engine prices
    // from these while the plan has them (Workspace's effective catalog).
    QVector<PlanPrice> offerPrices;
    // Not saved and not compared: the file was older than v5 (no stored prices), so the prices were filled in
    // from the catalog it was opened with, and the user is told (PlanPrices::fillNotice).
    bool pricesFromOlderFile = false;
    // v6: the catalog the plan was last saved with (Unknown for an older file); Workspace compares it with the
    // catalog it is opened with (CatalogIdentityText::notice).
    CatalogIdentity catalog;

    bool operator==(const WorkspaceData& other) const;
    int indexOf(const QString& scenarioId) const; // -1 when absent
};
