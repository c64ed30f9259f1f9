// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What the engine returns for one Scenario. All memory in decimal GB (1e9 bytes) per GPU, times in
// seconds unless the name says hours, money in the scenario's currency. An Estimate is only ever
// complete: invalid scenarios give FieldErrors instead (see EstimateResult).
#include "Explanation.h"
#include "messages/Message.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

enum class Bound { Compute, MemoryBandwidth, Communication };

struct MemoryBreakdown { // GB per GPU, after the parallel layout divides what it divides
    double weights = 0;
    double gradients = 0;
    double optimizerStates = 0; // moments (and 8-bit/Adafactor variants)
    double masterWeights = 0;   // FP32 copy kept by mixed-precision optimizers
    double activations = 0;
    double logits = 0; // loss spike: logits + FP32 softmax copy + gradient
    double kvCache = 0;
    double loraAdapters = 0;        // adapter weights + their gradients
    double loraOptimizer = 0;       // adapter optimizer states and master copy
    double quantConstants = 0;      // NF4/INT4 group scales (double-quantised)
    double zeroGatheredWeights = 0; // ZeRO-3/FSDP: full-size weights of the layer(s) gathered for compute
    // Of optimizerStates and loraOptimizer, the GB a paged optimizer holds in CUDA unified memory (bitsandbytes
    // cudaMallocManaged): not in allocatedGb (PyTorch's allocator never sees it), in totalGb (nvidia-smi counts
    // the resident pages; the estimate assumes them resident).
    double pagedOptimizer = 0;
    double cudaContext = 0;
    double allocatorReserve = 0;
    double allocatedGb() const; // what the tensors use (torch.cuda.memory_allocated); paged states excluded
    double totalGb() const;     // allocated + reserve + context + paged states (what nvidia-smi shows)
};

struct ParallelLayout {
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    int zeroStage = 0;
    int contextParallel = 1; // c: GPUs per sequence (parallel.context_parallel); GPUs = t x c x p x d
};

struct GpuFit { // the scenario's memory need held against one catalog GPU
    std::string gpuKey;
    std::string gpuName;
    double usableGb = 0;   // label capacity less what the driver keeps
    double requiredGb = 0; // per GPU with the scenario's own layout
    bool fits = false;
    double headroomGb = 0; // usable - required (negative when it does not fit)
    int fewestGpus = 0;    // 0 = does not fit even at the largest layout searched
    ParallelLayout fewestLayout;
};

struct TrainingEstimate {
    double totalFlops = 0;
    double flopsPerToken = 0;
    double peakTflopsPerGpu = 0; // dense, at the run's precision
    double mfu = 0;              // the utilisation the time model applied, of the kind `utilisationKind` names
    // "hardware" (executed FLOPs; bubble and communication added), "end_to_end" (executed FLOPs; already
    // inside) or "model_flops" (an MFU: the user's override): MfuDefaults' UtilisationKind, as the JSON says it.
    std::string utilisationKind = "hardware";
    int gradientAccumulationSteps = 1;
    double stepSeconds = 0;
    double computeSecondsPerStep = 0;
    double communicationSecondsPerStep = 0;
    double exposedCommunicationSecondsPerStep = 0;   // what overlap with backward does not hide
    double hostTransferSecondsPerStep = 0;           // offloaded parameters / activations over the host link
    double exposedHostTransferSecondsPerStep = 0;    // the part the compute does not hide
    double contextParallelSecondsPerStep = 0;        // ring K/V traffic of context parallelism (in communication)
    double exposedContextParallelSecondsPerStep = 0; // the part the attention compute does not hide (in exposed)
    double pipelineBubbleFraction = 0;
    double wallClockHours = 0;
    double gpuHours = 0;
    double tokensPerSecond = 0;
    Bound bound = Bound::Compute;
    double achievedMfu = 0; // model FLOPs (no recomputation) / (time x GPUs x peak), bubble and comm included
};

struct InferenceEstimate {
    double timeToFirstTokenSeconds = 0;
    double timePerOutputTokenSeconds = 0;
    double requestLatencySeconds = 0; // TTFT + output tokens x TPOT
    double tokensPerSecondPerGpu = 0; // output tokens
    double tokensPerSecond = 0;       // output tokens, all GPUs of the scenario
    double requestsPerSecond = 0;
    int maxConcurrentSequencesThatFit = 0;
    int gpusNeededForTarget = 0; // 0 when no target was set
    Bound bound = Bound::MemoryBandwidth;
    // What the plan is priced for (CostModel): the GPUs needed for the target load when one is set and
    // reachable, else the scenario's own GPUs; the requests/s those GPUs serve (replicas x the best
    // batch's rate for a target, else the scenario's batch); the output tokens/s of the load they are
    // priced at (the target load, else what they serve); whether the targets are met (empty: no target).
    int pricedGpus = 0;
    double achievedRequestsPerSecond = 0;
    double pricedOutputTokensPerSecond = 0;
    std::optional<bool> targetMet;
    // The plan in a buyer's units (issue 31): `replicas` x `gpusPerReplica` GPUs (tensor x pipeline parallel)
    // priced, each replica serving `sequencesPerReplica` requests at once; the most requests/s those GPUs hold
    // before a latency target breaks (0: no target reachable); the KV-cache tokens one replica holds (the sequences
    // that fit x their full length); what the serving engine reserves per GPU (gpu_memory_utilization x usable
    // memory, the scenario's share or vLLM's default 0.9) against what the plan needs (the memory total).
    int replicas = 0;
    int gpusPerReplica = 1;
    int sequencesPerReplica = 0;
    double maxRequestsPerSecondWithinTargets = 0;
    double kvCacheTokensPerReplica = 0;
    double engineMemoryUtilization = 0;
    double engineReservedGbPerGpu = 0;
    double neededGbPerGpu = 0;
    // TTFT percentiles from the prefill queue's model (ServingQueue.h; continuous batching only, 0 otherwise): the
    // deterministic part of TTFT plus the waiting time's p50 / p95 / p99 (Poisson arrivals), and the percentile
    // target_ttft_percentile names (0 when none is set).
    double ttftP50Seconds = 0;
    double ttftP95Seconds = 0;
    double ttftP99Seconds = 0;
    double ttftAtTargetPercentileSeconds = 0;
    int prefillQueueServers = 0;            // c: prompts one prefill iteration holds
    double prefillQueueUtilisation = 0;     // rho = lambda S / c
    double prefillQueueWaitProbability = 0; // Erlang C: the share of requests that wait
};

// How a cost line's figure is to be read.
enum class PriceBasis {
    PayAsYouGo,      // rented for the run (or the serving hour) and billed in the offer's unit
    HeldReservation, // a reserved tier: the effective price IF the buyer already holds the reservation;
                     // taking one out commits to `commitmentCost`
};

struct CostLine { // cost per result for one offer, as a buyer is billed
    std::string offerKey;
    std::string providerName;
    std::string region; // empty when the catalog names none
    std::string instanceType;
    std::string tier; // pricing tier (OfferTerms::pricingTierOf)
    std::string gpuKey;
    bool gpuMatchesScenario = true; // false: the offer prices a different GPU (shown, flagged)
    bool interruptible = false;     // spot, community or marketplace: the GPUs can be taken back
    bool holdsNode = true;          // false: its instances have fewer GPUs than one node (or serving
                                    // replica) of the plan, which they cannot rent as timed (flagged)
    bool excludesHost = false;      // the price pays for the GPU alone, the host billed on top
                                    // (gp::priceExcludesHost): shown, flagged, never the headline
    std::string flags; // the catalog's offer flags in words (gp::offerFlagWords): restricted eligibility, a
                       // disputed price, superseded; empty: none. Shown marked, never the headline unless every
                       // candidate is flagged (CostModel::headline)
    int gpusPerInstance = 1;
    int instances = 0;                 // ceil(GPUs the plan needs / GPUs per instance)
    int billedGpus = 0;                // instances x GPUs per instance: what is paid for
    double billedHoursPerInstance = 0; // training: the run rounded up to the billing unit; serving: 1 h
    BillingTerms billing;              // the provider's increment and minimum (not recorded: per started hour)
    double pricePerInstanceHour = 0;   // in the scenario's currency
    double pricePerGpuHour = 0;        // instance-hour price / GPUs per instance (a comparison scale)
    double costPerRun = 0;             // training: one run; inference: one hour of serving
    double costPerMillionTokens = 0;   // training tokens, or output tokens at the priced load
    PriceBasis basis = PriceBasis::PayAsYouGo;
    double commitmentHours = 0; // reserved tiers: the term; 0 otherwise
    double commitmentCost = 0;  // reserved tiers: instances x instance-hour price x the term
    // Interruptible training lines: the checkpoint-and-restart allowance (CheckpointRestart.h) the line is
    // billed with; all 0 for other lines and for serving.
    double interruptionsPerGpuDay = 0;
    double interruptionMtbfHours = 0;   // the job's: 24 h / (rate x billed GPUs)
    double checkpointIntervalHours = 0; // Young/Daly tau (the run itself if shorter)
    double restartLostFraction = 0;     // w: share of the expected time lost to writes and restarts
    double expectedRunHours = 0;        // the run / (1 - w): what is billed and waited for
    std::string currency;
    // Contracted prices (issue 33): the figures above are what the buyer pays; the list price stands beside them.
    // contractBasis "list" (no contract: the list figures equal the ones above), "discount" or "contracted".
    std::string contractBasis = "list";
    double listPricePerInstanceHour = 0; // in the scenario's currency
    double listPricePerGpuHour = 0;
    double listCostPerRun = 0;  // the run billed at the list price
    double discountPercent = 0; // contractBasis "discount"
    std::string contractSource; // the contract's name
    std::string contractAsOf;
};

struct FieldError {
    std::string field; // JSON path, e.g. "parallel.tensor_parallel"
    std::string message;
};

struct Estimate {
    std::string scenarioName;
    // The scenario's residency (Scenario::residency), echoed in the JSON as "residency" so a reader of the estimate
    // sees the constraint its prices were chosen under.
    bool residencyIndiaOnly = false;
    bool residencyPersonalDataInIndia = false;
    std::string modelName;
    std::string gpuName;
    int totalGpus = 0;
    ParallelLayout layout;
    MemoryBreakdown memory;
    double usableMemoryGbPerGpu = 0;
    bool fits = false;
    // Against every catalog GPU; absent when not asked for (EstimateOptions::fitsForEveryGpu), so "not
    // computed" never reads as "the catalog has no GPUs".
    std::optional<std::vector<GpuFit>> fitsByGpu;
    std::optional<TrainingEstimate> training;
    std::optional<InferenceEstimate> inference;
    std::vector<CostLine> costs;
    // The plan's headline price: the cheapest line of `pricingTier` (on-demand unless the scenario picks
    // another) that prices the scenario's own GPU; -1 when no such line (the table then shows none).
    std::string pricingTier;
    int headlineCost = -1;
    const CostLine* headline() const
    {
        return headlineCost >= 0 && std::size_t(headlineCost) < costs.size() ? &costs[std::size_t(headlineCost)]
                                                                             : nullptr;
    }
    std::vector<Explanation> explanations;
    // Sentences as templates with typed arguments (models/messages): the text layer renders them in the reader's
    // language, the CLI's JSON in English (Message::english).
    std::vector<Message> warnings;
    // About offers listed beside the plan that are not a price for it (instances smaller than one node,
    // another GPU, an interruptible run too large to restart): shown, never the headline, so not a risk of
    // the plan itself (the proposal's risks list `warnings` only).
    std::vector<Message> offerNotes;

    const Explanation* explain(const std::string& figure) const;
};

struct EstimateResult {
    std::optional<Estimate> estimate;
    std::vector<FieldError> errors;
    bool ok() const { return estimate.has_value() && errors.empty(); }
};

} // namespace gp
