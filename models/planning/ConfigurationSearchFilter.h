// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Which catalog offers a configuration search may price with: tiers, interruptible capacity, providers,
// regions (e.g. only offers hosted in India, for data covered by India's DPDP Act 2023) and GPU types.
// Shared by the training and the serving search, the wizards and the "Find configurations" view.
#include "CatalogSnapshot.h"
#include "OfferTerms.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

struct OfferFilter {
    std::vector<std::string> offerKeys;    // empty: every offer (or the scenario's pricing.offer_keys)
    std::vector<std::string> gpuKeys;      // empty: every GPU some offer prices
    std::vector<std::string> tiers;        // empty: every tier with an hourly or monthly price
    std::vector<std::string> providerKeys; // empty: every provider
    bool excludeInterruptible = false;     // drop spot capacity (the provider may reclaim it mid-run)
    bool indiaOnly = false;                // keep only offers whose region is in India
    // Leave out prices that pay for the GPU alone, the host billed on top (gp::priceExcludesHost): not a
    // price anyone can rent the plan at. Always on in the searches; a filter for other uses may clear it.
    bool excludeHostBilledSeparately = true;
    // Offers the catalog flags (restricted eligibility, a disputed or unverified price, superseded by a newer row;
    // OfferFlags) are never recommendation candidates unless the user opts in (`search --include-flagged`, the
    // wizards' "Include flagged offers" box).
    bool includeFlagged = false;

    bool accepts(const OfferSpec& offer) const;
};

// 1 when `offer` is refused only because its price leaves out the host (every other filter accepts it): the
// searches count these to say how many offers they left out and why.
int countsAsHostOnly(const OfferFilter& filter, const OfferSpec& offer);
// "N offers price the GPU without its host ... : not searched", for the searches' warnings.
Message hostOnlyWarning(int offers);
// 1 when `offer` is refused only because the catalog flags it (every other filter accepts it): counted for
// gp::flaggedOffersWarning.
int countsAsFlagged(const OfferFilter& filter, const OfferSpec& offer);
// 1 when `offer` is refused because of `indiaOnly` (its other filters aside from the host and flag rules accept it):
// counted for residencyWarning. Disjoint from the two counts above, which need the region accepted.
int countsAsOutsideRegion(const OfferFilter& filter, const OfferSpec& offer);
// "residency.india_only: N offers hosted outside India or where the region is not stated are not searched: ...".
Message residencyWarning(int offers);
// The filter a search of `workload` applies: `filter`, with indiaOnly set when the scenario's residency says the
// data must stay in India (Scenario::residency; the user's filter may narrow further, never widen it).
OfferFilter filterFor(const Scenario& workload, const OfferFilter& filter);

// Tiers a buyer pays for by the hour without a long commitment; reserved and monthly tiers need a 1-3 year
// or monthly contract, purchase is capital (the TCO model), so a one-week run is not priced with them.
inline const std::vector<std::string>& hourlyRentalTiers()
{
    static const std::vector<std::string> tiers{"on_demand", "spot"};
    return tiers;
}

// Spot / preemptible capacity: the provider may reclaim it, so a run needs checkpoint-and-resume.
// isInterruptible(offer): OfferTerms.h (spot, community and marketplace tiers).

enum class Residency { India, OutsideIndia, NotStated };
// Where an offer's GPUs are hosted, from its region: names containing "India" (Azure centralindia,
// southindia, westindia, jioindiawest, providers writing "India"), AWS ap-south-1 (Mumbai) / ap-south-2
// (Hyderabad), GCP asia-south1 (Mumbai) / asia-south2 (Delhi) as the providers' region pages list them.
// An empty or "global" region is NotStated: never assumed to be in India.
Residency residencyOf(const OfferSpec& offer);
const char* residencyLabel(Residency r); // "in India", "outside India", "region not stated"

} // namespace gp
