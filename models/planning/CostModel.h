#pragma once
// Cost per result, never cost per hour (the seed article's own rule): each priced offer's GPU-hour price
// (PriceConversion) x the GPU-hours the run takes, and the cost of a million tokens trained or served.
#include "Estimate.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

struct CostInputs {
    std::vector<std::string> offerKeys;
    std::string currency = "USD";
    std::string scenarioGpuKey;
    int gpus = 1;                   // GPUs the run (or one hour of serving) uses
    double gpuHours = 0;            // training: GPU-hours of one run; serving: GPUs x 1 hour
    double tokensPerSecond = 0;     // training tokens/s, or output tokens/s of all GPUs
};

class CostModel {
public:
    // Cost per million tokens = 1e6 x price per GPU-hour x GPUs / 3600 / tokens per second (llm-analysis
    // uses the same per thousand).
    static double costPerMillionTokens(double pricePerGpuHour, int gpus, double tokensPerSecond);
    // One line per offer; offers that are missing, one-off purchases or lack a currency rate give a
    // warning instead of a line.
    static std::vector<CostLine> price(const CostInputs& in, const CatalogSnapshot& catalog,
                                       std::vector<std::string>* warnings);
};

} // namespace gp
