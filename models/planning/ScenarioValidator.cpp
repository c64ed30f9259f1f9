#include "ScenarioValidator.h"

#include "OfferTerms.h"
#include "PipelineSchedule.h"
#include "ScenarioJson.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <string_view>

namespace gp {
namespace {

std::string str(double v)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "infinity" : "-infinity";
    std::string s = std::to_string(v);
    // trim trailing zeros of std::to_string's fixed notation
    if (s.find('.') != std::string::npos) {
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.')
            s.pop_back();
    }
    return s;
}

class Checker {
public:
    explicit Checker(std::vector<FieldError>& out) : out_(out) {}
    void fail(const std::string& field, const std::string& message) { out_.push_back({field, message}); }

    bool positive(const std::string& field, double v)
    {
        if (!std::isfinite(v)) {
            fail(field, "must be a finite number, got " + str(v));
            return false;
        }
        if (v <= 0) {
            fail(field, "must be greater than 0, got " + str(v));
            return false;
        }
        return true;
    }
    bool nonNegative(const std::string& field, double v)
    {
        if (!std::isfinite(v)) {
            fail(field, "must be a finite number, got " + str(v));
            return false;
        }
        if (v < 0) {
            fail(field, "must not be negative, got " + str(v));
            return false;
        }
        return true;
    }
    bool atLeastOne(const std::string& field, int v)
    {
        if (v < 1) {
            fail(field, "must be 1 or more, got " + std::to_string(v));
            return false;
        }
        return true;
    }

private:
    std::vector<FieldError>& out_;
};

constexpr std::array<std::string_view, 7> kLoraTargets{"q", "k", "v", "o", "gate", "up", "down"};

void checkArchitecture(const ModelArchitecture& m, Checker& c)
{
    const std::string p = "model.custom.";
    if (c.positive(p + "parameters", m.parameters) && m.parameters > ScenarioValidator::kMaxParameters)
        c.fail(p + "parameters", "more than 1e14 (100 trillion) parameters is not a sensible plan");
    if (c.positive(p + "active_parameters", m.activeParameters) && std::isfinite(m.parameters) &&
        m.activeParameters > m.parameters)
        c.fail(p + "active_parameters", "cannot exceed parameters (" + str(m.parameters) + ")");
    c.atLeastOne(p + "layers", m.layers);
    c.atLeastOne(p + "hidden_size", m.hiddenSize);
    const bool heads = c.atLeastOne(p + "attention_heads", m.attentionHeads);
    if (c.atLeastOne(p + "kv_heads", m.kvHeads) && heads && m.attentionHeads % m.kvHeads != 0)
        c.fail(p + "kv_heads", std::to_string(m.kvHeads) + " KV heads do not divide the " +
                                   std::to_string(m.attentionHeads) + " attention heads (grouped-query attention)");
    c.atLeastOne(p + "head_dim", m.headDim);
    c.atLeastOne(p + "ffn_size", m.ffnSize);
    c.atLeastOne(p + "vocab_size", m.vocabSize);
    if (m.contextLength < 0)
        c.fail(p + "context_length", "must not be negative, got " + std::to_string(m.contextLength));
    if (m.experts < 0)
        c.fail(p + "experts", "must not be negative, got " + std::to_string(m.experts));
    if (m.activeExperts < 0 || (m.experts > 1 && m.activeExperts > m.experts))
        c.fail(p + "active_experts", "must be between 0 and experts (" + std::to_string(m.experts) + "), got " +
                                         std::to_string(m.activeExperts));
}

} // namespace

std::optional<ModelArchitecture> ScenarioValidator::resolveModel(const Scenario& s, const CatalogSnapshot& c)
{
    if (!s.model.catalogKey.empty()) {
        if (const auto* m = c.model(s.model.catalogKey))
            return *m;
        return std::nullopt;
    }
    return s.model.custom;
}

std::vector<FieldError> ScenarioValidator::validate(const Scenario& s, const CatalogSnapshot& catalog,
                                                    const ValidationOptions& options)
{
    std::vector<FieldError> errors;
    Checker c(errors);

    // Model
    std::optional<ModelArchitecture> model;
    if (!s.model.catalogKey.empty()) {
        if (const auto* m = catalog.model(s.model.catalogKey))
            model = *m;
        else
            c.fail("model.catalog_key", "no model \"" + s.model.catalogKey + "\" in the catalog");
    } else if (s.model.custom) {
        const std::size_t before = errors.size();
        checkArchitecture(*s.model.custom, c);
        if (errors.size() == before)
            model = s.model.custom;
    } else {
        c.fail("model", "choose a catalog model (catalog_key) or describe a custom one");
    }

    // Hardware
    const auto& hw = s.hardware;
    const GpuSpec* gpu = nullptr;
    if (hw.gpuKey.empty())
        c.fail("hardware.gpu_key", "is required");
    else if (!(gpu = catalog.gpu(hw.gpuKey)))
        c.fail("hardware.gpu_key", "no GPU \"" + hw.gpuKey + "\" in the catalog");
    const bool perNodeOk = c.atLeastOne("hardware.gpus_per_node", hw.gpusPerNode);
    if (perNodeOk && hw.gpusPerNode > 72) // GB200 NVL72 is the largest single NVLink domain sold
        c.fail("hardware.gpus_per_node",
               "at most 72 GPUs share one node/NVLink domain, got " + std::to_string(hw.gpusPerNode));
    const bool nodesOk = c.atLeastOne("hardware.nodes", hw.nodes);
    if (nodesOk && hw.nodes > 100000)
        c.fail("hardware.nodes", "at most 100000 nodes, got " + std::to_string(hw.nodes));
    if (!hw.intraNodeLinkKey.empty() && !catalog.link(hw.intraNodeLinkKey))
        c.fail("hardware.intra_node_link_key", "no link \"" + hw.intraNodeLinkKey + "\" in the catalog");
    if (!hw.interNodeLinkKey.empty() && !catalog.link(hw.interNodeLinkKey))
        c.fail("hardware.inter_node_link_key", "no link \"" + hw.interNodeLinkKey + "\" in the catalog");
    if (nodesOk && hw.nodes > 1 && hw.interNodeLinkKey.empty())
        c.fail("hardware.inter_node_link_key", "is required when nodes > 1 (e.g. ib-ndr or roce-400g)");
    if (hw.mfuOverride) {
        const double mfu = *hw.mfuOverride;
        if (!std::isfinite(mfu) || mfu <= 0 || mfu > 1)
            c.fail("hardware.mfu_override", "must be in (0, 1] (a fraction of peak, e.g. 0.4), got " + str(mfu));
    }
    const long long totalGpus = perNodeOk && nodesOk ? static_cast<long long>(hw.gpusPerNode) * hw.nodes : 0;

    // Parallel layout
    const auto& par = s.parallel;
    const bool tOk = c.atLeastOne("parallel.tensor_parallel", par.tensorParallel);
    const bool pOk = c.atLeastOne("parallel.pipeline_parallel", par.pipelineParallel);
    c.atLeastOne("parallel.pipeline_micro_batches", par.pipelineMicroBatches);
    const int t = par.tensorParallel, p = par.pipelineParallel;
    if (tOk && perNodeOk && (t > hw.gpusPerNode || hw.gpusPerNode % t != 0))
        c.fail("parallel.tensor_parallel", "tensor parallel " + std::to_string(t) + " must divide the GPUs per node (" +
                                               std::to_string(hw.gpusPerNode) +
                                               "): its all-reduces need the intra-node link");
    if (tOk && model) {
        const int a = model->attentionHeads, akv = model->kvHeads > 0 ? model->kvHeads : a;
        if (a > 0 && a % t != 0)
            c.fail("parallel.tensor_parallel", "tensor parallel " + std::to_string(t) + " does not divide the " +
                                                   std::to_string(a) + " attention heads");
        else if (akv > 0 && akv % t != 0 && !(s.task == Task::Inference && t % akv == 0))
            c.fail("parallel.tensor_parallel", "tensor parallel " + std::to_string(t) + " does not divide the " +
                                                   std::to_string(akv) + " KV heads");
    }
    if (tOk && pOk && totalGpus > 0 && totalGpus % (static_cast<long long>(t) * p) != 0)
        c.fail("parallel.pipeline_parallel", "tensor x pipeline = " + std::to_string(t * p) + " does not divide the " +
                                                 std::to_string(totalGpus) + " GPUs");
    if (pOk && model && model->layers > 0 && p > model->layers)
        c.fail("parallel.pipeline_parallel", std::to_string(p) + " pipeline stages for " +
                                                 std::to_string(model->layers) +
                                                 " layers: at most one stage per layer");
    const long long dataParallel =
        tOk && pOk && totalGpus > 0 ? std::max(1LL, totalGpus / (static_cast<long long>(t) * p)) : 1;

    // Training
    const double seqCap = kMaxSequenceLength;
    if (s.isTraining()) {
        const auto& tr = s.training;
        const bool mbOk = c.atLeastOne("training.micro_batch", tr.microBatch);
        const bool gbOk = c.atLeastOne("training.global_batch", tr.globalBatch);
        if (mbOk && gbOk && tr.globalBatch % (static_cast<long long>(tr.microBatch) * dataParallel) != 0)
            c.fail("training.global_batch",
                   "global batch " + std::to_string(tr.globalBatch) + " is not a multiple of micro-batch " +
                       std::to_string(tr.microBatch) + " x " + std::to_string(dataParallel) +
                       " data-parallel groups (gradient accumulation must be a whole number of steps)");
        if (c.atLeastOne("training.sequence_length", tr.sequenceLength) && tr.sequenceLength > seqCap)
            c.fail("training.sequence_length", "more than 10 million tokens per sequence is not a sensible plan");
        const bool tokensOk = c.nonNegative("training.tokens", tr.tokens);
        const bool datasetOk = c.nonNegative("training.dataset_tokens", tr.datasetTokens);
        const bool epochsOk = c.positive("training.epochs", tr.epochs);
        if (tokensOk && datasetOk && epochsOk && tr.tokens == 0 && tr.datasetTokens == 0)
            c.fail("training.tokens", "set tokens (or dataset_tokens and epochs) to train on");
        if (tokensOk && tr.tokens > ScenarioValidator::kMaxTrainingTokens)
            c.fail("training.tokens",
                   "more than 1e15 training tokens (about 60 times Llama 3's 15.6 trillion) is not a sensible plan");
        if (datasetOk && epochsOk && tr.tokens == 0 &&
            tr.datasetTokens * tr.epochs > ScenarioValidator::kMaxTrainingTokens)
            c.fail(
                "training.dataset_tokens",
                "dataset tokens x epochs above 1e15 (about 60 times Llama 3's 15.6 trillion) is not a sensible plan");
        if (s.task == Task::LoRA || s.task == Task::QLoRA) {
            if (tr.loraRank <= 0)
                c.fail("training.lora_rank", "must be 1 or more, got " + std::to_string(tr.loraRank));
            if (tr.loraTargets.empty())
                c.fail("training.lora_targets", "name at least one matrix to adapt (q k v o gate up down)");
            for (std::size_t i = 0; i < tr.loraTargets.size(); ++i)
                if (std::find(kLoraTargets.begin(), kLoraTargets.end(), tr.loraTargets[i]) == kLoraTargets.end())
                    c.fail("training.lora_targets[" + std::to_string(i) + "]",
                           "unknown target \"" + tr.loraTargets[i] + "\"; allowed: q, k, v, o, gate, up, down");
                else if (std::find(tr.loraTargets.begin(), tr.loraTargets.begin() + static_cast<long>(i),
                                   tr.loraTargets[i]) != tr.loraTargets.begin() + static_cast<long>(i))
                    c.fail("training.lora_targets[" + std::to_string(i) + "]",
                           "\"" + tr.loraTargets[i] + "\" is listed twice (its adapters would be counted twice)");
            if (model && tr.loraRank > model->hiddenSize)
                c.fail("training.lora_rank", "rank " + std::to_string(tr.loraRank) + " exceeds the hidden size " +
                                                 std::to_string(model->hiddenSize));
        }
        if (tr.precision == TrainPrecision::FP8 && gpu && !(gpu->fp8DenseTflops > 0))
            c.fail("training.precision", gpu->name + " has no FP8 tensor cores: choose bf16_mixed");
    } else {
        const auto& in = s.inference;
        c.atLeastOne("inference.concurrent_sequences", in.concurrentSequences);
        const bool promptOk = c.atLeastOne("inference.prompt_tokens", in.promptTokens);
        const bool outputOk = c.atLeastOne("inference.output_tokens", in.outputTokens);
        if (promptOk && outputOk && static_cast<double>(in.promptTokens) + in.outputTokens > seqCap)
            c.fail("inference.prompt_tokens", "prompt + output above 10 million tokens is not a sensible plan");
        c.nonNegative("inference.target_requests_per_second", in.targetRequestsPerSecond);
        c.nonNegative("inference.target_latency_seconds", in.targetLatencySeconds);
        c.nonNegative("inference.target_ttft_seconds", in.targetTtftSeconds);
        c.nonNegative("inference.target_tpot_seconds", in.targetTpotSeconds);
    }

    // Pricing
    for (std::size_t i = 0; i < s.pricing.offerKeys.size(); ++i)
        if (!catalog.offer(s.pricing.offerKeys[i]))
            c.fail("pricing.offer_keys[" + std::to_string(i) + "]",
                   "no offer \"" + s.pricing.offerKeys[i] + "\" in the catalog");
    if (options.pricingRequested && s.pricing.offerKeys.empty())
        c.fail("pricing.offer_keys", "choose at least one offer to price the plan with");
    if (s.pricing.currency.empty())
        c.fail("pricing.currency", "is required (an ISO code such as USD or INR)");
    else if (!catalog.currencies.empty() && !catalog.currency(s.pricing.currency))
        c.fail("pricing.currency", "no exchange rate for \"" + s.pricing.currency + "\" in the catalog");
    if (const auto& tiers = pricingTiers(); std::find(tiers.begin(), tiers.end(), s.pricing.tier) == tiers.end()) {
        std::string list;
        for (const auto& t : tiers)
            list += (list.empty() ? "" : ", ") + t;
        c.fail("pricing.tier", "must be one of " + list + " (the tier the headline price comes from)");
    }

    // Overheads
    if (c.nonNegative("overheads.cuda_context_gb", s.overheads.cudaContextGb) && s.overheads.cudaContextGb > 16)
        c.fail("overheads.cuda_context_gb", "more than 16 GB of CUDA context per GPU is not plausible (typical 0.5-2)");
    const double f = s.overheads.allocatorReserveFraction;
    if (c.nonNegative("overheads.allocator_reserve_fraction", f) && f >= 1)
        c.fail("overheads.allocator_reserve_fraction",
               "is a fraction of allocated memory below 1 (e.g. 0.07), got " + str(f));
    return errors;
}

std::vector<FieldError> ScenarioValidator::warnings(const Scenario& s, const CatalogSnapshot& catalog)
{
    std::vector<FieldError> out;
    const auto model = resolveModel(s, catalog);
    // Beyond the trained context is a warning, not an error: RoPE scaling (YaRN, position interpolation) and
    // long-context fine-tuning run models past it deliberately; the memory estimate stays valid either way.
    if (model && model->contextLength > 0) {
        if (s.isTraining() && s.training.sequenceLength > model->contextLength)
            out.push_back({"training.sequence_length", std::to_string(s.training.sequenceLength) + " tokens exceeds " +
                                                           model->name + "'s trained context of " +
                                                           std::to_string(model->contextLength) +
                                                           " (needs RoPE scaling or long-context fine-tuning)"});
        if (!s.isTraining() &&
            static_cast<long long>(s.inference.promptTokens) + s.inference.outputTokens > model->contextLength)
            out.push_back({"inference.prompt_tokens",
                           "prompt + output (" + std::to_string(s.inference.promptTokens + s.inference.outputTokens) +
                               " tokens) exceeds " + model->name + "'s context of " +
                               std::to_string(model->contextLength)});
    }
    if (!s.isTraining() && s.parallel.zero != ZeroStage::Zero0)
        out.push_back({"parallel.zero_stage", "ZeRO shards training state only; it is ignored for inference"});
    if (s.isTraining() && s.parallel.zero != ZeroStage::Zero0 &&
        s.totalGpus() / std::max(1, s.parallel.tensorParallel * s.parallel.pipelineParallel) <= 1)
        out.push_back({"parallel.zero_stage", "ZeRO divides by the data-parallel degree, which is 1 here: no saving"});
    if (const GpuSpec* gpu = catalog.gpu(s.hardware.gpuKey)) {
        if (!s.isTraining() && (s.inference.weights == WeightFormat::FP8 || s.inference.kvCache == KvPrecision::FP8) &&
            !(gpu->fp8DenseTflops > 0))
            out.push_back({s.inference.weights == WeightFormat::FP8 ? "inference.weights" : "inference.kv_cache",
                           gpu->name + " has no FP8 tensor cores: FP8 is stored, then computed in 16 bits"});
        for (std::size_t i = 0; i < s.pricing.offerKeys.size(); ++i)
            if (const OfferSpec* o = catalog.offer(s.pricing.offerKeys[i]); o && o->gpuKey != gpu->key)
                out.push_back({"pricing.offer_keys[" + std::to_string(i) + "]",
                               "offer \"" + o->key + "\" prices a " + o->gpuKey + ", not the scenario's " + gpu->key});
    }
    if (s.isTraining() && s.parallel.pipelineParallel > 1 &&
        pipelineMicroBatches(
            s.parallel.pipelineMicroBatches,
            gradientAccumulationSteps(
                s.training.globalBatch, s.training.microBatch,
                std::max(1, s.totalGpus() / std::max(1, s.parallel.tensorParallel * s.parallel.pipelineParallel)))) <
            s.parallel.pipelineParallel)
        out.push_back({"parallel.pipeline_micro_batches",
                       "fewer micro-batches than pipeline stages leaves a bubble of (p-1)/m above half the step"});
    return out;
}

} // namespace gp
