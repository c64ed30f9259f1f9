// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ConfigurationSearchFilter.h"

#include "GpuRowCheck.h"
#include "OfferTerms.h"
#include "PriceConversion.h"

#include <algorithm>

namespace gp {
namespace {

bool contains(const std::vector<std::string>& v, const std::string& s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}

} // namespace

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
    if (residencyAllows(filter.indiaOnly, offer))
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

std::vector<std::string> offerKeysToSearch(const Scenario& workload, const OfferFilter& filter,
                                           const CatalogSnapshot& catalog)
{
    if (!filter.offerKeys.empty())
        return filter.offerKeys;
    if (!workload.pricing.offerKeys.empty())
        return workload.pricing.offerKeys;
    std::vector<std::string> keys;
    keys.reserve(catalog.offers.size());
    for (const auto& o : catalog.offers)
        keys.push_back(o.key);
    return keys;
}

bool searchableGpuRow(const GpuSpec& gpu, std::vector<Message>& warnings)
{
    const std::string bad = gpuRowError(gpu);
    if (bad.empty())
        return true;
    // gpuRowError still words its row problem in English (the text layer's next step).
    const Message note = GP_MSG("gp::Search", "not searched: %1").arg(MessageName{bad});
    if (std::find(warnings.begin(), warnings.end(), note) == warnings.end())
        warnings.push_back(note);
    return false;
}

void ExcludedOffers::count(const OfferFilter& filter, const OfferSpec& offer)
{
    hostBilledApart += countsAsHostOnly(filter, offer);
    flagged += countsAsFlagged(filter, offer);
    outsideRegion += countsAsOutsideRegion(filter, offer);
}

void ExcludedOffers::addWarnings(std::vector<Message>& warnings) const
{
    if (hostBilledApart > 0)
        warnings.push_back(hostOnlyWarning(hostBilledApart));
    if (flagged > 0)
        warnings.push_back(flaggedOffersWarning(flagged));
    if (outsideRegion > 0)
        warnings.push_back(residencyWarning(outsideRegion));
}

SearchableOffers searchableOffers(const Scenario& workload, const CatalogSnapshot& catalog,
                                  const OfferFilter& userFilter, std::vector<Message>& warnings)
{
    SearchableOffers found;
    const OfferFilter filter = filterFor(workload, userFilter);
    const std::vector<std::string> keys = offerKeysToSearch(workload, filter, catalog);
    for (const std::string& key : keys) {
        const OfferSpec* o = catalog.offer(key);
        if (!o)
            continue;
        if (!filter.accepts(*o)) {
            found.excluded.count(filter, *o);
            continue;
        }
        const GpuSpec* g = catalog.gpu(o->gpuKey);
        if (!g || !searchableGpuRow(*g, warnings))
            continue;
        const auto price = pricePerGpuHour(*o, catalog, workload.pricing.currency);
        if (!price || !(*price > 0))
            continue;
        found.offers.push_back({o, g, *price});
    }
    found.excluded.addWarnings(warnings);
    return found;
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
    if (!residencyAllows(indiaOnly, offer))
        return false;
    if (excludeHostBilledSeparately && priceExcludesHost(offer))
        return false;
    if (!includeFlagged && offer.flags.any())
        return false;
    return true;
}

} // namespace gp
