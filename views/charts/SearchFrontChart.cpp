// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "SearchFrontChart.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace SearchFrontChart {

ChartSpec spec(const SearchFrontChartInput& in)
{
    ChartSpec s;
    s.kind = ChartKind::Scatter;
    s.id = QStringLiteral("search-front");
    s.title = QStringLiteral("Cost against time: the configurations no other beats on both");
    s.xTitle = in.timeTitle;
    s.yTitle = in.costTitle;
    s.emptyMessage = QStringLiteral("No configuration fits memory with these filters.");
    if (in.points.isEmpty())
        return s;
    // The smallest values start at infinity, not 0: 0 as "none yet" let a zero cost seen first be
    // forgotten, and a logarithmic axis cannot show 0.
    double maxT = 0, maxC = 0;
    double minC = std::numeric_limits<double>::infinity(), minT = std::numeric_limits<double>::infinity();
    ChartSeries front{frontSeries(), QColor(0x56, 0x56, 0x56), {}, {}, true, {}, {}};
    ChartSeries points{pointsSeries(), QColor(0x00, 0x72, 0xb2), {}, {}, false, {}, {}};
    for (const auto& p : in.points) {
        front.points << QPointF(p.time, p.cost);
        points.points << QPointF(p.time, p.cost);
        points.pointLabels << p.label;
        maxT = std::max(maxT, p.time);
        maxC = std::max(maxC, p.cost);
        minC = std::min(minC, p.cost);
        minT = std::min(minT, p.time);
    }
    // A front from one GPU to hundreds spans decades of cost and of time: on linear axes the cheap points
    // sit on the floor and the fast ones on the wall. From a tenfold spread on, an axis is logarithmic
    // (and says so in its title).
    s.logY = minC > 0 && maxC / minC >= kLogAxisSpread;
    s.logX = minT > 0 && maxT / minT >= kLogAxisSpread;
    if (s.logY)
        s.yTitle = logTitle(in.costTitle);
    if (s.logX)
        s.xTitle = logTitle(in.timeTitle);
    // The deadline's and the budget's lines start at the axis' floor: a logarithmic axis has no 0.
    const double floorC = s.logY ? std::pow(10.0, std::floor(std::log10(minC))) : 0.0;
    const double floorT = s.logX ? std::pow(10.0, std::floor(std::log10(minT))) : 0.0;
    std::sort(front.points.begin(), front.points.end(),
              [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    s.series << front << points;
    if (in.marked >= 0 && in.marked < in.points.size()) {
        const auto& m = in.points[in.marked];
        s.series << ChartSeries{in.markedTitle.isEmpty() ? markedSeries() : in.markedTitle,
                                QColor(0xd5, 0x5e, 0x00),
                                {},
                                {QPointF(m.time, m.cost)},
                                false,
                                {m.label},
                                {}};
    }
    if (in.deadline > 0)
        s.series << ChartSeries{in.deadlineTitle.isEmpty() ? deadlineSeries() : in.deadlineTitle,
                                QColor(0xcc, 0x79, 0xa7),
                                {},
                                {QPointF(in.deadline, floorC), QPointF(in.deadline, maxC * 1.05)},
                                true,
                                {},
                                in.deadlineTip.isEmpty()
                                    ? QStringLiteral("The deadline: points to its left finish in time.")
                                    : in.deadlineTip};
    if (in.budget > 0)
        s.series << ChartSeries{budgetSeries(),
                                QColor(0x00, 0x9e, 0x73),
                                {},
                                {QPointF(floorT, in.budget), QPointF(std::max(maxT, in.deadline) * 1.05, in.budget)},
                                true,
                                {},
                                QStringLiteral("The budget: points below it cost less.")};
    return s;
}

} // namespace SearchFrontChart
