// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Which offers price a scenario after the GPU-generation what-if moved it onto another GPU: like for
// like, never a flattering swap. For each of the scenario's offers of the old GPU:
//   1. the new GPU's offer from the same provider and tier (same region, then same GPUs per instance,
//      where the provider has one; with several left, the upper median per GPU-hour);
//   2. else the upper median per GPU-hour of every offer of the new GPU in the same tier (a real row a
//      buyer can rent, not an averaged price; with an even count the dearer of the two middle offers);
//   3. else nothing: a plan priced on-demand is never re-priced at a spot or marketplace offer.
// The swap is said in words (describe) so the comparison tooltip names the rule it followed.
#include "planning/CatalogSnapshot.h"

#include <string>
#include <vector>

enum class OfferSwapRule { SameProviderAndTier, TierMedian, NoOfferOfTier };

struct OfferSwap {
    std::string originalKey;    // the scenario's offer of the old GPU
    std::string replacementKey; // the new GPU's offer; empty for NoOfferOfTier
    OfferSwapRule rule = OfferSwapRule::NoOfferOfTier;
    int candidates = 0; // offers the rule chose among (same provider, or the whole tier)
};

// One swap per offer of `offerKeys` whose GPU is `oldGpu` (others are not swapped), in order.
std::vector<OfferSwap> likeForLikeOffers(const std::vector<std::string>& offerKeys, const std::string& oldGpu,
                                         const std::string& newGpu, const gp::CatalogSnapshot& catalog);

// "AWS p4d.24xlarge (on-demand) -> AWS g6e.48xlarge (on-demand): same provider and tier", or the median
// or no-offer wording, for a tooltip.
std::string describe(const OfferSwap& swap, const std::string& newGpu, const gp::CatalogSnapshot& catalog);
