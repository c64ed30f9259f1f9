// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioValidator.h"

#include "CommunicationModel.h"
#include "ModelCounts.h"
#include "OfferTerms.h"
#include "PipelineSchedule.h"
#include "ScenarioFields.h"
#include "ScenarioJson.h"
#include "ServingEngines.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <string_view>

namespace gp {
namespace {

class Checker {
public:
    explicit Checker(std::vector<FieldError>& out) : out_(out) {}
    void fail(const std::string& field, const std::string& message) { out_.push_back({field, message}); }

    // Every number the scenario reads against its range in the field list (ScenarioFields.cpp), so the
    // editor's spin boxes, the docs and these messages name the same bounds and label.
    void checkRanges(const Scenario& s)
    {
        for (const ScenarioField& f : scenarioFields()) {
            if (!f.isNumeric() || !f.shownFor(s))
                continue;
            const std::optional<double> v = f.number(s);
            if (!v)
                continue; // an optional field left unset (mfu_override)
            if (const auto problem = f.rangeProblem(*v)) {
                fail(f.path, *problem);
                outOfRange_.push_back(f.path);
            }
        }
    }
    // Whether the field passed its range check (the rules relating fields only run on ones that did).
    bool ok(std::string_view path) const
    {
        return std::find(outOfRange_.begin(), outOfRange_.end(), path) == outOfRange_.end();
    }

private:
    std::vector<FieldError>& out_;
    std::vector<std::string> outOfRange_;
};

constexpr std::array<std::string_view, 7> kLoraTargets{"q", "k", "v", "o", "gate", "up", "down"};

// The rules between fields of a custom model; each field's own range is checked by Checker::checkRanges.
void checkArchitecture(const ModelArchitecture& m, Checker& c)
{
    const std::string p = "model.custom.";
    if (c.ok(p + "active_parameters") && c.ok(p + "parameters") && m.activeParameters > m.parameters)
        c.fail(p + "active_parameters", "cannot exceed parameters (" + formatFieldNumber(m.parameters) + ")");
    // The count includes the embeddings: one V x h matrix when tied (tie_word_embeddings), the input embedding and
    // the LM head when not. A count at or below them leaves no layers, and gp::computedParameters (the N of 6 N, the
    // weights that multiply) would go to zero or below.
    const double vh = static_cast<double>(m.vocabSize) * m.hiddenSize;
    const double embeddings = embeddingAndHeadParameters(m); // the causal-LM form: V h tied, 2 V h untied
    if (c.ok(p + "parameters") && c.ok(p + "vocab_size") && c.ok(p + "hidden_size") && vh > 0 &&
        !(m.parameters > embeddings))
        c.fail(p + "parameters", "must count the layers as well as the embeddings: vocab_size x hidden_size" +
                                     std::string(m.tiedEmbeddings ? " (tied, one matrix)"
                                                                  : " x 2 (input embedding and LM head, untied)") +
                                     " is already " + formatFieldNumber(embeddings) + ", and parameters is " +
                                     formatFieldNumber(m.parameters));
    // The same for the parameters a token passes through (a mixture of experts sets them apart): they hold the
    // embeddings too, or 6 N would count no layers (ModelCounts' activeParameters falls back to the total at
    // 0 or below, which would time an MoE model as dense).
    if (c.ok(p + "active_parameters") && c.ok(p + "vocab_size") && c.ok(p + "hidden_size") && vh > 0 &&
        m.activeParameters > 0 && !(m.activeParameters > embeddings))
        c.fail(p + "active_parameters",
               "must count the layers a token passes through as well as the embeddings, which are already " +
                   formatFieldNumber(embeddings) + "; active_parameters is " + formatFieldNumber(m.activeParameters));
    if (c.ok(p + "kv_heads") && c.ok(p + "attention_heads") && m.attentionHeads % m.kvHeads != 0)
        c.fail(p + "kv_heads", std::to_string(m.kvHeads) + " KV heads do not divide the " +
                                   std::to_string(m.attentionHeads) + " attention heads (grouped-query attention)");
    if (c.ok(p + "active_experts") && c.ok(p + "experts") && m.experts > 1 && m.activeExperts > m.experts)
        c.fail(p + "active_experts", "must be between 0 and experts (" + std::to_string(m.experts) + "), got " +
                                         std::to_string(m.activeExperts));
}

// An encoder-decoder model (model.custom.encoder_layers > 0) is modelled for what its estimators count: training on
// one pipeline stage, every sequence on one rank, dense blocks. Each combination left out is refused, naming the
// setting, rather than estimated as if the model were decoder-only.
void checkEncoderDecoder(const Scenario& s, const ModelArchitecture& m, Checker& c)
{
    if (m.encoderLayers <= 0)
        return;
    const std::string why = " is not modelled for an encoder-decoder model (model.custom.encoder_layers " +
                            std::to_string(m.encoderLayers) + ")";
    if (s.task == Task::Inference)
        c.fail("task", "serving" + why +
                           ": its KV cache holds the decoder's self-attention and the cross-attention over the "
                           "encoder output, which the serving estimate does not count; plan a training task");
    if (s.task == Task::QLoRA)
        c.fail("task", "qlora" + why + ": its 4-bit layer and adapter counts are decoder-only; use lora");
    if (m.experts > 1)
        c.fail("model.custom.experts", "a mixture of experts" + why +
                                           " (Switch Transformers' routed blocks are not counted): set experts to 0");
    if (!s.isTraining())
        return;
    if (s.parallel.pipelineParallel > 1)
        c.fail("parallel.pipeline_parallel",
               "pipeline parallelism" + why +
                   ": the encoder and decoder stacks would split into stages of unequal "
                   "sequence lengths and cross-attention traffic; set pipeline_parallel to 1");
    if (s.parallel.contextParallel > 1)
        c.fail("parallel.context_parallel", "context parallelism" + why +
                                                ": the ring splits one sequence length, and the encoder and decoder "
                                                "have two; set context_parallel to 1");
    if (s.training.recompute == Recompute::SelectiveOp)
        c.fail("training.recompute", "selective_op" + why +
                                         " (torchtitan's per-op save list is written for a Llama block); choose none, "
                                         "selective, selective_layer or full");
    if (s.training.activationOffloading)
        c.fail("training.activation_offloading", "activation offloading" + why + ": set it to false");
    if (s.training.packedSequences && s.training.packedSampleTokens > 0)
        c.fail("training.packed_sample_tokens", "per-sample attention in a pack" + why + ": set it to 0");
    if (s.training.head != OutputHead::CausalLm)
        c.fail("training.head", std::string(ScenarioJson::name(s.training.head)) + why +
                                    ": the decoder's LM head (causal_lm) is the one counted");
    // Sequence parallelism splits the encoder's s_enc tokens over the t ranks as it splits the decoder's s.
    const int t = s.parallel.tensorParallel;
    const long long sEnc =
        s.training.encoderSequenceLength > 0 ? s.training.encoderSequenceLength : s.training.sequenceLength;
    if (s.parallel.sequenceParallel && c.ok("parallel.tensor_parallel") && t > 1 &&
        c.ok("training.encoder_sequence_length") && sEnc > 0 && sEnc % t != 0)
        c.fail("parallel.sequence_parallel", "splits the encoder's sequence over the " + std::to_string(t) +
                                                 " tensor-parallel ranks: encoder_sequence_length " +
                                                 std::to_string(sEnc) + " is not a multiple of " + std::to_string(t));
}

} // namespace

std::string ScenarioValidator::ttftPercentileProblem(int pc, double ttftTargetSeconds, Batching batching)
{
    if (pc == 0)
        return {};
    if (pc != 50 && pc != 90 && pc != 95 && pc != 99)
        return "must be 50, 90, 95 or 99 (or 0: the target is on the mean), got " + std::to_string(pc);
    if (!(ttftTargetSeconds > 0))
        return "names the percentile of target_ttft_seconds, which is not set: set target_ttft_seconds";
    if (batching != Batching::Continuous)
        return "percentiles come from the continuous-batching scheduler's queueing model: set batching to "
               "continuous (or a serving engine that batches continuously), or target the mean (0)";
    return {};
}

std::optional<ModelArchitecture> ScenarioValidator::resolveModel(const Scenario& s, const CatalogSnapshot& c)
{
    if (!s.model.catalogKey.empty()) {
        if (const auto* m = c.model(s.model.catalogKey))
            return withTrainingHead(*m, s);
        return std::nullopt;
    }
    if (!s.model.custom)
        return std::nullopt;
    return withTrainingHead(*s.model.custom, s);
}

std::vector<FieldError> ScenarioValidator::validate(const Scenario& s, const CatalogSnapshot& catalog,
                                                    const ValidationOptions& options)
{
    std::vector<FieldError> errors;
    Checker c(errors);
    c.checkRanges(s);

    // Model
    std::optional<ModelArchitecture> model;
    if (!s.model.catalogKey.empty()) {
        if (const auto* m = catalog.model(s.model.catalogKey)) {
            model = *m;
            // The same rule as for a custom model (checkArchitecture): the user's copy of a row can hold any count.
            const double embeddings = embeddingAndHeadParameters(*m);
            if (!(m->parameters > embeddings))
                c.fail("model.catalog_key", "the catalog row \"" + s.model.catalogKey + "\" counts " +
                                                formatFieldNumber(m->parameters) +
                                                " parameters, no more than its embeddings (" +
                                                formatFieldNumber(embeddings) + "): edit the row's parameters");
            // Its active count too (an MoE row): at or below the embeddings, 6 N would count no layers.
            else if (m->activeParameters > 0 && !(m->activeParameters > embeddings))
                c.fail("model.catalog_key", "the catalog row \"" + s.model.catalogKey + "\" counts " +
                                                formatFieldNumber(m->activeParameters) +
                                                " active parameters, no more than its embeddings (" +
                                                formatFieldNumber(embeddings) + "): edit the row's active_parameters");
        } else
            c.fail("model.catalog_key", "no model \"" + s.model.catalogKey + "\" in the catalog");
    } else if (s.model.custom) {
        checkArchitecture(*s.model.custom, c);
        // Only a whole architecture is used by the rules below (a head count out of range would divide by 0).
        if (std::none_of(errors.begin(), errors.end(),
                         [](const FieldError& e) { return e.field.rfind("model.custom.", 0) == 0; }))
            model = s.model.custom;
    } else {
        c.fail("model", "choose a catalog model (catalog_key) or describe a custom one");
    }
    if (model)
        checkEncoderDecoder(s, *model, c);

    // Hardware
    const auto& hw = s.hardware;
    const GpuSpec* gpu = nullptr;
    if (hw.gpuKey.empty())
        c.fail("hardware.gpu_key", "is required");
    else if (!(gpu = catalog.gpu(hw.gpuKey)))
        c.fail("hardware.gpu_key", "no GPU \"" + hw.gpuKey + "\" in the catalog");
    const bool perNodeOk = c.ok("hardware.gpus_per_node");
    const bool nodesOk = c.ok("hardware.nodes");
    if (!hw.intraNodeLinkKey.empty() && !catalog.link(hw.intraNodeLinkKey))
        c.fail("hardware.intra_node_link_key", "no link \"" + hw.intraNodeLinkKey + "\" in the catalog");
    if (!hw.interNodeLinkKey.empty() && !catalog.link(hw.interNodeLinkKey))
        c.fail("hardware.inter_node_link_key", "no link \"" + hw.interNodeLinkKey + "\" in the catalog");
    if (nodesOk && hw.nodes > 1 && hw.interNodeLinkKey.empty()) {
        // Suggest the network the what-if and the searches take for this GPU (CommunicationModel::chooseInterNode).
        const auto choice = CommunicationModel::chooseInterNode(gpu, catalog);
        c.fail("hardware.inter_node_link_key",
               "is required when nodes > 1: the network between the nodes" +
                   (choice.key.empty() ? std::string(" (the catalog has no scale-out network)")
                    : choice.reference ? " (the GPU's reference system uses " + choice.key + ")"
                                       : " (e.g. " + choice.key +
                                             ", which the what-if and the searches take: no reference system is "
                                             "recorded for this GPU; the catalog's slowest)"));
    }
    const long long totalGpus = perNodeOk && nodesOk ? static_cast<long long>(hw.gpusPerNode) * hw.nodes : 0;

    // Parallel layout
    const auto& par = s.parallel;
    const bool tOk = c.ok("parallel.tensor_parallel");
    const bool pOk = c.ok("parallel.pipeline_parallel");
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
    // Context parallelism (Megatron-Core context_parallel_size): the GPUs split t x c x p x d.
    const bool cOk = c.ok("parallel.context_parallel");
    const int cp = s.isTraining() && cOk ? std::max(1, par.contextParallel) : 1;
    if (cp > 1 && tOk && pOk && totalGpus > 0 && totalGpus % (static_cast<long long>(t) * p * cp) != 0)
        c.fail("parallel.context_parallel", "tensor x pipeline x context = " + std::to_string(t) + " x " +
                                                std::to_string(p) + " x " + std::to_string(cp) +
                                                " does not divide the " + std::to_string(totalGpus) + " GPUs");
    const long long dataParallel =
        tOk && pOk && totalGpus > 0 ? std::max(1LL, totalGpus / (static_cast<long long>(t) * p * cp)) : 1;
    // Megatron-Core cuts every sequence into 2 x c chunks and gives rank r chunks r and 2c - 1 - r, so that causal
    // attention costs every rank the same (megatron/core/utils.py, get_batch_on_this_cp_rank): the sequence must be
    // a multiple of 2 c; with sequence parallelism each rank's s/c is split over the t ranks again.
    const long long seq = s.training.sequenceLength;
    if (cp > 1 && c.ok("training.sequence_length") && seq % (2LL * cp) != 0)
        c.fail("parallel.context_parallel",
               std::to_string(cp) + " context-parallel ranks cut each sequence into 2 x " + std::to_string(cp) +
                   " chunks (Megatron-Core's load-balanced causal split): sequence_length " + std::to_string(seq) +
                   " is not a multiple of " + std::to_string(2 * cp));
    else if (cp > 1 && par.sequenceParallel && tOk && t > 1 && seq > 0 && seq % t == 0 &&
             seq % (static_cast<long long>(t) * cp) != 0)
        c.fail("parallel.sequence_parallel", "splits the sequence over the " + std::to_string(t) +
                                                 " tensor-parallel ranks of each of the " + std::to_string(cp) +
                                                 " context-parallel ranks: sequence_length " + std::to_string(seq) +
                                                 " is not a multiple of " + std::to_string(t * cp));
    // Megatron-Core overlaps the pipeline's point-to-point traffic only in the interleaved schedule: the
    // non-interleaved one raises "Non-interleaved pipeline parallelism does not support overlapping p2p
    // communication".
    if (par.ppCommOverlap && s.isTraining() && !(par.virtualStages > 1 && pOk && p > 1))
        c.fail("parallel.pp_comm_overlap", "overlaps the interleaved schedule's sends and receives (Megatron-Core "
                                           "overlap_p2p_comm): it needs pipeline_parallel 2 or more and "
                                           "virtual_stages above 1, or set it off");
    // Interleaved 1F1B (Narayanan et al. 2021, sec. 2.2.2): v model chunks on each of p >= 2 ranks, each chunk at
    // least one layer.
    if (c.ok("parallel.virtual_stages") && par.virtualStages > 1 && s.isTraining() && pOk) {
        if (p < 2)
            c.fail("parallel.virtual_stages", std::to_string(par.virtualStages) +
                                                  " virtual stages need a pipeline: set pipeline_parallel to 2 or more "
                                                  "(or virtual_stages to 1)");
        else if (model && model->layers > 0 &&
                 static_cast<long long>(p) * par.virtualStages > static_cast<long long>(model->layers))
            c.fail("parallel.virtual_stages", std::to_string(p) + " stages x " + std::to_string(par.virtualStages) +
                                                  " virtual stages for " + std::to_string(model->layers) +
                                                  " layers: every virtual stage needs at least one layer");
    }

    // Training
    const double seqCap = kMaxSequenceLength;
    if (s.isTraining()) {
        const auto& tr = s.training;
        const bool mbOk = c.ok("training.micro_batch");
        const bool gbOk = c.ok("training.global_batch");
        if (mbOk && gbOk && tr.globalBatch % (static_cast<long long>(tr.microBatch) * dataParallel) != 0)
            c.fail("training.global_batch",
                   "global batch " + std::to_string(tr.globalBatch) + " is not a multiple of micro-batch " +
                       std::to_string(tr.microBatch) + " x " + std::to_string(dataParallel) +
                       " data-parallel groups (gradient accumulation must be a whole number of steps)");
        const bool tokensOk = c.ok("training.tokens");
        const bool datasetOk = c.ok("training.dataset_tokens");
        const bool epochsOk = c.ok("training.epochs");
        if (tokensOk && datasetOk && epochsOk && tr.tokens == 0 && tr.datasetTokens == 0)
            c.fail("training.tokens", "set tokens (or dataset_tokens and epochs) to train on");
        if (datasetOk && epochsOk && tr.tokens == 0 &&
            tr.datasetTokens * tr.epochs > ScenarioValidator::kMaxTrainingTokens)
            c.fail(
                "training.dataset_tokens",
                "dataset tokens x epochs above 1e15 (about 60 times Llama 3's 15.6 trillion) is not a sensible plan");
        if (s.task == Task::LoRA || s.task == Task::QLoRA) {
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
            if (c.ok("training.lora_rank") && model && tr.loraRank > model->hiddenSize)
                c.fail("training.lora_rank", "rank " + std::to_string(tr.loraRank) + " exceeds the hidden size " +
                                                 std::to_string(model->hiddenSize));
        }
        // torchtune refuses optimizer_in_bwd with gradient accumulation ("Gradient accumulation is not supported
        // with optimizer in bwd"): the step runs inside every backward pass.
        if (tr.optimizerInBackward && (s.task == Task::PreTrain || s.task == Task::FullFineTune) && tr.microBatch > 0 &&
            gradientAccumulationSteps(tr.globalBatch, tr.microBatch, static_cast<int>(dataParallel)) > 1)
            c.fail("training.optimizer_in_backward",
                   "steps the optimizer inside every backward pass, so it cannot accumulate gradients: set "
                   "global_batch to micro_batch x data parallel");
        // The span is refused only where it is read (gp::packedAttentionSpan); elsewhere it is ignored with a
        // warning. A negative value is the field range's error (above).
        const bool spanRead = packedAttentionSpan(s, model && model->encoderLayers > 0) > 0;
        // A sample packed into a sequence is at most the sequence (NeMo's packing script fills packs up to it).
        if (spanRead && c.ok("training.sequence_length") && tr.sequenceLength > 0 &&
            tr.packedSampleTokens > tr.sequenceLength)
            c.fail("training.packed_sample_tokens",
                   std::to_string(tr.packedSampleTokens) + " tokens per sample do not fit a packed sequence of " +
                       std::to_string(tr.sequenceLength) + ": at most sequence_length");
        // The context-parallel ring's exposed time is timed for attention over the whole sequence.
        if (spanRead && s.contextParallel() > 1)
            c.fail("training.packed_sample_tokens",
                   "per-sample attention with context parallelism is not modelled (the ring is timed for attention "
                   "over the whole sequence): set it to 0 or context_parallel to 1");
        // Sequence parallelism (Korthikanti et al. 2022, sec. 4.2.2) splits each sequence over the t ranks.
        if (par.sequenceParallel && tOk && t > 1 && tr.sequenceLength > 0 && tr.sequenceLength % t != 0)
            c.fail("parallel.sequence_parallel",
                   "splits the sequence over the " + std::to_string(t) + " tensor-parallel ranks: sequence_length " +
                       std::to_string(tr.sequenceLength) + " is not a multiple of " + std::to_string(t));
        // A classification head replaces an untied LM head's V x h parameters (ModelCounts.h): the count left
        // must stay a model.
        if (tr.head == OutputHead::SequenceClassification && model && c.ok("training.num_labels")) {
            const double change = trainingHeadParameterChange(*model, tr.head, tr.numLabels);
            // What the engine then computes with: the total, the active count and 6 N (a tied matrix's matmul gone)
            // must all stay above 0 (an edited catalog row can hold any count).
            const ModelArchitecture headed = withTrainingHead(*model, s);
            const double active = model->activeParameters > 0 ? model->activeParameters : model->parameters;
            if (!(model->parameters + change > 0) || !(active + change > 0) || !(computedParameters(headed) > 0))
                c.fail("training.head",
                       (change < 0 ? "sequence_classification removes the " + formatFieldNumber(-change) +
                                         " parameters of the V x h LM head (net of the score layer), which leaves "
                                         "none of the model's "
                                   : std::string("sequence_classification leaves the tied V x h matrix an embedding "
                                                 "lookup, and no layers are left to compute in the model's ")) +
                           formatFieldNumber(model->parameters) + ": check parameters, vocab_size and hidden_size");
        }
        if (tr.precision == TrainPrecision::FP8 && gpu && !(gpu->fp8DenseTflops > 0))
            c.fail("training.precision", gpu->name + " has no FP8 tensor cores: choose bf16_mixed");
        // DeepSpeed accepts offload_param only at ZeRO stage 3 ("valid only with stage 3"), FSDP's CPUOffload only
        // for sharded parameters: the GPU must fetch layers it does not hold.
        if (par.offloadParameters && par.zero != ZeroStage::Zero3)
            c.fail("parallel.offload_parameters",
                   "needs the parameters sharded and gathered layer by layer: set zero_stage to 3 (ZeRO-3 / FSDP "
                   "full shard)");
    } else {
        const auto& in = s.inference;
        const bool promptOk = c.ok("inference.prompt_tokens");
        const bool outputOk = c.ok("inference.output_tokens");
        if (promptOk && outputOk && static_cast<double>(in.promptTokens) + in.outputTokens > seqCap)
            c.fail("inference.prompt_tokens", "prompt + output above 10 million tokens is not a sensible plan");
        if (const std::string why =
                ttftPercentileProblem(in.targetTtftPercentile, in.targetTtftSeconds, ServingEngines::batching(in));
            !why.empty())
            c.fail("inference.target_ttft_percentile", why);
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
    // An encoder-decoder model's count from its shape (gp::encoderDecoderCounts) against the parameters given: memory
    // uses the given count, and FLOPs split it in the shape's proportions, so a count far from the shape's is worth
    // a second look (a config.json field left out, or a count that includes something the shape does not).
    if (model && model->encoderLayers > 0 && s.model.custom) {
        const double shape = encoderDecoderCounts(*s.model.custom).total();
        const double given = s.model.custom->parameters;
        if (shape > 0 && std::abs(given - shape) > 0.1 * shape)
            out.push_back({"model.custom.parameters",
                           formatFieldNumber(given) + " parameters given, but the encoder-decoder shape counts " +
                               formatFieldNumber(shape) + " (" +
                               formatFieldNumber(std::round((given / shape - 1) * 1000) / 10) +
                               "% apart; more than 10%): memory uses the count given, FLOPs split it in the shape's "
                               "proportions; check layers, encoder_layers, hidden_size, ffn_size, vocab_size and "
                               "tie_word_embeddings"});
    }
    if (s.isTraining() && s.training.packedSampleTokens > 0) {
        if (!s.training.packedSequences)
            out.push_back({"training.packed_sample_tokens",
                           "read only with training.packed_sequences true (samples packed into each sequence): "
                           "ignored"});
        else if (s.task == Task::PreTrain)
            out.push_back(
                {"training.packed_sample_tokens",
                 "read only for fine-tuning (full_finetune, lora, qlora), where samples are packed: ignored"});
        else if (!s.training.flashAttention)
            // Per-sample attention is a fused variable-length kernel (FlashAttention varlen, Transformer Engine
            // THD); without one the memory still holds the pack's s x s scores.
            out.push_back({"training.packed_sample_tokens",
                           "per-sample attention runs in fused variable-length kernels (FlashAttention, Transformer "
                           "Engine): with flash_attention off the memory still holds the whole s x s scores"});
    }
    if (s.isTraining() && s.training.encoderSequenceLength > 0 && !(model && model->encoderLayers > 0))
        out.push_back({"training.encoder_sequence_length",
                       "read only for an encoder-decoder model (model.custom.encoder_layers above 0): ignored"});
    if (s.isTraining() && s.parallel.zero != ZeroStage::Zero0 &&
        static_cast<long long>(s.dataParallel()) * s.contextParallel() <= 1)
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
        pipelineMicroBatches(s.parallel.pipelineMicroBatches,
                             gradientAccumulationSteps(s.training.globalBatch, s.training.microBatch,
                                                       s.dataParallel())) < s.parallel.pipelineParallel)
        out.push_back({"parallel.pipeline_micro_batches",
                       "fewer micro-batches than pipeline stages leaves a bubble of (p-1)/m above half the step"});
    if (s.isTraining() && s.parallel.sequenceParallel && s.parallel.tensorParallel <= 1)
        out.push_back({"parallel.sequence_parallel", "splits activations over the tensor-parallel ranks, and "
                                                     "tensor_parallel is 1: no saving"});
    if (!s.isTraining() && s.training.head != OutputHead::CausalLm)
        out.push_back({"training.head", "a training setting: ignored for inference (serving runs the causal-LM "
                                        "model)"});
    // A catalog row that does not record its embeddings (the models table's `embeddings` column, empty in an older
    // user copy or where the model card does not say) counts as untied, which for a tied model removes a V x h
    // matrix the classification model keeps: said, with the count.
    if (s.isTraining() && s.training.head == OutputHead::SequenceClassification && !s.model.catalogKey.empty())
        if (const ModelArchitecture* m = catalog.model(s.model.catalogKey); m && !m->tieRecorded)
            out.push_back(
                {"training.head", "the catalog does not say whether " + m->name +
                                      "'s LM head is tied to its embedding: counted as untied (its V x h = " +
                                      formatFieldNumber(static_cast<double>(m->vocabSize) * m->hiddenSize) +
                                      " parameters removed); set the row's embeddings to tied if it is (config.json "
                                      "tie_word_embeddings)"});
    if (s.isTraining() && s.training.head == OutputHead::SequenceClassification &&
        s.training.lossKernel != LossKernel::Standard)
        out.push_back({"training.loss_kernel", "a sequence-classification head has no vocabulary logits to chunk or "
                                               "fuse: ignored"});
    if (!s.isTraining() && (s.parallel.sequenceParallel || s.parallel.virtualStages > 1))
        out.push_back({s.parallel.sequenceParallel ? "parallel.sequence_parallel" : "parallel.virtual_stages",
                       "a training setting: ignored for inference"});
    // Megatron-Core's rank order puts the c ranks of a sequence next to the t tensor-parallel ones: beyond a node the
    // ring's K/V blocks cross the scale-out link (timed so: TrainingTimeEstimator::stepTimes).
    if (s.isTraining() && s.contextParallel() > 1 &&
        static_cast<long long>(std::max(1, s.parallel.tensorParallel)) * s.contextParallel() > s.hardware.gpusPerNode &&
        s.hardware.nodes > 1)
        out.push_back({"parallel.context_parallel",
                       "tensor x context = " + std::to_string(s.parallel.tensorParallel * s.contextParallel()) +
                           " GPUs exceed the " + std::to_string(s.hardware.gpusPerNode) +
                           " of a node: the context-parallel ring passes its K/V blocks over the inter-node link"});
    if (!s.isTraining() && s.parallel.contextParallel > 1)
        out.push_back({"parallel.context_parallel", "a training setting: ignored for inference (the serving layout "
                                                    "splits no sequence)"});
    if (s.isTraining() && s.parallel.virtualStages > 1 && s.parallel.pipelineParallel > 1) {
        const int p = s.parallel.pipelineParallel;
        const int m = pipelineMicroBatches(
            s.parallel.pipelineMicroBatches,
            gradientAccumulationSteps(s.training.globalBatch, s.training.microBatch, s.dataParallel()));
        // Megatron-LM's interleaved schedule runs the micro-batches in groups of p (Narayanan et al. 2021, sec.
        // 2.2.2: "the number of microbatches in a batch to be an integer multiple of the degree of pipeline
        // parallelism"); newer versions relax it, so it is a warning.
        if (m % p != 0)
            out.push_back({"parallel.virtual_stages",
                           "the interleaved schedule wants the micro-batches per step (" + std::to_string(m) +
                               ") to be a multiple of the pipeline stages (" + std::to_string(p) + ")"});
        if (const auto model = resolveModel(s, catalog);
            model && model->layers > 0 && model->layers % (static_cast<long long>(p) * s.parallel.virtualStages) != 0)
            out.push_back({"parallel.virtual_stages", std::to_string(model->layers) +
                                                          " layers do not split evenly into " +
                                                          std::to_string(p * s.parallel.virtualStages) +
                                                          " virtual stages: the largest sets the memory"});
    }
    return out;
}

} // namespace gp
