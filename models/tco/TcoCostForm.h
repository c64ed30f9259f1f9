// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Each option's full cost over the horizon as a closed form of the utilisation and the horizon: the same figure
// as TcoModel::evaluate's OptionCost::fullCost, from the same formulas (TcoModel.h), without building the cash
// month by month. The break-even search, the cost by horizon and the tornado's probes call it instead of
// evaluating every option over every month for every owned x rented pair: a 64-option, 240-month analysis took
// 8-9 s that way (issue 36), and takes milliseconds this way (bench/bench_tco.cpp).
//
// With u the utilisation and H the horizon in months (TcoModel.h's names):
//   work          N(u) = u x GPUs x 730 x hours factor x (1 + shared penalty) / (1 - w)   (w: lost fraction)
//   per used hour running = N(u) x billed/used x price + DevOps + VPS;      full = H x running
//   held, rented  G(u) = fleetFor(N(u)); compute = G x price (x 730 when per hour);
//                 running = compute + DevOps + VPS;                        full = H x running + owed x compute
//   owned         capex = G (1 + spares) x price; running = power(G) + space(G) + DevOps + VPS;
//                 full = capex + H x running + n x capex x (1 - resale) - residual
//                 with n purchases at months round(k x refresh) < H (k = 1, 2, ...), the last one at month L,
//                 residual = capex x (1 - (1 - resale) x min(H - L, refresh) / refresh) when credited
// owed = the reservation's months past the horizon: ceil(H / term) x term - H.
// The sums are exact rewrites of evaluate's month loop (the same terms, added once each), so the two agree to
// rounding (tst_tcocostform checks 1e-9 relative on every option of the shipped example and a 64-option case).
#include "TcoInputs.h"

#include <vector>

namespace gp::tco {

class TcoCostForm {
public:
    TcoCostForm() = default;
    // `in` must pass TcoModel::validate (the form does not check its own inputs).
    explicit TcoCostForm(const Inputs& in) { assign(in); }
    // Reuses its storage: the tornado assigns one form per probe.
    void assign(const Inputs& in);

    std::size_t size() const { return m_options.size(); }
    // Option i's full cost at utilisation u over `horizon` months, in the analysis currency.
    double fullCost(std::size_t i, double utilisation, int horizon) const;
    // What TcoModel::validate says of TcoAnalysis::atUtilisation(in, u), given that it passed at 1%: only the
    // runs a month (volume typed as runs) change with u, and they must stay within 1e6.
    bool validAt(double utilisation) const;

private:
    struct Terms {
        bool perUsedHour = false, owned = false;
        double workFactor = 1; // hours factor x (1 + shared penalty if shared)
        double lostFraction = 0;
        double billedOverUsed = 1; // per used hour
        // Per used hour: the price per GPU-hour; held, rented: per GPU-month; owned: the purchase per GPU.
        double price = 0;
        double availability = 1;
        int gpusPerInstance = 1;
        int termMonths = 0;
        double kwPerGpu = 0;        // owned: GPU TDP + server share
        double powerPerKwMonth = 0; // owned: load x PUE x 730 h x price per kWh
        double spacePerKwMonth = 0; // owned: colocation, or the own DC's build cost over its life
        double fixedPerMonth = 0;   // DevOps + VPS
    };
    double fleetFor(const Terms& t, double hours) const;

    std::vector<Terms> m_options;
    int m_jobGpus = 1;
    double m_spareFraction = 0, m_resaleFraction = 0, m_refreshMonths = 1;
    bool m_creditResidual = true;
    bool m_runsMode = false;
    // purchases() for the last horizon fullCost was asked about (a form is used by one thread at a time).
    mutable int m_purchasesHorizon = -1, m_purchases = 0;
    mutable double m_lastPurchase = 0;
    double m_gpuHoursPerRun = 0;
};

} // namespace gp::tco
