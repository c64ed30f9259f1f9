// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoSummary.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace gp::tco {
namespace {

std::string percent1(double fraction)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", fraction * 100);
    return buf;
}

} // namespace

bool interruptible(OptionKind kind) { return kind == OptionKind::Spot; }

void labelInterruptible(Inputs& in)
{
    for (Option& o : in.options) {
        if (!interruptible(o.kind))
            continue;
        std::string lower = o.name;
        for (char& c : lower)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        if (lower.find("interruptible") == std::string::npos)
            o.name += " (interruptible)";
    }
}

int cheapestWhere(const Result& r, bool wantInterruptible)
{
    int best = -1;
    for (int i = 0; i < int(r.options.size()); ++i)
        if (interruptible(r.options[i].kind) == wantInterruptible &&
            (best < 0 || r.options[i].fullCost < r.options[best].fullCost))
            best = i;
    return best;
}

int cheapestByOwnership(const Result& r, bool wantOwned)
{
    int best = -1;
    for (int i = 0; i < int(r.options.size()); ++i) {
        const OptionKind k = r.options[i].kind;
        const bool owned = k == OptionKind::OwnColocation || k == OptionKind::OwnDataCentre;
        if (owned == wantOwned && (best < 0 || r.options[i].fullCost < r.options[best].fullCost))
            best = i;
    }
    return best;
}

std::string kindLabel(OptionKind kind)
{
    switch (kind) {
    case OptionKind::OnDemand:
        return "on demand";
    case OptionKind::Reserved1y:
        return "reserved 1 year (committed)";
    case OptionKind::Reserved3y:
        return "reserved 3 years (committed)";
    case OptionKind::Spot:
        return "interruptible: can be reclaimed";
    case OptionKind::Dedicated:
        return "dedicated server, monthly";
    case OptionKind::Managed:
        return "managed";
    case OptionKind::OwnColocation:
        return "own hardware, colocation";
    case OptionKind::OwnDataCentre:
        return "own hardware, own data centre";
    }
    return {};
}

std::string formatAmount(double amount, const std::string& currency)
{
    if (std::abs(amount) >= 1000)
        return TcoAnalysis::formatMoney(amount, currency);
    const std::string symbol = currency == "INR" ? "Rs " : currency + " ";
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f", std::abs(amount));
    return (amount < 0 ? "-" : "") + symbol + buf;
}

Summary summarise(const Analysis& a, const Inputs& in)
{
    Summary s;
    s.fleetHoursPerMonth = double(in.workload.gpus) * kHoursPerMonth;
    const Result& r = a.base;
    if (!a.ok() || r.cheapest < 0 || r.cheapest >= int(r.options.size()))
        return s;
    const std::string& cur = in.currency;
    const OptionCost& best = r.options[r.cheapest];
    s.cheapest = r.cheapest;
    s.cheapestInterruptible = interruptible(best.kind);
    s.cheapestFirm = s.cheapestInterruptible ? cheapestWhere(r, false) : r.cheapest;
    if (s.cheapestFirm >= 0)
        s.firmExtra = r.options[s.cheapestFirm].fullCost - best.fullCost;
    s.runnerUp = a.runnerUp;
    s.runnerUpExtra = a.runnerUp >= 0 ? a.baseGap : 0;

    std::string text = "Cheapest over " + std::to_string(in.horizonMonths) + " months at " + percent1(r.utilisation) +
                       " utilisation: " + best.name + ", full cost " + formatAmount(best.fullCost, cur) + ".";
    if (s.cheapestInterruptible) {
        text += " It is interruptible: the provider can take its GPUs back at short notice, so it suits only work "
                "that checkpoints and can wait.";
        if (s.cheapestFirm >= 0)
            text += " The cheapest option that cannot be reclaimed is " + r.options[s.cheapestFirm].name + ", at " +
                    formatAmount(r.options[s.cheapestFirm].fullCost, cur) + " (" + formatAmount(s.firmExtra, cur) +
                    " more).";
    } else if (s.runnerUp >= 0) {
        text += " The runner-up, " + r.options[s.runnerUp].name + ", costs " + formatAmount(s.runnerUpExtra, cur) +
                " more.";
    }
    // A rented option of smaller instances than a job that fits one node: said beside its figure, naming it (the
    // standard options rent the job's node, TcoDefaults::standardOptions; an analysis saved before, or an option
    // picked by hand, may not).
    text += TcoModel::nodeSpanNote(best, in.workload.gpus);
    if (s.cheapestInterruptible && s.cheapestFirm >= 0)
        text += TcoModel::nodeSpanNote(r.options[s.cheapestFirm], in.workload.gpus);
    s.headline = text;
    return s;
}

} // namespace gp::tco
