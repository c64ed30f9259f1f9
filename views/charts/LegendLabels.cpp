#include "LegendLabels.h"

#include "common/PlainText.h"

#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>

namespace LegendLabels {

void fitRightLegend(QChart* chart)
{
    QLegend* legend = chart->legend();
    if (!legend->isVisible() || legend->alignment() != Qt::AlignRight)
        return;
    const QFontMetricsF metrics(legend->font());
    // The marker's square, its spacing and the legend's margins take about three line heights of the
    // legend's width (Qt Charts' LegendMarkerItem); what is left is the room for the name.
    const qreal room = legend->geometry().width() - 3 * metrics.height();
    if (room <= 0)
        return;
    for (QLegendMarker* marker : legend->markers()) {
        if (marker->type() != QLegendMarker::LegendMarkerTypeXY || !marker->series())
            continue;
        const QString full = PlainText::fromChart(marker->series()->name());
        if (metrics.horizontalAdvance(full) <= room)
            continue;
        // The series' name, not the marker's label: Qt Charts 6.4 keeps drawing the series name however
        // the label is set. Only for a chart painted once (ChartPainter), whose series nobody looks up.
        marker->series()->setName(PlainText::chart(metrics.elidedText(full, Qt::ElideMiddle, room)));
    }
}

} // namespace LegendLabels
