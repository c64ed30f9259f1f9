// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CostModel.h"

#include "CheckpointRestart.h"
#include "OfferTerms.h"
#include "PriceConversion.h"

#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace gp {
namespace {

// Offers whose instances are smaller than one node of the plan, by instance size: one warning per size
// instead of one per offer (an 8-GPU plan priced against a marketplace's 1-GPU offers warned 30 times over,
// in the editor and in the proposal's risks).
struct TooSmallOffers {
    std::vector<std::pair<int, std::vector<const std::string*>>> bySize; // GPUs per instance, offer keys (in.offerKeys)

    void add(int gpusPerInstance, const std::string& key)
    {
        for (auto& [size, keys] : bySize)
            if (size == gpusPerInstance) {
                keys.push_back(&key);
                return;
            }
        bySize.push_back({gpusPerInstance, {&key}});
    }

    void warn(int gpusTogether, std::vector<Message>& warnings) const
    {
        for (const auto& [size, keys] : bySize) {
            if (keys.size() == 1) {
                warnings.push_back(GP_MSG("gp::CostModel", "offer '%1' rents %2-GPU instances, but the plan needs %3 "
                                                           "GPUs in one machine: not a price for this plan (shown, "
                                                           "never the headline)")
                                       .arg(MessageName{*keys.front()})
                                       .arg(MessageCount{size})
                                       .arg(MessageCount{gpusTogether}));
                continue;
            }
            std::string list;
            for (std::size_t i = 0; i < keys.size(); ++i)
                list += (i ? ", '" : "'") + *keys[i] + "'";
            warnings.push_back(GP_MSG("gp::CostModel", "%1 offers rent %2-GPU instances, but the plan needs %3 GPUs "
                                                       "in one machine: not a price for this plan (shown, never the "
                                                       "headline): %4")
                                   .arg(MessageCount{static_cast<std::int64_t>(keys.size())})
                                   .arg(MessageCount{size})
                                   .arg(MessageCount{gpusTogether})
                                   .arg(MessageName{list}));
        }
    }
};

} // namespace

int CostModel::instancesFor(int gpus, int gpusPerInstance)
{
    if (gpus < 1 || gpusPerInstance < 1)
        return 0;
    return (gpus + gpusPerInstance - 1) / gpusPerInstance;
}

std::optional<double> CostModel::billedHours(PriceUnit unit, double runHours, const BillingTerms& terms)
{
    if (!(runHours > 0) || !std::isfinite(runHours))
        return std::nullopt;
    // A tolerance of 1e-9 h (4 us) keeps a run of exactly 90 h from being billed 91 through rounding noise.
    switch (unit) {
    case PriceUnit::Hour: {
        if (!terms.recorded())
            return std::ceil(runHours - 1e-9);
        const double step = terms.incrementSeconds;
        const double seconds = std::ceil((runHours * 3600.0 - 3.6e-6) / step) * step;
        return std::max(seconds, double(terms.minimumSeconds.value_or(0))) / 3600.0;
    }
    case PriceUnit::Month:
        return std::ceil(runHours / kHoursPerMonth - 1e-9) * kHoursPerMonth;
    case PriceUnit::OneOff:
        return std::nullopt;
    }
    return std::nullopt;
}

BillingTerms CostModel::billingTerms(const OfferSpec& offer, const CatalogSnapshot& catalog)
{
    const ProviderSpec* provider = catalog.provider(offer.providerKey);
    return provider ? provider->billing : BillingTerms{};
}

namespace {
std::string durationWords(int seconds)
{
    if (seconds % 3600 == 0)
        return std::to_string(seconds / 3600) + " h";
    if (seconds % 60 == 0)
        return std::to_string(seconds / 60) + " min";
    return std::to_string(seconds) + " s";
}
} // namespace

std::string CostModel::billingWords(PriceUnit unit, const BillingTerms& t)
{
    if (unit == PriceUnit::Month)
        return "the run rounded up to whole months of 730 h (the offer is priced per month)";
    if (!t.recorded())
        return "the run rounded up to whole hours (the catalog records no billing increment for this provider; one "
               "that bills by the second charges at most 1 h less per instance)";
    const int step = t.incrementSeconds;
    std::string w = step == 1      ? "the run rounded up to whole seconds"
                    : step == 60   ? "the run rounded up to whole minutes"
                    : step == 3600 ? "the run rounded up to whole hours"
                                   : "the run rounded up to steps of " + durationWords(step);
    if (t.minimumSeconds && *t.minimumSeconds > step)
        w += ", at least " + durationWords(*t.minimumSeconds) + " per instance";
    return w + " (the provider's billing increment and minimum)";
}

std::optional<double> CostModel::costPerMillionTokens(double cost, double hours, double tokensPerSecond)
{
    const double tokens = tokensPerSecond * 3600.0 * hours;
    if (!(tokens > 0) || !std::isfinite(tokens) || !std::isfinite(cost) || cost < 0)
        return std::nullopt;
    return 1e6 * cost / tokens;
}

std::vector<CostLine> CostModel::price(const CostInputs& in, const CatalogSnapshot& catalog,
                                       std::vector<Message>* warnings, std::vector<Message>* offerNotes)
{
    auto warn = [&](Message w) {
        if (warnings)
            warnings->push_back(std::move(w));
    };
    std::vector<Message>* notes = offerNotes ? offerNotes : warnings;
    auto note = [&](Message w) {
        if (notes)
            notes->push_back(std::move(w));
    };
    std::vector<CostLine> lines;
    lines.reserve(in.offerKeys.size()); // a what-if step prices every offer of 50 scenarios (bench_whatif)
    TooSmallOffers tooSmall;
    for (const auto& key : in.offerKeys) {
        const OfferSpec* offer = catalog.offer(key);
        if (!offer) {
            warn(GP_MSG("gp::CostModel", "offer '%1' is not in the catalog: not priced").arg(MessageName{key}));
            continue;
        }
        const auto perInstanceHour = pricePerInstanceHour(*offer, catalog, in.currency);
        if (!perInstanceHour) {
            warn(offer->unit == PriceUnit::OneOff
                     ? GP_MSG("gp::CostModel", "offer '%1' has no hourly price in %2 (a purchase price: see the TCO "
                                               "model)")
                           .arg(MessageName{key})
                           .arg(MessageName{in.currency})
                     : GP_MSG("gp::CostModel", "offer '%1' has no hourly price in %2 (missing currency rate)")
                           .arg(MessageName{key})
                           .arg(MessageName{in.currency}));
            continue;
        }
        CostLine line;
        line.offerKey = key;
        line.providerName = offer->providerName;
        line.region = offer->region;
        line.instanceType = offer->instanceType;
        line.tier = pricingTierOf(*offer);
        line.gpuKey = offer->gpuKey;
        line.gpuMatchesScenario = offer->gpuKey == in.scenarioGpuKey;
        line.interruptible = isInterruptibleTier(line.tier);
        line.excludesHost = priceExcludesHost(*offer);
        line.flags = offerFlagWords(offer->flags);
        line.gpusPerInstance = offer->gpusPerInstance;
        line.holdsNode = offer->gpusPerInstance >= in.gpusTogether;
        line.instances = instancesFor(in.gpus, offer->gpusPerInstance);
        line.billedGpus = line.instances * offer->gpusPerInstance;
        line.pricePerInstanceHour = *perInstanceHour;
        line.pricePerGpuHour = *perInstanceHour / offer->gpusPerInstance;
        line.currency = in.currency;
        // The list price beside a contracted one (issue 33); without a contract the two are the same figures.
        const auto listPerInstanceHour = listPricePerInstanceHour(*offer, catalog, in.currency);
        line.listPricePerInstanceHour = listPerInstanceHour.value_or(std::numeric_limits<double>::quiet_NaN());
        line.listPricePerGpuHour = line.listPricePerInstanceHour / offer->gpusPerInstance;
        if (offer->contract.applied()) {
            line.contractBasis = offer->contract.basis;
            line.discountPercent = offer->contract.discountPercent;
            line.contractSource = offer->contract.source;
            line.contractAsOf = offer->contract.asOf;
        }
        const double nan = std::numeric_limits<double>::quiet_NaN();
        line.expectedRunHours = in.serving ? 0 : in.runHours;
        // An interruptible training run pays for its checkpoint writes and restarts: billed for the expected
        // time, not the uninterrupted one. Serving is billed per hour as it stands (a reclaimed replica is
        // capacity lost, not work redone).
        double runHours = in.runHours;
        if (line.interruptible && !in.serving && in.runHours > 0) {
            checkpoint::RunInputs ri;
            ri.runHours = in.runHours;
            ri.gpus = line.billedGpus;
            const auto a = checkpoint::allowanceFor(ri);
            if (!a) {
                note(GP_MSG("gp::CostModel", "offer '%1' is interruptible and a %2-GPU run would lose half its time "
                                             "or more to checkpoints and restarts: not priced")
                         .arg(MessageName{key})
                         .arg(MessageCount{line.billedGpus}));
                runHours = nan;
            } else {
                line.interruptionsPerGpuDay = ri.interruptionsPerGpuDay;
                line.interruptionMtbfHours = a->mtbfHours;
                line.checkpointIntervalHours = a->intervalHours;
                line.restartLostFraction = a->lostFraction;
                line.expectedRunHours = a->expectedHours;
                runHours = a->expectedHours;
            }
        }
        // Serving runs around the clock: an hour of it is billed as an hour, a monthly price as 1/730 of it.
        line.billing = billingTerms(*offer, catalog);
        const auto hours = in.serving ? std::optional<double>(1.0) : billedHours(offer->unit, runHours, line.billing);
        line.billedHoursPerInstance = hours.value_or(nan);
        line.costPerRun = line.instances * line.pricePerInstanceHour * line.billedHoursPerInstance;
        line.listCostPerRun = line.instances * line.listPricePerInstanceHour * line.billedHoursPerInstance;
        line.costPerMillionTokens =
            costPerMillionTokens(line.costPerRun, in.serving ? 1.0 : in.runHours, in.tokensPerSecond).value_or(nan);
        line.commitmentHours = commitmentHours(line.tier);
        if (line.commitmentHours > 0) {
            line.basis = PriceBasis::HeldReservation;
            line.commitmentCost = line.instances * line.pricePerInstanceHour *
                                  std::max(line.commitmentHours, in.serving ? 0.0 : line.billedHoursPerInstance);
        }
        if (!line.holdsNode)
            tooSmall.add(offer->gpusPerInstance, key);
        if (line.excludesHost)
            note(GP_MSG("gp::CostModel", "offer '%1' prices the GPU only (catalog: \"%2\"): the host's vCPUs and "
                                         "memory are billed on top, so its cost is not what the plan costs")
                     .arg(MessageName{key})
                     .arg(MessageName{offer->includes}));
        if (!line.flags.empty())
            note(GP_MSG("gp::CostModel", "offer '%1' is flagged in the catalog: %2. It is never the plan's "
                                         "headline while an offer without a flag prices the plan")
                     .arg(MessageName{key})
                     .arg(MessageName{offerFlagDetails(offer->flags)}));
        if (!line.gpuMatchesScenario)
            note(GP_MSG("gp::CostModel", "offer '%1' prices %2, not the scenario's %3: its cost uses the scenario's "
                                         "time")
                     .arg(MessageName{key})
                     .arg(MessageName{offer->gpuKey})
                     .arg(MessageName{in.scenarioGpuKey}));
        lines.push_back(std::move(line));
    }
    if (notes)
        tooSmall.warn(in.gpusTogether, *notes);
    return lines;
}

bool CostModel::isHeadlineCandidate(const CostLine& l, const std::string& tier, bool includeFlagged)
{
    return l.gpuMatchesScenario && l.holdsNode && !l.excludesHost && (includeFlagged || l.flags.empty()) &&
           l.tier == tier && std::isfinite(l.costPerRun);
}

int CostModel::headline(const std::vector<CostLine>& lines, const std::string& tier)
{
    // Offers without a flag first; a scenario that lists only flagged offers of the tier chose them itself (the
    // opt-in), and its headline stays marked by the line's flags.
    for (const bool includeFlagged : {false, true}) {
        int best = -1;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const CostLine& l = lines[i];
            if (!isHeadlineCandidate(l, tier, includeFlagged))
                continue;
            if (best < 0 || l.costPerRun < lines[std::size_t(best)].costPerRun)
                best = int(i);
        }
        if (best >= 0)
            return best;
    }
    return -1;
}

} // namespace gp
