#pragma once
// Legend names that do not fit a legend down the right side of a chart. Qt Charts cuts them at the end
// ("Amazon Web Services (EC2) 8x H100 S..."), so two TCO options of one provider that differ only in
// their tier looked alike in the proposal; shortened in the middle, both the provider and the tier and
// region at the end stay readable.
class QChart;

namespace LegendLabels {
// After the chart's layout has run (the legend has its width): shortens each line or scatter series' name
// that is wider than the legend allows, in the middle. Bar legends (category names) are left as they are.
// It renames the series: for charts painted once (ChartPainter), not for a live ChartView.
void fitRightLegend(QChart* chart);
} // namespace LegendLabels
