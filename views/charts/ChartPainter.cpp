// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChartPainter.h"

#include "ChartBuilder.h"
#include "LegendLabels.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>

namespace ChartPainter {

void paint(QPainter* painter, const QRectF& target, const ChartSpec& spec, const QFont& font, bool dark,
           QSizeF layoutSize)
{
    if (layoutSize.isEmpty())
        layoutSize = target.size();
    QGraphicsScene scene;
    auto* chart = new QChart;
    scene.addItem(chart); // the scene owns it
    ChartBuilder::build(chart, spec, ChartStyle{dark, font});
    chart->resize(layoutSize);
    chart->layout()->activate();
    ChartBuilder::fitCategoryLabels(chart, spec);
    LegendLabels::fitRightLegend(chart, LegendLabels::Fit::Painted);
    chart->layout()->activate();
    scene.setSceneRect(QRectF(QPointF(0, 0), layoutSize));
    scene.render(painter, target, scene.sceneRect());
}

} // namespace ChartPainter
