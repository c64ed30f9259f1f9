// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// ChartKind::Bars drawn by one graphics item on top of a QChart's axes: one bar per category, each in
// its category's colour. Qt Charts colours bars by set, so the colours took one QBarSet per category
// in a stacked series: n sets of n values, n x n bar items, and every changed value laid all of them out
// again (Qt Charts' AbstractBarChartItem::handleLayoutChanged). With 50 scenarios a what-if step cost
// 2,500 bars x 50 layouts; this item paints n rectangles and a what-if step is one repaint. It draws
// the category labels too, as plain text below the plot: Qt Charts measured and drew each label as rich
// text (a QTextDocument per label) on every layout and repaint, most of a rescale's cost with 50 names.
// Internal to views/charts/ (ChartBuilder places it; ChartView reads it back for tests).
#include <QColor>
#include <QFont>
#include <QGraphicsObject>
#include <QPen>
#include <QPointer>
#include <QStaticText>
#include <QStringList>
#include <QVector>

class QChart;
class QAbstractSeries;

class BarLayer : public QGraphicsObject {
    Q_OBJECT
public:
    // `anchor` is a series attached to the chart's category and value axes: positions are mapped through
    // it (QChart::mapToPosition), so the bars follow the axes' ranges and the plot area exactly.
    BarLayer(QChart* chart, QAbstractSeries* anchor);

    // `categories` plain text (the tooltips show them literally); `unit` what the value axis counts.
    void setBars(const QStringList& categories, const QVector<QColor>& colours, const QString& seriesName,
                 const QString& unit);
    // New numbers for the same categories: one repaint.
    void setValues(const QVector<double>& values);
    const QVector<double>& values() const { return m_values; }
    // The drawn rectangle of a category's bar in chart coordinates (empty for a zero or negative value).
    QRectF barRect(int category) const;

    // Lays the category names out under the bars for the plot's current width and returns the height
    // they take below it: level on one line when every name fits its slot; level on two lines (broken
    // between words, the rest shortened in the middle) when a slot holds about six characters a line;
    // otherwise upright (read bottom to top), shortened in the middle to `uprightRoom` px. The bar's
    // tooltip keeps the whole name either way.
    int fitLabels(const QStringList& categories, const QFont& font, const QColor& colour, int uprightRoom);
    // As drawn, lines joined by '\n' (a long name may be shortened).
    const QStringList& labels() const { return m_shown; }
    // The lines between the categories' slots, as the value axis draws its grid.
    void setGridPen(const QPen& pen);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // A bar's width as a share of its category's slot (as QAbstractBarSeries::setBarWidth).
    static constexpr double kBarWidth = 0.6;
    // The kind of graphics item ChartBuilder finds it by.
    enum { Type = UserType + 0x6750 };
    int type() const override { return Type; }

public Q_SLOTS:
    // Shows (on) or hides the tooltip of bar `index`, as hovering it does.
    void hovered(bool on, int index);

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    void plotAreaMoved();
    int barAt(const QPointF& position) const;

    QPointer<QChart> m_chart;
    QPointer<QAbstractSeries> m_anchor;
    QStringList m_categories;
    QVector<QColor> m_colours;
    QVector<double> m_values;
    QString m_seriesName;
    QString m_unit;
    QRectF m_plotArea;
    int m_hovered = -1;
    enum class LabelLayout { Level, TwoLines, Upright };
    QStringList m_shown;
    QVector<QVector<QStaticText>> m_labelTexts; // each label's lines, laid out once, drawn on every repaint
    LabelLayout m_layout = LabelLayout::Level;
    int m_lineSpacing = 0;
    QFont m_labelFont;
    QColor m_labelColour;
    int m_extent = 0;
    QPen m_gridPen;
    // Measured once per set of names and font (fitLabels runs on every plot-area change).
    QStringList m_measuredFor;
    QFont m_measuredFont;
    int m_widest = 0;
    // What the shown labels were last fitted for, besides the layout, font and colour above.
    QStringList m_fittedFor;
    int m_fittedWidth = -1;
    int m_fittedUprightRoom = -1;
};
