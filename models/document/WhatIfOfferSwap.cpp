// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WhatIfOfferSwap.h"

#include "planning/ConfigurationSearchFilter.h"
#include "planning/OfferTerms.h"
#include "planning/PriceConversion.h"

#include <algorithm>
#include <iterator>
#include <tuple>

namespace {

// Per GPU-hour in USD, the scale the median is taken on (offers differ in size, unit and currency).
// Offers without an hourly price (purchases) never take part.
struct Ranked {
    const gp::OfferSpec* offer;
    double usdPerGpuHour;
};

std::vector<Ranked> ranked(const std::vector<const gp::OfferSpec*>& offers, const gp::CatalogSnapshot& catalog)
{
    std::vector<Ranked> out;
    for (const gp::OfferSpec* o : offers)
        if (const auto p = gp::pricePerGpuHour(*o, catalog, "USD"))
            out.push_back({o, *p});
    std::sort(out.begin(), out.end(), [](const Ranked& a, const Ranked& b) {
        return std::tie(a.usdPerGpuHour, a.offer->key) < std::tie(b.usdPerGpuHour, b.offer->key);
    });
    return out;
}

// The upper median: of 4 offers the 3rd cheapest, of 5 the 3rd. Never the cheaper of two middles, so the
// swap does not flatter the plan.
const gp::OfferSpec* upperMedian(const std::vector<const gp::OfferSpec*>& offers, const gp::CatalogSnapshot& catalog)
{
    const auto r = ranked(offers, catalog);
    return r.empty() ? nullptr : r[r.size() / 2].offer;
}

std::string offerName(const gp::OfferSpec& o)
{
    std::string name = o.providerName.empty() ? o.providerKey : o.providerName;
    if (!o.instanceType.empty())
        name += " " + o.instanceType;
    if (!o.region.empty())
        name += ", " + o.region;
    return name + " (" + gp::tierLabel(o.tier) + ")";
}

} // namespace

std::vector<OfferSwap> likeForLikeOffers(const std::vector<std::string>& offerKeys, const std::string& oldGpu,
                                         const std::string& newGpu, const gp::CatalogSnapshot& catalog)
{
    std::vector<OfferSwap> swaps;
    for (const std::string& key : offerKeys) {
        const gp::OfferSpec* old = catalog.offer(key);
        if (!old || old->gpuKey != oldGpu)
            continue;
        std::vector<const gp::OfferSpec*> sameTier, sameProvider;
        // Like for like on residency and trust (issue 31): an offer hosted in India is replaced only by one hosted in
        // India, so a plan kept in India never lands abroad; an offer the catalog flags never replaces one it does not.
        const bool inIndia = gp::residencyOf(*old) == gp::Residency::India;
        for (const gp::OfferSpec& o : catalog.offers) {
            if (o.gpuKey != newGpu || o.tier != old->tier)
                continue;
            if (!gp::residencyAllows(inIndia, o) || (o.flags.any() && !old->flags.any()))
                continue;
            sameTier.push_back(&o);
            if (o.providerKey == old->providerKey)
                sameProvider.push_back(&o);
        }
        // Within the provider, the closest row: its region, then its instance size (an 8-GPU instance
        // for an 8-GPU one), each only when the provider has one.
        auto narrow = [](std::vector<const gp::OfferSpec*> pool, auto&& same) {
            std::vector<const gp::OfferSpec*> kept;
            std::copy_if(pool.begin(), pool.end(), std::back_inserter(kept), same);
            return kept.empty() ? pool : kept;
        };
        OfferSwap swap{key, {}, OfferSwapRule::NoOfferOfTier, 0};
        const gp::OfferSpec* chosen = nullptr;
        if (!sameProvider.empty()) {
            auto pool = narrow(sameProvider, [&](const gp::OfferSpec* o) { return o->region == old->region; });
            pool = narrow(pool, [&](const gp::OfferSpec* o) { return o->gpusPerInstance == old->gpusPerInstance; });
            chosen = upperMedian(pool, catalog);
            swap.candidates = int(pool.size());
            swap.rule = OfferSwapRule::SameProviderAndTier;
        }
        if (!chosen && !sameTier.empty()) {
            chosen = upperMedian(sameTier, catalog);
            swap.candidates = int(sameTier.size());
            swap.rule = OfferSwapRule::TierMedian;
        }
        if (chosen)
            swap.replacementKey = chosen->key;
        else {
            swap.rule = OfferSwapRule::NoOfferOfTier;
            swap.candidates = 0;
        }
        swaps.push_back(std::move(swap));
    }
    return swaps;
}

std::string describe(const OfferSwap& swap, const std::string& newGpu, const gp::CatalogSnapshot& catalog)
{
    const gp::OfferSpec* old = catalog.offer(swap.originalKey);
    const gp::GpuSpec* gpu = catalog.gpu(newGpu);
    const std::string gpuName = gpu ? gpu->name : newGpu;
    const std::string from = old ? offerName(*old) : swap.originalKey;
    const std::string tier = old ? gp::tierLabel(old->tier) : std::string("same-tier");
    const gp::OfferSpec* to = catalog.offer(swap.replacementKey);
    switch (swap.rule) {
    case OfferSwapRule::SameProviderAndTier:
        if (to)
            return from + " -> " + offerName(*to) + ": same provider and tier";
        break;
    case OfferSwapRule::TierMedian:
        if (to)
            return from + " -> " + offerName(*to) + ": the provider has no " + tier + " " + gpuName +
                   ", so the median of the catalog's " + std::to_string(swap.candidates) + " " + tier + " " + gpuName +
                   " offers";
        break;
    case OfferSwapRule::NoOfferOfTier:
        break;
    }
    return from + ": the catalog has no " + tier + " " + gpuName +
           " offer, so it is not priced (a cheaper tier would flatter the plan)";
}
