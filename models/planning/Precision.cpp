// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "Precision.h"

namespace gp {

ModelStateBytes modelStateBytes(TrainPrecision precision, Optimizer optimizer, int hiddenSize)
{
    ModelStateBytes b;
    // Pure FP32 training keeps one FP32 copy of weights and FP32 gradients: no separate master.
    // Mixed precision (BF16/FP16 compute) keeps 16-bit weights and gradients plus an FP32 master copy:
    // ZeRO paper sec. 3.1 (2 + 2 + 4 of its 16 bytes). FP8 training (NVIDIA Transformer Engine recipes)
    // casts to FP8 only for the GEMMs; the parameters, gradients and master copy stay as in BF16 mixed
    // precision, so FP8 saves compute time, not model-state memory.
    // Gradients are counted at 2 bytes as the ZeRO paper does; Megatron-LM accumulates them in FP32
    // (4 bytes, 18 bytes per parameter in total): a known 2-byte/parameter underestimate for Megatron runs.
    if (precision == TrainPrecision::FP32) {
        b.weights = 4;
        b.gradients = 4;
        b.master = 0;
    } else {
        b.weights = 2;
        b.gradients = 2;
        // Pure BF16 (torchtune's dtype bf16, LitGPT's bf16-true, DeepSpeed's bf16_master_weights_and_grads with
        // bf16_optimizer_states) keeps no FP32 copy: the optimizer updates the BF16 weights in place. Zamirai et
        // al. 2020, "Revisiting BFloat16 Training", train this way (16-bit weights and optimizer states);
        // torchtune's memory overview: bfloat16 "uses 2 bytes per model parameter instead of 4".
        b.master = precision == TrainPrecision::PureBF16 ? 0 : 4;
    }
    // Optimizer statistics take the dtype of the parameters they track (torch.optim creates them with
    // zeros_like(param)): FP32 next to an FP32 master copy, BF16 in pure BF16 training.
    const double stateBytes = precision == TrainPrecision::PureBF16 ? 2.0 : 4.0;
    switch (optimizer) {
    case Optimizer::AdamW:
    case Optimizer::AdamWPaged: // the same moments in unified memory (bitsandbytes PagedAdamW)
        // First and second moments: 4 + 4 bytes in FP32 (ZeRO paper sec. 3.1; EleutherAI "Transformer Math
        // 101"), 2 + 2 in BF16. Pure BF16 AdamW is 2 + 2 + 4 = 8 bytes per parameter against mixed's 16.
        b.optimizer = 2 * stateBytes;
        break;
    case Optimizer::AdamW8bit:
    case Optimizer::AdamW8bitPaged: // the same 8-bit moments in unified memory (bitsandbytes PagedAdamW8bit)
        // bitsandbytes 8-bit Adam: one byte per moment whatever the parameter dtype (block-wise quantised; the
        // per-block constants are negligible); mixed precision keeps the FP32 master copy beside it (Dettmers et
        // al. 2022, "8-bit Optimizers via Block-wise Quantization"; Transformer Math 101: 6 bytes per parameter
        // with the master copy).
        b.optimizer = 2;
        break;
    case Optimizer::SgdMomentum:
        // One momentum buffer (Transformer Math 101: 8 bytes with the FP32 master copy).
        b.optimizer = stateBytes;
        break;
    case Optimizer::Adafactor:
        // Adafactor (Shazeer & Stern 2018) keeps only row and column sums of the second moment of each
        // n x m matrix, (n + m) values instead of n m, and no first moment by default (beta1 = None, as in
        // the Hugging Face implementation). Per parameter that is bytes x (1/n + 1/m) <= 2 bytes / h for
        // matrices whose smaller side is the hidden size h: we take that bound.
        b.optimizer = hiddenSize > 0 ? 2.0 * stateBytes / hiddenSize : 0.0;
        break;
    }
    return b;
}

double frozenWeightBytes(TrainPrecision precision)
{
    // A frozen base model is stored in the compute dtype: BF16 for mixed, pure BF16 and FP8 runs (LoRA paper
    // setup, PEFT), FP32 for pure FP32 runs.
    return precision == TrainPrecision::FP32 ? 4.0 : 2.0;
}

double activationValueBytes(TrainPrecision precision)
{
    // Korthikanti et al. 2022 count activations in 16-bit (2 bytes). FP8 recipes (Transformer Engine) keep
    // most saved activations in BF16 too, so only pure FP32 training doubles them.
    return precision == TrainPrecision::FP32 ? 4.0 : 2.0;
}

double weightBytes(WeightFormat format)
{
    switch (format) {
    case WeightFormat::FP16:
        return 2.0;
    case WeightFormat::FP8:
        return 1.0;
    case WeightFormat::INT8:
        return 1.0;
    case WeightFormat::INT4:
        return 0.5;
    }
    return 2.0;
}

double quantConstantBytesPerParam(WeightFormat format)
{
    switch (format) {
    case WeightFormat::INT4:
        // GPTQ (Frantar et al. 2022) and AWQ (Lin et al. 2023) as shipped use groups of 128 weights, each with
        // an FP16 scale and a 4-bit zero point: (16 + 4) bits / 128 weights = 0.156 bit per parameter.
        return (16.0 + 4.0) / 128.0 / 8.0;
    case WeightFormat::INT8:
        // LLM.int8() / SmoothQuant: one scale per output row (a few bytes per h weights): below 0.1%, not counted.
    case WeightFormat::FP8:
        // FP8 checkpoints (e.g. vLLM/TensorRT-LLM) carry one scale per tensor: negligible.
    case WeightFormat::FP16:
        return 0.0;
    }
    return 0.0;
}

double kvBytes(KvPrecision precision)
{
    switch (precision) {
    case KvPrecision::FP16:
        return 2.0;
    case KvPrecision::FP8:
        return 1.0;
    case KvPrecision::INT4:
        return 0.5; // per-group scales (KIVI-style) are a few percent: not counted
    case KvPrecision::INT8:
        return 1.0; // TensorRT-LLM INT8 KV cache: one scale per tensor, not counted
    }
    return 2.0;
}

} // namespace gp
