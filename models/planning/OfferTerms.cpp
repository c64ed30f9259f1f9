// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "OfferTerms.h"

#include <cctype>

namespace gp {

const std::vector<std::string>& pricingTiers()
{
    static const std::vector<std::string> tiers{"on_demand", "reserved_1y", "reserved_3y",       "spot",
                                                "community", "marketplace", "dedicated_monthly", "managed_monthly"};
    return tiers;
}

std::string pricingTierOf(const OfferSpec& offer) { return offer.tier; }

bool isInterruptibleTier(const std::string& tier)
{
    return tier == "spot" || tier == "community" || tier == "marketplace";
}

bool isInterruptible(const OfferSpec& offer) { return isInterruptibleTier(pricingTierOf(offer)); }

bool priceExcludesHost(const OfferSpec& offer)
{
    // A rented price whose `includes` starts "GPU only" or "GPU component only", in any case ("GPU only; VM
    // billed extra", "GPU only, VM extra", "GPU component only; vCPU/RAM billed separately"). A purchase of a
    // bare card ("GPU only (card/module); server ... extra") is a capital price the TCO model adds a server to.
    if (offer.tier == "purchase")
        return false;
    std::string w;
    for (char ch : offer.includes)
        w += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return w.rfind("gpu only", 0) == 0 || w.rfind("gpu component only", 0) == 0;
}

double commitmentHours(const std::string& tier)
{
    if (tier == "reserved_1y")
        return kHoursPerYear;
    if (tier == "reserved_3y")
        return 3 * kHoursPerYear;
    return 0;
}

std::string tierLabel(const std::string& tier)
{
    if (tier == "on_demand")
        return "on-demand";
    if (tier == "reserved_1y")
        return "1-year reserved";
    if (tier == "reserved_3y")
        return "3-year reserved";
    if (tier == "spot")
        return "spot (interruptible)";
    if (tier == "community")
        return "community cloud (interruptible)";
    if (tier == "marketplace")
        return "marketplace (interruptible)";
    if (tier == "dedicated_monthly")
        return "dedicated, monthly";
    if (tier == "managed_monthly")
        return "managed, monthly";
    if (tier == "purchase")
        return "purchase";
    return tier;
}

std::string tierShortLabel(const std::string& tier)
{
    if (tier == "on_demand")
        return "on-demand";
    if (tier == "reserved_1y")
        return "1y reserved";
    if (tier == "reserved_3y")
        return "3y reserved";
    if (tier == "dedicated_monthly")
        return "dedicated/mo";
    if (tier == "managed_monthly")
        return "managed/mo";
    return tier; // spot, community, marketplace, purchase: already one word
}

namespace {
void appendFlag(std::string& out, const std::string& words, const std::string& source, bool withSource)
{
    if (!out.empty())
        out += "; ";
    out += words;
    if (withSource && !source.empty())
        out += " (source: " + source + ")";
}

std::string flagText(const OfferFlags& f, bool withSource)
{
    std::string out;
    if (f.restricted)
        appendFlag(out, "restricted: eligible users only", f.restrictedSource, withSource);
    if (!f.priceStatus.empty())
        appendFlag(out, f.priceStatus + " price", f.priceStatusSource, withSource);
    if (!f.supersededBy.empty())
        appendFlag(out, "superseded by " + f.supersededBy, f.supersededSource, withSource);
    return out;
}
} // namespace

std::string offerFlagWords(const OfferFlags& flags) { return flagText(flags, false); }

std::string offerFlagDetails(const OfferFlags& flags) { return flagText(flags, true); }

Message flaggedOffersWarning(int offers)
{
    // Both ways back in are named: the CLI's --include-flagged and the search dialog's box.
    return (offers == 1 ? GP_MSG("gp::Search", "%1 offer is flagged in the catalog (restricted eligibility, a "
                                               "disputed or unverified price, or superseded by a newer row of the "
                                               "same offer): not searched; include it with --include-flagged or the "
                                               "\"Include flagged offers\" box")
                        : GP_MSG("gp::Search", "%1 offers are flagged in the catalog (restricted eligibility, a "
                                               "disputed or unverified price, or superseded by a newer row of the "
                                               "same offer): not searched; include them with --include-flagged or "
                                               "the \"Include flagged offers\" box"))
        .arg(MessageCount{offers});
}

std::string pricedTierLabel(const std::string& tier)
{
    return commitmentHours(tier) > 0 ? tierLabel(tier) + ", if held" : tierLabel(tier);
}

} // namespace gp
