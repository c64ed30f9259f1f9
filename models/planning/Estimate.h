#pragma once
// What the engine returns for one Scenario. All memory in decimal GB (1e9 bytes) per GPU, times in
// seconds unless the name says hours, money in the scenario's currency. An Estimate is only ever
// complete: invalid scenarios give FieldErrors instead (see EstimateResult).
#include "Explanation.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

enum class Bound { Compute, MemoryBandwidth, Communication };

struct MemoryBreakdown {           // GB per GPU, after the parallel layout divides what it divides
    double weights = 0;
    double gradients = 0;
    double optimizerStates = 0;    // moments (and 8-bit/Adafactor variants)
    double masterWeights = 0;      // FP32 copy kept by mixed-precision optimizers
    double activations = 0;
    double logits = 0;             // loss spike: logits + FP32 softmax copy + gradient
    double kvCache = 0;
    double loraAdapters = 0;       // adapter weights + their gradients
    double loraOptimizer = 0;      // adapter optimizer states and master copy
    double quantConstants = 0;     // NF4/INT4 group scales (double-quantised)
    double zeroGatheredWeights = 0; // ZeRO-3/FSDP: full-size weights of the layer(s) gathered for compute
    double cudaContext = 0;
    double allocatorReserve = 0;
    double allocatedGb() const;    // what the tensors use (torch.cuda.memory_allocated)
    double totalGb() const;        // allocated + reserve + context (what nvidia-smi shows)
};

struct ParallelLayout {
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    int zeroStage = 0;
};

struct GpuFit {                    // the scenario's memory need held against one catalog GPU
    std::string gpuKey;
    std::string gpuName;
    double usableGb = 0;           // label capacity less what the driver keeps
    double requiredGb = 0;         // per GPU with the scenario's own layout
    bool fits = false;
    double headroomGb = 0;         // usable - required (negative when it does not fit)
    int fewestGpus = 0;            // 0 = does not fit even at the largest layout searched
    ParallelLayout fewestLayout;
};

struct TrainingEstimate {
    double totalFlops = 0;
    double flopsPerToken = 0;
    double peakTflopsPerGpu = 0;   // dense, at the run's precision
    double mfu = 0;
    int gradientAccumulationSteps = 1;
    double stepSeconds = 0;
    double computeSecondsPerStep = 0;
    double communicationSecondsPerStep = 0;
    double exposedCommunicationSecondsPerStep = 0;   // what overlap with backward does not hide
    double pipelineBubbleFraction = 0;
    double wallClockHours = 0;
    double gpuHours = 0;
    double tokensPerSecond = 0;
    Bound bound = Bound::Compute;
    double achievedMfu = 0;        // model FLOPs (no recomputation) / (time x GPUs x peak), bubble and comm included
};

struct InferenceEstimate {
    double timeToFirstTokenSeconds = 0;
    double timePerOutputTokenSeconds = 0;
    double requestLatencySeconds = 0;          // TTFT + output tokens x TPOT
    double tokensPerSecondPerGpu = 0;          // output tokens
    double tokensPerSecond = 0;                // output tokens, all GPUs of the scenario
    double requestsPerSecond = 0;
    int maxConcurrentSequencesThatFit = 0;
    int gpusNeededForTarget = 0;               // 0 when no target was set
    Bound bound = Bound::MemoryBandwidth;
};

struct CostLine {                              // cost per result for one offer
    std::string offerKey;
    std::string providerName;
    std::string tier;
    std::string gpuKey;
    bool gpuMatchesScenario = true;            // false: the offer prices a different GPU (shown, flagged)
    double pricePerGpuHour = 0;                // in the scenario's currency
    double costPerRun = 0;                     // training: one run; inference: one hour of serving
    double costPerMillionTokens = 0;           // training tokens or output tokens served
    std::string currency;
};

struct FieldError {
    std::string field;                         // JSON path, e.g. "parallel.tensor_parallel"
    std::string message;
};

struct Estimate {
    std::string scenarioName;
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
    std::vector<Explanation> explanations;
    std::vector<std::string> warnings;

    const Explanation* explain(const std::string& figure) const;
};

struct EstimateResult {
    std::optional<Estimate> estimate;
    std::vector<FieldError> errors;
    bool ok() const { return estimate.has_value() && errors.empty(); }
};

} // namespace gp
