// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "VramEstimator.h"
#include "ExplanationBuilder.h"
#include "FrameworkDefaults.h"

#include "ActivationMemory.h"
#include "ModelCounts.h"
#include "PipelineSchedule.h"
#include "Precision.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gp {
namespace {

constexpr double kBytesPerGb = 1e9; // the engine reports decimal GB throughout

// vLLM's scheduler runs prefill in chunks of at most max_num_batched_tokens (8192 by default for online
// serving in recent versions): the prefill working set never exceeds one such chunk.
constexpr double kPrefillChunkTokens = 8192;

// What the engine assumes of a paged optimizer (training.optimizer adamw_paged / adamw_8bit_paged).
const char* kPagedNote = "; paged: in CUDA unified memory, counted in the total (nvidia-smi) but not in allocated "
                         "(PyTorch's allocator never sees it), resident unless the rest needs the room";
const char* kPagedCitation = "bitsandbytes paged optimizers (PagedAdamW, PagedAdamW8bit: state buffers from "
                             "cudaMallocManaged, evicted to CPU memory page by page when the GPU runs out; QLoRA, "
                             "Dettmers et al. 2023, sec. 3 Paged Optimizers). ";
const char* kZeroCitation = "Rajbhandari et al. 2020, ZeRO, sec. 3.1 and 5 (stage 1 Pos, 2 Pos+g, 3 Pos+g+p)";

// How E (embedding + head, VramEstimator::embeddingParameters) was counted, for the explanations.
std::string embeddingBasis(const ModelArchitecture& m)
{
    if (m.head == OutputHead::SequenceClassification)
        return "V h + h x num_labels (the embedding and the classification score layer)";
    return m.tiedEmbeddings ? "V h (tie_word_embeddings: the head is the embedding matrix)" : "2 V h";
}

// Where P comes from: the model, or the model with its LM head swapped for a classification score layer.
std::string parameterBasis(const ModelArchitecture& m)
{
    return m.head == OutputHead::SequenceClassification
               ? "model, training.head sequence_classification: " +
                     std::string(m.tiedEmbeddings ? "+ h x num_labels (the tied V h matrix stays as the embedding)"
                                                  : "- V h (LM head) + h x num_labels (score layer)")
               : "model";
}

std::string num(double v)
{
    std::ostringstream os;
    os.precision(4);
    os << v;
    return os.str();
}

struct Builder {
    std::vector<Explanation>* out = nullptr;
    const ModelArchitecture* model = nullptr;

    bool on() const { return out != nullptr; }

    void add(const std::string& figure, const std::string& label, double gb, std::string formula,
             std::vector<ExplanationInput> inputs, std::string citation)
    {
        if (!out)
            return;
        ExplanationBuilder x(figure, label, gb, "GB", std::move(formula), std::move(citation));
        for (auto& i : inputs)
            x.in(std::move(i.name), i.value, std::move(i.unit), std::move(i.note));
        if (model && !model->ref.table.empty())
            x.src(model->ref);
        out->push_back(x.done());
    }
};

struct Shape {
    double t, p, d;
    double c;      // context parallel: GPUs sharing each sequence
    double shards; // what ZeRO divides by: d x c
    int zero;
    double layersPerStage;
    double modelSplit; // t / (share of the layers on the largest stage): what t x p divides parameters by
};

Shape shapeOf(const ModelArchitecture& m, const ParallelLayout& l)
{
    Shape s;
    s.t = std::max(1, l.tensorParallel);
    s.p = std::max(1, l.pipelineParallel);
    s.d = std::max(1, l.dataParallel);
    s.c = std::max(1, l.contextParallel);
    // Megatron-Core's distributed optimizer shards over the data-parallel x context-parallel group
    // (megatron/core/optimizer/__init__.py get_megatron_optimizer: intra_dp_cp_group), torchtitan's FSDP over the
    // flattened dp_shard_cp mesh: the c ranks of a sequence hold the same parameters, so they share the shards.
    s.shards = s.d * s.c;
    s.zero = std::clamp(l.zeroStage, 0, 3);
    // 1F1B splits the layers into p stages; with uneven division the largest stage sets the peak.
    s.layersPerStage = m.layers > 0 ? std::ceil(static_cast<double>(m.layers) / s.p) : 0;
    // Tensor parallelism splits every matrix t ways (Megatron-LM, Shoeybi et al. 2019); pipeline stages hold
    // whole layers, so the fullest stage holds ceil(L/p) of L layers' parameters (equal to 1/p when p divides
    // L). The embedding and head are spread with the layers: a stated simplification.
    s.modelSplit = m.layers > 0 ? s.t * m.layers / s.layersPerStage : s.t;
    return s;
}

std::vector<ExplanationInput> layoutInputs(const Shape& sh)
{
    if (sh.c > 1)
        return {{"t (tensor parallel)", sh.t, "", "layout"},
                {"p (pipeline stages)", sh.p, "", "layout"},
                {"c (context parallel)", sh.c, "", "layout"},
                {"N (shards: data parallel d x context parallel c)", sh.shards, "",
                 "Megatron-Core shards over the dp x cp group"},
                {"ZeRO stage", static_cast<double>(sh.zero), "", "layout"}};
    return {{"t (tensor parallel)", sh.t, "", "layout"},
            {"p (pipeline stages)", sh.p, "", "layout"},
            {"N (data parallel)", sh.d, "", "layout"},
            {"ZeRO stage", static_cast<double>(sh.zero), "", "layout"}};
}

// ZeRO divides each model state by N from the stage that shards it (ZeRO paper sec. 5): optimizer states and
// the FP32 master copy from stage 1, gradients from stage 2, parameters from stage 3. N = d x c (Shape::shards);
// without sharding the c context-parallel ranks each hold the whole of their t x p share.
double zeroDivisor(const Shape& sh, int fromStage) { return sh.zero >= fromStage ? sh.shards : 1.0; }

ActivationInputs activationInputs(const Scenario& sc, const Shape& sh)
{
    ActivationInputs in;
    in.sequenceLength = sc.training.sequenceLength;
    in.microBatch = sc.training.microBatch;
    in.tensorParallel = static_cast<int>(sh.t);
    in.recompute = sc.training.recompute;
    in.flashAttention = sc.training.flashAttention;
    in.sequenceParallel = sc.parallel.sequenceParallel && sh.t > 1;
    in.valueBytes = activationValueBytes(sc.training.precision);
    in.quantizedInputCopies = sc.task == Task::QLoRA ? std::max(0, sc.training.qloraInputCopies) : 0;
    in.contextParallel = static_cast<int>(sh.c);
    return in;
}

int virtualStagesOf(const Scenario& sc, const ModelArchitecture& m, const Shape& sh)
{
    return VramEstimator::virtualStages(sc, m, static_cast<int>(sh.p));
}

// The loss spike as the scenario's loss kernel computes it (ActivationMemory::logitsBytes).
void explainLogits(const Scenario& sc, const ModelArchitecture& m, const Shape& sh, const ActivationInputs& in,
                   double gb, Builder& ex)
{
    if (m.head == OutputHead::SequenceClassification) {
        std::vector<ExplanationInput> scores{
            {"s", in.sequenceLength, "tokens", "scenario"},
            {"b", in.microBatch, "sequences", "scenario"},
            {"num_labels", static_cast<double>(m.numLabels), "", "training.num_labels"}};
        if (sh.c > 1)
            scores.push_back({"c (context parallel)", sh.c, "", "each rank scores its s/c positions: s x b / c"});
        ex.add("memory.logits_gb", "Loss spike (classification scores)", gb,
               std::string("s x b x num_labels x 14 bytes") + (sh.c > 1 ? " / c" : "") +
                   ": the score layer's output at every position, no vocabulary logits",
               scores,
               "training.head sequence_classification: Hugging Face *ForSequenceClassification scores every position "
               "with an h x num_labels layer (`logits = self.score(hidden_states)`) and pools the last non-padding "
               "token for the loss; counted at the standard loss's 14 bytes per entry, an upper bound. "
               "training.loss_kernel has no vocabulary logits to chunk or fuse here");
        return;
    }
    // BertForMaskedLM scores every position (`prediction_scores = self.cls(sequence_output)`) and masks the loss
    // with labels -100: the same logits as a causal LM.
    const std::string head = m.head == OutputHead::MaskedLm
                                 ? "; training.head masked_lm: Hugging Face BertForMaskedLM computes "
                                   "prediction_scores = self.cls(sequence_output) at every position, masked "
                                   "or not (the loss ignores labels -100), so the logits are a causal LM's"
                                 : "";
    std::vector<ExplanationInput> inputs{{"s", in.sequenceLength, "tokens", "scenario"},
                                         {"b", in.microBatch, "sequences", "scenario"},
                                         {"V (vocabulary)", static_cast<double>(m.vocabSize), "", "model"},
                                         {"t", sh.t, "", "layout (vocabulary-parallel loss)"}};
    if (sh.c > 1)
        inputs.push_back({"c (context parallel)", sh.c, "", "each rank's loss covers its s/c tokens: s x b / c"});
    // Each rank's loss covers its s/c tokens under context parallelism: the formulas divide by c as the figure does.
    const std::string byRanks = sh.c > 1 ? " / (t c)" : " / t";
    switch (sc.training.lossKernel) {
    case LossKernel::Standard:
        ex.add("memory.logits_gb", "Loss spike (logits)", gb,
               "s x b x V x 14 bytes" + byRanks +
                   " (BF16 logits 2 + FP32 copy 4 + FP32 log-softmax 4 + FP32 gradient 4)",
               inputs,
               "Count of the tensors PyTorch/Hugging Face causal-LM training holds at the loss (training.loss_kernel "
               "standard); Wijmans et al. 2024, Cut Your Losses in Large-Vocabulary Language Models (the logits "
               "dominate training memory at large vocabularies); Megatron's vocabulary-parallel cross entropy "
               "splits them by t" +
                   head);
        return;
    case LossKernel::Chunked:
        inputs.push_back({"chunks", ActivationMemory::kLossChunks, "", "torchtune num_output_chunks default"});
        ex.add("memory.logits_gb", "Loss spike (chunked cross-entropy)", gb,
               "s x b x V x (2 + 12/8) bytes" + byRanks +
                   " (BF16 logits of every chunk 2 + FP32 copy, log-softmax and "
                   "gradient 4 + 4 + 4 of one chunk at a time)",
               inputs,
               "torchtune CEWithChunkedOutputLoss (training.loss_kernel chunked): the output projection runs in 8 "
               "chunks, each upcast to FP32 only while its loss is computed (torchtune PR #1390)" +
                   head);
        return;
    case LossKernel::Fused: {
        const double tokens = in.sequenceLength / sh.c * in.microBatch; // the rank's s/c tokens
        inputs.push_back({"h (hidden size)", static_cast<double>(m.hiddenSize), "", "model"});
        inputs.push_back(
            {"k (tokens per logits chunk)", ActivationMemory::fusedChunkTokens(tokens, m.vocabSize, m.hiddenSize),
             "tokens",
             sh.c > 1 ? "next_power_of_2(ceil((s b / c) / ceil(V / h)))" : "next_power_of_2(ceil(s b / ceil(V / h)))"});
        inputs.push_back({"B (bytes per value)", in.valueBytes, "bytes", "precision"});
        ex.add("memory.logits_gb", "Loss working set (fused linear cross-entropy)", gb,
               std::string(sh.c > 1 ? "(k x V / t + s x b x h / c) x B" : "(k x V / t + s x b x h) x B") +
                   ": one chunk of logits, overwritten by its gradient, and the gradient of the hidden state",
               inputs,
               "Liger-Kernel fused linear cross-entropy (training.loss_kernel fused; Hsu et al. 2024, sec. 3; chunk "
               "size as in src/liger_kernel/ops/fused_linear_cross_entropy.py); the full logits are never held" +
                   head);
        return;
    }
    }
}

void trainingActivations(const Scenario& sc, const ModelArchitecture& m, const Shape& sh, MemoryBreakdown& mb,
                         Builder& ex, std::vector<Message>* warnings)
{
    const ActivationInputs in = activationInputs(sc, sh);

    const double perLayer = ActivationMemory::perLayerBytes(m, in);
    const PipelineActivations pieces = VramEstimator::activationPieces(
        sc, m,
        {static_cast<int>(sh.t), static_cast<int>(sh.p), static_cast<int>(sh.d), sh.zero, static_cast<int>(sh.c)});
    // The same micro-batch count the time model's bubble uses (PipelineSchedule.h): by default the
    // gradient-accumulation steps of each data-parallel replica.
    const int microBatches = pipelineMicroBatches(
        sc.parallel.pipelineMicroBatches,
        gradientAccumulationSteps(sc.training.globalBatch, sc.training.microBatch, static_cast<int>(sh.d)));
    const int virtualStages = virtualStagesOf(sc, m, sh);
    const double inFlightFirst = activationsInFlight(static_cast<int>(sh.p), microBatches, virtualStages);
    const ActivationPeak peak = VramEstimator::activationPeak(pieces, static_cast<int>(sh.p), inFlightFirst);
    mb.activations = peak.activations;
    mb.logits = peak.logits;
    if (peak.firstStageFullest && warnings)
        warnings->push_back(GP_MSG("gp::Memory", "the first pipeline stage (%1 micro-batches of activations) is the "
                                                 "fullest; the loss spike sits on the last stage and is not added to "
                                                 "it")
                                .arg(MessageNumber{inFlightFirst, -4})
                                .about("memory"));
    if (!ex.on())
        return;

    std::string recompute = sc.training.recompute == Recompute::Full             ? "full"
                            : sc.training.recompute == Recompute::Selective      ? "selective (Megatron)"
                            : sc.training.recompute == Recompute::SelectiveLayer ? "selective layer (torchtitan)"
                            : sc.training.recompute == Recompute::SelectiveOp    ? "selective op (torchtitan)"
                                                                                 : "none";
    const bool sp = in.sequenceParallel;
    std::string formula;
    if (sc.training.recompute == Recompute::Full)
        formula = std::string("per layer s b h x bytes") + (sp ? " / t" : "") + (sh.c > 1 ? " / c" : "") +
                  " (only the layer input, Korthikanti table 2: 2sbh) x L/p + one layer recomputed in full during "
                  "backward";
    else if (sc.training.recompute == Recompute::SelectiveOp)
        formula = "per layer B s b (h + (2 a d_h + a_kv d_h + k_e f) / t + h): the block input, the attention "
                  "output and the outputs of wq, wv, w1 and w2 (torchtitan per-op policy: every second matmul) x L/p "
                  "+ one layer recomputed during backward";
    else if (sc.training.recompute == Recompute::SelectiveLayer)
        formula = "per layer (no-recompute count + B s b h) / 2: every second block keeps only its input "
                  "(torchtitan selective_ac_option 2) x L/p + one layer recomputed during backward";
    else
        formula =
            std::string("per layer: s b h (4B + 2)") +
            (sp ? " / t (sequence parallel: LayerNorm and dropout regions split over the t ranks)"
                : " replicated (inputs, LayerNorms, dropout masks)") +
            " + s b (B d_h (2a + 2a_kv) + k B f" +
            (sc.training.flashAttention || sc.training.recompute == Recompute::Selective ? "" : " + (2B + 1) a s") +
            ") / t; x L/p layers" +
            (sh.p > 1 && !sc.training.activationOffloading ? " x micro-batches in flight on the stage" : "") +
            (virtualStages > 1 ? " x (1 + (p-1)/(p v)) (interleaved schedule)" : "") +
            "; k = 4 gated (SwiGLU) or 2 ungated MLP tensors; at B = 2 and a GPT shape this is Korthikanti "
            "table 2: s b h (10 + 24/t + 5as/(ht))" +
            (sp ? ", with sequence parallelism s b h (34/t + 5as/(ht))" : "");
    auto inputs = std::vector<ExplanationInput>{
        {"s (sequence length)", in.sequenceLength, "tokens", "scenario"},
        {"b (micro-batch)", in.microBatch, "sequences", "scenario"},
        {"h (hidden size)", static_cast<double>(m.hiddenSize), "", "model"},
        {"a (attention heads)", static_cast<double>(m.attentionHeads), "", "model"},
        {"a_kv (KV heads)", static_cast<double>(m.kvHeads), "", "model"},
        {"d_h (head dim)", static_cast<double>(m.headDim), "", "model"},
        {"f (FFN size)", static_cast<double>(m.ffnSize), "", "model"},
        {"L/p (layers on the stage)", sh.layersPerStage, "", "layout"},
        {"t (tensor parallel)", sh.t, "", "layout"},
        {"B (bytes per activation)", in.valueBytes, "bytes", "precision"},
        {"per layer", perLayer / kBytesPerGb, "GB",
         "recompute: " + recompute + (sc.training.flashAttention ? ", FlashAttention" : "")}};
    if (sp)
        inputs.push_back({"sequence parallel", 1, "", "scenario: replicated activations / t"});
    if (m.encoderLayers > 0) {
        ActivationInputs encoder = in;
        encoder.sequenceLength = encoderSequenceLength(m, in.sequenceLength);
        formula +=
            "; encoder-decoder: L_enc encoder layers as above at s_enc tokens, L decoder layers at s each with "
            "a cross-attention block s b h (2B + 1)" +
            std::string(sp ? " / t" : "") + " + (2B s b a d_h + 2B s_enc b a_kv d_h" +
            (sc.training.flashAttention || sc.training.recompute == Recompute::Selective ? ""
                                                                                         : " + (2B + 1) a s s_enc b") +
            ") / t (queries from the decoder, keys and values over the encoder's s_enc outputs; none under "
            "full recomputation), and the encoder output B s_enc b h" +
            (sp ? " / t" : "") + " once (every decoder layer's k, v projections read the same tensor)";
        inputs.push_back(
            {"L_enc (encoder layers)", static_cast<double>(m.encoderLayers), "", "model.custom.encoder_layers"});
        inputs.push_back({"s_enc (encoder sequence length)", encoder.sequenceLength, "tokens",
                          "training.encoder_sequence_length (0 = sequence_length)"});
        inputs.push_back({"per encoder layer", ActivationMemory::perLayerBytes(m, encoder) / kBytesPerGb, "GB",
                          "the per-layer count at s_enc"});
        inputs.push_back({"cross-attention per decoder layer",
                          ActivationMemory::crossAttentionBytes(m, in) / kBytesPerGb, "GB",
                          "added to each decoder layer's per-layer count"});
        inputs.push_back({"encoder output", ActivationMemory::encoderOutputBytes(m, in) / kBytesPerGb, "GB",
                          "kept once for the cross-attentions"});
    }
    if (sh.c > 1) {
        formula += "; context parallel: every term / c (each rank holds s/c tokens; the attention scores, when kept, "
                   "are its s/c query rows against all s keys)";
        inputs.push_back({"c (context parallel)", sh.c, "", "layout: each rank holds s/c of every sequence"});
    }
    if (in.quantizedInputCopies > 0) {
        formula += "; + copies x B s b (2h + a d_h + k_e f) / t per layer: the 4-bit layers' inputs bitsandbytes < "
                   "0.43.2 keeps";
        inputs.push_back({"4-bit layer input copies kept", static_cast<double>(in.quantizedInputCopies), "",
                          "training.qlora_input_copies"});
        inputs.push_back({"of which kept 4-bit layer inputs",
                          ActivationMemory::quantizedInputBytes(m, in) * sh.layersPerStage / kBytesPerGb, "GB",
                          "bitsandbytes PR #1270: MatMul4Bit kept its input on ctx"});
    }
    if (pieces.offloading) {
        formula += "; activation offloading: only min(L/p, " + num(ActivationMemory::kOnGpuOffloadedLayers) +
                   ") layers of one micro-batch stay on the GPU, the others' saved tensors wait in CPU memory";
        inputs.push_back({"layers kept on the GPU", ActivationMemory::kOnGpuOffloadedLayers, "",
                          "the layer computed + the one in transit on the side stream (assumption)"});
        inputs.push_back(
            {"offloaded to CPU memory per micro-batch", pieces.offloaded, "GB", "training.activation_offloading"});
    }
    if (sh.p > 1 && !pieces.offloading)
        inputs.push_back({"micro-batches in flight (first stage)", inFlightFirst, "",
                          virtualStages > 1 ? "interleaved 1F1B: min(p, m) x (1 + (p-1)/(p v)), v = " +
                                                  num(virtualStages) + " virtual stages"
                                            : "1F1B: min(p, m), m = the pipeline micro-batches"});
    ex.add("memory.activations_gb", "Activations", mb.activations, formula, inputs,
           std::string("Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models, "
                       "sec. 4 and table 2 (generalised for GQA, head dim and gated MLPs); FlashAttention (Dao et "
                       "al. 2022) drops the 5as/h term; 1F1B in-flight micro-batches per Narayanan et al. 2021") +
               (m.encoderLayers > 0 ? "; encoder-decoder blocks as Hugging Face T5 (T5LayerSelfAttention, "
                                      "T5LayerCrossAttention, T5LayerFF; Raffel et al. 2020), the cross-attention "
                                      "counted as the paper's attention with s_enc keys"
                                    : "") +
               (sc.training.recompute == Recompute::SelectiveLayer || sc.training.recompute == Recompute::SelectiveOp
                    ? "; torchtitan activation checkpointing (docs and parallelize apply_ac: per-layer every n-th "
                      "block, per-op _save_list with every second mm saved)"
                    : "") +
               (virtualStages > 1 ? "; interleaved-schedule factor as Megatron-LM theoretical_memory_usage.py" : "") +
               (pieces.offloading ? "; activation offloading: torchtune enable_activation_offloading "
                                    "(training/_activation_offloading.py, OffloadActivations), Megatron-Core "
                                    "cpu_offloading (at most L - 1 layers offloaded)"
                                  : "") +
               (in.quantizedInputCopies > 0 ? "; bitsandbytes PR #1270 (MatMul4Bit stored ctx.tensors = (A, B) "
                                              "before 0.43.2)"
                                            : ""));
    if (mb.logits > 0)
        explainLogits(sc, m, sh, in, mb.logits, ex);
}

// ZeRO-3/FSDP gather the full parameters of the layer being computed and prefetch the next one (DeepSpeed
// stage3_prefetch_bucket_size, FSDP forward/backward prefetch): two layers' weights (of this tensor-parallel
// rank), in their stored format, live unsharded at a time. Nothing to gather without sharding.
// With parameter offload (ZeRO-Infinity offload_param) the layers are fetched from CPU memory even on one GPU.
void zeroGather(const ModelArchitecture& m, const Shape& sh, double bytesPerParam, MemoryBreakdown& mb, Builder& ex,
                bool offloaded = false)
{
    if (sh.zero < 3 || (sh.shards <= 1 && !offloaded) || m.layers <= 0)
        return;
    // An encoder-decoder model gathers its encoder blocks too: P - E over L + L_enc blocks (their average; a T5
    // decoder block, with its cross-attention, is 4/3 of an encoder block).
    const double layerParams =
        (m.parameters - VramEstimator::embeddingParameters(m)) / (m.layers + std::max(0, m.encoderLayers));
    mb.zeroGatheredWeights = 2 * layerParams / sh.t * bytesPerParam / kBytesPerGb;
    if (!ex.on())
        return; // the fewest-GPU search calls this thousands of times: build no strings for it
    ex.add("memory.zero_gathered_gb", "ZeRO-3 gathered layers", mb.zeroGatheredWeights,
           m.encoderLayers > 0
               ? "2 x (P - embeddings) / (L + L_enc) / t x bytes(weights): the layer computed plus the one prefetched"
               : "2 x (P - embeddings) / L / t x bytes(weights): the layer computed plus the one prefetched",
           {{"P", m.parameters, "", parameterBasis(m)},
            {m.encoderLayers > 0 ? "L + L_enc (decoder + encoder layers)" : "L",
             static_cast<double>(m.layers + std::max(0, m.encoderLayers)), "", "model"},
            {"t", sh.t, "", "layout"},
            {"bytes(weights)", bytesPerParam, "bytes", "precision"}},
           offloaded ? "parallel.offload_parameters: the weights live in CPU memory and only these layers are on the "
                       "GPU (ZeRO-Infinity, Rajbhandari et al. 2021, sec. 5-6; FSDP CPUOffload(offload_params=True)); "
                       "DeepSpeed/FSDP prefetch of the next layer"
                     : "ZeRO paper sec. 5.3 (parameters broadcast layer by layer); DeepSpeed/FSDP prefetch of the next "
                       "layer");
}

// The gradients of the gathered layers while they are reduce-scattered and copied to CPU memory (parameter
// offload: ZeRO-Offload moves each gradient partition to the host as backward produces it, Ren et al. 2021
// sec. 4.1): the same two layers as the gather, at the gradient's bytes.
double offloadedGradientParams(const ModelArchitecture& m, const Shape& sh)
{
    if (m.layers <= 0)
        return 0;
    return 2 * (m.parameters - VramEstimator::embeddingParameters(m)) / (m.layers + std::max(0, m.encoderLayers)) /
           sh.t;
}

void fullTraining(const Scenario& sc, const ModelArchitecture& m, const Shape& sh, MemoryBreakdown& mb, Builder& ex,
                  std::vector<Message>* warnings)
{
    const ModelStateBytes b = modelStateBytes(sc.training.precision, sc.training.optimizer, m.hiddenSize);
    // Tensor and pipeline parallelism split the parameters (Megatron-LM, Shoeybi et al. 2019; Narayanan et al.
    // 2021): see Shape::modelSplit.
    const double pShard = m.parameters / sh.modelSplit;
    const bool offload = sc.parallel.cpuOffloadOptimizer;
    const bool offloadParams = sc.parallel.offloadParameters && sh.zero >= 3;
    mb.weights = offloadParams ? 0 : pShard * b.weights / zeroDivisor(sh, 3) / kBytesPerGb;
    // With the optimizer step in backward only the largest parameter's gradient is ever whole (each one is
    // stepped and freed as it completes), so that one bounds the gradient memory.
    const double gradientParams =
        sc.training.optimizerInBackward ? VramEstimator::largestParameterTensor(m) / sh.t : pShard;
    mb.gradients = offloadParams ? offloadedGradientParams(m, sh) * b.gradients / kBytesPerGb
                                 : gradientParams * b.gradients / zeroDivisor(sh, 2) / kBytesPerGb;
    // ZeRO-Offload (Ren et al. 2021) keeps the optimizer states and the FP32 master copy in CPU memory.
    mb.optimizerStates = offload ? 0 : pShard * b.optimizer / zeroDivisor(sh, 1) / kBytesPerGb;
    mb.masterWeights = offload ? 0 : pShard * b.master / zeroDivisor(sh, 1) / kBytesPerGb;
    // A paged optimizer (bitsandbytes) allocates its states with cudaMallocManaged: the moments, not the master
    // copy (the model's own FP32 parameters under mixed precision).
    mb.pagedOptimizer = isPaged(sc.training.optimizer) ? mb.optimizerStates : 0;

    zeroGather(m, sh, b.weights, mb, ex, offloadParams);

    if (ex.on()) {
        auto inputs = [&](double bytes, const std::string& what, int stage) {
            std::vector<ExplanationInput> v{
                {"P (parameters, all experts)", m.parameters, "", parameterBasis(m)},
                {"bytes per parameter (" + what + ")", bytes, "bytes", "precision/optimizer"}};
            for (auto& i : layoutInputs(sh))
                v.push_back(i);
            v.push_back({"sharded over N from ZeRO stage", static_cast<double>(stage), "", "ZeRO paper"});
            return v;
        };
        if (offloadParams)
            ex.add("memory.weights_gb", "Weights (in CPU memory)", mb.weights,
                   "0 on the GPU: the P x " + num(b.weights) +
                       " B weights live in CPU memory; the layers computed are under ZeRO-3 gathered layers",
                   inputs(b.weights, "weights", 3),
                   "parallel.offload_parameters: DeepSpeed ZeRO-3 offload_param (ZeRO-Infinity, Rajbhandari et al. "
                   "2021), FSDP CPUOffload(offload_params=True)");
        else
            ex.add("memory.weights_gb", "Weights", mb.weights,
                   "P x " + num(b.weights) + " B x ceil(L/p)/L / t" + (sh.zero >= 3 ? " / N" : ""),
                   inputs(b.weights, "weights", 3),
                   "ZeRO paper sec. 3.1: 2 bytes (fp16) per parameter in mixed precision; MoE: all experts resident");
        if (offloadParams) {
            auto in = inputs(b.gradients, "gradients", 2);
            in.push_back({"L (layers)", static_cast<double>(m.layers), "", "model"});
            ex.add("memory.gradients_gb", "Gradients (offloaded with the parameters)", mb.gradients,
                   "2 x (P - embeddings) / L / t x " + num(b.gradients) +
                       " B: the gradients of the two gathered layers, before they are reduce-scattered and copied to "
                       "CPU memory",
                   in,
                   "ZeRO-Offload (Ren et al. 2021, sec. 4.1): gradient partitions move to CPU memory as backward "
                   "produces them; FSDP CPUOffload offloads gradients with the parameters");
        } else if (sc.training.optimizerInBackward) {
            auto in = inputs(b.gradients, "gradients", 2);
            in.push_back(
                {"largest parameter tensor", VramEstimator::largestParameterTensor(m), "", "max(V h, h f, h a d_h)"});
            ex.add("memory.gradients_gb", "Gradients (optimizer step in backward)", mb.gradients,
                   "largest parameter tensor x " + num(b.gradients) + " B / t" + (sh.zero >= 2 ? " / N" : "") +
                       ": each gradient is stepped and freed as soon as it is complete",
                   in,
                   "torchtune optimizer_in_bwd (\"Fusing Optimizer Step into Backward Pass\"), PyTorch tutorial "
                   "\"How to save memory by fusing the optimizer step into the backward pass\" "
                   "(Tensor.register_post_accumulate_grad_hook)");
        } else {
            ex.add("memory.gradients_gb", "Gradients", mb.gradients,
                   "P x " + num(b.gradients) + " B x ceil(L/p)/L / t" + (sh.zero >= 2 ? " / N" : ""),
                   inputs(b.gradients, "gradients", 2),
                   std::string("ZeRO paper sec. 3.1 (2-byte gradients; Megatron's FP32 accumulation would be 4). ") +
                       kZeroCitation);
        }
        ex.add(
            "memory.optimizer_gb", mb.pagedOptimizer > 0 ? "Optimizer states (paged)" : "Optimizer states",
            mb.optimizerStates,
            offload ? std::string("0 on the GPU: offloaded to CPU (ZeRO-Offload)")
                    : "P x " + num(b.optimizer) + " B x ceil(L/p)/L / t" + (sh.zero >= 1 ? " / N" : "") +
                          (mb.pagedOptimizer > 0 ? std::string(kPagedNote) : std::string()),
            inputs(b.optimizer, "optimizer", 1),
            std::string(mb.pagedOptimizer > 0 ? kPagedCitation : "") +
                (sc.training.precision == TrainPrecision::PureBF16
                     ? "pure BF16: the moments in BF16, AdamW 4 B (2 + 2), SGD momentum 2 B, Adafactor ~4/h B; 8-bit "
                       "Adam 2 B (Dettmers et al. 2022); states take the parameters' dtype (torch.optim)"
                     : "AdamW 8 B (ZeRO paper sec. 3.1); 8-bit Adam 2 B (Dettmers et al. 2022); SGD momentum 4 B; "
                       "Adafactor factored second moment ~8/h B (Shazeer & Stern 2018)"));
        ex.add("memory.master_weights_gb", "FP32 master weights", mb.masterWeights,
               offload ? std::string("0 on the GPU: offloaded to CPU (ZeRO-Offload)")
                       : "P x " + num(b.master) + " B x ceil(L/p)/L / t" + (sh.zero >= 1 ? " / N" : ""),
               inputs(b.master, "master copy", 1),
               sc.training.precision == TrainPrecision::PureBF16
                   ? "training.precision pure_bf16: no FP32 master copy, the optimizer updates the BF16 weights "
                     "(Zamirai et al. 2020, Revisiting BFloat16 Training; torchtune dtype bf16)"
                   : "ZeRO paper sec. 3.1: mixed-precision Adam keeps an FP32 copy of the parameters (4 of its 12 B)");
    }
    trainingActivations(sc, m, sh, mb, ex, warnings);
}

void adapterTraining(const Scenario& sc, const ModelArchitecture& m, const Shape& sh, MemoryBreakdown& mb, Builder& ex,
                     std::vector<Message>* warnings)
{
    const bool qlora = sc.task == Task::QLoRA;
    const double emb = std::min(m.parameters, VramEstimator::embeddingParameters(m));
    const double shard = sh.modelSplit * zeroDivisor(sh, 3);
    double baseBytes;
    if (qlora) {
        // QLoRA (Dettmers et al. 2023): linear layers in NF4 (0.5 B) with double-quantised constants
        // (0.127 bit/param); embeddings and the LM head stay in BF16 (bitsandbytes quantises nn.Linear layers
        // only, and Hugging Face skips lm_head).
        baseBytes = (m.parameters - emb) * kNf4BytesPerParam + emb * 2.0;
        mb.quantConstants = (m.parameters - emb) * kNf4DoubleQuantBitsPerParam / 8.0 / shard / kBytesPerGb;
    } else {
        baseBytes = m.parameters * frozenWeightBytes(sc.training.precision);
    }
    const bool offloadParams = sc.parallel.offloadParameters && sh.zero >= 3;
    // Parameter offload keeps the frozen base in CPU memory; the adapters (well under 1% of the weights) are
    // still counted on the GPU, an overestimate of at most their size.
    mb.weights = offloadParams ? 0 : baseBytes / shard / kBytesPerGb;
    zeroGather(m, sh, qlora ? kNf4BytesPerParam : frozenWeightBytes(sc.training.precision), mb, ex, offloadParams);

    // Adapters are ordinary trainable parameters with the full model-state cost (LoRA paper; QLoRA keeps them
    // in BF16 with 32-bit Adam states).
    const ModelStateBytes b = modelStateBytes(sc.training.precision, sc.training.optimizer, m.hiddenSize);
    const double lora = VramEstimator::loraParameters(sc, m) / sh.modelSplit;
    mb.loraAdapters = (lora * b.weights / zeroDivisor(sh, 3) + lora * b.gradients / zeroDivisor(sh, 2)) / kBytesPerGb;
    mb.loraOptimizer =
        sc.parallel.cpuOffloadOptimizer ? 0 : lora * (b.optimizer + b.master) / zeroDivisor(sh, 1) / kBytesPerGb;
    mb.pagedOptimizer = isPaged(sc.training.optimizer) && !sc.parallel.cpuOffloadOptimizer
                            ? lora * b.optimizer / zeroDivisor(sh, 1) / kBytesPerGb
                            : 0;

    if (ex.on()) {
        ex.add("memory.weights_gb",
               offloadParams ? "Base weights (in CPU memory)"
               : qlora       ? "Base weights (NF4, frozen)"
                             : "Base weights (frozen)",
               mb.weights,
               offloadParams ? std::string("0 on the GPU: parallel.offload_parameters keeps the frozen base in CPU "
                                           "memory; the layers computed are under ZeRO-3 gathered layers")
               : qlora ? "((P - E) x 0.5 B + E x 2 B) x ceil(L/p)/L / t, E = embedding + head parameters kept in BF16"
                       : "P x " + num(frozenWeightBytes(sc.training.precision)) + " B x ceil(L/p)/L / t",
               {{"P", m.parameters, "", parameterBasis(m)},
                {"E (embedding + head)", emb, "", embeddingBasis(m)},
                {"t", sh.t, "", "layout"},
                {"p", sh.p, "", "layout"}},
               qlora ? "Dettmers et al. 2023, QLoRA, sec. 3 (4-bit NormalFloat)"
                     : "Hu et al. 2021, LoRA: the base model is frozen (no gradients or optimizer states)");
        if (qlora)
            ex.add("memory.quant_constants_gb", "NF4 quantisation constants", mb.quantConstants,
                   "(P - E) x (8/64 + 32/(64 x 256)) bits / 8 x ceil(L/p)/L / t",
                   {{"P - E (quantised parameters)", m.parameters - emb, "", "model"},
                    {"bits per parameter", kNf4DoubleQuantBitsPerParam, "bits", "QLoRA paper"}},
                   "Dettmers et al. 2023, QLoRA, sec. 3 Double Quantization: 0.127 bits per parameter");
        std::vector<ExplanationInput> in{
            {"r (LoRA rank)", static_cast<double>(sc.training.loraRank), "", "scenario"},
            {"adapter parameters", VramEstimator::loraParameters(sc, m), "", "r x (d_in + d_out) x targets x L"},
            {"t", sh.t, "", "layout"},
            {"p", sh.p, "", "layout"}};
        ex.add("memory.lora_adapters_gb", "LoRA adapters + gradients", mb.loraAdapters,
               "adapter parameters x (" + num(b.weights) + " + " + num(b.gradients) + ") B x ceil(L/p)/L / t", in,
               "Hu et al. 2021, LoRA: r x (d_in + d_out) parameters per adapted matrix");
        ex.add("memory.lora_optimizer_gb", "LoRA optimizer states", mb.loraOptimizer,
               sc.parallel.cpuOffloadOptimizer
                   ? std::string("0 on the GPU: optimizer offloaded to CPU")
                   : "adapter parameters x (" + num(b.optimizer) + " + " + num(b.master) + ") B x ceil(L/p)/L / t" +
                         (mb.pagedOptimizer > 0
                              ? "; of which the moments, " + num(mb.pagedOptimizer) + " GB" + kPagedNote
                              : std::string()),
               in,
               std::string(mb.pagedOptimizer > 0 ? kPagedCitation : "") +
                   "ZeRO paper sec. 3.1 (Adam: 12 B with the FP32 master copy), applied to the adapters only");
    }
    // Activations stay full width: the frozen layers still pass gradients back to the adapters below them.
    // Counting them as in full training is a slight overestimate (a frozen linear layer needs not save its
    // input), which we accept rather than model per-kernel savings.
    trainingActivations(sc, m, sh, mb, ex, warnings);
}

void inference(const Scenario& sc, const ModelArchitecture& m, const Shape& sh, MemoryBreakdown& mb, Builder& ex)
{
    const WeightFormat fmt = sc.inference.weights;
    const double emb = std::min(m.parameters, VramEstimator::embeddingParameters(m));
    const double shard = sh.modelSplit;
    // GPTQ/AWQ/bitsandbytes and vLLM's FP8 quantise the transformer's linear layers only: the embedding and
    // LM head stay in 16 bits. Replicas (data parallel) do not shard anything in inference.
    const double quantised = fmt == WeightFormat::FP16 ? m.parameters : m.parameters - emb;
    const double unquantised = m.parameters - quantised;
    mb.weights = (quantised * weightBytes(fmt) + unquantised * 2.0) / shard / kBytesPerGb;
    mb.quantConstants = quantised * quantConstantBytesPerParam(fmt) / shard / kBytesPerGb;

    const double context = static_cast<double>(sc.inference.promptTokens) + sc.inference.outputTokens;
    const double concurrent = std::max(0, sc.inference.concurrentSequences);
    // KV heads split over tensor-parallel ranks; with t > a_kv each rank still holds one (vLLM replicates
    // KV heads), so per GPU it is max(a_kv / t, 1) heads. Pipeline stages hold their own layers' cache.
    const double akv = kvHeadsOf(m);
    const double kvHeadsPerGpu = std::max(akv / sh.t, 1.0);
    const double dh = headDimOf(m);
    const double kvb = kvBytes(sc.inference.kvCache);
    mb.kvCache = 2.0 * sh.layersPerStage * kvHeadsPerGpu * dh * context * concurrent * kvb / kBytesPerGb;

    // Prefill working set of one layer for one scheduler chunk: hidden state, Q/K/V, attention output and the
    // MLP intermediates (3 f when gated), 16-bit, per tensor-parallel rank for the split parts.
    // A runtime that runs the whole prompt in one pass (inference.prefill whole_prompt) holds all its tokens.
    const bool whole = sc.inference.prefill == PrefillMode::WholePrompt;
    const double promptTokens = std::max(1.0, double(sc.inference.promptTokens) * std::max(1.0, concurrent));
    const double chunk = whole ? promptTokens : std::min(kPrefillChunkTokens, promptTokens);
    const double a = m.attentionHeads;
    const double f = m.ffnSize > 0 ? m.ffnSize : 4.0 * m.hiddenSize;
    const double expertsPerToken = m.experts > 1 ? std::max(1, m.activeExperts) : 1; // top-k routed experts
    const double perToken =
        2.0 * (2.0 * m.hiddenSize + ((2 * a + 2 * akv) * dh + (m.gatedFfn ? 3 : 2) * f * expertsPerToken) / sh.t);
    mb.activations = chunk * perToken / kBytesPerGb;
    // Sampling reads the last position's logits of each running sequence: BF16 2 B + FP32 copy 4 B per entry.
    // A whole-prompt forward computes the logits of every prompt position (Hugging Face causal-LM models before
    // transformers 4.45's num_logits_to_keep: lm_head over all positions, then logits.float()).
    const double logitRows = whole ? promptTokens : std::max(1.0, concurrent);
    mb.logits = logitRows * m.vocabSize * 6.0 / sh.t / kBytesPerGb;

    if (!ex.on())
        return;
    const bool q = fmt != WeightFormat::FP16;
    ex.add("memory.weights_gb", "Weights", mb.weights,
           q ? "((P - E) x bytes(format) + E x 2 B) x ceil(L/p)/L / t, E = embedding + head kept in 16 bits"
             : "P x 2 B x ceil(L/p)/L / t",
           {{"P (parameters, all experts)", m.parameters, "", parameterBasis(m)},
            {"bytes(format)", weightBytes(fmt), "bytes", "weight format"},
            {"E (embedding + head)", q ? emb : 0, "", embeddingBasis(m)},
            {"t", sh.t, "", "layout"},
            {"p", sh.p, "", "layout"}},
           "Parameter count x storage bytes; MoE keeps every expert resident (compute follows the active ones)");
    if (mb.quantConstants > 0)
        ex.add(
            "memory.quant_constants_gb", "Quantisation scales", mb.quantConstants,
            "(P - E) x (16 + 4) bits / 128 / 8 x ceil(L/p)/L / t",
            {{"P - E", quantised, "", "model"}, {"group size", 128, "weights", "GPTQ/AWQ default"}},
            "Frantar et al. 2022 (GPTQ), Lin et al. 2023 (AWQ): FP16 scale and 4-bit zero point per 128-weight group");
    ex.add("memory.kv_cache_gb", "KV cache", mb.kvCache,
           "2 x L/p x max(a_kv / t, 1) x d_h x (prompt + output) x concurrent x bytes(KV)",
           {{"L/p (layers on the stage)", sh.layersPerStage, "", "model/layout"},
            {"a_kv (KV heads)", akv, "", "model (grouped-query attention)"},
            {"d_h (head dim)", dh, "", "model"},
            {"context (prompt + output)", context, "tokens", "scenario"},
            {"concurrent sequences", concurrent, "", "scenario"},
            {"bytes(KV)", kvb, "bytes", "KV precision"},
            {"t", sh.t, "", "layout"}},
           "Keys and values of every layer for every cached token (Pope et al. 2022, Efficiently Scaling "
           "Transformer Inference); GQA (Ainslie et al. 2023) stores a_kv heads, not a");
    ex.add("memory.activations_gb", "Prefill working set", mb.activations,
           std::string(whole ? "prompt x concurrent" : "min(prompt x concurrent, 8192)") +
               " tokens x 2 B x (2h + ((2a + 2a_kv) d_h + k f) / t), k = 3 gated, 2 ungated",
           {{"tokens in the prefill chunk", chunk, "tokens",
             whole ? "the whole prompt (inference.prefill whole_prompt)" : "vLLM max_num_batched_tokens"},
            {"h", static_cast<double>(m.hiddenSize), "", "model"},
            {"f", f, "", "model"}},
           "One layer's intermediate tensors during prefill; activations are not kept across layers in inference");
    if (whole)
        ex.add("memory.logits_gb", "Prompt logits", mb.logits, "prompt x concurrent x V x (2 + 4) B / t",
               {{"prompt x concurrent", promptTokens, "tokens", "scenario"},
                {"V", static_cast<double>(m.vocabSize), "", "model"}},
               "Whole-prompt forward (inference.prefill whole_prompt): the logits of every prompt position in 16 "
               "bits plus the FP32 copy, as Hugging Face causal-LM models compute them before transformers 4.45");
    else
        ex.add("memory.logits_gb", "Sampling logits", mb.logits, "concurrent x V x (2 + 4) B / t",
               {{"concurrent", concurrent, "", "scenario"}, {"V", static_cast<double>(m.vocabSize), "", "model"}},
               "Last-position logits of each sequence in 16 bits plus the FP32 copy used for sampling");
}

MemoryBreakdown compute(const Scenario& sc, const ModelArchitecture& m, const ParallelLayout& layout,
                        std::vector<Explanation>* explanations, std::vector<Message>* warnings)
{
    MemoryBreakdown mb;
    Builder ex{explanations, &m};
    const Shape sh = shapeOf(m, layout);
    if (m.parameters <= 0 || m.layers <= 0 || m.hiddenSize <= 0)
        return mb; // the validator reports the bad architecture; never divide by zero here

    switch (sc.task) {
    case Task::PreTrain:
    case Task::FullFineTune:
        fullTraining(sc, m, sh, mb, ex, warnings);
        break;
    case Task::LoRA:
    case Task::QLoRA:
        adapterTraining(sc, m, sh, mb, ex, warnings);
        break;
    case Task::Inference:
        inference(sc, m, sh, mb, ex);
        break;
    }

    const double allocated = mb.allocatedGb();
    // PyTorch's caching allocator reserves more than the live tensors (fragmentation, rounding to blocks):
    // torch.cuda.memory_reserved() exceeds memory_allocated() by a few to ~10 percent in practice.
    // The fraction and the context are the scenario's, or its framework's published defaults (FrameworkDefaults);
    // the validator keeps both in range.
    const ResolvedOverheads oh = FrameworkDefaults::resolve(sc.overheads);
    mb.allocatorReserve = allocated * oh.allocatorReserveFraction;
    // CUDA context, cuBLAS/cuDNN workspaces and the framework per GPU.
    mb.cudaContext = oh.cudaContextGb;

    if (ex.on()) {
        ex.add("memory.allocator_reserve_gb", "Allocator reserve", mb.allocatorReserve, "allocated x reserve fraction",
               {{"allocated", allocated, "GB", "sum of the components"},
                {"reserve fraction", oh.allocatorReserveFraction, "", oh.reserveBasis}},
               "PyTorch CUDA caching allocator: memory_reserved exceeds memory_allocated by fragmentation (5-10%); "
               "TensorRT-LLM's C++ runtime allocates fixed buffers (its \"Memory Usage\" reference)");
        ex.add("memory.cuda_context_gb", "CUDA context + framework", mb.cudaContext, "fixed per GPU",
               {{"CUDA context", mb.cudaContext, "GB", oh.contextBasis}},
               "Hugging Face \"Model training anatomy\" (PyTorch: 1343 MiB); vLLM's model runner (CUDA graphs 1-3 "
               "GiB); public calculators 0.5-2 GB when no framework is named");
        ex.add("memory.allocated_gb", "Allocated (tensors)", allocated,
               std::string("sum of weights, gradients, optimizer, master, activations, logits, KV cache, adapters, "
                           "constants") +
                   (mb.pagedOptimizer > 0 ? " less the paged optimizer states (unified memory)" : ""),
               {}, "What torch.cuda.memory_allocated() would report at the peak");
        std::vector<ExplanationInput> totalIn{{"allocated", allocated, "GB", ""},
                                              {"allocator reserve", mb.allocatorReserve, "GB", ""},
                                              {"CUDA context", mb.cudaContext, "GB", ""}};
        if (mb.pagedOptimizer > 0)
            totalIn.push_back({"paged optimizer states", mb.pagedOptimizer, "GB", "assumed resident"});
        ex.add("memory.total_gb", "Total per GPU", mb.totalGb(),
               mb.pagedOptimizer > 0 ? "allocated + allocator reserve + CUDA context + paged optimizer states"
                                     : "allocated + allocator reserve + CUDA context",
               totalIn, "What nvidia-smi would show per GPU at the peak");
    }
    return mb;
}

} // namespace

MemoryEstimate VramEstimator::estimate(const Scenario& scenario, const ModelArchitecture& model,
                                       const ParallelLayout& layout, bool explain)
{
    MemoryEstimate out;
    out.memory = compute(scenario, model, layout, explain ? &out.explanations : nullptr, &out.warnings);
    return out;
}

MemoryBreakdown VramEstimator::breakdown(const Scenario& scenario, const ModelArchitecture& model,
                                         const ParallelLayout& layout)
{
    return compute(scenario, model, layout, nullptr, nullptr);
}

PipelineActivations VramEstimator::activationPieces(const Scenario& sc, const ModelArchitecture& m,
                                                    const ParallelLayout& layout)
{
    PipelineActivations out;
    if (m.layers <= 0 || m.hiddenSize <= 0)
        return out;
    const Shape sh = shapeOf(m, layout);
    const ActivationInputs in = activationInputs(sc, sh);
    const double perLayer = ActivationMemory::perLayerBytes(m, in);
    // An encoder-decoder model runs on one stage (no pipeline, no offloading: ScenarioValidator) with encoder
    // layers at s_enc and decoder layers with cross-attention (ActivationMemory::encoderDecoderBytes).
    out.stage = m.encoderLayers > 0 ? ActivationMemory::encoderDecoderBytes(m, in) / kBytesPerGb
                                    : perLayer * sh.layersPerStage / kBytesPerGb;
    if (sc.training.activationOffloading && m.encoderLayers <= 0) {
        // torchtune enable_activation_offloading / Megatron-Core cpu_offloading: every layer's saved tensors but
        // the kept layers' go to CPU memory in forward and come back in backward.
        const double kept = std::min<double>(sh.layersPerStage, ActivationMemory::kOnGpuOffloadedLayers);
        out.offloading = true;
        out.offloaded = perLayer * (sh.layersPerStage - kept) / kBytesPerGb;
        out.stage = perLayer * kept / kBytesPerGb;
    }
    out.working = ActivationMemory::recomputeWorkingSetBytes(m, in) / kBytesPerGb;
    // Context parallelism: the loss too runs on each rank's s/c tokens (Megatron-Core splits labels and loss mask
    // with the inputs, get_batch_on_this_cp_rank).
    out.logits = ActivationMemory::logitsBytes(m, in.sequenceLength / sh.c, in.microBatch, in.tensorParallel,
                                               sc.training.lossKernel, in.valueBytes) /
                 kBytesPerGb;
    return out;
}

ActivationPeak VramEstimator::activationPeak(const PipelineActivations& a, int stages, double inFlightFirst)
{
    // 1F1B (Narayanan et al. 2021): stage i keeps the activations of up to p - i micro-batches in flight, so
    // the first stage holds min(p, m) micro-batches of its L/p layers (Korthikanti et al. sec. 4.2.3: about
    // L layers' worth in total), while the last stage holds one micro-batch plus the loss.
    // Offloaded activations of the micro-batches in flight wait in CPU memory: the GPU holds the kept layers.
    const double firstStage = a.stage * (a.offloading ? 1.0 : std::max(1.0, inFlightFirst)) + a.working;
    const double lastStage = a.stage + a.working + a.logits;
    if (stages <= 1 || lastStage >= firstStage)
        return {a.stage + a.working, a.logits, false};
    return {firstStage, 0, true};
}

int VramEstimator::virtualStages(const Scenario& s, const ModelArchitecture& m, int pipelineStages)
{
    return virtualStagesRun(s.parallel.virtualStages, pipelineStages, m.layers);
}

ParallelLayout VramEstimator::layoutOf(const Scenario& s)
{
    ParallelLayout l;
    l.tensorParallel = std::max(1, s.parallel.tensorParallel);
    l.pipelineParallel = std::max(1, s.parallel.pipelineParallel);
    // Context parallelism is a training layout (the validator refuses it for serving): d = N / (t p c).
    l.contextParallel = s.contextParallel();
    l.dataParallel = s.dataParallel();
    l.zeroStage = s.isTraining() ? static_cast<int>(s.parallel.zero) : 0;
    return l;
}

double VramEstimator::loraParameters(const Scenario& s, const ModelArchitecture& m)
{
    return gp::loraParameters(m, s.training.loraRank, s.training.loraTargets);
}

double VramEstimator::largestParameterTensor(const ModelArchitecture& m)
{
    // The embedding (or head) V x h, one MLP matrix h x f (an expert's for mixture-of-experts), or the query /
    // output projection h x a d_h: whichever is largest.
    const double h = std::max(0, m.hiddenSize);
    const double f = m.ffnSize > 0 ? m.ffnSize : 4 * h;
    const double attention = m.attentionHeads > 0 && m.headDim > 0 ? double(m.attentionHeads) * m.headDim : h;
    return std::max({double(std::max(0, m.vocabSize)) * h, h * f, h * attention});
}

double VramEstimator::embeddingParameters(const ModelArchitecture& m)
{
    // Input embedding V x h plus an untied output head V x h (Llama, Mistral), or the one shared matrix of a
    // tied model (Gemma, Llama 3.2 1B/3B), or the embedding and a classification score layer
    // (gp::embeddingAndHeadParameters). Catalog rows say which in their `embeddings` column (catalog schema v6);
    // a row that leaves it empty counts as untied.
    return embeddingAndHeadParameters(m);
}

double VramEstimator::kvBytesPerToken(const ModelArchitecture& m, KvPrecision precision)
{
    const double akv = kvHeadsOf(m);
    const double dh = headDimOf(m);
    return 2.0 * m.layers * akv * dh * kvBytes(precision);
}

} // namespace gp
