// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistInputs.h"
#include "planning/AsciiLower.h"

#include "planning/CostModel.h"
#include "planning/OfferTerms.h"
#include "planning/PlanningEngine.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <sstream>

namespace gp::checklist {
namespace {

LinkKind linkKindOfText(const std::string& text)
{
    const std::string t = asciiLower(text);
    if (t.find("nvlink") != std::string::npos || t.find("nvswitch") != std::string::npos)
        return LinkKind::NvLink;
    if (t.find("pcie") != std::string::npos)
        return LinkKind::Pcie;
    return LinkKind::Unknown;
}

Fabric fabricOf(const std::string& text)
{
    if (text == "infiniband")
        return Fabric::InfiniBand;
    if (text == "roce")
        return Fabric::RoCE;
    if (text == "efa")
        return Fabric::Efa;
    if (text == "ethernet")
        return Fabric::Ethernet;
    return Fabric::Unknown;
}

std::vector<std::string> countries(const std::string& text)
{
    std::vector<std::string> out;
    std::stringstream in(text);
    std::string code;
    while (std::getline(in, code, ',')) {
        code.erase(std::remove_if(code.begin(), code.end(), [](unsigned char c) { return std::isspace(c); }),
                   code.end());
        if (!code.empty())
            out.push_back(code);
    }
    return out;
}

std::optional<CommunicationFigures> stepWith(const Scenario& base, const CatalogSnapshot& catalog,
                                             const std::string& linkKey)
{
    Scenario s = base;
    s.hardware.intraNodeLinkKey = linkKey;
    s.pricing.offerKeys.clear();
    const EstimateResult r = PlanningEngine::estimate(s, catalog, EstimateOptions{.fitsForEveryGpu = false});
    if (!r.ok() || !r.estimate->training)
        return std::nullopt;
    const LinkSpec* link = catalog.link(linkKey);
    return CommunicationFigures{r.estimate->training->communicationSecondsPerStep, r.estimate->training->stepSeconds,
                                link ? link->name : linkKey};
}

} // namespace

WorkloadKind workloadOf(const Scenario& scenario)
{
    switch (scenario.task) {
    case Task::PreTrain:
        return WorkloadKind::Pretraining;
    case Task::Inference:
        return WorkloadKind::Serving;
    default:
        return WorkloadKind::FineTuning;
    }
}

ChecklistInputs buildChecklistInputs(const Scenario& scenario, const CatalogSnapshot& catalog,
                                     const std::vector<std::string>& providerKeys, const std::vector<FactRow>& facts,
                                     bool personalDataIndia)
{
    ChecklistInputs in;
    const GpuSpec* gpu = catalog.gpu(scenario.hardware.gpuKey);
    if (!gpu) {
        in.errors.push_back("hardware.gpu: \"" + scenario.hardware.gpuKey + "\" is not in the catalog's gpus");
        return in;
    }
    if (providerKeys.empty())
        in.errors.push_back("providers: name at least one provider to evaluate");
    Scenario base = scenario;
    base.pricing.offerKeys.clear();
    const EstimateResult baseline = PlanningEngine::estimate(base, catalog, EstimateOptions{.fitsForEveryGpu = false});
    for (const FieldError& e : baseline.errors)
        in.errors.push_back("scenario." + e.field + ": " + e.message);
    if (!in.errors.empty())
        return in;

    PlanFacts& plan = in.plan;
    plan.workload = workloadOf(scenario);
    plan.nodes = scenario.hardware.nodes;
    plan.gpusPerNode = scenario.hardware.gpusPerNode;
    plan.gpuName = gpu->name;
    plan.personalDataIndia = personalDataIndia;
    if (const ModelArchitecture* m =
            scenario.model.catalogKey.empty() ? nullptr : catalog.model(scenario.model.catalogKey))
        plan.parameters = m->parameters;
    else if (scenario.model.custom)
        plan.parameters = scenario.model.custom->parameters;
    plan.costUnit =
        std::string(scenario.isTraining() ? "per run" : "per million output tokens") + ", " + scenario.pricing.currency;
    plan.gpuOwnLink = linkKindOfText(gpu->interconnect.empty() ? std::string("pcie") : gpu->interconnect);
    if (scenario.isTraining() && scenario.totalGpus() > 1) {
        const int gen = gpu->pcieGen > 0 ? gpu->pcieGen : 5;
        plan.overPcie = stepWith(scenario, catalog, "pcie-gen" + std::to_string(gen) + "-x16");
        if (plan.gpuOwnLink == LinkKind::NvLink) {
            const std::string ic = asciiLower(gpu->interconnect);
            const auto at = ic.find("nvlink ");
            if (at != std::string::npos && at + 7 < ic.size() && std::isdigit(static_cast<unsigned char>(ic[at + 7])))
                plan.overNvlink = stepWith(scenario, catalog, std::string("nvlink") + ic[at + 7]);
        }
    }

    for (const std::string& key : providerKeys) {
        PlatformFacts p;
        p.providerKey = key;
        p.providerName = key;
        std::vector<std::string> gpuOffers, onDemand;
        bool known = false;
        for (const OfferSpec& o : catalog.offers) {
            if (o.providerKey != key)
                continue;
            known = true;
            p.providerName = o.providerName;
            if (o.gpuKey == gpu->key) {
                p.offersPlanGpu = true;
                p.largestInstanceGpus = std::max(p.largestInstanceGpus, o.gpusPerInstance);
                gpuOffers.push_back(o.key);
                if (o.tier == "on_demand")
                    onDemand.push_back(o.key);
            }
        }
        // Facts about the whole provider, or about one of its offers of the plan's GPU (that offer wins).
        for (const FactRow& f : facts) {
            if (f.providerKey != key)
                continue;
            known = true;
            const bool offerFact = !f.offerKey.empty();
            if (offerFact && std::find(gpuOffers.begin(), gpuOffers.end(), f.offerKey) == gpuOffers.end())
                continue;
            auto take = [&](std::optional<FactRow>& slot) {
                if (!slot || (offerFact && slot->offerKey.empty()))
                    slot = f;
            };
            if (f.fact == "all_to_all_gbps")
                take(p.allToAll);
            else if (f.fact == "nvme_local_tb")
                take(p.nvmeLocal);
            else if (f.fact == "nvme_read_gbps")
                take(p.nvmeRead);
            else if (f.fact == "network_fabric")
                take(p.fabricFact);
            else if (f.fact == "fabric_gbps_per_gpu")
                take(p.fabricBandwidth);
            else if (f.fact == "software_images")
                take(p.softwareImages);
            else if (f.fact == "failure_recovery")
                take(p.failureRecovery);
            else if (f.fact == "sla_percent")
                take(p.sla);
            else if (f.fact == "dc_countries")
                take(p.dcFact);
            else if (f.fact == "interconnect" && p.intraNode == LinkKind::Unknown)
                p.intraNode = linkKindOfText(f.text);
        }
        if (!known) {
            in.errors.push_back("providers: \"" + key + "\" has no offers or facts in the catalog");
            continue;
        }
        if (p.fabricFact)
            p.fabric = fabricOf(p.fabricFact->text);
        if (p.dcFact)
            p.dcCountries = countries(p.dcFact->text);
        if (p.offersPlanGpu) {
            p.memoryBandwidthTBps = gpu->memoryBandwidthTBps;
            p.vramGb = gpu->memoryGb;
        }
        if (!onDemand.empty()) {
            Scenario priced = scenario;
            priced.pricing.offerKeys = onDemand;
            const EstimateResult r =
                PlanningEngine::estimate(priced, catalog, EstimateOptions{.fitsForEveryGpu = false});
            // The provider's cost is the engine's headline rule over its on-demand offers: the plan's own GPU,
            // in instances that hold one of its nodes, at a price that includes the host (CostModel::headline).
            // Cheaper lines the plan cannot rent (Lambda's 4-GPU instances for an 8-GPU node, one-GPU rentals,
            // GPU-only prices) used to score this provider's cost.
            if (r.ok()) {
                const auto& costs = r.estimate->costs;
                if (const int i = CostModel::headline(costs, kDefaultPricingTier); i >= 0) {
                    const CostLine& c = costs[std::size_t(i)];
                    const double v = scenario.isTraining() ? c.costPerRun : c.costPerMillionTokens;
                    if (v > 0) {
                        p.costPerResult = v;
                        p.costOfferKey = c.offerKey;
                        p.costTier = c.tier;
                    }
                }
            }
        }
        in.platforms.push_back(std::move(p));
    }
    return in;
}

} // namespace gp::checklist
