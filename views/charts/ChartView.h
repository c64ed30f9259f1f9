// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one seam between GPU Planner and its chart library. Callers describe a chart as a ChartSpec (plain
// values) and get a widget back; nothing outside views/charts/ includes a Qt Charts header, so moving to
// Qt Graphs later touches only this folder (STYLE.md, "All chart code behind one seam").
#include "ChartSpec.h"

#include <QPointF>
#include <QWidget>

#include <memory>

class QPainter;

class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);
    ~ChartView() override;

    // Redraws with new values. When only the numbers changed (same kind, categories and series), the
    // existing series are updated in place: a what-if drag then costs a repaint, not a rebuilt chart.
    void setSpec(const ChartSpec& spec);
    const ChartSpec& spec() const;

    // What is actually plotted for the series named `seriesName` (Bars: the single series; StackedBars:
    // one component), read back from the drawing library: (category index or x, value). Tests use it to
    // check that the drawn numbers are the engine's numbers.
    QVector<QPointF> plottedPoints(const QString& seriesName) const;
    QString plottedNote(const QString& seriesName) const; // what hovering that line shows
    QStringList plottedCategoryLabels() const;            // the category axis' labels as drawn (either orientation)
    QString plottedTitle() const;
    QString plottedAxisTitle(Qt::Orientation orientation) const;
    // The drawn range of the first value axis in `orientation` ({0, 0} when there is none).
    QPair<double, double> plottedAxisRange(Qt::Orientation orientation) const;
    bool plottedAxisIsLogarithmic(Qt::Orientation orientation) const;

    // Saving: PNG (raster) and SVG (vector, QSvgGenerator). `size` empty = the widget's size, or
    // 900 x 560 when it has not been laid out yet. On failure *error says why, naming the file.
    bool savePng(const QString& path, QString* error = nullptr, QSize size = {}) const;
    bool saveSvg(const QString& path, QString* error = nullptr, QSize size = {}) const;
    // Paints the chart into `target` on any painter (the PDF writer uses this).
    void render(QPainter* painter, const QRectF& target) const;

    bool isDark() const;

    // Whether the chart shows whole in the widget: its laid-out minimum (title, axes with their labels,
    // legend) fits, the chart is inside the view, and labels a layer draws (BarLayer) are inside the chart.
    bool drawnWhole() const;
    // The plot area as laid out, in the widget's pixels.
    QRectF plottedPlotArea() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void watchPlotArea();
    void freshChart();
    struct Private;
    std::unique_ptr<Private> d;
};
