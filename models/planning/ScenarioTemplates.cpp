// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioTemplates.h"
#include "CommunicationModel.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

const ModelArchitecture* nearestModel(const CatalogSnapshot& catalog, const std::string& preferredKey,
                                      double parameters)
{
    for (const auto& m : catalog.models)
        if (m.key == preferredKey)
            return &m;
    const ModelArchitecture* best = nullptr;
    for (const auto& m : catalog.models) {
        if (m.parameters <= 0)
            continue;
        // Nearest on a log scale: 7B is nearer 8B than 13B is.
        const auto distance = [&](const ModelArchitecture& x) {
            return std::fabs(std::log(x.parameters / parameters));
        };
        if (!best || distance(m) < distance(*best))
            best = &m;
    }
    return best;
}

bool hasHourlyOffer(const CatalogSnapshot& catalog, const std::string& gpuKey)
{
    return std::any_of(catalog.offers.begin(), catalog.offers.end(),
                       [&](const OfferSpec& o) { return o.gpuKey == gpuKey && o.unit == PriceUnit::Hour; });
}

const GpuSpec* templateGpu(const CatalogSnapshot& catalog)
{
    for (const auto& g : catalog.gpus)
        if (g.key == "nvidia-h100-sxm")
            return &g;
    const GpuSpec* best = nullptr;
    for (const auto& g : catalog.gpus)
        if (hasHourlyOffer(catalog, g.key) && (!best || g.memoryGb > best->memoryGb))
            best = &g;
    return best;
}

// The GPU's hourly offers whose instance is the plan's node (an 8-GPU plan on 8-GPU instances), so the
// new column carries no "rents 1-GPU instances" notes; every hourly offer of the GPU when none is.
std::vector<std::string> hourlyOffers(const CatalogSnapshot& catalog, const std::string& gpuKey, int gpusPerNode)
{
    std::vector<std::string> same;
    std::vector<std::string> any;
    for (const auto& o : catalog.offers)
        if (o.gpuKey == gpuKey && o.unit == PriceUnit::Hour) {
            any.push_back(o.key);
            if (o.gpusPerInstance == gpusPerNode)
                same.push_back(o.key);
        }
    return same.empty() ? any : same;
}

} // namespace

const std::vector<TemplateChoice>& scenarioTemplates()
{
    static const std::vector<TemplateChoice> all = {
        {ScenarioTemplate::FineTune8B, "Fine-tune an 8B model",
         "Full fine-tune of a Llama-3-8B-class model on one 8-GPU node: ZeRO-3, 2 B tokens"},
        {ScenarioTemplate::Serve70B, "Serve a 70B model",
         "Chat serving of a Llama-3-70B-class model in 4-bit: 16 concurrent requests, 2 requests/s within 30 s"},
        {ScenarioTemplate::PreTrain, "Pre-train a model",
         "Pre-training of an 8B-class model on 4 nodes x 8 GPUs: ZeRO-1, 100 B tokens"},
    };
    return all;
}

std::optional<Scenario> makeScenario(ScenarioTemplate kind, const CatalogSnapshot& catalog, const std::string& currency)
{
    const GpuSpec* gpu = templateGpu(catalog);
    const ModelArchitecture* model = kind == ScenarioTemplate::Serve70B ? nearestModel(catalog, "llama-3-70b", 70e9)
                                                                        : nearestModel(catalog, "llama-3-8b", 8e9);
    if (!gpu || !model)
        return std::nullopt;
    Scenario s;
    s.model.catalogKey = model->key;
    s.hardware.gpuKey = gpu->key;
    s.pricing.currency = currency;
    switch (kind) {
    case ScenarioTemplate::FineTune8B: // as tests/common/TestCatalog.h fullFineTune and the workshop example
        s.task = Task::FullFineTune;
        s.training.globalBatch = 64;
        s.training.sequenceLength = 4096;
        s.training.tokens = 2e9;
        s.training.recompute = Recompute::Full;
        s.parallel.zero = ZeroStage::Zero3;
        s.hardware.gpusPerNode = 8;
        break;
    case ScenarioTemplate::Serve70B: // as examples/llama3-70b-inference-int4.json
        s.task = Task::Inference;
        s.inference.weights = WeightFormat::INT4;
        s.inference.concurrentSequences = 16;
        s.inference.promptTokens = 2048;
        s.inference.outputTokens = 512;
        s.inference.targetRequestsPerSecond = 2;
        s.inference.targetLatencySeconds = 30;
        s.hardware.gpusPerNode = 1;
        break;
    case ScenarioTemplate::PreTrain: { // as examples/llama3-8b-pretrain-h100.json
        s.task = Task::PreTrain;
        s.training.globalBatch = 512;
        s.training.sequenceLength = 8192;
        s.training.tokens = 100e9;
        s.training.recompute = Recompute::Full;
        s.parallel.zero = ZeroStage::Zero1;
        s.hardware.gpusPerNode = 8;
        const std::string link = CommunicationModel::chooseInterNode(gpu, catalog).key;
        s.hardware.nodes = link.empty() ? 1 : 4; // no scale-out link in the catalog: one node
        s.hardware.interNodeLinkKey = link;
        break;
    }
    }
    s.pricing.offerKeys = hourlyOffers(catalog, gpu->key, s.hardware.gpusPerNode);
    s.name = templateName(s, catalog);
    return s;
}

std::string templateName(const Scenario& scenario, const CatalogSnapshot& catalog)
{
    std::string model = scenario.model.catalogKey;
    for (const auto& m : catalog.models)
        if (m.key == scenario.model.catalogKey)
            model = m.name;
    // Short enough for a comparison column's header; the GPUs are in its tooltip and the GPU rows.
    const char* what = scenario.task == Task::Inference  ? " serving"
                       : scenario.task == Task::PreTrain ? " pre-train"
                                                         : " fine-tune";
    return model + what;
}

} // namespace gp
