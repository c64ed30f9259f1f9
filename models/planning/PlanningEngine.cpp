// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PlanningEngine.h"
#include "GpuRowCheck.h"

#include "CommunicationModel.h"
#include "ConfigurationSearchFilter.h"
#include "CostModel.h"
#include "ExplanationBuilder.h"
#include "FigureChecks.h"
#include "InferenceEstimator.h"
#include "MemoryFit.h"
#include "MfuDefaults.h"
#include "ModelCounts.h"
#include "OfferResidency.h"
#include "OfferTerms.h"
#include "Precision.h"
#include "ScenarioFields.h"
#include "ScenarioValidator.h"
#include "ServingEngines.h"
#include "TrainingTimeEstimator.h"
#include "VramEstimator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

// The engine: validate, resolve catalog rows, then memory (VramEstimator, MemoryFit), time (training or
// serving), and cost per result. Every figure it outputs carries an Explanation. No number is clamped: a
// figure that comes out NaN, infinite or negative is refused by name (the field or catalog row behind it),
// so a bug or an absurd catalog row shows instead of hiding behind a quiet zero.
namespace gp {
namespace {

std::string modelNote(const Scenario& s)
{
    return s.model.catalogKey.empty() ? "custom model" : "catalog model " + s.model.catalogKey;
}

LinkPerf resolveLink(const std::string& key, bool scaleOut, const CatalogSnapshot& catalog,
                     std::vector<FieldError>& errors, const char* field)
{
    if (const LinkSpec* link = catalog.link(key))
        return CommunicationModel::fromCatalog(*link, scaleOut);
    errors.push_back({field, "link '" + key + "' is not in the catalog"});
    return {};
}

void addTraining(Estimate& est, const Scenario& sc, const ModelArchitecture& model, const GpuSpec& gpu,
                 const LinkPerf& intra, const LinkPerf& inter, std::vector<FieldError>& errors, bool explain,
                 const LinkPerf* host = nullptr, double pagedEvictedGb = 0)
{
    TrainingTimeInputs in;
    if (host)
        in.hostLink = *host;
    in.pagedEvictedGb = pagedEvictedGb;
    if (sc.training.activationOffloading)
        in.offloadedActivationGb = VramEstimator::activationPieces(sc, model, est.layout).offloaded;
    in.model = model;
    in.gpu = gpu;
    in.task = sc.task;
    in.training = sc.training;
    in.parallel = sc.parallel;
    in.gpusPerNode = sc.hardware.gpusPerNode;
    in.nodes = sc.hardware.nodes;
    in.intraNode = intra;
    in.interNode = inter;
    const MfuDefault mfu =
        MfuDefaults::resolve(gpu, sc.totalGpus(), sc.task, sc.training.precision, sc.hardware.mfuOverride,
                             sc.training.packedSequences, model.experts > 1);
    in.utilisation = mfu.value;
    in.utilisationKind = mfu.kind;
    in.sourceBubble = mfu.sourceBubble;
    in.hardwareUtilisation = mfu.hardwareValue;
    if (sc.task == Task::LoRA || sc.task == Task::QLoRA)
        in.trainableParameters = VramEstimator::loraParameters(sc, model);
    TrainingTimeDetail d = TrainingTimeEstimator::estimate(in);
    if (const auto bad = badFigures(d.estimate); !bad.empty())
        errors.push_back(figureError(gpu, model, "training time", bad));
    if (const auto above = aboveThePeak(d.estimate); !above.empty())
        errors.push_back({sc.hardware.mfuOverride ? "hardware.mfu_override" : "hardware.gpu_key",
                          "the utilisation comes out above the GPU's peak (" + joined(above) +
                              "): a share of the peak is at most 1"});
    const TrainingEstimate& t = d.estimate;
    est.training = t;
    for (auto& w : d.warnings)
        est.warnings.push_back(w);
    if (!explain)
        return;
    TrainingExplainContext ctx;
    ctx.utilisation = mfu;
    ctx.layout = est.layout;
    ctx.modelNote = modelNote(sc);
    for (auto& x : TrainingTimeEstimator::explain(in, d, ctx))
        est.explanations.push_back(std::move(x));
}

void addInference(Estimate& est, const Scenario& sc, const ModelArchitecture& model, const GpuSpec& gpu,
                  const LinkPerf& intra, const ParallelLayout& layout, std::vector<FieldError>& errors, bool explain)
{
    InferenceInputs in;
    in.model = model;
    in.gpu = gpu;
    in.inference = sc.inference;
    in.tensorParallel = layout.tensorParallel;
    in.pipelineParallel = layout.pipelineParallel;
    in.totalGpus = sc.totalGpus();
    in.intraNode = intra;
    const int shards = std::max(1, layout.tensorParallel * layout.pipelineParallel);
    in.weightBytesTotal = (est.memory.weights + est.memory.quantConstants) * 1e9 * shards;
    in.kvBytesPerToken = VramEstimator::kvBytesPerToken(model, sc.inference.kvCache);
    // An engine that gives only a share of the free memory to its KV cache (TensorRT-LLM) holds that share of them.
    in.maxConcurrentSequences = ServingEngines::kvSequences(
        sc.inference.servingEngine, MemoryFit::maxConcurrentSequences(sc, model, layout, MemoryFit::budgetGb(sc, gpu)));
    InferenceDetail d = InferenceEstimator::estimate(in);
    if (const auto bad = badFigures(d.estimate); !bad.empty())
        errors.push_back(figureError(gpu, model, "serving throughput", bad));
    const InferenceEstimate& r = d.estimate;
    est.inference = r;
    // What the serving engine reserves per GPU against what the plan needs (issue 31).
    est.inference->engineMemoryUtilization =
        sc.inference.servingEngine == ServingEngine::Unspecified
            ? sc.inference.gpuMemoryUtilization.value_or(InferenceEstimator::kDefaultGpuMemoryUtilization)
            : ServingEngines::memoryShare(sc.inference, layout.tensorParallel).value_or(1.0);
    est.inference->engineReservedGbPerGpu = est.inference->engineMemoryUtilization * est.usableMemoryGbPerGpu;
    est.inference->neededGbPerGpu = est.memory.totalGb();
    for (auto& w : d.warnings)
        est.warnings.push_back(w);
    if (!explain)
        return;
    InferenceExplainContext ctx;
    ctx.modelNote = modelNote(sc);
    ctx.usableMemoryGbPerGpu = est.usableMemoryGbPerGpu;
    for (auto& x : InferenceEstimator::explain(in, d, ctx))
        est.explanations.push_back(std::move(x));
}

void addCosts(Estimate& est, const Scenario& sc, const CatalogSnapshot& catalog, const EstimateOptions& options)
{
    CostInputs in;
    in.offerKeys = sc.pricing.offerKeys;
    // Residency (issue 31, the rule in OfferResidency.h): a plan whose data must stay in India is never priced at an
    // offer hosted elsewhere (or whose region is not stated); the warning names each offer left out and why.
    std::erase_if(in.offerKeys, [&](const std::string& key) {
        const OfferSpec* offer = catalog.offer(key);
        if (!offer || residencyAllows(sc.residency.indiaOnly, *offer))
            return false;
        est.warnings.push_back(
            (offer->region.empty()
                 ? GP_MSG("gp::Residency", "offer %1 does not say it is hosted in India (region not stated), so it "
                                           "does not price the plan: the data must stay in India")
             : residencyOf(*offer) == Residency::NotStated
                 ? GP_MSG("gp::Residency", "offer %1 does not say it is hosted in India (region \"%2\"), so "
                                           "it does not price the plan: the data must stay in India")
                 : GP_MSG("gp::Residency", "offer %1 is hosted outside India (region \"%2\"), so it does not "
                                           "price the plan: the data must stay in India"))
                .arg(MessageName{key})
                .arg(MessageName{offer->region})
                .about("residency.india_only"));
        return true;
    });
    in.currency = sc.pricing.currency;
    in.scenarioGpuKey = sc.hardware.gpuKey;
    in.gpus = sc.totalGpus();
    in.gpusTogether = sc.hardware.gpusPerNode;
    if (est.training) {
        in.runHours = est.training->wallClockHours;
        in.tokensPerSecond = est.training->tokensPerSecond;
    } else if (est.inference) {
        // Serving is priced for the GPUs its target load needs, at that load (InferenceEstimator).
        in.serving = true;
        in.gpus = est.inference->pricedGpus;
        in.gpusTogether =
            std::min(sc.hardware.gpusPerNode, std::max(1, est.layout.tensorParallel * est.layout.pipelineParallel));
        in.tokensPerSecond = est.inference->pricedOutputTokensPerSecond;
    }
    est.costs = CostModel::price(in, catalog, &est.warnings, &est.offerNotes);
    est.pricingTier = sc.pricing.tier;
    est.headlineCost = CostModel::headline(est.costs, sc.pricing.tier);
    if (est.headlineCost < 0 && !est.costs.empty())
        est.warnings.push_back(GP_MSG("gp::Costs", "no %1 offer of %2 among pricing.offer_keys rents the plan's node "
                                                   "at a price that includes the host, so the plan has no headline "
                                                   "price (add one, or pick another tier; offer_notes says why each "
                                                   "listed offer is not one)")
                                   .arg(MessageName{tierLabel(sc.pricing.tier)})
                                   .arg(MessageName{sc.hardware.gpuKey})
                                   .about("pricing.tier"));
    if (!options.explanations)
        return;
    CostExplainOptions explainOptions;
    explainOptions.everyOffer = options.offerExplanations;
    explainOptions.pricedAtTargetLoad =
        est.inference && sc.inference.targetRequestsPerSecond > 0 && est.inference->gpusNeededForTarget > 0;
    for (auto& x : CostModel::explain(est.costs, est.headline(), in, catalog, explainOptions))
        est.explanations.push_back(std::move(x));
}

} // namespace

EstimateResult PlanningEngine::estimate(const Scenario& sc, const CatalogSnapshot& catalog,
                                        const EstimateOptions& options)
{
    EstimateResult result;
    result.errors = ScenarioValidator::validate(sc, catalog);
    const auto model = ScenarioValidator::resolveModel(sc, catalog);
    const GpuSpec* gpu = catalog.gpu(sc.hardware.gpuKey);
    if (result.errors.empty() && !model)
        result.errors.push_back(
            {"model.catalog_key", "no catalog model '" + sc.model.catalogKey + "' and no custom model"});
    if (result.errors.empty() && !gpu)
        result.errors.push_back({"hardware.gpu_key", "GPU '" + sc.hardware.gpuKey + "' is not in the catalog"});
    if (result.errors.empty())
        if (const auto bad = gpuRowError(*gpu); !bad.empty())
            result.errors.push_back({"hardware.gpu_key", bad});
    if (!result.errors.empty())
        return result;

    LinkPerf intra =
        sc.hardware.intraNodeLinkKey.empty()
            ? CommunicationModel::defaultIntraNode(*gpu, sc.hardware.gpusPerNode, catalog)
            : resolveLink(sc.hardware.intraNodeLinkKey, false, catalog, result.errors, "hardware.intra_node_link_key");
    LinkPerf inter; // past one node the scenario names its network (ScenarioValidator)
    if (sc.hardware.nodes > 1)
        inter = resolveLink(sc.hardware.interNodeLinkKey, true, catalog, result.errors, "hardware.inter_node_link_key");
    if (!result.errors.empty())
        return result;

    Estimate est;
    est.scenarioName = sc.name;
    est.residencyIndiaOnly = sc.residency.indiaOnly;
    est.residencyPersonalDataInIndia = sc.residency.personalDataInIndia;
    est.modelName = model->name.empty() ? model->key : model->name;
    est.gpuName = gpu->name;
    est.totalGpus = sc.totalGpus();
    est.layout = VramEstimator::layoutOf(sc);
    // The validator's sentences are still written in English (left for the text layer's next step).
    for (const auto& w : ScenarioValidator::warnings(sc, catalog))
        est.warnings.push_back(Message::verbatim(w.message).about(w.field));

    const bool explain = options.explanations;
    MemoryEstimate mem = VramEstimator::estimate(sc, *model, est.layout, explain);
    est.memory = mem.memory;
    for (auto& e : mem.explanations)
        est.explanations.push_back(std::move(e));
    for (auto& w : mem.warnings)
        est.warnings.push_back(std::move(w));
    est.usableMemoryGbPerGpu = MemoryFit::usableGb(*gpu);
    if (!(est.usableMemoryGbPerGpu > 0) || !std::isfinite(est.usableMemoryGbPerGpu)) {
        result.errors.push_back({"hardware.gpu_key", "GPU '" + gpu->key + "' has no usable memory (catalog gpus." +
                                                         gpu->key + " memory_gb = " + std::to_string(gpu->memoryGb) +
                                                         ")"});
        return result;
    }
    if (const auto bad = badFigures(est.memory); !bad.empty()) {
        result.errors.push_back(
            {"model", "the memory per GPU does not come out as finite, non-negative numbers for model '" + model->key +
                          "' (" + joined(bad) + "; check the model's sizes)"});
        return result;
    }
    const double budget = MemoryFit::budgetGb(sc, *gpu);
    const bool runtimeShare = budget != est.usableMemoryGbPerGpu;
    est.fits = est.memory.totalGb() <= budget;
    // A paged optimizer's states can leave for CPU memory when the GPU runs out (bitsandbytes, unified memory):
    // the run still fits if the rest does, paying the paging each step (TrainingTimeEstimator::stepTimes).
    double pagedEvictedGb = 0;
    if (!est.fits && est.memory.pagedOptimizer > 0 && est.memory.totalGb() - est.memory.pagedOptimizer <= budget) {
        pagedEvictedGb = est.memory.totalGb() - budget;
        est.fits = true;
        est.warnings.push_back(GP_MSG("gp::Memory", "%1 of the paged optimizer states do not fit beside the rest and "
                                                    "are evicted to CPU memory; each optimizer step pages them back in "
                                                    "and out over the host link")
                                   .arg(MessageQuantity{pagedEvictedGb, MessageUnit::GB, 2})
                                   .about("training.optimizer"));
    }
    if (explain) {
        est.explanations.push_back(MemoryFit::usableExplanation(*gpu));
        est.explanations.push_back(
            MemoryFit::fitsExplanation(sc, *gpu, est.memory.totalGb(), est.fits, pagedEvictedGb));
    }
    if (!est.fits)
        est.warnings.push_back(
            (runtimeShare ? GP_MSG("gp::Memory", "the scenario needs %1 per GPU but %2 offers about %3 to the serving "
                                                 "runtime (its GPU memory utilisation)")
                          : GP_MSG("gp::Memory", "the scenario needs %1 per GPU but %2 offers about %3 usable"))
                .arg(MessageQuantity{est.memory.totalGb(), MessageUnit::GB, 2})
                .arg(MessageName{gpu->name})
                .arg(MessageQuantity{budget, MessageUnit::GB, 1}));
    if (options.fitsForEveryGpu)
        est.fitsByGpu = MemoryFit::fitsForAllGpus(sc, *model, catalog);

    if (explain) {
        est.explanations.push_back(
            CommunicationModel::explain(intra, "intra_node_bus_bandwidth_gbps", "Intra-node bus bandwidth"));
        if (sc.hardware.nodes > 1)
            est.explanations.push_back(CommunicationModel::explain(inter, "inter_node_bus_bandwidth_gbps",
                                                                   "Inter-node bus bandwidth per GPU"));
    }

    if (sc.isTraining() && (sc.parallel.offloadParameters || sc.training.activationOffloading || pagedEvictedGb > 0)) {
        const LinkPerf host = CommunicationModel::hostLink(*gpu, catalog);
        if (!host.valid()) {
            result.errors.push_back({sc.parallel.offloadParameters      ? "parallel.offload_parameters"
                                     : sc.training.activationOffloading ? "training.activation_offloading"
                                                                        : "training.optimizer",
                                     "offloads to CPU memory, but catalog gpus." + gpu->key +
                                         " names no PCIe generation (pcie_gen) and the catalog has no host link for "
                                         "it: the traffic to the host cannot be timed"});
            return result;
        }
        if (explain)
            est.explanations.push_back(
                CommunicationModel::explain(host, "host_link_bandwidth_gbps", "GPU to CPU memory bandwidth"));
        addTraining(est, sc, *model, *gpu, intra, inter, result.errors, explain, &host, pagedEvictedGb);
    } else if (sc.isTraining())
        addTraining(est, sc, *model, *gpu, intra, inter, result.errors, explain);
    else
        addInference(est, sc, *model, *gpu, intra, est.layout, result.errors, explain);
    if (!result.errors.empty())
        return result;
    addCosts(est, sc, catalog, options);
    // A cost that overflows (an absurd catalog price times a long run) is refused by name rather than
    // shown as infinity or quietly as zero: every other input is bounded by ScenarioValidator.
    for (std::size_t i = 0; i < est.costs.size(); ++i) {
        const CostLine& c = est.costs[i];
        const auto bad = badFigures(c);
        if (!bad.empty()) {
            const auto at = std::find(sc.pricing.offerKeys.begin(), sc.pricing.offerKeys.end(), c.offerKey);
            result.errors.push_back({"pricing.offer_keys[" + std::to_string(at - sc.pricing.offerKeys.begin()) + "]",
                                     "the cost with offer '" + c.offerKey +
                                         "' does not come out as a finite, positive number (" + joined(bad) +
                                         "; check catalog offers." + c.offerKey + ")"});
        }
    }
    // Every explanation's value and inputs: a NaN there is a bug that a quiet 0 would hide.
    for (const Explanation& x : est.explanations)
        if (const auto bad = badFigures(x); !bad.empty())
            result.errors.push_back(
                {x.figure, "the explanation of '" + x.label + "' is not a finite number (" + joined(bad) + ")"});
    if (!result.errors.empty())
        return result;

    result.estimate = std::move(est);
    return result;
}

} // namespace gp
