#pragma once
// The sensitivity tornado: one row per input, largest swing on top, a bar for the input at -20% and one
// at +20%, each the change of the answer from the baseline (either side of 0). Internal to views/charts/
// (ChartBuilder dispatches ChartKind::Tornado here).
#include "ChartBuilder.h"

class QChart;

namespace TornadoChart {
void build(QChart* chart, const ChartSpec& spec, const ChartStyle& style);
}
