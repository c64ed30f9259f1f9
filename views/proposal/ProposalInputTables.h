// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The assumptions' inputs of several scenarios, told once: the inputs every scenario shares (same value,
// same source) in one table, then the inputs that differ side by side, a few scenarios per table, so a
// reader sees what changes between the plans instead of ten near-identical lists (and the document is
// 20 pages shorter for ten scenarios). Plain values in, blocks out.
#include "ProposalContent.h"

#include <QString>
#include <QStringList>
#include <QVector>

struct ProposalScenarioInputs {
    QString name;
    QVector<QStringList> rows; // {input, value, where it comes from}, in the engine's order
    QString error;             // not estimated: why (then rows is empty)
};

namespace ProposalInputTables {
void append(QVector<ProposalBlock>& blocks, const QVector<ProposalScenarioInputs>& scenarios, int scenariosPerTable);
} // namespace ProposalInputTables
