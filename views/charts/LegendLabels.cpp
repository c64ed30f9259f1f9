#include "LegendLabels.h"

#include "common/PlainText.h"

#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>

#include <algorithm>

namespace LegendLabels {
namespace {
constexpr const char* kFullName = "gpFullName";
}

QString fullName(const QAbstractSeries* series)
{
    const QVariant full = series->property(kFullName);
    return full.isValid() ? full.toString() : series->name();
}

void fitRightLegend(QChart* chart, Fit fit)
{
    QLegend* legend = chart->legend();
    if (!legend->isVisible() || legend->alignment() != Qt::AlignRight)
        return;
    const QFontMetricsF metrics(legend->font());
    // The marker's square, its spacing and the legend's margins take about three line heights of the legend's
    // width (Qt Charts' LegendMarkerItem); what is left is the room for the name.
    qreal width = legend->geometry().width();
    if (fit == Fit::Live) {
        // A live chart's legend is laid out again from the names it shows: a room taken from its width narrowed
        // at each fit until no name was left. Its width is fixed instead, from the whole names (at most 40% of
        // the chart, four and a half line heights for the marker: with three, Qt still cut names at their end).
        qreal widest = 0;
        for (QLegendMarker* marker : legend->markers()) {
            // A line's kept whole name; a bar set's label (its series, the bars' own, has no name).
            const bool line = marker->type() == QLegendMarker::LegendMarkerTypeXY && marker->series();
            const QString name = line ? fullName(marker->series()) : marker->label();
            widest = std::max(widest, metrics.horizontalAdvance(PlainText::fromChart(name)));
        }
        width = std::min(widest + 4.5 * metrics.height(), chart->size().width() * 0.4);
        if (legend->minimumWidth() != width || legend->maximumWidth() != width) {
            legend->setMinimumWidth(width);
            legend->setMaximumWidth(width);
        }
    }
    const qreal room = width - 3 * metrics.height();
    if (room <= 0)
        return;
    for (QLegendMarker* marker : legend->markers()) {
        QAbstractSeries* series = marker->series();
        if (marker->type() != QLegendMarker::LegendMarkerTypeXY || !series)
            continue;
        if (!series->property(kFullName).isValid())
            series->setProperty(kFullName, series->name());
        const QString full = PlainText::fromChart(fullName(series));
        // The series' name, not the marker's label: Qt Charts 6.4 keeps drawing the series name however the
        // label is set.
        const QString shown = PlainText::chart(
            metrics.horizontalAdvance(full) <= room ? full : metrics.elidedText(full, Qt::ElideMiddle, room));
        if (series->name() != shown)
            series->setName(shown);
    }
}

} // namespace LegendLabels
