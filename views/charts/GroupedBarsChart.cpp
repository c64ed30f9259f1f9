// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "GroupedBarsChart.h"

#include "common/PlainText.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace GroupedBarsChart {

void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style)
{
    auto* bars = new QBarSeries;
    double top = 0, bottom = 0; // a negative score is drawn below 0, where it shows, never lifted to 0
    for (const ChartSeries& s : spec.series) {
        auto* set = new QBarSet(PlainText::chart(s.name));
        for (int c = 0; c < spec.categories.size(); ++c) {
            const double v = c < s.values.size() ? s.values[c] : std::nan("");
            const bool known = std::isfinite(v);
            set->append(known ? v : 0.0); // unknown: no bar (zero height), never a guessed height
            top = known ? std::max(top, v) : top;
            bottom = known ? std::min(bottom, v) : bottom;
        }
        if (s.colour.isValid()) {
            set->setColor(s.colour);
            set->setBorderColor(s.colour.darker(130));
        }
        const QString name = s.name;
        const QStringList categories = spec.categories;
        const QVector<double> values = s.values;
        QObject::connect(set, &QBarSet::hovered, set, [name, categories, values](bool on, int index) {
            if (!on || index < 0 || index >= categories.size()) {
                QToolTip::hideText();
                return;
            }
            const double v = index < values.size() ? values[index] : std::nan("");
            QToolTip::showText(QCursor::pos(),
                               PlainText::toolTip(QStringLiteral("%1 - %2: %3")
                                                      .arg(categories[index], name,
                                                           std::isfinite(v) ? QString::number(v, 'f', 2)
                                                                            : QStringLiteral("unknown"))));
        });
        bars->append(set);
    }
    bars->setBarWidth(0.8);
    // Labels wrap one word a line, so eight criteria sit level under their groups on a page or at 1280
    // pixels instead of being turned on end and cut (ChartBuilder::fitCategoryLabels leaves them alone).
    QStringList labels;
    for (const QString& c : spec.categories) {
        QString label = PlainText::chart(c);
        label.replace(QLatin1Char(' '), QStringLiteral("<br>"));
        // QBarCategoryAxis merges equal labels: a zero-width space per earlier twin keeps each in place.
        while (labels.contains(label))
            label += QChar(0x200B);
        labels << label;
    }
    auto* x = new QBarCategoryAxis;
    x->append(labels);
    x->setLabelsAngle(0);
    x->setTruncateLabels(false);
    QFont small = style.font;
    small.setPointSizeF(style.font.pointSizeF() * 0.85);
    x->setLabelsFont(small);
    auto* y = new QValueAxis;
    QFont bold = style.font;
    bold.setBold(true);
    y->setTitleText(PlainText::chart(spec.yTitle));
    y->setTitleFont(bold);
    y->setLabelsFont(style.font);
    y->setRange(bottom, top > 0 ? top : 1.0);
    y->applyNiceNumbers();
    y->setLabelFormat(top <= 10 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    if (!spec.xTitle.isEmpty()) {
        x->setTitleText(PlainText::chart(spec.xTitle));
        x->setTitleFont(bold);
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addSeries(bars);
    bars->attachAxis(x);
    bars->attachAxis(y);
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

} // namespace GroupedBarsChart
