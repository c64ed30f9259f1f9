#include "TornadoChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace TornadoChart {

void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style)
{
    // Stacked, so a negative and a positive change of the same input sit either side of the 0 line.
    auto* series = new QHorizontalStackedBarSeries;
    double lo = 0, hi = 0;
    // Qt draws the first category at the bottom: reversed, the largest swing is on top.
    QStringList categories = spec.categories;
    std::reverse(categories.begin(), categories.end());
    const QColor colours[2] = {style.dark ? QColor(110, 170, 255) : QColor(40, 100, 200),
                               style.dark ? QColor(255, 160, 90) : QColor(220, 110, 30)};
    for (int s = 0; s < spec.series.size() && s < 2; ++s) {
        auto* set = new QBarSet(spec.series[s].name);
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
            QToolTip::showText(QCursor::pos(), QStringLiteral("%1, %2: %3\n%4")
                                                   .arg(categories[index], set->label(),
                                                        QLocale().toString(set->at(index), 'f', 0), unit));
        });
        series->append(set);
    }
    series->setBarWidth(0.7);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setLabelsFont(style.font);
    auto* x = new QValueAxis;
    x->setTitleText(spec.xTitle);
    x->setTitleFont(style.font);
    x->setLabelsFont(style.font);
    const double span = std::max({std::abs(lo), std::abs(hi), 1.0});
    x->setRange(-span * 1.1, span * 1.1);
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

} // namespace TornadoChart
