// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The "Find configurations" chart as a ChartSpec: the search's Pareto front of cost against time, the
// cheapest point within the deadline and budget picked out, and the deadline and budget drawn as lines.
// Only copies the search's numbers into the spec (ChartView draws it).
#include "ChartSpec.h"

struct SearchFrontPoint {
    double time = 0; // training: hours; serving: request latency in seconds
    double cost = 0; // training: cost per run; serving: cost per hour
    QString label;   // hover text: GPU, count, offer
};

struct SearchFrontChartInput {
    QVector<SearchFrontPoint> points; // the front, cheapest first
    int marked = -1;                  // index of the cheapest within deadline and budget; -1 = none
    double deadline = 0;              // same unit as time; 0 = none
    double budget = 0;                // same unit as cost; 0 = none
    QString timeTitle;                // "Training time (h)"
    QString costTitle;                // "Cost per run (USD)"
    // The vertical line's legend name and hover text: a training deadline by default; serving draws its
    // latency target there (TTFT + output tokens x time per token), which is not a deadline.
    QString deadlineTitle; // empty: deadlineSeries()
    QString deadlineTip;   // empty: the deadline's text
    QString markedTitle;   // empty: markedSeries()
};

namespace SearchFrontChart {
// From this ratio of the largest to the smallest value on, an axis (cost or time) is logarithmic.
constexpr double kLogAxisSpread = 10.0;
ChartSpec spec(const SearchFrontChartInput& input);
// Short: the cost axis is as tall as the plot, and its title is cut beyond it.
inline QString logTitle(const QString& title) { return title + QStringLiteral(", log"); }
inline QString frontSeries() { return QStringLiteral("Pareto front"); }
inline QString pointsSeries() { return QStringLiteral("Configurations on the front"); }
inline QString markedSeries() { return QStringLiteral("Cheapest within the deadline and budget"); }
inline QString deadlineSeries() { return QStringLiteral("Deadline"); }
inline QString budgetSeries() { return QStringLiteral("Budget"); }
} // namespace SearchFrontChart
