// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoChartFactory.h"

#include <QObject>

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
// A per-hour figure keeps its paise or cents (formatMoney rounds to whole units, for totals).
QString marginal(double v, const std::string& currency)
{
    return QStringLiteral("%1 %2").arg(QString::number(v, 'f', 2), q(currency));
}
} // namespace

QColor TcoChartFactory::optionColour(int index)
{
    // Okabe-Ito, readable by colour-blind viewers (the workspace palette's source, STYLE.md).
    static const QColor palette[] = {QColor(0, 114, 178),   QColor(230, 159, 0),  QColor(0, 158, 115),
                                     QColor(204, 121, 167), QColor(86, 180, 233), QColor(213, 94, 0),
                                     QColor(120, 120, 120), QColor(240, 228, 66)};
    return palette[index % 8];
}

ChartSpec TcoChartFactory::cumulative(const gp::tco::Analysis& a, const gp::tco::Inputs& in)
{
    ChartSpec spec;
    spec.kind = ChartKind::Lines;
    spec.id = QStringLiteral("tco-cumulative");
    spec.title = QObject::tr("Cumulative cost over %1 months").arg(in.horizonMonths);
    spec.xTitle = QObject::tr("Months");
    spec.yTitle = QObject::tr("Cumulative cost (%1)").arg(q(in.currency));
    spec.emptyMessage = QObject::tr("No option could be costed.");
    const auto& options = a.base.options;
    for (int i = 0; i < int(options.size()); ++i) {
        ChartSeries s;
        s.name = q(options[i].name);
        s.colour = optionColour(i);
        s.note = QObject::tr("Per month: compute %1 + power %2 + space %3 + DevOps %4 + VPS %5; upfront %6")
                     .arg(q(gp::tco::TcoAnalysis::formatMoney(options[i].computePerMonth, in.currency)),
                          q(gp::tco::TcoAnalysis::formatMoney(options[i].powerPerMonth, in.currency)),
                          q(gp::tco::TcoAnalysis::formatMoney(options[i].spacePerMonth, in.currency)),
                          q(gp::tco::TcoAnalysis::formatMoney(options[i].devOpsPerMonth, in.currency)),
                          q(gp::tco::TcoAnalysis::formatMoney(options[i].vpsPerMonth, in.currency)),
                          q(gp::tco::TcoAnalysis::formatMoney(options[i].upfront, in.currency)));
        // The margin beside the average: what one more hour of work adds (0 while a held fleet has room).
        s.note += options[i].spareWorkGpuHoursPerMonth
                      ? QObject::tr("\nOne more GPU-hour of work: %1 while the fleet has room (%2 h a month spare)")
                            .arg(marginal(options[i].marginalPerWorkGpuHour, in.currency))
                            .arg(QString::number(*options[i].spareWorkGpuHoursPerMonth, 'f', 0))
                      : QObject::tr("\nOne more GPU-hour of work: %1 (billed per hour used)")
                            .arg(marginal(options[i].marginalPerWorkGpuHour, in.currency));
        for (int m = 0; m < int(options[i].cumulative.size()); ++m)
            s.points.append(QPointF(m, options[i].cumulative[m]));
        spec.series.append(s);
    }
    ChartSeries marks;
    marks.name = crossoverSeries();
    marks.colour = QColor(200, 30, 30);
    marks.markersOnly = true;
    for (const gp::tco::Crossover& c : a.crossovers)
        if (c.month) {
            marks.points.append(QPointF(*c.month, c.cumulativeAtMonth));
            marks.pointLabels.append(
                QObject::tr("%1 overtakes %2").arg(q(options[c.owned].name), q(options[c.rented].name)));
        }
    if (!marks.points.isEmpty())
        spec.series.append(marks);
    return spec;
}

ChartSpec TcoChartFactory::breakEvenCurve(const gp::tco::Analysis& a, const gp::tco::Inputs& in)
{
    ChartSpec spec;
    spec.kind = ChartKind::Lines;
    spec.id = QStringLiteral("tco-break-even");
    spec.title = QObject::tr("Full cost over %1 months by utilisation").arg(in.horizonMonths);
    spec.xTitle = QObject::tr("Utilisation (%)");
    spec.yTitle = QObject::tr("Full cost (%1)").arg(q(in.currency));
    spec.xTickInterval = 10;
    for (int i = 0; i < int(a.base.options.size()); ++i) {
        ChartSeries s;
        s.name = q(a.base.options[i].name);
        s.colour = optionColour(i);
        for (const gp::tco::CurvePoint& p : a.curve)
            if (i < int(p.fullCost.size()))
                s.points.append(QPointF(p.utilisation * 100.0, p.fullCost[i]));
        spec.series.append(s);
    }
    return spec;
}

ChartSpec TcoChartFactory::costPerResult(const gp::tco::Analysis& a, const gp::tco::Inputs& in)
{
    ChartSpec spec;
    spec.kind = ChartKind::HorizontalBars; // option names are long: they read whole down the side
    spec.id = QStringLiteral("tco-cost-per-result");
    const gp::tco::ResultUnit unit = gp::tco::resultUnit(a.base);
    const QString per = unit == gp::tco::ResultUnit::Run             ? QObject::tr("training run")
                        : unit == gp::tco::ResultUnit::MillionTokens ? QObject::tr("million tokens")
                                                                     : QObject::tr("GPU-hour of work");
    spec.title = QObject::tr("Cost per %1 (full cost, averaged over %2 months)").arg(per).arg(in.horizonMonths);
    spec.xTitle = QObject::tr("Cost per %1 (%2)").arg(per, q(in.currency));
    ChartSeries s;
    s.name = QObject::tr("Cost per result");
    for (int i = 0; i < int(a.base.options.size()); ++i) {
        spec.categories << q(a.base.options[i].name);
        spec.categoryColours << optionColour(i);
        s.values << gp::tco::costPerResult(a.base.options[i], unit);
    }
    spec.series.append(s);
    return spec;
}

ChartSpec TcoChartFactory::tornado(const gp::tco::Analysis& a, const gp::tco::Inputs& in)
{
    ChartSpec spec;
    spec.kind = ChartKind::Tornado;
    spec.id = QStringLiteral("tco-tornado");
    spec.emptyMessage = QObject::tr("Only one option: nothing to flip.");
    if (a.runnerUp < 0 || a.base.cheapest < 0)
        return spec;
    // The winner and runner-up are named in the conclusion above the chart; the axis says what is measured.
    spec.xTitle = QObject::tr("Change in the cheapest option's lead over the runner-up (%1)").arg(q(in.currency));
    ChartSeries low, high;
    low.name = lowSeries();
    high.name = highSeries();
    // The inputs that move the lead at all, largest first, at most kTornadoRows (the JSON has every one):
    // a row of empty bars says nothing a board needs, and 15 rows do not fit a wizard page.
    int hidden = 0;
    for (const gp::tco::Sensitivity& t : a.tornado) {
        if (t.swing() <= 0 || spec.categories.size() >= kTornadoRows) {
            ++hidden;
            continue;
        }
        spec.categories << q(t.label);
        low.values << t.changeAtLow;
        high.values << t.changeAtHigh;
    }
    spec.title = hidden > 0 ? QObject::tr("What moves the answer: top %1 of %2 inputs, each -20% / +20%")
                                  .arg(spec.categories.size())
                                  .arg(a.tornado.size())
                            : QObject::tr("What moves the answer: each input -20% / +20%");
    spec.series = {low, high};
    return spec;
}
