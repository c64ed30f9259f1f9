// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One scenario as the workspace holds it: the engine's Scenario value plus what only the document
// cares about (a stable id that survives renames and reorders, the display name, colour and notes).
#include "planning/Scenario.h"

#include <QColor>
#include <QString>

// Where the plan's data may go: a field of the engine's Scenario (gp::DataResidency), so the workspace, the CLI
// and the search read one answer.
using DataResidency = gp::DataResidency;

struct WorkspaceScenario {
    QString id;    // stable (UUID without braces); never shown
    QString name;  // authoritative; copied into scenario.name before estimating
    QColor colour; // used by the list, the comparison header and every chart
    QString notes;
    gp::Scenario scenario; // scenario.residency: where the plan's data may go

    // A new id, for add and duplicate.
    static QString newId();
    // Compares every field, the Scenario through its JSON form (gp::Scenario has no operator==).
    bool operator==(const WorkspaceScenario& other) const;
};
