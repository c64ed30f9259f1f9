// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ConfigurationSearchFilter.h"
#include "AsciiLower.h"

#include "OfferTerms.h"

#include <algorithm>
#include <cctype>

namespace gp {
namespace {

bool contains(const std::vector<std::string>& v, const std::string& s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}

} // namespace

Residency residencyOf(const OfferSpec& offer)
{
    const std::string r = asciiLower(offer.region);
    if (r.empty() || r == "global")
        return Residency::NotStated;
    if (r.find("india") != std::string::npos)
        return Residency::India;
    // Region codes that do not spell the country: AWS Mumbai and Hyderabad, GCP Mumbai and Delhi.
    for (const char* code : {"ap-south-1", "ap-south-2", "asia-south1", "asia-south2"})
        if (r.rfind(code, 0) == 0)
            return Residency::India;
    return Residency::OutsideIndia;
}

const char* residencyLabel(Residency r)
{
    switch (r) {
    case Residency::India:
        return "in India";
    case Residency::OutsideIndia:
        return "outside India";
    case Residency::NotStated:
        return "region not stated";
    }
    return "region not stated";
}

int countsAsHostOnly(const OfferFilter& filter, const OfferSpec& offer)
{
    if (!filter.excludeHostBilledSeparately || !priceExcludesHost(offer))
        return 0;
    OfferFilter withHostOnly = filter;
    withHostOnly.excludeHostBilledSeparately = false;
    withHostOnly.includeFlagged = true; // a host-only price that is also flagged is counted here, once
    return withHostOnly.accepts(offer) ? 1 : 0;
}

int countsAsFlagged(const OfferFilter& filter, const OfferSpec& offer)
{
    if (filter.includeFlagged || !offer.flags.any())
        return 0;
    OfferFilter withFlagged = filter;
    withFlagged.includeFlagged = true;
    return withFlagged.accepts(offer) ? 1 : 0;
}

int countsAsOutsideRegion(const OfferFilter& filter, const OfferSpec& offer)
{
    if (!filter.indiaOnly || residencyOf(offer) == Residency::India)
        return 0;
    OfferFilter anywhere = filter;
    anywhere.indiaOnly = false;
    anywhere.excludeHostBilledSeparately = false;
    anywhere.includeFlagged = true;
    return anywhere.accepts(offer) ? 1 : 0;
}

Message residencyWarning(int offers)
{
    return (offers == 1 ? GP_MSG("gp::Search", "%1 offer is hosted outside India or where the region is not stated, "
                                               "so it is not searched: the data must stay in India")
                        : GP_MSG("gp::Search", "%1 offers are hosted outside India or where the region is not "
                                               "stated, so they are not searched: the data must stay in India"))
        .arg(MessageCount{offers})
        .about("residency.india_only");
}

OfferFilter filterFor(const Scenario& workload, const OfferFilter& filter)
{
    OfferFilter f = filter;
    f.indiaOnly = f.indiaOnly || workload.residency.indiaOnly;
    return f;
}

Message hostOnlyWarning(int offers)
{
    return (offers == 1 ? GP_MSG("gp::Search", "%1 offer prices the GPU without its host (catalog includes: \"GPU "
                                               "only; VM billed extra\" or \"GPU component only\"): the vCPUs and "
                                               "memory are billed on top, so it is not searched")
                        : GP_MSG("gp::Search", "%1 offers price the GPU without its host (catalog includes: \"GPU "
                                               "only; VM billed extra\" or \"GPU component only\"): the vCPUs and "
                                               "memory are billed on top, so they are not searched"))
        .arg(MessageCount{offers});
}

bool OfferFilter::accepts(const OfferSpec& offer) const
{
    if (!offerKeys.empty() && !contains(offerKeys, offer.key))
        return false;
    if (!gpuKeys.empty() && !contains(gpuKeys, offer.gpuKey))
        return false;
    if (!tiers.empty() && !contains(tiers, offer.tier))
        return false;
    if (!providerKeys.empty() && !contains(providerKeys, offer.providerKey))
        return false;
    if (excludeInterruptible && isInterruptible(offer))
        return false;
    if (indiaOnly && residencyOf(offer) != Residency::India)
        return false;
    if (excludeHostBilledSeparately && priceExcludesHost(offer))
        return false;
    if (!includeFlagged && offer.flags.any())
        return false;
    return true;
}

} // namespace gp
