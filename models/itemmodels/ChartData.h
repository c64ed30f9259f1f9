// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Plain chart series, one struct per chart, filled by ChartDataBuilder: views/charts draws these as
// they are and does no arithmetic of its own. Money is in the workspace currency.
#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

struct ChartScenario {
    QString id;
    QString name;
    QColor colour;
    bool valid = false;      // false: the scenario's estimate failed (drawn as a gap)
    QString error;           // the first field error when invalid
    bool fits = true;        // false: it needs more memory per GPU than its GPU has (a plan that cannot run)
    bool meetsTarget = true; // false: a serving plan that misses its target (ComparisonFigures::isRunnablePlan)
    bool whatIf = false;     // the what-if changed this chart's figure: `name` then ends in the what-if mark
};

// The line a chart's title carries when one of its scenarios is marked what-if (empty otherwise).
QString whatIfChartNote(const QVector<ChartScenario>& scenarios);

// One bar per scenario (cost per run, cost per million tokens, training hours, ...).
struct ChartBars {
    QString title;
    QString unit;
    QString axis; // the value axis, unit included ("USD per training run")
    // Per scenario, why its bar is missing, shown with its name ("serving", "no usable offer"); empty where drawn.
    // Per bar, not per chart: a training plan without a usable offer is not "serving".
    QStringList missingWhy;
    QVector<ChartScenario> scenarios;
    QVector<double> values; // same order; 0 where not applicable (see applicable)
    QVector<bool> applicable;
    // Cost charts: where each bar's price comes from ("Amazon Web Services, us-east-1, on-demand, 8 GPUs
    // billed"); empty for other charts and for bars without a price.
    QStringList sources;
};

// Memory per GPU stacked by component, one stack per scenario, plus each scenario's usable capacity.
struct ChartMemoryStacks {
    QStringList components; // "Weights", "Gradients", ... (only components non-zero somewhere)
    QVector<ChartScenario> scenarios;
    QVector<QVector<double>> values; // [scenario][component], GB per GPU
    QVector<double> usableGb;        // [scenario] usable capacity of its GPU
};

// Cost vs time: every valid scenario of one kind (training or serving) as a point; those on the Pareto
// front (no other is both cheaper and faster) flagged, and the front in drawing order (by time).
struct ChartParetoPoint {
    ChartScenario scenario;
    double time = 0; // in ChartPareto::timeUnit: training wall-clock hours; serving request latency in seconds
    double cost = 0; // training: cost per run; inference: cost per million output tokens (cheapest offer)
    bool onFront = false;
};
struct ChartPareto {
    bool serving = false; // serving plans: latency against cost per million output tokens
    QString timeUnit;     // "h" (training) or "s" (serving)
    QString costUnit;
    QVector<ChartParetoPoint> points;
    QVector<int> frontOrder; // indices into points, by increasing time
};

// Cumulative cost month by month: GPUs rented around the clock at the cheapest hourly offer plus
// DevOps hours x rate.
struct ChartCumulativeCost {
    QString unit;
    int months = 0;
    QVector<ChartScenario> scenarios;
    QVector<double> monthlyCost;         // [scenario] per month (GPUs + DevOps); 0 without a priced offer
    QStringList monthlyFormula;          // [scenario] that figure worked out, with the offer and its source
    QVector<QVector<double>> cumulative; // [scenario][month 0..months], month 0 = 0
};
