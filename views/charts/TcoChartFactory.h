// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The TCO wizard's charts as ChartSpecs, from the model's analysis (models/tco/TcoAnalysis.h): every
// number drawn is the model's; this file only picks labels and colours.
#include "ChartSpec.h"
#include "tco/TcoAnalysis.h"

class TcoChartFactory {
public:
    // Cumulative cash per option by month, one line each, the crossovers (owned vs rented) as markers.
    static ChartSpec cumulative(const gp::tco::Analysis& a, const gp::tco::Inputs& in);
    // Full cost over the horizon per option at 5% ... 100% utilisation: the curve behind the break-even.
    static ChartSpec breakEvenCurve(const gp::tco::Analysis& a, const gp::tco::Inputs& in);
    // Cost per result (a run, a million tokens, or a GPU-hour of work) per option.
    static ChartSpec costPerResult(const gp::tco::Analysis& a, const gp::tco::Inputs& in);
    // How much each input, at -20% and +20%, changes the winner's lead over the runner-up: the inputs that
    // move it, largest swing first, at most kTornadoRows of them.
    static constexpr int kTornadoRows = 8;
    static ChartSpec tornado(const gp::tco::Analysis& a, const gp::tco::Inputs& in);

    static QString crossoverSeries() { return QStringLiteral("Crossover"); }
    static QString lowSeries() { return QStringLiteral("Input -20%"); }
    static QString highSeries() { return QStringLiteral("Input +20%"); }
    static QColor optionColour(int index);
};
