// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Turns a ChartSpec into Qt Charts objects (and updates them in place when only numbers changed).
// Internal to views/charts/: ChartView shows what it builds, and the PNG/SVG/PDF export builds a second,
// off-screen chart from the same spec so a saved chart never depends on the window's size.
#include "ChartSpec.h"

#include <QFont>
#include <QPointF>

class QChart;

struct ChartStyle {
    bool dark = false;
    QFont font; // the widget's font (workshop mode enlarges it)
};

class ChartBuilder {
public:
    // Clears `chart` and draws `spec` on it.
    static void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style);
    // True when `a` and `b` differ only in their numbers, so update() can be used.
    static bool sameShape(const ChartSpec& a, const ChartSpec& b);
    // Replaces the numbers of a chart built from a spec of the same shape, then rescales the axes.
    // A value axis keeps its drawn range while the new numbers still fit it and fill at least half of
    // it, so a what-if drag moves the bars rather than the scale (and skips a full chart layout).
    static void update(QChart* chart, const ChartSpec& spec);
    // Tilts category labels when they would not fit side by side in `plotWidth` pixels.
    static void fitCategoryLabels(QChart* chart, const ChartSpec& spec);
    // Whether what a layer of ours draws (BarLayer: bars and labels) lies inside the chart's rectangle.
    static bool drawnInside(const QChart* chart);
    // The category labels a Bars chart draws itself (BarLayer), as drawn; empty for any other chart.
    static QStringList drawnBarLabels(const QChart* chart);
    static QVector<QPointF> plottedPoints(const QChart* chart, const ChartSpec& spec, const QString& seriesName);
    // The note a line series shows on hover (ChartSeries::note); empty when there is none.
    static QString plottedNote(const QChart* chart, const QString& seriesName);
};
