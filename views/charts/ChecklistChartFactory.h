// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A kept checklist evaluation's criterion scores as a ChartSpec (grouped bars: one group per criterion, one
// bar per platform, 1 = the best of the candidates), for the proposal; the figures are the evaluation's own.
#include "ChartSpec.h"
#include "document/WorkspaceChecklist.h"

namespace ChecklistChartFactory {
ChartSpec criteria(const WorkspaceChecklistEvaluation& evaluation);
}
