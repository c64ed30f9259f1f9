// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The inputs of a total-cost-of-ownership comparison: rent (on demand, reserved, spot), a dedicated
// hosted server, managed GPU capacity, or own hardware in a colocation or an own data centre, each
// with the costs the seed article says are forgotten (DevOps hours, power, depreciation, failures).
// Plain values; TcoDefaults fills them from the catalog's tco_defaults rows, each with its source.
#include "planning/PriceConversion.h" // kHoursPerMonth: 730 h, the month cloud providers bill against

#include <string>
#include <vector>

namespace gp::tco {

enum class OptionKind { OnDemand, Reserved1y, Reserved3y, Spot, Dedicated, Managed, OwnColocation, OwnDataCentre };
// How the option's price is stated: per GPU-hour used (on demand, spot, serverless managed), per GPU-hour
// of a fleet held around the clock (reservations: the term is committed), per GPU-month (dedicated or
// managed monthly), or a purchase per GPU (own hardware).
enum class PriceBasis { PerGpuHour, PerGpuMonth, PurchasePerGpu };

struct Money {
    double amount = 0;
    std::string currency = "USD"; // ISO code, converted at TcoInputs::rates
};

// A line for the non-GPU layers (API hosting, CI, experiment tracking) on a plain VPS: the article's
// hybrid. Any option may carry them; an option with VPS lines is reported as a hybrid.
struct VpsLine {
    std::string name;
    Money perMonth;
};

struct Option {
    std::string name; // shown on charts: "AWS p5 on demand", "Own 8x H100 (colocation)"
    OptionKind kind = OptionKind::OnDemand;
    std::string offerKey; // catalog offer the price came from ("" = typed in)
    std::string gpuKey;   // catalog GPU (its TDP prices the power of owned hardware)
    Money price;          // per GPU, on `basis`
    PriceBasis basis = PriceBasis::PerGpuHour;
    int gpusPerInstance = 1; // rented whole: a 4-GPU job on an 8-GPU instance pays for 8
    // GPU-hours this option needs for the work one reference GPU-hour does (1 = as fast as the reference).
    // From the planning engine: the option's GPU-hours per run / the reference's. Half the speed = 2.
    double hoursFactor = 1;
    bool sharedInstance = false;    // virtualised / co-tenanted: the shared-instance penalty applies
    double devOpsHoursPerMonth = 0; // counted only where the team runs the machines itself
    double slaPercent = 0;          // monthly uptime the provider commits to; 0 = none published
    double tdpW = 0;                // per GPU; 0 = from the catalog GPU
    std::vector<VpsLine> vpsLines;

    bool owned() const { return kind == OptionKind::OwnColocation || kind == OptionKind::OwnDataCentre; }
    bool hybrid() const { return !vpsLines.empty(); }
    // Months a reservation commits to (0 = no commitment).
    int termMonths() const { return kind == OptionKind::Reserved1y ? 12 : kind == OptionKind::Reserved3y ? 36 : 0; }
};

// What the work is. Volume = the reference fleet's busy GPU-hours: utilisation x GPUs x 730 h, or the
// GPU-hours typed in, or runs x GPU-hours per run (from the planning engine).
struct Workload {
    int gpus = 8;                // GPUs one job uses and the fleet a provisioned option holds
    double utilisation = 0.5;    // busy fraction of the fleet's hours, 0-1
    double gpuHoursPerMonth = 0; // > 0: overrides utilisation (must fit gpus x 730 h)
    double runsPerMonth = 0;     // > 0 with gpuHoursPerRun: overrides both
    double gpuHoursPerRun = 0;   // reference GPU-hours of one training run
    double tokensPerMonth = 0;   // tokens trained or served a month: cost per million tokens (0 = not shown)
};

struct Ownership {
    double refreshMonths = 24;      // depreciation / refresh period: hardware is sold and bought again
    double resaleFraction = 0.25;   // of the purchase price, at the end of the refresh period
    double serverWattsPerGpu = 575; // CPUs, memory, NICs, fans around each GPU
    double load = 1;                // average draw as a fraction of full power
    double pue = 1.56;
    Money electricityPerKwh{8.32, "INR"};
    Money colocationPerKwMonth{217.3, "USD"};
    Money facilityCapexPerKw{6800, "USD"}; // own data centre build, per IT kW
    double facilityLifeYears = 15;
    double spareFraction = 0.05; // spares bought on top of the fleet
    // true: the full cost credits the hardware's book value at the horizon (straight line from price to
    // resale over the refresh period: the economic view). false: nothing is credited, the hardware is
    // written off within the horizon (a cash payback, the seed article's "over 18-24 months" view).
    bool creditResidualValue = true;
};

struct Operations {
    Money devOpsRate{1500, "INR"}; // fully loaded, per hour
    double interruptionsPerGpuDay = 419.0 / (16384.0 * 54.0);
    double spotInterruptionsPerGpuDay = 0.2 / 30.4;
    double checkpointWriteMinutes = 2;
    double restartMinutes = 10;
    double checkpointIntervalHours = 0; // 0 = the Young/Daly optimum
    double sharedPenalty = 0.03;        // extra time on shared instances
};

struct CurrencyRate {
    std::string code;
    double unitsPerUsd = 1;
};

struct Inputs {
    std::string name = "TCO analysis";
    std::string currency = "INR"; // the analysis currency; every figure is also given in USD
    std::vector<CurrencyRate> rates{{"USD", 1}, {"INR", 89.98}};
    int horizonMonths = 24;
    double discountRatePerYear = 0.08;
    Workload workload;
    Ownership ownership;
    Operations operations;
    std::vector<Option> options;
    // Where each default came from: field path -> source (catalog key and citation, or "assumption: ...").
    std::vector<std::pair<std::string, std::string>> sources;

    const CurrencyRate* rate(const std::string& code) const
    {
        for (const CurrencyRate& r : rates)
            if (r.code == code)
                return &r;
        return nullptr;
    }
};

} // namespace gp::tco
