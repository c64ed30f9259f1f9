// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Legend names that do not fit a legend down the right side of a chart. Qt Charts cuts them at the end
// ("Amazon Web Services (EC2) 8x H100 S..."), so two TCO options of one provider that differ only in
// their tier looked alike; shortened in the middle, both the provider and the tier and region at the end
// stay readable.
#include <QString>

class QAbstractSeries;
class QChart;

namespace LegendLabels {
// After the chart's layout has run (the legend has its width): shows each line or scatter series' name in the
// middle-shortened form that fits the legend, or whole when it fits. The whole name is kept on the series
// (fullName), so a wider chart shows it again and a lookup by name still finds the series. Bar legends
// (category names) are left as they are.
// Painted: a chart laid out once (ChartPainter), whose legend keeps the width the layout gave it. Live: a ChartView,
// laid out again at every change, whose legend width is fixed here.
enum class Fit { Painted, Live };
void fitRightLegend(QChart* chart, Fit fit);
// The series' name as the chart spec gave it (as Qt Charts stores it: PlainText::chart), before any shortening.
QString fullName(const QAbstractSeries* series);
} // namespace LegendLabels
