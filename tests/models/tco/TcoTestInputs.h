// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A small, round TCO case the tests work by hand: USD, 90 INR per USD, 8 GPUs at 50% for 12 months, no
// discounting, no failures and no shared penalty unless a test turns them on. Owned GPUs: 700 W + 300 W
// of server = 1 kW each, PUE 1.5, 0.10 USD/kWh, colocation 200 USD per kW-month, build 6,000 USD per kW
// over 10 years, refresh 24 months with 25% resale, no spares. DevOps Rs 1,500/h = 16.6667 USD/h.
#include "tco/TcoInputs.h"

namespace TcoTest {

inline gp::tco::Inputs base()
{
    using namespace gp::tco;
    Inputs in;
    in.currency = "USD";
    in.rates = {{"USD", 1}, {"INR", 90}};
    in.horizonMonths = 12;
    in.discountRatePerYear = 0;
    in.workload.gpus = 8;
    in.workload.utilisation = 0.5;
    Ownership& o = in.ownership;
    o.refreshMonths = 24;
    o.resaleFraction = 0.25;
    o.serverWattsPerGpu = 300;
    o.load = 1;
    o.pue = 1.5;
    o.electricityPerKwh = {0.10, "USD"};
    o.colocationPerKwMonth = {200, "USD"};
    o.facilityCapexPerKw = {6000, "USD"};
    o.facilityLifeYears = 10;
    o.spareFraction = 0;
    Operations& p = in.operations;
    p.devOpsRate = {1500, "INR"};
    p.interruptionsPerGpuDay = 0;
    p.spotInterruptionsPerGpuDay = 0;
    p.checkpointWriteMinutes = 0;
    p.restartMinutes = 0;
    p.sharedPenalty = 0;
    return in;
}

inline gp::tco::Option option(const char* name, gp::tco::OptionKind kind, double price, gp::tco::PriceBasis basis,
                              int perInstance = 1)
{
    gp::tco::Option o;
    o.name = name;
    o.kind = kind;
    o.price = {price, "USD"};
    o.basis = basis;
    o.gpusPerInstance = perInstance;
    o.tdpW = 700;
    return o;
}

inline gp::tco::Option onDemand(double price = 2.0)
{
    return option("on demand", gp::tco::OptionKind::OnDemand, price, gp::tco::PriceBasis::PerGpuHour);
}

inline gp::tco::Option ownColo(double price = 30000, double devOps = 15)
{
    gp::tco::Option o =
        option("own colo", gp::tco::OptionKind::OwnColocation, price, gp::tco::PriceBasis::PurchasePerGpu);
    o.devOpsHoursPerMonth = devOps;
    return o;
}

} // namespace TcoTest
