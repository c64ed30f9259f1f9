// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TornadoChart.h"

#include "common/PlainText.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace TornadoChart {

void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style)
{
    // Grouped, not stacked: each change is drawn from 0 on its own (stacked, two changes of the same sign
    // were added end to end, and a +2.9M and a +10M change read as +12.9M, cut off at the axis end).
    auto* series = new QHorizontalBarSeries;
    double lo = 0, hi = 0;
    // Qt draws the first category at the bottom: reversed, the largest swing is on top.
    QStringList categories = spec.categories;
    std::reverse(categories.begin(), categories.end());
    QStringList drawn; // Qt Charts draws labels as HTML: the labels can name a user's option
    for (const QString& c : categories)
        drawn << PlainText::chart(c);
    const QColor colours[2] = {style.dark ? QColor(110, 170, 255) : QColor(40, 100, 200),
                               style.dark ? QColor(255, 160, 90) : QColor(220, 110, 30)};
    for (int s = 0; s < spec.series.size() && s < 2; ++s) {
        auto* set = new QBarSet(PlainText::chart(spec.series[s].name));
        const QVector<double>& v = spec.series[s].values;
        for (int c = int(v.size()) - 1; c >= 0; --c) {
            set->append(v[c]);
            lo = std::min(lo, v[c]);
            hi = std::max(hi, v[c]);
        }
        set->setColor(spec.series[s].colour.isValid() ? spec.series[s].colour : colours[s]);
        set->setBorderColor(set->color().darker(130));
        const QString unit = spec.xTitle;
        QObject::connect(set, &QBarSet::hovered, set, [set, categories, unit](bool on, int index) {
            if (!on || index < 0 || index >= categories.size()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                               PlainText::toolTip(QStringLiteral("%1, %2: %3\n%4")
                                                      .arg(categories[index], PlainText::fromChart(set->label()),
                                                           QLocale().toString(set->at(index), 'f', 0), unit)));
        });
        series->append(set);
    }
    series->setBarWidth(0.8);
    auto* y = new QBarCategoryAxis;
    y->append(drawn);
    y->setLabelsFont(style.font);
    y->setTruncateLabels(false);
    chart->setProperty("gpTornadoLabelPt", style.font.pointSizeF());
    auto* x = new QValueAxis;
    x->setTitleText(PlainText::chart(spec.xTitle));
    x->setTitleFont(style.font);
    x->setLabelsFont(style.font);
    // Symmetric, on five ticks (-2 steps .. +2 steps) with a 1-2-5 step that leaves room past the longest
    // bar: seven labels of a crore-sized figure ran into each other at 600 px, and Qt's nice numbers with a
    // forced tick count could end the axis exactly at a bar's end.
    const double span = std::max({std::abs(lo), std::abs(hi), 1.0}) * 1.05;
    const double raw = span / 2, magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double step = (raw <= magnitude ? 1 : raw <= 2 * magnitude ? 2 : raw <= 5 * magnitude ? 5 : 10) * magnitude;
    x->setRange(-2 * step, 2 * step);
    x->setTickCount(5);
    x->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

void fitLabels(QChart* chart)
{
    const auto vertical = chart->axes(Qt::Vertical);
    auto* y = vertical.isEmpty() ? nullptr : qobject_cast<QBarCategoryAxis*>(vertical.first());
    const double basePt = chart->property("gpTornadoLabelPt").toDouble();
    if (!y || y->count() == 0 || basePt <= 0 || chart->plotArea().height() <= 0)
        return;
    // A row's height is the plot's over the rows; a label needs its line and Qt's 2 px either side of it.
    const double row = chart->plotArea().height() / y->count();
    QFont f = y->labelsFont();
    double pt = basePt;
    f.setPointSizeF(pt);
    while (pt > basePt * 0.6 && QFontMetricsF(f).height() + 4 > row) {
        pt -= basePt * 0.05;
        f.setPointSizeF(pt);
    }
    if (f != y->labelsFont())
        y->setLabelsFont(f);
}

} // namespace TornadoChart
