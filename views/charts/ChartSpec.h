// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What a chart shows, as a plain value: the only thing the rest of the app hands to views/charts/.
// Nothing here names a Qt Charts type, so the drawing library (Qt Charts in Qt 6.4, Qt Graphs later)
// can change behind ChartView without touching any caller.
#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

enum class ChartKind {
    Bars,           // one bar per category, each in its category's colour (series[0].values)
    StackedBars,    // categories along x, each series one stacked component; markers = capacity ticks
    Scatter,        // each series a set of points; series with `connect` are drawn as a line too
    Lines,          // each series a line through its points (x = a value axis, e.g. months)
    Tornado,        // horizontal bars either side of 0, one row per category (TornadoChart.cpp): series[0] the
                    // change at the low value, series[1] at the high value
    HorizontalBars, // Bars drawn sideways, the first category on top (HorizontalBarsChart.cpp): long names
    GroupedBars     // categories along x, one bar per series in each group (GroupedBarsChart.cpp); a NaN value
                    // is unknown and draws no bar: the checklist's criteria per platform
};

struct ChartSeries {
    QString name;
    QColor colour;            // invalid = the palette picks one
    QVector<double> values;   // Bars / StackedBars: one value per category
    QVector<QPointF> points;  // Scatter / Lines
    bool connect = false;     // Scatter: draw a line through the points as well (a Pareto front)
    QStringList pointLabels;  // Scatter: optional label per point (tooltip)
    QString note;             // Lines: how the line is worked out (formula, inputs, source), shown on hover
    bool markersOnly = false; // Lines: draw the points as markers, no line (crossover points)
};

// A horizontal mark drawn across one category (StackedBars): e.g. the usable memory of that
// category's GPU, so "does it fit" reads at a glance.
struct ChartMarker {
    int category = 0;
    double value = 0;
    QString label;
};

struct ChartSpec {
    ChartKind kind = ChartKind::Bars;
    QString id; // stable name, used for file names ("cost-per-result")
    QString title;
    QString xTitle; // axis titles carry the unit, e.g. "Cost per run (USD)"
    QString yTitle;
    QStringList categories;          // Bars / StackedBars
    QVector<QColor> categoryColours; // Bars: one per category (the scenarios' colours)
    QVector<ChartSeries> series;
    QVector<ChartMarker> markers;
    QString markerName;       // legend text of the markers, e.g. "Usable memory per GPU"
    QString emptyMessage;     // shown instead of the chart when there is nothing to draw
    double xTickInterval = 0; // Lines: 0 = months (every quarter, or year past two years)
    // Scatter: a base-10 logarithmic y axis, for values spanning decades (a search front from one GPU to
    // hundreds), where a linear axis squashes the cheap points onto the floor. Every y must be > 0.
    bool logY = false;
    bool logX = false; // Scatter: the same for the x axis (times from minutes to weeks); every x must be > 0
    // The legend's type as a share of the chart's (1 = the same): a live chart whose long series names
    // would be cut at the legend's width (Qt Charts gives a right-hand legend a share of the chart).
    double legendFontScale = 1;

    bool isEmpty() const
    {
        for (const auto& s : series)
            if (!s.values.isEmpty() || !s.points.isEmpty())
                return false;
        return true;
    }
};
