// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ActivationMemory.h"

#include "ModelCounts.h"

#include <algorithm>
#include <cmath>

namespace gp {

// Korthikanti et al. 2022, sec. 4.1, count per layer (16-bit values, 1-byte dropout masks):
//   attention: LayerNorm output feeding QKV 2sbh, Q and K 4sbh, softmax output 2as^2b, its dropout mask
//   as^2b, dropout output 2as^2b, V 2sbh, output-projection input 2sbh, output dropout mask sbh
//   = 11sbh + 5as^2b;  MLP: input 2sbh, GeLU input 8sbh, GeLU output 8sbh, dropout mask sbh = 19sbh;
//   two LayerNorm inputs 4sbh. Total sbh(34 + 5as/h).
// Tensor parallelism (no sequence parallelism) splits Q, K, V, the projection input, the MLP intermediate
// and the s^2 terms by t; the 10sbh of layer inputs, LayerNorms and dropout masks stay replicated.
// Generalisations (each reduces to the paper's count for a GPT with d_h = h/a, a_kv = a, f = 4h):
//   - Q and the projection input are s b a d_h values, K and V are s b a_kv d_h (grouped-query attention);
//   - the MLP keeps two intermediate tensors of width f ungated (GeLU in/out), four when gated: SwiGLU's
//     gate pre-activation, its SiLU output, the up projection and their product (what PyTorch autograd
//     saves for silu(x W_g) * (x W_u) followed by W_d);
//   - mixture-of-experts layers keep the intermediates of the k experts each token is routed to;
//   - FlashAttention (Dao et al. 2022) and selective recomputation both drop the 5as^2b score terms
//     (FlashAttention keeps only a per-row log-sum-exp, a s b FP32 values: negligible, not counted).
// Dropout masks are kept even though most current LLMs train without dropout: 2 of ~34 bytes per h,
// a slight, stated overestimate that keeps the paper's figures reproducible.
// Context parallelism (Megatron-Core context parallel guide) gives each of the c ranks s/c tokens of every
// sequence: every term below is per token held, so s is the rank's s/c; the score terms keep their s/c queries'
// rows against all s keys (the ring brings every key block by), a s^2 b / c.
double ActivationMemory::perLayerBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    const LayerDims d = layerDimsOf(model);
    const double c = std::max(1, in.contextParallel);
    const double s = in.sequenceLength / c, b = in.microBatch, vb = in.valueBytes;
    const double t = std::max(1, in.tensorParallel);
    const double maskBytes = 1.0;

    // Sequence parallelism (Korthikanti et al. sec. 4.2.2) splits the LayerNorm and dropout regions, which tensor
    // parallelism leaves replicated, along the sequence over the same t ranks: table 2's s b h (34/t + 5as/(ht)).
    const double sequenceSplit = in.sequenceParallel ? t : 1.0;
    // The 4-bit layers' kept inputs are held on the autograd node, outside what checkpointing discards: they
    // count under every recomputation setting (the recomputed forward builds the same nodes again).
    const double kept = quantizedInputBytes(model, in);
    const double layerInput = vb * s * b * d.h / sequenceSplit;
    if (in.recompute == Recompute::Full)
        // Only the layer input is kept: 2sbh (Korthikanti et al. table 2); with sequence parallelism that input
        // is the rank's s/t tokens.
        return layerInput + kept;
    const double expertsPerTokenOp = model.experts > 1 ? std::max(1, model.activeExperts) : 1;
    if (in.recompute == Recompute::SelectiveOp) {
        // torchtitan's per-op policy (torchtitan/distributed/activation_checkpoint.py, _apply_op_sac): outputs of
        // the ops in its save list (mm, the SDPA kernels) are kept "except every second mm", with the count
        // restarting in every block (a fresh meta dict per checkpoint region). A Llama block runs its matmuls as
        // wq, wk, wv, wo, w1, w3, w2, so it keeps the outputs of wq (a d_h), wv (a_kv d_h), w1 (f) and w2 (h),
        // plus the attention output (a d_h) and its input (h); norms, RoPE, SiLU and products are recomputed.
        const double split = d.a * d.dh + d.a * d.dh + d.akv * d.dh + d.f * expertsPerTokenOp; // SDPA out, q, v, w1
        return layerInput + vb * s * b * (split / t + d.h / sequenceSplit) + kept;
    }
    if (in.recompute == Recompute::SelectiveLayer) {
        // torchtitan's per-layer policy with selective_ac_option "2": every second block is checkpointed whole
        // (keeps its input), the others keep everything: the average of the two.
        ActivationInputs none = in;
        none.recompute = Recompute::None;
        none.quantizedInputCopies = 0;
        return 0.5 * (perLayerBytes(model, none) + layerInput) + kept;
    }

    const double replicated = s * b * d.h *
                              (vb /*attn input*/ + maskBytes /*attn out dropout*/ + vb /*MLP input*/ +
                               maskBytes /*MLP dropout*/ + 2 * vb /*two LayerNorm inputs*/) /
                              sequenceSplit;
    const double attention = vb * s * b * d.dh * (2 * d.a + 2 * d.akv); // Q, proj input; K, V
    const double mlpTensors = model.gatedFfn ? 4.0 : 2.0;
    // Mixture of experts: each token passes through its top-k experts, so k MLP intermediates per token are
    // kept (Mixtral: 2 of 8; Jiang et al. 2024). The router's s b E logits are negligible.
    const double expertsPerToken = model.experts > 1 ? std::max(1, model.activeExperts) : 1;
    const double mlp = vb * mlpTensors * s * b * d.f * expertsPerToken;
    double scores = 0;
    if (!in.flashAttention && in.recompute == Recompute::None)
        scores = (2 * vb + maskBytes) * d.a * s * in.sequenceLength * b; // 5as^2b at 16 bits (/ c: s/c rows)
    return replicated + (attention + mlp + scores) / t + kept;
}

// The cross-attention of a T5 decoder block (Hugging Face T5LayerCrossAttention: layer_norm, EncDecAttention with q
// from the decoder's hidden states and k, v from the encoder's, o, dropout, residual) kept as the self-attention
// half of perLayerBytes is, with the keys and values over s_enc positions instead of s. Context parallelism is not
// modelled for encoder-decoder models (ScenarioValidator), so s is the whole sequence.
double ActivationMemory::crossAttentionBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    if (model.encoderLayers <= 0 || in.recompute == Recompute::Full)
        return 0;
    if (in.recompute == Recompute::SelectiveLayer) {
        ActivationInputs none = in;
        none.recompute = Recompute::None;
        return 0.5 * crossAttentionBytes(model, none); // every second block keeps only its input
    }
    const LayerDims d = layerDimsOf(model);
    const double s = in.sequenceLength, sEnc = encoderSequenceLength(model, s), b = in.microBatch, vb = in.valueBytes;
    const double t = std::max(1, in.tensorParallel);
    const double maskBytes = 1.0;
    const double sequenceSplit = in.sequenceParallel ? t : 1.0;
    const double replicated = s * b * d.h * (vb /*LayerNorm input*/ + vb /*q input*/ + maskBytes) / sequenceSplit;
    const double queries = vb * s * b * d.dh * 2 * d.a;         // Q, output-projection input
    const double keysValues = vb * sEnc * b * d.dh * 2 * d.akv; // K, V over the encoder's positions
    double scores = 0;
    if (!in.flashAttention && in.recompute == Recompute::None)
        scores = (2 * vb + maskBytes) * d.a * s * sEnc * b;
    return replicated + (queries + keysValues + scores) / t;
}

double ActivationMemory::encoderOutputBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    if (model.encoderLayers <= 0)
        return 0;
    const double t = std::max(1, in.tensorParallel);
    const double sequenceSplit = in.sequenceParallel ? t : 1.0;
    return in.valueBytes * encoderSequenceLength(model, in.sequenceLength) * in.microBatch * model.hiddenSize /
           sequenceSplit;
}

double ActivationMemory::encoderDecoderBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    ActivationInputs encoder = in;
    encoder.sequenceLength = encoderSequenceLength(model, in.sequenceLength);
    return std::max(0, model.encoderLayers) * perLayerBytes(model, encoder) +
           std::max(0, model.layers) * (perLayerBytes(model, in) + crossAttentionBytes(model, in)) +
           encoderOutputBytes(model, in);
}

// QLoRA with bitsandbytes before 0.43.2: MatMul4Bit.forward stored its input A on ctx (ctx.tensors = (A, B))
// although its backward computes only grad_A = grad_output x dequantize(B); bitsandbytes PR #1270 (merged
// 2024-07-16, released in 0.43.2) stopped saving it, "the bug that caused a lot of memory issues with QLoRA"
// (T. Dettmers in the PR). A frozen 16-bit nn.Linear keeps no input (PyTorch saves mm's input only when the
// weight needs a gradient), so these bytes come on top of the LoRA count. One layer has four distinct linear
// inputs (projections that read the same tensor share it): the attention input (h), the output projection's
// input (a d_h), the MLP input (h) and the down projection's input (f, for each routed expert). The tensors sit
// on ctx, not in saved_tensors, so the backward pass does not free them: they live as long as the graph. A
// loop that keeps the previous micro-batch's outputs while the next forward runs (LitGPT's finetune scripts
// hold `logits` across iterations) therefore holds two copies at its peak; one when the peak is the first
// micro-batch (LitGPT 2023 ran the longest sample first) or the graph is freed between micro-batches.
double ActivationMemory::quantizedInputBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    if (in.quantizedInputCopies <= 0)
        return 0;
    const LayerDims d = layerDimsOf(model);
    const double t = std::max(1, in.tensorParallel);
    const double sequenceSplit = in.sequenceParallel ? t : 1.0;
    const double expertsPerToken = model.experts > 1 ? std::max(1, model.activeExperts) : 1;
    // Column-parallel layers read the replicated input (split by t only with sequence parallelism); the
    // row-parallel ones read their rank's 1/t.
    const double perToken = 2 * d.h / sequenceSplit + (d.a * d.dh + d.f * expertsPerToken) / t;
    const double tokens = in.sequenceLength / std::max(1, in.contextParallel); // the rank's s/c
    return in.quantizedInputCopies * in.valueBytes * tokens * in.microBatch * perToken;
}

double ActivationMemory::korthikantiTable2Bytes(double s, double b, double h, double a, int t)
{
    if (t <= 1)
        return s * b * h * (34.0 + 5.0 * a * s / h);
    return s * b * h * (10.0 + 24.0 / t + 5.0 * a * s / (h * t));
}

double ActivationMemory::recomputeWorkingSetBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    if (in.recompute != Recompute::Full && in.recompute != Recompute::SelectiveLayer &&
        in.recompute != Recompute::SelectiveOp)
        return 0;
    // During the backward pass of full recomputation one layer's forward is re-run and all its activations
    // are alive at once (Chen et al. 2016, "Training Deep Nets with Sublinear Memory Cost").
    ActivationInputs one = in;
    one.recompute = Recompute::None;
    one.quantizedInputCopies = 0; // already counted in the stage's layers
    if (model.encoderLayers > 0) {
        ActivationInputs encoder = one;
        encoder.sequenceLength = encoderSequenceLength(model, in.sequenceLength);
        return std::max(perLayerBytes(model, encoder), perLayerBytes(model, one) + crossAttentionBytes(model, one));
    }
    return perLayerBytes(model, one);
}

double ActivationMemory::logitsBytesPerEntry()
{
    // Per vocabulary entry per token at the loss (Hugging Face causal-LM training): the BF16 logits (2) the
    // model returns, the FP32 copy the loss upcasts to (4), the FP32 log-softmax output cross-entropy saves
    // for backward (4), and the FP32 gradient of the logits allocated in backward while those still live (4).
    // 14 bytes at the backward peak (10 after the forward pass). With 128K vocabularies this dominates long
    // sequences, as Wijmans et al. 2024 ("Cut Your Losses in Large-Vocabulary Language Models") measure; the
    // chunked and fused kernels below avoid most of it.
    return 2.0 + 4.0 + 4.0 + 4.0;
}

double ActivationMemory::chunkedLogitsBytesPerEntry()
{
    // torchtune's CEWithChunkedOutputLoss (docs: "saves memory by only upcasting one chunk at a time"; PR #1390)
    // chunks the hidden state before the output projection into 8 pieces: the BF16 logits of every chunk stay
    // for the backward pass (2 bytes per entry), while the FP32 upcast, log-softmax and gradient (4 + 4 + 4) live
    // for one chunk at a time: 2 + 12/8 = 3.5 bytes per entry. (torchtitan PR #4514 puts the per-chunk working set
    // at about 13 bytes per entry, the same count.)
    return 2.0 + (4.0 + 4.0 + 4.0) / kLossChunks;
}

double ActivationMemory::fusedChunkTokens(double tokens, double vocab, double hidden)
{
    if (tokens <= 0 || vocab <= 0 || hidden <= 0)
        return 0;
    // Liger-Kernel src/liger_kernel/ops/fused_linear_cross_entropy.py: inc_factor = ceil(V / H), chunk_size =
    // next_power_of_2(ceil(BT / inc_factor)), capped at BT, so that a chunk's logits are about BT x H values.
    const double incFactor = std::ceil(vocab / hidden);
    const double perChunk = std::ceil(tokens / incFactor);
    return std::min(tokens, std::exp2(std::ceil(std::log2(std::max(1.0, perChunk)))));
}

double ActivationMemory::logitsBytes(const ModelArchitecture& model, double s, double b, int tensorParallel,
                                     LossKernel kernel, double valueBytes)
{
    // A sequence-classification head has no vocabulary logits. Hugging Face LlamaForSequenceClassification runs
    // `logits = self.score(hidden_states)` at every position, then keeps `pooled_logits = logits[torch.arange(
    // batch_size), last_non_pad_token]` for the loss: s b num_labels entries, counted at the standard loss's bytes
    // per entry (an upper bound; replicated, not vocabulary-parallel) whatever the loss kernel, which has nothing to
    // chunk. A masked-LM head (BertForMaskedLM: `prediction_scores = self.cls(sequence_output)`, then
    // CrossEntropyLoss over prediction_scores.view(-1, vocab_size) with unmasked labels -100) scores every
    // position, as a causal LM does: the count below.
    if (model.head == OutputHead::SequenceClassification)
        return s * b * std::max(0, model.numLabels) * logitsBytesPerEntry();
    // Megatron's vocabulary-parallel cross entropy splits the logits over the t tensor-parallel ranks.
    const double t = std::max(1, tensorParallel);
    const double V = static_cast<double>(model.vocabSize);
    switch (kernel) {
    case LossKernel::Standard:
        break;
    case LossKernel::Chunked:
        return s * b * V * chunkedLogitsBytesPerEntry() / t;
    case LossKernel::Fused: {
        // Liger-Kernel's fused linear cross-entropy (Hsu et al. 2024, "Liger Kernel: Efficient Triton Kernels for
        // LLM Training", sec. 3) computes the logits one chunk of tokens at a time, writes their gradient in place
        // in the forward pass and keeps the gradient of the hidden state (s b h values) for backward: one chunk
        // of logits in the activation dtype plus that gradient. Cut Cross-Entropy (Wijmans et al. 2024) needs
        // even less (the logits stay in on-chip memory); the Liger count is the larger, stated bound.
        const double tokens = s * b;
        const double chunk = fusedChunkTokens(tokens, V, model.hiddenSize);
        return (chunk * V / t + tokens * model.hiddenSize) * valueBytes;
    }
    }
    return s * b * V * logitsBytesPerEntry() / t;
}

} // namespace gp
