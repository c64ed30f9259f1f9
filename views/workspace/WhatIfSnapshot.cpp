// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WhatIfSnapshot.h"

#include "document/WhatIfDescription.h"
#include "document/Workspace.h"

#include <QCoreApplication>
#include <QStringList>

namespace {
QString tr(const char* text) { return QCoreApplication::translate("WhatIfSnapshot", text); }
} // namespace

WorkspaceScenario WhatIfSnapshot::of(const Workspace& workspace, int index)
{
    const WorkspaceScenario& own = workspace.scenario(index);
    const WhatIfOverrides& w = workspace.whatIf();
    // What a scenario can carry: the catalog-wide knobs (prices, the rupee's rate) and the DevOps cost, which
    // never reaches a scenario's figures, are left out of the name.
    WhatIfOverrides carried = w;
    carried.priceFactorPercent = 100;
    carried.exchangeRateUnitsPerUsd.reset();
    carried.devOpsHoursPerMonth = 0;
    carried.devOpsHourlyRate = 0;
    WorkspaceScenario snapshot;
    snapshot.scenario = workspace.effectiveScenario(index);
    snapshot.name =
        QString::fromStdString(whatIfSnapshotName(own.name.toStdString(), carried, workspace.ownScenario(index),
                                                  snapshot.scenario, workspace.effectiveCatalog()));
    QStringList notCarried;
    if (w.priceFactorPercent != 100)
        notCarried << tr("prices at %1% of the catalog").arg(w.priceFactorPercent);
    if (w.exchangeRateUnitsPerUsd)
        notCarried << tr("%1 at %2 per USD")
                          .arg(QString::fromLatin1(WhatIfOverrides::kExchangeRateCurrency))
                          .arg(*w.exchangeRateUnitsPerUsd);
    snapshot.notes = own.notes;
    if (!notCarried.isEmpty()) {
        const QString note = tr("Snapshot taken with the what-if %1. Those are catalog-wide, not part of a "
                                "scenario: this one is priced at the catalog's prices and rates.")
                                 .arg(notCarried.join(tr(" and ")));
        snapshot.notes =
            snapshot.notes.trimmed().isEmpty() ? note : snapshot.notes.trimmed() + QStringLiteral("\n") + note;
    }
    return snapshot;
}
