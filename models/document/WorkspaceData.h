#pragma once
// Everything a .gpuplan file holds, as one plain value: what WorkspaceJson converts and what
// Workspace wraps with undo and estimates. Equality compares every field (round-trip tests use it).
#include "WhatIfOverrides.h"
#include "WorkspaceScenario.h"

#include <QString>
#include <QVector>

struct WorkspaceData {
    QString title;
    QString customer;            // customer or project name
    QString notes;
    QString currency = QStringLiteral("USD");   // ISO 4217; every money figure is shown in it
    QVector<WorkspaceScenario> scenarios;
    WhatIfOverrides whatIf;

    bool operator==(const WorkspaceData& other) const;
    int indexOf(const QString& scenarioId) const;   // -1 when absent
};
