#include "WhatIfOverrides.h"

#include "WhatIfOfferSwap.h"
#include "planning/CommunicationModel.h"

#include <algorithm>
#include <cmath>
#include <numeric>

bool WhatIfOverrides::isValid() const
{
    auto in = [](double v, double low, double high, bool lowIncluded) {
        return std::isfinite(v) && (lowIncluded ? v >= low : v > low) && v <= high;
    };
    return (!mfu || in(*mfu, 0, 1, false)) &&
           in(priceFactorPercent, kMinPriceFactorPercent, kMaxPriceFactorPercent, true) &&
           (!tokensToTrain || in(*tokensToTrain, 0, kMaxTokensToTrain, false)) &&
           (!gpuCount || (*gpuCount >= 1 && *gpuCount <= kMaxGpuCount)) &&
           in(devOpsHoursPerMonth, 0, kMaxDevOpsHoursPerMonth, true) &&
           in(devOpsHourlyRate, 0, kMaxDevOpsHourlyRate, true) &&
           (!exchangeRateUnitsPerUsd || in(*exchangeRateUnitsPerUsd, 0, kMaxExchangeRate, false)) &&
           (!gpuStepKey || !gpuStepKey->empty());
}

void WhatIfOverrides::applyTo(gp::CatalogSnapshot& catalog) const
{
    if (priceFactorPercent > 0 && priceFactorPercent != 100) {
        const double factor = priceFactorPercent / 100.0;
        for (auto& offer : catalog.offers)
            offer.price *= factor;
    }
    if (exchangeRateUnitsPerUsd && *exchangeRateUnitsPerUsd > 0) {
        bool found = false;
        for (auto& rate : catalog.currencies) {
            if (rate.code == kExchangeRateCurrency) {
                rate.unitsPerUsd = *exchangeRateUnitsPerUsd;
                rate.ref.source = "what-if override";
                found = true;
            }
        }
        if (!found)
            catalog.currencies.push_back({kExchangeRateCurrency,
                                          *exchangeRateUnitsPerUsd,
                                          {"currencies", kExchangeRateCurrency, "what-if override", ""}});
    }
}

void WhatIfOverrides::applyTo(gp::Scenario& scenario, const gp::CatalogSnapshot& catalog) const
{
    if (mfu)
        scenario.hardware.mfuOverride = *mfu;
    if (tokensToTrain && scenario.isTraining())
        scenario.training.tokens = *tokensToTrain;
    if (gpuCount && *gpuCount > 0) {
        // One model copy spans t x p x c GPUs, which must divide the GPUs (ScenarioValidator): the knob never
        // asks for a fraction of a copy, so a count between multiples rounds up to whole copies, and a valid
        // scenario stays valid (issue 8). whatIfChanges names the count it got.
        const long long group = static_cast<long long>(std::max(1, scenario.parallel.tensorParallel)) *
                                std::max(1, scenario.parallel.pipelineParallel) * scenario.contextParallel();
        const long long wanted = (*gpuCount + group - 1) / group * group;
        // Whole nodes are what one rents: fewer GPUs than a node holds shrink the node; more round up, to a
        // node count whose GPUs still hold whole copies: a multiple of lcm(copy, node). Past the knob's limit the
        // count rounds down to the largest such multiple within it, never to a count that splits a copy.
        const int perNode = std::max(1, scenario.hardware.gpusPerNode);
        const long long step = std::lcm(group, static_cast<long long>(perNode));
        if (wanted <= perNode && wanted <= kMaxGpuCount) {
            scenario.hardware.gpusPerNode = static_cast<int>(wanted);
            scenario.hardware.nodes = 1;
        } else if (kMaxGpuCount / step * step > perNode) {
            const long long total = std::min((wanted + step - 1) / step * step, kMaxGpuCount / step * step);
            scenario.hardware.nodes = static_cast<int>(total / perNode);
            // Past one node the plan needs a network: the scenario's own, or else the engine's default
            // scale-out link from the catalog (CommunicationModel::defaultInterNode, InfiniBand NDR), so a
            // valid scenario never turns invalid under the knob (issue 8). whatIfChanges names it.
            if (scenario.hardware.interNodeLinkKey.empty())
                scenario.hardware.interNodeLinkKey = gp::CommunicationModel::defaultInterNode(catalog).key;
        }
    }
    if (gpuStepKey && !gpuStepKey->empty() && *gpuStepKey != scenario.hardware.gpuKey) {
        const std::string oldGpu = scenario.hardware.gpuKey;
        scenario.hardware.gpuKey = *gpuStepKey;
        // The scenario's offers priced the old GPU: swap each for the new GPU's like-for-like offer
        // (WhatIfOfferSwap.h), never a cheaper tier, so the cost rows price the GPU asked about.
        const auto swaps = likeForLikeOffers(scenario.pricing.offerKeys, oldGpu, *gpuStepKey, catalog);
        std::vector<std::string> keys;
        auto add = [&keys](const std::string& key) {
            if (!key.empty() && std::find(keys.begin(), keys.end(), key) == keys.end())
                keys.push_back(key);
        };
        for (const auto& key : scenario.pricing.offerKeys) {
            const auto* offer = catalog.offer(key);
            if (!offer || offer->gpuKey != oldGpu)
                add(key);
        }
        for (const auto& swap : swaps)
            add(swap.replacementKey);
        scenario.pricing.offerKeys = keys;
    }
}
