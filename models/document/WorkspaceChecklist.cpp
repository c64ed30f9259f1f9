// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceChecklist.h"

int WorkspaceChecklistEvaluation::blockingGapCount() const
{
    int n = 0;
    for (const WorkspaceChecklistPlatform& p : platforms)
        for (const WorkspaceChecklistGap& g : p.gaps)
            n += g.blocking ? 1 : 0;
    return n;
}

QString checklistOriginName(WorkspaceChecklistAnswer::Origin origin)
{
    switch (origin) {
    case WorkspaceChecklistAnswer::Origin::Catalog:
        return QStringLiteral("catalog");
    case WorkspaceChecklistAnswer::Origin::Confirmed:
        return QStringLiteral("confirmed");
    case WorkspaceChecklistAnswer::Origin::User:
        return QStringLiteral("user");
    case WorkspaceChecklistAnswer::Origin::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

bool checklistOriginFromName(const QString& name, WorkspaceChecklistAnswer::Origin* origin)
{
    using O = WorkspaceChecklistAnswer::Origin;
    for (const O o : {O::Catalog, O::Confirmed, O::User, O::Unknown})
        if (name == checklistOriginName(o)) {
            *origin = o;
            return true;
        }
    return false;
}
