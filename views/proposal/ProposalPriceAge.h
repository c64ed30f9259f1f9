// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal's "Price age" paragraph (issue 33): how old the prices behind its figures are and which are stale
// (PlanPriceAge words it), counted to the proposal's date, with the stale threshold of the app's setting.
#include "ProposalContent.h"

#include <QDate>

class Workspace;

namespace ProposalPriceAge {

// A subheading and the paragraph; nothing when no offer is priced. `date`: the proposal's (invalid = today).
QVector<ProposalBlock> blocks(const Workspace& workspace, const QDate& date, int staleDays);

} // namespace ProposalPriceAge
