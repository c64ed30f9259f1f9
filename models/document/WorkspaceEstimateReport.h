// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Headless estimate of a whole .gpuplan workspace: every scenario with the what-if overrides applied,
// as one JSON document whose per-scenario objects are exactly `gpu-planner estimate SCENARIO.json`'s.
// OWNER: workspace document work (issue 4). Called by app/commands/EstimateCommand.cpp.
#include "planning/CatalogSnapshot.h"

#include <QByteArray>
#include <QString>

struct WorkspaceEstimateReport {
    int exitCode = 0; // 0 ok, 1 the file could not be read, 2 invalid file content (message in error)
    QByteArray json;  // the report, indented
    QString error;    // names the file, the place and the reason
};

WorkspaceEstimateReport estimateWorkspaceFile(const QString& path, const gp::CatalogSnapshot& catalog);
