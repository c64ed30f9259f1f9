// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ConfigurationSearch.h"
#include "ExplanationBuilder.h"
#include "FrameworkDefaults.h"

#include "CheckpointRestart.h"
#include "CommunicationModel.h"
#include "CostModel.h"
#include "MemoryFit.h"
#include "MfuDefaults.h"
#include "ModelCounts.h"
#include "PipelineSchedule.h"
#include "PriceConversion.h"
#include "ScenarioValidator.h"
#include "TrainingTimeEstimator.h"
#include "VramEstimator.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <map>
#include <optional>

namespace gp {
namespace {

// Per-GPU memory of a layout as a function of the ZeRO shards (d x c) and the ZeRO stage, from three
// VramEstimator breakdowns at micro-batch 1 (ZeRO 0 at d = 1, ZeRO 2 at d = 2, ZeRO 3 at d = 2), so the loop
// can evaluate any (d, stage, micro-batch) with a handful of multiplications and still agree with
// VramEstimator: every activation term of Korthikanti et al. 2022 (and the loss spike) is linear in b.
struct MemoryShape {
    double weights = 0, gradients = 0, optimizer = 0;
    PipelineActivations perSequence; // activation pieces of one sequence of micro-batch (linear in b)
    int stages = 1;
    double loraWeights = 0, loraGradients = 0, loraOptimizer = 0, quantConstants = 0, gathered = 0;
    double reserveFraction = 0, context = 0;
    // inFlight: micro-batches' worth the first 1F1B stage holds (activationsInFlight, PipelineSchedule.h), as
    // VramEstimator counts them. d: what ZeRO shards over, data parallel x context parallel.
    double at(int zero, double d, double micro, double inFlight) const
    {
        const double d1 = zero >= 1 ? d : 1.0, d2 = zero >= 2 ? d : 1.0, d3 = zero >= 3 ? d : 1.0;
        const PipelineActivations a{perSequence.stage * micro, perSequence.working * micro, perSequence.logits * micro};
        const ActivationPeak peak = VramEstimator::activationPeak(a, stages, inFlight);
        const double allocated = (weights + loraWeights + quantConstants) / d3 + (gradients + loraGradients) / d2 +
                                 (optimizer + loraOptimizer) / d1 + peak.activations + peak.logits +
                                 (zero >= 3 && d > 1 ? gathered : 0.0);
        return allocated * (1.0 + reserveFraction) + context;
    }
};

struct LayoutConst {
    int t = 1, p = 1;
    int c = 1;             // context parallel (contextParallelDegrees)
    int virtualStages = 1; // the scenario's interleaving where this depth can run it (virtualStagesRun)
    TrainPrecision precision = TrainPrecision::MixedBF16;
    Recompute recompute = Recompute::None;
    MemoryShape memory;
    StepShape shape; // gpus / gpusPerNode / zero / links filled in the loop
    double utilisationSmall = 0, utilisationLarge = 0;
    // EndToEnd (above kLargeScaleGpus, and FP8 on Hopper and Blackwell at every scale): the bubble inside the
    // figure and the rate of the communication floor (MfuDefault::sourceBubble, hardwareValue).
    double sourceBubbleSmall = 0, sourceBubbleLarge = 0;
    double hardwareSmall = 0, hardwareLarge = 0;
    UtilisationKind kindSmall = UtilisationKind::Hardware, kindLarge = UtilisationKind::EndToEnd;
};

struct OfferRef {
    int offerIndex = 0;
    double pricePerGpuHour = 0;
    bool interruptible = false; // billed and timed with its checkpoint-and-restart allowance
    BillingTerms billing;       // the provider's increment and minimum (CostModel::billingTerms)
};

struct InstanceGroup { // offers of one GPU with one instance size: one node shape
    int gpusPerNode = 1;
    std::vector<OfferRef> offers;
};

struct FrontPoint {
    double hours = 0, cost = 0;
    int gpuIndex = 0, layoutIndex = 0, groupIndex = 0, offerSlot = 0, gpus = 0, zero = 0, micro = 1;
    double memory = 0;
    double lostFraction = 0; // interruptible offers: the share of `hours` lost to checkpoints and restarts
};

// Pareto front of (hours, cost), sorted by hours ascending with cost strictly descending. Insertion is
// rare; the vector is reserved once so the loop never allocates in practice.
class Front {
public:
    Front() { points_.reserve(4096); }
    bool dominated(double hours, double cost) const
    {
        // The last point with hours <= h has the lowest cost among them.
        auto it = std::upper_bound(points_.begin(), points_.end(), hours,
                                   [](double h, const FrontPoint& p) { return h < p.hours; });
        return it != points_.begin() && std::prev(it)->cost <= cost;
    }
    void insert(const FrontPoint& q)
    {
        if (dominated(q.hours, q.cost))
            return;
        auto pos = std::lower_bound(points_.begin(), points_.end(), q.hours,
                                    [](const FrontPoint& p, double h) { return p.hours < h; });
        auto end = pos;
        while (end != points_.end() && end->cost >= q.cost)
            ++end;
        pos = points_.erase(pos, end);
        points_.insert(pos, q);
    }
    const std::vector<FrontPoint>& points() const { return points_; }

private:
    std::vector<FrontPoint> points_;
};

std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

// The context-parallel degrees the search tries. The scenario's own c always (a c > 1 scenario is never searched
// as if it had none); for sequences of 32K tokens and more also 1, 2, 4 and 8, the range long-context recipes run
// (Llama 3 trained at 8K with CP 1 and at 128K with CP 16; NeMo's Llama 3 pre-training rows at 8K use CP 2). Each
// must split the sequence into 2c chunks (Megatron-Core get_batch_on_this_cp_rank), and with sequence parallelism
// leave each rank's s/c divisible by t (checked per layout).
// Packed samples with their own attention span (model.attentionSpan) are not searched over c: the ring is timed for
// attention over the whole sequence, and ScenarioValidator refuses the pair.
std::vector<int> contextParallelDegrees(const Scenario& w, const ModelArchitecture& model)
{
    const int own = std::max(1, w.parallel.contextParallel);
    std::vector<int> out{own};
    if (w.training.sequenceLength >= 32768 && model.attentionSpan <= 0)
        for (int c : {1, 2, 4, 8})
            if (c != own && w.training.sequenceLength % (2 * c) == 0)
                out.push_back(c);
    return out;
}

} // namespace

std::vector<int> ConfigurationSearch::gpuCounts(int maxGpus)
{
    std::vector<int> out;
    for (int n = 1; n < 8 && n <= maxGpus; n *= 2)
        out.push_back(n);
    for (int n = 8; n <= maxGpus; n += 8)
        out.push_back(n);
    return out;
}

Scenario ConfigurationSearch::scenarioFor(const Scenario& w, const SearchCandidate& c)
{
    Scenario s = w;
    s.hardware.gpuKey = c.gpuKey;
    s.hardware.gpusPerNode = c.gpusPerNode;
    s.hardware.nodes = c.nodes;
    s.hardware.intraNodeLinkKey.clear(); // the GPU's own interconnect
    s.hardware.interNodeLinkKey = c.nodes > 1 ? c.interNodeLinkKey : std::string();
    s.parallel.tensorParallel = c.layout.tensorParallel;
    s.parallel.pipelineParallel = c.layout.pipelineParallel;
    s.parallel.contextParallel = c.layout.contextParallel;
    // The interleaving and pipeline overlap the time ran, so the scenario states what was priced (a depth that
    // cannot interleave drops both, which the validator would refuse otherwise).
    s.parallel.virtualStages = c.virtualStages;
    s.parallel.ppCommOverlap = c.ppCommOverlap;
    s.parallel.zero = static_cast<ZeroStage>(c.layout.zeroStage);
    s.training.precision = c.precision;
    s.training.recompute = c.recompute;
    s.training.microBatch = c.microBatch;
    s.pricing.offerKeys = {c.offerKey};
    // The search prices layouts that keep their parameters and activations on the GPU (ConfigurationSearch::run).
    s.parallel.offloadParameters = false;
    s.training.activationOffloading = false;
    return s;
}

SearchResult ConfigurationSearch::run(const Scenario& given, const CatalogSnapshot& catalog, const SearchOptions& opt)
{
    // Offload trades GPU memory for host traffic the search's layouts do not model (it varies the ZeRO stage,
    // which parameter offload needs at 3): it searches layouts that keep everything on the GPU, and says so.
    Scenario w = given;
    w.parallel.offloadParameters = false;
    w.training.activationOffloading = false;
    SearchResult result;
    if (given.parallel.offloadParameters || given.training.activationOffloading)
        result.warnings.push_back(
            GP_MSG("gp::Search", "the search tries layouts without parameter or activation offload to CPU memory"));
    if (!w.isTraining()) {
        result.errors.push_back({"task", "the configuration search plans training runs; give a training task"});
        return result;
    }
    if (opt.deadlineHours < 0 || !std::isfinite(opt.deadlineHours))
        result.errors.push_back({"deadline_hours", "the deadline must be a number of hours >= 0"});
    if (opt.budget < 0 || !std::isfinite(opt.budget))
        result.errors.push_back({"budget", "the budget must be >= 0"});
    const auto model = ScenarioValidator::resolveModel(w, catalog);
    if (!model)
        result.errors.push_back(
            {"model.catalog_key", "no catalog model '" + w.model.catalogKey + "' and no custom model"});
    const double tokens = w.training.tokens > 0 ? w.training.tokens : w.training.datasetTokens * w.training.epochs;
    if (!(tokens > 0))
        result.errors.push_back({"training.tokens", "the workload needs tokens (or dataset tokens x epochs) > 0"});
    // A named network the catalog lacks is refused, not replaced by a default the user did not ask for.
    if (const std::string& net = w.hardware.interNodeLinkKey; !net.empty()) {
        const LinkSpec* link = catalog.link(net);
        if (!link || link->category != "scale-out")
            result.errors.push_back({"hardware.inter_node_link_key",
                                     "no scale-out link \"" + net + "\" in the catalog (e.g. ib-ndr, roce-400g)"});
    }
    if (!result.errors.empty())
        return result;

    // Offers to price with, grouped by GPU and instance size.
    const SearchableOffers searchable = searchableOffers(w, catalog, opt.offers, result.warnings);
    result.flaggedOffers = searchable.excluded.flagged;
    std::vector<const GpuSpec*> gpus;
    std::vector<std::vector<InstanceGroup>> groups;
    for (const SearchableOffer& s : searchable.offers) {
        const OfferSpec* o = s.offer;
        const GpuSpec* g = s.gpu;
        const double price = s.pricePerGpuHour;
        auto gi = std::find(gpus.begin(), gpus.end(), g) - gpus.begin();
        if (gi == static_cast<long>(gpus.size())) {
            gpus.push_back(g);
            groups.emplace_back();
        }
        auto& gs = groups[gi];
        const int size = std::max(1, o->gpusPerInstance);
        auto grp = std::find_if(gs.begin(), gs.end(), [&](const InstanceGroup& x) { return x.gpusPerNode == size; });
        if (grp == gs.end()) {
            gs.push_back({size, {}});
            grp = std::prev(gs.end());
        }
        grp->offers.push_back({static_cast<int>(o - catalog.offers.data()), price, isInterruptible(*o),
                               CostModel::billingTerms(*o, catalog)});
    }
    if (gpus.empty()) {
        result.errors.push_back(
            {"pricing.offer_keys", "no offer with an hourly price in " + w.pricing.currency +
                                       " passes the filters (tiers, providers, regions, GPU types)"});
        return result;
    }

    // The network past one node: the scenario's, or else each GPU's default (CommunicationModel::chooseInterNode:
    // its reference system's, else the catalog's slowest); the warnings name the default for each GPU it times.
    std::vector<LinkPerf> interByGpu;
    interByGpu.reserve(gpus.size());
    for (const GpuSpec* g : gpus)
        interByGpu.push_back(w.hardware.interNodeLinkKey.empty()
                                 ? CommunicationModel::defaultInterNode(g, catalog)
                                 : CommunicationModel::fromCatalog(*catalog.link(w.hardware.interNodeLinkKey), true));
    // Indexed together by GPU below: one offer group list and one network per GPU, pushed with it.
    assert(groups.size() == gpus.size() && interByGpu.size() == gpus.size());
    const std::vector<int> counts = gpuCounts(std::max(1, opt.maxGpus));
    std::vector<int> micros{std::max(1, w.training.microBatch)};
    if (opt.varyMicroBatch)
        micros = {1, 2, 4, 8, 16};
    const double steps =
        tokens / (std::max(1, w.training.globalBatch) * static_cast<double>(std::max(1, w.training.sequenceLength)));
    const double deadline = opt.deadlineHours > 0 ? opt.deadlineHours : INFINITY;
    const double budget = opt.budget > 0 ? opt.budget : INFINITY;
    const bool lora = w.task == Task::LoRA || w.task == Task::QLoRA;
    const double trainable = lora ? VramEstimator::loraParameters(w, *model) : model->parameters;

    Front front;
    std::vector<std::vector<LayoutConst>> layoutsByGpu(gpus.size());
    std::vector<std::vector<LinkPerf>> intraByGroup(gpus.size());
    std::vector<double> usableByGpu(gpus.size());

    for (std::size_t gi = 0; gi < gpus.size(); ++gi) {
        const GpuSpec& gpu = *gpus[gi];
        const double usable = MemoryFit::usableGb(gpu);
        usableByGpu[gi] = usable;
        const GpuGeneration gen = gpuGeneration(gpu);
        int maxNode = 1;
        for (const auto& grp : groups[gi]) {
            intraByGroup[gi].push_back(CommunicationModel::defaultIntraNode(gpu, grp.gpusPerNode, catalog));
            maxNode = std::max(maxNode, grp.gpusPerNode);
        }
        std::vector<TrainPrecision> precisions{w.training.precision};
        if (opt.varyPrecision) {
            precisions = {TrainPrecision::MixedBF16};
            if (gpu.fp8DenseTflops > 0)
                precisions.push_back(TrainPrecision::FP8);
        }
        std::vector<Recompute> recomputes{w.training.recompute};
        if (opt.varyRecompute)
            recomputes = {Recompute::None, Recompute::Selective, Recompute::Full};

        // Precompute every layout's constants (the expensive part: VramEstimator calls).
        auto& layouts = layoutsByGpu[gi];
        std::vector<std::pair<int, int>> depths; // (pipeline stages p, context parallel c)
        // An encoder-decoder model is modelled without pipeline or context parallelism (ScenarioValidator refuses
        // both): its layouts are t x d only.
        for (int p = 1; p <= 16 && p <= model->layers; p *= 2)
            for (int cp : contextParallelDegrees(w, *model))
                if (model->encoderLayers <= 0 || (p == 1 && cp == 1))
                    depths.emplace_back(p, cp);
        for (TrainPrecision prec : precisions)
            for (Recompute rec : recomputes)
                for (int t = 1; t <= std::min(8, maxNode); t *= 2) {
                    if (model->attentionHeads > 0 && model->attentionHeads % t != 0)
                        continue;
                    for (const auto& [p, cp] : depths) {
                        if (w.parallel.sequenceParallel && t > 1 && w.training.sequenceLength % (t * cp) != 0)
                            continue;
                        if (w.parallel.sequenceParallel && t > 1 && model->encoderLayers > 0 &&
                            static_cast<long long>(encoderSequenceLength(*model, w.training.sequenceLength)) % t != 0)
                            continue;
                        Scenario s = w;
                        s.training.precision = prec;
                        s.training.recompute = rec;
                        s.parallel.tensorParallel = t;
                        s.parallel.pipelineParallel = p;
                        s.parallel.contextParallel = cp;
                        s.training.microBatch = 1;
                        ParallelLayout l{t, p, 1, 0, cp};
                        const MemoryBreakdown b0 = VramEstimator::breakdown(s, *model, l);
                        l = {t, p, 2, 2, cp};
                        const MemoryBreakdown b2 = VramEstimator::breakdown(s, *model, l);
                        l = {t, p, 2, 3, cp};
                        const MemoryBreakdown b3 = VramEstimator::breakdown(s, *model, l);
                        LayoutConst c;
                        c.t = t;
                        c.p = p;
                        c.c = cp;
                        c.virtualStages = VramEstimator::virtualStages(s, *model, p);
                        c.precision = prec;
                        c.recompute = rec;
                        MemoryShape& m = c.memory;
                        m.weights = b0.weights;
                        m.gradients = b0.gradients;
                        m.optimizer = b0.optimizerStates + b0.masterWeights;
                        m.perSequence = VramEstimator::activationPieces(s, *model, {t, p, 1, 0, cp});
                        m.stages = p;
                        // LoRA adapters hold weights (sharded from stage 3) and gradients (from stage 2):
                        // stage 2 at d = 2 divides only the gradient part, by its 2c shards.
                        const double shards2 = 2.0 * cp;
                        m.loraGradients = (b0.loraAdapters - b2.loraAdapters) * shards2 / (shards2 - 1.0);
                        m.loraWeights = b0.loraAdapters - m.loraGradients;
                        m.loraOptimizer = b0.loraOptimizer;
                        m.quantConstants = b0.quantConstants;
                        m.gathered = b3.zeroGatheredWeights;
                        m.reserveFraction = FrameworkDefaults::resolve(w.overheads).allocatorReserveFraction;
                        m.context = b0.cudaContext;
                        const double seq = std::max(1, w.training.sequenceLength);
                        c.shape = TrainingTimeEstimator::modelShape(*model, w.task, prec, rec, seq, cp);
                        StepShape& sh = c.shape;
                        sh.tokensPerStep = std::max(1, w.training.globalBatch) * seq;
                        sh.globalBatch = std::max(1, w.training.globalBatch);
                        sh.microBatch = std::max(1, w.training.microBatch);
                        sh.gradientBytes = (prec == TrainPrecision::FP32 ? 4.0 : 2.0) * trainable;
                        sh.peakTflops = TrainingTimeEstimator::peakTflops(gpu, prec);
                        sh.tensorParallel = t;
                        sh.pipelineParallel = p;
                        sh.pipelineMicroBatchesSetting = w.parallel.pipelineMicroBatches;
                        sh.virtualStages = c.virtualStages;
                        sh.tpCommOverlap = w.parallel.tpCommOverlap;
                        sh.ppCommOverlap = w.parallel.ppCommOverlap; // stepTimes applies it where v > 1 only
                        sh.interNode = &interByGpu[gi];
                        const bool override =
                            w.hardware.mfuOverride && *w.hardware.mfuOverride > 0 && *w.hardware.mfuOverride <= 1;
                        c.utilisationSmall = override
                                                 ? *w.hardware.mfuOverride
                                                 : MfuDefaults::value(gen, 1, w.task, prec, w.training.packedSequences,
                                                                      model->experts > 1);
                        c.utilisationLarge = override
                                                 ? *w.hardware.mfuOverride
                                                 : MfuDefaults::value(gen, 100000, w.task, prec,
                                                                      w.training.packedSequences, model->experts > 1);
                        c.kindSmall = override ? UtilisationKind::ModelFlops : MfuDefaults::kind(gen, 1, prec);
                        c.kindLarge = override ? UtilisationKind::ModelFlops : MfuDefaults::kind(gen, 100000, prec);
                        c.sourceBubbleSmall =
                            c.kindSmall == UtilisationKind::EndToEnd ? MfuDefaults::sourceBubble(gen, prec) : 0;
                        c.sourceBubbleLarge =
                            c.kindLarge == UtilisationKind::EndToEnd ? MfuDefaults::sourceBubble(gen, prec) : 0;
                        c.hardwareSmall = c.kindSmall == UtilisationKind::EndToEnd ? c.utilisationSmall : 0;
                        c.hardwareLarge = c.kindLarge == UtilisationKind::EndToEnd ? c.utilisationSmall : 0;
                        layouts.push_back(c);
                    }
                }

        // The hot loop: no allocation, no strings.
        for (std::size_t gr = 0; gr < groups[gi].size(); ++gr) {
            const InstanceGroup& group = groups[gi][gr];
            const int g = group.gpusPerNode;
            const LinkPerf* intra = &intraByGroup[gi][gr];
            for (std::size_t li = 0; li < layouts.size(); ++li) {
                LayoutConst& c = layouts[li];
                StepShape sh = c.shape;
                sh.gpusPerNode = g;
                sh.intraNode = intra;
                if (c.t > g)
                    continue; // tensor parallel stays inside a node
                // GPUs of one model replica: t x p x c.
                const int tp = c.t * c.p * c.c;
                for (int n : counts) {
                    if (n % g != 0 || n % tp != 0)
                        continue; // whole instances, whole model replicas
                    if (opt.multiNodeOnlyWithFullServers && n > g && g < 8)
                        break; // several small rentals: no known scale-out link between them
                    if (n > g && !sh.interNode->valid())
                        break; // no scale-out network in the catalog: one instance at most
                    const int d = n / tp;
                    const int shards = d * c.c; // ZeRO shards over the d x c ranks holding the same parameters
                    if (d > sh.globalBatch)
                        break; // more replicas than sequences in a batch: larger n only worse
                    sh.gpus = n;
                    sh.utilisation = isLargeScale(n) ? c.utilisationLarge : c.utilisationSmall;
                    sh.utilisationKind = isLargeScale(n) ? c.kindLarge : c.kindSmall;
                    sh.sourceBubble = isLargeScale(n) ? c.sourceBubbleLarge : c.sourceBubbleSmall;
                    sh.hardwareUtilisation = isLargeScale(n) ? c.hardwareLarge : c.hardwareSmall;
                    for (int micro : micros) {
                        if (static_cast<long>(d) * micro > sh.globalBatch)
                            break;
                        if (sh.globalBatch % (d * micro) != 0)
                            continue; // whole gradient-accumulation steps (as ScenarioValidator requires)
                        sh.microBatch = micro;
                        // The micro-batches 1F1B keeps in flight: the same count the step time uses.
                        const double inFlight = activationsInFlight(
                            c.p,
                            pipelineMicroBatches(w.parallel.pipelineMicroBatches,
                                                 gradientAccumulationSteps(sh.globalBatch, micro, d)),
                            c.virtualStages);
                        // With one data-parallel replica ZeRO shards nothing: stages 1-3 are stage 0
                        // (same memory, same time), so they are not configurations of their own.
                        const int lastZero = shards > 1 ? 3 : 0;
                        for (int zero = 0; zero <= lastZero; ++zero) {
                            ++result.evaluated;
                            const double mem = c.memory.at(zero, shards, micro, inFlight);
                            if (mem > usableByGpu[gi]) {
                                ++result.rejectedByMemory;
                                continue;
                            }
                            ++result.fullyEvaluated;
                            sh.zeroStage = zero;
                            const StepTimes st = TrainingTimeEstimator::stepTimes(sh);
                            const double hours = steps * st.step / 3600.0;
                            // As the engine bills it (CostModel): whole instances, in the provider's increments or
                            // started months.
                            const int billedGpus = CostModel::instancesFor(n, group.gpusPerNode) * group.gpusPerNode;
                            // An interruptible offer takes longer and bills for its checkpoints and restarts
                            // (CheckpointRestart.h), as the engine's cost line does. The allowance depends on
                            // the run and the billed GPUs only: worked out once for the group's offers.
                            std::optional<checkpoint::Allowance> allowance;
                            bool allowanceDone = false;
                            for (std::size_t oi = 0; oi < group.offers.size(); ++oi) {
                                ++result.priced;
                                const OfferSpec& o = catalog.offers[group.offers[oi].offerIndex];
                                double runHours = hours, lost = 0;
                                if (group.offers[oi].interruptible) {
                                    if (!allowanceDone) {
                                        allowance = checkpoint::allowanceFor({hours, billedGpus});
                                        allowanceDone = true;
                                    }
                                    if (!allowance)
                                        continue;
                                    runHours = allowance->expectedHours;
                                    lost = allowance->lostFraction;
                                }
                                const auto billed = CostModel::billedHours(o.unit, runHours, group.offers[oi].billing);
                                if (!billed)
                                    continue;
                                const double cost = group.offers[oi].pricePerGpuHour * billedGpus * *billed;
                                if (!(runHours <= deadline) || !(cost <= budget) || front.dominated(runHours, cost))
                                    continue;
                                front.insert({runHours, cost, static_cast<int>(gi), static_cast<int>(li),
                                              static_cast<int>(gr), static_cast<int>(oi), n, zero, micro, mem, lost});
                            }
                        }
                    }
                }
            }
        }
    }

    // Cheapest first (the front's cost falls as its time grows, so reverse the time order).
    std::vector<FrontPoint> points(front.points().rbegin(), front.points().rend());
    if (points.size() > opt.maxResults)
        points.resize(opt.maxResults);
    for (const FrontPoint& fp : points) {
        const GpuSpec& gpu = *gpus[fp.gpuIndex];
        const LayoutConst& c = layoutsByGpu[fp.gpuIndex][fp.layoutIndex];
        const InstanceGroup& group = groups[fp.gpuIndex][fp.groupIndex];
        const OfferSpec& offer = catalog.offers[group.offers[fp.offerSlot].offerIndex];
        SearchCandidate cand;
        cand.gpuKey = gpu.key;
        cand.gpuName = gpu.name;
        cand.offerKey = offer.key;
        cand.providerName = offer.providerName;
        cand.tier = offer.tier;
        cand.region = offer.region;
        cand.residency = residencyOf(offer);
        cand.interruptible = isInterruptible(offer);
        cand.offerFlags = offerFlagWords(offer.flags);
        cand.gpus = fp.gpus;
        cand.gpusPerNode = std::min(group.gpusPerNode, fp.gpus);
        cand.nodes = std::max(1, fp.gpus / cand.gpusPerNode);
        cand.basis = commitmentHours(offer.tier) > 0 ? PriceBasis::HeldReservation : PriceBasis::PayAsYouGo;
        cand.instances = CostModel::instancesFor(fp.gpus, group.gpusPerNode);
        cand.billedGpus = cand.instances * group.gpusPerNode;
        cand.interNodeLinkKey = cand.nodes > 1 ? interByGpu[fp.gpuIndex].key : std::string();
        cand.layout = {c.t, c.p, fp.gpus / (c.t * c.p * c.c), fp.zero, c.c};
        cand.virtualStages = c.virtualStages;
        cand.ppCommOverlap = w.parallel.ppCommOverlap && c.p > 1 && c.virtualStages > 1;
        cand.precision = c.precision;
        cand.recompute = c.recompute;
        cand.microBatch = fp.micro;
        cand.hours = fp.hours;
        cand.restartLostFraction = fp.lostFraction;
        cand.cost = fp.cost;
        cand.pricePerGpuHour = group.offers[fp.offerSlot].pricePerGpuHour;
        cand.memoryGbPerGpu = fp.memory;
        cand.usableGbPerGpu = usableByGpu[fp.gpuIndex];
        cand.currency = w.pricing.currency;
        ExplanationBuilder h(
            "search.hours", "Training time", fp.hours, "h",
            "steps x (compute x (1 + bubble) + exposed communication) / 3600 (TrainingTimeEstimator)",
            "PaLM paper appendix B FLOPs; MfuDefaults utilisation; Narayanan et al. 2021 bubble; NCCL ring alpha-beta");
        h.in("GPUs", static_cast<double>(fp.gpus), "", "searched")
            .in("tensor parallel", static_cast<double>(c.t), "", "searched")
            .in("pipeline parallel", static_cast<double>(c.p), "", "searched")
            .in("ZeRO stage", static_cast<double>(fp.zero), "", "searched")
            .in("micro-batch", static_cast<double>(fp.micro), "sequences", "searched")
            .in("peak", c.shape.peakTflops, "TFLOPS", "catalog gpus." + gpu.key)
            .in("utilisation", isLargeScale(fp.gpus) ? c.utilisationLarge : c.utilisationSmall, "",
                MfuDefaults::kindName(isLargeScale(fp.gpus) ? c.kindLarge : c.kindSmall))
            .in("steps", steps, "", "tokens / (global batch x sequence length)");
        if (c.p > 1 && (w.parallel.virtualStages > 1 || w.parallel.ppCommOverlap))
            h.in("virtual stages", static_cast<double>(c.virtualStages), "",
                 c.virtualStages == w.parallel.virtualStages
                     ? std::string("the scenario's") + (cand.ppCommOverlap ? ", pipeline traffic overlapped" : "")
                     : "1: this depth cannot run the scenario's interleaving (pipeline traffic exposed)");
        if (c.c > 1 || w.training.sequenceLength >= 32768)
            h.in("context parallel", static_cast<double>(c.c), "",
                 w.training.sequenceLength >= 32768 ? "searched (1, 2, 4, 8 and the scenario's)" : "the scenario's");
        if (fp.lostFraction > 0)
            h.formulaNote("; interruptible offer: / (1 - lost to checkpoints and restarts)")
                .in("lost to checkpoints and restarts", fp.lostFraction, "",
                    "Young/Daly at the spot preemption rate (CheckpointRestart.h)");
        h.src(gpu.ref);
        const int billedGpus = cand.billedGpus;
        const double billedHours =
            CostModel::billedHours(offer.unit, fp.hours, group.offers[fp.offerSlot].billing).value_or(0);
        ExplanationBuilder k(
            "search.cost", "Cost per run", fp.cost, w.pricing.currency,
            "price per GPU-hour x billed GPUs (whole instances) x billed hours = " + num(cand.pricePerGpuHour) + " x " +
                std::to_string(billedGpus) + " x " + num(billedHours),
            "cost per result (the seed article); CostModel: whole instances, billed in the offer's "
            "unit");
        k.in("price per GPU-hour", cand.pricePerGpuHour, w.pricing.currency, "offer " + offer.key)
            .in("GPUs", static_cast<double>(fp.gpus), "", "searched")
            .in("billed GPUs", static_cast<double>(billedGpus), "", "ceil(GPUs / GPUs per instance) instances")
            .in("hours", fp.hours, "h", "search.hours")
            .in("billed hours", billedHours, "h",
                CostModel::billingWords(offer.unit, group.offers[fp.offerSlot].billing))
            .src(offer.ref);
        cand.explanations = {h.done(), k.done()};
        result.front.push_back(std::move(cand));
    }
    if (w.hardware.interNodeLinkKey.empty())
        for (std::size_t gi = 0; gi < gpus.size(); ++gi)
            if (std::any_of(result.front.begin(), result.front.end(),
                            [&](const SearchCandidate& c) { return c.nodes > 1 && c.gpuKey == gpus[gi]->key; }))
                result.warnings.push_back(
                    GP_MSG("gp::Search", "%1 past one node is timed on %2: %3. Set "
                                         "hardware.inter_node_link_key to time another.")
                        .arg(MessageName{gpus[gi]->name})
                        .arg(MessageName{interByGpu[gi].name})
                        .arg(MessageName{CommunicationModel::chooseInterNode(gpus[gi], catalog).why}));
    if (result.front.empty())
        result.warnings.push_back(GP_MSG("gp::Search", "no configuration fits memory within the deadline and budget"));
    return result;
}

} // namespace gp
