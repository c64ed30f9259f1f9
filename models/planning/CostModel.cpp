#include "CostModel.h"
#include "PriceConversion.h"

#include <cmath>

namespace gp {

double CostModel::costPerMillionTokens(double pricePerGpuHour, int gpus, double tokensPerSecond)
{
    if (!(tokensPerSecond > 0) || !(pricePerGpuHour > 0) || gpus < 1 || !std::isfinite(tokensPerSecond))
        return 0;
    return 1e6 * pricePerGpuHour * gpus / 3600.0 / tokensPerSecond;
}

std::vector<CostLine> CostModel::price(const CostInputs& in, const CatalogSnapshot& catalog,
                                       std::vector<std::string>* warnings)
{
    std::vector<CostLine> lines;
    for (const auto& key : in.offerKeys) {
        const OfferSpec* offer = catalog.offer(key);
        if (!offer) {
            if (warnings)
                warnings->push_back("offer '" + key + "' is not in the catalog: not priced");
            continue;
        }
        const auto perGpuHour = pricePerGpuHour(*offer, catalog, in.currency);
        if (!perGpuHour) {
            if (warnings)
                warnings->push_back("offer '" + key + "' has no hourly price in " + in.currency +
                                    (offer->unit == PriceUnit::OneOff ? " (a purchase price: see the TCO model)"
                                                                      : " (missing currency rate)"));
            continue;
        }
        CostLine line;
        line.offerKey = key;
        line.providerName = offer->providerName;
        line.tier = offer->tier;
        line.gpuKey = offer->gpuKey;
        line.gpuMatchesScenario = offer->gpuKey == in.scenarioGpuKey;
        line.pricePerGpuHour = *perGpuHour;
        line.costPerRun = std::isfinite(in.gpuHours) && in.gpuHours > 0 ? *perGpuHour * in.gpuHours : 0;
        line.costPerMillionTokens = costPerMillionTokens(*perGpuHour, in.gpus, in.tokensPerSecond);
        line.currency = in.currency;
        if (!line.gpuMatchesScenario && warnings)
            warnings->push_back("offer '" + key + "' prices " + offer->gpuKey + ", not the scenario's " +
                                in.scenarioGpuKey + ": its cost uses the scenario's time");
        lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace gp
