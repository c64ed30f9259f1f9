// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ExplanationBuilder.h"
#include "ModelCounts.h"
#include "Precision.h"
#include "TrainingTimeEstimator.h"

#include <algorithm>

// The explanations of the training-time figures, next to TrainingTimeEstimator.cpp's formulas: each says the
// formula the estimator applied, the inputs it read and where they came from, and the paper behind it.
namespace gp {
namespace {

// The context-parallel ring (TrainingTimeEstimator::stepTimes computes it; this says how).
Explanation contextParallelExplanation(const TrainingTimeInputs& in, const TrainingTimeDetail& d,
                                       const TrainingExplainContext& ctx, const LinkPerf& link)
{
    const ModelArchitecture& model = in.model;
    const ParallelLayout& l = ctx.layout;
    const TrainingEstimate& t = d.estimate;
    const int c = l.contextParallel;
    const double akv = kvHeadsOf(model);
    const double dh = headDimOf(model);
    const double again = TrainingTimeEstimator::ringRecomputeForwards(in.training.recompute);
    ExplanationBuilder x(
        "context_parallel_seconds_per_step", "Context-parallel ring traffic per step", t.contextParallelSecondsPerStep,
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
        .in("s (sequence length)", in.training.sequenceLength, "tokens", "scenario; s/c per rank")
        .in("b (micro-batch)", in.training.microBatch, "sequences", "scenario")
        .in("a_kv (KV heads)", akv, "", ctx.modelNote)
        .in("d_h (head dim)", dh, "", ctx.modelNote)
        .in("t (tensor parallel)", l.tensorParallel, "", "layout: each rank sends its max(a_kv/t, 1) KV heads")
        .in("B (bytes per value)", activationValueBytes(in.training.precision), "bytes",
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
    return x.done();
}

} // namespace

std::vector<Explanation> TrainingTimeEstimator::explain(const TrainingTimeInputs& in, const TrainingTimeDetail& d,
                                                        const TrainingExplainContext& ctx)
{
    const ModelArchitecture& model = in.model;
    const GpuSpec& gpu = in.gpu;
    const LinkPerf& intra = in.intraNode;
    const LinkPerf& inter = in.interNode;
    const MfuDefault& mfu = ctx.utilisation;
    const TrainingEstimate& t = d.estimate;
    const ParallelLayout& layout = ctx.layout;
    const double pagedEvictedGb = in.pagedEvictedGb;
    std::vector<Explanation> ex;
    const int n = in.gpusPerNode * in.nodes;
    const bool lora = in.task == Task::LoRA || in.task == Task::QLoRA;
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
    switch (in.training.recompute) {
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
        (in.training.recompute != Recompute::None
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

    {
        ExplanationBuilder x("flops_per_token", "Executed FLOPs per token", t.flopsPerToken, "FLOP", flopsFormula,
                             flopsCitation + spanCitation);
        if (encoderDecoder) {
            const FlopsParameters split = flopsParameters(model);
            x.in("P_dec (target side: decoder blocks without cross-attention k, v; LM head)", split.target, "",
                 "model.custom.parameters in the shape's proportions")
                .in("P_enc (source side: encoder blocks and cross-attention k, v)", split.source, "",
                    "model.custom.parameters in the shape's proportions")
                .in("L_enc (encoder layers)", model.encoderLayers, "", "model.custom.encoder_layers")
                .in("s_enc (encoder sequence length)", encoderSequenceLength(model, in.training.sequenceLength),
                    "tokens", "training.encoder_sequence_length (0 = sequence_length)");
        } else {
            x.in(model.head == OutputHead::SequenceClassification
                     ? "N (weights that multiply per token, the score layer in place of the LM head's matmul)"
                     : "N (weights that multiply per token: P_active less an untied input embedding)",
                 pActive, "", ctx.modelNote);
            if (const double lookup = inputEmbeddingLookup(model); lookup > 0)
                x.in("P_active (parameters per token)", activeParameters(model), "", ctx.modelNote)
                    .in("input embedding V h (a lookup, no matmul)", lookup, "", "model vocab_size x hidden_size");
        }
        x.in(encoderDecoder ? "L (decoder layers)" : "L (layers)", model.layers, "", ctx.modelNote)
            .in("H Q (heads x head dimension)", TrainingTimeEstimator::attentionWidth(model), "", ctx.modelNote)
            .in(encoderDecoder ? "s (decoder sequence length)" : "s (sequence length)", in.training.sequenceLength,
                "tokens", "scenario");
        if (sampleSpan)
            x.in("s' (attention span: tokens per packed sample, at most s)",
                 TrainingTimeEstimator::attentionSpan(model, in.training.sequenceLength), "tokens",
                 "training.packed_sample_tokens");
        x.in("model FLOPs per token (what MFU counts)", d.modelFlopsPerToken, "FLOP", "without recomputation")
            .src(model.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("training_flops", "Training FLOPs", t.totalFlops, "FLOP", "FLOPs = FLOPs per token x D",
                             flopsCitation);
        x.in("FLOPs per token", t.flopsPerToken, "FLOP", "see FLOPs per token")
            .in(encoderDecoder ? "D (target tokens)" : "D (tokens)", tokensInput, "tokens",
                in.training.tokens > 0 ? "scenario training.tokens" : "dataset tokens x epochs")
            .src(model.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("peak_tflops_per_gpu", "Dense peak per GPU at the training precision", t.peakTflopsPerGpu,
                             "TFLOPS", d.peakBasis,
                             "GPU datasheet via the catalog (dense, never the 2:4 sparse headline)");
        x.in("peak", t.peakTflopsPerGpu, "TFLOPS", "catalog gpus." + gpu.key).src(gpu.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("utilisation_assumed",
                             mfu.userOverride ? "Model FLOPs utilisation given" : "Compute utilisation assumed", t.mfu,
                             "",
                             std::string(MfuDefaults::kindName(mfu.kind)) + " (" + mfu.basis +
                                 "); the source published: " + mfu.published,
                             mfu.citation);
        x.in("utilisation", t.mfu, "", mfu.userOverride ? "user" : "default: " + mfu.basis).src(gpu.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("gradient_accumulation_steps", "Gradient accumulation steps", t.gradientAccumulationSteps,
                             "", "ceil(global batch / (micro-batch x data parallel))",
                             "standard data-parallel training");
        x.in("global batch", in.training.globalBatch, "sequences", "scenario")
            .in("micro-batch", in.training.microBatch, "sequences", "scenario")
            .in("data parallel", d.dataParallel, "GPUs",
                layout.contextParallel > 1 ? "GPUs / (tensor x pipeline x context parallel)"
                                           : "GPUs / (tensor x pipeline parallel)");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("compute_seconds_per_step", "Compute time per step", t.computeSecondsPerStep, "s",
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
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x(
            "communication_seconds_per_step", "Communication per step (before overlap)", t.communicationSecondsPerStep,
            "s",
            "data parallel (ZeRO " + std::to_string(static_cast<int>(in.parallel.zero)) +
                ": ring all-reduce alpha + 2(n-1)/n S/bw, or reduce-scatter/all-gather (n-1)/n S/bw, hierarchical "
                "over nodes; "
                "ZeRO 3: per micro-batch 2 all-gathers of the parameters P, frozen ones too, + a reduce-scatter of S) "
                "+ "
                "tensor parallel (4 all-reduces of b s h x 2 bytes per layer" +
                (in.parallel.sequenceParallel ? "; with sequence parallelism all-gathers and reduce-scatters of the "
                                                "same volume, Korthikanti et al. 2022 sec. 4.2.2"
                                              : "") +
                ") + pipeline point-to-point (b s h x 2 bytes / t each way per micro-batch, Narayanan et al. 2021 sec. "
                "4.1" +
                (d.virtualStages > 1 ? "; x v virtual stages" : "") + ")" +
                (layout.contextParallel > 1
                     ? " + the context-parallel ring (see Context-parallel ring traffic); with context parallelism "
                       "the tensor and pipeline traffic is of each rank's s/c tokens and the gradients are reduced "
                       "over the d x c ranks holding the same parameters (Megatron-Core's dp x cp group)"
                     : ""),
            "nccl-tests PERFORMANCE.md; ZeRO paper (Rajbhandari et al. 2020) sec. 7; Shoeybi et al. 2019 "
            "(Megatron-LM)");
        x.in("S (gradient bytes per GPU)", d.gradientBytesPerGpu / 1e9, "GB", "2 bytes x trainable P / (t p)")
            .in("trainable parameters", d.trainableParameters, "",
                lora ? "LoRA adapters r x (d_in + d_out) per matrix" : "all");
        if (in.parallel.zero == ZeroStage::Zero3)
            x.in("P (parameter bytes gathered per pass per GPU)",
                 TrainingTimeEstimator::gatheredParameterBytes(model, in.task, in.training.precision) /
                     std::max(1, layout.tensorParallel * layout.pipelineParallel) / 1e9,
                 "GB",
                 in.task == Task::QLoRA ? "NF4 base 0.516 B + 16-bit embeddings per parameter / (t p)"
                                        : "16-bit weights (4 B in FP32) x all P / (t p)");
        x.in("data-parallel ranks per node", d.dpRanksPerNode, "",
             layout.contextParallel > 1 ? "layout: TP inside a node, then CP, then PP, then DP; ranks of the d x c "
                                          "gradient group"
                                        : "layout: TP inside a node, then PP, then DP")
            .in("data-parallel nodes", d.dpNodes, "", "layout")
            .in("data-parallel time", d.dpCommSecondsPerStep, "s", "")
            .in("tensor-parallel time", d.tpCommSecondsPerStep, "s", "")
            .in("pipeline time", d.ppCommSecondsPerStep, "s", "")
            .in("intra-node bus bandwidth", intra.bandwidthGBps * intra.efficiency, "GB/s", intra.note)
            .src(intra.ref);
        if (inter.valid() && in.nodes > 1)
            x.in("inter-node bus bandwidth per GPU", inter.bandwidthGBps * inter.efficiency, "GB/s", inter.note)
                .src(inter.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x(
            "exposed_communication_seconds_per_step", "Communication not hidden by compute",
            t.exposedCommunicationSecondsPerStep, "s",
            std::string("data parallel: max(volume time - overlap window, last 25 MB bucket); ") +
                (in.parallel.tpCommOverlap ? "tensor parallel: max(0, its time - compute) (parallel.tp_comm_overlap); "
                                           : "tensor-parallel traffic fully exposed; ") +
                (in.parallel.ppCommOverlap ? "pipeline: max(0, its time - compute) (parallel.pp_comm_overlap)"
                                           : "pipeline traffic fully exposed") +
                (layout.contextParallel > 1 ? "; context-parallel ring: hops x max(0, hop - the attention it "
                                              "overlaps) (see Context-parallel ring traffic)"
                                            : ""),
            std::string("PyTorch DDP gradient bucketing (Li et al. 2020, bucket_cap_mb = 25); ZeRO-3 prefetch "
                        "(Rajbhandari et al. 2020)") +
                (in.parallel.tpCommOverlap ? "; TP overlap: Wang et al. 2023 (ASPLOS), Transformer Engine userbuffers"
                                           : "") +
                (in.parallel.ppCommOverlap ? "; PP overlap: Megatron-Core overlap_p2p_comm (interleaved schedule)"
                                           : ""));
        x.in("overlap window", d.overlapWindowSecondsPerStep, "s",
             in.parallel.zero == ZeroStage::Zero3   ? "whole forward + backward (prefetch)"
             : in.parallel.zero == ZeroStage::Zero2 ? "backward of every micro-batch"
                                                    : "backward of the last micro-batch")
            .in("communication before overlap", t.communicationSecondsPerStep, "s", "see Communication per step")
            .in("compute", t.computeSecondsPerStep, "s", "see Compute time per step")
            .in("data parallel, exposed", d.dpExposedSecondsPerStep, "s", "beyond the overlap window")
            .in("tensor parallel, exposed", d.tpExposedSecondsPerStep, "s",
                in.parallel.tpCommOverlap ? "what exceeds the compute" : "all of it")
            .in("pipeline, exposed", d.ppExposedSecondsPerStep, "s",
                in.parallel.ppCommOverlap ? "what exceeds the compute the tensor-parallel traffic left" : "all of it");
        ex.push_back(x.done());
    }
    if (layout.contextParallel > 1)
        ex.push_back(contextParallelExplanation(in, d, ctx, d.cpIntraNode ? intra : inter));
    if (t.hostTransferSecondsPerStep > 0) {
        const double share =
            layout.tensorParallel * layout.pipelineParallel * double(d.dataParallel) * layout.contextParallel;
        ExplanationBuilder x(
            "host_transfer_seconds_per_step", "Offload traffic to CPU memory per step", t.hostTransferSecondsPerStep,
            "s",
            std::string("per micro-batch, forward: max(") +
                (in.parallel.offloadParameters ? "P / (t p d) in" : "0 in") + ", " +
                (in.training.activationOffloading ? "A" : "0") + " out); backward: max(" +
                (in.parallel.offloadParameters ? "P / (t p d)" : "0") +
                (in.training.activationOffloading ? " + A" : "") + " in, " +
                (in.parallel.offloadParameters ? "G / (t p d)" : "0") +
                " out) / host bus bandwidth; PCIe is full duplex, so a pass takes its larger direction; exposed = "
                "what exceeds that pass's compute (prefetch and offload on a side stream)" +
                (pagedEvictedGb > 0 ? "; + 2 x E / host bus bandwidth per step, all exposed: the evicted paged "
                                      "optimizer states E paged in for the optimizer step and out again"
                                    : ""),
            std::string(in.parallel.offloadParameters
                            ? "ZeRO-Infinity (Rajbhandari et al. 2021, SC21) sec. 6: each GPU fetches its 1/d "
                              "partition of the parameters from CPU memory, then all-gathers them (bandwidth-centric "
                              "partitioning), overlapped with compute; ZeRO-Offload (Ren et al. 2021) moves the "
                              "gradients to CPU memory during backward; FSDP CPUOffload(offload_params=True)"
                            : "") +
                (in.training.activationOffloading
                     ? std::string(in.parallel.offloadParameters ? "; " : "") +
                           "torchtune enable_activation_offloading (OffloadActivations: saved tensors copied to CPU "
                           "on a side stream in forward, prefetched back in backward); Megatron-Core cpu_offloading"
                     : "") +
                (pagedEvictedGb > 0 ? "; paging: bitsandbytes paged optimizers (unified memory, QLoRA sec. 3); a "
                                      "lower bound, demand paging migrates below the copy rate"
                                    : ""));
        if (in.parallel.offloadParameters)
            x.in("P (parameter bytes, whole model)",
                 TrainingTimeEstimator::gatheredParameterBytes(model, in.task, in.training.precision) / 1e9, "GB",
                 "as stored for compute")
                .in("G (gradient bytes, whole model)",
                    d.gradientBytesPerGpu * layout.tensorParallel * layout.pipelineParallel / 1e9, "GB",
                    "trainable parameters x 2 B")
                .in(layout.contextParallel > 1 ? "t p d c" : "t p d", share, "", "layout");
        if (pagedEvictedGb > 0)
            x.in("E (paged optimizer states evicted)", pagedEvictedGb, "GB", "see Fits in GPU memory");
        if (in.training.activationOffloading)
            x.in("A (activations offloaded per micro-batch)", in.offloadedActivationGb, "GB",
                 "the stage's saved activations but the layers kept on the GPU");
        x.in("micro-batches per step", t.gradientAccumulationSteps, "", "gradient accumulation")
            .in("exposed per step", t.exposedHostTransferSecondsPerStep, "s", "added to the step")
            .src(in.hostLink.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x(
            "pipeline_bubble_fraction", "Pipeline bubble", t.pipelineBubbleFraction, "",
            std::string(d.virtualStages > 1 ? "(p - 1) / (v m) (interleaved 1F1B, v virtual stages per rank; "
                                              "pipeline traffic x v)"
                                            : "(p - 1) / m (1F1B schedule)") +
                (overheadsAdded ? ""
                                : "; the end-to-end utilisation already contains its source run's bubble of " +
                                      explanationNumber(d.sourceBubble) + ", so only the excess is charged (x " +
                                      explanationNumber(d.excessBubbleFactor) + ")"),
            "Narayanan et al. 2021 (Megatron-LM, SC21) sec. 2.2");
        x.in("p (pipeline stages)", in.parallel.pipelineParallel, "", "scenario")
            .in("m (micro-batches per step)", d.pipelineMicroBatches, "",
                in.parallel.pipelineMicroBatches > 1 ? "scenario" : "gradient accumulation steps");
        if (d.virtualStages > 1)
            x.in("v (virtual stages per rank)", d.virtualStages, "", "scenario parallel.virtual_stages");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x(
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
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("training_hours", "Training time (wall clock)", t.wallClockHours, "h",
                             "steps x step time / 3600; steps = D / tokens per step",
                             flopsCitation + "; " + mfu.citation);
        x.in("D (tokens)", tokensInput, "tokens", "scenario")
            .in("steps", d.steps, "", "D / (global batch x sequence length)")
            .in("step time", t.stepSeconds, "s", "see Step time")
            .src(gpu.ref)
            .src(model.ref);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("gpu_hours", "GPU-hours", t.gpuHours, "GPU-h", "wall-clock hours x GPUs", "definition");
        x.in("wall clock", t.wallClockHours, "h", "see Training time").in("GPUs", n, "", "scenario");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("tokens_per_second", "Training throughput", t.tokensPerSecond, "tokens/s",
                             "tokens per step / step time", "definition");
        x.in("tokens per step", d.tokensPerStep, "tokens", "").in("step time", t.stepSeconds, "s", "");
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x(
            "achieved_mfu", "Model FLOPs utilisation of the plan", t.achievedMfu, "",
            "model FLOPs per token x tokens/s / (GPUs x peak): includes bubble, exposed communication and "
            "recomputation",
            "MFU as defined in the PaLM paper appendix B");
        x.in("model FLOPs per token", d.modelFlopsPerToken, "FLOP", "")
            .in("tokens/s", t.tokensPerSecond, "tokens/s", "")
            .in("peak", t.peakTflopsPerGpu, "TFLOPS", d.peakBasis);
        ex.push_back(x.done());
    }
    {
        ExplanationBuilder x("bound", std::string("Bound: ") + boundName(t.bound),
                             t.bound == Bound::Communication ? 1 : 0, "",
                             "communication when exposed communication exceeds compute (with bubble), else compute",
                             "alpha-beta + roofline reasoning");
        x.in("compute with bubble", t.computeSecondsPerStep * (1 + t.pipelineBubbleFraction), "s", "")
            .in("exposed communication", t.exposedCommunicationSecondsPerStep, "s", "");
        ex.push_back(x.done());
    }
    return ex;
}

} // namespace gp
