// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
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
// A right legend takes at most this share of the chart's width, and its marker, spacing and margins this many line
// heights of it (with three, Qt Charts still cut names at their end).
constexpr qreal kLegendShare = 0.4;
constexpr qreal kMarkerLines = 4.5;

// Shortened in the middle at word boundaries, the end first ("Amazon ... reserved 3 years (us-east-1)"): the tier
// and region at the end tell two options of one provider apart, and whole words read better than Qt's cut at a
// character ("Amazon Web Servi...ears (us-east-1)"). Qt's middle elision where not even one whole word fits.
QString middleAtWords(const QString& full, const QFontMetricsF& metrics, qreal room)
{
    const QStringList words = full.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString gap = QStringLiteral(" \u2026 ");
    QString tail;
    for (int i = int(words.size()) - 1; i > 0; --i) {
        const QString longer = tail.isEmpty() ? words[i] : words[i] + QLatin1Char(' ') + tail;
        if (metrics.horizontalAdvance(gap + longer) > room * 0.7)
            break;
        tail = longer;
    }
    QString head;
    for (const QString& w : words) {
        const QString longer = head.isEmpty() ? w : head + QLatin1Char(' ') + w;
        if (metrics.horizontalAdvance(longer + gap + tail) > room)
            break;
        head = longer;
    }
    if (head.isEmpty() || tail.isEmpty())
        return metrics.elidedText(full, Qt::ElideMiddle, room);
    return head + gap + tail;
}
} // namespace

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
        width = std::min(widest + kMarkerLines * metrics.height(), chart->size().width() * kLegendShare);
        if (legend->minimumWidth() != width || legend->maximumWidth() != width) {
            legend->setMinimumWidth(width);
            legend->setMaximumWidth(width);
        }
    }
    // A name longer than 40% of the chart less four and a half line heights is cut by Qt at its end however wide
    // the legend says it is (a painted chart's legend, the proposal's: "Amazon Web Services (EC2) 8x H100 S..."
    // for two AWS options), so it is shortened here to that room at most.
    const qreal room =
        std::min(width - 3 * metrics.height(), chart->size().width() * kLegendShare - kMarkerLines * metrics.height());
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
        const QString shown =
            PlainText::chart(metrics.horizontalAdvance(full) <= room ? full : middleAtWords(full, metrics, room));
        if (series->name() != shown)
            series->setName(shown);
    }
}

} // namespace LegendLabels
