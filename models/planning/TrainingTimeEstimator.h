// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Training time of one run: FLOPs (PaLM appendix B's 6 N + 12 L H Q T per token, LoRA's 4 N, plus what
// recomputation repeats), divided by GPUs x dense peak at the run's precision x utilisation, plus the
// pipeline bubble and the communication the overlap with backward does not hide when the utilisation is a
// hardware rate (MfuDefaults.h says which kind each default is, so nothing is counted twice).
#include "CommunicationModel.h"
#include "Estimate.h"
#include "Explanation.h"
#include "MfuDefaults.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

struct TrainingTimeInputs {
    ModelArchitecture model;
    GpuSpec gpu;
    Task task = Task::FullFineTune;
    TrainingSettings training;
    ParallelSettings parallel;
    int gpusPerNode = 8;
    int nodes = 1;
    LinkPerf intraNode;
    LinkPerf interNode;       // unused on one node
    double utilisation = 0.4; // against the dense peak, applied as utilisationKind says (MfuDefaults)
    UtilisationKind utilisationKind = UtilisationKind::Hardware;
    double sourceBubble = 0;          // EndToEnd: the bubble inside the figure (MfuDefault::sourceBubble)
    double hardwareUtilisation = 0;   // EndToEnd: the single-node hardware rate (MfuDefault::hardwareValue); 0 = none
    double trainableParameters = -1;  // >= 0: as given (gp::loraParameters); < 0: derived here
    LinkPerf hostLink;                // GPU <-> CPU memory (CommunicationModel::hostLink); read only when offloading
    double offloadedActivationGb = 0; // per micro-batch per GPU (PipelineActivations::offloaded)
    double pagedEvictedGb = 0;        // paged optimizer states evicted to CPU memory per GPU (PlanningEngine)
};

// Everything one optimizer step's time depends on, as plain numbers: shared by estimate() and the
// configuration search's inner loop, so both give the same hours for the same configuration.
struct StepShape {
    double executedFlopsPerToken = 0;
    double modelFlopsPerToken = 0; // what an MFU counts (no recomputation); 0 = executedFlopsPerToken
    double forwardFlopsPerToken = 0;
    double tokensPerStep = 0;
    int globalBatch = 1;
    int microBatch = 1;
    double sequenceLength = 1;
    double hiddenSize = 0;
    double layers = 0;
    double gradientBytes = 0; // bytes x trainable parameters, whole model (before t p)
    double parameterBytes =
        0; // what ZeRO-3 all-gathers per pass, whole model (gatheredParameterBytes); 0 = gradientBytes
    double peakTflops = 0;
    double utilisation = 0;
    UtilisationKind utilisationKind = UtilisationKind::Hardware;
    double sourceBubble = 0;        // EndToEnd: the bubble already inside the utilisation
    double hardwareUtilisation = 0; // EndToEnd: the single-node hardware rate; 0 = no communication floor
    int gpus = 1;
    int gpusPerNode = 1;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int zeroStage = 0;
    int pipelineMicroBatchesSetting = 1; // > 1: as set; else the gradient accumulation steps
    int virtualStages = 1;               // interleaved 1F1B model chunks per rank (virtualStagesRun)
    bool fullRecompute = false;
    bool tpCommOverlap = false; // parallel.tp_comm_overlap: TP traffic hidden behind the GEMMs up to the compute
    bool ppCommOverlap = false; // parallel.pp_comm_overlap: interleaved P2P traffic hidden up to the compute
    // Offload (schema version 2): parameters and their gradients (parallel.offload_parameters) and the saved
    // activations (training.activation_offloading) cross the host link every micro-batch.
    bool offloadParameters = false;
    double offloadedActivationBytes = 0; // per micro-batch per GPU, copied out in forward and back in backward
    double pagedEvictedBytes = 0;        // per GPU: paged back in for each optimizer step and out again
    // Context parallelism (parallel.context_parallel; TrainingTimeEstimator::setContextParallel fills these): c
    // ranks share each sequence and pass K and V around a ring in every layer's attention.
    int contextParallel = 1;
    double kvHeads = 0;               // a_kv
    double headDim = 0;               // d_h
    double attentionWidth = 0;        // H Q: the attention FLOPs' width (PaLM's count)
    double activationValueBytes = 2;  // bytes per K/V value exchanged
    double ringRecomputeForwards = 0; // forward passes of the attention the recomputation repeats (ring again)
    const LinkPerf* hostLink = nullptr;
    const LinkPerf* intraNode = nullptr;
    const LinkPerf* interNode = nullptr;
};

struct StepTimes {
    int dataParallel = 1;
    int accumulation = 1;
    int dpRanksPerNode = 1;
    int dpNodes = 1;
    int microBatches = 1;
    double compute = 0;
    double dpComm = 0;
    double dpExposed = 0;
    double window = 0;
    double tp = 0;
    double tpExposed = 0; // tp, or with tp_comm_overlap what exceeds the compute
    double pp = 0;
    double ppExposed = 0; // pp, or with pp_comm_overlap what exceeds the compute
    double bubble = 0;
    double cp = 0;          // context-parallel ring traffic per step (K, V forward; K, V and their gradients backward)
    double cpExposed = 0;   // what each ring step's attention compute does not hide
    double cpHop = 0;       // one ring step's K and V block, one micro-batch, one layer
    double cpAttention = 0; // the forward attention compute one ring step overlaps with
    int cpRanksPerNode = 1; // 1 when the ring crosses nodes (t x c above the node)
    double host = 0;        // host-link time per step, each pass's larger direction (PCIe is full duplex)
    double hostExposed = 0; // what the forward and backward compute do not hide
    double exposed = 0;
    bool overheadsAdded = true;      // false: bubble and exposed communication are inside the utilisation
    double excessBubbleFactor = 1;   // EndToEnd: (1 + bubble) / (1 + source bubble) when above 1, else 1
    bool communicationFloor = false; // EndToEnd: the step is compute at the hardware rate + exposed communication
    double step = 0;
};

struct TrainingTimeDetail {
    TrainingEstimate estimate;
    double tokens = 0;
    double tokensPerStep = 0;
    double steps = 0;
    int dataParallel = 1;
    int dpRanksPerNode = 1;
    int dpNodes = 1;
    int pipelineMicroBatches = 1;
    int virtualStages = 1; // the interleaved schedule's model chunks per rank (1 = plain 1F1B)
    double attentionFlopsPerToken = 0;
    double modelFlopsPerToken = 0;    // what MFU counts (no recomputation)
    double executedFlopsPerToken = 0; // what the GPUs run (with recomputation)
    double trainableParameters = 0;
    double gradientBytesPerGpu = 0; // S = bytes x P_trainable / (t p)
    double dpCommSecondsPerStep = 0;
    double tpCommSecondsPerStep = 0;
    double ppCommSecondsPerStep = 0;
    double dpExposedSecondsPerStep = 0; // what each part adds to exposed_communication_seconds_per_step
    double tpExposedSecondsPerStep = 0;
    double ppExposedSecondsPerStep = 0;
    double cpHopSeconds = 0;       // one ring step's K/V block over the CP link (StepTimes::cpHop)
    double cpAttentionSeconds = 0; // the attention compute that ring step overlaps with
    bool cpIntraNode = true;       // t x c fits in a node: the ring runs on the intra-node link
    double overlapWindowSecondsPerStep = 0;
    double hostBytesPerMicroBatch = 0; // to and from the CPU, both directions, per GPU
    UtilisationKind utilisationKind = UtilisationKind::Hardware;
    double sourceBubble = 0;         // EndToEnd: the bubble inside the utilisation
    double excessBubbleFactor = 1;   // EndToEnd: the step's charge for a bubble above the source run's
    double hardwareUtilisation = 0;  // EndToEnd: the rate of the communication floor
    bool communicationFloor = false; // EndToEnd: the floor set the step
    std::string peakBasis;           // "BF16 dense tensor peak"
    std::vector<Message> warnings;
};

// What the training figures' explanations quote besides the estimator's inputs and detail.
struct TrainingExplainContext {
    MfuDefault utilisation; // the default (or the user's MFU) the inputs' utilisation came from
    ParallelLayout layout;
    std::string modelNote; // "catalog model KEY" or "custom model"
};

class TrainingTimeEstimator {
public:
    // Dense peak at the training precision. BF16 -> fp16 dense; FP8 -> FP8 dense (BF16 when the GPU has
    // none, with a warning); FP32 -> the non-tensor FP32 peak, because PyTorch has disabled TF32 for
    // matmuls by default since 1.12 (torch.backends.cuda.matmul.allow_tf32 = False); when the catalog has
    // no FP32 figure, TF32 dense = half the FP16 dense peak (A100/H100 datasheets).
    static double peakTflops(const GpuSpec& gpu, TrainPrecision precision, std::string* basis = nullptr,
                             Message* warning = nullptr);
    // H x Q of the attention (heads x head dimension; head dimension from the model, hidden/heads if unset).
    static double attentionWidth(const ModelArchitecture& model);
    // Attention score FLOPs per token, forward + backward: 12 L s H Q (PaLM appendix B; Narayanan et al.
    // 2021 count the same 12 L s h for h = H Q). The whole s x s score matrix: not halved for a causal mask, so
    // a bidirectional (masked-LM) model costs the same. Packed samples (model.attentionSpan, from
    // training.packed_sample_tokens): s is the sample's token-weighted length, at most the sequence length.
    // Encoder-decoder (model.encoderLayers > 0), per target token: 12 H Q (L s + L s_enc + L_enc s_enc^2 / s), the
    // decoder's self- and cross-attention and the encoder's self-attention spread over the targets.
    static double attentionFlopsPerToken(const ModelArchitecture& model, double sequenceLength);
    // The keys each query attends in a decoder-only model: the packed sample's span min(model.attentionSpan, s)
    // when one is stamped, else s. The FLOP count and its explanation read it here.
    static double attentionSpan(const ModelArchitecture& model, double sequenceLength);
    // Its forward pass: a third (4 L s H Q decoder-only).
    static double forwardAttentionFlopsPerToken(const ModelArchitecture& model, double sequenceLength);
    // The layers the tensor-parallel traffic of one step is counted over (StepShape::layers): L decoder-only; an
    // encoder-decoder model 1.5 L + L_enc s_enc / s (three all-reduced regions per decoder block, encoder blocks
    // on s_enc tokens).
    static double tensorParallelLayers(const ModelArchitecture& model, double sequenceLength);
    // Model FLOPs per token: 6 N + attention for full training; 4 N + attention for LoRA and QLoRA (frozen
    // weights need no weight gradients, so the backward pass is 2 N instead of 4 N). N is gp::computedParameters,
    // the active weights that multiply (an untied input embedding is a lookup): with a sequence-classification head
    // (model.head) the LM head's 2 V h matmul per token forward no longer runs and the h x num_labels score layer's
    // does, tied embeddings or not.
    // Encoder-decoder: 6 (P_target + P_source s_enc / s) + attention, per target token (gp::flopsParameters).
    static double modelFlopsPerToken(const ModelArchitecture& model, Task task, double sequenceLength);
    // Executed FLOPs per token: model FLOPs + what recomputation repeats. Full: one more forward pass
    // (2 N + 4 L s H Q: 8 N D for full training, Narayanan et al. 2021); selective: the attention
    // score forward only (4 L s H Q, Korthikanti et al. 2022 sec. 5).
    static double executedFlopsPerToken(const ModelArchitecture& model, Task task, double sequenceLength,
                                        Recompute recompute);
    static TrainingTimeDetail estimate(const TrainingTimeInputs& in);
    // Every training figure of `d` with its formula, inputs and sources (TrainingTimeExplanations.cpp).
    static std::vector<Explanation> explain(const TrainingTimeInputs& in, const TrainingTimeDetail& d,
                                            const TrainingExplainContext& ctx);
    // One step of a layout. Hardware utilisation: executed FLOPs / (GPUs x peak x u) x (1 + bubble) + exposed
    // communication. End-to-end: executed FLOPs / (GPUs x peak x u), bubble and communication inside (shown,
    // not added), times the bubble in excess of the source run's: (1 + bubble) / (1 + source bubble); never
    // less than compute at the single-node hardware rate + exposed communication. MFU: model FLOPs / (GPUs x peak x
    // MFU), everything inside. The bytes ZeRO-3 / FSDP full shard all-gathers for one forward (and again for one
    // backward) pass: every parameter as stored for compute, frozen ones too. Full training: 2 B (4 B in FP32) per
    // parameter. LoRA: the frozen base at its precision (Hu et al. 2021 keep it in 16 bits). QLoRA: NF4
    // linear layers (0.5 B + 0.127 bit of constants) and 16-bit embeddings (Dettmers et al. 2023).
    static double gatheredParameterBytes(const ModelArchitecture& model, Task task, TrainPrecision precision);
    // Forward FLOPs per token: 2 N + 4 L s H Q (a third of the model FLOPs of full training), N as
    // computedParameters counts it, so a classification head's missing V h matmul is missing here too.
    // Encoder-decoder: 2 (P_dec + P_enc s_enc / s) + the forward third of its attention.
    static double forwardFlopsPerToken(const ModelArchitecture& model, double sequenceLength);
    // The part of a step's shape that the model and its recipe fix (FLOPs per token, sizes, the bytes ZeRO-3
    // gathers, recomputation, context parallelism): one builder for estimate() and the configuration search, so
    // both time a configuration from the same figures.
    static StepShape modelShape(const ModelArchitecture& model, Task task, TrainPrecision precision,
                                Recompute recompute, double sequenceLength, int contextParallel);
    // Forward passes of the attention (and so of its context-parallel ring) that the recomputation repeats.
    static double ringRecomputeForwards(Recompute recompute);
    // The context-parallel part of a step's shape: c and what the ring moves and overlaps with (StepShape fields).
    static void setContextParallel(StepShape& shape, const ModelArchitecture& model, TrainPrecision precision,
                                   Recompute recompute, int contextParallel);
    static StepTimes stepTimes(const StepShape& s);
};

} // namespace gp
