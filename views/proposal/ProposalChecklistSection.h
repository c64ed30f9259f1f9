// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal's platform checklist section (issue 14: "the checklist scores" among the charts, and "the
// checklist's gaps" for the recommended plan): for each evaluation the workspace keeps for a scenario in
// the proposal, the criterion scores as a chart, the scores and gap counts as a table, the gaps (blocking
// first), the team's own answers, and the DPDP caution where the workload processes personal data of people
// in India. Evaluations of the recommended plan come first. A workspace that keeps none gets no section.
// Every figure is the kept evaluation's own (WorkspaceChecklist.h): nothing is re-evaluated here.
#include "ProposalContent.h"

class Workspace;

namespace ProposalChecklistSection {
// `recommended`: the index of the recommended scenario in `workspace`, or -1.
void append(QVector<ProposalBlock>& blocks, const Workspace& workspace, int recommended);
} // namespace ProposalChecklistSection
