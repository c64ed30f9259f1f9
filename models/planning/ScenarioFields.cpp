// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioFields.h"
#include "FrameworkDefaults.h"

#include "OfferTerms.h"
#include "ScenarioJson.h"
#include "ScenarioValidator.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gp {
namespace {

// Why token counts stop at ScenarioValidator::kMaxSequenceLength (sequence length and the lengths read beside it).
constexpr const char* kSequenceLimitWhy = "no released model serves more than a few million tokens of context";

// A token count that 0 (or null) leaves at the training sequence length: the encoder's input, a packed sample.
void defaultsToSequenceLength(ScenarioField& f)
{
    f.zeroMeans = "`sequence_length`";
    f.nullable = true;
    f.limitWhy = kSequenceLimitWhy;
}

ModelArchitecture& customOf(Scenario& s)
{
    if (!s.model.custom)
        s.model.custom = ModelArchitecture{};
    return *s.model.custom;
}

template <typename G, typename T> void bindNumber(ScenarioField& f, G Scenario::*group, T G::*member)
{
    f.number = [group, member](const Scenario& s) -> std::optional<double> {
        return static_cast<double>(s.*group.*member);
    };
    f.setNumber = [group, member](Scenario& s, double v) { (s.*group).*member = static_cast<T>(v); };
}

template <typename T> void bindCustom(ScenarioField& f, T ModelArchitecture::*member)
{
    f.number = [member](const Scenario& s) -> std::optional<double> {
        if (!s.model.custom)
            return std::nullopt;
        return static_cast<double>((*s.model.custom).*member);
    };
    f.setNumber = [member](Scenario& s, double v) { customOf(s).*member = static_cast<T>(v); };
}

template <typename E> void bindEnum(ScenarioField& f, std::function<E&(Scenario&)> at)
{
    const std::vector<FieldChoice> choices = f.choices;
    f.text = [choices, at](const Scenario& s) {
        const int v = static_cast<int>(at(const_cast<Scenario&>(s))); // read only
        for (const FieldChoice& c : choices)
            if (c.value == v)
                return c.json;
        return std::string();
    };
    f.setText = [choices, at](Scenario& s, const std::string& json) {
        for (const FieldChoice& c : choices)
            if (c.json == json)
                at(s) = static_cast<E>(c.value);
    };
}

template <typename E> std::vector<FieldChoice> enumChoices(std::initializer_list<std::pair<E, const char*>> labels)
{
    std::vector<FieldChoice> out;
    for (const auto& [value, label] : labels)
        out.push_back({static_cast<int>(value), std::string(ScenarioJson::name(value)), label});
    return out;
}

void bindKey(ScenarioField& f, std::function<std::string&(Scenario&)> at)
{
    f.text = [at](const Scenario& s) { return at(const_cast<Scenario&>(s)); }; // read only
    f.setText = [at](Scenario& s, const std::string& v) { at(s) = v; };
}

// Adds entries to one section of the list; the section's tasks apply to each unless it sets its own.
class Section {
public:
    Section(std::vector<ScenarioField>& out, std::string name, TaskSet tasks, bool customModel = false)
        : out_(out), name_(std::move(name)), tasks_(tasks), custom_(customModel)
    {
    }
    ScenarioField& add(std::string path, std::string label, FieldKind kind, std::string tooltip)
    {
        ScenarioField f;
        f.path = std::move(path);
        f.section = name_;
        f.label = std::move(label);
        f.kind = kind;
        f.tooltip = std::move(tooltip);
        f.tasks = tasks_;
        f.customModelOnly = custom_;
        out_.push_back(std::move(f));
        return out_.back();
    }
    // A number between min and max, shown with `shownUnit`.
    ScenarioField& number(std::string path, std::string label, FieldKind kind, double min, double max, std::string unit,
                          std::string shownUnit, std::string tooltip)
    {
        ScenarioField& f = add(std::move(path), std::move(label), kind, std::move(tooltip));
        f.min = min;
        f.max = max;
        f.unit = std::move(unit);
        f.shownUnit = std::move(shownUnit);
        return f;
    }

private:
    std::vector<ScenarioField>& out_;
    std::string name_;
    TaskSet tasks_;
    bool custom_;
};

constexpr FieldKind Int = FieldKind::Integer;
constexpr FieldKind Real = FieldKind::Number;

void addModel(std::vector<ScenarioField>& out)
{
    Section model(out, "Model", kAllTasks);
    ScenarioField& key = model.add("model.catalog_key", "Model", FieldKind::CatalogKey,
                                   "The model architecture: a catalog row (parameters, layers, heads from its "
                                   "published config.json) or a custom one you describe below.");
    key.catalog = CatalogTable::Model;
    key.docNote = "a key of the catalog's models table, e.g. `llama-2-7b`; or give `custom` instead";
    bindKey(key, [](Scenario& s) -> std::string& { return s.model.catalogKey; });

    Section custom(out, "Custom model", kAllTasks, true);
    const auto billions = [&](const char* path, const char* label, const char* tip) -> ScenarioField& {
        ScenarioField& f =
            custom.number(path, label, Real, 0, ScenarioValidator::kMaxParameters, "parameters", " B", tip);
        f.minExclusive = true;
        f.shownPower = -9;
        f.decimals = 3;
        return f;
    };
    ScenarioField& params = billions("model.custom.parameters", "Parameters",
                                     "Total parameters in billions (all experts for a mixture of experts).");
    params.required = true;
    params.docNote = "total parameters, all experts (e.g. `6.74e9`); more than the embeddings it holds: `vocab_size` x "
                     "`hidden_size` when tied, twice that when untied";
    params.limitWhy = "100 trillion; the largest published dense and mixture-of-experts models are below 2e12";
    bindCustom(params, &ModelArchitecture::parameters);
    ScenarioField& active = billions("model.custom.active_parameters", "Active parameters",
                                     "Parameters used per token, in billions; equal to the total for dense models.");
    active.defaultText = "= `parameters`";
    active.docNote = "per token (mixture of experts); at most `parameters`, and more than the embeddings as "
                     "`parameters` is";
    bindCustom(active, &ModelArchitecture::activeParameters);

    struct IntField {
        const char* path;
        const char* label;
        const char* tip;
        int ModelArchitecture::*member;
        double min, max;
        const char* defaultText;
        const char* zeroMeans = "";
    };
    const IntField ints[] = {
        {"model.custom.layers", "Layers", "Transformer blocks (num_hidden_layers in config.json).",
         &ModelArchitecture::layers, 1, 1000, "**required**"},
        {"model.custom.hidden_size", "Hidden size", "Model width d (hidden_size).", &ModelArchitecture::hiddenSize, 1,
         1000000, "**required**"},
        {"model.custom.attention_heads", "Attention heads",
         "Query heads (num_attention_heads); tensor parallelism must divide it.", &ModelArchitecture::attentionHeads, 1,
         10000, "**required**"},
        {"model.custom.kv_heads", "KV heads",
         "Key/value heads (num_key_value_heads): fewer than the query heads under grouped-query attention, which "
         "shrinks the KV cache.",
         &ModelArchitecture::kvHeads, 1, 10000, "= `attention_heads`"},
        {"model.custom.head_dim", "Head dimension", "Size of one head (head_dim); not always hidden / heads.",
         &ModelArchitecture::headDim, 1, 100000, "= `hidden_size` / `attention_heads`"},
        {"model.custom.ffn_size", "FFN size", "Intermediate size of one MLP (intermediate_size).",
         &ModelArchitecture::ffnSize, 1, 10000000, "4 x `hidden_size`"},
        {"model.custom.vocab_size", "Vocabulary", "Tokens in the vocabulary (vocab_size): sets the logits memory.",
         &ModelArchitecture::vocabSize, 1, 10000000, "**required**"},
        {"model.custom.context_length", "Context length", "Longest sequence the model was trained for.",
         &ModelArchitecture::contextLength, 0, 100000000, "null", "not known (used for a warning only)"},
        {"model.custom.experts", "Experts", "Experts per MoE layer; 0 or 1 for a dense model.",
         &ModelArchitecture::experts, 0, 10000, "null", "dense"},
        {"model.custom.active_experts", "Active experts", "Experts each token is routed to.",
         &ModelArchitecture::activeExperts, 0, 10000, "null", "dense"},
    };
    for (const IntField& i : ints) {
        ScenarioField& f = custom.number(i.path, i.label, Int, i.min, i.max, "", "", i.tip);
        f.defaultText = i.defaultText;
        f.required = f.defaultText == "**required**";
        f.nullable = !f.required;
        f.zeroMeans = i.zeroMeans;
        bindCustom(f, i.member);
    }

    ScenarioField& ffn = custom.add("model.custom.ffn_kind", "FFN kind", FieldKind::Choice,
                                    "Llama-style gated MLP with gate, up and down projections instead of two "
                                    "matrices.");
    ffn.choices = {{1, "gated", "Gated (SwiGLU: three matrices)"}, {0, "standard", "Standard (two matrices)"}};
    ffn.defaultText = "`gated`";
    ffn.text = [](const Scenario& s) { return s.model.custom && !s.model.custom->gatedFfn ? "standard" : "gated"; };
    ffn.setText = [](Scenario& s, const std::string& v) { customOf(s).gatedFfn = v != "standard"; };

    ScenarioField& tied = custom.add("model.custom.tie_word_embeddings", "Tied embeddings", FieldKind::Flag,
                                     "The LM head reuses the input embedding matrix (tie_word_embeddings in "
                                     "config.json: Gemma, Llama 3.2 1B and 3B, GPT-2, BERT), so the V x h matrix is "
                                     "stored once.");
    tied.defaultText = "`false`";
    tied.docNote = "v2. `parameters` stays as given (count the shared matrix once, as Hugging Face's "
                   "`num_parameters()` does); what follows the flag is the embedding and head share E: V h instead of "
                   "2 V h, kept in 16 bits under QLoRA and quantised serving, and left out of the per-layer weights "
                   "ZeRO-3 gathers. FLOPs keep the LM head's matmul, 2 V h per token forward (Kaplan et al. 2020, "
                   "table 1, \"De-embed\"): it runs whether or not its weight is shared. With "
                   "`training.head` `sequence_classification` a tied matrix stays as the input embedding (no "
                   "parameters are removed)";
    tied.number = [](const Scenario& s) -> std::optional<double> {
        if (!s.model.custom)
            return std::nullopt;
        return s.model.custom->tiedEmbeddings ? 1.0 : 0.0;
    };
    tied.setNumber = [](Scenario& s, double v) { customOf(s).tiedEmbeddings = v != 0; };

    ScenarioField& encoder = custom.number(
        "model.custom.encoder_layers", "Encoder layers", Int, 0, 1000, "layers", " layers",
        "Encoder blocks of an encoder-decoder model (num_layers in a T5 config.json; `layers` is then the decoder's "
        "num_decoder_layers): each decoder block adds cross-attention over the encoder's output. 0 = decoder-only.");
    encoder.nullable = true;
    encoder.defaultText = "null";
    encoder.zeroMeans = "decoder-only";
    encoder.docNote =
        "v2. T5-style (Raffel et al. 2020): encoder blocks of self-attention + MLP over the input "
        "(`training.encoder_sequence_length` tokens), decoder blocks (`layers`) of self-attention + cross-attention "
        "+ MLP over the target (`training.sequence_length`), one embedding shared by both stacks. The shape's count "
        "(shared V h, and V h more for an untied head; per encoder block 4 attention matrices + the MLP + 2 RMS norms; "
        "per decoder block 8 attention matrices + the MLP + 3 norms; a final norm and 32 x heads relative-position "
        "buckets per stack) is checked against `parameters`: more than 10% apart is a warning. `parameters` stays what "
        "memory counts; FLOPs split it in the shape's proportions (`training.encoder_sequence_length`). Training only, "
        "without pipeline or context parallelism, experts, `selective_op` recomputation, activation offloading, QLoRA "
        "or another head than `causal_lm` (each refused, naming the field)";
    bindCustom(encoder, &ModelArchitecture::encoderLayers);
}

void addTask(std::vector<ScenarioField>& out)
{
    Section task(out, "Task", kAllTasks);
    ScenarioField& f =
        task.add("task", "Task", FieldKind::Choice,
                 "What the GPUs do: pre-training or full fine-tuning (every weight trained), LoRA/QLoRA (small "
                 "adapters on a frozen, for QLoRA 4-bit, base) or inference (serving).");
    f.required = true;
    f.choices = enumChoices<Task>({{Task::PreTrain, "Pre-training"},
                                   {Task::FullFineTune, "Full fine-tune"},
                                   {Task::LoRA, "LoRA fine-tune"},
                                   {Task::QLoRA, "QLoRA fine-tune"},
                                   {Task::Inference, "Inference"}});
    bindEnum<Task>(f, [](Scenario& s) -> Task& { return s.task; });
}

void addTraining(std::vector<ScenarioField>& out)
{
    Section training(out, "Training", kTrainingTasks);
    ScenarioField& precision = training.add("training.precision", "Precision", FieldKind::Choice,
                                            "Number format of the compute. Mixed BF16 keeps FP32 master weights "
                                            "(Micikevicius et al. 2018); FP8 needs Hopper or newer; pure BF16 keeps "
                                            "weights, gradients and optimizer states in BF16 with no FP32 copy "
                                            "(8 bytes per parameter with AdamW instead of 16).");
    precision.choices = enumChoices<TrainPrecision>({{TrainPrecision::FP32, "FP32"},
                                                     {TrainPrecision::MixedBF16, "Mixed BF16"},
                                                     {TrainPrecision::FP8, "FP8"},
                                                     {TrainPrecision::PureBF16, "Pure BF16"}});
    precision.docNote = "`bf16_mixed` is BF16/FP16 compute with FP32 master weights; `fp8` needs a GPU with FP8 "
                        "tensor cores; `pure_bf16` (v2) keeps weights, gradients and optimizer states all in BF16 with "
                        "no FP32 master copy, as torchtune's `dtype: bf16`, LitGPT's `bf16-true` or DeepSpeed's "
                        "`bf16_master_weights_and_grads` + `bf16_optimizer_states` (AdamW 2 + 2 + 4 = 8 bytes per "
                        "parameter instead of 16; timed like `bf16_mixed`)";
    bindEnum<TrainPrecision>(precision, [](Scenario& s) -> TrainPrecision& { return s.training.precision; });
    ScenarioField& optimizer =
        training.add("training.optimizer", "Optimizer", FieldKind::Choice,
                     "AdamW keeps two FP32 moments per weight (8 bytes); 8-bit AdamW 2 bytes; Adafactor factorises "
                     "the second moment; SGD with momentum keeps one. Paged (bitsandbytes, as QLoRA uses): the same "
                     "states in unified memory, evicted to CPU memory when the GPU runs out.");
    optimizer.choices = enumChoices<Optimizer>({{Optimizer::AdamW, "AdamW"},
                                                {Optimizer::AdamW8bit, "AdamW 8-bit"},
                                                {Optimizer::SgdMomentum, "SGD + momentum"},
                                                {Optimizer::Adafactor, "Adafactor"},
                                                {Optimizer::AdamWPaged, "AdamW, paged"},
                                                {Optimizer::AdamW8bitPaged, "AdamW 8-bit, paged"}});
    optimizer.docNote =
        "`adamw_paged` and `adamw_8bit_paged` (v2) are bitsandbytes' PagedAdamW / PagedAdamW8bit (QLoRA, Dettmers et "
        "al. "
        "2023, sec. 3): the states of `adamw` / `adamw_8bit`, allocated with cudaMallocManaged. The estimate assumes "
        "them resident: they count in `memory.total_gb` (nvidia-smi) but not in `memory.allocated_gb` (PyTorch's "
        "allocator never sees them, so torch.cuda.max_memory_allocated excludes them) nor in the allocator reserve. "
        "When the total exceeds the usable memory but the rest fits, the scenario fits with the excess E evicted to "
        "CPU memory (a warning) and each optimizer step pays 2 E / host-link bandwidth, exposed (a lower bound: demand "
        "paging migrates below the copy rate). Paging does not lower the peak of the other tensors";
    bindEnum<Optimizer>(optimizer, [](Scenario& s) -> Optimizer& { return s.training.optimizer; });
    ScenarioField& inBackward =
        training.add("training.optimizer_in_backward", "Optimizer step in backward", FieldKind::Flag,
                     "Each weight is updated, and its gradient freed, as soon as its gradient is complete: only one "
                     "gradient exists at a time (torchtune optimizer_in_bwd). Needs gradient accumulation 1.");
    inBackward.tasks = taskBit(Task::PreTrain) | taskBit(Task::FullFineTune);
    inBackward.docNote = "v2. `memory.gradients_gb` becomes the largest parameter tensor's gradient, max(V h, h f, "
                         "h a d_h) x bytes / t, instead of every parameter's (torchtune `optimizer_in_bwd: True`, "
                         "PyTorch `register_post_accumulate_grad_hook`). Refused with gradient accumulation above 1 "
                         "(the optimizer steps every micro-batch); no effect on time";
    bindNumber(inBackward, &Scenario::training, &TrainingSettings::optimizerInBackward);

    ScenarioField& micro = training.number("training.micro_batch", "Micro-batch", Int, 1, 1 << 20, "sequences", " seq",
                                           "Sequences per GPU per forward/backward pass: activations grow with it.");
    bindNumber(micro, &Scenario::training, &TrainingSettings::microBatch);
    ScenarioField& global =
        training.number("training.global_batch", "Global batch", Int, 1, 1 << 24, "sequences", " seq",
                        "Sequences per optimizer step across all GPUs; gradient accumulation = "
                        "global / (micro x data parallel).");
    global.docNote = "must be a multiple of `micro_batch` x data-parallel degree; accumulation steps are derived";
    bindNumber(global, &Scenario::training, &TrainingSettings::globalBatch);
    ScenarioField& sequence =
        training.number("training.sequence_length", "Sequence length", Int, 1, ScenarioValidator::kMaxSequenceLength,
                        "tokens", " tokens",
                        "Tokens per training sequence: attention activations grow with its square without "
                        "FlashAttention.");
    sequence.limitWhy = kSequenceLimitWhy;
    bindNumber(sequence, &Scenario::training, &TrainingSettings::sequenceLength);

    const std::string kLlama3 = "the largest published runs are in the tens of trillions: Llama 3 trained on 15.6e12 "
                                "(Dubey et al. 2024)";
    ScenarioField& tokens = training.number(
        "training.tokens", "Tokens to train", Real, 0, ScenarioValidator::kMaxTrainingTokens, "tokens", " B tokens",
        "Training tokens in billions; 0 = dataset tokens x epochs. Time = 6 x parameters x tokens / "
        "(GPUs x peak x MFU) (Kaplan et al. 2020).");
    tokens.shownPower = -9;
    tokens.decimals = 3;
    tokens.zeroMeans = "dataset x epochs";
    tokens.limitWhy = kLlama3;
    tokens.docNote = "tokens to train on; 0 = `dataset_tokens` x `epochs` (also at most 1e15)";
    bindNumber(tokens, &Scenario::training, &TrainingSettings::tokens);
    ScenarioField& dataset =
        training.number("training.dataset_tokens", "Dataset", Real, 0, ScenarioValidator::kMaxTrainingTokens, "tokens",
                        " B tokens", "Tokens in the dataset, in billions (used when tokens to train is 0).");
    dataset.shownPower = -9;
    dataset.decimals = 3;
    dataset.zeroMeans = "not used";
    dataset.limitWhy = kLlama3;
    dataset.docNote = "one of `tokens` / `dataset_tokens` must be set";
    bindNumber(dataset, &Scenario::training, &TrainingSettings::datasetTokens);
    ScenarioField& epochs =
        training.number("training.epochs", "Epochs", Real, 0.01, 1000, "", " x", "Passes over the dataset.");
    epochs.decimals = 2;
    bindNumber(epochs, &Scenario::training, &TrainingSettings::epochs);

    ScenarioField& recompute =
        training.add("training.recompute", "Recompute", FieldKind::Choice,
                     "Activation checkpointing: selective recomputes attention only (Korthikanti et al. 2022); full "
                     "keeps only each layer's input and costs about a third more compute.");
    recompute.choices = enumChoices<Recompute>({{Recompute::None, "None"},
                                                {Recompute::Selective, "Selective (Megatron)"},
                                                {Recompute::Full, "Full"},
                                                {Recompute::SelectiveLayer, "Selective layer (torchtitan)"},
                                                {Recompute::SelectiveOp, "Selective op (torchtitan)"}});
    recompute.docNote = "`selective` is Megatron-LM's (Korthikanti et al. 2022): the attention core (softmax, "
                        "dropout, score matmuls) is recomputed, the 5 a s^2 b score terms are not kept, + 4 L s H Q "
                        "FLOPs per token. v2, torchtitan's (`activation_checkpoint.mode = selective`): "
                        "`selective_layer` checkpoints every second block (`selective_ac_option = \"2\"`): half "
                        "the layers keep only their input, + (2 N + 4 L s H Q) / 2 FLOPs; `selective_op` keeps the "
                        "block input, the attention output and the outputs of every second matmul of each block (wq, "
                        "wv, w1, w2: torchtitan's save list \"except every second mm\") and recomputes the rest: "
                        "+ 2 L (h a_kv d_h + a d_h h + h f) FLOPs per token (wk, wo and w3 run again)";
    bindEnum<Recompute>(recompute, [](Scenario& s) -> Recompute& { return s.training.recompute; });
    ScenarioField& actOffload =
        training.add("training.activation_offloading", "Offload activations to CPU", FieldKind::Flag,
                     "The activations each layer saves for backward are copied to CPU memory during forward and "
                     "back during backward, on a side stream (torchtune enable_activation_offloading, Megatron-Core "
                     "cpu_offloading): less GPU memory, PCIe traffic the compute may not hide.");
    actOffload.docNote =
        "v2. `memory.activations_gb` keeps min(L/p, 2) layers of one micro-batch (the layer computed and the one in "
        "transit; the micro-batches a pipeline holds in flight wait in CPU memory too); the other L/p - 2 layers' "
        "saved tensors, A per micro-batch, go out in forward and come back in backward over the GPU's host link "
        "(the catalog's `pcie-genG-x16` row for the GPU's PCIe generation, `nvlink-c2c` for Grace superchips; "
        "refused when the GPU has none). Each pass takes its larger direction (PCIe is full duplex) and only what "
        "exceeds that pass's compute is added to the step (`host_transfer_seconds_per_step`, "
        "`exposed_host_transfer_seconds_per_step`). torchtune advises it with activation checkpointing, where "
        "only the layer inputs move";
    bindNumber(actOffload, &Scenario::training, &TrainingSettings::activationOffloading);
    ScenarioField& flash = training.add("training.flash_attention", "FlashAttention", FieldKind::Flag,
                                        "Fused attention that never stores the s x s score matrix (Dao et al. 2022).");
    bindNumber(flash, &Scenario::training, &TrainingSettings::flashAttention);
    ScenarioField& loss =
        training.add("training.loss_kernel", "Loss kernel", FieldKind::Choice,
                     "How the loss is computed from the last layer: the standard loss holds every logit with FP32 "
                     "copies; chunked cross-entropy (torchtune) upcasts one chunk at a time; a fused linear + "
                     "cross-entropy kernel (Liger) never holds more than one chunk of logits.");
    loss.choices = enumChoices<LossKernel>({{LossKernel::Standard, "Standard"},
                                            {LossKernel::Chunked, "Chunked cross-entropy"},
                                            {LossKernel::Fused, "Fused linear cross-entropy"}});
    loss.docNote = "v2. The loss spike (`memory.logits_gb`): `standard` = s b V x 14 bytes / t (Hugging Face "
                   "causal-LM training: BF16 logits, FP32 copy, log-softmax and gradient); `chunked` = torchtune's "
                   "`CEWithChunkedOutputLoss`, 8 chunks each upcast only while its loss is computed, s b V x "
                   "(2 + 12/8) bytes / t; `fused` = Liger-Kernel's fused linear cross-entropy, one chunk of "
                   "c = next_pow2(ceil(s b / ceil(V / h))) tokens' logits plus the gradient of the hidden state, "
                   "(c V / t + s b h) x 2 bytes (Cut Cross-Entropy needs less)";
    bindEnum<LossKernel>(loss, [](Scenario& s) -> LossKernel& { return s.training.lossKernel; });
    ScenarioField& packed =
        training.add("training.packed_sequences", "Packed sequences", FieldKind::Flag,
                     "Fine-tuning samples packed end to end into full-length sequences (no padding): fine-tuning then "
                     "runs at the pre-training utilisation instead of 0.9 of it.");
    packed.tasks = taskBit(Task::FullFineTune) | taskBit(Task::LoRA) | taskBit(Task::QLoRA);
    packed.docNote =
        "v2. As NeMo's packed SFT/LoRA (its performance summary: \"the inputs are packed to 4096 "
        "tokens\") or torchtune's `packed: True`. Off: the fine-tuning utilisation is 0.9 of the "
        "pre-training default for padding (`utilisation_assumed` explanation); on: 1.0. No effect on memory or on "
        "`hardware.mfu_override`";
    bindNumber(packed, &Scenario::training, &TrainingSettings::packedSequences);
    ScenarioField& sample = training.number(
        "training.packed_sample_tokens", "Tokens per packed sample", Int, 0, ScenarioValidator::kMaxSequenceLength,
        "tokens", " tokens",
        "Average length of one fine-tuning sample in a pack, longer samples counting more (sum s^2 / sum s). "
        "Variable-length attention never computes attention between the samples of a pack, so attention costs "
        "what each sample costs. Used only with Packed sequences, without context parallelism. 0 = the whole "
        "sequence.");
    sample.tasks = packed.tasks;
    defaultsToSequenceLength(sample);
    sample.docNote =
        "v2. Read with `packed_sequences` true, decoder-only, without context parallelism. The attention FLOPs per "
        "token are 12 L s' H Q with s' = min(this, `sequence_length`) instead of 12 L s H Q (NeMo's sequence-packing "
        "guide: with its variable-length FlashAttention / Transformer Engine kernels \"attention values between "
        "sequences are never calculated\", the complexity stays sum s_i^2). Give sum s_i^2 / sum s_i, the token-"
        "weighted mean (the plain mean is lower when lengths vary). 0: attention spans the whole sequence, as with "
        "a kernel that masks a pack-sized score matrix. No effect on memory (FlashAttention's memory is linear in s)";
    bindNumber(sample, &Scenario::training, &TrainingSettings::packedSampleTokens);
    sample.meaningfulWhen = [](const Scenario& s) { return s.training.packedSequences; };

    ScenarioField& head = training.add(
        "training.head", "Head", FieldKind::Choice,
        "What the model is trained to output: next-token logits (causal LM), one score per label for the whole "
        "sequence (sequence classification: no vocabulary-sized logits, no LM head) or the masked tokens (masked "
        "LM, BERT-style: bidirectional attention, logits at every position).");
    head.choices = enumChoices<OutputHead>({{OutputHead::CausalLm, "Causal LM"},
                                            {OutputHead::SequenceClassification, "Sequence classification"},
                                            {OutputHead::MaskedLm, "Masked LM"}});
    head.docNote =
        "v2. `causal_lm` is what version 1 computed. `sequence_classification` (Hugging Face "
        "`*ForSequenceClassification`: `score = nn.Linear(hidden_size, num_labels, bias=False)` in place of "
        "`lm_head`, pooled on the last non-padding token): the parameters lose an untied LM head's V h (a tied matrix "
        "stays as the input embedding) and gain h x `num_labels`, and weights, gradients and optimizer states follow; "
        "`memory.logits_gb` is s b `num_labels` x 14 bytes instead of s b V x 14 / t (whatever `loss_kernel`, which "
        "then has nothing to chunk: a warning); FLOPs per token lose the LM head's matmul, 6 V h (4 V h for "
        "LoRA/QLoRA), and gain 6 h `num_labels` (Kaplan et al. 2020, table 1). `masked_lm` (BERT-style "
        "`*ForMaskedLM`): the same parameters, logits and FLOPs as `causal_lm`: Hugging Face `BertForMaskedLM` scores "
        "every position (`prediction_scores = self.cls(sequence_output)`; unmasked labels are -100) and the "
        "engine's 12 L s H Q attention count never halved the score matrix for the causal mask. The head adds or "
        "removes no pooler or MLM transform (BERT's h x h layers: count them in `parameters`), and LoRA does not "
        "train the score layer here (PEFT's `modules_to_save` would: h x `num_labels` more). A catalog model is tied "
        "or untied as its row's `embeddings` column says; a row that leaves it empty counts as untied, and a warning "
        "names the V h removed. A training setting: ignored for inference (a warning)";
    bindEnum<OutputHead>(head, [](Scenario& s) -> OutputHead& { return s.training.head; });
    ScenarioField& labels = training.number("training.num_labels", "Labels", Int, 1, 1000000, "labels", " labels",
                                            "Classes the sequence-classification head scores (num_labels; 1 is "
                                            "regression): the score layer is hidden size x labels.");
    labels.limitWhy = "a million classes is already a vocabulary: use the causal-LM head";
    labels.docNote = "v2. Read with `head` `sequence_classification` (Hugging Face's default is 2 too)";
    bindNumber(labels, &Scenario::training, &TrainingSettings::numLabels);
    labels.meaningfulWhen = [](const Scenario& s) { return s.training.head == OutputHead::SequenceClassification; };
    ScenarioField& encoderSequence = training.number(
        "training.encoder_sequence_length", "Encoder sequence length", Int, 0, ScenarioValidator::kMaxSequenceLength,
        "tokens", " tokens",
        "Tokens of each encoder input (an encoder-decoder model's source text); the sequence length is then the "
        "decoder's (target) length. 0 = the sequence length.");
    defaultsToSequenceLength(encoderSequence);
    encoderSequence.docNote =
        "v2. Read with `model.custom.encoder_layers` above 0. Encoder blocks run at s_enc tokens, decoder blocks at "
        "`sequence_length` s with cross-attention keys and values over s_enc; `tokens` counts decoder (target) "
        "tokens, and every per-token figure is per target token. FLOPs per target token: 6 (P_dec + P_enc s_enc / s) "
        "+ 12 H Q (L s + L s_enc + L_enc s_enc^2 / s), the cross-attention key/value projections on the encoder side "
        "(they run once per source token); with sequence parallelism `tensor_parallel` must divide s_enc too";
    bindNumber(encoderSequence, &Scenario::training, &TrainingSettings::encoderSequenceLength);
    encoderSequence.meaningfulWhen = [](const Scenario& s) {
        return s.model.catalogKey.empty() && s.model.custom && s.model.custom->encoderLayers > 0;
    };

    Section lora(out, "LoRA adapters", kAdapterTasks);
    ScenarioField& rank =
        lora.number("training.lora_rank", "Rank", Int, 1, 4096, "", "",
                    "Adapter rank r: each adapted matrix gains r x (in + out) trainable weights (Hu et al. 2021).");
    rank.docNote = "at most the hidden size";
    bindNumber(rank, &Scenario::training, &TrainingSettings::loraRank);
    ScenarioField& targets =
        lora.add("training.lora_targets", "Targets", FieldKind::ChoiceSet,
                 "The projections that get adapters: attention q, k, v, o and MLP gate, up, down.");
    int position = 0;
    for (const char* t : {"q", "k", "v", "o", "gate", "up", "down"})
        targets.choices.push_back({position++, t, t});
    targets.docNote = "at least one; none twice";
    targets.list = [](const Scenario& s) { return s.training.loraTargets; };
    targets.setList = [](Scenario& s, const std::vector<std::string>& v) { s.training.loraTargets = v; };
    ScenarioField& copies = lora.number(
        "training.qlora_input_copies", "4-bit layer inputs kept", Int, 0, 2, "copies", " copies",
        "Copies of each 4-bit layer's input left in memory: 0 with bitsandbytes 0.43.2 or newer; 1 with older "
        "bitsandbytes, which kept them by mistake; 2 when the training loop also holds the previous micro-batch.");
    copies.tasks = taskBit(Task::QLoRA);
    copies.limitWhy = "one copy for the running micro-batch and one for the previous one whose graph is still held";
    copies.docNote = "v2, QLoRA. bitsandbytes before 0.43.2 stored each 4-bit linear layer's input on the autograd "
                     "context although the backward pass never reads it (bitsandbytes PR #1270, 2024-07-16); being "
                     "outside the saved tensors it lives as long as the graph. Adds copies x s b (2h + a d_h + k_e f) "
                     "x 2 bytes / t per layer to `memory.activations_gb`. 1: a run whose peak is its first "
                     "micro-batch (LitGPT 2023 ran the longest sample first); 2: a loop that keeps the previous "
                     "micro-batch's outputs while the next forward runs (LitGPT 2024 keeps `logits`)";
    bindNumber(copies, &Scenario::training, &TrainingSettings::qloraInputCopies);
}

// An optional share in (0, 1] of the serving settings, shown as a percentage: null in a file, 0 in the
// editor, means `emptyMeans`. The compute efficiency and the runtime's memory share are both such fields.
ScenarioField& optionalInferenceFraction(Section& section, std::string path, std::string label, std::string tooltip,
                                         std::optional<double> InferenceSettings::*member, std::string emptyMeans,
                                         std::string limitWhy)
{
    ScenarioField& f = section.number(std::move(path), std::move(label), Real, 0, 1, "", " %", std::move(tooltip));
    f.minExclusive = true;
    f.nullable = true;
    f.shownPower = 2;
    f.decimals = 1;
    f.zeroMeans = std::move(emptyMeans);
    f.defaultText = "null";
    f.limitWhy = std::move(limitWhy);
    f.number = [member](const Scenario& s) { return s.inference.*member; };
    f.setNumber = [member](Scenario& s, double v) {
        s.inference.*member = v != 0 ? std::optional<double>(v) : std::nullopt;
    };
    return f;
}

void addInference(std::vector<ScenarioField>& out)
{
    Section inference(out, "Inference", kServingTasks);
    ScenarioField& weights = inference.add("inference.weights", "Weights", FieldKind::Choice,
                                           "Stored weight format: FP16 2 bytes per parameter, FP8/INT8 1, INT4 "
                                           "(GPTQ, AWQ, NF4) half a byte.");
    weights.choices = enumChoices<WeightFormat>({{WeightFormat::FP16, "FP16 / BF16"},
                                                 {WeightFormat::FP8, "FP8"},
                                                 {WeightFormat::INT8, "INT8"},
                                                 {WeightFormat::INT4, "INT4"}});
    weights.docNote = "INT4 = GPTQ/AWQ/NF4 4-bit, group 128";
    bindEnum<WeightFormat>(weights, [](Scenario& s) -> WeightFormat& { return s.inference.weights; });
    ScenarioField& kv =
        inference.add("inference.kv_cache", "KV cache", FieldKind::Choice,
                      "Format of the cached keys and values: 2 x layers x KV heads x head dim x bytes per token.");
    kv.choices = enumChoices<KvPrecision>({{KvPrecision::FP16, "FP16"},
                                           {KvPrecision::FP8, "FP8"},
                                           {KvPrecision::INT8, "INT8"},
                                           {KvPrecision::INT4, "INT4"}});
    kv.docNote = "2 x layers x KV heads x head dim x bytes per token: `fp16` 2 bytes, `fp8` and `int8` (v2; "
                 "TensorRT-LLM's INT8 KV cache) 1, `int4` half a byte";
    bindEnum<KvPrecision>(kv, [](Scenario& s) -> KvPrecision& { return s.inference.kvCache; });

    ScenarioField& concurrent =
        inference.number("inference.concurrent_sequences", "Concurrent sequences", Int, 1, 1 << 20, "sequences", " seq",
                         "Requests decoded together (the batch): more raise throughput until memory or compute runs "
                         "out.");
    concurrent.docNote = "sequences whose KV cache is resident at once";
    bindNumber(concurrent, &Scenario::inference, &InferenceSettings::concurrentSequences);
    ScenarioField& prompt =
        inference.number("inference.prompt_tokens", "Prompt", Int, 1, ScenarioValidator::kMaxSequenceLength, "tokens",
                         " tokens", "Input tokens per request (the prefill sets time to first token).");
    prompt.docNote = "prompt + output at most 10,000,000";
    bindNumber(prompt, &Scenario::inference, &InferenceSettings::promptTokens);
    ScenarioField& output = inference.number(
        "inference.output_tokens", "Output", Int, 1, ScenarioValidator::kMaxSequenceLength, "tokens", " tokens",
        "Generated tokens per request (each one reads all weights once: memory-bandwidth bound).");
    bindNumber(output, &Scenario::inference, &InferenceSettings::outputTokens);

    ScenarioField& rps =
        inference.number("inference.target_requests_per_second", "Target throughput", Real, 0, 1e7, "requests/s",
                         " req/s", "Requests per second to serve; 0 = no target (GPUs needed is then not sized).");
    rps.decimals = 2;
    rps.zeroMeans = "no target";
    bindNumber(rps, &Scenario::inference, &InferenceSettings::targetRequestsPerSecond);
    ScenarioField& latency = inference.number("inference.target_latency_seconds", "Target latency", Real, 0, 1e5, "s",
                                              " s", "End-to-end seconds per request; 0 = no target.");
    latency.decimals = 2;
    latency.zeroMeans = "no target";
    bindNumber(latency, &Scenario::inference, &InferenceSettings::targetLatencySeconds);
    ScenarioField& ttft =
        inference.number("inference.target_ttft_seconds", "Target time to first token", Real, 0, 1e5, "s", " s",
                         "Seconds until a request's first token (the prefill and its wait); 0 = no target. With a "
                         "throughput target, batches that miss it are not used to size the GPUs needed.");
    ttft.decimals = 3;
    ttft.zeroMeans = "no target";
    ttft.docNote = "with a throughput target, batches that miss it are not used for `gpus_needed_for_target`; "
                   "written only when set";
    bindNumber(ttft, &Scenario::inference, &InferenceSettings::targetTtftSeconds);
    ScenarioField& tpot =
        inference.number("inference.target_tpot_seconds", "Target time per output token", Real, 0, 1e5, "s", " s",
                         "Seconds between two generated tokens of one request (0.05 s is 20 tokens/s, about reading "
                         "speed); 0 = no target. Held like the time to first token.");
    tpot.decimals = 3;
    tpot.zeroMeans = "no target";
    tpot.docNote = "held the same way as `target_ttft_seconds`; written only when set";
    bindNumber(tpot, &Scenario::inference, &InferenceSettings::targetTpotSeconds);
    ScenarioField& percentile = inference.number(
        "inference.target_ttft_percentile", "TTFT target percentile", Int, 0, 99, "", "",
        "0: the time-to-first-token target holds for the mean request; 50, 90, 95 or 99: for that share of requests "
        "(p95: 19 in 20 get their first token within it). Percentiles come from a queueing model of the prompts "
        "waiting for the prefill, with requests arriving at random (Poisson).");
    percentile.zeroMeans = "the mean";
    percentile.limitWhy = "50, 90, 95 or 99 (or 0)";
    percentile.docNote =
        "v2, a JSON integer: 0 (default, the target is on the mean TTFT), 50, 90, 95 or 99; needs "
        "`target_ttft_seconds` "
        "and continuous batching. The percentile is the TTFT's deterministic part (the current iteration's mean "
        "residual and the request's own prefill iterations) plus that percentile of the wait for the prefill: an "
        "M/D/c queue (c = the prompts one prefill iteration holds, Poisson arrivals), whose probability of waiting is "
        "Erlang C (Kleinrock 1975, Queueing Systems vol. 1, sec. 3.5) and whose wait, given a wait, is exponential "
        "with the mean the mean TTFT holds (the M/D/1 wait, which Allen-Cunneen's (c_a^2 + c_s^2) / 2 also gives for "
        "c = 1: Allen 1990, Probability, Statistics and Queueing Theory, 2nd ed., sec. 6): t_p = (W / C) ln(C / (1 - "
        "p)), 0 when C <= 1 - p (docs/serving-model.md). The estimate gives "
        "`ttft_p50_s`, `ttft_p95_s`, `ttft_p99_s`; written only when set";
    bindNumber(percentile, &Scenario::inference, &InferenceSettings::targetTtftPercentile);

    ScenarioField& batching =
        inference.add("inference.batching", "Batching", FieldKind::Choice,
                      "Static: a batch of requests is prefilled together and decoded until the last one ends. "
                      "Continuous (vLLM, TGI, SGLang, TensorRT-LLM in-flight batching; the default): a new request "
                      "joins at the next iteration and the prompts of many requests share one forward pass (Orca, Yu "
                      "et al. 2022; Sarathi-Serve, Agrawal et al. 2024).");
    batching.choices =
        enumChoices<Batching>({{Batching::Static, "Static batch"}, {Batching::Continuous, "Continuous batching"}});
    batching.docNote =
        "v2; default `continuous` (a version 1 file reads as `static`). `static` (TensorRT-LLM's gptSessionBenchmark, "
        "Hugging Face `generate` on a batch): TTFT = the batch's prefill, request latency = TTFT + output x TPOT, "
        "throughput = B x output / latency. `continuous` with B = `concurrent_sequences` requests in flight (vLLM, "
        "SGLang, TGI, TensorRT-LLM in-flight batching): timed one scheduler iteration at a time (Yu et al. 2022, Orca; "
        "Agrawal et al. 2024, Sarathi-Serve; vLLM's scheduler): each iteration one read of the weights for the running "
        "sequences' decode tokens and the prompt tokens the token budget lets in (vLLM's `max_num_batched_tokens`, "
        "8192 on a GPU of 70 GiB or more but an A100, else 2048; at most `max_num_seqs` 1024 or 256 running); TTFT = "
        "the wait for the current iteration + the M/D/1 wait for the budget + the request's own prefill iterations; "
        "request latency = TTFT + (output - 1) x TPOT; throughput = B / latency (Little's law). Means, not "
        "percentiles: docs/serving-model.md";
    bindEnum<Batching>(batching, [](Scenario& s) -> Batching& { return s.inference.batching; });
    ScenarioField& prefill =
        inference.add("inference.prefill", "Prefill", FieldKind::Choice,
                      "Chunked: the prompt goes through in scheduler chunks and only the last position's logits are "
                      "kept (vLLM, TensorRT-LLM, SGLang). Whole prompt: one forward pass computes the logits of every "
                      "prompt position (Hugging Face generate before transformers 4.45, LitGPT).");
    prefill.choices =
        enumChoices<PrefillMode>({{PrefillMode::Chunked, "Chunked"}, {PrefillMode::WholePrompt, "Whole prompt"}});
    prefill.docNote = "v2, memory only. `chunked`: a prefill working set of min(prompt x B, 8192) tokens (vLLM's "
                      "`max_num_batched_tokens`) and sampling logits B x V x (2 + 4) bytes / t. `whole_prompt`: the "
                      "working set of all prompt x B tokens and the logits of every prompt position, prompt x B x V "
                      "x (2 + 4) bytes / t (16-bit logits and the FP32 copy `logits.float()` makes; transformers "
                      "4.45 added `num_logits_to_keep` to keep only the last)";
    bindEnum<PrefillMode>(prefill, [](Scenario& s) -> PrefillMode& { return s.inference.prefill; });
    optionalInferenceFraction(
        inference, "inference.compute_efficiency", "Compute efficiency",
        "Share of the tensor peak the prefill and the decode's matrix products reach. Empty: the default for the "
        "weight format (FP16/BF16 0.66; FP8 0.55 of the FP8 peak; INT8 and INT4 weight-only 0.66 of the FP16 peak).",
        &InferenceSettings::computeEfficiency, "the weight format's default", "a fraction of the peak, e.g. 0.66")
        .docNote =
        "v2. A fraction of the dense tensor peak of the format's compute (FP8 weights: the FP8 peak; INT8/INT4 "
        "weight-only: the FP16 peak); the fixed per-layer time is `prefill_layer_overhead_ms`, apart. null = the "
        "default per weight format (`InferenceEstimator.h`), from the TensorRT-LLM v0.5 first-token latencies of GPT-J "
        "6B at 2048 tokens (not a validation case) less that fixed time: `fp16` 0.66 (A100), `fp8` 0.55 (H100 0.54, "
        "L40S 0.55; their ratio is that of Azure's cuBLASLt FP8 and FP16 GEMM ceilings, 0.65-0.70 and 0.80-0.82), "
        "`int8` and `int4` 0.66 (weight-only formats dequantise into FP16 GEMMs), counting 2 N FLOPs per token with N "
        "the weights that multiply (GPT-J's untied input embedding is a lookup). Attention runs in 16 bits: the FP16 "
        "peak x 0.66 (or x this value when set)";
    optionalInferenceFraction(
        inference, "inference.gpu_memory_utilization", "GPU memory utilisation",
        "Share of each GPU's memory the serving runtime takes for itself and fills with KV cache (vLLM's "
        "gpu_memory_utilization, 0.9 by default): the plan must fit in that share. Empty: all usable memory.",
        &InferenceSettings::gpuMemoryUtilization, "all usable memory", "a fraction of the GPU's memory, e.g. 0.9")
        .docNote =
        "v2. A fraction u of the memory CUDA reports (the usable memory, below): vLLM's `gpu_memory_utilization` "
        "(default 0.9), SGLang's `mem_fraction_static`. The scenario must fit in u x usable (weights, working set, KV "
        "cache, reserve and context: `fits`), the most concurrent sequences and the fewest GPUs are counted in it. "
        "The memory figures stay what the tensors need; while it serves, the runtime's KV-cache pool fills the "
        "rest, so nvidia-smi shows about u x usable. null = the whole usable memory";
    ScenarioField& overhead = inference.number(
        "inference.prefill_layer_overhead_ms", "Prefill overhead per layer", Real, 0, 100, "ms", " ms",
        "Fixed time a prefill spends in each layer besides its matrix products and weight reads: kernel launches and "
        "small kernels that run without CUDA graphs (TensorRT-LLM's context phase). It sets the first token of a short "
        "prompt; 0 = a pure roofline.");
    overhead.decimals = 3;
    overhead.limitWhy = "a runtime whose layer costs more than 0.1 s besides its compute is not a serving runtime";
    overhead.docNote =
        "v2. Added once per prefill (each request's under continuous batching, each batch's under static batching): L "
        "x this, every GPU running all L layers under tensor parallelism. Default 0.135 ms "
        "(`InferenceEstimator::kPrefillLayerOverheadMs`): the TensorRT-LLM v0.5 performance page's first-token "
        "latencies of GPT-J 6B at 128 tokens (a model not in the validation suite) less this engine's roofline, over "
        "28 layers: H100 FP8 0.157 ms, A100 FP16 0.135, L40S FP8 0.070, the median. TensorRT-LLM captures CUDA graphs "
        "for generation steps only (NVIDIA/TensorRT-LLM issue #402), so the context phase pays each kernel launch";
    bindNumber(overhead, &Scenario::inference, &InferenceSettings::prefillLayerOverheadMs);
    ScenarioField& engine =
        inference.add("inference.serving_engine", "Serving engine", FieldKind::Choice,
                      "The software that serves the model: its time per forward pass besides the GPU's work (Python "
                      "and kernel launches in Hugging Face generate and LitGPT, the scheduler in vLLM), static or "
                      "continuous batching, and the share of memory it takes. Unspecified: none of these applied.");
    engine.choices = enumChoices<ServingEngine>({{ServingEngine::Unspecified, "Unspecified"},
                                                 {ServingEngine::Vllm, "vLLM"},
                                                 {ServingEngine::Sglang, "SGLang"},
                                                 {ServingEngine::Tgi, "TGI"},
                                                 {ServingEngine::TensorRtLlm, "TensorRT-LLM"},
                                                 {ServingEngine::HfTransformers, "HF Transformers generate"},
                                                 {ServingEngine::LlamaCpp, "llama.cpp"},
                                                 {ServingEngine::Litgpt, "LitGPT generate"}});
    engine.docNote =
        "v2; default `unspecified` (the estimate as before: no engine overhead). One of `vllm`, `sglang`, `tgi`, "
        "`tensorrt_llm`, `hf_transformers`, `llama_cpp`, `litgpt`. Each forward pass (prefill or decode step) adds the "
        "engine's fixed overhead, per layer and per pass (`ServingEngines.cpp`, each constant with its source; "
        "docs/serving-model.md); `hf_transformers` and `litgpt` batch statically whatever `batching` says; when "
        "`gpu_memory_utilization` is null the engine's own reservation applies (vLLM 0.9, SGLang `mem_fraction_static` "
        "by tensor-parallel size; TensorRT-LLM keeps 0.9 of the free memory for KV cache)";
    bindEnum<ServingEngine>(engine, [](Scenario& s) -> ServingEngine& { return s.inference.servingEngine; });
}

void addParallel(std::vector<ScenarioField>& out)
{
    Section parallel(out, "Parallelism", kAllTasks);
    ScenarioField& zero =
        parallel.add("parallel.zero_stage", "ZeRO / FSDP", FieldKind::Choice,
                     "How data-parallel ranks shard training state (Rajbhandari et al. 2020): stage 1 optimizer "
                     "states, 2 + gradients, 3 (= FSDP full shard) + weights.");
    zero.tasks = kTrainingTasks; // sharding training state means nothing to a serving scenario
    zero.choices = {
        {0, "0", "Off (plain data parallel)"}, {1, "1", "Stage 1"}, {2, "2", "Stage 2"}, {3, "3", "Stage 3 / FSDP"}};
    zero.docNote = "a JSON integer";
    bindEnum<ZeroStage>(zero, [](Scenario& s) -> ZeroStage& { return s.parallel.zero; });
    ScenarioField& tensor = parallel.number(
        "parallel.tensor_parallel", "Tensor parallel", Int, 1, 72, "GPUs", " GPUs",
        "GPUs that split each layer's matrices (Megatron-LM, Shoeybi et al. 2019); must divide the attention heads and "
        "stay inside one node's fast links.");
    tensor.limitWhy = "it must divide the GPUs per node, at most 72";
    tensor.docNote = "t; must divide the GPUs per node and the attention heads; in training also the KV heads "
                     "(inference engines replicate KV heads when t > a_kv, so there a_kv may divide t instead)";
    bindNumber(tensor, &Scenario::parallel, &ParallelSettings::tensorParallel);
    ScenarioField& pipeline = parallel.number("parallel.pipeline_parallel", "Pipeline parallel", Int, 1, 1024, "stages",
                                              " stages", "Stages that split the layers; must divide the layer count.");
    pipeline.docNote = "p; at most the layer count; t x p must divide the total GPUs";
    bindNumber(pipeline, &Scenario::parallel, &ParallelSettings::pipelineParallel);
    ScenarioField& micro =
        parallel.number("parallel.pipeline_micro_batches", "Pipeline micro-batches", Int, 1, 1 << 20, "", "",
                        "Micro-batches per step in the pipeline; the idle bubble is (stages - 1) "
                        "/ micro-batches (Narayanan et al. 2021).");
    micro.docNote = "m per step. 1 (the default) means m = the gradient-accumulation steps, ceil(`global_batch` / "
                    "(`micro_batch` x data parallel)), which is what 1F1B runs per replica; above 1 sets m. Memory "
                    "and time use the same m: the first stage holds min(p, m) micro-batches of activations and the "
                    "bubble is (p-1)/m";
    bindNumber(micro, &Scenario::parallel, &ParallelSettings::pipelineMicroBatches);
    ScenarioField& virtualStages =
        parallel.number("parallel.virtual_stages", "Virtual pipeline stages", Int, 1, 1024, "", "",
                        "Model chunks per pipeline GPU (Megatron's interleaved 1F1B, NeMo's VP): the bubble shrinks "
                        "to (stages - 1) / (v x micro-batches) for v times the pipeline traffic (Narayanan et al. "
                        "2021).");
    virtualStages.tasks = kTrainingTasks;
    virtualStages.limitWhy = "every virtual stage holds at least one of the model's layers";
    virtualStages.docNote =
        "v2. v model chunks per pipeline rank (Megatron-LM `--num-layers-per-virtual-pipeline-stage`, NeMo's VP). "
        "Above 1 it needs `pipeline_parallel` >= 2 and p x v at most the layers. The bubble becomes (p-1)/(v m) and "
        "the pipeline traffic v times larger (Narayanan et al. 2021, sec. 2.2.2); the first stage holds min(p, m) x "
        "(1 + (p-1)/(p v)) micro-batches of activations (Megatron-LM `theoretical_memory_usage.py`). A warning when m "
        "is not a multiple of p, or the layers not of p v";
    bindNumber(virtualStages, &Scenario::parallel, &ParallelSettings::virtualStages);
    ScenarioField& sequenceParallel = parallel.add(
        "parallel.sequence_parallel", "Sequence parallel", FieldKind::Flag,
        "Megatron sequence parallelism: the LayerNorm and dropout activations tensor parallelism keeps on every "
        "GPU are split over the tensor-parallel GPUs too, for the same traffic (Korthikanti et al. 2022).");
    sequenceParallel.tasks = kTrainingTasks;
    sequenceParallel.docNote = "v2. Korthikanti et al. 2022, sec. 4.2.2: s b h (34/t + 5as/(ht)) of activations per "
                               "layer instead of s b h (10 + 24/t + 5as/(ht)); the tensor-parallel traffic keeps its "
                               "volume. `sequence_length` must be a multiple of `tensor_parallel`; with t = 1 a "
                               "warning (no saving)";
    bindNumber(sequenceParallel, &Scenario::parallel, &ParallelSettings::sequenceParallel);
    ScenarioField& contextParallel = parallel.number(
        "parallel.context_parallel", "Context parallel", Int, 1, 1024, "GPUs", " GPUs",
        "GPUs that share each sequence, every one holding s/c of its tokens in every layer; attention passes keys and "
        "values around them in a ring (Megatron-Core context parallelism; Llama 3 trained its 128K context with 16).");
    contextParallel.tasks = kTrainingTasks;
    contextParallel.limitWhy = "Llama 3 405B's longest-context stage used 16; 1,024 is far past any published run";
    contextParallel.docNote =
        "v2. c (Megatron-Core / NeMo `context_parallel_size`, torchtitan `context_parallel_degree`). The GPUs split t "
        "x "
        "c x p x d, so data parallel d = GPUs / (t p c); t x p x c must divide the GPUs, and `sequence_length` must be "
        "a multiple of 2c (Megatron-Core's load-balanced causal split gives each rank chunks r and 2c - 1 - r of 2c; "
        "with `sequence_parallel` a multiple of t c). Memory: activations and the loss spike per GPU / c (each rank "
        "holds s/c tokens; Megatron-Core context parallel guide); ZeRO stages shard over d x c (Megatron-Core's "
        "distributed optimizer uses the dp x cp group, torchtitan FSDP the dp_shard_cp mesh), otherwise the model "
        "states are whole on every context-parallel rank. Time: the compute is shared by all GPUs as before; the "
        "gradients are reduced over the d x c ranks; each layer's K and V blocks, 2 x (s/c) x b x max(a_kv/t, 1) x d_h "
        "x B (B = 2 bytes per value, 4 for fp32 training), go around the ring of c ranks (c - 1 hops forward, twice "
        "that backward, again for a recomputed "
        "forward), intra-node when t x c fits in a node, and only what exceeds the attention of each ring step is "
        "added (Liu et al. 2023, Ring Attention): `context_parallel_seconds_per_step` and "
        "`exposed_context_parallel_seconds_per_step`. A warning, and no effect, for serving";
    bindNumber(contextParallel, &Scenario::parallel, &ParallelSettings::contextParallel);
    ScenarioField& tpOverlap =
        parallel.add("parallel.tp_comm_overlap", "Overlap tensor-parallel traffic", FieldKind::Flag,
                     "Tensor-parallel all-gathers and reduce-scatters run in chunks while the layer's matrix "
                     "multiplications compute (Transformer Engine userbuffers, Megatron-Core tp_comm_overlap).");
    tpOverlap.tasks = kTrainingTasks;
    tpOverlap.docNote = "v2. Off: the tensor-parallel traffic is all exposed. On: only what exceeds the compute time "
                        "is, max(0, TP time - compute) (Wang et al. 2023, ASPLOS, decomposition of the collective "
                        "into chunks overlapped with the dependent GEMMs). NeMo's performance recipes set it for "
                        "t > 1 (`MegatronCommOverlapCallback(tp_comm_overlap=True)`); needs `tensor_parallel` > 1 "
                        "to matter";
    bindNumber(tpOverlap, &Scenario::parallel, &ParallelSettings::tpCommOverlap);
    ScenarioField& ppOverlap =
        parallel.add("parallel.pp_comm_overlap", "Overlap pipeline traffic", FieldKind::Flag,
                     "The interleaved schedule's sends and receives between pipeline stages run while the next model "
                     "chunk computes (Megatron-Core overlap_p2p_comm).");
    ppOverlap.tasks = kTrainingTasks;
    ppOverlap.docNote =
        "v2. Off: the pipeline's point-to-point traffic is all exposed. On: only what exceeds the compute time is, "
        "max(0, "
        "PP time - compute), as for `tp_comm_overlap`. Megatron-Core posts the interleaved schedule's sends and "
        "receives "
        "asynchronously and waits for them only when the next chunk needs its input (`overlap_p2p_comm`); its "
        "non-interleaved schedule refuses the setting (\"Non-interleaved pipeline parallelism does not support "
        "overlapping p2p communication\"), so it needs `virtual_stages` > 1 (refused otherwise). NeMo 2.0's "
        "`MegatronCommOverlapCallback` sets it whenever p > 1 and v > 1";
    bindNumber(ppOverlap, &Scenario::parallel, &ParallelSettings::ppCommOverlap);
    ScenarioField& offload = parallel.add("parallel.cpu_offload_optimizer", "Offload optimizer to CPU", FieldKind::Flag,
                                          "ZeRO-Offload: optimizer states live in host memory (Ren et al. 2021); "
                                          "saves GPU memory, costs PCIe time.");
    offload.tasks = kTrainingTasks;
    offload.docNote = "optimizer states and FP32 master copy in CPU memory (ZeRO-Offload); its CPU step and PCIe "
                      "traffic are not timed. QLoRA's paged optimizer is `training.optimizer` `adamw_paged` or "
                      "`adamw_8bit_paged` instead";
    bindNumber(offload, &Scenario::parallel, &ParallelSettings::cpuOffloadOptimizer);
    ScenarioField& offloadParams =
        parallel.add("parallel.offload_parameters", "Offload parameters to CPU", FieldKind::Flag,
                     "ZeRO-3 offload_param / FSDP CPUOffload(offload_params=True): the weights and their gradients "
                     "live in CPU memory and each layer is fetched over PCIe when it is computed (ZeRO-Infinity, "
                     "Rajbhandari et al. 2021). Needs ZeRO stage 3.");
    offloadParams.tasks = kTrainingTasks;
    offloadParams.docNote =
        "v2. Refused unless `zero_stage` is 3. On the GPU: `memory.weights_gb` 0, `memory.zero_gathered_gb` the two "
        "layers gathered (also on one GPU), `memory.gradients_gb` those two layers' gradients before they move to "
        "CPU memory; optimizer states and the FP32 master copy stay where `cpu_offload_optimizer` puts them (FSDP's "
        "CPUOffload steps the optimizer on the CPU: set both). Time, per micro-batch and GPU: its 1/d share of the "
        "parameter bytes P / (t p d) comes in for forward and again for backward, its share of the gradients G / "
        "(t p d) goes out during backward, over the host link (as `activation_offloading`); each pass's larger "
        "direction, beyond that pass's compute, is added to the step (ZeRO-Infinity sec. 6: bandwidth-centric "
        "partitioning, overlap-centric design). LoRA: the frozen base is offloaded, the adapters are still counted "
        "on the GPU";
    bindNumber(offloadParams, &Scenario::parallel, &ParallelSettings::offloadParameters);
}

void addHardware(std::vector<ScenarioField>& out)
{
    Section hardware(out, "Hardware", kAllTasks);
    ScenarioField& gpu =
        hardware.add("hardware.gpu_key", "GPU", FieldKind::CatalogKey,
                     "The catalog GPU: memory, bandwidth and peak TFLOPS come from its datasheet row.");
    gpu.catalog = CatalogTable::Gpu;
    gpu.required = true;
    gpu.docNote = "a catalog GPU key, e.g. `nvidia-h100-sxm`, `nvidia-a100-80gb-sxm`, `nvidia-a10g`, `nvidia-rtx-4090`";
    bindKey(gpu, [](Scenario& s) -> std::string& { return s.hardware.gpuKey; });
    ScenarioField& perNode =
        hardware.number("hardware.gpus_per_node", "GPUs per node", Int, 1, 72, "GPUs", " GPUs",
                        "GPUs in one server sharing the fast intra-node link (8 on an HGX board).");
    perNode.limitWhy = "GB200 NVL72 is the largest single NVLink domain sold";
    bindNumber(perNode, &Scenario::hardware, &HardwareSettings::gpusPerNode);
    ScenarioField& nodes = hardware.number("hardware.nodes", "Nodes", Int, 1, 100000, "nodes", " nodes",
                                           "Servers; more than one needs an inter-node network.");
    nodes.docNote = "total GPUs = `gpus_per_node` x `nodes`";
    bindNumber(nodes, &Scenario::hardware, &HardwareSettings::nodes);
    ScenarioField& intra =
        hardware.add("hardware.intra_node_link_key", "Intra-node link", FieldKind::CatalogKey,
                     "Link between GPUs of one node; automatic = the GPU's own interconnect (NVLink or PCIe).");
    intra.catalog = CatalogTable::Link;
    intra.emptyChoice = "Automatic (the GPU's interconnect)";
    intra.docNote = "catalog link (`nvlink3`, `nvlink4`, `pcie-gen4-x16`); empty = from the GPU's interconnect";
    bindKey(intra, [](Scenario& s) -> std::string& { return s.hardware.intraNodeLinkKey; });
    ScenarioField& inter = hardware.add("hardware.inter_node_link_key", "Inter-node link", FieldKind::CatalogKey,
                                        "Network between nodes (InfiniBand, RoCE, Ethernet); none for a single node.");
    inter.catalog = CatalogTable::NetworkLink;
    inter.emptyChoice = "None (single node)";
    inter.docNote = "catalog link (`ib-ndr`, `roce-400g`); **required when `nodes` > 1**";
    bindKey(inter, [](Scenario& s) -> std::string& { return s.hardware.interNodeLinkKey; });

    ScenarioField& mfu = hardware.number(
        "hardware.mfu_override", "MFU override", Real, 0, 1, "", " %",
        "Model FLOPs utilisation: the share of peak TFLOPS a real run achieves (PaLM, Chowdhery et al. 2022, reports "
        "46%). At 0 the engine uses its published default for the GPU and task.");
    mfu.minExclusive = true;
    mfu.nullable = true;
    mfu.shownPower = 2;
    mfu.decimals = 1;
    mfu.zeroMeans = "published default";
    mfu.defaultText = "null";
    mfu.limitWhy = "a fraction of peak, e.g. 0.4";
    mfu.docNote =
        "a fraction; null = the published default. Model FLOPs utilisation (MFU, PaLM appendix B): model FLOPs "
        "without recomputation over the whole step, bubble and communication included. The time is model FLOPs / "
        "(GPUs x peak x MFU) with nothing added, and the plan's achieved MFU equals it. The default depends on the "
        "GPU, scale and task (`MfuDefaults.cpp`: up to 256 GPUs a hardware rate of the executed FLOPs measured on "
        "single-node runs, to which the engine adds bubble and exposed communication; above 256 on A100, H100 and "
        "Blackwell an end-to-end figure of cluster runs, which already contains its source run's bubble and "
        "communication (a larger bubble, or exposed communication beyond the gap to the single-node rate, is "
        "charged); FP8 on H100 and Blackwell is NeMo's end-to-end figure at every scale, source bubble 0; other GPUs "
        "keep the hardware rate at every scale; recomputation adds FLOPs at the same rate)";
    mfu.number = [](const Scenario& s) { return s.hardware.mfuOverride; };
    mfu.setNumber = [](Scenario& s, double v) {
        s.hardware.mfuOverride = v != 0 ? std::optional<double>(v) : std::nullopt;
    };
}

void addPricing(std::vector<ScenarioField>& out)
{
    Section pricing(out, "Pricing", kAllTasks);
    ScenarioField& offers =
        pricing.add("pricing.offer_keys", "Offers", FieldKind::CatalogKeys,
                    "Catalog offers to price this scenario with: each gives one cost line (whole instances x started "
                    "hours). Tick several to compare providers and tiers; sort by a header, filter by tier, provider "
                    "kind or place.");
    offers.catalog = CatalogTable::Offer;
    offers.docNote = "must not be empty when a cost is asked for. An offer for another GPU is a warning";
    offers.list = [](const Scenario& s) { return s.pricing.offerKeys; };
    offers.setList = [](Scenario& s, const std::vector<std::string>& v) { s.pricing.offerKeys = v; };
    ScenarioField& currency = pricing.add("pricing.currency", "Currency", FieldKind::CatalogKey,
                                          "Currency of this scenario's costs; the workspace currency, when set, takes "
                                          "precedence in the comparison.");
    currency.catalog = CatalogTable::Currency;
    currency.docNote = "ISO code with a rate in the catalog's currencies";
    bindKey(currency, [](Scenario& s) -> std::string& { return s.pricing.currency; });
    ScenarioField& tier =
        pricing.add("pricing.tier", "Headline tier", FieldKind::Choice,
                    "The tier the plan's headline price comes from. A reserved tier is the price if you already hold "
                    "the reservation (its commitment shown beside it); spot, community and marketplace capacity can "
                    "be taken back mid-run and is never the headline unless picked here.");
    int position = 0;
    for (const std::string& t : pricingTiers())
        tier.choices.push_back({position++, t, tierLabel(t)});
    bindKey(tier, [](Scenario& s) -> std::string& { return s.pricing.tier; });
}

void addResidency(std::vector<ScenarioField>& out)
{
    Section residency(out, "Residency", kAllTasks);
    ScenarioField& india = residency.add("residency.india_only", "Data stays in India", FieldKind::Flag,
                                         "Only offers hosted in India may run the plan: the searches pick none "
                                         "outside India and the estimate does not price with one.");
    india.docNote = "v2; default false. True: `search` and the window's searches price only offers whose region is in "
                    "India (OfferFilter::indiaOnly; a region not stated is not in India) and say how many they left "
                    "out; `estimate` prices no offer outside India and warns, naming the offer. Written only when set";
    bindNumber(india, &Scenario::residency, &DataResidency::indiaOnly);
    ScenarioField& personal =
        residency.add("residency.personal_data_in_india", "Personal data of people in India", FieldKind::Flag,
                      "The plan processes personal data of people in India: India's Digital Personal Data "
                      "Protection Act 2023 applies (the plan header, the checklist and the proposal say so).");
    personal.docNote = "v2; default false. Echoed in `estimate` and `search`; ticks the checklist's DPDP question. "
                       "Written only when set";
    bindNumber(personal, &Scenario::residency, &DataResidency::personalDataInIndia);
}

void addOverheads(std::vector<ScenarioField>& out)
{
    Section overheads(out, "Overheads", kAllTasks);
    ScenarioField& framework =
        overheads.add("overheads.framework", "Framework", FieldKind::Choice,
                      "The software stack: its published CUDA context and allocator figures are the defaults of the "
                      "two overheads below (a number set there wins).");
    framework.choices = enumChoices<Framework>({{Framework::Unspecified, "Not specified"},
                                                {Framework::PyTorch, "PyTorch"},
                                                {Framework::Vllm, "vLLM"},
                                                {Framework::TensorRtLlm, "TensorRT-LLM"}});
    framework.docNote =
        "v2. The defaults of `cuda_context_gb` / `allocator_reserve_fraction` (`FrameworkDefaults.h`): `unspecified` "
        "0.75 GB / 0.07 (the middle of the 0.5-2 GB public calculators use; PyTorch's caching allocator 5-10%); "
        "`pytorch` 1.408 GB / 0.07 (Hugging Face \"Model training anatomy\": `torch.ones((1, 1)).to(\"cuda\")` takes "
        "1343 MiB in nvidia-smi on a V100, CUDA 11.2, every kernel loaded; with lazy module loading, PyTorch's default "
        "since 1.13 on CUDA 11.7 and later, kernels load on first use: PyTorch PR #86509 measures 287,047,680 bytes "
        "after one small tensor against 666,632,192 loading eagerly, and a run's context grows with the kernels it "
        "calls, so set `cuda_context_gb` when the stack's figure is measured); `vllm` 2.482 GB / 0.07 "
        "(PyTorch's context + 1 GiB of decode CUDA graphs, the low end of \"CUDA graphs can take additional 1~3 GiB "
        "memory per GPU\" in vLLM's model runner; vLLM allocates through PyTorch); `tensorrt_llm` 0.830 GB / 0 "
        "(the 791 MiB the info-level log in TensorRT-LLM's \"Memory Usage\" reference has in use before the KV cache "
        "beyond the engine, activation, runtime and decoder allocations it logs, on an 80 GB GPU; TensorRT sizes "
        "activations at build time and the C++ runtime allocates fixed buffers from CUDA's stream-ordered pool, no "
        "caching allocator). The memory explanation names the default used";
    bindEnum<Framework>(framework, [](Scenario& s) -> Framework& { return s.overheads.framework; });

    // Both overheads read as the framework's default while the scenario leaves them unset (null in the JSON), so
    // the editor shows the number the estimate uses; setting one fixes it.
    ScenarioField& context = overheads.number("overheads.cuda_context_gb", "CUDA context", Real, 0, 16, "GB", " GB",
                                              "Memory the CUDA context and framework take on each GPU before any "
                                              "tensor. Unset: the framework's published figure (0.75 GB when none "
                                              "is named).");
    context.decimals = 2;
    context.nullable = true;
    context.defaultText = "null (the framework's)";
    context.limitWhy = "measured contexts are 0.3-3 GB";
    context.docNote = "CUDA context + cuBLAS/cuDNN workspaces + framework per GPU (+ vLLM's CUDA graphs). null = "
                      "the `framework`'s default; a number overrides it";
    context.number = [](const Scenario& s) {
        return std::optional<double>(FrameworkDefaults::resolve(s.overheads).cudaContextGb);
    };
    context.setNumber = [](Scenario& s, double v) { s.overheads.cudaContextGb = v; };
    ScenarioField& reserve = overheads.number(
        "overheads.allocator_reserve_fraction", "Allocator reserve", Real, 0, 0.9, "", " %",
        "Share of allocated memory the framework's allocator holds on top (PyTorch's caching allocator: 5-10%; "
        "TensorRT-LLM: none). Unset: the framework's default.");
    reserve.shownPower = 2;
    reserve.decimals = 1;
    reserve.nullable = true;
    reserve.defaultText = "null (the framework's)";
    reserve.docNote = "a fraction: reserved exceeds allocated by it. null = the `framework`'s default; a number "
                      "overrides it";
    reserve.number = [](const Scenario& s) {
        return std::optional<double>(FrameworkDefaults::resolve(s.overheads).allocatorReserveFraction);
    };
    reserve.setNumber = [](Scenario& s, double v) { s.overheads.allocatorReserveFraction = v; };
}

std::vector<ScenarioField> build()
{
    std::vector<ScenarioField> out;
    addModel(out);
    addTask(out);
    addTraining(out);
    addInference(out);
    addParallel(out);
    addHardware(out);
    addPricing(out);
    addOverheads(out);
    addResidency(out);
    return out;
}

std::string grouped(long long n)
{
    std::string digits = std::to_string(n < 0 ? -n : n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return n < 0 ? "-" + digits : digits;
}

} // namespace

const std::vector<ScenarioField>& scenarioFields()
{
    static const std::vector<ScenarioField> all = build();
    return all;
}

const ScenarioField* scenarioField(std::string_view path)
{
    for (const ScenarioField& f : scenarioFields())
        if (f.path == path)
            return &f;
    return nullptr;
}

bool ScenarioField::shownFor(const Scenario& s) const
{
    if (!(tasks & taskBit(s.task)))
        return false;
    return !customModelOnly || (s.model.catalogKey.empty() && s.model.custom);
}

std::string formatFieldNumber(double v)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "infinity" : "-infinity";
    if (v == std::floor(v) && std::fabs(v) < 1e12)
        return grouped(static_cast<long long>(v));
    // The shortest %g spelling that reads back as the same double, with a plain exponent ("1e15").
    char buffer[40];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, v);
        if (std::strtod(buffer, nullptr) == v)
            break;
    }
    std::string s = buffer;
    if (const auto e = s.find('e'); e != std::string::npos) {
        std::string exponent = s.substr(e + 1);
        const bool negative = exponent[0] == '-';
        exponent.erase(0, exponent.find_first_not_of("+-0"));
        s = s.substr(0, e) + "e" + (negative ? "-" : "") + exponent;
    }
    return s;
}

std::string ScenarioField::rangeText() const
{
    const std::string bounds = minExclusive
                                   ? "above " + formatFieldNumber(min) + " and at most " + formatFieldNumber(max)
                                   : "between " + formatFieldNumber(min) + " and " + formatFieldNumber(max);
    return unit.empty() ? bounds : bounds + " " + unit;
}

std::optional<std::string> ScenarioField::rangeProblem(double v) const
{
    if (!std::isfinite(v))
        return label + " must be a finite number, got " + formatFieldNumber(v);
    if (v < min || (minExclusive && v == min) || v > max)
        return label + " must be " + rangeText() + ", got " + formatFieldNumber(v) +
               (limitWhy.empty() ? "" : " (" + limitWhy + ")");
    return std::nullopt;
}

void switchToCustomModel(Scenario& s, const CatalogSnapshot& catalog)
{
    // Start from the catalog model it replaces, so the user edits from real values.
    if (!s.model.custom)
        if (const ModelArchitecture* m = catalog.model(s.model.catalogKey))
            s.model.custom = *m;
    ModelArchitecture& m = customOf(s);
    m.key.clear();
    if (m.name.empty())
        m.name = "Custom model";
    s.model.catalogKey.clear();
}

} // namespace gp
