// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Issue 36's "small shared file that freezes the window": 64 options over 240 months (32 owned, 32 rented of
// every kind and basis, instances of 1, 4 and 8 GPUs, some with an SLA, some shared), 1,024 owned x rented
// pairs; about 20 KB as JSON (TcoJson::toJson). Shared by tst_tcocostform and bench/bench_tco.cpp.
#include "TcoTestInputs.h"
#include "tco/TcoModel.h"

#include <string>

namespace TcoTest {

inline gp::tco::Inputs bigCase()
{
    using namespace gp::tco;
    Inputs in = base();
    in.name = "64 options over 20 years";
    in.horizonMonths = 240;
    in.discountRatePerYear = 0.08;
    in.workload.gpus = 16;
    in.workload.utilisation = 0.55;
    in.operations.interruptionsPerGpuDay = 419.0 / (16384.0 * 54.0);
    in.operations.spotInterruptionsPerGpuDay = 0.2 / 30.4;
    in.operations.checkpointWriteMinutes = 2;
    in.operations.restartMinutes = 10;
    in.operations.sharedPenalty = 0.03;
    in.ownership.refreshMonths = 36;
    in.ownership.spareFraction = 0.05;
    for (int i = 0; i < 32; ++i) {
        Option o = ownColo(22000 + 650.0 * i, 10 + i % 6);
        o.name = "own server " + std::to_string(i + 1);
        o.kind = i % 2 ? OptionKind::OwnDataCentre : OptionKind::OwnColocation;
        o.tdpW = 500 + 10 * i;
        in.options.push_back(o);
    }
    const OptionKind kinds[] = {OptionKind::OnDemand, OptionKind::Reserved1y, OptionKind::Reserved3y,
                                OptionKind::Spot,     OptionKind::Dedicated,  OptionKind::Managed};
    for (int i = 0; i < 32; ++i) {
        const OptionKind k = kinds[i % 6];
        const bool monthly = k == OptionKind::Dedicated;
        Option o = option("", k, monthly ? 1100 + 40.0 * i : 1.1 + 0.09 * i,
                          monthly ? PriceBasis::PerGpuMonth : PriceBasis::PerGpuHour,
                          i % 3 == 0   ? 1
                          : i % 3 == 1 ? 4
                                       : 8);
        o.name = "rented " + std::to_string(i + 1) + " (" + kindName(k) + ")";
        o.sharedInstance = k == OptionKind::OnDemand || k == OptionKind::Spot;
        o.slaPercent = i % 4 == 0 ? 99.5 : 0;
        o.hoursFactor = 1 + 0.05 * (i % 5);
        o.devOpsHoursPerMonth = monthly ? 15 : 0;
        if (i % 8 == 0)
            o.vpsLines = {{"API hosting, CI, experiment tracking", {40, "USD"}}};
        in.options.push_back(o);
    }
    return in;
}

} // namespace TcoTest
