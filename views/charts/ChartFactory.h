// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One function per workspace chart: turns the document's plain chart series (itemmodels/ChartData.h,
// computed by ChartDataBuilder from the engine's estimates) into a ChartSpec. No arithmetic here beyond
// choosing labels: every number drawn is the builder's, which is the engine's.
#include "ChartSpec.h"
#include "itemmodels/ChartData.h"

class ChartFactory {
public:
    // Cost per result (cheapest offer) by scenario: training = one run, inference = one hour of serving.
    static ChartSpec costPerResult(const ChartBars& bars, const QString& currency);
    // Wall-clock hours to finish training, by scenario.
    static ChartSpec timeToResult(const ChartBars& bars);
    // Memory per GPU stacked by component, with each scenario's usable GPU capacity as a mark.
    static ChartSpec memoryPerGpu(const ChartMemoryStacks& stacks);
    // Cost against time, one point per scenario, the Pareto front joined.
    static ChartSpec costVersusTime(const ChartPareto& pareto, const QString& currency);
    // Cumulative cost month by month (GPUs around the clock + DevOps), one line per scenario.
    static ChartSpec cumulativeCost(const ChartCumulativeCost& cost, const QString& currency);

    static QString costPerResultSeries() { return QStringLiteral("Cost per result"); }
    static QString timeSeries() { return QStringLiteral("Training time"); }
    static QString paretoSeries() { return QStringLiteral("Pareto front"); }
    static QColor componentColour(int index, bool dark);
};
