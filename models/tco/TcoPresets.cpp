// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoPresets.h"

namespace gp::tco {

Inputs aroundTheClock(const AroundTheClock& a)
{
    Inputs in;
    in.name = "around the clock";
    in.currency = a.currency;
    in.rates = {{a.currency, 1.0}};
    in.horizonMonths = a.months;
    in.discountRatePerYear = 0;
    in.workload.gpus = a.gpus;
    in.workload.utilisation = 1;
    in.operations.devOpsRate = {a.devOpsHourlyRate, a.currency};
    in.operations.interruptionsPerGpuDay = 0;
    in.operations.spotInterruptionsPerGpuDay = 0;
    in.operations.sharedPenalty = 0;
    in.ownership.electricityPerKwh = {0, a.currency};
    in.ownership.colocationPerKwMonth = {0, a.currency};
    in.ownership.facilityCapexPerKw = {0, a.currency};
    Option o;
    o.name = "rented";
    o.kind = a.managed ? OptionKind::Managed : OptionKind::OnDemand;
    o.price = {a.pricePerGpuHour, a.currency};
    o.basis = PriceBasis::PerGpuHour;
    o.devOpsHoursPerMonth = a.managed ? 0 : a.devOpsHoursPerMonth;
    in.options = {o};
    return in;
}

} // namespace gp::tco
