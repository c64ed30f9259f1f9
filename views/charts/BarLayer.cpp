#include "BarLayer.h"

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

QString formatValue(double v)
{
    return std::abs(v) >= 100 ? QString::number(v, 'f', 0) : QString::number(v, 'g', 3);
}
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

int BarLayer::labelExtent(const QStringList& shown, bool upright, const QFont& font)
{
    const QFontMetrics metrics(font);
    if (!upright)
        return metrics.height();
    int widest = 0;
    for (const QString& s : shown)
        widest = std::max(widest, metrics.horizontalAdvance(s));
    return widest + 2;
}

void BarLayer::setLabels(const QStringList& shown, bool upright, const QFont& font, const QColor& colour)
{
    if (shown == m_shown && upright == m_upright && font == m_labelFont && colour == m_labelColour)
        return;
    prepareGeometryChange();
    m_shown = shown;
    m_upright = upright;
    m_labelFont = font;
    m_labelColour = colour;
    m_extent = labelExtent(shown, upright, font);
    m_labelTexts.clear();
    for (const QString& s : shown) {
        QStaticText text(s);
        text.setTextFormat(Qt::PlainText);   // scenario names, drawn literally
        text.prepare(QTransform(), font);
        m_labelTexts.append(text);
    }
    update();
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
        const QSizeF size = m_labelTexts[c].size();
        if (m_upright) {
            // Read bottom to top, its end at the axis, centred on the bar.
            painter->save();
            painter->translate(x, top);
            painter->rotate(-90);
            painter->drawStaticText(QPointF(-size.width(), -size.height() / 2), m_labelTexts[c]);
            painter->restore();
        } else {
            painter->drawStaticText(QPointF(x - size.width() / 2, top), m_labelTexts[c]);
        }
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
                                                                   formatValue(m_values[index]), m_unit)));
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
