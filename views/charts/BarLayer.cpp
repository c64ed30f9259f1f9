// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "BarLayer.h"
#include "ChartValueText.h"

#include "common/PlainText.h"

#include <QAbstractSeries>
#include <QChart>
#include <QCursor>
#include <QFontMetrics>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {
// Above the grid and the axes, with the series (ChartPresenter draws series at z 4 to 10).
constexpr double kZValue = 5;
// Room between the plot's bottom edge and the labels (Qt Charts' tick marks reach 5 px below it).
constexpr int kLabelGap = 7;

} // namespace

BarLayer::BarLayer(QChart* chart, QAbstractSeries* anchor) : QGraphicsObject(chart), m_chart(chart), m_anchor(anchor)
{
    setZValue(kZValue);
    setAcceptHoverEvents(true);
    setFlag(QGraphicsItem::ItemClipsToShape);
    connect(chart, &QChart::plotAreaChanged, this, &BarLayer::plotAreaMoved);
    plotAreaMoved();
}

void BarLayer::setBars(const QStringList& categories, const QVector<QColor>& colours, const QString& seriesName,
                       const QString& unit)
{
    m_categories = categories;
    m_colours = colours;
    m_seriesName = seriesName;
    m_unit = unit;
    update();
}

void BarLayer::setValues(const QVector<double>& values)
{
    if (values == m_values)
        return;
    m_values = values;
    update();
}

void BarLayer::plotAreaMoved()
{
    // The axes' ranges change the plot area or only the mapping; either way the bars move.
    const QRectF area = m_chart ? m_chart->plotArea() : QRectF();
    if (area != m_plotArea) {
        prepareGeometryChange();
        m_plotArea = area;
    }
    update();
}

QRectF BarLayer::boundingRect() const
{
    return m_shown.isEmpty() ? m_plotArea : m_plotArea.adjusted(0, 0, 0, kLabelGap + m_extent);
}

void BarLayer::setGridPen(const QPen& pen)
{
    m_gridPen = pen;
    update();
}

namespace {
// `name` on up to two lines of `width` pixels, broken between words; what does not fit the second line
// (or a first word longer than a line) is shortened in the middle.
QString twoLines(const QString& name, const QFontMetrics& metrics, int width)
{
    if (metrics.horizontalAdvance(name) <= width)
        return name;
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString first;
    qsizetype next = 0;
    for (; next < words.size(); ++next) {
        const QString longer = first.isEmpty() ? words[next] : first + QLatin1Char(' ') + words[next];
        if (metrics.horizontalAdvance(longer) > width)
            break;
        first = longer;
    }
    if (first.isEmpty() && !words.isEmpty()) {
        first = metrics.elidedText(words.first(), Qt::ElideMiddle, width);
        next = 1;
    }
    const QString rest = words.mid(next).join(QLatin1Char(' '));
    return rest.isEmpty() ? first : first + QLatin1Char('\n') + metrics.elidedText(rest, Qt::ElideMiddle, width);
}
} // namespace

int BarLayer::fitLabels(const QStringList& categories, const QFont& font, const QColor& colour, int uprightRoom)
{
    const QFontMetrics metrics(font);
    if (categories != m_measuredFor || font != m_measuredFont) {
        m_measuredFor = categories;
        m_measuredFont = font;
        m_widest = 0;
        for (const QString& c : categories)
            m_widest = std::max(m_widest, metrics.horizontalAdvance(c));
    }
    const int n = int(categories.size());
    const double slot = n > 0 ? m_plotArea.width() / n : 0;
    // Room either side of a level label, so neighbours never touch.
    const int width = int(slot) - 12;
    // Level on one line when every name fits; on two when a slot holds about six characters a line;
    // upright (many bars) otherwise.
    const LabelLayout layout = m_widest <= width                         ? LabelLayout::Level
                               : width >= 6 * metrics.averageCharWidth() ? LabelLayout::TwoLines
                                                                         : LabelLayout::Upright;
    // Nothing that shapes the labels moved (a what-if step changes only the bars): keep them. Eliding or
    // wrapping 50 names was a twentieth of a 50-scenario what-if step (perf, bench_whatif, 2026-12-01).
    if (layout == m_layout && width == m_fittedWidth && uprightRoom == m_fittedUprightRoom && font == m_labelFont &&
        colour == m_labelColour && categories == m_fittedFor)
        return m_extent;
    m_fittedFor = categories;
    m_fittedWidth = width;
    m_fittedUprightRoom = uprightRoom;
    QStringList shown = categories;
    int extent = 0;
    switch (layout) {
    case LabelLayout::Level:
        extent = metrics.height();
        break;
    case LabelLayout::TwoLines:
        for (QString& c : shown) {
            c = twoLines(c, metrics, width);
            extent = std::max(extent, int(c.count(QLatin1Char('\n')) + 1) * metrics.lineSpacing());
        }
        break;
    case LabelLayout::Upright:
        for (QString& c : shown) {
            c = metrics.elidedText(c, Qt::ElideMiddle, std::max(uprightRoom, 3 * metrics.averageCharWidth()));
            extent = std::max(extent, metrics.horizontalAdvance(c));
        }
        extent += 2;
        break;
    }
    if (shown == m_shown && layout == m_layout && font == m_labelFont && colour == m_labelColour)
        return m_extent;
    prepareGeometryChange();
    m_shown = shown;
    m_layout = layout;
    m_labelFont = font;
    m_labelColour = colour;
    m_lineSpacing = metrics.lineSpacing();
    m_extent = extent;
    m_labelTexts.clear();
    for (const QString& c : shown) {
        QVector<QStaticText> lines;
        for (const QString& line : c.split(QLatin1Char('\n'))) {
            QStaticText text(line);
            text.setTextFormat(Qt::PlainText); // scenario names, drawn literally
            text.prepare(QTransform(), font);
            lines.append(text);
        }
        m_labelTexts.append(lines);
    }
    update();
    return m_extent;
}

QRectF BarLayer::barRect(int category) const
{
    if (!m_chart || !m_anchor || category < 0 || category >= m_values.size() || !(m_values[category] > 0))
        return {};
    const QPointF topLeft = m_chart->mapToPosition(QPointF(category - kBarWidth / 2, m_values[category]), m_anchor);
    const QPointF bottomRight = m_chart->mapToPosition(QPointF(category + kBarWidth / 2, 0), m_anchor);
    return QRectF(topLeft, bottomRight).normalized().intersected(m_plotArea);
}

void BarLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->save();
    painter->setClipRect(m_plotArea);
    if (m_chart && m_anchor && m_gridPen.style() != Qt::NoPen) {
        painter->setPen(m_gridPen);
        for (int c = 0; c <= m_categories.size(); ++c) {
            const double x = m_chart->mapToPosition(QPointF(c - 0.5, 0), m_anchor).x();
            painter->drawLine(QPointF(x, m_plotArea.top()), QPointF(x, m_plotArea.bottom()));
        }
    }
    for (int c = 0; c < m_values.size(); ++c) {
        const QRectF r = barRect(c);
        if (r.isEmpty())
            continue;
        const QColor colour = c < m_colours.size() && m_colours[c].isValid() ? m_colours[c] : QColor(0x4e79a7);
        painter->setBrush(colour);
        painter->setPen(QPen(colour.darker(130), 1));
        painter->drawRect(r);
    }
    painter->restore();
    if (!m_chart || !m_anchor || m_labelTexts.isEmpty())
        return;
    painter->save();
    painter->setFont(m_labelFont);
    painter->setPen(m_labelColour);
    const double top = m_plotArea.bottom() + kLabelGap;
    for (int c = 0; c < m_labelTexts.size(); ++c) {
        const double x = m_chart->mapToPosition(QPointF(c, 0), m_anchor).x();
        const QVector<QStaticText>& lines = m_labelTexts[c];
        if (m_layout == LabelLayout::Upright && !lines.isEmpty()) {
            // Read bottom to top, its end at the axis, centred on the bar.
            const QSizeF size = lines.first().size();
            painter->save();
            painter->translate(x, top);
            painter->rotate(-90);
            painter->drawStaticText(QPointF(-size.width(), -size.height() / 2), lines.first());
            painter->restore();
            continue;
        }
        for (int l = 0; l < lines.size(); ++l) // each line centred under the bar
            painter->drawStaticText(QPointF(x - lines[l].size().width() / 2, top + l * m_lineSpacing), lines[l]);
    }
    painter->restore();
}

int BarLayer::barAt(const QPointF& position) const
{
    for (int c = 0; c < m_values.size(); ++c)
        if (barRect(c).contains(position))
            return c;
    return -1;
}

void BarLayer::hovered(bool on, int index)
{
    if (!on || index < 0 || index >= m_values.size() || index >= m_categories.size() || !(m_values[index] > 0)) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), PlainText::toolTip(QStringLiteral("%1 - %2: %3 %4")
                                                              .arg(m_categories[index], m_seriesName,
                                                                   chartValueText(m_values[index]), m_unit)));
}

void BarLayer::hoverMoveEvent(QGraphicsSceneHoverEvent* event)
{
    const int bar = barAt(event->pos());
    if (bar == m_hovered)
        return;
    m_hovered = bar;
    hovered(bar >= 0, bar);
}

void BarLayer::hoverLeaveEvent(QGraphicsSceneHoverEvent*)
{
    m_hovered = -1;
    hovered(false, -1);
}
