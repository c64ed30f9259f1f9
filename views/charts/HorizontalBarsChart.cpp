// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "HorizontalBarsChart.h"

#include "common/PlainText.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QFontMetrics>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace HorizontalBarsChart {
namespace {
// A row name shortened to `room` with more of its end kept than of its start: the end says the tier and region
// ("..., on demand (us-east-1)") that tell two options of one provider apart, the start only which provider.
QString elideKeepingEnd(const QFontMetrics& metrics, const QString& text, int room)
{
    if (metrics.horizontalAdvance(text) <= room)
        return text;
    const QString ellipsis(QChar(0x2026));
    const int headRoom = room / 3;
    int head = 0;
    while (head < text.size() && metrics.horizontalAdvance(text.left(head + 1)) <= headRoom)
        ++head;
    const int tailRoom = room - metrics.horizontalAdvance(text.left(head) + ellipsis);
    int tail = 0;
    while (tail < text.size() - head && metrics.horizontalAdvance(text.right(tail + 1)) <= tailRoom)
        ++tail;
    return text.left(head) + ellipsis + text.right(tail);
}
} // namespace

void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style)
{
    // One set per category holding only that category's value, in a stacked series: each bar keeps its
    // category's colour (the option's colour on the other charts), as ChartKind::Bars does.
    const int n = int(spec.categories.size());
    const QVector<double> values = spec.series.isEmpty() ? QVector<double>() : spec.series.first().values;
    auto* series = new QHorizontalStackedBarSeries;
    series->setName(PlainText::chart(spec.series.isEmpty() ? QString() : spec.series.first().name));
    // Qt draws the first category at the bottom: rows are reversed so the spec's first is on top.
    QStringList rows;
    for (int r = n - 1; r >= 0; --r)
        rows << PlainText::chart(spec.categories[r]);
    double top = 0;
    for (int c = 0; c < n; ++c) {
        auto* set = new QBarSet(PlainText::chart(spec.categories[c]));
        const double v = c < values.size() ? values[c] : 0;
        top = std::max(top, v);
        for (int r = 0; r < n; ++r)
            set->append(r == n - 1 - c ? v : 0.0);
        const QColor colour = c < spec.categoryColours.size() ? spec.categoryColours[c] : QColor(0, 114, 178);
        set->setColor(colour);
        set->setBorderColor(colour.darker(130));
        const QString name = spec.categories[c], unit = spec.xTitle;
        QObject::connect(set, &QBarSet::hovered, set, [name, unit, v](bool on, int) {
            if (!on) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(
                QCursor::pos(),
                PlainText::toolTip(QStringLiteral("%1: %2\n%3").arg(name, QLocale().toString(v, 'f', 0), unit)));
        });
        series->append(set);
    }
    series->setBarWidth(0.7);
    auto* y = new QBarCategoryAxis;
    y->append(rows);
    y->setLabelsFont(style.font);
    y->setTruncateLabels(false); // the names are the point; the plot gives way
    auto* x = new QValueAxis;
    QFont bold = style.font;
    bold.setBold(true);
    x->setTitleText(PlainText::chart(spec.xTitle));
    x->setTitleFont(bold);
    x->setLabelsFont(style.font);
    x->setRange(0, std::max(top, 1e-9));
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setVisible(false); // the row labels name the bars
}

void fitLabels(QChart* chart, const ChartSpec& spec)
{
    QBarCategoryAxis* y = nullptr;
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical))
        if ((y = qobject_cast<QBarCategoryAxis*>(axis)))
            break;
    if (!y || chart->size().width() <= 0)
        return;
    const QFontMetrics metrics(y->labelsFont());
    const int room = std::max(80, int(chart->size().width() / 3));
    QStringList shown;
    for (int r = int(spec.categories.size()) - 1; r >= 0; --r) {
        QString label = elideKeepingEnd(metrics, spec.categories[r], room);
        // QBarCategoryAxis merges equal labels: a zero-width space per earlier twin keeps rows apart.
        while (shown.contains(PlainText::chart(label)))
            label += QChar(0x200B);
        shown << PlainText::chart(label);
    }
    if (y->categories() != shown)
        y->setCategories(shown);
}

QVector<QPointF> plotted(const QChart* chart, const ChartSpec& spec)
{
    QVector<QPointF> out;
    for (QAbstractSeries* s : chart->series())
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(s)) {
            const auto sets = bars->barSets();
            const int n = int(sets.size());
            for (int c = 0; c < n && c < spec.categories.size(); ++c)
                out.append(QPointF(c, sets[c]->at(n - 1 - c)));
            return out;
        }
    return out;
}

} // namespace HorizontalBarsChart
