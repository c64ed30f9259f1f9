// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WhatIfOverrides.h"

#include "WhatIfOfferSwap.h"
#include "planning/CommunicationModel.h"
#include "planning/GpuRowCheck.h"
#include "planning/ScenarioValidator.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

const WhatIfOverrides::TcoWhatIf* WhatIfOverrides::tcoFor(const std::string& analysisId) const
{
    for (const TcoWhatIf& t : tco)
        if (t.analysisId == analysisId)
            return &t;
    return nullptr;
}

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

namespace {
bool movesPrices(const WhatIfOverrides& w) { return w.priceFactorPercent > 0 && w.priceFactorPercent != 100; }
bool setsExchangeRate(const WhatIfOverrides& w) { return w.exchangeRateUnitsPerUsd && *w.exchangeRateUnitsPerUsd > 0; }
} // namespace

bool WhatIfOverrides::changesCatalog() const { return movesPrices(*this) || setsExchangeRate(*this); }

void WhatIfOverrides::restoreWhatApplyToChanges(const gp::CatalogSnapshot& base, gp::CatalogSnapshot& target)
{
    for (std::size_t i = 0; i < base.offers.size() && i < target.offers.size(); ++i) {
        target.offers[i].price = base.offers[i].price;
        target.offers[i].contract.listPrice = base.offers[i].contract.listPrice;
    }
    target.currencies = base.currencies;
    target.index.currencies = base.index.currencies;
}

void WhatIfOverrides::applyTo(gp::CatalogSnapshot& catalog) const
{
    if (movesPrices(*this)) {
        const double factor = priceFactorPercent / 100.0;
        for (auto& offer : catalog.offers) {
            offer.price *= factor;
            offer.contract.listPrice *= factor; // the list price beside a contracted one moves with it (issue 33)
        }
    }
    if (setsExchangeRate(*this)) {
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

namespace {
// A plan the engine estimates: the validator's rules and a GPU row it can compute with (GpuRowCheck).
bool valid(const gp::Scenario& s, const gp::CatalogSnapshot& catalog)
{
    if (!gp::ScenarioValidator::validate(s, catalog).empty())
        return false;
    const gp::GpuSpec* gpu = catalog.gpu(s.hardware.gpuKey);
    return !gpu || gp::gpuRowError(*gpu).empty();
}
} // namespace

void WhatIfOverrides::applyGpuCount(gp::Scenario& scenario, long long asked, const gp::CatalogSnapshot& catalog)
{
    // One model copy spans t x p x c GPUs, which must divide the GPUs (ScenarioValidator): the knob never
    // asks for a fraction of a copy, so a count between multiples rounds up to whole copies, and a valid
    // scenario stays valid (issue 8). whatIfChanges names the count it got.
    const long long group = static_cast<long long>(std::max(1, scenario.parallel.tensorParallel)) *
                            std::max(1, scenario.parallel.pipelineParallel) * scenario.contextParallel();
    const long long wanted = (asked + group - 1) / group * group;
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
        // Past one node the plan needs a network: the scenario's own, or else the catalog default for its GPU
        // (CommunicationModel::chooseInterNode: the reference system's, else the catalog's slowest), so a valid
        // scenario never turns invalid under the knob (issue 8). whatIfChanges names it and says which.
        if (scenario.hardware.interNodeLinkKey.empty())
            scenario.hardware.interNodeLinkKey =
                gp::CommunicationModel::chooseInterNode(catalog.gpu(scenario.hardware.gpuKey), catalog).key;
    }
}

std::vector<long long> WhatIfOverrides::candidateCounts(const gp::Scenario& scenario, long long asked)
{
    const long long group = static_cast<long long>(std::max(1, scenario.parallel.tensorParallel)) *
                            std::max(1, scenario.parallel.pipelineParallel) * scenario.contextParallel();
    const long long perNode = std::max(1, scenario.hardware.gpusPerNode);
    const long long step = std::lcm(group, perNode);
    // The counts applyGpuCount lands on exactly: whole copies within one node, or whole nodes holding whole
    // copies, within the knob's limit.
    auto nodeShaped = [&](long long n) {
        return n >= 1 && n <= kMaxGpuCount && n % group == 0 && (n <= perNode || n % step == 0);
    };
    std::vector<long long> counts;
    const auto& tr = scenario.training;
    if (scenario.isTraining() && tr.microBatch > 0 && tr.globalBatch > 0 && tr.globalBatch % tr.microBatch == 0) {
        // Training: the data-parallel degree d must divide the micro-batches of a step, q = global / micro,
        // so the candidates are group x d for the divisors d of q (few: 64 has 7).
        const long long q = tr.globalBatch / tr.microBatch;
        for (long long d = 1; d * d <= q; ++d)
            if (q % d == 0)
                for (const long long e : {d, q / d})
                    if (nodeShaped(group * e) && std::find(counts.begin(), counts.end(), group * e) == counts.end())
                        counts.push_back(group * e);
    } else {
        // Serving (no batch to split): the node-shaped counts next to the one asked, above and below it:
        // multiples of the copy within one node, then multiples of lcm(copy, node) past it.
        auto next = [&](long long n) {
            return n < perNode && n + group <= perNode ? n + group : (n / step + 1) * step;
        };
        auto previous = [&](long long n) {
            if (n > perNode)
                return std::max((n - 1) / step * step, std::min(perNode / group * group, n - 1));
            return (n - 1) / group * group;
        };
        long long up = asked <= perNode ? (asked + group - 1) / group * group : (asked + step - 1) / step * step;
        // Half the candidates above and half below, so that a knob past every plan above still finds the
        // largest one below (a cap on the sorted list would keep only the counts above).
        for (int k = 0; k < kMaxCandidates / 2 && up <= kMaxGpuCount; ++k, up = next(up))
            if (nodeShaped(up))
                counts.push_back(up);
        long long down = previous(asked);
        for (int k = 0; k < kMaxCandidates / 2 && down >= 1; ++k, down = previous(down))
            if (nodeShaped(down))
                counts.push_back(down);
    }
    // Nearest first: the counts at or above the one asked in increasing order, then those below it, largest first.
    std::sort(counts.begin(), counts.end(), [asked](long long a, long long b) {
        const bool aboveA = a >= asked, aboveB = b >= asked;
        if (aboveA != aboveB)
            return aboveA;
        return aboveA ? a < b : a > b;
    });
    if (counts.size() > static_cast<std::size_t>(kMaxCandidates))
        counts.resize(static_cast<std::size_t>(kMaxCandidates));
    return counts;
}

void WhatIfOverrides::applyTo(gp::Scenario& scenario, const gp::CatalogSnapshot& catalog) const
{
    // No what-if value may turn a valid scenario invalid (issue 8): where the plain change would, the knob
    // takes the nearest change the scenario can run and whatIfChanges says what it took.
    // A network the what-if picks (the scenario names none) follows the GPU: the step below picks it again.
    const bool ownNetwork = !scenario.hardware.interNodeLinkKey.empty();
    // Validated only for the knobs that change the layout or the GPU: an MFU or price drag never needs it.
    const bool wasValid = (gpuCount || (gpuStepKey && !gpuStepKey->empty())) && valid(scenario, catalog);
    if (mfu)
        scenario.hardware.mfuOverride = *mfu;
    if (tokensToTrain && scenario.isTraining())
        scenario.training.tokens = *tokensToTrain;
    if (gpuCount && *gpuCount > 0) {
        const gp::Scenario before = scenario;
        applyGpuCount(scenario, *gpuCount, catalog);
        // Whole copies and nodes are not all: the validator also wants the data-parallel degree to divide
        // the global batch into whole micro-batches (3 GPUs for a batch of 64 is not a plan), and a second
        // node needs a network. Take the nearest count that is a plan: the next one above the count asked,
        // else the largest below it (the scenario's own count is one, so there always is one).
        if (wasValid && !valid(scenario, catalog)) {
            scenario = before;
            for (const long long n : candidateCounts(before, *gpuCount)) {
                gp::Scenario candidate = before;
                applyGpuCount(candidate, n, catalog);
                if (valid(candidate, catalog)) {
                    scenario = std::move(candidate);
                    break;
                }
            }
        }
    }
    if (gpuStepKey && !gpuStepKey->empty() && *gpuStepKey != scenario.hardware.gpuKey) {
        const gp::Scenario before = scenario;
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
        // FP8 training on a GPU without FP8 tensor cores is refused: the step trains in BF16 mixed precision
        // there (the A100's way), and whatIfChanges says so. Anything else the new GPU cannot run keeps the
        // scenario on its own GPU rather than showing a valid plan as an error.
        const gp::GpuSpec* gpu = catalog.gpu(scenario.hardware.gpuKey);
        // Past one node on a network the what-if chose for the old GPU: the new GPU's own default (its reference
        // system's, e.g. DGX A100 HDR where an H100 had NDR).
        if (!ownNetwork && scenario.hardware.nodes > 1)
            scenario.hardware.interNodeLinkKey = gp::CommunicationModel::chooseInterNode(gpu, catalog).key;
        if (scenario.isTraining() && scenario.training.precision == gp::TrainPrecision::FP8 && gpu &&
            !(gpu->fp8DenseTflops > 0))
            scenario.training.precision = gp::TrainPrecision::MixedBF16;
        if (wasValid && !valid(scenario, catalog))
            scenario = before;
    }
}
