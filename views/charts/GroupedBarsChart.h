// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Grouped bars: categories along x, one bar per series in each group (ChartKind::GroupedBars), e.g. the
// checklist's criteria with one bar per candidate platform. A NaN value is "unknown" and draws no bar (the
// category label says so when no series has a value). Internal to views/charts/ (ChartBuilder dispatches here).
#include "ChartBuilder.h"

class QChart;

namespace GroupedBarsChart {
void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style);
}
