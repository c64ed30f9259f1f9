// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CheckpointRestart.h"
#include "CostModel.h"
#include "ExplanationBuilder.h"
#include "OfferTerms.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

// The explanations of the cost figures, next to CostModel.cpp's rules: which offer, how many instances and billed
// GPUs, the billed hours and what the tier means (a held reservation, an interruptible offer, a GPU-only price),
// and for the headline the cheapest line of every other tier (the "why" panel's alternatives).
namespace gp {
namespace {

std::string money(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// "AWS, us-east-1, p5.48xlarge, on-demand": where a cost comes from, in the words a buyer uses.
std::string offerWords(const CostLine& c)
{
    std::string w = c.providerName;
    if (!c.region.empty())
        w += ", " + c.region;
    if (!c.instanceType.empty())
        w += ", " + c.instanceType;
    return w + ", " + tierLabel(c.tier);
}

std::string billingNote(const OfferSpec* offer, const CostLine& c, bool serving)
{
    if (serving)
        return offer && offer->unit == PriceUnit::Month
                   ? "one hour of serving around the clock: a monthly price / 730 h"
                   : "one hour of serving around the clock";
    return CostModel::billingWords(offer ? offer->unit : PriceUnit::Hour, c.billing);
}

// The offer's earlier prices (issue 33, "Price history"), oldest first: each as an input the why panel lists.
// `history`: the explained offers' earlier prices, read once for all of them (CatalogSnapshot::priceHistoryOf). A
// read that failed is said in the formula, naming the offers and why (a damaged table is not "no earlier prices").
using OfferHistory = PriceHistoryRead;

void addPriceHistory(ExplanationBuilder& x, const OfferHistory& read, const std::string& offerKey)
{
    const auto it = read.history.find(offerKey);
    if (it == read.history.end()) {
        if (!read.error.empty())
            x.formulaNote("; earlier prices not listed: " + read.error);
        return;
    }
    for (const PriceChange& p : it->second) {
        const std::string when =
            (p.validFrom.empty() ? std::string("valid until ") : "valid " + p.validFrom + " to ") + p.validTo;
        const std::string from = p.source.empty() ? when : when + "; " + p.source;
        if (p.kind == "discount")
            x.in("earlier discount", p.discountPercent, "%", from);
        else
            x.in(p.kind == "contracted" ? "earlier contracted price" : "earlier list price", p.price,
                 p.currency + (p.unit.empty() ? "" : " per " + p.unit), from);
    }
}

Explanation costExplanation(const CostLine& c, const CostInputs& in, const CatalogSnapshot& catalog,
                            const OfferHistory& history, const std::string& figure)
{
    const OfferSpec* offer = catalog.offer(c.offerKey);
    const bool serving = in.serving;
    std::string formula =
        "instances x price per instance-hour x billed hours; instances = ceil(GPUs needed / GPUs per instance)";
    if (c.basis == PriceBasis::HeldReservation)
        formula += "; effective price if you already hold this reservation (taking one out commits to the whole term)";
    ExplanationBuilder x(
        figure, serving ? "Cost per hour of serving" : "Cost per training run", c.costPerRun, c.currency, formula,
        "the seed article: compare cost per result, not cost per hour; whole instances as providers rent them");
    x.in("GPUs needed", in.gpus, "GPUs", serving ? "for the target load (see GPUs priced)" : "scenario")
        .in("GPUs per instance", c.gpusPerInstance, "GPUs", "catalog offers." + c.offerKey)
        .in("instances", c.instances, "", offerWords(c))
        .in("billed GPUs", c.billedGpus, "GPUs", "instances x GPUs per instance")
        .in("price per instance-hour", c.pricePerInstanceHour, c.currency,
            offer && offer->unit == PriceUnit::Month ? "monthly price / 730 h, in the scenario's currency"
                                                     : "in the scenario's currency")
        .in("billed hours per instance", c.billedHoursPerInstance, "h", billingNote(offer, c, serving));
    if (!serving && c.billing.recorded() && offer && offer->unit == PriceUnit::Hour) {
        const ProviderSpec* provider = catalog.provider(offer->providerKey);
        const std::string from = provider ? "catalog providers." + provider->key + ", from " +
                                                provider->billingSourceUrl + " (" + provider->billingAsOf + ")"
                                          : std::string("catalog providers");
        x.in("billing increment", c.billing.incrementSeconds, "s", from);
        if (c.billing.minimumSeconds) // a page that states none gets no input, rather than a 0 it never said
            x.in("minimum billed per instance", *c.billing.minimumSeconds, "s", from);
        if (provider) // the billing page, not the row's price source: the increment and minimum come from it
            x.src({"providers", provider->key, "billing terms: " + provider->billingSourceUrl, provider->billingAsOf});
    }
    if (!serving)
        x.in("run time", in.runHours, "h", "see Training time");
    if (c.basis == PriceBasis::HeldReservation)
        x.in("commitment if taken out for this plan", c.commitmentCost, c.currency,
             "instances x price per instance-hour x " + money(c.commitmentHours) + " h term");
    if (c.excludesHost)
        x.formulaNote("; a GPU-only price (catalog: " + (offer ? offer->includes : std::string("GPU only")) +
                      "): the host's vCPUs and memory are billed on top, so this is not what the plan costs");
    if (c.interruptible && c.restartLostFraction > 0) {
        x.formulaNote("; interruptible: billed hours from the expected run = run / (1 - lost fraction)");
        x.in("interruptions per GPU-day", c.interruptionsPerGpuDay, "", "spot preemption rate (CheckpointRestart.h)")
            .in("job MTBF", c.interruptionMtbfHours, "h", "24 h / (interruptions per GPU-day x billed GPUs)")
            .in("checkpoint interval", c.checkpointIntervalHours, "h",
                "sqrt(2 x checkpoint write x MTBF) (Young 1974; Daly 2006), or the run if shorter")
            .in("lost to checkpoints and restarts", c.restartLostFraction, "",
                "write / interval + (interval / 2 + restart) / MTBF; " +
                    explanationNumber(checkpoint::kCheckpointWriteMinutes) + " min write, " +
                    explanationNumber(checkpoint::kRestartMinutes) + " min restart (assumptions)")
            .in("expected run time", c.expectedRunHours, "h", "run time / (1 - lost fraction)");
    } else if (c.interruptible) {
        x.in("interruptible", 1, "",
             serving ? "the provider can take the GPUs back: a reclaimed replica is capacity lost until it is replaced"
                     : "the provider can take the GPUs back");
    }
    if (offer) {
        const ContractTerms& contract = offer->contract;
        if (contract.applied()) {
            // Issue 33: the contracted price is what the plan pays; the list price stands beside it.
            const std::string by = contract.source + " (" + contract.asOf + ")";
            x.in(contract.basis == "discount" ? "instance price after the contract's discount"
                                              : "instance price, contracted",
                 offer->price, offer->currency,
                 (contract.basis == "discount" ? "list price x (1 - discount): " : "contract ") + by);
            // (A plan's stored price in another currency than its list price implies no percentage: NaN, left out.)
            if (contract.basis == "discount" && std::isfinite(contract.discountPercent))
                x.in("discount", contract.discountPercent, "%", "contract " + by);
            x.in("instance price, list", contract.listPrice, contract.listCurrency, "catalog offers." + c.offerKey)
                .src(offer->ref);
            x.in("list price per GPU-hour", c.listPricePerGpuHour, c.currency, "in the scenario's currency");
            x.src({"contract_prices", contract.basis == "discount" ? "discount" : "price:" + offer->key,
                   contract.source, contract.asOf});
        } else {
            x.in("instance price", offer->price, offer->currency, "catalog offers." + c.offerKey).src(offer->ref);
        }
        if (const CurrencyRate* from = catalog.currency(offer->currency))
            x.src(from->ref);
        addPriceHistory(x, history, offer->key);
    }
    if (const CurrencyRate* to = catalog.currency(c.currency))
        x.src(to->ref);
    return x.done();
}

// The headline's explanation lists, for every other tier priced, its cheapest line: what the plan would
// cost there and what that line means (the "why" panel's alternatives).
void addAlternatives(Explanation& e, const std::vector<CostLine>& costs, const CostLine& headline, bool perMillion)
{
    std::vector<std::string> tiers;
    for (const auto& c : costs)
        if (CostModel::isHeadlineCandidate(c, c.tier) && std::find(tiers.begin(), tiers.end(), c.tier) == tiers.end())
            tiers.push_back(c.tier);
    for (const auto& tier : tiers) {
        const int i = CostModel::headline(costs, tier);
        if (i < 0)
            continue;
        const CostLine& alt = costs[std::size_t(i)];
        // The headline's own tier: its next cheapest line, if any.
        const CostLine* shown = &alt;
        if (alt.offerKey == headline.offerKey) {
            shown = nullptr;
            for (const auto& c : costs)
                if (CostModel::isHeadlineCandidate(c, tier) && c.offerKey != headline.offerKey &&
                    (!shown || c.costPerRun < shown->costPerRun))
                    shown = &c;
            if (!shown)
                continue;
        }
        std::string note = shown->providerName + (shown->region.empty() ? "" : ", " + shown->region) + ": " +
                           std::to_string(shown->instances) + " x " + std::to_string(shown->gpusPerInstance) +
                           " GPUs (" + std::to_string(shown->billedGpus) + " billed), offer " + shown->offerKey;
        if (shown->basis == PriceBasis::HeldReservation)
            note += "; effective price if you already hold this reservation, the commitment is " +
                    money(shown->commitmentCost) + " " + shown->currency;
        if (shown->interruptible)
            note += shown->restartLostFraction > 0
                        ? "; interruptible, billed with " + explanationNumber(100 * shown->restartLostFraction) +
                              "% more time for checkpoints and restarts"
                        : "; interruptible";
        e.inputs.push_back({(alt.offerKey == headline.offerKey ? "next cheapest " : "cheapest ") + tierLabel(tier),
                            perMillion ? shown->costPerMillionTokens : shown->costPerRun, shown->currency, note});
    }
}

Explanation perMillionExplanation(const CostLine& c, const CostInputs& in, const CatalogSnapshot& catalog,
                                  bool pricedAtTargetLoad)
{
    ExplanationBuilder x("cost_per_million_tokens." + c.offerKey,
                         !in.serving ? "Cost per million training tokens" : "Cost per million output tokens",
                         c.costPerMillionTokens, c.currency,
                         !in.serving
                             ? "1e6 x cost per run / (tokens per second x 3600 x run hours)"
                             : "1e6 x cost per hour of serving / (output tokens per second at the priced load x 3600)",
                         "llm-analysis (same formula per thousand tokens)");
    x.in(!in.serving ? "cost per run" : "cost per hour of serving", c.costPerRun, c.currency, offerWords(c))
        .in("tokens per second", in.tokensPerSecond, "tokens/s",
            !in.serving ? "see Tokens per second"
                        : (pricedAtTargetLoad ? "the target load: target requests/s x output tokens"
                                              : "what the scenario's GPUs serve"));
    if (!in.serving)
        x.in("run time", in.runHours, "h", "see Training time");
    if (const OfferSpec* offer = catalog.offer(c.offerKey))
        x.src(offer->ref);
    return x.done();
}

} // namespace

std::vector<Explanation> CostModel::explain(const std::vector<CostLine>& costs, const CostLine* headline,
                                            const CostInputs& in, const CatalogSnapshot& catalog,
                                            const CostExplainOptions& options)
{
    std::vector<Explanation> ex;
    // The earlier prices of the offers explained, in one read (a team catalog's history is on its server).
    std::vector<const OfferSpec*> explained;
    if (options.everyOffer)
        for (const auto& c : costs)
            explained.push_back(catalog.offer(c.offerKey));
    if (headline)
        explained.push_back(catalog.offer(headline->offerKey));
    explained.erase(std::remove(explained.begin(), explained.end(), nullptr), explained.end());
    const OfferHistory history = explained.empty() ? OfferHistory() : catalog.priceHistoryOf(explained);
    if (options.everyOffer)
        for (const auto& c : costs) {
            ex.push_back(costExplanation(c, in, catalog, history, "cost_per_run." + c.offerKey));
            ex.push_back(perMillionExplanation(c, in, catalog, options.pricedAtTargetLoad));
        }
    if (headline) {
        const CostLine* h = headline;
        Explanation run = costExplanation(*h, in, catalog, history, "cost_per_run");
        run.label = (in.serving ? "Cost per hour of serving (" : "Cost per training run (") + tierLabel(h->tier) + ")";
        addAlternatives(run, costs, *h, false);
        ex.push_back(std::move(run));
        Explanation perM = perMillionExplanation(*h, in, catalog, options.pricedAtTargetLoad);
        perM.figure = "cost_per_million_tokens";
        perM.label += " (" + tierLabel(h->tier) + ")";
        addAlternatives(perM, costs, *h, true);
        ex.push_back(std::move(perM));
    }
    return ex;
}

} // namespace gp
