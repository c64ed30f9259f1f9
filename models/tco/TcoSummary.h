// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The headline a reader takes away from a TCO analysis, in one place so the proposal and the workspace's
// TCO pane say the same thing: the cheapest option over the horizon, and how much more the runner-up
// costs, or, when the cheapest is interruptible (it can be reclaimed at short notice), how much more the
// cheapest option that cannot be reclaimed costs. Plain words in the analysis currency; every figure is
// the model's (TcoModel, TcoAnalysis), taken, never recomputed.
#include "TcoAnalysis.h"
#include "messages/Message.h"

#include <string>

namespace gp::tco {

// Spot, community and marketplace capacity (TcoDefaults::kindOfOffer maps them all to Spot).
bool interruptible(OptionKind kind);
// Every interruptible option says so in its own name (" (interruptible)"), so no chart legend, table or
// sentence of the model (its conclusion, the tornado's winners) can name one without the label.
void labelInterruptible(Inputs& in);
// The option with the lowest full cost among the interruptible ones (or the others); -1 when none.
int cheapestWhere(const Result& r, bool wantInterruptible);
// The cheapest owned (or rented) option by full cost; -1 when none. TcoAnalysis pairs these two for the
// break-even by horizon.
int cheapestByOwnership(const Result& r, bool wantOwned);
// The option's kind in words for a table or a header: "reserved 1 year (committed)", "interruptible: can be
// reclaimed".
std::string kindLabel(OptionKind kind);
// A total in whole units with its grouping (TcoAnalysis::formatMoney) from 1,000 up; below that two
// decimals (a cost per GPU-hour or per run keeps its cents): "Rs 1,23,456", "USD 2.49".
std::string formatAmount(double amount, const std::string& currency);

struct Summary {
    int cheapest = -1;
    bool cheapestInterruptible = false;
    int cheapestFirm = -1; // the cheapest option that cannot be reclaimed (the cheapest itself when it is firm)
    double firmExtra = 0;  // its full cost less the cheapest's (0 when it is the cheapest)
    int runnerUp = -1;
    double runnerUpExtra = 0; // the runner-up's full cost less the cheapest's (Analysis::baseGap)
    // The month the utilisation is a share of: hours per month x the fleet's GPUs.
    double hoursPerMonth = kHoursPerMonth;
    double fleetHoursPerMonth = 0;
    // "Cheapest over 24 months at 56.0% utilisation: X, full cost USD 1,234,567. The runner-up, Y, costs
    // USD 12,345 more.", a sentence each as templates with typed figures (issue 35). Empty when the analysis
    // could not be computed.
    std::vector<Message> headline;
};

Summary summarise(const Analysis& a, const Inputs& in);

} // namespace gp::tco
