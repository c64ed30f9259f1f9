#include "ActivationMemory.h"

#include <algorithm>

namespace gp {
namespace {
struct Dims {
    double h, a, akv, dh, f;
};

Dims dimsOf(const ModelArchitecture& m)
{
    Dims d;
    d.h = m.hiddenSize;
    d.a = m.attentionHeads > 0 ? m.attentionHeads : 1;
    d.akv = m.kvHeads > 0 ? m.kvHeads : d.a;
    d.dh = m.headDim > 0 ? m.headDim : d.h / d.a;
    d.f = m.ffnSize > 0 ? m.ffnSize : 4 * d.h;
    return d;
}
} // namespace

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
double ActivationMemory::perLayerBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    const Dims d = dimsOf(model);
    const double s = in.sequenceLength, b = in.microBatch, vb = in.valueBytes;
    const double t = std::max(1, in.tensorParallel);
    const double maskBytes = 1.0;

    if (in.recompute == Recompute::Full)
        return vb * s * b * d.h; // only the layer input is kept: 2sbh (Korthikanti et al. table 2)

    const double replicated = s * b * d.h *
                              (vb /*attn input*/ + maskBytes /*attn out dropout*/ + vb /*MLP input*/ +
                               maskBytes /*MLP dropout*/ + 2 * vb /*two LayerNorm inputs*/);
    const double attention = vb * s * b * d.dh * (2 * d.a + 2 * d.akv); // Q, proj input; K, V
    const double mlpTensors = model.gatedFfn ? 4.0 : 2.0;
    // Mixture of experts: each token passes through its top-k experts, so k MLP intermediates per token are
    // kept (Mixtral: 2 of 8; Jiang et al. 2024). The router's s b E logits are negligible.
    const double expertsPerToken = model.experts > 1 ? std::max(1, model.activeExperts) : 1;
    const double mlp = vb * mlpTensors * s * b * d.f * expertsPerToken;
    double scores = 0;
    if (!in.flashAttention && in.recompute == Recompute::None)
        scores = (2 * vb + maskBytes) * d.a * s * s * b; // 5as^2b at 16 bits
    return replicated + (attention + mlp + scores) / t;
}

double ActivationMemory::korthikantiTable2Bytes(double s, double b, double h, double a, int t)
{
    if (t <= 1)
        return s * b * h * (34.0 + 5.0 * a * s / h);
    return s * b * h * (10.0 + 24.0 / t + 5.0 * a * s / (h * t));
}

double ActivationMemory::recomputeWorkingSetBytes(const ModelArchitecture& model, const ActivationInputs& in)
{
    if (in.recompute != Recompute::Full)
        return 0;
    // During the backward pass of full recomputation one layer's forward is re-run and all its activations
    // are alive at once (Chen et al. 2016, "Training Deep Nets with Sublinear Memory Cost").
    ActivationInputs one = in;
    one.recompute = Recompute::None;
    return perLayerBytes(model, one);
}

double ActivationMemory::logitsBytesPerEntry()
{
    // Per vocabulary entry per token at the loss (Hugging Face causal-LM training): the BF16 logits (2) the
    // model returns, the FP32 copy the loss upcasts to (4), the FP32 log-softmax output cross-entropy saves
    // for backward (4), and the FP32 gradient of the logits allocated in backward while those still live (4).
    // 14 bytes at the backward peak (10 after the forward pass). With 128K vocabularies this dominates long
    // sequences, as Wijmans et al. 2024 ("Cut Your Losses in Large-Vocabulary Language Models") measure; fused
    // or chunked cross-entropy kernels (Liger, Cut Cross-Entropy) avoid it and are not modelled.
    return 2.0 + 4.0 + 4.0 + 4.0;
}

double ActivationMemory::logitsBytes(const ModelArchitecture& model, double s, double b, int tensorParallel)
{
    // Megatron's vocabulary-parallel cross entropy splits the logits over the t tensor-parallel ranks.
    const double t = std::max(1, tensorParallel);
    return s * b * static_cast<double>(model.vocabSize) * logitsBytesPerEntry() / t;
}

} // namespace gp
