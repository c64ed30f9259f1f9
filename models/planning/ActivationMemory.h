// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Activation memory of one transformer layer (and of the loss) during training, after Korthikanti et al.
// 2022, "Reducing Activation Recomputation in Large Transformer Models", sec. 4 and table 2, generalised
// for grouped-query attention, an explicit head dimension and gated (SwiGLU) MLPs of any width.
#include "CatalogSnapshot.h"
#include "Scenario.h"

namespace gp {

struct ActivationInputs {
    double sequenceLength = 0; // s
    double microBatch = 0;     // b
    int tensorParallel = 1;    // t
    Recompute recompute = Recompute::None;
    bool flashAttention = true;    // removes the 5 a s^2 b attention-score term
    bool sequenceParallel = false; // Korthikanti et al. sec. 4.2.2: the replicated 10 s b h split by t too
    double valueBytes = 2;         // bytes per stored activation value (2 for 16-bit training)
    int quantizedInputCopies = 0;  // QLoRA: copies of each 4-bit layer's input kept (training.qlora_input_copies)
    // c (parallel.context_parallel): each rank holds s/c of every sequence's tokens in every layer (Megatron-Core
    // context parallel guide: "CP partitions the network inputs and all activations along sequence dimension").
    int contextParallel = 1;
};

class ActivationMemory {
public:
    // Bytes one layer keeps for the backward pass, per GPU.
    static double perLayerBytes(const ModelArchitecture& model, const ActivationInputs& in);

    // Bytes the per-layer term reduces to for the textbook dense GPT of Korthikanti et al. (a d_h = h,
    // a_kv = a, ungated 4h MLP, 16-bit values), kept for tests and explanations:
    //   t = 1: s b h (34 + 5 a s / h); t > 1: s b h (10 + 24/t + 5 a s / (h t)).
    static double korthikantiTable2Bytes(double s, double b, double h, double a, int t);

    // Encoder-decoder (model.encoderLayers > 0; T5): the cross-attention block a decoder layer adds to
    // perLayerBytes, per GPU: Korthikanti's attention count with s queries (the decoder's s = in.sequenceLength)
    // against s_enc keys (model.encoderSequenceLength, 0 = s): its LayerNorm input, the query projection's input and
    // the output dropout mask s b h (2B + 1) replicated; Q and the output projection's input 2 B s b a d_h and K, V
    // 2 B s_enc b a_kv d_h, split by t; without FlashAttention (or Megatron's selective recomputation) the scores
    // (2B + 1) a s s_enc b / t. Full recomputation keeps none of it (the decoder layer's input is perLayerBytes');
    // torchtitan's per-layer policy half.
    static double crossAttentionBytes(const ModelArchitecture& model, const ActivationInputs& in);
    // The encoder's output, B s_enc b h (/ t with sequence parallelism): every decoder layer's cross-attention k, v
    // projections read it, and autograd saves that one tensor once (Hugging Face T5Stack passes the same
    // encoder_hidden_states to every block, also as a checkpoint input under gradient checkpointing).
    static double encoderOutputBytes(const ModelArchitecture& model, const ActivationInputs& in);
    // All layers of an encoder-decoder model, per GPU (one stage: no pipeline, ScenarioValidator): L_enc encoder
    // layers as perLayerBytes at s_enc tokens, L decoder layers as perLayerBytes at s + crossAttentionBytes, and
    // encoderOutputBytes once.
    static double encoderDecoderBytes(const ModelArchitecture& model, const ActivationInputs& in);

    // Bytes one layer's 4-bit linear layers keep of their inputs (all copies), per GPU: part of perLayerBytes.
    static double quantizedInputBytes(const ModelArchitecture& model, const ActivationInputs& in);

    // Bytes of one layer's working set while it is recomputed under full recomputation (encoder-decoder: the larger
    // of an encoder layer at s_enc and a decoder layer with its cross-attention).
    static double recomputeWorkingSetBytes(const ModelArchitecture& model, const ActivationInputs& in);

    // Loss spike: bytes the logits, their FP32 copies and the softmax gradient take at the output layer, as
    // the loss kernel computes them (ActivationMemory.cpp gives each count and its source). valueBytes: the
    // bytes of one logit as the fused kernel holds it (the activation dtype). A sequence-classification head
    // (model.head) scores s b num_labels entries instead of s b V, whatever the kernel.
    static double logitsBytes(const ModelArchitecture& model, double s, double b, int tensorParallel,
                              LossKernel kernel = LossKernel::Standard, double valueBytes = 2);

    // Bytes per vocabulary entry per token the standard loss keeps (see ActivationMemory.cpp for the count).
    static double logitsBytesPerEntry();
    // The same for torchtune's chunked cross-entropy: BF16 logits of every chunk + FP32 work of one chunk.
    static double chunkedLogitsBytesPerEntry();
    // Layers whose saved activations stay on the GPU under activation offloading: the one being computed and the
    // one whose copy to (in forward) or from (in backward) the CPU is in flight on the side stream (torchtune
    // OffloadActivations; Megatron-Core cpu_offloading_num_layers offloads at most L - 1 layers). An assumption
    // stated in the explanation: the side stream keeps one layer ahead.
    static constexpr int kOnGpuOffloadedLayers = 2;
    static constexpr int kLossChunks = 8; // torchtune CEWithChunkedOutputLoss num_output_chunks default
    // Tokens of the one logits chunk Liger-Kernel's fused linear cross-entropy materialises at a time:
    // next_power_of_2(ceil(tokens / ceil(V / h))), at most the tokens (about tokens x h / V).
    static double fusedChunkTokens(double tokens, double vocab, double hidden);
};

} // namespace gp
