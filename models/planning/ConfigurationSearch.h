// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "What should we rent?": enumerates GPU types x offers x GPU counts x parallel layouts x precision x
// recomputation for a training workload, discards what does not fit memory or misses the deadline or
// budget, and returns the Pareto front of cost versus time, cheapest first.
//
// Speed: the inner loop runs millions of configurations a second on one core. Everything that does not
// depend on the GPU count is precomputed per (GPU, precision, recomputation, t, p) — memory components
// from VramEstimator, FLOPs per token, peaks, utilisations — and the loop itself only does arithmetic on
// those constants through TrainingTimeEstimator::stepTimes (the same code the engine times a scenario
// with), never allocates (the front is reserved up front) and builds no strings or explanations;
// explanations are built only for the configurations it returns.
#include "ConfigurationSearchFilter.h"
#include "Estimate.h"
#include "Scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gp {

struct SearchOptions {
    double deadlineHours = 0; // 0 = no deadline
    double budget = 0;        // per run, scenario currency; 0 = no budget
    int maxGpus = 4096;
    // Offers to price with (tiers, providers, regions, GPU types). offers.offerKeys empty: the scenario's
    // pricing.offer_keys, or every offer with an hourly or monthly price.
    OfferFilter offers;
    bool varyPrecision = true;  // BF16 and (where supported) FP8; false: the scenario's precision
    bool varyRecompute = true;  // none / selective / full; false: the scenario's setting
    bool varyMicroBatch = true; // 1, 2, 4, 8, 16 sequences; false: the scenario's micro-batch
    std::size_t maxResults = 64;
    // Spread a job over several instances only when each is a whole server of 8 or more GPUs: a 1- or
    // 2-GPU rental is not known to be linked to the next one by InfiniBand or RoCE, which multi-node
    // training needs (the seed article). The workload wizard sets it; the command line does not.
    bool multiNodeOnlyWithFullServers = false;
};

struct SearchCandidate {
    std::string gpuKey;
    std::string gpuName;
    std::string offerKey;
    std::string providerName;
    std::string tier;
    std::string region;
    Residency residency = Residency::NotStated;
    bool interruptible = false;
    std::string offerFlags; // gp::offerFlagWords of the offer; empty unless OfferFilter::includeFlagged let it in
    int gpus = 0;
    int gpusPerNode = 1;
    int nodes = 1;
    PriceBasis basis = PriceBasis::PayAsYouGo; // reserved tier: the effective price if the reservation is held
    int instances = 1;                         // whole instances rented (ceil(gpus / GPUs per instance))
    int billedGpus = 0;                        // instances x GPUs per instance: what the cost bills
    std::string interNodeLinkKey;              // the scale-out link the time assumes (multi-node)
    ParallelLayout layout;
    int virtualStages = 1;      // the interleaving the time ran (the scenario's where this depth can run it, else 1)
    bool ppCommOverlap = false; // the scenario's parallel.pp_comm_overlap where it applies (p > 1 and v > 1)
    TrainPrecision precision = TrainPrecision::MixedBF16;
    Recompute recompute = Recompute::None;
    int microBatch = 1;
    double hours = 0;               // interruptible offers: the expected time, restarts included
    double restartLostFraction = 0; // interruptible offers: the share of `hours` lost (CheckpointRestart.h)
    double cost = 0;
    double pricePerGpuHour = 0;
    double memoryGbPerGpu = 0;
    double usableGbPerGpu = 0;
    std::string currency;
    std::vector<Explanation> explanations; // "search.hours", "search.cost"
};

struct SearchResult {
    std::vector<SearchCandidate> front; // Pareto front of (cost, hours), cheapest first
    // Distinct configurations (GPU x instance size x count x t x p x c x ZeRO stage x micro-batch x precision
    // x recomputation); ZeRO stages 1-3 with one data-parallel replica are stage 0 and counted once. c: the
    // scenario's context parallelism, and 1, 2, 4, 8 as well for sequences of 32K tokens or more.
    std::uint64_t evaluated = 0;        // memory computed for each
    std::uint64_t rejectedByMemory = 0; // of those, did not fit the GPU: neither timed nor priced
    std::uint64_t fullyEvaluated = 0;   // of those, fit memory and were timed and priced (evaluated - rejectedByMemory)
    std::uint64_t priced = 0; // offer prices applied: fully evaluated configurations x offers of their instance size
    int flaggedOffers = 0;    // offers every filter accepted but the catalog flags: left out (flaggedOffersWarning)
    std::vector<FieldError> errors;
    std::vector<Message> warnings;
    bool ok() const { return errors.empty(); }
};

class ConfigurationSearch {
public:
    static SearchResult run(const Scenario& workload, const CatalogSnapshot& catalog, const SearchOptions& options);
    // The scenario a candidate stands for, to hand to PlanningEngine::estimate for the full explanation.
    static Scenario scenarioFor(const Scenario& workload, const SearchCandidate& candidate);
    // GPU counts searched: powers of two below 8, then every multiple of 8 up to maxGpus.
    static std::vector<int> gpuCounts(int maxGpus);
};

} // namespace gp
