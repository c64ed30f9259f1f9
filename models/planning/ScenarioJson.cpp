// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ScenarioJson.h"

#include "json/BoundedJson.h"
#include "json/FieldReader.h"

#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <utility>

namespace gp {
namespace {

using nlohmann::json;

template <typename E, std::size_t N> using Names = std::array<std::pair<E, std::string_view>, N>;

constexpr Names<Task, 5> kTasks{{{Task::PreTrain, "pretrain"},
                                 {Task::FullFineTune, "full_finetune"},
                                 {Task::LoRA, "lora"},
                                 {Task::QLoRA, "qlora"},
                                 {Task::Inference, "inference"}}};
constexpr Names<TrainPrecision, 4> kPrecisions{{{TrainPrecision::FP32, "fp32"},
                                                {TrainPrecision::MixedBF16, "bf16_mixed"},
                                                {TrainPrecision::FP8, "fp8"},
                                                {TrainPrecision::PureBF16, "pure_bf16"}}};
constexpr Names<LossKernel, 3> kLossKernels{
    {{LossKernel::Standard, "standard"}, {LossKernel::Chunked, "chunked"}, {LossKernel::Fused, "fused"}}};

// Schema version 2 (docs/scenario-schema.md, "Versions"): the keys and values it added. A version 1 file that
// holds one is refused with the version it needs, rather than read as something version 1 never meant.
constexpr int kFirstSchemaVersion = 1;
constexpr int kVersionOfNewInputs = 2;
constexpr Names<Optimizer, 6> kOptimizers{{{Optimizer::AdamW, "adamw"},
                                           {Optimizer::AdamW8bit, "adamw_8bit"},
                                           {Optimizer::SgdMomentum, "sgd_momentum"},
                                           {Optimizer::Adafactor, "adafactor"},
                                           {Optimizer::AdamWPaged, "adamw_paged"},
                                           {Optimizer::AdamW8bitPaged, "adamw_8bit_paged"}}};
constexpr Names<Recompute, 5> kRecomputes{{{Recompute::None, "none"},
                                           {Recompute::Selective, "selective"},
                                           {Recompute::Full, "full"},
                                           {Recompute::SelectiveLayer, "selective_layer"},
                                           {Recompute::SelectiveOp, "selective_op"}}};
constexpr Names<WeightFormat, 4> kWeightFormats{{{WeightFormat::FP16, "fp16"},
                                                 {WeightFormat::FP8, "fp8"},
                                                 {WeightFormat::INT8, "int8"},
                                                 {WeightFormat::INT4, "int4"}}};
constexpr Names<KvPrecision, 4> kKvPrecisions{
    {{KvPrecision::FP16, "fp16"}, {KvPrecision::FP8, "fp8"}, {KvPrecision::INT4, "int4"}, {KvPrecision::INT8, "int8"}}};
constexpr Names<Batching, 2> kBatchings{{{Batching::Static, "static"}, {Batching::Continuous, "continuous"}}};
constexpr Names<ServingEngine, 8> kServingEngines{{{ServingEngine::Unspecified, "unspecified"},
                                                   {ServingEngine::Vllm, "vllm"},
                                                   {ServingEngine::Sglang, "sglang"},
                                                   {ServingEngine::Tgi, "tgi"},
                                                   {ServingEngine::TensorRtLlm, "tensorrt_llm"},
                                                   {ServingEngine::HfTransformers, "hf_transformers"},
                                                   {ServingEngine::LlamaCpp, "llama_cpp"},
                                                   {ServingEngine::Litgpt, "litgpt"}}};
constexpr Names<Framework, 4> kFrameworks{{{Framework::Unspecified, "unspecified"},
                                           {Framework::PyTorch, "pytorch"},
                                           {Framework::Vllm, "vllm"},
                                           {Framework::TensorRtLlm, "tensorrt_llm"}}};
constexpr Names<OutputHead, 3> kHeads{{{OutputHead::CausalLm, "causal_lm"},
                                       {OutputHead::SequenceClassification, "sequence_classification"},
                                       {OutputHead::MaskedLm, "masked_lm"}}};
constexpr Names<PrefillMode, 2> kPrefillModes{
    {{PrefillMode::Chunked, "chunked"}, {PrefillMode::WholePrompt, "whole_prompt"}}};

template <typename E, std::size_t N> std::string_view nameOf(const Names<E, N>& names, E v)
{
    for (const auto& [e, n] : names)
        if (e == v)
            return n;
    return "";
}

template <typename E, std::size_t N> std::optional<E> parseOf(const Names<E, N>& names, std::string_view s)
{
    for (const auto& [e, n] : names)
        if (n == s)
            return e;
    return std::nullopt;
}

template <typename E, std::size_t N> std::string allowed(const Names<E, N>& names)
{
    std::string out;
    for (const auto& [e, n] : names) {
        if (!out.empty())
            out += ", ";
        out += n;
    }
    return out;
}

// Bounds on what one scenario may hold (docs/input-limits.md). Catalog keys and codes are identifiers the
// GUI picks from the catalog, never prose: 1,000 bytes is far past any real one, and keeps a 100 KB "key"
// out of every message that names it. A name is the user's text and has no limit but the file's.
constexpr std::size_t kMaxIdentifierBytes = 1000;
constexpr std::size_t kMaxListItems = 1000;

using jsonio::typeName; // the words every field reader uses (BoundedJson.h)

// The shared field reader (json/FieldReader.h: one wording for every file), with what only a scenario has:
// catalog keys with their own length bound, the engine's enumerations, lists of keys, and counts where null
// means "derive it".
class Reader : public jsonio::FieldReader<FieldError> {
public:
    using FieldReader::FieldReader;

    void identifier(const std::string& key, std::string& out, bool required = false)
    {
        if (const json* v = find(key, required)) {
            if (v->is_string() && v->get_ref<const std::string&>().size() > kMaxIdentifierBytes)
                error(key, tooLongForAKey(v->get_ref<const std::string&>().size()));
            else if (!(v->is_null() && !required))
                report(key, jsonio::readString(*v, kMaxIdentifierBytes, out));
        }
    }

    void integer(const std::string& key, int& out, bool required = false) { FieldReader::integer(key, out, required); }

    // null (or absent) keeps 0: the engine derives the figure.
    void optionalInteger(const std::string& key, int& out)
    {
        if (const json* v = find(key); v && v->is_null()) {
            out = 0;
            return;
        }
        seen_.pop_back(); // integer() records the key again
        integer(key, out);
    }

    template <typename E, std::size_t N>
    void enumeration(const std::string& key, E& out, const Names<E, N>& names, bool required = false)
    {
        if (const json* v = find(key, required)) {
            if (!v->is_string()) {
                error(key, "must be one of " + allowed(names) + ", got " + typeName(*v));
                return;
            }
            if (auto e = parseOf(names, v->get<std::string>()))
                out = *e;
            else
                error(key, "unknown value " + jsonio::brief(*v) + "; allowed: " + allowed(names));
        }
    }

    void stringList(const std::string& key, std::vector<std::string>& out)
    {
        if (const json* v = find(key, false)) {
            if (!v->is_array()) {
                error(key, "must be an array of strings, got " + typeName(*v));
                return;
            }
            if (v->size() > kMaxListItems) {
                error(key,
                      "has " + std::to_string(v->size()) + " items (at most " + std::to_string(kMaxListItems) + ")");
                return;
            }
            std::vector<std::string> list;
            for (std::size_t i = 0; i < v->size(); ++i) {
                const json& item = (*v)[i];
                const std::string field = at(key) + "[" + std::to_string(i) + "]";
                std::string text;
                if (item.is_string() && item.get_ref<const std::string&>().size() > kMaxIdentifierBytes)
                    problems_.push_back({field, tooLongForAKey(item.get_ref<const std::string&>().size())});
                else if (const auto why = jsonio::readString(item, kMaxIdentifierBytes, text))
                    problems_.push_back({field, *why});
                else
                    list.push_back(std::move(text));
            }
            out = std::move(list);
        }
    }

private:
    static std::string tooLongForAKey(std::size_t bytes)
    {
        return "is too long for a catalog key: " + std::to_string(bytes) + " bytes (at most " +
               std::to_string(kMaxIdentifierBytes) + ")";
    }
};

json optionalToJson(const std::optional<double>& v) { return v ? json(*v) : json(nullptr); }

json intOrNull(int v) { return v > 0 ? json(v) : json(nullptr); }

// newInput: whether the file's version allows a key new in version 2 (and the error when it does not).
void readModelArchitecture(const json& obj, const std::string& path, ModelArchitecture& m,
                           std::vector<FieldError>& errors,
                           const std::function<bool(Reader&, const std::string&)>& newInput)
{
    Reader r(obj, path, errors);
    r.identifier("key", m.key);
    r.string("name", m.name);
    std::string family; // accepted for symmetry with the catalog; not used by the engine
    r.string("family", family);
    r.number("parameters", m.parameters, true);
    m.activeParameters = 0;
    r.number("active_parameters", m.activeParameters);
    r.integer("layers", m.layers, true);
    r.integer("hidden_size", m.hiddenSize, true);
    r.integer("attention_heads", m.attentionHeads, true);
    m.kvHeads = 0;
    r.optionalInteger("kv_heads", m.kvHeads);
    m.headDim = 0;
    r.optionalInteger("head_dim", m.headDim);
    m.ffnSize = 0;
    r.optionalInteger("ffn_size", m.ffnSize);
    std::string ffnKind = "gated";
    r.string("ffn_kind", ffnKind);
    if (ffnKind == "gated")
        m.gatedFfn = true;
    else if (ffnKind == "standard")
        m.gatedFfn = false;
    else
        r.error("ffn_kind", "unknown value " + jsonio::quote(ffnKind) + "; allowed: gated, standard");
    r.integer("vocab_size", m.vocabSize, true);
    r.optionalInteger("context_length", m.contextLength);
    r.optionalInteger("experts", m.experts);
    r.optionalInteger("active_experts", m.activeExperts);
    if (newInput(r, "tie_word_embeddings"))
        r.boolean("tie_word_embeddings", m.tiedEmbeddings);
    m.encoderLayers = 0;
    if (newInput(r, "encoder_layers"))
        r.optionalInteger("encoder_layers", m.encoderLayers);
    r.rejectUnknownKeys();
    // Defaults the catalog format allows to be implied: dense models have active == total parameters,
    // multi-head attention has a_kv == a, and d_h = h / a when a model does not state it.
    if (m.activeParameters <= 0)
        m.activeParameters = m.parameters;
    if (m.kvHeads <= 0)
        m.kvHeads = m.attentionHeads;
    if (m.headDim <= 0 && m.attentionHeads > 0)
        m.headDim = m.hiddenSize / m.attentionHeads;
    // The default d_ff = 4 h (Vaswani et al. 2017, sec. 3.3) in 64 bits: 4 x 600,000,000 overflows an int,
    // and the wrapped value used to be blamed on ffn_size, which the file never gave.
    if (m.ffnSize <= 0) {
        const long long ffn = 4LL * m.hiddenSize;
        if (ffn > std::numeric_limits<int>::max())
            r.error("hidden_size", "is too large: the implied ffn_size (4 x hidden_size = " + std::to_string(ffn) +
                                       ") exceeds " + std::to_string(std::numeric_limits<int>::max()));
        else
            m.ffnSize = static_cast<int>(ffn);
    }
    if (m.key.empty())
        m.key = "custom";
    if (m.name.empty())
        m.name = "Custom model";
    m.ref = {"scenario", m.key, "user-defined architecture in the scenario", ""};
}

} // namespace

std::string_view ScenarioJson::name(Task v) { return nameOf(kTasks, v); }
std::string_view ScenarioJson::name(TrainPrecision v) { return nameOf(kPrecisions, v); }
std::string_view ScenarioJson::name(Optimizer v) { return nameOf(kOptimizers, v); }
std::string_view ScenarioJson::name(Recompute v) { return nameOf(kRecomputes, v); }
std::string_view ScenarioJson::name(WeightFormat v) { return nameOf(kWeightFormats, v); }
std::string_view ScenarioJson::name(KvPrecision v) { return nameOf(kKvPrecisions, v); }
std::string_view ScenarioJson::name(LossKernel v) { return nameOf(kLossKernels, v); }
std::string_view ScenarioJson::name(Batching v) { return nameOf(kBatchings, v); }
std::string_view ScenarioJson::name(ServingEngine v) { return nameOf(kServingEngines, v); }
std::optional<ServingEngine> ScenarioJson::parseServingEngine(std::string_view s)
{
    return parseOf(kServingEngines, s);
}
std::string_view ScenarioJson::name(Framework v) { return nameOf(kFrameworks, v); }
std::string_view ScenarioJson::name(PrefillMode v) { return nameOf(kPrefillModes, v); }
std::string_view ScenarioJson::name(OutputHead v) { return nameOf(kHeads, v); }
std::optional<Task> ScenarioJson::parseTask(std::string_view s) { return parseOf(kTasks, s); }
std::optional<TrainPrecision> ScenarioJson::parsePrecision(std::string_view s) { return parseOf(kPrecisions, s); }
std::optional<Optimizer> ScenarioJson::parseOptimizer(std::string_view s) { return parseOf(kOptimizers, s); }
std::optional<Recompute> ScenarioJson::parseRecompute(std::string_view s) { return parseOf(kRecomputes, s); }
std::optional<WeightFormat> ScenarioJson::parseWeightFormat(std::string_view s) { return parseOf(kWeightFormats, s); }
std::optional<KvPrecision> ScenarioJson::parseKvPrecision(std::string_view s) { return parseOf(kKvPrecisions, s); }
std::optional<LossKernel> ScenarioJson::parseLossKernel(std::string_view s) { return parseOf(kLossKernels, s); }

json ScenarioJson::modelToJson(const ModelArchitecture& m)
{
    json out{{"key", m.key},
             {"name", m.name},
             {"parameters", m.parameters},
             {"active_parameters", m.activeParameters},
             {"layers", m.layers},
             {"hidden_size", m.hiddenSize},
             {"attention_heads", m.attentionHeads},
             {"kv_heads", m.kvHeads},
             {"head_dim", m.headDim},
             {"ffn_size", m.ffnSize},
             {"ffn_kind", m.gatedFfn ? "gated" : "standard"},
             {"vocab_size", m.vocabSize},
             {"context_length", intOrNull(m.contextLength)},
             {"experts", intOrNull(m.experts)},
             {"active_experts", intOrNull(m.activeExperts)}};
    if (m.tiedEmbeddings)
        out["tie_word_embeddings"] = true;
    if (m.encoderLayers != 0)
        out["encoder_layers"] = m.encoderLayers;
    return out;
}

json ScenarioJson::toJson(const Scenario& s)
{
    json model = json::object();
    if (!s.model.catalogKey.empty() || !s.model.custom)
        model["catalog_key"] = s.model.catalogKey;
    else
        model["custom"] = modelToJson(*s.model.custom);

    const auto& t = s.training;
    const auto& i = s.inference;
    const auto& p = s.parallel;
    const auto& h = s.hardware;
    json out{
        {"schema_version", Scenario::kSchemaVersion},
        {"name", s.name},
        {"task", name(s.task)},
        {"model", model},
        {"training",
         {{"precision", name(t.precision)},
          {"optimizer", name(t.optimizer)},
          {"micro_batch", t.microBatch},
          {"global_batch", t.globalBatch},
          {"sequence_length", t.sequenceLength},
          {"tokens", t.tokens},
          {"dataset_tokens", t.datasetTokens},
          {"epochs", t.epochs},
          {"recompute", name(t.recompute)},
          {"flash_attention", t.flashAttention},
          {"loss_kernel", name(t.lossKernel)},
          {"lora_rank", t.loraRank},
          {"lora_targets", t.loraTargets}}},
        {"inference",
         {{"weights", name(i.weights)},
          {"kv_cache", name(i.kvCache)},
          {"concurrent_sequences", i.concurrentSequences},
          {"prompt_tokens", i.promptTokens},
          {"output_tokens", i.outputTokens},
          {"target_requests_per_second", i.targetRequestsPerSecond},
          {"target_latency_seconds", i.targetLatencySeconds},
          {"batching", name(i.batching)},
          {"prefill", name(i.prefill)},
          {"compute_efficiency", optionalToJson(i.computeEfficiency)},
          {"gpu_memory_utilization", optionalToJson(i.gpuMemoryUtilization)},
          {"prefill_layer_overhead_ms", i.prefillLayerOverheadMs},
          {"serving_engine", name(i.servingEngine)}}},
        {"parallel",
         {{"zero_stage", static_cast<int>(p.zero)},
          {"tensor_parallel", p.tensorParallel},
          {"pipeline_parallel", p.pipelineParallel},
          {"pipeline_micro_batches", p.pipelineMicroBatches},
          {"virtual_stages", p.virtualStages},
          {"sequence_parallel", p.sequenceParallel},
          {"cpu_offload_optimizer", p.cpuOffloadOptimizer}}},
        {"hardware",
         {{"gpu_key", h.gpuKey},
          {"gpus_per_node", h.gpusPerNode},
          {"nodes", h.nodes},
          {"intra_node_link_key", h.intraNodeLinkKey},
          {"inter_node_link_key", h.interNodeLinkKey},
          {"mfu_override", optionalToJson(h.mfuOverride)}}},
        {"pricing", {{"offer_keys", s.pricing.offerKeys}, {"currency", s.pricing.currency}, {"tier", s.pricing.tier}}},
        {"overheads",
         {{"framework", name(s.overheads.framework)},
          {"cuda_context_gb", optionalToJson(s.overheads.cudaContextGb)},
          {"allocator_reserve_fraction", optionalToJson(s.overheads.allocatorReserveFraction)}}}};
    // Written only when set, so that files without them keep their shape.
    if (i.targetTtftSeconds > 0)
        out["inference"]["target_ttft_seconds"] = i.targetTtftSeconds;
    if (i.targetTpotSeconds > 0)
        out["inference"]["target_tpot_seconds"] = i.targetTpotSeconds;
    if (i.targetTtftPercentile != 0)
        out["inference"]["target_ttft_percentile"] = i.targetTtftPercentile;
    if (s.residency.any())
        out["residency"] = {{"india_only", s.residency.indiaOnly},
                            {"personal_data_in_india", s.residency.personalDataInIndia}};
    if (t.packedSequences)
        out["training"]["packed_sequences"] = true;
    if (t.packedSampleTokens != 0)
        out["training"]["packed_sample_tokens"] = t.packedSampleTokens;
    if (t.qloraInputCopies != 0)
        out["training"]["qlora_input_copies"] = t.qloraInputCopies;
    if (p.tpCommOverlap)
        out["parallel"]["tp_comm_overlap"] = true;
    if (p.ppCommOverlap)
        out["parallel"]["pp_comm_overlap"] = true;
    if (p.contextParallel != 1)
        out["parallel"]["context_parallel"] = p.contextParallel;
    if (t.optimizerInBackward)
        out["training"]["optimizer_in_backward"] = true;
    if (t.activationOffloading)
        out["training"]["activation_offloading"] = true;
    if (p.offloadParameters)
        out["parallel"]["offload_parameters"] = true;
    out["training"]["head"] = name(t.head);
    if (t.head == OutputHead::SequenceClassification || t.numLabels != TrainingSettings{}.numLabels)
        out["training"]["num_labels"] = t.numLabels;
    if (t.encoderSequenceLength != 0)
        out["training"]["encoder_sequence_length"] = t.encoderSequenceLength;
    return out;
}

namespace {
ScenarioParse readScenario(const json& j);
}

ScenarioParse ScenarioJson::fromJson(const json& j)
{
    // Every access is type-checked first; this is the backstop that turns any nlohmann exception a future
    // field might raise into a message instead of an abort.
    try {
        return readScenario(j);
    } catch (const std::exception& e) {
        return {std::nullopt, {{"", std::string("could not be read: ") + jsonio::quote(e.what(), 120)}}};
    }
}

namespace {
ScenarioParse readScenario(const json& j)
{
    ScenarioParse out;
    auto& errors = out.errors;
    if (!j.is_object()) {
        errors.push_back({"", "a scenario must be a JSON object, got " + typeName(j)});
        return out;
    }
    Scenario s;
    Reader root(j, "", errors);

    int version = 0;
    const std::size_t errorsBefore = errors.size();
    root.integer("schema_version", version, true);
    if (errors.size() == errorsBefore) {
        if (version > Scenario::kSchemaVersion)
            root.error("schema_version", "version " + std::to_string(version) +
                                             " is newer than this program understands (" +
                                             std::to_string(Scenario::kSchemaVersion) + "): update GPU Planner");
        else if (version < kFirstSchemaVersion)
            root.error("schema_version", "must be 1 or more, got " + std::to_string(version));
    }
    // Migration from version 1: nothing to rewrite. Every version 1 key keeps its meaning, and each input
    // version 2 added defaults to what version 1 computed (bf16_mixed, the standard loss, one virtual stage,
    // no sequence parallelism); a key or value only version 2 knows is refused in an older file.
    // (A missing or refused version is already an error: its new keys are not reported on top of it.)
    const bool newInputsAllowed = version >= kVersionOfNewInputs || errors.size() != errorsBefore;
    const std::string newInVersion = "is new in schema version " + std::to_string(kVersionOfNewInputs) +
                                     " (this file says " + std::to_string(version) + "): set schema_version to " +
                                     std::to_string(kVersionOfNewInputs);
    // Version 1 had static batching only: its files keep what they computed (the default is continuous, issue 31).
    if (!newInputsAllowed)
        s.inference.batching = Batching::Static;
    auto newInput = [&](Reader& r, const std::string& key) {
        if (newInputsAllowed || !r.find(key, false))
            return newInputsAllowed;
        r.error(key, newInVersion);
        return false;
    };
    // A version 2 value of a version 1 key (e.g. precision pure_bf16) in a version 1 file.
    auto newValue = [&](Reader& r, const std::string& key, bool isNew, std::string_view value) {
        if (isNew && !newInputsAllowed)
            r.error(key, std::string(value) + " " + newInVersion);
    };
    root.string("name", s.name);
    root.enumeration("task", s.task, kTasks, true);

    if (const json* m = root.object("model", true)) {
        Reader r(*m, "model", errors);
        r.identifier("catalog_key", s.model.catalogKey);
        if (const json* c = r.object("custom")) {
            ModelArchitecture arch;
            readModelArchitecture(*c, "model.custom", arch, errors, newInput);
            s.model.custom = arch;
        }
        r.rejectUnknownKeys();
        const bool hasKey = m->contains("catalog_key"), hasCustom = m->contains("custom");
        if (hasKey == hasCustom)
            errors.push_back({"model", "give exactly one of catalog_key or custom"});
    }

    if (const json* t = root.object("training")) {
        Reader r(*t, "training", errors);
        auto& x = s.training;
        r.enumeration("precision", x.precision, kPrecisions);
        newValue(r, "precision", x.precision == TrainPrecision::PureBF16, "pure_bf16");
        r.enumeration("optimizer", x.optimizer, kOptimizers);
        newValue(r, "optimizer", isPaged(x.optimizer), nameOf(kOptimizers, x.optimizer));
        r.integer("micro_batch", x.microBatch);
        r.integer("global_batch", x.globalBatch);
        r.integer("sequence_length", x.sequenceLength);
        r.number("tokens", x.tokens);
        r.number("dataset_tokens", x.datasetTokens);
        r.number("epochs", x.epochs);
        r.enumeration("recompute", x.recompute, kRecomputes);
        newValue(r, "recompute", x.recompute == Recompute::SelectiveLayer || x.recompute == Recompute::SelectiveOp,
                 nameOf(kRecomputes, x.recompute));
        r.boolean("flash_attention", x.flashAttention);
        if (newInput(r, "loss_kernel"))
            r.enumeration("loss_kernel", x.lossKernel, kLossKernels);
        if (newInput(r, "packed_sequences"))
            r.boolean("packed_sequences", x.packedSequences);
        if (newInput(r, "packed_sample_tokens"))
            r.optionalInteger("packed_sample_tokens", x.packedSampleTokens);
        if (newInput(r, "qlora_input_copies"))
            r.integer("qlora_input_copies", x.qloraInputCopies);
        if (newInput(r, "optimizer_in_backward"))
            r.boolean("optimizer_in_backward", x.optimizerInBackward);
        if (newInput(r, "activation_offloading"))
            r.boolean("activation_offloading", x.activationOffloading);
        if (newInput(r, "head"))
            r.enumeration("head", x.head, kHeads);
        if (newInput(r, "num_labels"))
            r.integer("num_labels", x.numLabels);
        if (newInput(r, "encoder_sequence_length"))
            r.optionalInteger("encoder_sequence_length", x.encoderSequenceLength);
        r.integer("lora_rank", x.loraRank);
        r.stringList("lora_targets", x.loraTargets);
        r.rejectUnknownKeys();
    }

    if (const json* i = root.object("inference")) {
        Reader r(*i, "inference", errors);
        auto& x = s.inference;
        r.enumeration("weights", x.weights, kWeightFormats);
        r.enumeration("kv_cache", x.kvCache, kKvPrecisions);
        newValue(r, "kv_cache", x.kvCache == KvPrecision::INT8, "int8");
        r.integer("concurrent_sequences", x.concurrentSequences);
        r.integer("prompt_tokens", x.promptTokens);
        r.integer("output_tokens", x.outputTokens);
        r.number("target_requests_per_second", x.targetRequestsPerSecond);
        r.number("target_latency_seconds", x.targetLatencySeconds);
        r.number("target_ttft_seconds", x.targetTtftSeconds);
        r.number("target_tpot_seconds", x.targetTpotSeconds);
        if (newInput(r, "batching"))
            r.enumeration("batching", x.batching, kBatchings);
        if (newInput(r, "prefill"))
            r.enumeration("prefill", x.prefill, kPrefillModes);
        if (newInput(r, "compute_efficiency"))
            r.optionalNumber("compute_efficiency", x.computeEfficiency);
        if (newInput(r, "gpu_memory_utilization"))
            r.optionalNumber("gpu_memory_utilization", x.gpuMemoryUtilization);
        if (newInput(r, "prefill_layer_overhead_ms"))
            r.number("prefill_layer_overhead_ms", x.prefillLayerOverheadMs);
        if (newInput(r, "serving_engine"))
            r.enumeration("serving_engine", x.servingEngine, kServingEngines);
        if (newInput(r, "target_ttft_percentile"))
            r.integer("target_ttft_percentile", x.targetTtftPercentile);
        r.rejectUnknownKeys();
    }

    if (const json* p = root.object("parallel")) {
        Reader r(*p, "parallel", errors);
        auto& x = s.parallel;
        int zero = static_cast<int>(x.zero);
        r.integer("zero_stage", zero);
        if (zero < 0 || zero > 3)
            r.error("zero_stage", "must be 0, 1, 2 or 3, got " + std::to_string(zero));
        else
            x.zero = static_cast<ZeroStage>(zero);
        r.integer("tensor_parallel", x.tensorParallel);
        r.integer("pipeline_parallel", x.pipelineParallel);
        r.integer("pipeline_micro_batches", x.pipelineMicroBatches);
        if (newInput(r, "virtual_stages"))
            r.integer("virtual_stages", x.virtualStages);
        if (newInput(r, "sequence_parallel"))
            r.boolean("sequence_parallel", x.sequenceParallel);
        if (newInput(r, "context_parallel"))
            r.integer("context_parallel", x.contextParallel);
        if (newInput(r, "tp_comm_overlap"))
            r.boolean("tp_comm_overlap", x.tpCommOverlap);
        if (newInput(r, "pp_comm_overlap"))
            r.boolean("pp_comm_overlap", x.ppCommOverlap);
        r.boolean("cpu_offload_optimizer", x.cpuOffloadOptimizer);
        if (newInput(r, "offload_parameters"))
            r.boolean("offload_parameters", x.offloadParameters);
        r.rejectUnknownKeys();
    }

    if (const json* h = root.object("hardware", true)) {
        Reader r(*h, "hardware", errors);
        auto& x = s.hardware;
        r.identifier("gpu_key", x.gpuKey, true);
        r.integer("gpus_per_node", x.gpusPerNode);
        r.integer("nodes", x.nodes);
        r.identifier("intra_node_link_key", x.intraNodeLinkKey);
        r.identifier("inter_node_link_key", x.interNodeLinkKey);
        r.optionalNumber("mfu_override", x.mfuOverride);
        r.rejectUnknownKeys();
    }

    if (const json* p = root.object("pricing")) {
        Reader r(*p, "pricing", errors);
        r.stringList("offer_keys", s.pricing.offerKeys);
        r.identifier("currency", s.pricing.currency);
        r.identifier("tier", s.pricing.tier);
        r.rejectUnknownKeys();
    }

    if (const json* o = root.object("residency")) {
        Reader r(*o, "residency", errors);
        if (newInput(r, "india_only"))
            r.boolean("india_only", s.residency.indiaOnly);
        if (newInput(r, "personal_data_in_india"))
            r.boolean("personal_data_in_india", s.residency.personalDataInIndia);
        r.rejectUnknownKeys();
    }

    if (const json* o = root.object("overheads")) {
        Reader r(*o, "overheads", errors);
        if (newInput(r, "framework"))
            r.enumeration("framework", s.overheads.framework, kFrameworks);
        r.optionalNumber("cuda_context_gb", s.overheads.cudaContextGb);
        r.optionalNumber("allocator_reserve_fraction", s.overheads.allocatorReserveFraction);
        r.rejectUnknownKeys();
    }
    root.rejectUnknownKeys();

    if (errors.empty())
        out.scenario = std::move(s);
    return out;
}
} // namespace

ScenarioParse ScenarioJson::fromText(const std::string& text)
{
    jsonio::Parsed parsed = jsonio::parse(text);
    if (!parsed.ok())
        return {std::nullopt, {{"", "not valid JSON: " + parsed.error}}};
    return fromJson(*parsed.value);
}

} // namespace gp
