// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceData.h"

bool WorkspaceData::operator==(const WorkspaceData& other) const
{
    return title == other.title && customer == other.customer && notes == other.notes && currency == other.currency &&
           scenarios == other.scenarios && whatIf == other.whatIf && tcoAnalyses == other.tcoAnalyses &&
           checklistEvaluations == other.checklistEvaluations && offerPrices == other.offerPrices &&
           catalog == other.catalog;
}

int WorkspaceData::indexOf(const QString& scenarioId) const
{
    for (int i = 0; i < scenarios.size(); ++i)
        if (scenarios[i].id == scenarioId)
            return i;
    return -1;
}
