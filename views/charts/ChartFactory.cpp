// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChartFactory.h"

#include <QObject>

#include <iterator>

namespace {
// A category label that says why a bar is missing rather than drawing a misleading zero.
QString categoryLabel(const ChartScenario& s, bool applicable, const QString& notApplicable = QString())
{
    if (!s.valid)
        return QObject::tr("%1 (invalid)").arg(s.name);
    if (!applicable)
        return QObject::tr("%1 (%2)").arg(s.name, notApplicable.isEmpty() ? QObject::tr("n/a") : notApplicable);
    if (!s.fits)
        return QObject::tr("%1 (does not fit)").arg(s.name);
    if (!s.meetsTarget)
        return QObject::tr("%1 (misses target)").arg(s.name);
    return s.name;
}

// A plan that does not fit in its GPUs' memory, or misses its serving target, keeps its bar, faded: it is a
// figure, not an option (its cost is for what it achieves, not for what was asked).
QColor barColour(const ChartScenario& s)
{
    QColor c = s.colour;
    if ((!s.fits || !s.meetsTarget) && c.isValid())
        c.setAlpha(80);
    return c;
}

// "Memory per GPU (\u2020 = changed by the what-if)": the legend of the what-if mark on scenario names.
QString titleWithWhatIfNote(const QString& title, const QVector<ChartScenario>& scenarios)
{
    const QString note = whatIfChartNote(scenarios);
    return note.isEmpty() ? title : QStringLiteral("%1 (%2)").arg(title, note);
}

ChartSpec barsSpec(const ChartBars& bars, const QString& id, const QString& title, const QString& axis,
                   const QString& seriesName, const QString& emptyMessage)
{
    ChartSpec spec;
    spec.kind = ChartKind::Bars;
    spec.id = id;
    spec.title = titleWithWhatIfNote(title, bars.scenarios);
    spec.yTitle = axis;
    spec.emptyMessage = emptyMessage;
    QVector<double> values;
    bool any = false;
    for (int i = 0; i < bars.scenarios.size(); ++i) {
        const bool applicable = i < bars.applicable.size() ? bars.applicable[i] : true;
        const double v = applicable && bars.scenarios[i].valid && i < bars.values.size() ? bars.values[i] : 0.0;
        any = any || (applicable && bars.scenarios[i].valid);
        spec.categories.append(
            categoryLabel(bars.scenarios[i], applicable, i < bars.missingWhy.size() ? bars.missingWhy[i] : QString()));
        spec.categoryColours.append(barColour(bars.scenarios[i]));
        values.append(v);
    }
    if (any)
        spec.series.append({seriesName, QColor(), values, {}, false, {}});
    return spec;
}
} // namespace

ChartSpec ChartFactory::costPerResult(const ChartBars& bars, const QString& currency)
{
    return barsSpec(bars, QStringLiteral("cost-per-result"),
                    bars.title.isEmpty() ? QObject::tr("Cost per result (cheapest offer)") : bars.title,
                    bars.axis.isEmpty() ? QObject::tr("%1 per result").arg(currency) : bars.axis, costPerResultSeries(),
                    bars.scenarios.isEmpty()
                        ? QObject::tr("No scenario yet: add one to compare plans.")
                        : QObject::tr("No scenario has a priced offer yet: tick offers under Pricing."));
}

ChartSpec ChartFactory::timeToResult(const ChartBars& bars)
{
    return barsSpec(bars, QStringLiteral("time-to-result"),
                    bars.title.isEmpty() ? QObject::tr("Time to result") : bars.title,
                    bars.axis.isEmpty() ? QObject::tr("Wall-clock hours") : bars.axis, timeSeries(),
                    bars.scenarios.isEmpty() ? QObject::tr("No scenario yet: add one to compare plans.")
                                             : QObject::tr("No scenario has an estimate yet."));
}

QColor ChartFactory::componentColour(int index, bool dark)
{
    // Tableau 10 (Stone 2016): distinct in print and for most colour-vision deficiencies.
    static const QColor light[] = {QColor(0x4e79a7), QColor(0xf28e2b), QColor(0x59a14f), QColor(0xe15759),
                                   QColor(0xb07aa1), QColor(0x76b7b2), QColor(0xedc948), QColor(0xff9da7),
                                   QColor(0x9c755f), QColor(0xbab0ac), QColor(0x86bcb6), QColor(0xd4a6c8)};
    const QColor c = light[index % int(std::size(light))];
    return dark ? c.lighter(115) : c;
}

ChartSpec ChartFactory::memoryPerGpu(const ChartMemoryStacks& stacks)
{
    ChartSpec spec;
    spec.kind = ChartKind::StackedBars;
    spec.id = QStringLiteral("memory-per-gpu");
    spec.title = titleWithWhatIfNote(QObject::tr("Memory per GPU"), stacks.scenarios);
    spec.yTitle = QObject::tr("GB per GPU");
    spec.markerName = QObject::tr("Usable memory of the GPU");
    spec.emptyMessage = QObject::tr("No scenario has a memory estimate yet.");
    bool any = false;
    for (int s = 0; s < stacks.scenarios.size(); ++s) {
        spec.categories.append(categoryLabel(stacks.scenarios[s], true));
        spec.categoryColours.append(stacks.scenarios[s].colour);
        if (stacks.scenarios[s].valid && s < stacks.usableGb.size()) {
            spec.markers.append({s, stacks.usableGb[s], {}});
            any = true;
        }
    }
    if (!any)
        return spec;
    for (int c = 0; c < stacks.components.size(); ++c) {
        ChartSeries series;
        series.name = stacks.components[c];
        series.colour = componentColour(c, false);
        for (int s = 0; s < stacks.scenarios.size(); ++s)
            series.values.append(stacks.scenarios[s].valid && s < stacks.values.size() && c < stacks.values[s].size()
                                     ? stacks.values[s][c]
                                     : 0.0);
        spec.series.append(series);
    }
    return spec;
}

ChartSpec ChartFactory::costVersusTime(const ChartPareto& pareto, const QString& currency)
{
    ChartSpec spec;
    spec.kind = ChartKind::Scatter;
    spec.id = QStringLiteral("cost-vs-time");
    QVector<ChartScenario> scenarios;
    for (const ChartParetoPoint& p : pareto.points)
        scenarios.append(p.scenario);
    spec.title = titleWithWhatIfNote(QObject::tr("Cost against time (Pareto front joined)"), scenarios);
    // The axes say what the points are: training runs (hours, cost per run) or serving plans (request
    // latency, cost per million output tokens).
    spec.xTitle = pareto.serving ? QObject::tr("Request latency (seconds)") : QObject::tr("Time to result (hours)");
    spec.yTitle = pareto.serving ? QObject::tr("Cost per million output tokens (%1)").arg(currency)
                                 : QObject::tr("Cost per run (%1)").arg(currency);
    spec.emptyMessage = QObject::tr("No scenario has both a time and a cost yet.");
    if (pareto.frontOrder.size() > 1) {
        ChartSeries front;
        front.name = paretoSeries();
        front.colour = QColor(0x80, 0x80, 0x80);
        front.connect = true;
        for (int i : pareto.frontOrder)
            if (i >= 0 && i < pareto.points.size()) {
                front.points.append(QPointF(pareto.points[i].time, pareto.points[i].cost));
                front.pointLabels.append(pareto.points[i].scenario.name);
            }
        spec.series.append(front);
    }
    for (const ChartParetoPoint& p : pareto.points) {
        ChartSeries s;
        s.name = p.scenario.name;
        s.colour = p.scenario.colour;
        s.points = {QPointF(p.time, p.cost)};
        s.pointLabels = {p.scenario.name};
        spec.series.append(s);
    }
    return spec;
}

ChartSpec ChartFactory::cumulativeCost(const ChartCumulativeCost& cost, const QString& currency)
{
    ChartSpec spec;
    spec.kind = ChartKind::Lines;
    spec.id = QStringLiteral("cumulative-cost");
    spec.title = titleWithWhatIfNote(QObject::tr("Cumulative cost (GPUs around the clock + DevOps)"), cost.scenarios);
    spec.xTitle = QObject::tr("Months");
    spec.yTitle = QObject::tr("Cumulative cost (%1)").arg(currency);
    spec.emptyMessage = QObject::tr("No scenario has an hourly offer to run a monthly cost from.");
    for (int s = 0; s < cost.scenarios.size(); ++s) {
        if (!cost.scenarios[s].valid || s >= cost.cumulative.size() || s >= cost.monthlyCost.size() ||
            cost.monthlyCost[s] <= 0)
            continue;
        ChartSeries series;
        series.name = cost.scenarios[s].name;
        series.colour = cost.scenarios[s].colour;
        series.note = cost.monthlyFormula.value(s);
        for (int m = 0; m < cost.cumulative[s].size(); ++m)
            series.points.append(QPointF(m, cost.cumulative[s][m]));
        spec.series.append(series);
    }
    return spec;
}
