// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalPriceAge.h"

#include "ProposalBlocks.h"
#include "document/PlanPriceAge.h"
#include "document/Workspace.h"

#include <QCoreApplication>

namespace ProposalPriceAge {

QVector<ProposalBlock> blocks(const Workspace& workspace, const QDate& date, int staleDays)
{
    const QDate day = date.isValid() ? date : QDate::currentDate();
    const PlanPriceAge::Summary summary =
        PlanPriceAge::summarise(workspace, gp::CivilDate{day.year(), day.month(), day.day()}, staleDays);
    const QString text = PlanPriceAge::sentence(summary, workspace.effectiveCatalog());
    if (text.isEmpty())
        return {};
    return {ProposalBlocks::subheading(QCoreApplication::translate("ProposalContentBuilder", "Price age")),
            ProposalBlocks::paragraph(text)};
}

} // namespace ProposalPriceAge
