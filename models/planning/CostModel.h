// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Cost per result as a buyer is billed for it (the seed article's rule: cost per result, never cost per
// hour). A plan rents whole instances: N GPUs on an offer of G-GPU instances rent ceil(N / G) instances and
// pay for ceil(N / G) x G GPUs. Each instance is billed in the offer's unit: an hourly price in the
// provider's billing increment with its minimum (per started hour where the catalog records none), a monthly
// price per started month (730 h). Reserved tiers commit to their term: their line is the
// effective price if the buyer already holds the reservation, and carries what the commitment costs.
#include "Estimate.h"
#include "Explanation.h"
#include "Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct CostInputs {
    std::vector<std::string> offerKeys;
    std::string currency = "USD";
    std::string scenarioGpuKey;
    int gpus = 1; // GPUs the plan needs (serving: for its target load)
    // GPUs that must sit in one instance: training, one node of the scenario (its intra-node link is timed);
    // serving, one replica (t x p, at most a node). An offer of smaller instances cannot rent that plan.
    int gpusTogether = 1;
    bool serving = false;       // true: priced per hour of continuous serving
    double runHours = 0;        // training: wall-clock hours of one run
    double tokensPerSecond = 0; // training tokens/s, or output tokens/s of the load served
};

struct CostExplainOptions {
    bool everyOffer = true;          // an explanation for each priced offer, not only the headline's
    bool pricedAtTargetLoad = false; // serving priced for its target load (its tokens/s are the target's)
};

class CostModel {
public:
    // Instances to rent: ceil(GPUs / GPUs per instance). 0 when either count is below 1.
    static int instancesFor(int gpus, int gpusPerInstance);
    // Hours one instance is billed for a run of `runHours`. Hourly prices: in the provider's increments with its
    // minimum (BillingTerms, catalog schema v7), or per started hour when the catalog records none; monthly
    // prices per started month of 730 h. Empty for one-off prices or a run that is not a positive, finite number
    // of hours.
    static std::optional<double> billedHours(PriceUnit unit, double runHours, const BillingTerms& terms = {});
    // The billing terms of the offer's provider (none recorded: per started hour).
    static BillingTerms billingTerms(const OfferSpec& offer, const CatalogSnapshot& catalog);
    // How billedHours rounds a run with these terms, in a buyer's words ("the run rounded up to whole seconds, at
    // least 1 min per instance"), for the explanations.
    static std::string billingWords(PriceUnit unit, const BillingTerms& terms);
    // Cost per million tokens = 1e6 x cost / tokens, tokens = tokens per second x 3600 x hours (llm-analysis
    // uses the same per thousand). Empty when the throughput or the hours are not positive and finite.
    static std::optional<double> costPerMillionTokens(double cost, double hours, double tokensPerSecond);
    // One line per offer; offers that are missing, one-off purchases or lack a currency rate give a
    // warning instead of a line. Lines shown but never the headline (instances smaller than a node, another
    // GPU, an interruptible run too large to restart) give a note in `offerNotes` (in `warnings` when null).
    static std::vector<CostLine> price(const CostInputs& in, const CatalogSnapshot& catalog,
                                       std::vector<Message>* warnings, std::vector<Message>* offerNotes = nullptr);
    // A line that can be a plan's price in `tier`: it prices the scenario's GPU, in instances that hold a node,
    // at a price that includes the host, with a finite cost, on an offer the catalog does not flag (restricted
    // eligibility, a disputed or unverified price, superseded; schema v9) unless `includeFlagged` (the user's
    // opt-in). The one rule for the headline and its alternatives.
    static bool isHeadlineCandidate(const CostLine& line, const std::string& tier, bool includeFlagged = false);
    // Index of the cheapest headline candidate of `tier` (lowest cost per run, ties to the first); -1 when none.
    // Flagged lines only when no unflagged line is a candidate: the scenario listed only flagged offers itself.
    static int headline(const std::vector<CostLine>& lines, const std::string& tier);
    // The cost figures' explanations (CostExplanations.cpp): each offer's cost per run and per million tokens
    // when options.everyOffer, and the headline's as "cost_per_run" and "cost_per_million_tokens", with the
    // cheapest line of every other tier as its alternatives.
    static std::vector<Explanation> explain(const std::vector<CostLine>& costs, const CostLine* headline,
                                            const CostInputs& in, const CatalogSnapshot& catalog,
                                            const CostExplainOptions& options);
};

} // namespace gp
