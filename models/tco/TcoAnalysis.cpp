// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoAnalysis.h"

#include "TcoCostForm.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

namespace gp::tco {
namespace {

int cheapestOf(const Result& r, bool owned, bool wantOwned)
{
    int best = -1;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const bool isOwned =
            r.options[i].kind == OptionKind::OwnColocation || r.options[i].kind == OptionKind::OwnDataCentre;
        if (owned && isOwned != wantOwned)
            continue;
        if (best < 0 || r.options[i].fullCost < r.options[best].fullCost)
            best = int(i);
    }
    return best;
}

int runnerUpOf(const Result& r)
{
    int second = -1;
    for (std::size_t i = 0; i < r.options.size(); ++i)
        if (int(i) != r.cheapest && (second < 0 || r.options[i].fullCost < r.options[second].fullCost))
            second = int(i);
    return second;
}

// One input the tornado moves: how to read it and how to set it on a copy of the inputs.
struct Knob {
    std::string field, label, unit;
    double min = 0, max = 1e12;
    bool integer = false;
    std::function<double(const Inputs&)> get;
    std::function<void(Inputs&, double)> set;
};

double converted(const Inputs& in, const Money& m) { return TcoModel::convert(in, m, in.currency).value_or(0); }

std::vector<Knob> knobs(const Inputs& base)
{
    const std::string cur = base.currency;
    std::vector<Knob> k;
    k.push_back({"workload.utilisation", "Utilisation", "fraction", 0.01, 1, false,
                 [](const Inputs& in) { return TcoModel::resolvedUtilisation(in); },
                 [](Inputs& in, double v) { in.workload = TcoAnalysis::workloadAt(in.workload, v); }});
    // Owned prices move together (one hardware market), as do rented prices (one cloud market).
    int firstOwned = -1;
    for (std::size_t i = 0; i < base.options.size(); ++i)
        if (base.options[i].owned() && firstOwned < 0)
            firstOwned = int(i);
    if (firstOwned >= 0) {
        const Money ref = base.options[firstOwned].price;
        k.push_back({"options[" + std::to_string(firstOwned) + "].price", "Hardware price per GPU (owned)",
                     cur + "/GPU", 0, 1e12, false,
                     [firstOwned](const Inputs& in) { return converted(in, in.options[firstOwned].price); },
                     [firstOwned](Inputs& in, double v) {
                         const double now = converted(in, in.options[firstOwned].price);
                         for (Option& o : in.options)
                             if (o.owned() && now > 0)
                                 o.price.amount *= v / now;
                     }});
        (void)ref;
    }
    bool anyRented = std::any_of(base.options.begin(), base.options.end(), [](const Option& o) { return !o.owned(); });
    if (anyRented)
        k.push_back({"options[*].price (rented)", "Rent prices (x today's)", "x", 0, 100, false,
                     [](const Inputs&) { return 1.0; },
                     [](Inputs& in, double v) {
                         for (Option& o : in.options)
                             if (!o.owned())
                                 o.price.amount *= v;
                     }});
    const bool anyOwned = firstOwned >= 0;
    if (anyOwned) {
        k.push_back({"ownership.electricity_per_kwh", "Electricity price", cur + "/kWh", 0, 1e6, false,
                     [](const Inputs& in) { return converted(in, in.ownership.electricityPerKwh); },
                     [](Inputs& in, double v) {
                         in.ownership.electricityPerKwh = {v, in.currency};
                     }});
        k.push_back({"ownership.pue", "PUE", "ratio", 1, 3, false, [](const Inputs& in) { return in.ownership.pue; },
                     [](Inputs& in, double v) { in.ownership.pue = v; }});
        k.push_back({"ownership.load", "Average power load", "fraction", 0, 1, false,
                     [](const Inputs& in) { return in.ownership.load; },
                     [](Inputs& in, double v) { in.ownership.load = v; }});
        const bool colo = std::any_of(base.options.begin(), base.options.end(),
                                      [](const Option& o) { return o.kind == OptionKind::OwnColocation; });
        if (colo)
            k.push_back({"ownership.colocation_per_kw_month", "Colocation price", cur + "/kW-month", 0, 1e9, false,
                         [](const Inputs& in) { return converted(in, in.ownership.colocationPerKwMonth); },
                         [](Inputs& in, double v) {
                             in.ownership.colocationPerKwMonth = {v, in.currency};
                         }});
        k.push_back({"ownership.refresh_months", "Refresh period", "months", 1, 240, true,
                     [](const Inputs& in) { return in.ownership.refreshMonths; },
                     [](Inputs& in, double v) { in.ownership.refreshMonths = std::round(v); }});
        k.push_back({"ownership.resale_fraction", "Resale value", "fraction", 0, 1, false,
                     [](const Inputs& in) { return in.ownership.resaleFraction; },
                     [](Inputs& in, double v) { in.ownership.resaleFraction = v; }});
    }
    k.push_back({"operations.devops_rate", "DevOps rate", cur + "/h", 0, 1e9, false,
                 [](const Inputs& in) { return converted(in, in.operations.devOpsRate); },
                 [](Inputs& in, double v) {
                     in.operations.devOpsRate = {v, in.currency};
                 }});
    k.push_back({"options[*].devops_hours_per_month", "DevOps hours (where counted)", "h/month", 0, 744, false,
                 [](const Inputs& in) {
                     double h = 0;
                     for (const Option& o : in.options)
                         h = std::max(h, o.devOpsHoursPerMonth);
                     return h;
                 },
                 [](Inputs& in, double v) {
                     double h = 0;
                     for (const Option& o : in.options)
                         h = std::max(h, o.devOpsHoursPerMonth);
                     for (Option& o : in.options)
                         if (h > 0)
                             o.devOpsHoursPerMonth *= v / h;
                 }});
    k.push_back({"operations.interruptions_per_gpu_day", "Interruptions per GPU-day", "per GPU-day", 0, 10, false,
                 [](const Inputs& in) { return in.operations.interruptionsPerGpuDay; },
                 [](Inputs& in, double v) { in.operations.interruptionsPerGpuDay = v; }});
    k.push_back({"operations.shared_penalty", "Shared-instance penalty", "fraction", 0, 5, false,
                 [](const Inputs& in) { return in.operations.sharedPenalty; },
                 [](Inputs& in, double v) { in.operations.sharedPenalty = v; }});
    k.push_back({"horizon_months", "Horizon", "months", 1, 240, true,
                 [](const Inputs& in) { return double(in.horizonMonths); },
                 [](Inputs& in, double v) { in.horizonMonths = int(std::round(v)); }});
    // The exchange rate moves the answer only when prices come in more than one currency.
    bool mixed = false;
    auto note = [&](const Money& m) { mixed = mixed || m.currency != base.currency; };
    for (const Option& o : base.options)
        note(o.price);
    note(base.operations.devOpsRate);
    if (anyOwned) {
        note(base.ownership.electricityPerKwh);
        note(base.ownership.colocationPerKwMonth);
    }
    if (mixed && base.rate("INR"))
        k.push_back({"rates.INR", "Exchange rate", "INR per USD", 1, 1e4, false,
                     [](const Inputs& in) { return in.rate("INR")->unitsPerUsd; },
                     [](Inputs& in, double v) {
                         for (CurrencyRate& r : in.rates)
                             if (r.code == "INR")
                                 r.unitsPerUsd = v;
                     }});
    return k;
}

struct Probe {
    bool ok = false;
    int winner = -1;
    double gap = 0; // fixed pair: runner-up - winner of the baseline
};

// What a knob may change, set back from the base: the knobs change numbers only (workload, ownership, operations,
// horizon, rates, an option's price and DevOps hours), so the names, keys, VPS lines and sources are not copied
// again for every probe. A new knob that changes anything else must be restored here too.
void restoreNumbers(Inputs& to, const Inputs& from)
{
    to.horizonMonths = from.horizonMonths;
    to.discountRatePerYear = from.discountRatePerYear;
    to.workload = from.workload;
    to.ownership = from.ownership;
    to.operations = from.operations;
    to.rates = from.rates;
    for (std::size_t i = 0; i < from.options.size(); ++i) {
        Option& o = to.options[i];
        const Option& f = from.options[i];
        o.price = f.price;
        o.devOpsHoursPerMonth = f.devOpsHoursPerMonth;
        o.hoursFactor = f.hoursFactor;
        o.slaPercent = f.slaPercent;
        o.tdpW = f.tdpW;
        o.gpusPerInstance = f.gpusPerInstance;
    }
}

// The tornado's probe: the inputs with one knob moved, validated, and every option's full cost from the closed
// form (TcoCostForm.h) rather than a month-by-month evaluate(). `scratch` and `form` are reused across probes: an
// assignment into an Inputs of the same shape reuses its strings and vectors, so a probe allocates nothing.
struct Prober {
    const Inputs& base;
    int winner = -1, runnerUp = -1;
    Inputs scratch;
    TcoCostForm form;
    Probe operator()(const Knob& knob, double v)
    {
        restoreNumbers(scratch, base);
        knob.set(scratch, v);
        if (!TcoModel::validate(scratch).empty())
            return {};
        form.assign(scratch);
        const double u = TcoModel::resolvedUtilisation(scratch);
        const int h = scratch.horizonMonths;
        int cheapest = -1;
        double cheapestCost = 0, winnerCost = 0, runnerUpCost = 0;
        for (std::size_t i = 0; i < form.size(); ++i) {
            const double c = form.fullCost(i, u, h);
            if (!std::isfinite(c))
                return {};
            if (cheapest < 0 || c < cheapestCost) {
                cheapest = int(i);
                cheapestCost = c;
            }
            if (int(i) == winner)
                winnerCost = c;
            if (int(i) == runnerUp)
                runnerUpCost = c;
        }
        return {true, cheapest, runnerUpCost - winnerCost};
    }
};

// Walks the input from its base towards `limit` and returns where the winner first changes (bisected).
std::optional<std::pair<double, int>> flipTowards(Prober& probe, const Knob& knob, double base, double limit)
{
    const int winner = probe.winner;
    const int steps = 120;
    double prev = base;
    for (int s = 1; s <= steps; ++s) {
        const double v = base + (limit - base) * s / steps;
        const Probe p = probe(knob, v);
        if (!p.ok)
            return std::nullopt;
        if (p.winner != winner) {
            double a = prev, b = v;
            int other = p.winner;
            for (int i = 0; i < 40; ++i) {
                const double mid = (a + b) / 2;
                const Probe q = probe(knob, mid);
                if (!q.ok)
                    break;
                if (q.winner == winner)
                    a = mid;
                else {
                    b = mid;
                    other = q.winner;
                }
            }
            return std::make_pair(knob.integer ? std::round(b) : b, other);
        }
        prev = v;
    }
    return std::nullopt;
}

} // namespace

ResultUnit resultUnit(const Result& r)
{
    if (!r.options.empty() && r.options.front().costPerRun)
        return ResultUnit::Run;
    if (!r.options.empty() && r.options.front().costPerMillionTokens)
        return ResultUnit::MillionTokens;
    return ResultUnit::WorkGpuHour;
}

double costPerResult(const OptionCost& c, ResultUnit unit)
{
    switch (unit) {
    case ResultUnit::Run:
        return c.costPerRun.value_or(0);
    case ResultUnit::MillionTokens:
        return c.costPerMillionTokens.value_or(0);
    case ResultUnit::WorkGpuHour:
        return c.costPerWorkGpuHour;
    }
    return 0;
}

Inputs TcoAnalysis::atUtilisation(Inputs in, double u)
{
    in.workload = workloadAt(in.workload, u);
    return in;
}

Workload TcoAnalysis::workloadAt(Workload w, double u)
{
    w.utilisation = u;
    w.gpuHoursPerMonth = 0;
    if (w.runsPerMonth > 0 && w.gpuHoursPerRun > 0)
        w.runsPerMonth = u * w.gpus * kHoursPerMonth / w.gpuHoursPerRun;
    return w;
}

std::string TcoAnalysis::formatMoney(double amount, const std::string& currency)
{
    // Indian grouping is the reader's habit for rupees (lakh, crore); both currencies print whole units
    // with thousands separators, which is what a board slide shows. The digits come from printf's %.0f, not a
    // long long: an amount past 9.2e18 (within the limits: TcoLimits.h) would overflow llround.
    const bool negative = amount < 0;
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.0f", std::round(std::abs(amount))); // halves away from 0, as llround
    std::string digits = buf, out;
    const bool indian = currency == "INR";
    int n = int(digits.size());
    for (int i = 0; i < n; ++i) {
        out += digits[i];
        const int left = n - 1 - i;
        if (left > 0 && ((indian && (left == 3 || (left > 3 && (left - 3) % 2 == 0))) || (!indian && left % 3 == 0)))
            out += ',';
    }
    const std::string symbol = currency == "INR" ? "Rs " : currency == "USD" ? "USD " : currency + " ";
    return (negative ? "-" : "") + symbol + out;
}

namespace {

// The break-even scan on the closed form (TcoCostForm.h): the first sign change of a's full cost less b's on the
// 1% grid from 1% to 100%, then 40 bisections. The same search as before, but each step is two O(1) costs, not
// an evaluate() of every option over every month (that made a 64-option analysis take 8-9 s, issue 36).
// Each option's full cost at 1%, 2%, ... 100% over one horizon, worked out once for all the pairs' scans (64
// options: 6,400 costs instead of 1,024 pairs x 100 steps x 2).
struct Grid {
    int horizon = 0;
    std::size_t options = 0;
    std::vector<double> cost; // option i at pct %: cost[i * 100 + pct - 1]
    std::vector<char> valid;  // [pct - 1]
    Grid(const TcoCostForm& form, bool inputsValid, int months) : horizon(months), options(form.size())
    {
        cost.resize(options * 100);
        valid.resize(100);
        for (int pct = 1; pct <= 100; ++pct) {
            const double u = pct / 100.0; // the scan's own u, so the values are the scan's
            valid[std::size_t(pct - 1)] = inputsValid && form.validAt(u);
            for (std::size_t i = 0; i < options; ++i)
                cost[i * 100 + std::size_t(pct - 1)] = form.fullCost(i, u, months);
        }
    }
};

std::optional<double> breakEvenOn(const TcoCostForm& form, bool valid, int a, int b, int horizon, bool* aWinsAbove,
                                  const Grid* grid = nullptr)
{
    auto diff = [&](double u) -> std::optional<double> {
        if (!valid || !form.validAt(u))
            return std::nullopt;
        return form.fullCost(std::size_t(a), u, horizon) - form.fullCost(std::size_t(b), u, horizon);
    };
    if (grid && grid->horizon != horizon)
        grid = nullptr;
    // The same value as diff(pct / 100.0), from the grid when there is one.
    auto at = [&](int pct) -> std::optional<double> {
        if (!grid)
            return diff(pct / 100.0);
        if (!grid->valid[std::size_t(pct - 1)])
            return std::nullopt;
        return grid->cost[std::size_t(a) * 100 + std::size_t(pct - 1)] -
               grid->cost[std::size_t(b) * 100 + std::size_t(pct - 1)];
    };
    std::optional<double> prev = at(1);
    double prevU = 0.01;
    for (int pct = 2; pct <= 100; ++pct) {
        const double u = pct / 100.0;
        const std::optional<double> d = at(pct);
        if (!prev || !d)
            return std::nullopt;
        if ((*prev > 0) != (*d > 0)) {
            double lo = prevU, hi = u;
            const bool loPositive = *prev > 0;
            for (int i = 0; i < 40; ++i) {
                const double mid = (lo + hi) / 2;
                const std::optional<double> m = diff(mid);
                if (!m)
                    break;
                ((*m > 0) == loPositive ? lo : hi) = mid;
            }
            if (aWinsAbove)
                *aWinsAbove = loPositive; // a dearer below the crossing, so cheaper above it
            return (lo + hi) / 2;
        }
        prev = d;
        prevU = u;
    }
    return std::nullopt;
}

// Called where breakEvenOn found no crossing: which of a and b is the cheaper at every utilisation from 1% to
// 100%. breakEvenOn stops at the first utilisation the inputs are not valid at, so only when every one of its
// grid points is valid does "no crossing" mean one side wins throughout (then the sign at 100% is the sign
// everywhere); otherwise nothing is claimed.
std::optional<bool> cheaperThroughout(const TcoCostForm& form, bool valid, int a, int b, int horizon)
{
    if (!valid)
        return std::nullopt;
    for (int pct = 1; pct <= 100; ++pct)
        if (!form.validAt(pct / 100.0))
            return std::nullopt;
    return form.fullCost(std::size_t(a), 1.0, horizon) < form.fullCost(std::size_t(b), 1.0, horizon);
}

// Whether the inputs at any utilisation from 1% pass validation (then only the runs a month can fail at a
// higher one: TcoCostForm::validAt).
bool validOverUtilisation(const Inputs& in) { return TcoModel::validate(TcoAnalysis::atUtilisation(in, 0.01)).empty(); }

} // namespace

std::optional<double> TcoAnalysis::breakEvenUtilisation(const Inputs& in, int a, int b, bool* aWinsAbove)
{
    if (a < 0 || b < 0 || a >= int(in.options.size()) || b >= int(in.options.size()) || !validOverUtilisation(in))
        return std::nullopt;
    const TcoCostForm form(in);
    return breakEvenOn(form, true, a, b, in.horizonMonths, aWinsAbove);
}

std::optional<double> TcoAnalysis::crossoverMonth(const OptionCost& owned, const OptionCost& rented)
{
    const std::size_t n = std::min(owned.cumulative.size(), rented.cumulative.size());
    if (n == 0 || owned.cumulative[0] <= rented.cumulative[0])
        return std::nullopt;
    for (std::size_t m = 1; m < n; ++m) {
        const double before = owned.cumulative[m - 1] - rented.cumulative[m - 1];
        const double now = owned.cumulative[m] - rented.cumulative[m];
        if (now <= 0) {
            // Cash within a month accrues evenly: interpolate; a refresh purchase lands at month end.
            return double(m - 1) + before / (before - now);
        }
    }
    return std::nullopt;
}

Analysis TcoAnalysis::analyse(const Inputs& in, const Progress& progress)
{
    Analysis a;
    a.base = TcoModel::evaluate(in);
    if (!a.base.ok())
        return a;
    const Result& r = a.base;
    a.runnerUp = runnerUpOf(r);
    if (a.runnerUp >= 0)
        a.baseGap = r.options[a.runnerUp].fullCost - r.options[r.cheapest].fullCost;

    // Steps for the progress report: one per owned x rented pair, one per tornado knob, and the rest as one.
    std::size_t ownedCount = 0;
    for (const Option& o : in.options)
        ownedCount += o.owned() ? 1 : 0;
    const std::vector<Knob> knobList = a.runnerUp >= 0 ? knobs(in) : std::vector<Knob>{};
    const int total = int(ownedCount * (in.options.size() - ownedCount) + knobList.size() + 1);
    int done = 0;
    auto step = [&]() {
        if (progress && !progress(++done, total)) {
            a.cancelled = true;
            return false;
        }
        return true;
    };

    const TcoCostForm form(in);
    const bool valid = validOverUtilisation(in);
    const Grid grid(form, valid, in.horizonMonths);
    for (std::size_t i = 0; i < in.options.size(); ++i) {
        if (!in.options[i].owned())
            continue;
        for (std::size_t j = 0; j < in.options.size(); ++j) {
            if (in.options[j].owned())
                continue;
            if (!step())
                return a;
            BreakEven be{int(i), int(j), {}, true, {}};
            be.utilisation = breakEvenOn(form, valid, int(i), int(j), in.horizonMonths, &be.ownedWinsAbove, &grid);
            if (!be.utilisation) {
                be.ownedCheaperThroughout = cheaperThroughout(form, valid, int(i), int(j), in.horizonMonths);
                be.note = !be.ownedCheaperThroughout
                              ? GP_MSG("gp::Tco", "no break-even found: the inputs are not valid at every utilisation "
                                                  "from 1% to 100%")
                          : *be.ownedCheaperThroughout
                              ? GP_MSG("gp::Tco", "owning is cheaper at every utilisation from 1% to 100%")
                              : GP_MSG("gp::Tco", "renting is cheaper at every utilisation from 1% to 100%");
            }
            a.breakEvens.push_back(be);
            // The crossover reads the cumulative sums evaluate() built (an incremental sum, O(horizon) a pair).
            Crossover c{int(i), int(j), crossoverMonth(r.options[i], r.options[j]), 0};
            if (c.month) {
                // Linear within the month, as crossoverMonth interpolates.
                const std::size_t m0 = std::size_t(std::floor(*c.month));
                const std::size_t m1 = std::min(m0 + 1, r.options[j].cumulative.size() - 1);
                const double t = *c.month - double(m0);
                c.cumulativeAtMonth =
                    r.options[j].cumulative[m0] + t * (r.options[j].cumulative[m1] - r.options[j].cumulative[m0]);
            }
            a.crossovers.push_back(c);
        }
    }
    // The curve shows every option's cost month by month's sum (20 evaluations: the chart's own figures).
    for (int pct = 5; pct <= 100; pct += 5) {
        const Result p = TcoModel::evaluate(atUtilisation(in, pct / 100.0));
        CurvePoint c{pct / 100.0, {}};
        for (const OptionCost& o : p.options)
            c.fullCost.push_back(o.fullCost);
        if (p.ok())
            a.curve.push_back(std::move(c));
    }
    const int bestOwned = cheapestOf(r, true, true), bestRented = cheapestOf(r, true, false);
    if (bestOwned >= 0 && bestRented >= 0)
        for (int months : {6, 12, 18, 24, 30, 36}) {
            HorizonPoint h{months, {}, true, {}};
            h.breakEvenUtilisation = breakEvenOn(form, valid, bestOwned, bestRented, months, &h.ownedWinsAbove);
            if (!h.breakEvenUtilisation)
                h.ownedCheaperThroughout = cheaperThroughout(form, valid, bestOwned, bestRented, months);
            a.byHorizon.push_back(h);
        }

    if (a.runnerUp >= 0) {
        const int winner = r.cheapest, second = a.runnerUp;
        Prober probe{in, winner, second, in, {}};
        for (const Knob& k : knobList) {
            if (!step())
                return a;
            Sensitivity s{k.field, k.label, k.unit};
            s.base = k.get(in);
            if (!(s.base > 0))
                continue;
            s.low = std::clamp(s.base * (1 - kSwing), k.min, k.max);
            s.high = std::clamp(s.base * (1 + kSwing), k.min, k.max);
            if (k.integer) {
                s.low = std::round(s.low);
                s.high = std::round(s.high);
            }
            const Probe lo = probe(k, s.low), hi = probe(k, s.high);
            if (!lo.ok || !hi.ok)
                continue;
            // The closed form (TcoCostForm) sums in another order than the month-by-month model, so an input that
            // does not enter the lead still moves it by rounding noise (5e-10 USD on the workshop example's USD
            // 40,400 lead, 1e-14 relative). A change below a billionth of the lead is that noise, not a change: it
            // must not rank above an input that flips the answer (the proposal lists the largest swings first).
            const double noise = 1e-9 * std::max(1.0, std::abs(a.baseGap));
            s.gapAtLow = std::abs(lo.gap - a.baseGap) <= noise ? a.baseGap : lo.gap;
            s.gapAtHigh = std::abs(hi.gap - a.baseGap) <= noise ? a.baseGap : hi.gap;
            s.changeAtLow = s.gapAtLow - a.baseGap;
            s.changeAtHigh = s.gapAtHigh - a.baseGap;
            s.winnerAtLow = r.options[lo.winner].name;
            s.winnerAtHigh = r.options[hi.winner].name;
            if (const auto f = flipTowards(probe, k, s.base, k.min)) {
                s.flipBelow = f->first;
                s.flipBelowWinner = r.options[f->second].name;
            }
            const double upLimit = std::min(k.max, std::max(s.base * 5, s.base + 1));
            if (const auto f = flipTowards(probe, k, s.base, upLimit)) {
                s.flipAbove = f->first;
                s.flipAboveWinner = r.options[f->second].name;
            }
            a.tornado.push_back(std::move(s));
        }
        std::stable_sort(a.tornado.begin(), a.tornado.end(),
                         [](const Sensitivity& x, const Sensitivity& y) { return x.swing() > y.swing(); });
    }
    if (!step())
        return a;

    // The conclusion, in plain words: a sentence each, as templates with the figures typed (issue 35).
    const std::string cur = in.currency;
    // The headline figures in both INR and USD, at the analysis' rate (said once, so a board can redo it).
    const std::string other = cur == "INR" ? "USD" : "INR";
    const CurrencyRate* inrRate = in.rate("INR");
    const bool bothCurrencies = (cur == "INR" || cur == "USD") && inrRate && in.rate(other);
    // Totals in whole units, an amount below 1,000 with its cents (as TcoSummary's formatAmount).
    auto money = [](double amount, const std::string& currency) {
        return MessageMoney{amount, currency, std::abs(amount) >= 1000 ? 0 : 2};
    };
    std::vector<Message>& text = a.conclusion;
    const OptionCost& cheapest = r.options[r.cheapest];
    // The amounts in the other currency, when both are said and the rate converts them (plain doubles: GCC 12
    // misreads an optional's value here as maybe uninitialised).
    bool inOther = false;
    double cheapestOther = 0, gapOther = 0;
    if (bothCurrencies)
        if (const auto v = TcoModel::convert(in, {cheapest.fullCost, cur}, other)) {
            cheapestOther = *v;
            inOther = true;
        }
    bool gapInOther = false;
    if (bothCurrencies && a.runnerUp >= 0)
        if (const auto v = TcoModel::convert(in, {a.baseGap, cur}, other)) {
            gapOther = *v;
            gapInOther = true;
        }
    Message first;
    if (a.runnerUp >= 0 && inOther && gapInOther)
        first =
            GP_MSG("gp::Tco", "At %1 utilisation over %2 months, %3 is the cheapest (%4 = %5), %6 = %7 less than %8.")
                .arg(MessagePercent{r.utilisation, 0})
                .arg(MessageCount{in.horizonMonths})
                .arg(MessageName{cheapest.name})
                .arg(money(cheapest.fullCost, cur))
                .arg(money(cheapestOther, other))
                .arg(money(a.baseGap, cur))
                .arg(money(gapOther, other))
                .arg(MessageName{r.options[a.runnerUp].name});
    else if (a.runnerUp >= 0)
        first = GP_MSG("gp::Tco", "At %1 utilisation over %2 months, %3 is the cheapest (%4), %5 less than %6.")
                    .arg(MessagePercent{r.utilisation, 0})
                    .arg(MessageCount{in.horizonMonths})
                    .arg(MessageName{cheapest.name})
                    .arg(money(cheapest.fullCost, cur))
                    .arg(money(a.baseGap, cur))
                    .arg(MessageName{r.options[a.runnerUp].name});
    else if (inOther)
        first = GP_MSG("gp::Tco", "At %1 utilisation over %2 months, %3 is the cheapest (%4 = %5).")
                    .arg(MessagePercent{r.utilisation, 0})
                    .arg(MessageCount{in.horizonMonths})
                    .arg(MessageName{cheapest.name})
                    .arg(money(cheapest.fullCost, cur))
                    .arg(money(cheapestOther, other));
    else
        first = GP_MSG("gp::Tco", "At %1 utilisation over %2 months, %3 is the cheapest (%4).")
                    .arg(MessagePercent{r.utilisation, 0})
                    .arg(MessageCount{in.horizonMonths})
                    .arg(MessageName{cheapest.name})
                    .arg(money(cheapest.fullCost, cur));
    text.push_back(std::move(first));
    if (Message span = TcoModel::nodeSpanNote(cheapest, in.workload.gpus); span.isTemplate())
        text.push_back(std::move(span));
    if (bestOwned >= 0 && bestRented >= 0) {
        for (const BreakEven& be : a.breakEvens)
            if (be.owned == bestOwned && be.rented == bestRented) {
                if (be.utilisation) {
                    text.push_back((be.ownedWinsAbove ? GP_MSG("gp::Tco", "Owning (%1) beats %2 above %3 utilisation.")
                                                      : GP_MSG("gp::Tco", "Owning (%1) beats %2 below %3 utilisation."))
                                       .arg(MessageName{r.options[bestOwned].name})
                                       .arg(MessageName{r.options[bestRented].name})
                                       .arg(MessagePercent{*be.utilisation, 0}));
                } else {
                    text.push_back(!be.ownedCheaperThroughout
                                       ? GP_MSG("gp::Tco", "Against %1, no break-even found: the inputs are not valid "
                                                           "at every utilisation from 1% to 100%.")
                                   : *be.ownedCheaperThroughout
                                       ? GP_MSG("gp::Tco", "Against %1, owning is cheaper at every utilisation from 1% "
                                                           "to 100%.")
                                       : GP_MSG("gp::Tco", "Against %1, renting is cheaper at every utilisation from "
                                                           "1% to 100%."));
                    text.back().arg(MessageName{r.options[bestRented].name});
                }
            }
        for (const Crossover& c : a.crossovers)
            if (c.owned == bestOwned && c.rented == bestRented && c.month)
                text.push_back(GP_MSG("gp::Tco", "Its cumulative cost falls below %1's in month %2.")
                                   .arg(MessageName{r.options[bestRented].name})
                                   .arg(MessageNumber{*c.month, 1}));
    }
    for (const Sensitivity& s : a.tornado) {
        if (s.field == "workload.utilisation" || s.field == "horizon_months")
            continue; // said above
        const bool below = s.flipBelow.has_value();
        if (!below && !s.flipAbove)
            continue;
        const double at = below ? *s.flipBelow : *s.flipAbove;
        const std::string winner = below ? s.flipBelowWinner : s.flipAboveWinner;
        // The input's label and unit are the model's own (Sensitivity), quoted as written.
        std::string label = s.label;
        if (!label.empty())
            label[0] = char(std::tolower(static_cast<unsigned char>(label[0])));
        if (s.unit == "x") // a multiplier of today's prices: say it as a change
            text.push_back((below ? GP_MSG("gp::Tco", "%1 would win if %2 fell %3 (to %4x).")
                                  : GP_MSG("gp::Tco", "%1 would win if %2 rose %3 (to %4x)."))
                               .arg(MessageName{winner})
                               .arg(MessageName{label.substr(0, label.find(" ("))})
                               .arg(MessagePercent{std::abs(at - 1), 1})
                               .arg(MessageNumber{at, -3}));
        else
            // A threshold to four significant figures ("37.78"), whole from 1,000 up ("72674", not "7.267e+04"):
            // the proposal's sensitivity table words the same figures the same way (ProposalTcoSection).
            text.push_back((below ? GP_MSG("gp::Tco", "%1 would win if %2 fell below %3 %4 (now %5).")
                                  : GP_MSG("gp::Tco", "%1 would win if %2 rose above %3 %4 (now %5)."))
                               .arg(MessageName{winner})
                               .arg(MessageName{label})
                               .arg(MessageNumber{at, std::abs(at) >= 1000 ? 0 : -4})
                               .arg(MessageName{s.unit})
                               .arg(MessageNumber{s.base, std::abs(s.base) >= 1000 ? 0 : -4}));
        break;
    }
    if (bothCurrencies)
        text.push_back(GP_MSG("gp::Tco", "(Rupees at %1 INR per USD.)").arg(MessageNumber{inrRate->unitsPerUsd, 2}));
    return a;
}

} // namespace gp::tco
