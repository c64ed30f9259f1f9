// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The sensitivity tornado: one row per input, largest swing on top, a bar for the input at -20% and one
// at +20%, each the change of the answer from the baseline (either side of 0). Internal to views/charts/
// (ChartBuilder dispatches ChartKind::Tornado here).
#include "ChartBuilder.h"

class QChart;

namespace TornadoChart {
void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style);
// After the layout has run: the input names shrink (to 60% at most) until each fits its row. Qt Charts hides a
// category label that would touch its neighbour, so eight rows in a 1280 x 800 wizard showed three names.
void fitLabels(QChart* chart);
} // namespace TornadoChart
