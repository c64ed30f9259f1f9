// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What a board asks after the monthly lines: where does owning start to win (break-even utilisation,
// and the curve behind it), when does it overtake renting (the crossover month), and which assumption
// would change the answer (a tornado at +-20% and the value of each input at which the winner flips).
#include "TcoModel.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gp::tco {

// Owned option vs a rented one: the utilisation at which their full costs over the horizon are equal.
struct BreakEven {
    int owned = -1, rented = -1;
    std::optional<double> utilisation; // empty: no crossing between 1% and 100%
    bool ownedWinsAbove = true;        // owning is the cheaper of the two just above the crossing
    // No crossing: true when owning is the cheaper at every utilisation from 1% to 100%, false when renting
    // is; empty when a crossing exists or the inputs are not valid at every utilisation (then neither is said).
    std::optional<bool> ownedCheaperThroughout;
    Message note; // "owning is cheaper at every utilisation from 1% to 100%", ...; empty when a crossing exists
};

// Owned vs rented at the analysis' utilisation: the month (fractional, linear within the month) at which
// owning's cumulative cash falls to renting's. Empty when it does not happen within the horizon.
struct Crossover {
    int owned = -1, rented = -1;
    std::optional<double> month;
    double cumulativeAtMonth = 0; // both options' cumulative cash there (the chart marks the point)
};

// Full cost of every option at one utilisation: the break-even curve.
struct CurvePoint {
    double utilisation = 0;
    std::vector<double> fullCost; // per option
};

// The cheapest owned option's break-even against the cheapest rented option, per horizon.
struct HorizonPoint {
    int months = 0;
    std::optional<double> breakEvenUtilisation;
    bool ownedWinsAbove = true; // with a break-even: owning is the cheaper just above it
    // Without one: as BreakEven::ownedCheaperThroughout, so "no break-even" is never read as "owning never
    // wins" where owning wins at every utilisation (issue 31: the proposal said both of one pair).
    std::optional<bool> ownedCheaperThroughout;
};

struct Sensitivity {
    std::string field; // input path ("ownership.electricity_per_kwh")
    std::string label; // "Electricity price"
    std::string unit;  // of base / flip values ("INR/kWh", "fraction", "h/month")
    double base = 0;
    double low = 0, high = 0;                 // the input at -20% and +20%
    double gapAtLow = 0, gapAtHigh = 0;       // runner-up's full cost - winner's (baseline pair), in currency
    double changeAtLow = 0, changeAtHigh = 0; // the gaps less the baseline gap: the tornado's bars
    std::string winnerAtLow, winnerAtHigh;
    std::optional<double> flipBelow; // the input value below which another option wins
    std::optional<double> flipAbove; // ... above which
    std::string flipBelowWinner, flipAboveWinner;
    double swing() const { return std::abs(gapAtHigh - gapAtLow); }
};

struct Analysis {
    Result base;
    double baseGap = 0; // runner-up - winner at the baseline
    int runnerUp = -1;
    std::vector<BreakEven> breakEvens;
    std::vector<Crossover> crossovers;
    std::vector<CurvePoint> curve;       // 5%, 10%, ... 100%
    std::vector<HorizonPoint> byHorizon; // 6, 12, 18, 24, 30, 36 months
    std::vector<Sensitivity> tornado;    // largest swing first
    std::vector<Message> conclusion;     // plain words, in the analysis currency, a sentence each
    bool cancelled = false;              // the progress callback stopped it: the figures are partial
    bool ok() const { return base.ok() && !cancelled; }
};

// The result a cost is "per": a training run when runs are known, else a million tokens, else a GPU-hour of work.
enum class ResultUnit { Run, MillionTokens, WorkGpuHour };
ResultUnit resultUnit(const Result& r);
double costPerResult(const OptionCost& c, ResultUnit unit);

class TcoAnalysis {
public:
    static constexpr double kSwing = 0.2; // the issue's +-20%
    // Called after each step (an owned x rented pair, a tornado input, the conclusion) with the steps done and
    // their total; returning false stops the analysis, which then comes back cancelled. It runs on the thread
    // that runs analyse() (the GUI runs it on a worker: views/tco/TcoAnalysisRunner.h).
    using Progress = std::function<bool(int done, int total)>;
    static Analysis analyse(const Inputs& in, const Progress& progress = {});
    // The utilisation (1%..100%) at which option a's full cost equals option b's; empty when none.
    static std::optional<double> breakEvenUtilisation(const Inputs& in, int a, int b, bool* aWinsAbove = nullptr);
    static std::optional<double> crossoverMonth(const OptionCost& owned, const OptionCost& rented);
    // Inputs at utilisation u (volume typed as hours or runs is replaced by the utilisation).
    static Inputs atUtilisation(Inputs in, double u);
    static Workload workloadAt(Workload w, double u); // the workload part of atUtilisation
    static std::string formatMoney(double amount, const std::string& currency);
};

} // namespace gp::tco
