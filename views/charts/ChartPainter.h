// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Paints a ChartSpec onto any QPainter (a PNG, an SVG generator, a PDF page) as vector drawing, through a
// fresh off-screen chart: what is painted depends on the spec and the layout size only, never on a window.
#include "ChartSpec.h"

#include <QFont>
#include <QRectF>
#include <QSizeF>

class QPainter;

namespace ChartPainter {
// Lays the chart out at `layoutSize` (logical pixels: the size the fonts are measured against) and paints
// it scaled into `target`. An empty layoutSize lays it out at target's size.
void paint(QPainter* painter, const QRectF& target, const ChartSpec& spec, const QFont& font, bool dark = false,
           QSizeF layoutSize = {});
} // namespace ChartPainter
