// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoModel.h"

#include "TcoLimits.h"
#include "planning/CheckpointRestart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace gp::tco {
namespace {

bool finite(double v) { return std::isfinite(v); }

// A field path built only when a check fails: validate() runs thousands of times per analysis (the tornado's
// probes), and building "options[12].hours_factor" for every passing check was most of its time.
struct Field {
    const char* list = nullptr; // "options", or null for a plain path
    std::size_t index = 0;
    const char* name = nullptr;
    const std::string* text = nullptr; // a path built by the caller
    std::string str() const
    {
        if (text)
            return *text;
        return list ? std::string(list) + "[" + std::to_string(index) + "]." + name : std::string(name);
    }
};
Field plainField(const char* name) { return {nullptr, 0, name, nullptr}; }
Field optionField(std::size_t i, const char* name) { return {"options", i, name, nullptr}; }

struct Checker {
    std::vector<FieldProblem>& out;
    void range(const Field& field, double v, double lo, double hi, const char* what)
    {
        if (!finite(v) || v < lo || v > hi)
            out.push_back({field.str(), std::string("must be ") + what});
    }
    // Money: finite, 0 or more (above 0 when `positive`), at most kMaxMoney in its own currency, and in a
    // currency the analysis has a rate for.
    void money(const Inputs& in, const Field& field, const Money& m, bool positive)
    {
        if (!finite(m.amount) || m.amount < 0 || (positive && m.amount == 0) || m.amount > kMaxMoney)
            out.push_back({field.str(), std::string(positive ? "must be a price above 0" : "must be 0 or more") +
                                            " and at most 1e15 (docs/tco-format.md, Limits)"});
        else if (!in.rate(m.currency))
            out.push_back({field.str(), "currency '" + m.currency + "' has no exchange rate (give it in rates)"});
    }
};

std::string at(const char* list, std::size_t i, const char* field)
{
    return std::string(list) + "[" + std::to_string(i) + "]." + field;
}

double billedOverUsed(int jobGpus, int perInstance)
{
    // An instance is rented whole: a job on jobGpus GPUs pays for whole instances (DOMAIN.md "billed, not used").
    const double instances = std::ceil(double(jobGpus) / perInstance);
    return instances * perInstance / jobGpus;
}

// A computed figure past the limits (TcoLimits.h) is refused, naming the input that drives it, never clamped and
// never printed as 0: the fleet's size (the SLA, the hours factor or the job's GPUs) and any money figure that
// does not come out finite (a backstop: with every input within its bound none can overflow).
std::optional<FieldProblem> beyondLimits(const OptionCost& c, const Option& opt, std::size_t i, int jobGpus)
{
    if (c.fleetGpus > kMaxFleetGpus || c.gpusBought > kMaxFleetGpus * 2) {
        const char* field = opt.slaPercent > 0 && opt.slaPercent < 90 ? "sla_percent"
                            : opt.hoursFactor > 1                     ? "hours_factor"
                                                                      : nullptr;
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.4g", c.fleetGpus);
        return FieldProblem{field ? at("options", i, field) : std::string("workload.gpus"),
                            "'" + opt.name + "' would hold a fleet of " + buf + " GPUs for a " +
                                std::to_string(jobGpus) + "-GPU job; at most 1,000,000 (docs/tco-format.md, Limits)"};
    }
    double figures[] = {c.workGpuHoursPerMonth,
                        c.lostGpuHoursPerMonth,
                        c.computePerMonth,
                        c.powerPerMonth,
                        c.spacePerMonth,
                        c.devOpsPerMonth,
                        c.vpsPerMonth,
                        c.upfront,
                        c.fullCost,
                        c.npv,
                        c.averageMonthly,
                        c.costPerWorkGpuHour,
                        c.marginalPerWorkGpuHour,
                        c.costPerRun.value_or(0),
                        c.costPerMillionTokens.value_or(0),
                        c.residualValue,
                        c.commitmentAfterHorizon,
                        c.spareWorkGpuHoursPerMonth.value_or(0)};
    for (double v : figures)
        if (!std::isfinite(v))
            return FieldProblem{at("options", i, "price"),
                                "'" + opt.name +
                                    "' costs do not come out as finite numbers: check its price, the "
                                    "exchange rates and the workload"};
    return std::nullopt;
}

} // namespace

std::string kindName(OptionKind k)
{
    switch (k) {
    case OptionKind::OnDemand:
        return "on_demand";
    case OptionKind::Reserved1y:
        return "reserved_1y";
    case OptionKind::Reserved3y:
        return "reserved_3y";
    case OptionKind::Spot:
        return "spot";
    case OptionKind::Dedicated:
        return "dedicated_monthly";
    case OptionKind::Managed:
        return "managed";
    case OptionKind::OwnColocation:
        return "own_colocation";
    case OptionKind::OwnDataCentre:
        return "own_data_centre";
    }
    return "on_demand";
}

std::optional<OptionKind> parseKind(const std::string& s)
{
    for (OptionKind k :
         {OptionKind::OnDemand, OptionKind::Reserved1y, OptionKind::Reserved3y, OptionKind::Spot, OptionKind::Dedicated,
          OptionKind::Managed, OptionKind::OwnColocation, OptionKind::OwnDataCentre})
        if (kindName(k) == s)
            return k;
    return std::nullopt;
}

std::string basisName(PriceBasis b)
{
    switch (b) {
    case PriceBasis::PerGpuHour:
        return "per_gpu_hour";
    case PriceBasis::PerGpuMonth:
        return "per_gpu_month";
    case PriceBasis::PurchasePerGpu:
        return "purchase_per_gpu";
    }
    return "per_gpu_hour";
}

std::optional<PriceBasis> parseBasis(const std::string& s)
{
    for (PriceBasis b : {PriceBasis::PerGpuHour, PriceBasis::PerGpuMonth, PriceBasis::PurchasePerGpu})
        if (basisName(b) == s)
            return b;
    return std::nullopt;
}

std::optional<double> TcoModel::convert(const Inputs& in, const Money& m, const std::string& to)
{
    const CurrencyRate* from = in.rate(m.currency);
    const CurrencyRate* dest = in.rate(to);
    if (!from || !dest || !(from->unitsPerUsd > 0) || !(dest->unitsPerUsd > 0) || !finite(m.amount))
        return std::nullopt;
    return m.amount / from->unitsPerUsd * dest->unitsPerUsd;
}

double TcoModel::resolvedUtilisation(const Inputs& in)
{
    const Workload& w = in.workload;
    const double capacity = double(w.gpus) * kHoursPerMonth;
    if (w.runsPerMonth > 0 && w.gpuHoursPerRun > 0)
        return w.runsPerMonth * w.gpuHoursPerRun / capacity;
    if (w.gpuHoursPerMonth > 0)
        return w.gpuHoursPerMonth / capacity;
    return w.utilisation;
}

std::vector<FieldProblem> TcoModel::validate(const Inputs& in)
{
    std::vector<FieldProblem> out;
    Checker c{out};
    if (in.rates.size() > kMaxRates)
        out.push_back({"rates", "at most " + std::to_string(kMaxRates) + " exchange rates"});
    for (std::size_t i = 0; i < in.rates.size(); ++i) {
        const double v = in.rates[i].unitsPerUsd;
        if (!finite(v) || v < 1e-9 || v > 1e9)
            out.push_back({"rates." + in.rates[i].code, "must be an exchange rate from 1e-9 to 1e9 units per USD"});
    }
    if (!in.rate(in.currency))
        out.push_back({"currency", "'" + in.currency + "' has no exchange rate"});
    if (in.horizonMonths < 1 || in.horizonMonths > 240)
        out.push_back({"horizon_months", "must be 1 to 240 months"});
    c.range(plainField("discount_rate_per_year"), in.discountRatePerYear, 0, 1, "0 to 1 (a fraction a year)");

    const Workload& w = in.workload;
    if (w.gpus < 1 || w.gpus > 100000)
        out.push_back({"workload.gpus", "must be 1 to 100,000"});
    c.range(plainField("workload.utilisation"), w.utilisation, 1e-6, 1, "above 0 and at most 1 (100%)");
    c.range(plainField("workload.gpu_hours_per_month"), w.gpuHoursPerMonth, 0, 1e9, "0 to 1e9");
    c.range(plainField("workload.runs_per_month"), w.runsPerMonth, 0, 1e6, "0 to 1e6");
    c.range(plainField("workload.gpu_hours_per_run"), w.gpuHoursPerRun, 0, 1e9, "0 to 1e9");
    c.range(plainField("workload.tokens_per_month"), w.tokensPerMonth, 0, 1e18, "0 to 1e18");
    if (out.empty()) {
        const double u = resolvedUtilisation(in);
        const char* field = w.runsPerMonth > 0 && w.gpuHoursPerRun > 0 ? "workload.runs_per_month"
                            : w.gpuHoursPerMonth > 0                   ? "workload.gpu_hours_per_month"
                                                                       : "workload.utilisation";
        if (u > 1 + 1e-12)
            out.push_back(
                {field, "needs more than " + std::to_string(w.gpus) + " GPUs x 730 h a month: raise workload.gpus"});
    }

    const Ownership& o = in.ownership;
    c.range(plainField("ownership.refresh_months"), o.refreshMonths, 1, 240, "1 to 240 months");
    c.range(plainField("ownership.resale_fraction"), o.resaleFraction, 0, 1, "0 to 1 of the purchase price");
    c.range(plainField("ownership.server_watts_per_gpu"), o.serverWattsPerGpu, 0, 10000, "0 to 10,000 W");
    c.range(plainField("ownership.load"), o.load, 0, 1, "0 to 1 of full power");
    c.range(plainField("ownership.pue"), o.pue, 1, 3, "1 to 3");
    c.money(in, plainField("ownership.electricity_per_kwh"), o.electricityPerKwh, false);
    c.money(in, plainField("ownership.colocation_per_kw_month"), o.colocationPerKwMonth, false);
    c.money(in, plainField("ownership.facility_capex_per_kw"), o.facilityCapexPerKw, false);
    c.range(plainField("ownership.facility_life_years"), o.facilityLifeYears, 1, 100, "1 to 100 years");
    c.range(plainField("ownership.spare_fraction"), o.spareFraction, 0, 0.99, "0 to 0.99");

    const Operations& p = in.operations;
    c.money(in, plainField("operations.devops_rate"), p.devOpsRate, false);
    c.range(plainField("operations.interruptions_per_gpu_day"), p.interruptionsPerGpuDay, 0, 10, "0 to 10");
    c.range(plainField("operations.spot_interruptions_per_gpu_day"), p.spotInterruptionsPerGpuDay, 0, 10, "0 to 10");
    c.range(plainField("operations.checkpoint_write_minutes"), p.checkpointWriteMinutes, 0, 1440, "0 to 1,440 minutes");
    c.range(plainField("operations.restart_minutes"), p.restartMinutes, 0, 1440, "0 to 1,440 minutes");
    c.range(plainField("operations.checkpoint_interval_hours"), p.checkpointIntervalHours, 0, 10000,
            "0 (optimal) to 10,000 h");
    c.range(plainField("operations.shared_penalty"), p.sharedPenalty, 0, 5, "0 to 5 (a fraction of extra time)");

    if (in.options.empty())
        out.push_back({"options", "give at least one option to compare"});
    if (in.options.size() > 64)
        out.push_back({"options", "at most 64 options"});
    for (std::size_t i = 0; i < in.options.size(); ++i) {
        const Option& opt = in.options[i];
        if (opt.name.empty())
            out.push_back({at("options", i, "name"), "must not be empty"});
        c.money(in, optionField(i, "price"), opt.price, true);
        if (opt.owned() != (opt.basis == PriceBasis::PurchasePerGpu))
            out.push_back({at("options", i, "basis"), opt.owned() ? "own hardware is priced as purchase_per_gpu"
                                                                  : "purchase_per_gpu is for own hardware options"});
        if (opt.gpusPerInstance < 1 || opt.gpusPerInstance > 1024)
            out.push_back({at("options", i, "gpus_per_instance"), "must be 1 to 1,024"});
        c.range(optionField(i, "hours_factor"), opt.hoursFactor, 1e-3, 1000,
                "from 0.001 to 1,000 (1 = as fast as the reference)");
        c.range(optionField(i, "devops_hours_per_month"), opt.devOpsHoursPerMonth, 0, 744, "0 to 744 h");
        // 0 = none published; else at least kMinSlaPercent (TcoLimits.h: a tiny SLA sized an astronomic fleet).
        if (!finite(opt.slaPercent) || opt.slaPercent < 0 || opt.slaPercent > 100 ||
            (opt.slaPercent > 0 && opt.slaPercent < kMinSlaPercent))
            out.push_back({at("options", i, "sla_percent"),
                           "must be 0 (none published) or 50 to 100 (a monthly uptime in percent: 99.9, not 0.999)"});
        c.range(optionField(i, "tdp_w"), opt.tdpW, 0, 5000, "0 to 5,000 W");
        if (opt.owned() && !(opt.tdpW > 0))
            out.push_back({at("options", i, "tdp_w"), "own hardware needs the GPU's power (a catalog GPU or tdp_w)"});
        for (std::size_t j = 0; j < opt.vpsLines.size(); ++j) {
            const Money& m = opt.vpsLines[j].perMonth;
            if (finite(m.amount) && m.amount >= 0 && m.amount <= kMaxMoney && in.rate(m.currency))
                continue; // the path is built only for a line that fails
            const std::string path = at("options", i, "vps_lines") + "[" + std::to_string(j) + "].per_month";
            c.money(in, Field{nullptr, 0, nullptr, &path}, m, false);
        }
    }

    // Failures that eat half the time or more are no plan: say so rather than price an endless job, naming what
    // the user can change: a typed checkpoint interval when the Young/Daly optimum would do (a tiny interval is
    // all writes: it used to be reported as operations.interruptions_per_gpu_day), else the interruption rate.
    if (out.empty()) {
        const double write = p.checkpointWriteMinutes / 60, restart = p.restartMinutes / 60;
        // Worked out once for the options that are not spot and once for spot (w depends on nothing else of an
        // option): validate() runs for each of the tornado's probes.
        enum Verdict { Unknown, Fine, Fails };
        Verdict verdict[2] = {Unknown, Unknown};
        for (std::size_t i = 0; i < in.options.size(); ++i) {
            const bool spot = in.options[i].kind == OptionKind::Spot;
            if (verdict[spot] != Unknown)
                continue; // said once: every option of the kind fails alike
            const double perDay = p.interruptionsPerGpuDay + (spot ? p.spotInterruptionsPerGpuDay : 0);
            if (!(perDay > 0)) {
                verdict[spot] = Fine;
                continue; // evaluate() counts no loss without interruptions
            }
            const double mtbf = 24.0 / (perDay * w.gpus);
            const double optimum = checkpoint::youngDalyIntervalHours(write, mtbf);
            const double tau = p.checkpointIntervalHours > 0 ? p.checkpointIntervalHours : optimum;
            if (checkpoint::lostFraction(write, restart, tau, mtbf) < checkpoint::kMaxLostFraction) {
                verdict[spot] = Fine;
                continue;
            }
            verdict[spot] = Fails;
            const std::string job = "a " + std::to_string(w.gpus) + "-GPU job would lose half its time or more";
            FieldProblem problem;
            if (p.checkpointIntervalHours > 0 &&
                checkpoint::lostFraction(write, restart, optimum, mtbf) < checkpoint::kMaxLostFraction) {
                char buf[160];
                std::snprintf(buf, sizeof buf,
                              " (every %.4g h with a %.4g-minute write); 0 takes the Young/Daly optimum, %.4g h", tau,
                              p.checkpointWriteMinutes, optimum);
                problem = {"operations.checkpoint_interval_hours", job + " to checkpoints and lost work" + buf};
            } else {
                problem = {spot ? "operations.spot_interruptions_per_gpu_day" : "operations.interruptions_per_gpu_day",
                           job + " to interruptions, checkpoint writes and restarts ('" + in.options[i].name + "')"};
            }
            // Said once per field: every option but spot fails alike.
            if (std::none_of(out.begin(), out.end(), [&](const FieldProblem& f) { return f.field == problem.field; }))
                out.push_back(std::move(problem));
        }
    }
    return out;
}

Result TcoModel::evaluate(const Inputs& in)
{
    Result r;
    r.errors = validate(in);
    if (!r.errors.empty())
        return r;
    const Workload& w = in.workload;
    const Ownership& own = in.ownership;
    const Operations& ops = in.operations;
    const std::string& cur = in.currency;
    // Validated above, so every amount converts; were one not to, it is NaN (the result is then not finite and
    // visibly wrong), never a zero that prices the line at nothing.
    auto money = [&](const Money& m) { return convert(in, m, cur).value_or(std::numeric_limits<double>::quiet_NaN()); };

    r.utilisation = resolvedUtilisation(in);
    r.referenceWorkGpuHours = r.utilisation * w.gpus * kHoursPerMonth;
    const int H = in.horizonMonths;
    const double monthlyRate = std::pow(1.0 + in.discountRatePerYear, 1.0 / 12.0) - 1.0;
    const double runs = w.runsPerMonth > 0 && w.gpuHoursPerRun > 0 ? w.runsPerMonth
                        : w.gpuHoursPerRun > 0                     ? r.referenceWorkGpuHours / w.gpuHoursPerRun
                                                                   : 0;

    for (const Option& opt : in.options) {
        OptionCost c;
        c.name = opt.name;
        c.kind = opt.kind;
        c.gpusPerInstance = opt.gpusPerInstance;
        c.gpuKey = opt.gpuKey;
        c.workGpuHoursPerMonth =
            r.referenceWorkGpuHours * opt.hoursFactor * (opt.sharedInstance ? 1 + ops.sharedPenalty : 1);

        // Failures: the job's MTBF shrinks with its GPUs; spot adds its preemptions.
        const double perDay =
            ops.interruptionsPerGpuDay + (opt.kind == OptionKind::Spot ? ops.spotInterruptionsPerGpuDay : 0);
        const double write = ops.checkpointWriteMinutes / 60, restart = ops.restartMinutes / 60;
        double lost = 0;
        if (perDay > 0) {
            const double mtbf = 24.0 / (perDay * w.gpus);
            c.checkpointIntervalHours = ops.checkpointIntervalHours > 0
                                            ? ops.checkpointIntervalHours
                                            : checkpoint::youngDalyIntervalHours(write, mtbf);
            lost = checkpoint::lostFraction(write, restart, c.checkpointIntervalHours, mtbf);
        }
        const double needed = c.workGpuHoursPerMonth / (1.0 - lost);
        c.lostGpuHoursPerMonth = needed - c.workGpuHoursPerMonth;

        const double price = money(opt.price);
        const double availability = opt.slaPercent > 0 ? opt.slaPercent / 100.0 : 1.0;
        auto fleetFor = [&](double hours) {
            double g = std::max<double>(w.gpus, std::ceil(hours / (kHoursPerMonth * availability) - 1e-9));
            return std::ceil(g / opt.gpusPerInstance - 1e-9) * opt.gpusPerInstance;
        };
        const bool perUsedHour =
            opt.basis == PriceBasis::PerGpuHour &&
            (opt.kind == OptionKind::OnDemand || opt.kind == OptionKind::Spot || opt.kind == OptionKind::Managed);
        const double sharedFactor = opt.sharedInstance ? 1 + ops.sharedPenalty : 1;
        if (perUsedHour) {
            c.computePerMonth = needed * billedOverUsed(w.gpus, opt.gpusPerInstance) * price;
            c.marginalPerWorkGpuHour =
                opt.hoursFactor * sharedFactor / (1.0 - lost) * billedOverUsed(w.gpus, opt.gpusPerInstance) * price;
        } else if (!opt.owned()) {
            c.fleetGpus = fleetFor(needed);
            c.computePerMonth = c.fleetGpus * (opt.basis == PriceBasis::PerGpuMonth ? price : price * kHoursPerMonth);
        }
        if (!perUsedHour) {
            // The held fleet's room, in reference work hours: its hours at the SLA's availability, less what
            // failures take, over this option's hours per unit of work.
            const double fleet = fleetFor(needed);
            const double capacity =
                fleet * kHoursPerMonth * availability * (1.0 - lost) / (opt.hoursFactor * sharedFactor);
            // fleetFor sizes the fleet to cover the work, so the room is >= 0 up to fleetFor's 1e-9 rounding
            // allowance; only that noise is written as 0. A real shortfall stays negative, for the tests to see.
            const double spare = capacity - r.referenceWorkGpuHours;
            c.spareWorkGpuHoursPerMonth = spare < 0 && spare > -1e-6 * capacity ? 0.0 : spare;
        }
        if (opt.slaPercent > 0)
            c.slaDowntimeHoursPerMonth = (1.0 - availability) * kHoursPerMonth;

        double capex = 0;
        if (opt.owned()) {
            c.fleetGpus = fleetFor(needed);
            // Spares as a share of the fleet (NCSA Delta: 5%), not whole servers: a pool across a fleet.
            c.gpusBought = c.fleetGpus * (1.0 + own.spareFraction);
            capex = c.gpusBought * price;
            c.upfront = capex;
            const double kwPerGpu = (opt.tdpW + own.serverWattsPerGpu) / 1000.0;
            c.powerKwhPerMonth = c.fleetGpus * kwPerGpu * own.load * own.pue * kHoursPerMonth;
            c.powerPerMonth = c.powerKwhPerMonth * money(own.electricityPerKwh);
            const double kwProvisioned = c.gpusBought * kwPerGpu;
            c.spacePerMonth = opt.kind == OptionKind::OwnColocation
                                  ? kwProvisioned * money(own.colocationPerKwMonth)
                                  : kwProvisioned * money(own.facilityCapexPerKw) / (own.facilityLifeYears * 12.0);
        }
        c.devOpsPerMonth = opt.devOpsHoursPerMonth * money(ops.devOpsRate);
        for (const VpsLine& v : opt.vpsLines)
            c.vpsPerMonth += money(v.perMonth);

        const double running = c.computePerMonth + c.powerPerMonth + c.spacePerMonth + c.devOpsPerMonth + c.vpsPerMonth;
        c.monthly.assign(H + 1, 0.0);
        c.monthly[0] = c.upfront;
        double lastPurchase = 0;
        int generation = 1;
        for (int m = 1; m <= H; ++m) {
            c.monthly[m] = running;
            // Refresh: the old generation is sold at its resale value and the same fleet bought again.
            if (opt.owned() && m < H && m >= std::round(generation * own.refreshMonths)) {
                c.monthly[m] += capex - capex * own.resaleFraction;
                lastPurchase = m;
                ++generation;
            }
        }
        c.cumulative.resize(H + 1);
        double sum = 0;
        for (int m = 0; m <= H; ++m)
            c.cumulative[m] = sum += c.monthly[m];
        if (const int term = opt.termMonths(); term > 0) {
            const int owed = (H + term - 1) / term * term - H;
            c.commitmentAfterHorizon = owed * c.computePerMonth;
        }
        if (opt.owned() && own.creditResidualValue) {
            const double age = std::min<double>(H - lastPurchase, own.refreshMonths);
            c.residualValue = capex * (1.0 - (1.0 - own.resaleFraction) * age / own.refreshMonths);
        }
        c.fullCost = sum + c.commitmentAfterHorizon - c.residualValue;
        // The discount factor month by month by one multiplication each, not a pow per month: the break-even
        // search and the tornado evaluate the model thousands of times per analysis, and pow() was 60% of
        // that time (bench_proposal, BM_ProposalTco). The factors agree with pow to about 1e-15 relative.
        double npv = 0, factor = 1.0;
        const double perMonth = 1.0 / (1.0 + monthlyRate);
        for (int m = 0; m <= H; ++m, factor *= perMonth)
            npv += c.monthly[m] * factor;
        c.npv = npv + (c.commitmentAfterHorizon - c.residualValue) / std::pow(1.0 + monthlyRate, H);
        c.averageMonthly = c.fullCost / H;
        c.costPerWorkGpuHour = r.referenceWorkGpuHours > 0 ? c.averageMonthly / r.referenceWorkGpuHours : 0;
        if (runs > 0)
            c.costPerRun = c.averageMonthly / runs;
        if (w.tokensPerMonth > 0)
            c.costPerMillionTokens = c.averageMonthly / w.tokensPerMonth * 1e6;
        if (const std::optional<FieldProblem> bad = beyondLimits(c, opt, r.options.size(), w.gpus)) {
            r.errors.push_back(*bad);
            if (r.errors.size() >= kMaxErrors)
                break;
        }
        r.options.push_back(std::move(c));
    }
    if (!r.errors.empty()) {
        r.options.clear(); // a refused analysis shows no figure
        return r;
    }
    for (std::size_t i = 0; i < r.options.size(); ++i)
        if (r.cheapest < 0 || r.options[i].fullCost < r.options[r.cheapest].fullCost)
            r.cheapest = int(i);
    return r;
}

Message TcoModel::nodeSpanNote(const OptionCost& c, int jobGpus)
{
    const bool owned = c.kind == OptionKind::OwnColocation || c.kind == OptionKind::OwnDataCentre;
    // Grace Blackwell trays (4 GPUs) of an NVL72 rack share one 72-GPU NVLink domain (NVIDIA GB200 NVL72), so
    // renting trays is no split over the provider's network (the same key rule as CommunicationModel::hostLink).
    const bool nvlinkRack = c.gpuKey.rfind("nvidia-gb", 0) == 0;
    if (owned || nvlinkRack || c.gpusPerInstance < 1 || jobGpus < 1 ||
        c.gpusPerInstance >= std::min(jobGpus, kNodeGpus))
        return {};
    const int machines = (jobGpus + c.gpusPerInstance - 1) / c.gpusPerInstance;
    const int nodes = (jobGpus + kNodeGpus - 1) / kNodeGpus;
    // A job that fits one node is compared with one node; a larger one spans nodes whatever it rents, so the
    // note compares the machine count with whole 8-GPU nodes.
    Message m = nodes == 1 ? GP_MSG("gp::Tco", "%1 rents %2-GPU instances: a job on %3 GPUs runs on %4 machines over "
                                               "the provider's network, not in one node.")
                           : GP_MSG("gp::Tco", "%1 rents %2-GPU instances: a job on %3 GPUs runs on %4 machines over "
                                               "the provider's network, where %5 %6-GPU nodes would do.");
    m.arg(MessageName{c.name})
        .arg(MessageCount{c.gpusPerInstance})
        .arg(MessageCount{jobGpus})
        .arg(MessageCount{machines});
    if (nodes > 1)
        m.arg(MessageCount{nodes}).arg(MessageCount{kNodeGpus});
    return m;
}

} // namespace gp::tco
