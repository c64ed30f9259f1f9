// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoCostForm.h"

#include "TcoModel.h"
#include "planning/CheckpointRestart.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <tuple>

namespace gp::tco {
namespace {

// Purchases after month 0 within the horizon: evaluate() buys again at month m_k = round(k x refresh) for
// k = 1, 2, ... while m_k < H (refresh >= 1, so the m_k strictly increase and each falls on its own month).
// Returns their count and the month of the last (0 when none), found from the estimate (H - 0.5) / refresh
// and corrected with the loop's own test, so a rounding at a half month agrees with the loop.
std::pair<int, double> purchases(double refresh, int horizon)
{
    auto month = [&](int k) { return std::round(k * refresh); };
    int n = std::max(0, int(std::floor((horizon - 0.5) / refresh)));
    while (n > 0 && month(n) >= horizon)
        --n;
    while (month(n + 1) < horizon)
        ++n;
    return {n, n > 0 ? month(n) : 0.0};
}

} // namespace

void TcoCostForm::assign(const Inputs& in)
{
    const Workload& w = in.workload;
    const Ownership& own = in.ownership;
    const Operations& ops = in.operations;
    // Conversion into the analysis currency (validated: every currency has a rate). The last currency's factor is
    // kept: the tornado assigns a form per probe, and looking up two rates per amount was a fifth of its time.
    // An amount without a rate (inputs that skipped TcoModel::validate) is NaN, never 0: every cost it enters is then
    // not finite, which the probes and the break-even scan refuse, where a zero would make that option look free.
    const CurrencyRate* to = in.rate(in.currency);
    const std::string* lastCode = nullptr;
    const CurrencyRate* from = nullptr;
    auto money = [&](const Money& m) {
        if (!lastCode || *lastCode != m.currency) {
            from = in.rate(m.currency);
            lastCode = &m.currency;
        }
        return from && to ? m.amount / from->unitsPerUsd * to->unitsPerUsd // TcoModel::convert's order
                          : std::numeric_limits<double>::quiet_NaN();
    };
    m_jobGpus = w.gpus;
    m_spareFraction = own.spareFraction;
    m_resaleFraction = own.resaleFraction;
    m_refreshMonths = own.refreshMonths;
    m_creditResidual = own.creditResidualValue;
    m_runsMode = w.runsPerMonth > 0 && w.gpuHoursPerRun > 0;
    m_gpuHoursPerRun = w.gpuHoursPerRun;
    m_options.resize(in.options.size());
    const double write = ops.checkpointWriteMinutes / 60, restart = ops.restartMinutes / 60;
    const double devOpsRate = money(ops.devOpsRate);
    const double electricity = money(own.electricityPerKwh);
    const double colocation = money(own.colocationPerKwMonth);
    const double facility = money(own.facilityCapexPerKw);
    m_purchasesHorizon = -1;
    // The lost fraction w depends on the option only through spot's extra interruptions: worked out twice, not 64
    // times.
    auto lostAt = [&](double perDay) {
        if (!(perDay > 0))
            return 0.0;
        const double mtbf = 24.0 / (perDay * w.gpus);
        const double tau = ops.checkpointIntervalHours > 0 ? ops.checkpointIntervalHours
                                                           : checkpoint::youngDalyIntervalHours(write, mtbf);
        return checkpoint::lostFraction(write, restart, tau, mtbf);
    };
    const double lost = lostAt(ops.interruptionsPerGpuDay);
    const double lostSpot = lostAt(ops.interruptionsPerGpuDay + ops.spotInterruptionsPerGpuDay);
    for (std::size_t i = 0; i < in.options.size(); ++i) {
        const Option& opt = in.options[i];
        Terms& t = m_options[i];
        t = Terms{};
        t.owned = opt.owned();
        t.perUsedHour =
            opt.basis == PriceBasis::PerGpuHour &&
            (opt.kind == OptionKind::OnDemand || opt.kind == OptionKind::Spot || opt.kind == OptionKind::Managed);
        // N(u) / u, in evaluate's order: u x GPUs x 730 x hours factor x shared factor / (1 - w).
        const double sharedFactor = opt.sharedInstance ? 1 + ops.sharedPenalty : 1;
        t.lostFraction = opt.kind == OptionKind::Spot ? lostSpot : lost;
        t.workFactor = opt.hoursFactor * sharedFactor;
        t.price = money(opt.price);
        if (!t.perUsedHour && !t.owned && opt.basis != PriceBasis::PerGpuMonth)
            t.price *= kHoursPerMonth; // a reservation's hourly price, paid for every hour of the month
        t.availability = opt.slaPercent > 0 ? opt.slaPercent / 100.0 : 1.0;
        t.gpusPerInstance = opt.gpusPerInstance;
        t.termMonths = opt.termMonths();
        if (t.perUsedHour) {
            const double instances = std::ceil(double(w.gpus) / opt.gpusPerInstance); // rented whole
            t.billedOverUsed = instances * opt.gpusPerInstance / w.gpus;
        }
        if (t.owned) {
            t.kwPerGpu = (opt.tdpW + own.serverWattsPerGpu) / 1000.0;
            t.powerPerKwMonth = own.load * own.pue * kHoursPerMonth * electricity;
            t.spacePerKwMonth =
                opt.kind == OptionKind::OwnColocation ? colocation : facility / (own.facilityLifeYears * 12.0);
        }
        t.fixedPerMonth = opt.devOpsHoursPerMonth * devOpsRate;
        for (const VpsLine& v : opt.vpsLines)
            t.fixedPerMonth += money(v.perMonth);
    }
}

double TcoCostForm::fleetFor(const Terms& t, double hours) const
{
    // TcoModel::evaluate's fleetFor: at least the job's GPUs, whole instances.
    const double g = std::max<double>(m_jobGpus, std::ceil(hours / (kHoursPerMonth * t.availability) - 1e-9));
    return std::ceil(g / t.gpusPerInstance - 1e-9) * t.gpusPerInstance;
}

double TcoCostForm::fullCost(std::size_t i, double u, int horizon) const
{
    assert(i < m_options.size() && horizon >= 1);
    const Terms& t = m_options[i];
    const double needed = u * m_jobGpus * kHoursPerMonth * t.workFactor / (1.0 - t.lostFraction);
    if (t.perUsedHour)
        return horizon * (needed * t.billedOverUsed * t.price + t.fixedPerMonth);
    const double fleet = fleetFor(t, needed);
    if (!t.owned) {
        const double compute = fleet * t.price;
        double owed = 0;
        if (t.termMonths > 0)
            owed = double((horizon + t.termMonths - 1) / t.termMonths * t.termMonths - horizon);
        return horizon * (compute + t.fixedPerMonth) + owed * compute;
    }
    const double bought = fleet * (1.0 + m_spareFraction);
    const double capex = bought * t.price;
    const double running =
        fleet * t.kwPerGpu * t.powerPerKwMonth + bought * t.kwPerGpu * t.spacePerKwMonth + t.fixedPerMonth;
    if (horizon != m_purchasesHorizon) { // the same for every owned option: kept for the last horizon asked
        std::tie(m_purchases, m_lastPurchase) = purchases(m_refreshMonths, horizon);
        m_purchasesHorizon = horizon;
    }
    const int n = m_purchases;
    const double last = m_lastPurchase;
    double residual = 0;
    if (m_creditResidual) {
        const double age = std::min<double>(horizon - last, m_refreshMonths);
        residual = capex * (1.0 - (1.0 - m_resaleFraction) * age / m_refreshMonths);
    }
    return capex + horizon * running + n * (capex - capex * m_resaleFraction) - residual;
}

bool TcoCostForm::validAt(double u) const
{
    if (!m_runsMode)
        return true;
    const double runs = u * m_jobGpus * kHoursPerMonth / m_gpuHoursPerRun; // TcoAnalysis::atUtilisation
    return std::isfinite(runs) && runs <= 1e6;                             // TcoModel::validate's bound
}

} // namespace gp::tco
