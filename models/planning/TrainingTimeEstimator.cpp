// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TrainingTimeEstimator.h"

#include "ModelCounts.h"
#include "PipelineSchedule.h"
#include "Precision.h"
#include "VramEstimator.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {
bool isLora(Task t) { return t == Task::LoRA || t == Task::QLoRA; }
} // namespace

double TrainingTimeEstimator::peakTflops(const GpuSpec& gpu, TrainPrecision precision, std::string* basis,
                                         Message* warning)
{
    auto say = [](std::string* out, const char* text) {
        if (out)
            *out = text;
    };
    switch (precision) {
    case TrainPrecision::FP8:
        if (gpu.fp8DenseTflops > 0) {
            say(basis, "FP8 dense tensor peak");
            return gpu.fp8DenseTflops;
        }
        say(basis, "BF16 dense tensor peak (the GPU has no FP8 tensor cores)");
        if (warning)
            *warning = GP_MSG("gp::Training", "the GPU has no FP8 tensor cores: the FP8 run is timed at the BF16 "
                                              "dense peak");
        return gpu.fp16DenseTflops;
    case TrainPrecision::FP32:
        if (gpu.fp32Tflops > 0) {
            say(basis, "FP32 non-tensor peak (PyTorch keeps TF32 matmuls off by default since 1.12)");
            return gpu.fp32Tflops;
        }
        say(basis, "TF32 dense tensor peak = FP16 dense / 2 (catalog has no FP32 figure)");
        return gpu.fp16DenseTflops / 2.0;
    case TrainPrecision::MixedBF16:
    case TrainPrecision::PureBF16:
        break;
    }
    say(basis, "BF16 dense tensor peak");
    return gpu.fp16DenseTflops;
}

double TrainingTimeEstimator::attentionWidth(const ModelArchitecture& m)
{
    if (m.attentionHeads > 0 && m.headDim > 0)
        return static_cast<double>(m.attentionHeads) * m.headDim;
    return static_cast<double>(std::max(0, m.hiddenSize));
}

double TrainingTimeEstimator::gatheredParameterBytes(const ModelArchitecture& model, Task task,
                                                     TrainPrecision precision)
{
    if (task == Task::QLoRA) {
        const double emb = std::min(model.parameters, VramEstimator::embeddingParameters(model));
        return (model.parameters - emb) * (kNf4BytesPerParam + kNf4DoubleQuantBitsPerParam / 8.0) + emb * 2.0;
    }
    if (task == Task::LoRA)
        return model.parameters * frozenWeightBytes(precision);
    return model.parameters * (precision == TrainPrecision::FP32 ? 4.0 : 2.0);
}

double TrainingTimeEstimator::attentionSpan(const ModelArchitecture& m, double s)
{
    // Packed samples with variable-length attention: each token attends its own sample's keys, so the span is the
    // sample's token-weighted length (NeMo, "Sequence Packing": the complexity "remains at sum_i s_i^2").
    return m.attentionSpan > 0 ? std::min<double>(m.attentionSpan, s) : s;
}

double TrainingTimeEstimator::attentionFlopsPerToken(const ModelArchitecture& m, double s)
{
    if (m.encoderLayers <= 0)
        return 12.0 * m.layers * attentionSpan(m, s) * attentionWidth(m);
    // Encoder-decoder, per target token, from the same 12 H Q per (query, key) pair per layer (PaLM appendix B:
    // Q K^T and A V, 2 x 2 H Q FLOPs forward, x 3 with backward): each of the s targets attends the s targets
    // in L decoder self-attentions and the s_enc encoder outputs in L cross-attentions; each of the s_enc sources
    // attends the s_enc sources in L_enc encoder self-attentions, which spread over the s targets of their
    // sequence are s_enc^2 / s per target. Unhalved for the causal mask, as the decoder-only count.
    const double sEnc = encoderSequenceLength(m, s);
    return 12.0 * attentionWidth(m) *
           (m.layers * s + m.layers * sEnc + m.encoderLayers * sEnc * sEnc / std::max(1.0, s));
}

double TrainingTimeEstimator::tensorParallelLayers(const ModelArchitecture& m, double s)
{
    if (m.encoderLayers <= 0)
        return m.layers;
    // A decoder block runs three tensor-parallel regions (self-attention, cross-attention, MLP: Megatron-LM's T5,
    // one all-reduce each forward and backward) on s tokens, an encoder block two on s_enc tokens: 3/2 of a
    // decoder-only block, and s_enc / s of one.
    return 1.5 * m.layers + m.encoderLayers * encoderSequenceLength(m, s) / std::max(1.0, s);
}

double TrainingTimeEstimator::modelFlopsPerToken(const ModelArchitecture& m, Task task, double s)
{
    // N as computedParameters counts it (the active weights that multiply): a training head moves it by the LM head's
    // matmul. Masked LM keeps the count: 12 L s H Q is the whole s x s score matrix, never halved for the causal
    // mask, so bidirectional attention costs the same here.
    // Encoder-decoder: the weights of the source side run s_enc / s times per target token (flopsParametersPerToken).
    const double pActive = flopsParametersPerToken(m, s);
    const double weightFactor = isLora(task) ? 4.0 : 6.0;
    return weightFactor * pActive + attentionFlopsPerToken(m, s);
}

double TrainingTimeEstimator::executedFlopsPerToken(const ModelArchitecture& m, Task task, double s, Recompute r)
{
    const double pActive = flopsParametersPerToken(m, s);
    const double attentionForward = forwardAttentionFlopsPerToken(m, s);
    double extra = 0;
    if (r == Recompute::Full)
        extra = 2.0 * pActive + attentionForward;
    else if (r == Recompute::Selective)
        extra = attentionForward;
    else if (r == Recompute::SelectiveLayer)
        extra = (2.0 * pActive + attentionForward) / 2; // every second block's forward again
    else if (r == Recompute::SelectiveOp) {
        // The matmuls torchtitan's per-op policy does not save (every second one per block: wk, wo, w3) run
        // again: 2 FLOPs per weight of h a_kv d_h + a d_h h + h f (k routed experts' w3 for MoE) per layer.
        const double h = m.hiddenSize, dh = headDimOf(m);
        const double akv = kvHeadsOf(m);
        const double f = m.ffnSize > 0 ? m.ffnSize : 4 * h;
        const double experts = m.experts > 1 ? std::max(1, m.activeExperts) : 1;
        extra = 2.0 * m.layers * (h * akv * dh + attentionWidth(m) * h + h * f * experts);
    }
    return modelFlopsPerToken(m, task, s) + extra;
}

double TrainingTimeEstimator::forwardAttentionFlopsPerToken(const ModelArchitecture& m, double s)
{
    // The forward third of attentionFlopsPerToken (4 of its 12 H Q per pair).
    return attentionFlopsPerToken(m, s) / 3.0;
}

double TrainingTimeEstimator::forwardFlopsPerToken(const ModelArchitecture& m, double s)
{
    // Encoder-decoder: the source side's weights s_enc / s times per target token (flopsParametersPerToken).
    return 2.0 * flopsParametersPerToken(m, s) + forwardAttentionFlopsPerToken(m, s);
}

StepShape TrainingTimeEstimator::modelShape(const ModelArchitecture& m, Task task, TrainPrecision precision,
                                            Recompute recompute, double s, int contextParallel)
{
    StepShape shape;
    shape.executedFlopsPerToken = executedFlopsPerToken(m, task, s, recompute);
    shape.modelFlopsPerToken = modelFlopsPerToken(m, task, s);
    shape.forwardFlopsPerToken = forwardFlopsPerToken(m, s);
    shape.sequenceLength = s;
    shape.hiddenSize = m.hiddenSize;
    shape.layers = tensorParallelLayers(m, s);
    shape.parameterBytes = gatheredParameterBytes(m, task, precision);
    shape.fullRecompute = recompute == Recompute::Full;
    setContextParallel(shape, m, precision, recompute, contextParallel);
    return shape;
}

void TrainingTimeEstimator::setContextParallel(StepShape& shape, const ModelArchitecture& m, TrainPrecision precision,
                                               Recompute recompute, int contextParallel)
{
    shape.contextParallel = std::max(1, contextParallel);
    shape.kvHeads = kvHeadsOf(m);
    shape.headDim = headDimOf(m);
    shape.attentionWidth = attentionWidth(m);
    shape.activationValueBytes = activationValueBytes(precision);
    shape.ringRecomputeForwards = ringRecomputeForwards(recompute);
}

double TrainingTimeEstimator::ringRecomputeForwards(Recompute recompute)
{
    // A recomputed forward runs the attention, and so its ring, again: full recomputation and Megatron's selective
    // (the core attention) once, torchtitan's per-layer policy for every second block; its per-op policy saves the
    // attention's output (the SDPA ops are in its save list), so the ring is not repeated.
    switch (recompute) {
    case Recompute::Full:
    case Recompute::Selective:
        return 1.0;
    case Recompute::SelectiveLayer:
        return 0.5;
    case Recompute::None:
    case Recompute::SelectiveOp:
        break;
    }
    return 0.0;
}

StepTimes TrainingTimeEstimator::stepTimes(const StepShape& s)
{
    StepTimes r;
    const int t = s.tensorParallel, p = s.pipelineParallel, g = s.gpusPerNode;
    const int c = std::max(1, s.contextParallel);
    const LinkPerf& intra = *s.intraNode;
    const LinkPerf& inter = *s.interNode;
    // Megatron-Core: the GPUs split t x c x p x d, d = world / (t p c) (parallel_state.initialize_model_parallel).
    r.dataParallel = std::max(1, s.gpus / (t * p * c));
    const int dp = r.dataParallel;
    // Layout modelled: tensor parallel innermost (inside a node), then context parallel, then pipeline stages, then
    // data parallel (tp-cp-pp-dp). Megatron-Core's default order is "tp-cp-ep-dp-pp" (initialize_model_parallel's
    // order argument): the same t and c innermost, but d inside p. The two agree when p = 1 or when one model copy
    // (t c p) fills whole nodes; when a copy's stages share a node, this order puts fewer data-parallel ranks in a
    // node than Megatron's default would (gradient reduction costed more inter-node, stage-to-stage sends less).
    // The gradients are reduced over the d x c ranks that hold the same parameters (Megatron-Core's dp_cp group):
    // those of one node are its c ranks times its data-parallel replicas when t c p fits in the node.
    r.cpRanksPerNode = t * c <= g ? c : std::max(1, g / t);
    const int dpReplicasPerNode = (t * c * p <= g) ? std::max(1, std::min(dp, g / (t * c * p))) : 1;
    const int gradientRanks = dp * c;
    r.dpRanksPerNode = std::min(gradientRanks, dpReplicasPerNode * r.cpRanksPerNode);
    r.dpNodes = std::max(1, (gradientRanks + r.dpRanksPerNode - 1) / r.dpRanksPerNode);
    r.accumulation = gradientAccumulationSteps(s.globalBatch, s.microBatch, dp);
    const double sustained = s.gpus * s.peakTflops * 1e12 * s.utilisation;
    // An MFU counts model FLOPs; every other utilisation the FLOPs the GPUs execute (recomputation adds
    // FLOPs at the same rate).
    const double timedFlops = s.utilisationKind == UtilisationKind::ModelFlops && s.modelFlopsPerToken > 0
                                  ? s.modelFlopsPerToken
                                  : s.executedFlopsPerToken;
    r.compute = timedFlops * s.tokensPerStep / sustained; // not clamped: a bad peak or utilisation surfaces
    const double computePerMicro = r.compute / r.accumulation;
    // Backward share of the executed FLOPs: everything but the forward pass (recomputation runs inside
    // the backward pass).
    const double backwardShare =
        s.executedFlopsPerToken > 0 ? 1.0 - s.forwardFlopsPerToken / s.executedFlopsPerToken : 0;

    // Data parallel. S = gradient bytes / (t p): gradients reduced in BF16 (DeepSpeed and FSDP mixed
    // precision), FP32 for FP32 runs. The group is the d x c ranks holding the same parameters.
    const double S = s.gradientBytes / (t * p);
    const int k = r.dpRanksPerNode, m = r.dpNodes;
    if (gradientRanks > 1) {
        const double ag = CommunicationModel::hierarchicalAllGatherSeconds(S, k, m, intra, inter);
        switch (s.zeroStage) {
        case 0:
        case 1: {
            // One all-reduce per optimizer step, bucketed behind the last micro-batch's backward pass; the
            // last bucket always waits for the end of backward.
            r.dpComm = CommunicationModel::hierarchicalAllReduceSeconds(S, k, m, intra, inter);
            r.window = computePerMicro * backwardShare;
            const double lastBucket = CommunicationModel::hierarchicalAllReduceSeconds(
                std::min(S, CommunicationModel::kLastBucketBytes), k, m, intra, inter);
            r.dpExposed = std::max(r.dpComm - r.window, lastBucket);
            break;
        }
        case 2:
            // Reduce-scatter every micro-batch behind its backward pass; all-gather of the updated
            // parameters once per step, not hidden (Rajbhandari et al. 2020, sec. 7).
            r.dpComm = r.accumulation * ag + ag;
            r.window = r.compute * backwardShare;
            r.dpExposed = std::max(r.accumulation * ag - r.window, 0.0) + ag;
            break;
        default: {
            // Every micro-batch: all-gather of the parameters for forward and again for backward, and a
            // reduce-scatter of the gradients; for full training that is 3 x (n-1)/n S, 1.5x the all-reduce
            // volume (ZeRO paper sec. 7.2.2). With LoRA the frozen base is sharded too, so the gathers move
            // the whole base while only the adapters' gradients are reduced. Prefetching hides it behind the
            // whole forward and backward, except the first gather of each step.
            const double P = (s.parameterBytes > 0 ? s.parameterBytes : s.gradientBytes) / (t * p);
            const double gather = CommunicationModel::hierarchicalAllGatherSeconds(P, k, m, intra, inter);
            r.dpComm = r.accumulation * (2.0 * gather + ag);
            r.window = r.compute;
            r.dpExposed = std::max(r.dpComm - r.window, gather);
            break;
        }
        }
        r.dpExposed = std::min(r.dpExposed, r.dpComm);
    }
    // Each rank's tokens: s/c of every sequence under context parallelism.
    const double activationBytes = s.microBatch * (s.sequenceLength / c) * s.hiddenSize * 2.0;
    // Tensor parallel: 2 all-reduces forward + 2 backward of b s h x 2 bytes per layer (Shoeybi et al.
    // 2019, Megatron-LM sec. 3), 2 more with full recomputation; on the critical path, never hidden.
    if (t > 1)
        r.tp = r.accumulation * (s.fullRecompute ? 6.0 : 4.0) * (s.layers / p) *
               CommunicationModel::ringAllReduceSeconds(activationBytes, t, t <= g ? intra : inter);
    // With tensor-parallel communication overlap (Transformer Engine userbuffers, Megatron-Core/NeMo
    // tp_comm_overlap) each all-gather and reduce-scatter is split into chunks that run while the GEMM that
    // consumes or produces them computes (Wang et al. 2023, "Overlap Communication with Dependent Computation via
    // Decomposition in Large Deep Learning Models", ASPLOS): it is exposed only where it outlasts the compute.
    r.tpExposed = s.tpCommOverlap ? std::max(0.0, r.tp - r.compute) : r.tp;
    // Pipeline: each micro-batch sends its activations forward and their gradients back across a stage
    // boundary (b s h x 2 bytes each way; s/c with context parallelism, whose c x t ranks sit between two stages'
    // neighbours in the rank order). With tensor parallelism each of the t ranks sends only its 1/t of
    // them (Narayanan et al. 2021, sec. 4.1, the scatter/gather optimization Megatron-LM uses; with sequence
    // parallelism the boundary tensor is already split so). The interleaved schedule crosses v times as many
    // boundaries, so its point-to-point traffic is v times larger (sec. 2.2.2).
    const int v = std::max(1, s.virtualStages);
    if (p > 1)
        r.pp = r.accumulation * 2.0 * v *
               CommunicationModel::pointToPointSeconds(activationBytes / t, t * c * p <= g ? intra : inter);
    // With Megatron-Core's overlap_p2p_comm (interleaved schedule only) each send and receive is posted
    // asynchronously and waited for only when the next chunk needs it, so the transfers run under the other chunks'
    // compute: exposed only where they outlast the compute that the tensor-parallel traffic has not already taken
    // (one compute time hides both, never twice).
    const double computeLeft = r.compute - (r.tp - r.tpExposed);
    r.ppExposed = s.ppCommOverlap && v > 1 ? std::max(0.0, r.pp - computeLeft) : r.pp;
    // Context parallel: in every layer's attention each rank's K and V block, 2 x (s/c) x b x max(a_kv/t, 1) x d_h
    // values, travels once around the ring of c ranks: c - 1 point-to-point steps, each overlapped with the
    // attention of the block that has arrived (Liu et al. 2023, Ring Attention, sec. 3: no added cost when the
    // block's compute outlasts its transfer). The backward pass gathers K and V again and reduce-scatters their
    // gradients (Megatron-Core context parallel guide: "each GPU only stores the KV of a sequence chunk in forward
    // and gathers KV again in backward"), twice the forward's volume against twice its FLOPs; a recomputed forward
    // runs the ring once more. A step's attention is its share of the count the compute uses (PaLM's 4 b s^2 H Q
    // per layer forward) over c ranks, c steps and t: 4 b s^2 H Q / (c^2 t) at the step's rate. The ring runs on
    // the intra-node link when t x c fits in a node (TP then CP innermost), else across nodes.
    if (c > 1) {
        const double kvHeadsPerRank = std::max(s.kvHeads / t, 1.0); // KV heads split over TP, at least one each
        const double blockBytes =
            2.0 * (s.sequenceLength / c) * s.microBatch * kvHeadsPerRank * s.headDim * s.activationValueBytes;
        r.cpHop = CommunicationModel::pointToPointSeconds(blockBytes, t * c <= g ? intra : inter);
        const double rate = s.peakTflops * 1e12 * s.utilisation;
        r.cpAttention = 4.0 * s.microBatch * s.sequenceLength * s.sequenceLength * s.attentionWidth /
                        (static_cast<double>(c) * c * t) / rate;
        // Forward 1, backward 2 (K and V again, and their gradients), + the recomputed forwards; per micro-batch and
        // layer of the stage, c - 1 hops each.
        const double hops = r.accumulation * (s.layers / p) * (c - 1) * (3.0 + s.ringRecomputeForwards);
        r.cp = hops * r.cpHop;
        r.cpExposed = hops * std::max(0.0, r.cpHop - r.cpAttention);
    }
    r.microBatches = pipelineMicroBatches(s.pipelineMicroBatchesSetting, r.accumulation);
    r.bubble = CommunicationModel::pipelineBubbleFraction(p, r.microBatches, v);
    // Offload (ZeRO-Offload, Ren et al. 2021; ZeRO-Infinity, Rajbhandari et al. 2021, sec. 6): each GPU moves
    // its 1/d share of the parameters from CPU memory for forward and again for backward, then all-gathers them
    // as ZeRO-3 does (timed above); its share of each layer's gradients goes back to the CPU during backward.
    // Offloaded activations go out during forward and come back during backward. PCIe is full duplex: within a
    // pass the two directions run at once, so a pass takes its larger direction. DeepSpeed and FSDP prefetch on
    // a side stream and torchtune offloads on its own stream: a pass's transfer hides behind that pass's compute
    // and only the excess is exposed (ZeRO-Infinity's overlap-centric design, sec. 6.2).
    if (s.hostLink && s.hostLink->valid() && (s.offloadParameters || s.offloadedActivationBytes > 0)) {
        const double share = static_cast<double>(t) * p * dp * c; // ZeRO-3 shards over the d x c ranks
        const double params =
            s.offloadParameters ? (s.parameterBytes > 0 ? s.parameterBytes : s.gradientBytes) / share : 0;
        const double grads = s.offloadParameters ? s.gradientBytes / share : 0;
        const double act = s.offloadedActivationBytes;
        const double bw = s.hostLink->busBytesPerSecond();
        const double forward = std::max(params, act) / bw;          // H2D parameters, D2H activations
        const double backward = std::max(params + act, grads) / bw; // H2D parameters and activations, D2H gradients
        const double forwardCompute = computePerMicro * (1.0 - backwardShare);
        const double backwardCompute = computePerMicro * backwardShare;
        r.host = r.accumulation * (forward + backward);
        r.hostExposed =
            r.accumulation * (std::max(0.0, forward - forwardCompute) + std::max(0.0, backward - backwardCompute));
    }
    // Paged optimizer states the GPU has no room for (bitsandbytes, unified memory) come back page by page when
    // the optimizer step touches them and leave again when forward needs the room: once in and once out per step,
    // on the critical path. At the link's copy rate this is a lower bound (demand paging migrates more slowly).
    if (s.hostLink && s.hostLink->valid() && s.pagedEvictedBytes > 0) {
        const double paging = 2.0 * s.pagedEvictedBytes / s.hostLink->busBytesPerSecond();
        r.host += paging;
        r.hostExposed += paging;
    }
    r.exposed = r.dpExposed + r.tpExposed + r.ppExposed + r.cpExposed + r.hostExposed;
    // Published end-to-end utilisations (and an MFU) already contain the bubble and the communication of
    // the runs they were measured on: adding the modelled ones again would count them twice.
    r.overheadsAdded = s.utilisationKind == UtilisationKind::Hardware;
    r.step = r.overheadsAdded ? r.compute * (1.0 + r.bubble) + r.exposed : r.compute;
    if (s.utilisationKind == UtilisationKind::EndToEnd) {
        // An end-to-end figure holds its source run's bubble, not any bubble: the excess is charged.
        if (r.bubble > s.sourceBubble)
            r.excessBubbleFactor = (1.0 + r.bubble) / (1.0 + s.sourceBubble);
        // The published runs offloaded nothing and ran without context parallelism (Llama 3 table 4: CP 1 at 8K;
        // Narayanan et al. 2021 and PaLM predate it): host and ring traffic the compute does not hide are added.
        r.step = r.compute * r.excessBubbleFactor + r.hostExposed + r.cpExposed;
        // It holds its source run's communication too: the gap between the hardware rate and the end-to-end
        // rate. A layout that exposes more (a small model spread over many nodes) is never faster than
        // compute at the hardware rate plus its own exposed communication.
        if (s.hardwareUtilisation > 0) {
            const double floor = r.compute * s.utilisation / s.hardwareUtilisation + r.exposed;
            if (floor > r.step) {
                r.step = floor;
                r.communicationFloor = true;
            }
        }
    }
    return r;
}

TrainingTimeDetail TrainingTimeEstimator::estimate(const TrainingTimeInputs& in)
{
    TrainingTimeDetail d;
    TrainingEstimate& e = d.estimate;
    const auto& tr = in.training;
    const auto& par = in.parallel;
    const int t = std::max(1, par.tensorParallel);
    const int p = std::max(1, par.pipelineParallel);
    const int g = std::max(1, in.gpusPerNode);
    const int n = g * std::max(1, in.nodes);
    const double s = std::max(1, tr.sequenceLength);

    d.tokens = tr.tokens > 0 ? tr.tokens : tr.datasetTokens * tr.epochs;
    const int globalBatch = std::max(1, tr.globalBatch);
    d.tokensPerStep = globalBatch * s;
    d.steps = d.tokens / d.tokensPerStep;

    Message peakWarning;
    e.peakTflopsPerGpu = peakTflops(in.gpu, tr.precision, &d.peakBasis, &peakWarning);
    if (peakWarning.isTemplate())
        d.warnings.push_back(std::move(peakWarning));
    // As given: the validator keeps a scenario's utilisation in (0, 1] and the defaults are below 1; anything else
    // reaches the engine's figure check (PlanningEngine badFigures), which refuses it instead of a quiet clamp.
    e.mfu = in.utilisation;
    e.utilisationKind = in.utilisationKind == UtilisationKind::ModelFlops ? "model_flops"
                        : in.utilisationKind == UtilisationKind::EndToEnd ? "end_to_end"
                                                                          : "hardware";

    StepShape shape = modelShape(in.model, in.task, tr.precision, tr.recompute, s, par.contextParallel);
    d.attentionFlopsPerToken = attentionFlopsPerToken(in.model, s);
    d.modelFlopsPerToken = shape.modelFlopsPerToken;
    d.executedFlopsPerToken = shape.executedFlopsPerToken;
    e.flopsPerToken = d.executedFlopsPerToken;
    e.totalFlops = d.executedFlopsPerToken * d.tokens;
    d.trainableParameters = in.trainableParameters >= 0 ? in.trainableParameters
                            : isLora(in.task)           ? gp::loraParameters(in.model, tr.loraRank, tr.loraTargets)
                                                        : in.model.parameters;
    const double gradBytes = tr.precision == TrainPrecision::FP32 ? 4.0 : 2.0;
    d.gradientBytesPerGpu = gradBytes * d.trainableParameters / (t * p);

    shape.tokensPerStep = d.tokensPerStep;
    shape.globalBatch = globalBatch;
    shape.microBatch = std::max(1, tr.microBatch);
    shape.gradientBytes = gradBytes * d.trainableParameters;
    shape.peakTflops = e.peakTflopsPerGpu;
    shape.utilisation = e.mfu;
    shape.utilisationKind = in.utilisationKind;
    shape.sourceBubble = in.sourceBubble;
    shape.hardwareUtilisation = in.hardwareUtilisation;
    d.utilisationKind = in.utilisationKind;
    shape.gpus = n;
    shape.gpusPerNode = g;
    shape.tensorParallel = t;
    shape.pipelineParallel = p;
    shape.zeroStage = static_cast<int>(par.zero);
    shape.pipelineMicroBatchesSetting = par.pipelineMicroBatches;
    shape.virtualStages = virtualStagesRun(par.virtualStages, p, in.model.layers);
    d.virtualStages = shape.virtualStages;
    shape.tpCommOverlap = par.tpCommOverlap;
    shape.ppCommOverlap = par.ppCommOverlap;
    shape.offloadParameters = par.offloadParameters;
    shape.offloadedActivationBytes = tr.activationOffloading ? in.offloadedActivationGb * 1e9 : 0;
    shape.pagedEvictedBytes = in.pagedEvictedGb * 1e9;
    shape.hostLink = &in.hostLink;
    shape.intraNode = &in.intraNode;
    shape.interNode = &in.interNode;
    const StepTimes st = stepTimes(shape);

    d.dataParallel = st.dataParallel;
    d.dpRanksPerNode = st.dpRanksPerNode;
    d.dpNodes = st.dpNodes;
    const int c = shape.contextParallel;
    if (n % (t * p * c) != 0)
        d.warnings.push_back(
            (c > 1 ? GP_MSG("gp::Training", "the GPU count is not a multiple of tensor x pipeline x context "
                                            "parallel: %1 GPUs idle")
                   : GP_MSG("gp::Training", "the GPU count is not a multiple of tensor x pipeline parallel: %1 GPUs "
                                            "idle"))
                .arg(MessageCount{n - d.dataParallel * t * p * c}));
    const int perStepMicro = shape.microBatch * d.dataParallel;
    if (globalBatch % perStepMicro != 0)
        d.warnings.push_back(GP_MSG("gp::Training", "global batch %1 is not a multiple of micro-batch x data "
                                                    "parallel (%2): gradient accumulation rounded up")
                                 .arg(MessageCount{globalBatch})
                                 .arg(MessageCount{perStepMicro}));
    e.gradientAccumulationSteps = st.accumulation;
    e.computeSecondsPerStep = st.compute;
    d.dpCommSecondsPerStep = st.dpComm;
    d.tpCommSecondsPerStep = st.tp;
    d.ppCommSecondsPerStep = st.pp;
    d.dpExposedSecondsPerStep = st.dpExposed;
    d.tpExposedSecondsPerStep = st.tpExposed;
    d.ppExposedSecondsPerStep = st.ppExposed;
    d.cpHopSeconds = st.cpHop;
    d.cpAttentionSeconds = st.cpAttention;
    d.cpIntraNode = t * c <= g;
    d.overlapWindowSecondsPerStep = st.window;
    d.pipelineMicroBatches = st.microBatches;
    e.pipelineBubbleFraction = st.bubble;
    d.excessBubbleFactor = st.excessBubbleFactor;
    d.sourceBubble = in.sourceBubble;
    d.hardwareUtilisation = in.hardwareUtilisation;
    d.communicationFloor = st.communicationFloor;
    e.communicationSecondsPerStep = st.dpComm + st.tp + st.pp + st.cp;
    e.contextParallelSecondsPerStep = st.cp;
    e.exposedContextParallelSecondsPerStep = st.cpExposed;
    e.exposedCommunicationSecondsPerStep = st.exposed - st.hostExposed;
    e.hostTransferSecondsPerStep = st.host;
    e.exposedHostTransferSecondsPerStep = st.hostExposed;
    if ((par.offloadParameters || shape.offloadedActivationBytes > 0 || shape.pagedEvictedBytes > 0) &&
        !in.hostLink.valid())
        d.warnings.push_back(
            GP_MSG("gp::Training", "no host link for this GPU: the offload traffic to CPU memory is not timed"));
    e.stepSeconds = st.step;
    e.wallClockHours = d.steps * e.stepSeconds / 3600.0; // not clamped: the engine refuses a non-finite time
    e.gpuHours = e.wallClockHours * n;
    e.tokensPerSecond = d.tokensPerStep / e.stepSeconds;
    e.achievedMfu = d.modelFlopsPerToken * d.tokensPerStep / (e.stepSeconds * n * e.peakTflopsPerGpu * 1e12);
    e.bound = st.overheadsAdded && st.exposed > e.computeSecondsPerStep * (1.0 + e.pipelineBubbleFraction)
                  ? Bound::Communication
                  : Bound::Compute;
    if (d.dataParallel > 1 && d.dpNodes > 1 && !in.interNode.valid())
        d.warnings.push_back(
            GP_MSG("gp::Training", "no inter-node link: data-parallel traffic across nodes is not timed"));
    return d;
}

} // namespace gp
