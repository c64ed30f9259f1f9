// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One scenario as the workspace holds it: the engine's Scenario value plus what only the document
// cares about (a stable id that survives renames and reorders, the display name, colour and notes).
#include "planning/Scenario.h"

#include <QColor>
#include <QString>

// Where the plan's data may go, as the workload wizard asked it (issue 31: residency is part of the plan, not only
// words in its name and notes). The plan header, the why panel, the checklist's inputs and the proposal read it.
// Saved in the .gpuplan as the scenario's "residency" object, only when set (an older file has none: no constraint).
struct DataResidency {
    bool indiaOnly = false;           // the data must stay in India: only offers hosted in India
    bool personalDataInIndia = false; // personal data of people in India: the DPDP Act 2023 applies
    bool any() const { return indiaOnly || personalDataInIndia; }
    bool operator==(const DataResidency&) const = default;
};

struct WorkspaceScenario {
    QString id;    // stable (UUID without braces); never shown
    QString name;  // authoritative; copied into scenario.name before estimating
    QColor colour; // used by the list, the comparison header and every chart
    QString notes;
    gp::Scenario scenario;
    DataResidency residency;

    // A new id, for add and duplicate.
    static QString newId();
    // Compares every field, the Scenario through its JSON form (gp::Scenario has no operator==).
    bool operator==(const WorkspaceScenario& other) const;
};
