// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoSummary.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace gp::tco {
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

    // Totals in whole units, an amount below 1,000 with its cents (formatAmount's rule).
    auto money = [&cur](double amount) { return MessageMoney{amount, cur, std::abs(amount) >= 1000 ? 0 : 2}; };
    std::vector<Message>& text = s.headline;
    text.push_back(GP_MSG("gp::Tco", "Cheapest over %1 months at %2 utilisation: %3, full cost %4.")
                       .arg(MessageCount{in.horizonMonths})
                       .arg(MessagePercent{r.utilisation, 1})
                       .arg(MessageName{best.name})
                       .arg(money(best.fullCost)));
    if (s.cheapestInterruptible) {
        text.push_back(GP_MSG("gp::Tco", "It is interruptible: the provider can take its GPUs back at short notice, "
                                         "so it suits only work that checkpoints and can wait."));
        if (s.cheapestFirm >= 0)
            text.push_back(GP_MSG("gp::Tco", "The cheapest option that cannot be reclaimed is %1, at %2 (%3 more).")
                               .arg(MessageName{r.options[s.cheapestFirm].name})
                               .arg(money(r.options[s.cheapestFirm].fullCost))
                               .arg(money(s.firmExtra)));
    } else if (s.runnerUp >= 0) {
        text.push_back(GP_MSG("gp::Tco", "The runner-up, %1, costs %2 more.")
                           .arg(MessageName{r.options[s.runnerUp].name})
                           .arg(money(s.runnerUpExtra)));
    }
    // A rented option of smaller instances than a job that fits one node: said beside its figure, naming it (the
    // standard options rent the job's node, TcoDefaults::standardOptions; an analysis saved before, or an option
    // picked by hand, may not).
    if (Message span = TcoModel::nodeSpanNote(best, in.workload.gpus); span.isTemplate())
        text.push_back(std::move(span));
    if (s.cheapestInterruptible && s.cheapestFirm >= 0)
        if (Message span = TcoModel::nodeSpanNote(r.options[s.cheapestFirm], in.workload.gpus); span.isTemplate())
            text.push_back(std::move(span));
    return s;
}

} // namespace gp::tco
