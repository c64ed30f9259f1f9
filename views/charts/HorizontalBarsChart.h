// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One bar per category, drawn sideways so long names (a provider, its GPU and its tier) read whole on the
// left instead of being cut under upright bars: the TCO wizard's cost per result. Internal to
// views/charts/ (ChartBuilder dispatches ChartKind::HorizontalBars here).
#include "ChartBuilder.h"

class QChart;

namespace HorizontalBarsChart {
void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style);
// Shortens the row labels (in the middle) to a third of the chart's width: Qt Charts gives the left axis
// no more and cuts longer labels off at the chart's edge. The bar's tooltip keeps the whole name.
void fitLabels(QChart* chart, const ChartSpec& spec);
// What is drawn for category c of the spec (spec order, top first), read back from the chart.
QVector<QPointF> plotted(const QChart* chart, const ChartSpec& spec);
} // namespace HorizontalBarsChart
