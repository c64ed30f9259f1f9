#include "PlanningEngine.h"
#include "GpuRowCheck.h"

#include "CheckpointRestart.h"
#include "CommunicationModel.h"
#include "CostModel.h"
#include "InferenceEstimator.h"
#include "MemoryFit.h"
#include "MfuDefaults.h"
#include "ModelCounts.h"
#include "OfferTerms.h"
#include "Precision.h"
#include "ScenarioFields.h"
#include "ScenarioValidator.h"
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

// Three significant digits, for figures quoted inside an explanation's formula text.
std::string fmtNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

class Ex {
public:
    Ex(std::string figure, std::string label, double value, std::string unit, std::string formula, std::string citation)
    {
        e.figure = std::move(figure);
        e.label = std::move(label);
        e.value = value;
        e.unit = std::move(unit);
        e.formula = std::move(formula);
        e.citation = std::move(citation);
    }
    Ex& in(std::string name, double value, std::string unit, std::string note)
    {
        e.inputs.push_back({std::move(name), value, std::move(unit), std::move(note)});
        return *this;
    }
    Ex& src(const SourceRef& r)
    {
        if (!r.key.empty() && std::none_of(e.sources.begin(), e.sources.end(),
                                           [&](const SourceRef& s) { return s.table == r.table && s.key == r.key; }))
            e.sources.push_back(r);
        return *this;
    }
    Explanation e;
};

const char* boundName(Bound b)
{
    switch (b) {
    case Bound::Compute:
        return "compute";
    case Bound::MemoryBandwidth:
        return "memory bandwidth";
    case Bound::Communication:
        return "communication";
    }
    return "compute";
}

std::string modelNote(const Scenario& s)
{
    return s.model.catalogKey.empty() ? "custom model" : "catalog model " + s.model.catalogKey;
}

// The figures of an estimate that are not finite numbers at least `minimum` (0, or "just above 0" for
// the ones a result divides by), by name: the engine refuses the estimate naming them.
struct FigureCheck {
    const char* name;
    double value;
    bool mustBePositive;
};

std::vector<std::string> badFigures(std::initializer_list<FigureCheck> figures)
{
    std::vector<std::string> bad;
    for (const auto& f : figures)
        if (!std::isfinite(f.value) || f.value < 0 || (f.mustBePositive && f.value == 0))
            bad.push_back(std::string(f.name) + " = " + std::to_string(f.value));
    return bad;
}

std::vector<std::string> badFigures(const TrainingEstimate& t)
{
    return badFigures({{"total_flops", t.totalFlops, true},
                       {"flops_per_token", t.flopsPerToken, true},
                       {"peak_tflops_per_gpu", t.peakTflopsPerGpu, true},
                       {"utilisation_assumed", t.mfu, true},
                       {"step_seconds", t.stepSeconds, true},
                       {"compute_seconds_per_step", t.computeSecondsPerStep, true},
                       {"communication_seconds_per_step", t.communicationSecondsPerStep, false},
                       {"exposed_communication_seconds_per_step", t.exposedCommunicationSecondsPerStep, false},
                       {"host_transfer_seconds_per_step", t.hostTransferSecondsPerStep, false},
                       {"exposed_host_transfer_seconds_per_step", t.exposedHostTransferSecondsPerStep, false},
                       {"pipeline_bubble_fraction", t.pipelineBubbleFraction, false},
                       {"training_hours", t.wallClockHours, true},
                       {"gpu_hours", t.gpuHours, true},
                       {"tokens_per_second", t.tokensPerSecond, true},
                       {"achieved_mfu", t.achievedMfu, true}});
}

// A utilisation is a share of the peak: above 1 the time would be faster than the GPU can go. The achieved MFU
// divides by step x GPUs x peak where the compute multiplied GPUs x peak x utilisation, so a utilisation of exactly
// 1 can come back 1 ulp above it: a relative 1e-9 is rounding, anything more a bug.
constexpr double kPeakRounding = 1e-9;
std::vector<std::string> aboveThePeak(const TrainingEstimate& t)
{
    std::vector<std::string> above;
    for (const auto& [name, value] :
         {std::pair{"utilisation_assumed", t.mfu}, std::pair{"achieved_mfu", t.achievedMfu}})
        if (value > 1 + kPeakRounding)
            above.push_back(std::string(name) + " = " + std::to_string(value));
    return above;
}

std::vector<std::string> badFigures(const InferenceEstimate& i)
{
    return badFigures({{"time_to_first_token_s", i.timeToFirstTokenSeconds, true},
                       {"time_per_output_token_s", i.timePerOutputTokenSeconds, true},
                       {"request_latency_s", i.requestLatencySeconds, true},
                       {"output_tokens_per_second_per_gpu", i.tokensPerSecondPerGpu, true},
                       {"tokens_per_second", i.tokensPerSecond, true},
                       {"requests_per_second", i.requestsPerSecond, true},
                       {"achieved_requests_per_second", i.achievedRequestsPerSecond, true},
                       {"priced_output_tokens_per_second", i.pricedOutputTokensPerSecond, true},
                       {"max_concurrent_sequences", double(i.maxConcurrentSequencesThatFit), false},
                       {"gpus_needed_for_target", double(i.gpusNeededForTarget), false}});
}

std::vector<std::string> badFigures(const MemoryBreakdown& m)
{
    return badFigures({{"memory.weights_gb", m.weights, false},
                       {"memory.gradients_gb", m.gradients, false},
                       {"memory.optimizer_states_gb", m.optimizerStates, false},
                       {"memory.master_weights_gb", m.masterWeights, false},
                       {"memory.activations_gb", m.activations, false},
                       {"memory.logits_gb", m.logits, false},
                       {"memory.kv_cache_gb", m.kvCache, false},
                       {"memory.lora_adapters_gb", m.loraAdapters, false},
                       {"memory.lora_optimizer_gb", m.loraOptimizer, false},
                       {"memory.quant_constants_gb", m.quantConstants, false},
                       {"memory.zero_gathered_weights_gb", m.zeroGatheredWeights, false},
                       {"memory.cuda_context_gb", m.cudaContext, false},
                       {"memory.allocator_reserve_gb", m.allocatorReserve, false},
                       {"memory.total_gb", m.totalGb(), true}});
}

std::string joined(const std::vector<std::string>& parts)
{
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : ", ") + p;
    return out;
}

FieldError figureError(const GpuSpec& gpu, const ModelArchitecture& model, const char* what,
                       const std::vector<std::string>& bad)
{
    return {"hardware.gpu_key",
            std::string("the ") + what + " does not come out as finite, non-negative numbers with GPU '" + gpu.key +
                "' and model '" + model.key + "' (" + joined(bad) +
                "; check the GPU's TFLOPS and memory bandwidth and the model's sizes in the catalog)"};
}

LinkPerf resolveLink(const std::string& key, bool scaleOut, const CatalogSnapshot& catalog,
                     std::vector<FieldError>& errors, const char* field)
{
    if (const LinkSpec* link = catalog.link(key))
        return CommunicationModel::fromCatalog(*link, scaleOut);
    errors.push_back({field, "link '" + key + "' is not in the catalog"});
    return {};
}

void explainLinks(std::vector<Explanation>& out, const LinkPerf& link, const char* figure, const char* label)
{
    if (!link.valid())
        return;
    Ex x(figure, label, link.bandwidthGBps * link.efficiency, "GB/s",
         "bus bandwidth = link bandwidth per direction x efficiency; t = latency + volume / bus bandwidth",
         "nccl-tests PERFORMANCE.md (bus bandwidth); Calculon (Isaev et al. 2023) efficiencies and latencies");
    x.in("link bandwidth per direction", link.bandwidthGBps, "GB/s", link.note)
        .in("efficiency", link.efficiency, "", link.note)
        .in("latency", link.latencyUs, "us", link.note)
        .src(link.ref);
    out.push_back(std::move(x.e));
}

// The context-parallel ring (TrainingTimeEstimator::stepTimes computes it; this says how).
Explanation contextParallelExplanation(const Scenario& sc, const ModelArchitecture& model, const ParallelLayout& l,
                                       const TrainingEstimate& t, const TrainingTimeDetail& d, const LinkPerf& link)
{
    const int c = l.contextParallel;
    const double akv = kvHeadsOf(model);
    const double dh = headDimOf(model);
    const double again = TrainingTimeEstimator::ringRecomputeForwards(sc.training.recompute);
    Ex x("context_parallel_seconds_per_step", "Context-parallel ring traffic per step", t.contextParallelSecondsPerStep,
         "s",
         "hops = accumulation x L/p x (c - 1) x (3 + recomputed forwards): in every layer each rank's K and V block "
         "goes around the ring of c ranks, once forward, and backward K and V again plus their gradients; hop = alpha "
         "+ 2 x (s/c) x b x max(a_kv/t, 1) x d_h x B / bus bandwidth; exposed = hops x max(0, hop - attention of one "
         "ring step), attention of one step = 4 b s^2 H Q / (c^2 t) / (peak x utilisation), the forward attention "
         "FLOPs the compute time counts, shared by c ranks over c steps",
         "Megatron-Core context parallel guide (docs/source/api-guide/context_parallel.rst: KV all-gather forward, "
         "gathered again backward with a reduce-scatter of the KV gradients, as point-to-point steps in a ring; GPUs = "
         "TP x CP x PP x DP); Liu et al. 2023, Ring Attention, sec. 3 (the block transfer overlaps the block's "
         "attention); ranks ordered tp-cp-pp-dp, t and c innermost as in Megatron-Core's tp-cp-ep-dp-pp (the ring is "
         "intra-node when t x c fits in a node)");
    x.in("c (context parallel)", c, "", "scenario parallel.context_parallel")
        .in("s (sequence length)", sc.training.sequenceLength, "tokens", "scenario; s/c per rank")
        .in("b (micro-batch)", sc.training.microBatch, "sequences", "scenario")
        .in("a_kv (KV heads)", akv, "", modelNote(sc))
        .in("d_h (head dim)", dh, "", modelNote(sc))
        .in("t (tensor parallel)", l.tensorParallel, "", "layout: each rank sends its max(a_kv/t, 1) KV heads")
        .in("B (bytes per value)", activationValueBytes(sc.training.precision), "bytes",
            "2 for 16-bit activations (FP8 recipes keep them in BF16), 4 for fp32 training")
        .in("recomputed forwards", again, "",
            "full and Megatron selective 1 (the attention again), torchtitan per-layer 0.5, per-op 0")
        .in("hop (one K/V block)", d.cpHopSeconds, "s",
            d.cpIntraNode ? "intra-node link" : "inter-node link: t x c exceeds the node")
        .in("attention of one ring step", d.cpAttentionSeconds, "s", "at the compute's rate")
        .in("bus bandwidth", link.bandwidthGBps * link.efficiency, "GB/s", link.note)
        .in("exposed per step", t.exposedContextParallelSecondsPerStep, "s", "in the exposed communication")
        .src(link.ref)
        .src(model.ref);
    return std::move(x.e);
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
        return; // every figure is computed above; what follows only explains them

    const int n = sc.totalGpus();
    const bool lora = sc.task == Task::LoRA || sc.task == Task::QLoRA;
    const double pActive = computedParameters(model);
    const bool overheadsAdded = mfu.kind == UtilisationKind::Hardware;
    const bool encoderDecoder = model.encoderLayers > 0;
    // The FLOPs per token as the estimator counts them: weights N (the active weights that multiply, or P_dec + P_enc
    // s_enc / s for an encoder-decoder model) and attention A, then what the recomputation runs again.
    const std::string weights = encoderDecoder ? "(P_dec + P_enc s_enc / s)" : "N";
    // Packed samples with per-sample attention (training.packed_sample_tokens): the span s' replaces s.
    const bool sampleSpan = model.attentionSpan > 0;
    const std::string attention = encoderDecoder ? "H Q (L s + L s_enc + L_enc s_enc^2 / s)"
                                  : sampleSpan   ? "L s' H Q"
                                                 : "L s H Q";
    const std::string forward = "2 " + weights + " + 4 " + attention;
    std::string recomputed;
    switch (sc.training.recompute) {
    case Recompute::Full:
        recomputed = " + recomputed forward (" + forward + ")";
        break;
    case Recompute::Selective:
        recomputed = " + recomputed attention (4 " + attention + ")";
        break;
    case Recompute::SelectiveLayer:
        recomputed = " + every second block's forward ((" + forward + ") / 2)";
        break;
    case Recompute::SelectiveOp: // refused for encoder-decoder models (ScenarioValidator)
        recomputed = " + the unsaved matmuls wk, wo, w3 (2 L (h a_kv d_h + H Q h + h f))";
        break;
    case Recompute::None:
        break;
    }
    const std::string flopsFormula = std::string(lora ? "4 " : "6 ") + weights + " + 12 " + attention +
                                     (encoderDecoder ? ", per target (decoder) token" : "") + recomputed;
    const std::string flopsCitation =
        std::string("PaLM paper (Chowdhery et al. 2022) appendix B: 6 N + 12 L H Q T per token") +
        (lora ? "; LoRA (Hu et al. 2021): frozen weights need no weight gradients, backward 2 N instead of 4 N" : "") +
        (sc.training.recompute != Recompute::None
             ? "; recomputation: Korthikanti et al. 2022; Narayanan et al. 2021 (8 N D)"
             : "") +
        (model.head == OutputHead::SequenceClassification
             ? std::string("; training.head sequence_classification: N without the LM head's V h matmul (2 "
                           "V h per token forward, Kaplan et al. 2020 table 1 \"De-embed\"; it runs for a causal "
                           "LM whether or not the matrix is tied) and with the h x num_labels score layer")
         : model.head == OutputHead::MaskedLm
             ? std::string("; training.head masked_lm: bidirectional attention costs the same 12 L s H Q (the count "
                           "never halved the score matrix for the causal mask) and the V h head runs at every position")
         : model.tiedEmbeddings
             ? std::string("; tie_word_embeddings: P counts the shared V h matrix once, and 6 N keeps its LM head "
                           "matmul (Kaplan et al. 2020 table 1, \"De-embed\" 2 d_model n_vocab)")
         : !model.tieRecorded
             ? std::string("; the catalog row does not record whether its embeddings are tied: N is P_active whole, "
                           "so a tied LM head's matmul is kept (an untied input embedding, a lookup, is then counted "
                           "too: the slower count)")
             : std::string("; untied embeddings: N is P_active less the input embedding's V h, a lookup with no "
                           "matmul (Kaplan et al. 2020 table 1, \"Embed\"), and keeps the LM head's; Megatron-LM "
                           "(Narayanan et al. 2021 eq. 3), NeMo and torchtitan count their published FLOPs so")) +
        (encoderDecoder
             ? std::string(
                   "; encoder-decoder (T5, Raffel et al. 2020), counted per target token: the 6 N rule per weight "
                   "per position it runs at (Kaplan et al. 2020 table 1) gives P_dec (decoder blocks but the "
                   "cross-attention k and v, with the LM head) once and P_enc (encoder blocks and the "
                   "cross-attention k, v, which project the s_enc encoder outputs) s_enc / s times; P_dec and P_enc "
                   "split `parameters` in the proportions of the shape's count. PaLM's 12 H Q per query-key pair per "
                   "layer gives L s (decoder self-attention), L s_enc (cross-attention: each target against the "
                   "s_enc encoder outputs) and L_enc s_enc^2 / s (encoder self-attention, s_enc queries x s_enc "
                   "keys per sequence, shared by its s targets). D and every per-token figure count target tokens")
             : std::string());
    const std::string spanCitation =
        sampleSpan ? std::string("; packed samples: s' = min(training.packed_sample_tokens, s), each token attending "
                                 "its own sample (NeMo \"Sequence Packing\": variable-length attention kernels, "
                                 "\"attention values between sequences are never calculated\")")
                   : std::string();
    const double tokensInput = d.tokens;

    auto& ex = est.explanations;
    {
        Ex x("flops_per_token", "Executed FLOPs per token", t.flopsPerToken, "FLOP", flopsFormula,
             flopsCitation + spanCitation);
        if (encoderDecoder) {
            const FlopsParameters split = flopsParameters(model);
            x.in("P_dec (target side: decoder blocks without cross-attention k, v; LM head)", split.target, "",
                 "model.custom.parameters in the shape's proportions")
                .in("P_enc (source side: encoder blocks and cross-attention k, v)", split.source, "",
                    "model.custom.parameters in the shape's proportions")
                .in("L_enc (encoder layers)", model.encoderLayers, "", "model.custom.encoder_layers")
                .in("s_enc (encoder sequence length)", encoderSequenceLength(model, sc.training.sequenceLength),
                    "tokens", "training.encoder_sequence_length (0 = sequence_length)");
        } else {
            x.in(model.head == OutputHead::SequenceClassification
                     ? "N (weights that multiply per token, the score layer in place of the LM head's matmul)"
                     : "N (weights that multiply per token: P_active less an untied input embedding)",
                 pActive, "", modelNote(sc));
            if (const double lookup = inputEmbeddingLookup(model); lookup > 0)
                x.in("P_active (parameters per token)", activeParameters(model), "", modelNote(sc))
                    .in("input embedding V h (a lookup, no matmul)", lookup, "", "model vocab_size x hidden_size");
        }
        x.in(encoderDecoder ? "L (decoder layers)" : "L (layers)", model.layers, "", modelNote(sc))
            .in("H Q (heads x head dimension)", TrainingTimeEstimator::attentionWidth(model), "", modelNote(sc))
            .in(encoderDecoder ? "s (decoder sequence length)" : "s (sequence length)", sc.training.sequenceLength,
                "tokens", "scenario");
        if (sampleSpan)
            x.in("s' (attention span: tokens per packed sample, at most s)",
                 TrainingTimeEstimator::attentionSpan(model, sc.training.sequenceLength), "tokens",
                 "training.packed_sample_tokens");
        x.in("model FLOPs per token (what MFU counts)", d.modelFlopsPerToken, "FLOP", "without recomputation")
            .src(model.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("training_flops", "Training FLOPs", t.totalFlops, "FLOP", "FLOPs = FLOPs per token x D", flopsCitation);
        x.in("FLOPs per token", t.flopsPerToken, "FLOP", "see FLOPs per token")
            .in(encoderDecoder ? "D (target tokens)" : "D (tokens)", tokensInput, "tokens",
                sc.training.tokens > 0 ? "scenario training.tokens" : "dataset tokens x epochs")
            .src(model.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("peak_tflops_per_gpu", "Dense peak per GPU at the training precision", t.peakTflopsPerGpu, "TFLOPS",
             d.peakBasis, "GPU datasheet via the catalog (dense, never the 2:4 sparse headline)");
        x.in("peak", t.peakTflopsPerGpu, "TFLOPS", "catalog gpus." + gpu.key).src(gpu.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("utilisation_assumed", mfu.userOverride ? "Model FLOPs utilisation given" : "Compute utilisation assumed",
             t.mfu, "",
             std::string(MfuDefaults::kindName(mfu.kind)) + " (" + mfu.basis +
                 "); the source published: " + mfu.published,
             mfu.citation);
        x.in("utilisation", t.mfu, "", mfu.userOverride ? "user" : "default: " + mfu.basis).src(gpu.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("gradient_accumulation_steps", "Gradient accumulation steps", t.gradientAccumulationSteps, "",
             "ceil(global batch / (micro-batch x data parallel))", "standard data-parallel training");
        x.in("global batch", sc.training.globalBatch, "sequences", "scenario")
            .in("micro-batch", sc.training.microBatch, "sequences", "scenario")
            .in("data parallel", d.dataParallel, "GPUs",
                est.layout.contextParallel > 1 ? "GPUs / (tensor x pipeline x context parallel)"
                                               : "GPUs / (tensor x pipeline parallel)");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("compute_seconds_per_step", "Compute time per step", t.computeSecondsPerStep, "s",
             mfu.kind == UtilisationKind::ModelFlops
                 ? "model FLOPs per token x tokens per step / (GPUs x peak x MFU)"
                 : "executed FLOPs per token x tokens per step / (GPUs x peak x utilisation)",
             "Narayanan et al. 2021 (end-to-end time); " + mfu.citation);
        x.in("tokens per step", d.tokensPerStep, "tokens", "global batch x sequence length")
            .in("FLOPs per token", mfu.kind == UtilisationKind::ModelFlops ? d.modelFlopsPerToken : t.flopsPerToken,
                "FLOP",
                mfu.kind == UtilisationKind::ModelFlops ? "model FLOPs: an MFU counts no recomputation"
                                                        : "see FLOPs per token")
            .in("GPUs", n, "", "scenario")
            .in("peak", t.peakTflopsPerGpu, "TFLOPS", d.peakBasis)
            .in("utilisation", t.mfu, "", mfu.basis)
            .src(gpu.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x(
            "communication_seconds_per_step", "Communication per step (before overlap)", t.communicationSecondsPerStep,
            "s",
            "data parallel (ZeRO " + std::to_string(static_cast<int>(sc.parallel.zero)) +
                ": ring all-reduce alpha + 2(n-1)/n S/bw, or reduce-scatter/all-gather (n-1)/n S/bw, hierarchical "
                "over nodes; "
                "ZeRO 3: per micro-batch 2 all-gathers of the parameters P, frozen ones too, + a reduce-scatter of S) "
                "+ "
                "tensor parallel (4 all-reduces of b s h x 2 bytes per layer" +
                (sc.parallel.sequenceParallel ? "; with sequence parallelism all-gathers and reduce-scatters of the "
                                                "same volume, Korthikanti et al. 2022 sec. 4.2.2"
                                              : "") +
                ") + pipeline point-to-point (b s h x 2 bytes / t each way per micro-batch, Narayanan et al. 2021 sec. "
                "4.1" +
                (d.virtualStages > 1 ? "; x v virtual stages" : "") + ")" +
                (est.layout.contextParallel > 1
                     ? " + the context-parallel ring (see Context-parallel ring traffic); with context parallelism "
                       "the tensor and pipeline traffic is of each rank's s/c tokens and the gradients are reduced "
                       "over the d x c ranks holding the same parameters (Megatron-Core's dp x cp group)"
                     : ""),
            "nccl-tests PERFORMANCE.md; ZeRO paper (Rajbhandari et al. 2020) sec. 7; Shoeybi et al. 2019 "
            "(Megatron-LM)");
        x.in("S (gradient bytes per GPU)", d.gradientBytesPerGpu / 1e9, "GB", "2 bytes x trainable P / (t p)")
            .in("trainable parameters", d.trainableParameters, "",
                lora ? "LoRA adapters r x (d_in + d_out) per matrix" : "all");
        if (sc.parallel.zero == ZeroStage::Zero3)
            x.in("P (parameter bytes gathered per pass per GPU)",
                 TrainingTimeEstimator::gatheredParameterBytes(model, sc.task, sc.training.precision) /
                     std::max(1, est.layout.tensorParallel * est.layout.pipelineParallel) / 1e9,
                 "GB",
                 sc.task == Task::QLoRA ? "NF4 base 0.516 B + 16-bit embeddings per parameter / (t p)"
                                        : "16-bit weights (4 B in FP32) x all P / (t p)");
        x.in("data-parallel ranks per node", d.dpRanksPerNode, "",
             est.layout.contextParallel > 1 ? "layout: TP inside a node, then CP, then PP, then DP; ranks of the d x c "
                                              "gradient group"
                                            : "layout: TP inside a node, then PP, then DP")
            .in("data-parallel nodes", d.dpNodes, "", "layout")
            .in("data-parallel time", d.dpCommSecondsPerStep, "s", "")
            .in("tensor-parallel time", d.tpCommSecondsPerStep, "s", "")
            .in("pipeline time", d.ppCommSecondsPerStep, "s", "")
            .in("intra-node bus bandwidth", intra.bandwidthGBps * intra.efficiency, "GB/s", intra.note)
            .src(intra.ref);
        if (inter.valid() && sc.hardware.nodes > 1)
            x.in("inter-node bus bandwidth per GPU", inter.bandwidthGBps * inter.efficiency, "GB/s", inter.note)
                .src(inter.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("exposed_communication_seconds_per_step", "Communication not hidden by compute",
             t.exposedCommunicationSecondsPerStep, "s",
             std::string("data parallel: max(volume time - overlap window, last 25 MB bucket); ") +
                 (sc.parallel.tpCommOverlap ? "tensor parallel: max(0, its time - compute) (parallel.tp_comm_overlap); "
                                            : "tensor-parallel traffic fully exposed; ") +
                 (sc.parallel.ppCommOverlap ? "pipeline: max(0, its time - compute) (parallel.pp_comm_overlap)"
                                            : "pipeline traffic fully exposed") +
                 (est.layout.contextParallel > 1 ? "; context-parallel ring: hops x max(0, hop - the attention it "
                                                   "overlaps) (see Context-parallel ring traffic)"
                                                 : ""),
             std::string("PyTorch DDP gradient bucketing (Li et al. 2020, bucket_cap_mb = 25); ZeRO-3 prefetch "
                         "(Rajbhandari et al. 2020)") +
                 (sc.parallel.tpCommOverlap ? "; TP overlap: Wang et al. 2023 (ASPLOS), Transformer Engine userbuffers"
                                            : "") +
                 (sc.parallel.ppCommOverlap ? "; PP overlap: Megatron-Core overlap_p2p_comm (interleaved schedule)"
                                            : ""));
        x.in("overlap window", d.overlapWindowSecondsPerStep, "s",
             sc.parallel.zero == ZeroStage::Zero3   ? "whole forward + backward (prefetch)"
             : sc.parallel.zero == ZeroStage::Zero2 ? "backward of every micro-batch"
                                                    : "backward of the last micro-batch")
            .in("communication before overlap", t.communicationSecondsPerStep, "s", "see Communication per step")
            .in("compute", t.computeSecondsPerStep, "s", "see Compute time per step")
            .in("data parallel, exposed", d.dpExposedSecondsPerStep, "s", "beyond the overlap window")
            .in("tensor parallel, exposed", d.tpExposedSecondsPerStep, "s",
                sc.parallel.tpCommOverlap ? "what exceeds the compute" : "all of it")
            .in("pipeline, exposed", d.ppExposedSecondsPerStep, "s",
                sc.parallel.ppCommOverlap ? "what exceeds the compute the tensor-parallel traffic left" : "all of it");
        ex.push_back(std::move(x.e));
    }
    if (est.layout.contextParallel > 1)
        ex.push_back(contextParallelExplanation(sc, model, est.layout, t, d, d.cpIntraNode ? intra : inter));
    if (t.hostTransferSecondsPerStep > 0) {
        const double share = est.layout.tensorParallel * est.layout.pipelineParallel * double(d.dataParallel) *
                             est.layout.contextParallel;
        Ex x("host_transfer_seconds_per_step", "Offload traffic to CPU memory per step", t.hostTransferSecondsPerStep,
             "s",
             std::string("per micro-batch, forward: max(") +
                 (sc.parallel.offloadParameters ? "P / (t p d) in" : "0 in") + ", " +
                 (sc.training.activationOffloading ? "A" : "0") + " out); backward: max(" +
                 (sc.parallel.offloadParameters ? "P / (t p d)" : "0") +
                 (sc.training.activationOffloading ? " + A" : "") + " in, " +
                 (sc.parallel.offloadParameters ? "G / (t p d)" : "0") +
                 " out) / host bus bandwidth; PCIe is full duplex, so a pass takes its larger direction; exposed = "
                 "what exceeds that pass's compute (prefetch and offload on a side stream)" +
                 (pagedEvictedGb > 0 ? "; + 2 x E / host bus bandwidth per step, all exposed: the evicted paged "
                                       "optimizer states E paged in for the optimizer step and out again"
                                     : ""),
             std::string(sc.parallel.offloadParameters
                             ? "ZeRO-Infinity (Rajbhandari et al. 2021, SC21) sec. 6: each GPU fetches its 1/d "
                               "partition of the parameters from CPU memory, then all-gathers them (bandwidth-centric "
                               "partitioning), overlapped with compute; ZeRO-Offload (Ren et al. 2021) moves the "
                               "gradients to CPU memory during backward; FSDP CPUOffload(offload_params=True)"
                             : "") +
                 (sc.training.activationOffloading
                      ? std::string(sc.parallel.offloadParameters ? "; " : "") +
                            "torchtune enable_activation_offloading (OffloadActivations: saved tensors copied to CPU "
                            "on a side stream in forward, prefetched back in backward); Megatron-Core cpu_offloading"
                      : "") +
                 (pagedEvictedGb > 0 ? "; paging: bitsandbytes paged optimizers (unified memory, QLoRA sec. 3); a "
                                       "lower bound, demand paging migrates below the copy rate"
                                     : ""));
        if (sc.parallel.offloadParameters)
            x.in("P (parameter bytes, whole model)",
                 TrainingTimeEstimator::gatheredParameterBytes(model, sc.task, sc.training.precision) / 1e9, "GB",
                 "as stored for compute")
                .in("G (gradient bytes, whole model)",
                    d.gradientBytesPerGpu * est.layout.tensorParallel * est.layout.pipelineParallel / 1e9, "GB",
                    "trainable parameters x 2 B")
                .in(est.layout.contextParallel > 1 ? "t p d c" : "t p d", share, "", "layout");
        if (pagedEvictedGb > 0)
            x.in("E (paged optimizer states evicted)", pagedEvictedGb, "GB", "see Fits in GPU memory");
        if (sc.training.activationOffloading)
            x.in("A (activations offloaded per micro-batch)", in.offloadedActivationGb, "GB",
                 "the stage's saved activations but the layers kept on the GPU");
        x.in("micro-batches per step", t.gradientAccumulationSteps, "", "gradient accumulation")
            .in("exposed per step", t.exposedHostTransferSecondsPerStep, "s", "added to the step")
            .src(in.hostLink.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("pipeline_bubble_fraction", "Pipeline bubble", t.pipelineBubbleFraction, "",
             std::string(d.virtualStages > 1 ? "(p - 1) / (v m) (interleaved 1F1B, v virtual stages per rank; "
                                               "pipeline traffic x v)"
                                             : "(p - 1) / m (1F1B schedule)") +
                 (overheadsAdded ? ""
                                 : "; the end-to-end utilisation already contains its source run's bubble of " +
                                       fmtNumber(d.sourceBubble) + ", so only the excess is charged (x " +
                                       fmtNumber(d.excessBubbleFactor) + ")"),
             "Narayanan et al. 2021 (Megatron-LM, SC21) sec. 2.2");
        x.in("p (pipeline stages)", sc.parallel.pipelineParallel, "", "scenario")
            .in("m (micro-batches per step)", d.pipelineMicroBatches, "",
                sc.parallel.pipelineMicroBatches > 1 ? "scenario" : "gradient accumulation steps");
        if (d.virtualStages > 1)
            x.in("v (virtual stages per rank)", d.virtualStages, "", "scenario parallel.virtual_stages");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x(
            "step_seconds", "Time per optimizer step", t.stepSeconds, "s",
            overheadsAdded
                ? std::string("compute x (1 + bubble) + exposed communication") +
                      (t.hostTransferSecondsPerStep > 0 ? " (the exposed offload traffic included)" : "")
                : "the larger of compute x (1 + bubble) / (1 + source run's bubble) (x 1 when the bubble is no larger) "
                  "and compute at the single-node hardware rate + exposed communication: the source run's bubble "
                  "and communication are inside the end-to-end utilisation, not added again" +
                      std::string(t.hostTransferSecondsPerStep > 0
                                      ? "; + the exposed offload traffic (the published runs offloaded nothing)"
                                      : ""),
            "Narayanan et al. 2021");
        x.in("compute", t.computeSecondsPerStep, "s", "")
            .in("bubble", t.pipelineBubbleFraction, "", "")
            .in("exposed communication", t.exposedCommunicationSecondsPerStep, "s", "");
        if (t.hostTransferSecondsPerStep > 0)
            x.in("exposed offload traffic", t.exposedHostTransferSecondsPerStep, "s", "see Offload traffic");
        if (!overheadsAdded && d.utilisationKind == UtilisationKind::EndToEnd)
            x.in("source run's bubble", d.sourceBubble, "",
                 "MfuDefaults::sourceBubble (Llama 3 table 4; Narayanan et al. 2021 table 1; NeMo's FP8 figures: 0, "
                 "their layouts not recorded, so every bubble is charged)")
                .in("excess bubble factor", d.excessBubbleFactor, "", "")
                .in("single-node hardware rate", d.hardwareUtilisation, "",
                    "MfuDefaults, <= 256 GPUs (FP8 on Hopper and Blackwell: the same NeMo figure, none other "
                    "published)")
                .in("communication floor applied", d.communicationFloor ? 1 : 0, "",
                    "1 = exposed communication set the step");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("training_hours", "Training time (wall clock)", t.wallClockHours, "h",
             "steps x step time / 3600; steps = D / tokens per step", flopsCitation + "; " + mfu.citation);
        x.in("D (tokens)", tokensInput, "tokens", "scenario")
            .in("steps", d.steps, "", "D / (global batch x sequence length)")
            .in("step time", t.stepSeconds, "s", "see Step time")
            .src(gpu.ref)
            .src(model.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("gpu_hours", "GPU-hours", t.gpuHours, "GPU-h", "wall-clock hours x GPUs", "definition");
        x.in("wall clock", t.wallClockHours, "h", "see Training time").in("GPUs", n, "", "scenario");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("tokens_per_second", "Training throughput", t.tokensPerSecond, "tokens/s", "tokens per step / step time",
             "definition");
        x.in("tokens per step", d.tokensPerStep, "tokens", "").in("step time", t.stepSeconds, "s", "");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("achieved_mfu", "Model FLOPs utilisation of the plan", t.achievedMfu, "",
             "model FLOPs per token x tokens/s / (GPUs x peak): includes bubble, exposed communication and "
             "recomputation",
             "MFU as defined in the PaLM paper appendix B");
        x.in("model FLOPs per token", d.modelFlopsPerToken, "FLOP", "")
            .in("tokens/s", t.tokensPerSecond, "tokens/s", "")
            .in("peak", t.peakTflopsPerGpu, "TFLOPS", d.peakBasis);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("bound", std::string("Bound: ") + boundName(t.bound), t.bound == Bound::Communication ? 1 : 0, "",
             "communication when exposed communication exceeds compute (with bubble), else compute",
             "alpha-beta + roofline reasoning");
        x.in("compute with bubble", t.computeSecondsPerStep * (1 + t.pipelineBubbleFraction), "s", "")
            .in("exposed communication", t.exposedCommunicationSecondsPerStep, "s", "");
        ex.push_back(std::move(x.e));
    }
}

// A throughput target is priced at the batch the target load runs best at (InferenceEstimator), which need not
// be the scenario's: the latency figures stay at the scenario's batch, and their explanation gives the latency
// at the priced batch beside it, so the two cannot be read as one plan.
void addPricedBatch(Ex& x, const InferenceDetail& d, double scenarioBatch, double atPricedBatch, const char* what)
{
    if (d.batchForTarget <= 0 || d.batchForTarget == static_cast<int>(scenarioBatch))
        return;
    x.in("batch the priced GPUs serve the target at", d.batchForTarget, "sequences",
         "the target load's best batch per replica; this figure is at the scenario's batch of " +
             std::to_string(static_cast<int>(scenarioBatch)))
        .in(std::string(what) + " at that batch", atPricedBatch, "s", "what a request sees at the priced load");
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
    in.maxConcurrentSequences = MemoryFit::maxConcurrentSequences(sc, model, layout, MemoryFit::budgetGb(sc, gpu));
    InferenceDetail d = InferenceEstimator::estimate(in);
    if (const auto bad = badFigures(d.estimate); !bad.empty())
        errors.push_back(figureError(gpu, model, "serving throughput", bad));
    const InferenceEstimate& r = d.estimate;
    est.inference = r;
    for (auto& w : d.warnings)
        est.warnings.push_back(w);
    if (!explain)
        return; // every figure is computed above; what follows only explains them

    const double B = std::max(1, sc.inference.concurrentSequences);
    const double pActive = computedParameters(model); // N: the active weights that multiply
    const int t = layout.tensorParallel;
    const bool continuous = sc.inference.batching == Batching::Continuous;
    const std::string effNote = "memory bandwidth efficiency " +
                                std::to_string(InferenceEstimator::kMemoryBandwidthEfficiency).substr(0, 4) +
                                ", compute efficiency " + std::to_string(d.computeEfficiency).substr(0, 4);
    auto& ex = est.explanations;
    {
        Ex x("time_to_first_token_s", "Time to first token", r.timeToFirstTokenSeconds, "s",
             std::string("max(linear FLOPs / (t x peak x eff), weights / (t x bandwidth x eff)) + attention FLOPs / (t "
                         "x FP16 peak x FP16 eff) + 2 L tensor-parallel all-reduces + L x the fixed per-layer time; "
                         "prefill FLOPs = ") +
                 (continuous ? "2 N x prompt + 4 L prompt^2 H Q (continuous batching: the request's own prompt), "
                               "+ the M/D/1 wait behind the others' prefills, rho p1 / (2 (1 - rho)), rho = (B - 1) "
                               "p1 / (output x decode step + B p1)"
                             : "B (2 N x prompt + 4 L prompt^2 H Q) (static batch: the whole batch's prompts)"),
             "Kaplan et al. 2020 (2N per token forward, N without the input embedding's lookup); DOMAIN notes "
             "(attention 4 L s^2 h); Yuan et al. 2024 "
             "(per-operator roofline, summed); llm-analysis (two all-reduces per layer); Yu et al. 2022, Orca "
             "(iteration-level scheduling); Kleinrock 1975 (M/D/1 wait); TensorRT-LLM v0.5 performance page (GPT-J 6B "
             "first-token latencies: the fixed per-layer time and the compute efficiency)");
        x.in("prefill FLOPs", d.prefillFlops, "FLOP",
             continuous ? std::string("one request") : "batch of " + std::to_string(static_cast<int>(B)))
            .in("N (weights that multiply per token: P_active less an untied input embedding)", pActive, "",
                modelNote(sc))
            .in("prompt", sc.inference.promptTokens, "tokens", "scenario")
            .in("peak", d.peakTflops, "TFLOPS", d.peakBasis)
            .in("compute efficiency", d.computeEfficiency, "",
                d.computeEfficiencyBasis + ": TensorRT-LLM v0.5 GPT-J 6B first-token latencies at 2048 tokens")
            .in("tensor parallel", t, "", "scenario")
            .in("prefill compute", d.prefillSeconds, "s", "")
            .in("prefill all-reduces", d.prefillTpCommSeconds, "s", intra.note)
            .in("fixed per-layer time", d.prefillOverheadSeconds, "s",
                "L x inference.prefill_layer_overhead_ms (" + formatFieldNumber(sc.inference.prefillLayerOverheadMs) +
                    " ms" +
                    (sc.inference.prefillLayerOverheadMs == InferenceEstimator::kPrefillLayerOverheadMs
                         ? ", the default: launches of a context phase without CUDA graphs, TensorRT-LLM v0.5 GPT-J 6B "
                           "at 128 tokens)"
                         : ", scenario)"))
            .in("wait behind other prefills", d.prefillWaitSeconds, "s",
                continuous ? "continuous batching" : "none (static batch)");
        addPricedBatch(x, d, B, d.targetBatchTtftSeconds, "time to first token");
        x.src(gpu.ref).src(model.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("time_per_output_token_s", "Time per output token", r.timePerOutputTokenSeconds, "s",
             std::string("decode step = max(weights / (t x HBM bandwidth x eff), B x 2 N / (t x peak x eff)) "
                         "+ max(B x KV per sequence / (t x HBM bandwidth x eff), B x 4 L c H Q / (t x FP16 peak x FP16 "
                         "eff)) + 2 L all-reduces of B h x 2 bytes") +
                 (continuous ? "; TPOT = (output x decode step + B x prefill - TTFT) / output tokens (continuous "
                               "batching: the prefills of the requests that replace finished ones run between decode "
                               "steps; output x decode step + B x prefill is the request latency by Little's law)"
                             : "; TPOT = decode step (static batch)"),
             "roofline of the linear layers and of attention, one after the other (Yuan et al. 2024, LLM-Viewer); "
             "Databricks/MosaicML 2023 model bandwidth utilisation; llm-analysis; Yu et al. 2022, Orca");
        x.in("weights read per GPU", d.decodeWeightBytesPerGpu / 1e9, "GB",
             std::string(model.experts > 1 ? "shared + experts touched by the batch" : "all weights / t") +
                 (inputEmbeddingLookup(model) > 0 ? "; of the input embedding only the batch's B rows (a lookup)" : ""))
            .in("KV cache read per GPU", d.decodeKvBytesPerGpu / 1e9, "GB", "B x KV per token x average context / t")
            .in("average context c", d.averageContext, "tokens", "prompt + output / 2")
            .in("HBM bandwidth", d.bandwidthTBps, "TB/s", "catalog gpus." + gpu.key)
            .in("bandwidth efficiency", InferenceEstimator::kMemoryBandwidthEfficiency, "",
                "middle of 0.55-0.8 (Azure HBM microbenchmark, Databricks MBU)")
            .in("memory time", d.decodeMemorySeconds, "s", "weights + KV cache reads")
            .in("compute time", d.decodeComputeSeconds, "s", "linear + attention FLOPs")
            .in("tensor-parallel all-reduces", d.decodeTpCommSeconds, "s", intra.note)
            .in("decode step", d.decodeStepSeconds, "s", "")
            .in("B (concurrent sequences)", B, "", "scenario");
        addPricedBatch(x, d, B, d.targetBatchTpotSeconds, "time per output token");
        x.src(gpu.ref).src(model.ref);
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("request_latency_s", "Request latency", r.requestLatencySeconds, "s", "TTFT + output tokens x TPOT",
             continuous ? "definition; continuous batching: = output x decode step + B x prefill (Little's law)"
                        : "definition");
        x.in("TTFT", r.timeToFirstTokenSeconds, "s", "")
            .in("output tokens", sc.inference.outputTokens, "tokens", "scenario")
            .in("TPOT", r.timePerOutputTokenSeconds, "s", "");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("tokens_per_second", "Output tokens per second (all GPUs)", r.tokensPerSecond, "tokens/s",
             "replicas x B x output tokens / request latency (prefill counted: it is not free)",
             "definition; " + effNote);
        x.in("replicas", d.replicas, "", "GPUs / (t x p)")
            .in("B", B, "", "scenario")
            .in("request latency", r.requestLatencySeconds, "s", "");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("tokens_per_second_per_gpu", "Output tokens per second per GPU", r.tokensPerSecondPerGpu, "tokens/s",
             "one replica's tokens/s / (t x p)", "definition");
        x.in("GPUs per replica", t * layout.pipelineParallel, "", "layout");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("requests_per_second", "Requests per second", r.requestsPerSecond, "req/s",
             "replicas x B / request latency", "definition");
        x.in("replicas", d.replicas, "", "").in("B", B, "", "").in("request latency", r.requestLatencySeconds, "s", "");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("max_concurrent_sequences", "Most concurrent sequences that fit", r.maxConcurrentSequencesThatFit,
             "sequences", "(usable memory - weights - overheads) / KV cache per sequence at prompt + output tokens",
             "MemoryFit (KV cache: 2 L a_kv d_h x bytes per token)");
        x.in("KV cache per sequence per GPU", d.kvBytesPerSequencePerGpu / 1e9, "GB", "")
            .in("usable memory per GPU", est.usableMemoryGbPerGpu, "GB",
                "the GPU's label capacity less driver and ECC reserve")
            .src(gpu.ref);
        ex.push_back(std::move(x.e));
    }
    if (sc.inference.targetRequestsPerSecond > 0) {
        Ex x("gpus_needed_for_target", "GPUs needed for the target", r.gpusNeededForTarget, "GPUs",
             "ceil(target req/s / best req/s of one replica over batch sizes that fit and meet the latency target) x t "
             "x p",
             "definition");
        x.in("target requests/s", sc.inference.targetRequestsPerSecond, "req/s", "scenario")
            .in("target latency", sc.inference.targetLatencySeconds, "s",
                sc.inference.targetLatencySeconds > 0 ? "scenario" : "none")
            .in("best batch", d.batchForTarget, "sequences", "searched 1 .. most that fit");
        ex.push_back(std::move(x.e));
    }
    {
        const bool forTarget = r.gpusNeededForTarget > 0;
        Ex x("priced_gpus", "GPUs the serving cost is for", r.pricedGpus, "GPUs",
             forTarget ? "GPUs needed for the target load" : "the scenario's GPUs (no reachable throughput target)",
             "the issue's rule: serving is priced for the GPUs its target load needs, not the configured count");
        x.in("GPUs configured", sc.totalGpus(), "GPUs", "scenario")
            .in("GPUs needed for the target", r.gpusNeededForTarget, "GPUs",
                forTarget ? "see GPUs needed for the target" : "no reachable target");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("achieved_requests_per_second", "Requests per second the priced GPUs serve", r.achievedRequestsPerSecond,
             "req/s",
             r.gpusNeededForTarget > 0 ? "replicas needed x requests/s of one replica at the best batch"
                                       : "replicas x B / request latency (the scenario's batch)",
             "definition");
        if (r.gpusNeededForTarget > 0)
            x.in("replicas", r.gpusNeededForTarget / std::max(1, layout.tensorParallel * layout.pipelineParallel), "",
                 "GPUs needed / (t x p)")
                .in("one replica at the best batch", d.bestReplicaRequestsPerSecond, "req/s",
                    "batch of " + std::to_string(d.batchForTarget));
        else
            x.in("requests per second", r.requestsPerSecond, "req/s", "see Requests per second");
        ex.push_back(std::move(x.e));
    }
    if (r.targetMet) {
        Ex x("target_met", *r.targetMet ? "Serving target met" : "Serving target not met", *r.targetMet ? 1 : 0, "",
             "achieved requests/s >= target requests/s, at a batch whose request latency, first token and time per "
             "output token are within their targets (each target the scenario sets)",
             "definition");
        x.in("target requests/s", sc.inference.targetRequestsPerSecond, "req/s",
             sc.inference.targetRequestsPerSecond > 0 ? "scenario" : "none")
            .in("achieved requests/s", r.achievedRequestsPerSecond, "req/s",
                "see Requests per second the priced GPUs serve")
            .in("target latency", sc.inference.targetLatencySeconds, "s",
                sc.inference.targetLatencySeconds > 0 ? "scenario" : "none")
            .in("request latency", r.requestLatencySeconds, "s", "the scenario's batch");
        if (sc.inference.targetTtftSeconds > 0)
            x.in("target time to first token", sc.inference.targetTtftSeconds, "s", "scenario")
                .in("time to first token", r.timeToFirstTokenSeconds, "s", "see Time to first token");
        if (sc.inference.targetTpotSeconds > 0)
            x.in("target time per output token", sc.inference.targetTpotSeconds, "s", "scenario")
                .in("time per output token", r.timePerOutputTokenSeconds, "s", "see Time per output token");
        ex.push_back(std::move(x.e));
    }
    {
        Ex x("bound", std::string("Bound: ") + boundName(r.bound), r.bound == Bound::Compute ? 1 : 0, "",
             "decode step: whichever limits the kernels that take most of it (the linear layers and attention each "
             "bound by HBM or by FLOPs), or the all-reduces when they take longer than the HBM-bound kernels",
             "roofline model (Williams et al. 2009), per operator (Yuan et al. 2024)");
        x.in("HBM-bound kernels", d.decodeMemoryBoundSeconds, "s", "")
            .in("FLOP-bound kernels", d.decodeComputeBoundSeconds, "s", "")
            .in("all-reduces", d.decodeTpCommSeconds, "s", "");
        ex.push_back(std::move(x.e));
    }
}

std::string money(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// "AWS, us-east-1, p5.48xlarge, on-demand": where a cost comes from, in the words a buyer uses.
std::string offerWords(const CostLine& c)
{
    std::string w = c.providerName;
    if (!c.region.empty())
        w += ", " + c.region;
    if (!c.instanceType.empty())
        w += ", " + c.instanceType;
    return w + ", " + tierLabel(c.tier);
}

std::string billingNote(const OfferSpec* offer, bool serving)
{
    if (serving)
        return offer && offer->unit == PriceUnit::Month
                   ? "one hour of serving around the clock: a monthly price / 730 h"
                   : "one hour of serving around the clock";
    if (offer && offer->unit == PriceUnit::Month)
        return "the run rounded up to whole months of 730 h (the offer is priced per month)";
    return "the run rounded up to whole hours (the offer is priced per hour; a provider billing by the second "
           "charges at most 1 h less per instance)";
}

Explanation costExplanation(const CostLine& c, const CostInputs& in, const CatalogSnapshot& catalog,
                            const std::string& figure)
{
    const OfferSpec* offer = catalog.offer(c.offerKey);
    const bool serving = in.serving;
    std::string formula =
        "instances x price per instance-hour x billed hours; instances = ceil(GPUs needed / GPUs per instance)";
    if (c.basis == PriceBasis::HeldReservation)
        formula += "; effective price if you already hold this reservation (taking one out commits to the whole term)";
    Ex x(figure, serving ? "Cost per hour of serving" : "Cost per training run", c.costPerRun, c.currency, formula,
         "the seed article: compare cost per result, not cost per hour; whole instances as providers rent them");
    x.in("GPUs needed", in.gpus, "GPUs", serving ? "for the target load (see GPUs priced)" : "scenario")
        .in("GPUs per instance", c.gpusPerInstance, "GPUs", "catalog offers." + c.offerKey)
        .in("instances", c.instances, "", offerWords(c))
        .in("billed GPUs", c.billedGpus, "GPUs", "instances x GPUs per instance")
        .in("price per instance-hour", c.pricePerInstanceHour, c.currency,
            offer && offer->unit == PriceUnit::Month ? "monthly price / 730 h, in the scenario's currency"
                                                     : "in the scenario's currency")
        .in("billed hours per instance", c.billedHoursPerInstance, "h", billingNote(offer, serving));
    if (!serving)
        x.in("run time", in.runHours, "h", "see Training time");
    if (c.basis == PriceBasis::HeldReservation)
        x.in("commitment if taken out for this plan", c.commitmentCost, c.currency,
             "instances x price per instance-hour x " + money(c.commitmentHours) + " h term");
    if (c.excludesHost)
        x.e.formula += "; a GPU-only price (catalog: " + (offer ? offer->includes : std::string("GPU only")) +
                       "): the host's vCPUs and memory are billed on top, so this is not what the plan costs";
    if (c.interruptible && c.restartLostFraction > 0) {
        x.e.formula += "; interruptible: billed hours from the expected run = run / (1 - lost fraction)";
        x.in("interruptions per GPU-day", c.interruptionsPerGpuDay, "", "spot preemption rate (CheckpointRestart.h)")
            .in("job MTBF", c.interruptionMtbfHours, "h", "24 h / (interruptions per GPU-day x billed GPUs)")
            .in("checkpoint interval", c.checkpointIntervalHours, "h",
                "sqrt(2 x checkpoint write x MTBF) (Young 1974; Daly 2006), or the run if shorter")
            .in("lost to checkpoints and restarts", c.restartLostFraction, "",
                "write / interval + (interval / 2 + restart) / MTBF; " +
                    fmtNumber(checkpoint::kCheckpointWriteMinutes) + " min write, " +
                    fmtNumber(checkpoint::kRestartMinutes) + " min restart (assumptions)")
            .in("expected run time", c.expectedRunHours, "h", "run time / (1 - lost fraction)");
    } else if (c.interruptible) {
        x.in("interruptible", 1, "",
             serving ? "the provider can take the GPUs back: a reclaimed replica is capacity lost until it is replaced"
                     : "the provider can take the GPUs back");
    }
    if (offer) {
        x.in("instance price", offer->price, offer->currency, "catalog offers." + c.offerKey).src(offer->ref);
        if (const CurrencyRate* from = catalog.currency(offer->currency))
            x.src(from->ref);
    }
    if (const CurrencyRate* to = catalog.currency(c.currency))
        x.src(to->ref);
    return std::move(x.e);
}

// The headline's explanation lists, for every other tier priced, its cheapest line: what the plan would
// cost there and what that line means (the "why" panel's alternatives).
void addAlternatives(Explanation& e, const Estimate& est, const CostLine& headline, bool perMillion)
{
    std::vector<std::string> tiers;
    for (const auto& c : est.costs)
        if (CostModel::isHeadlineCandidate(c, c.tier) && std::find(tiers.begin(), tiers.end(), c.tier) == tiers.end())
            tiers.push_back(c.tier);
    for (const auto& tier : tiers) {
        const int i = CostModel::headline(est.costs, tier);
        if (i < 0)
            continue;
        const CostLine& alt = est.costs[std::size_t(i)];
        // The headline's own tier: its next cheapest line, if any.
        const CostLine* shown = &alt;
        if (alt.offerKey == headline.offerKey) {
            shown = nullptr;
            for (const auto& c : est.costs)
                if (CostModel::isHeadlineCandidate(c, tier) && c.offerKey != headline.offerKey &&
                    (!shown || c.costPerRun < shown->costPerRun))
                    shown = &c;
            if (!shown)
                continue;
        }
        std::string note = shown->providerName + (shown->region.empty() ? "" : ", " + shown->region) + ": " +
                           std::to_string(shown->instances) + " x " + std::to_string(shown->gpusPerInstance) +
                           " GPUs (" + std::to_string(shown->billedGpus) + " billed), offer " + shown->offerKey;
        if (shown->basis == PriceBasis::HeldReservation)
            note += "; effective price if you already hold this reservation, the commitment is " +
                    money(shown->commitmentCost) + " " + shown->currency;
        if (shown->interruptible)
            note += shown->restartLostFraction > 0
                        ? "; interruptible, billed with " + fmtNumber(100 * shown->restartLostFraction) +
                              "% more time for checkpoints and restarts"
                        : "; interruptible";
        e.inputs.push_back({(alt.offerKey == headline.offerKey ? "next cheapest " : "cheapest ") + tierLabel(tier),
                            perMillion ? shown->costPerMillionTokens : shown->costPerRun, shown->currency, note});
    }
}

Explanation perMillionExplanation(const CostLine& c, const CostInputs& in, const Estimate& est, const Scenario& sc,
                                  const CatalogSnapshot& catalog)
{
    Ex x("cost_per_million_tokens." + c.offerKey,
         est.training ? "Cost per million training tokens" : "Cost per million output tokens", c.costPerMillionTokens,
         c.currency,
         est.training ? "1e6 x cost per run / (tokens per second x 3600 x run hours)"
                      : "1e6 x cost per hour of serving / (output tokens per second at the priced load x 3600)",
         "llm-analysis (same formula per thousand tokens)");
    x.in(est.training ? "cost per run" : "cost per hour of serving", c.costPerRun, c.currency, offerWords(c))
        .in("tokens per second", in.tokensPerSecond, "tokens/s",
            est.training ? "see Tokens per second"
                         : (sc.inference.targetRequestsPerSecond > 0 && est.inference->gpusNeededForTarget > 0
                                ? "the target load: target requests/s x output tokens"
                                : "what the scenario's GPUs serve"));
    if (est.training)
        x.in("run time", in.runHours, "h", "see Training time");
    if (const OfferSpec* offer = catalog.offer(c.offerKey))
        x.src(offer->ref);
    return std::move(x.e);
}

void addCosts(Estimate& est, const Scenario& sc, const CatalogSnapshot& catalog, const EstimateOptions& options)
{
    CostInputs in;
    in.offerKeys = sc.pricing.offerKeys;
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
        est.warnings.push_back("pricing.tier: no " + tierLabel(sc.pricing.tier) + " offer of " + sc.hardware.gpuKey +
                               " among pricing.offer_keys rents the plan's node at a price that includes the host, so "
                               "the plan has no headline price (add one, or pick another tier; offer_notes says why "
                               "each listed offer is not one)");
    if (!options.explanations)
        return;
    if (options.offerExplanations)
        for (const auto& c : est.costs) {
            est.explanations.push_back(costExplanation(c, in, catalog, "cost_per_run." + c.offerKey));
            est.explanations.push_back(perMillionExplanation(c, in, est, sc, catalog));
        }
    if (const CostLine* h = est.headline()) {
        Explanation run = costExplanation(*h, in, catalog, "cost_per_run");
        run.label =
            (est.training ? "Cost per training run (" : "Cost per hour of serving (") + tierLabel(h->tier) + ")";
        addAlternatives(run, est, *h, false);
        est.explanations.push_back(std::move(run));
        Explanation perM = perMillionExplanation(*h, in, est, sc, catalog);
        perM.figure = "cost_per_million_tokens";
        perM.label += " (" + tierLabel(h->tier) + ")";
        addAlternatives(perM, est, *h, true);
        est.explanations.push_back(std::move(perM));
    }
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
    LinkPerf inter;
    if (sc.hardware.nodes > 1)
        inter = sc.hardware.interNodeLinkKey.empty() ? CommunicationModel::defaultInterNode(catalog)
                                                     : resolveLink(sc.hardware.interNodeLinkKey, true, catalog,
                                                                   result.errors, "hardware.inter_node_link_key");
    if (!result.errors.empty())
        return result;

    Estimate est;
    est.scenarioName = sc.name;
    est.modelName = model->name.empty() ? model->key : model->name;
    est.gpuName = gpu->name;
    est.totalGpus = sc.totalGpus();
    est.layout = VramEstimator::layoutOf(sc);
    for (const auto& w : ScenarioValidator::warnings(sc, catalog))
        est.warnings.push_back((w.field.empty() ? "" : w.field + ": ") + w.message);
    if (sc.hardware.nodes > 1 && sc.hardware.interNodeLinkKey.empty())
        est.warnings.push_back("hardware.inter_node_link_key: none named; " + inter.note);

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
        est.warnings.push_back("training.optimizer: " + std::to_string(pagedEvictedGb).substr(0, 5) +
                               " GB of the paged optimizer states do not fit beside the rest and are evicted to CPU "
                               "memory; each optimizer step pages them back in and out over the host link");
    }
    if (explain) {
        est.explanations.push_back(MemoryFit::usableExplanation(*gpu));
        Ex x("fits", est.fits ? "Fits in GPU memory" : "Does not fit in GPU memory", est.fits ? 1 : 0, "",
             runtimeShare ? "total per GPU <= usable memory per GPU x GPU memory utilisation"
                          : "total per GPU <= usable memory per GPU",
             "nvidia-smi total = allocated + allocator reserve + CUDA context");
        x.in("total per GPU", est.memory.totalGb(), "GB", "see Memory per GPU");
        if (pagedEvictedGb > 0)
            x.in("paged optimizer states evicted to CPU memory", pagedEvictedGb, "GB",
                 "total - usable: bitsandbytes paged optimizer (unified memory); fits without them");
        x.in("usable per GPU", est.usableMemoryGbPerGpu, "GB", "the GPU's label capacity less driver and ECC reserve");
        if (runtimeShare)
            x.in("GPU memory utilisation", *sc.inference.gpuMemoryUtilization, "",
                 "scenario (the runtime's share, as vLLM's gpu_memory_utilization)");
        x.src(gpu->ref);
        est.explanations.push_back(std::move(x.e));
    }
    if (!est.fits)
        est.warnings.push_back(
            "the scenario needs " + std::to_string(est.memory.totalGb()).substr(0, 6) + " GB per GPU but " + gpu->name +
            " offers about " + std::to_string(budget).substr(0, 5) +
            (runtimeShare ? " GB to the serving runtime (its GPU memory utilisation)" : " GB usable"));
    if (options.fitsForEveryGpu)
        est.fitsByGpu = MemoryFit::fitsForAllGpus(sc, *model, catalog);

    if (explain) {
        explainLinks(est.explanations, intra, "intra_node_bus_bandwidth_gbps", "Intra-node bus bandwidth");
        if (sc.hardware.nodes > 1)
            explainLinks(est.explanations, inter, "inter_node_bus_bandwidth_gbps", "Inter-node bus bandwidth per GPU");
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
            explainLinks(est.explanations, host, "host_link_bandwidth_gbps", "GPU to CPU memory bandwidth");
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
        const auto bad = badFigures({{"price_per_instance_hour", c.pricePerInstanceHour, true},
                                     {"billed_hours_per_instance", c.billedHoursPerInstance, true},
                                     {"cost", c.costPerRun, true},
                                     {"cost_per_million_tokens", c.costPerMillionTokens, true},
                                     {"commitment_cost", c.commitmentCost, false}});
        if (!bad.empty()) {
            const auto at = std::find(sc.pricing.offerKeys.begin(), sc.pricing.offerKeys.end(), c.offerKey);
            result.errors.push_back({"pricing.offer_keys[" + std::to_string(at - sc.pricing.offerKeys.begin()) + "]",
                                     "the cost with offer '" + c.offerKey +
                                         "' does not come out as a finite, positive number (" + joined(bad) +
                                         "; check catalog offers." + c.offerKey + ")"});
        }
    }
    // Every explanation's value and inputs: a NaN there is a bug that a quiet 0 would hide.
    for (const Explanation& x : est.explanations) {
        std::vector<std::string> bad;
        if (!std::isfinite(x.value))
            bad.push_back("its value");
        for (const auto& input : x.inputs)
            if (!std::isfinite(input.value))
                bad.push_back("input '" + input.name + "'");
        if (!bad.empty())
            result.errors.push_back(
                {x.figure, "the explanation of '" + x.label + "' is not a finite number (" + joined(bad) + ")"});
    }
    if (!result.errors.empty())
        return result;

    result.estimate = std::move(est);
    return result;
}

} // namespace gp
