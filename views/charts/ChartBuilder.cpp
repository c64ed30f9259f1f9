// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChartBuilder.h"
#include "BarLayer.h"
#include "ChartValueText.h"
#include "GroupedBarsChart.h"
#include "HorizontalBarsChart.h"
#include "LegendLabels.h"
#include "TornadoChart.h"

#include "common/PlainText.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QFontMetrics>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {

// Marker segments span most of a bar's slot: a bar is drawn 0.5 wide by default (QAbstractBarSeries
// barWidth), so +-0.3 reaches just past its edges without touching the neighbours.
constexpr double kMarkerHalfWidth = 0.3;

constexpr int kChartMargin = 6;
// A legend row under the plot holds about this much (a chart across a 1280 px window, less the plot's margins);
// longer names go down the right side instead.
constexpr qreal kLegendRowPixels = 1000;
// Below the category labels a layer draws (BarLayer): its gap under the plot, less the axis' own room.
constexpr int kLabelRoom = 4;

// Qt Charts draws every title, axis title, category label, series name and legend entry as HTML (and
// measures it through a QTextDocument): each string from the spec goes in through PlainText::chart() so a
// scenario or catalog name shows literally and never makes Qt load an image or style sheet it names.
// Read-backs compare against, or convert from, that escaped form.

// The dynamic property that holds a line series' note (ChartSeries::note).
constexpr const char* kNoteProperty = "gpNote";

QString labelFormatFor(double maximum)
{
    if (maximum >= 100)
        return QStringLiteral("%.0f");
    if (maximum >= 10)
        return QStringLiteral("%.1f");
    if (maximum >= 1)
        return QStringLiteral("%.2f");
    return QStringLiteral("%.3g");
}

void styleAxis(QAbstractAxis* axis, const QString& title, const ChartStyle& style)
{
    QFont labels = style.font;
    QFont titleFont = style.font;
    titleFont.setBold(true);
    axis->setLabelsFont(labels);
    axis->setTitleFont(titleFont);
    axis->setTitleText(PlainText::chart(title));
    axis->setTruncateLabels(false);
}

struct Range {
    double minX = 0, maxX = 0, maxY = 0;
    double minPositiveY = 0; // the smallest y above 0 (a logarithmic axis' floor); 0 = none
    double minPositiveX = 0; // the same for x
};

Range rangeOf(const ChartSpec& spec)
{
    Range r;
    bool firstX = true;
    if (spec.kind == ChartKind::Bars || spec.kind == ChartKind::StackedBars) {
        for (int c = 0; c < spec.categories.size(); ++c) {
            double stack = 0;
            for (const auto& s : spec.series)
                if (c < s.values.size())
                    stack = spec.kind == ChartKind::StackedBars ? stack + std::max(0.0, s.values[c])
                                                                : std::max(stack, s.values[c]);
            r.maxY = std::max(r.maxY, stack);
        }
        for (const auto& m : spec.markers)
            r.maxY = std::max(r.maxY, m.value);
        return r;
    }
    for (const auto& s : spec.series)
        for (const QPointF& p : s.points) {
            r.maxY = std::max(r.maxY, p.y());
            if (p.y() > 0 && (r.minPositiveY == 0 || p.y() < r.minPositiveY))
                r.minPositiveY = p.y();
            if (p.x() > 0 && (r.minPositiveX == 0 || p.x() < r.minPositiveX))
                r.minPositiveX = p.x();
            r.minX = firstX ? p.x() : std::min(r.minX, p.x());
            r.maxX = firstX ? p.x() : std::max(r.maxX, p.x());
            firstX = false;
        }
    return r;
}

// How an axis follows the data. Fresh: the snug "nice" range for this data. Live (a what-if drag
// updating a chart in place): keep the drawn range while the data still fits it and fills at least half
// of it. Each range change makes Qt Charts lay the whole chart out again (about 1.5 ms of a 16 ms frame
// with 20 scenarios), and an axis that jumps on every slider step makes bars look as if they stood still.
enum class AxisFit { Fresh, Live };
constexpr double kLiveShrinkBelow = 0.5;

// Sets `axis` to the nice range over [0, top], unless a live update may keep what it shows.
void fitValueAxis(QValueAxis* axis, double top, AxisFit fit)
{
    if (fit == AxisFit::Live && top <= axis->max() && top >= kLiveShrinkBelow * axis->max() && axis->min() == 0)
        return;
    // Work the nice range out on a detached axis, and touch the drawn one only when it changes.
    QValueAxis nice;
    nice.setRange(0, top);
    nice.applyNiceNumbers();
    if (axis->min() != nice.min() || axis->max() != nice.max() || axis->tickCount() != nice.tickCount()) {
        axis->setRange(nice.min(), nice.max());
        axis->setTickCount(nice.tickCount());
        axis->setLabelFormat(labelFormatFor(nice.max()));
    }
}

// A logarithmic axis starts at the decade below the data, 10^floor(log10 min), so the labels fall on
// round powers of ten, and ends 15% above the largest value (at least one decade up): rounding the top up
// to a whole decade too could leave most of the plot empty.
void fitLogAxis(QLogValueAxis* axis, double minPositive, double maximum)
{
    if (!(minPositive > 0) || !(maximum > 0))
        return; // nothing positive to draw: the spec's emptyMessage shows instead
    const double low = std::pow(10.0, std::floor(std::log10(minPositive)));
    const double high = std::max(maximum * 1.15, low * 10);
    if (axis->min() != low || axis->max() != high) {
        axis->setRange(low, high);
        axis->setLabelFormat(low >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.3g"));
    }
}

void rescale(QChart* chart, const ChartSpec& spec, AxisFit fit)
{
    const Range r = rangeOf(spec);
    const auto vertical = chart->axes(Qt::Vertical);
    if (!vertical.isEmpty())
        if (auto* log = qobject_cast<QLogValueAxis*>(vertical.first()))
            fitLogAxis(log, r.minPositiveY, r.maxY);
    if (!vertical.isEmpty())
        if (auto* y = qobject_cast<QValueAxis*>(vertical.first()))
            // 8% headroom keeps the tallest bar clear of the title; an all-zero chart still gets an axis.
            fitValueAxis(y, r.maxY > 0 ? r.maxY * 1.08 : 1.0, fit);
    const auto horizontal = chart->axes(Qt::Horizontal);
    if (!horizontal.isEmpty())
        if (auto* log = qobject_cast<QLogValueAxis*>(horizontal.first()))
            fitLogAxis(log, r.minPositiveX, r.maxX);
    if (!horizontal.isEmpty() && spec.kind != ChartKind::Bars) // Bars: x holds the categories' slots
        if (auto* x = qobject_cast<QValueAxis*>(horizontal.first())) {
            // Cost-versus-time and month axes start at zero so distances read as ratios.
            if (spec.kind == ChartKind::Lines) {
                x->setRange(0, std::max(1.0, r.maxX));
                x->setTickInterval(spec.xTickInterval > 0 ? spec.xTickInterval : r.maxX > 24 ? 12 : 3);
                x->setLabelFormat(QStringLiteral("%.0f"));
            } else {
                fitValueAxis(x, r.maxX > 0 ? r.maxX * 1.05 : 1.0, fit);
            }
        }
}

void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

// `label` is the set's own (plain) name: set->label() holds the escaped form Qt Charts draws.
void connectBarTooltips(QBarSet* set, const QString& label, const QString& unit, const QStringList& categories)
{
    QObject::connect(set, &QBarSet::hovered, set, [set, label, unit, categories](bool on, int index) {
        if (!on || index < 0 || index >= categories.size() || set->at(index) == 0) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(
            QCursor::pos(),
            PlainText::toolTip(
                QStringLiteral("%1 - %2: %3 %4").arg(categories[index], label, chartValueText(set->at(index)), unit)));
    });
}

QStringList chartTexts(const QStringList& texts)
{
    QStringList out;
    out.reserve(texts.size());
    for (const QString& t : texts)
        out.append(PlainText::chart(t));
    return out;
}

// QBarCategoryAxis merges equal labels, which moved every later label under the wrong bar (two names
// shortened alike, or two scenarios named alike): an invisible zero-width space per earlier twin keeps
// each label distinct and in its place.
QStringList distinct(QStringList labels)
{
    for (int i = 0; i < labels.size(); ++i)
        while (labels.mid(0, i).contains(labels[i]))
            labels[i] += QChar(0x200B);
    return labels;
}

BarLayer* barLayerOf(const QChart* chart)
{
    for (QGraphicsItem* item : chart->childItems())
        if (item->type() == BarLayer::Type)
            return static_cast<BarLayer*>(item);
    return nullptr;
}

// ChartKind::Bars: one bar per category in its category's colour, painted by a BarLayer over the axes
// (BarLayer.h says why not a Qt Charts bar series). An empty line series carries the axes' mapping.
void buildColouredBars(QChart* chart, const ChartSpec& spec, QValueAxis* x, QValueAxis* y)
{
    // Category c sits at x = c, as on a QBarCategoryAxis; but a category axis measures every label as rich
    // text on each layout even when hidden (a rescale with 50 names spent most of its time there), so the
    // x axis is a value axis with two hidden ticks and the layer draws the names and the slot lines.
    x->setRange(-0.5, std::max<qsizetype>(1, spec.categories.size()) - 0.5);
    x->setTickCount(2);
    x->setLabelsVisible(false);
    x->setGridLineVisible(false);
    auto* anchor = new QLineSeries;
    attach(chart, anchor, x, y);
    for (QLegendMarker* lm : chart->legend()->markers(anchor))
        lm->setVisible(false);
    auto* layer = new BarLayer(chart, anchor);
    layer->setBars(spec.categories, spec.categoryColours, spec.series.isEmpty() ? QString() : spec.series.first().name,
                   spec.yTitle);
    layer->setValues(spec.series.isEmpty() ? QVector<double>() : spec.series.first().values);
    // A rescale moves the bars without moving the plot area.
    QObject::connect(y, &QValueAxis::rangeChanged, layer, [layer] { layer->update(); });
    layer->setGridPen(y->gridLinePen());
    chart->legend()->setVisible(false);
}

void buildBars(QChart* chart, const ChartSpec& spec, const ChartStyle& style)
{
    QAbstractAxis* x = nullptr;
    if (spec.kind == ChartKind::Bars) {
        x = new QValueAxis;
    } else {
        auto* categories = new QBarCategoryAxis;
        categories->append(chartTexts(distinct(spec.categories)));
        x = categories;
    }
    auto* y = new QValueAxis;
    styleAxis(x, spec.xTitle, style);
    styleAxis(y, spec.yTitle, style);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (spec.kind == ChartKind::Bars) {
        buildColouredBars(chart, spec, static_cast<QValueAxis*>(x), y);
    } else {
        auto* bars = new QStackedBarSeries;
        for (const auto& s : spec.series) {
            auto* set = new QBarSet(PlainText::chart(s.name));
            for (int c = 0; c < spec.categories.size(); ++c)
                set->append(c < s.values.size() ? std::max(0.0, s.values[c]) : 0.0);
            if (s.colour.isValid()) {
                set->setColor(s.colour);
                set->setBorderColor(s.colour.darker(130));
            }
            connectBarTooltips(set, s.name, spec.yTitle, spec.categories);
            bars->append(set);
        }
        chart->legend()->setVisible(true);
        bars->setBarWidth(BarLayer::kBarWidth);
        attach(chart, bars, x, y);
    }

    const QColor markerColour = style.dark ? QColor(255, 120, 120) : QColor(200, 30, 30);
    for (int m = 0; m < spec.markers.size(); ++m) {
        const ChartMarker& marker = spec.markers[m];
        auto* line = new QLineSeries;
        line->setName(PlainText::chart(spec.markerName));
        line->append(marker.category - kMarkerHalfWidth, marker.value);
        line->append(marker.category + kMarkerHalfWidth, marker.value);
        line->setPen(QPen(markerColour, 2.5, Qt::DashLine));
        attach(chart, line, x, y);
        if (m > 0) // one legend entry for all the marks
            for (QLegendMarker* lm : chart->legend()->markers(line))
                lm->setVisible(false);
    }
}

QLogValueAxis* newLogAxis()
{
    auto* log = new QLogValueAxis;
    log->setBase(10);
    log->setMinorTickCount(8); // 2, 3, ... 9 between the decades
    return log;
}

void buildXY(QChart* chart, const ChartSpec& spec, const ChartStyle& style)
{
    const bool scatter = spec.kind == ChartKind::Scatter;
    QAbstractAxis* x = scatter && spec.logX ? static_cast<QAbstractAxis*>(newLogAxis()) : new QValueAxis;
    QAbstractAxis* y = scatter && spec.logY ? static_cast<QAbstractAxis*>(newLogAxis()) : new QValueAxis;
    styleAxis(x, spec.xTitle, style);
    styleAxis(y, spec.yTitle, style);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (const auto& s : spec.series) {
        // Lines, and a Scatter series marked `connect` (the Pareto front), are drawn as a line only, so
        // the scenarios' own coloured points stay visible on top of it.
        if ((spec.kind == ChartKind::Lines && !s.markersOnly) || s.connect) {
            auto* line = new QLineSeries;
            line->setName(PlainText::chart(s.name));
            line->append(QList<QPointF>(s.points.begin(), s.points.end()));
            if (s.colour.isValid())
                line->setPen(QPen(s.colour, 2.5, spec.kind == ChartKind::Scatter ? Qt::DashLine : Qt::SolidLine));
            // "Why this number" for a line: its note on hover, read when shown so in-place updates count.
            line->setProperty(kNoteProperty, s.note);
            const QString name = s.name;
            QObject::connect(line, &QLineSeries::hovered, line, [line, name](const QPointF&, bool on) {
                const QString note = line->property(kNoteProperty).toString();
                if (on && !note.isEmpty())
                    QToolTip::showText(QCursor::pos(), PlainText::toolTip(name + QLatin1Char('\n') + note));
                else
                    QToolTip::hideText();
            });
            attach(chart, line, x, y);
            continue;
        }
        if (spec.kind == ChartKind::Scatter || s.markersOnly) {
            auto* scatter = new QScatterSeries;
            scatter->setName(PlainText::chart(s.name));
            scatter->setMarkerSize(s.connect ? 11 : 8);
            scatter->append(QList<QPointF>(s.points.begin(), s.points.end()));
            if (s.colour.isValid()) {
                scatter->setColor(s.colour);
                scatter->setBorderColor(s.colour.darker(140));
            }
            const QStringList labels = s.pointLabels;
            const QString xt = spec.xTitle, yt = spec.yTitle;
            QObject::connect(
                scatter, &QScatterSeries::hovered, scatter, [scatter, labels, xt, yt](const QPointF& p, bool on) {
                    if (!on) {
                        QToolTip::hideText();
                        return;
                    }
                    const auto pts = scatter->points();
                    const qsizetype i = pts.indexOf(p);
                    const QString name = i >= 0 && i < labels.size() ? labels[i] + QLatin1Char('\n') : QString();
                    QToolTip::showText(QCursor::pos(), PlainText::toolTip(QStringLiteral("%1%2: %3\n%4: %5")
                                                                              .arg(name, xt, chartValueText(p.x()), yt,
                                                                                   chartValueText(p.y()))));
                });
            attach(chart, scatter, x, y);
        }
    }
    chart->legend()->setVisible(spec.series.size() > 1 || spec.kind == ChartKind::Lines);
    if (auto* months = qobject_cast<QValueAxis*>(x); months && spec.kind == ChartKind::Lines) {
        // Whole months: a tick every quarter (or every year past two years), labels without decimals.
        months->setTickType(QValueAxis::TicksDynamic);
        months->setTickAnchor(0);
    }
}

} // namespace

void ChartBuilder::build(QChart* chart, const ChartSpec& spec, const ChartStyle& style)
{
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    // The theme first: it resets colours and fonts, which the spec then overrides.
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation); // a what-if drag must redraw at once
    // Axis labels like the table's figures: the user's locale, with thousands separators (400,000).
    chart->setLocalizeNumbers(true);
    QFont titleFont = style.font;
    titleFont.setBold(true);
    titleFont.setPointSizeF(style.font.pointSizeF() * 1.2);
    chart->setTitleFont(titleFont);
    chart->setProperty("gpBaseTitlePt", titleFont.pointSizeF());
    chart->setProperty("gpBaseAxisTitlePt", style.font.pointSizeF());
    chart->setTitle(PlainText::chart(spec.title));
    QFont legendFont = style.font;
    if (spec.legendFontScale > 0 && spec.legendFontScale != 1)
        legendFont.setPointSizeF(style.font.pointSizeF() * spec.legendFontScale);
    chart->legend()->setFont(legendFont);
    // Many entries (memory components), or names too long for one row under the plot (two TCO options of one
    // provider read alike once Qt cut them at the end), go down the right side, shortened in the middle where
    // they do not fit (LegendLabels::fitRightLegend).
    const QFontMetricsF legendMetrics(legendFont);
    qreal legendRow = 0;
    for (const ChartSeries& s : spec.series)
        legendRow += legendMetrics.horizontalAdvance(s.name) + 3 * legendMetrics.height();
    const int entries = int(spec.series.size()) + (spec.markers.isEmpty() ? 0 : 1);
    chart->legend()->setAlignment(entries > 5 || legendRow > kLegendRowPixels ? Qt::AlignRight : Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
    chart->setMargins(QMargins(kChartMargin, kChartMargin, kChartMargin, kChartMargin));
    if (spec.kind == ChartKind::Tornado) {
        TornadoChart::build(chart, spec, style); // its own axes: values either side of 0
        return;
    }
    if (spec.kind == ChartKind::HorizontalBars) {
        HorizontalBarsChart::build(chart, spec, style);
        return;
    }
    if (spec.kind == ChartKind::GroupedBars) {
        GroupedBarsChart::build(chart, spec, style); // its own axis: unknown values draw no bar
        return;
    }
    if (spec.kind == ChartKind::Bars || spec.kind == ChartKind::StackedBars)
        buildBars(chart, spec, style);
    else
        buildXY(chart, spec, style);
    rescale(chart, spec, AxisFit::Fresh);
}

bool ChartBuilder::sameShape(const ChartSpec& a, const ChartSpec& b)
{
    if (a.kind == ChartKind::Tornado || a.kind == ChartKind::HorizontalBars || a.kind == ChartKind::GroupedBars)
        return false; // rebuilt each time: its axis spans both signs, which update()'s rescale does not
    if (a.kind != b.kind || a.categories != b.categories || a.categoryColours != b.categoryColours ||
        a.series.size() != b.series.size() || a.markers.size() != b.markers.size() || a.title != b.title ||
        a.xTitle != b.xTitle || a.yTitle != b.yTitle || a.markerName != b.markerName || a.logY != b.logY ||
        a.logX != b.logX)
        return false;
    for (int i = 0; i < a.series.size(); ++i) {
        const ChartSeries& s = a.series[i];
        const ChartSeries& t = b.series[i];
        if (s.name != t.name || s.colour != t.colour || s.values.size() != t.values.size() ||
            s.points.size() != t.points.size() || s.connect != t.connect || s.pointLabels != t.pointLabels ||
            s.markersOnly != t.markersOnly)
            return false;
    }
    for (int m = 0; m < a.markers.size(); ++m)
        if (a.markers[m].category != b.markers[m].category)
            return false;
    return true;
}

void ChartBuilder::update(QChart* chart, const ChartSpec& spec)
{
    const auto series = chart->series();
    int next = 0;
    if (spec.kind == ChartKind::Bars || spec.kind == ChartKind::StackedBars) {
        // The first series is the bar layer's anchor (Bars) or the stacked bars; the markers follow.
        QAbstractSeries* first = series.value(next++);
        if (spec.kind == ChartKind::Bars) {
            if (BarLayer* layer = barLayerOf(chart))
                layer->setValues(spec.series.isEmpty() ? QVector<double>() : spec.series.first().values);
        } else if (auto* bars = qobject_cast<QStackedBarSeries*>(first)) {
            const auto sets = bars->barSets();
            // Only the bars whose value moved: each replace() makes Qt Charts lay the series out again.
            for (int s = 0; s < sets.size() && s < spec.series.size(); ++s)
                for (int c = 0; c < spec.series[s].values.size(); ++c) {
                    const double v = std::max(0.0, spec.series[s].values[c]);
                    if (sets[s]->at(c) != v)
                        sets[s]->replace(c, v);
                }
        }
        for (const ChartMarker& marker : spec.markers)
            if (auto* line = qobject_cast<QLineSeries*>(series.value(next++))) {
                const QList<QPointF> segment{QPointF(marker.category - kMarkerHalfWidth, marker.value),
                                             QPointF(marker.category + kMarkerHalfWidth, marker.value)};
                if (line->points() != segment)
                    line->replace(segment);
            }
    } else {
        for (const auto& s : spec.series) {
            const QList<QPointF> points(s.points.begin(), s.points.end());
            if (auto* xy = qobject_cast<QXYSeries*>(series.value(next++))) {
                if (xy->points() != points)
                    xy->replace(points);
                if (qobject_cast<QLineSeries*>(xy))
                    xy->setProperty(kNoteProperty, s.note);
            }
        }
    }
    rescale(chart, spec, AxisFit::Live);
}

void ChartBuilder::fitCategoryLabels(QChart* chart, const ChartSpec& spec)
{
    // The title and the value-axis title shrink (to 60% at most) rather than being cut to "...": a
    // narrow window or the large workshop font must still show the whole text.
    const double basePt = chart->property("gpBaseTitlePt").toDouble();
    if (basePt > 0) {
        QFont title = chart->titleFont();
        double pt = basePt;
        title.setPointSizeF(pt);
        // The title's box is the chart less its margins and the layout's padding on both sides.
        const double room = chart->size().width() - 64;
        while (pt > basePt * 0.6 && QFontMetrics(title).horizontalAdvance(spec.title) > room) {
            pt -= basePt * 0.05;
            title.setPointSizeF(pt);
        }
        if (title != chart->titleFont())
            chart->setTitleFont(title);
    }
    const auto vertical = chart->axes(Qt::Vertical);
    if (!vertical.isEmpty()) {
        QAbstractAxis* y = vertical.first();
        const double axisPt = chart->property("gpBaseAxisTitlePt").toDouble();
        if (axisPt > 0) {
            QFont f = y->titleFont();
            double pt = axisPt;
            f.setPointSizeF(pt);
            const double room = chart->plotArea().height();
            const QString yTitle = PlainText::fromChart(y->titleText());
            while (room > 0 && pt > axisPt * 0.6 && QFontMetrics(f).horizontalAdvance(yTitle) > room) {
                pt -= axisPt * 0.05;
                f.setPointSizeF(pt);
            }
            if (f != y->titleFont())
                y->setTitleFont(f);
        }
    }

    if (spec.kind == ChartKind::HorizontalBars) {
        HorizontalBarsChart::fitLabels(chart, spec);
        return;
    }
    if (spec.kind == ChartKind::Tornado) {
        TornadoChart::fitLabels(chart);
        return;
    }
    if (spec.kind == ChartKind::GroupedBars)
        return; // its labels wrap word by word (GroupedBarsChart.cpp)
    const auto horizontal = chart->axes(Qt::Horizontal);
    if (horizontal.isEmpty() || spec.categories.isEmpty())
        return;
    if (BarLayer* layer = barLayerOf(chart)) {
        // Bars: the layer fits and draws the labels; the chart's bottom margin makes room for them.
        // Upright names take at most 130 px and a third of the chart's height, so the plot keeps room.
        const int uprightRoom = std::clamp(int(chart->size().height() / 3), 40, 130);
        const int extent = layer->fitLabels(spec.categories, horizontal.first()->labelsFont(),
                                            horizontal.first()->labelsBrush().color(), uprightRoom);
        QMargins margins = chart->margins();
        const int bottom = kChartMargin + extent + kLabelRoom;
        if (margins.bottom() != bottom) {
            margins.setBottom(bottom);
            chart->setMargins(margins);
        }
        return;
    }
    auto* x = qobject_cast<QBarCategoryAxis*>(horizontal.first());
    if (!x)
        return;
    const QFontMetrics metrics(x->labelsFont());
    int widest = 0;
    for (const QString& c : spec.categories)
        widest = std::max(widest, metrics.horizontalAdvance(c));
    const double slot = chart->plotArea().width() / spec.categories.size();
    // Level labels when they fit their slot with room to spare (Qt Charts draws each label as a text item
    // with 4 px margins and hides any that would touch a neighbour or the edge); upright ones otherwise,
    // shortened in the middle to at most 130 px: a tilted label reaches over its neighbours and off the
    // chart's edges, and Qt Charts then drops it (visual QA found first and last labels missing). The bar's
    // tooltip keeps the whole name.
    const bool level = widest + 24 <= slot;
    QStringList shown = spec.categories;
    if (!level)
        for (QString& s : shown)
            s = metrics.elidedText(s, Qt::ElideMiddle, 130);
    const int angle = level ? 0 : -90;
    if (x->labelsAngle() != angle)
        x->setLabelsAngle(angle);
    shown = chartTexts(distinct(shown));
    if (x->categories() != shown)
        x->setCategories(shown);
}

bool ChartBuilder::drawnInside(const QChart* chart)
{
    const BarLayer* layer = barLayerOf(chart);
    return !layer || QRectF(QPointF(0, 0), chart->size()).contains(layer->boundingRect());
}

QStringList ChartBuilder::drawnBarLabels(const QChart* chart)
{
    const BarLayer* layer = barLayerOf(chart);
    return layer ? layer->labels() : QStringList();
}

QVector<QPointF> ChartBuilder::plottedPoints(const QChart* chart, const ChartSpec& spec, const QString& seriesName)
{
    QVector<QPointF> out;
    if (spec.kind == ChartKind::HorizontalBars)
        return spec.series.isEmpty() || spec.series.first().name != seriesName
                   ? out
                   : HorizontalBarsChart::plotted(chart, spec);
    if (spec.kind == ChartKind::Bars) {
        const BarLayer* layer = barLayerOf(chart);
        if (!layer || spec.series.isEmpty() || spec.series.first().name != seriesName)
            return out;
        for (int c = 0; c < layer->values().size(); ++c)
            out.append(QPointF(c, layer->values()[c]));
        return out;
    }
    for (QAbstractSeries* series : chart->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            const auto sets = bars->barSets();
            for (QBarSet* set : sets)
                if (set->label() == PlainText::chart(seriesName)) {
                    for (int c = 0; c < set->count(); ++c)
                        out.append(QPointF(c, set->at(c)));
                    return out;
                }
        } else if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            if (LegendLabels::fullName(xy) == PlainText::chart(seriesName)) {
                const auto pts = xy->points();
                return QVector<QPointF>(pts.begin(), pts.end());
            }
        }
    }
    return out;
}

QString ChartBuilder::plottedNote(const QChart* chart, const QString& seriesName)
{
    for (const QAbstractSeries* series : chart->series())
        if (LegendLabels::fullName(series) == PlainText::chart(seriesName))
            return series->property(kNoteProperty).toString();
    return {};
}
