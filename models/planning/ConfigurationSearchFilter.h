// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Which catalog offers a configuration search may price with: tiers, interruptible capacity, providers,
// regions (e.g. only offers hosted in India, for data covered by India's DPDP Act 2023) and GPU types.
// Shared by the training and the serving search, the wizards and the "Find configurations" view.
#include "CatalogSnapshot.h"
#include "OfferResidency.h"
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

// The offers a search prices with before its filter: the filter's own list, else the scenario's pricing.offer_keys,
// else every offer in the catalog.
std::vector<std::string> offerKeysToSearch(const Scenario& workload, const OfferFilter& filter,
                                           const CatalogSnapshot& catalog);

// Why a search's filter left offers out, counted per reason (the training and the serving search both tally them),
// and the warnings that say so. Each count is of offers refused for that reason alone (the countsAs* rules above).
struct ExcludedOffers {
    int hostBilledApart = 0; // every other filter accepts them, but they price the GPU without its host
    int flagged = 0;         // every other filter accepts them, but the catalog flags them
    int outsideRegion = 0;   // left out by the scenario's (or the filter's) residency
    // Counts an offer `filter` refused (filter.accepts(offer) is false).
    void count(const OfferFilter& filter, const OfferSpec& offer);
    // hostOnlyWarning, flaggedOffersWarning, residencyWarning: each whose count is above 0, in that order.
    void addWarnings(std::vector<Message>& warnings) const;
};

// False when the GPU row cannot be timed (gpuRowError): a search leaves its offers out rather than time them with a
// clamped figure, and says "not searched: ..." once per row in `warnings`.
bool searchableGpuRow(const GpuSpec& gpu, std::vector<Message>& warnings);

// An offer a search prices with: its filter accepts it, its GPU row can be timed and it has an hourly price.
struct SearchableOffer {
    const OfferSpec* offer = nullptr;
    const GpuSpec* gpu = nullptr;
    double pricePerGpuHour = 0; // in the workload's currency (pricePerGpuHour), > 0
};
struct SearchableOffers {
    std::vector<SearchableOffer> offers; // in the order of offerKeysToSearch
    ExcludedOffers excluded;             // what the filter left out, per reason
};
// The offers a search of `workload` prices with: offerKeysToSearch, through filterFor(workload, userFilter); an
// offer the filter refuses is counted in `excluded`; one whose GPU row cannot be timed is left out with
// searchableGpuRow's note; one without an hourly price in the workload's currency is left out. `warnings` gets the
// GPU-row notes, then excluded's warnings (ExcludedOffers::addWarnings). The training and the serving search both
// start from it.
SearchableOffers searchableOffers(const Scenario& workload, const CatalogSnapshot& catalog,
                                  const OfferFilter& userFilter, std::vector<Message>& warnings);

// Tiers a buyer pays for by the hour without a long commitment; reserved and monthly tiers need a 1-3 year
// or monthly contract, purchase is capital (the TCO model), so a one-week run is not priced with them.
inline const std::vector<std::string>& hourlyRentalTiers()
{
    static const std::vector<std::string> tiers{"on_demand", "spot"};
    return tiers;
}

// Spot / preemptible capacity: the provider may reclaim it, so a run needs checkpoint-and-resume.
// isInterruptible(offer): OfferTerms.h (spot, community and marketplace tiers).

} // namespace gp
