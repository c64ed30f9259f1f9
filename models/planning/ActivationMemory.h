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
    bool flashAttention = true; // removes the 5 a s^2 b attention-score term
    double valueBytes = 2;      // bytes per stored activation value (2 for 16-bit training)
};

class ActivationMemory {
public:
    // Bytes one layer keeps for the backward pass, per GPU.
    static double perLayerBytes(const ModelArchitecture& model, const ActivationInputs& in);

    // Bytes the per-layer term reduces to for the textbook dense GPT of Korthikanti et al. (a d_h = h,
    // a_kv = a, ungated 4h MLP, 16-bit values), kept for tests and explanations:
    //   t = 1: s b h (34 + 5 a s / h); t > 1: s b h (10 + 24/t + 5 a s / (h t)).
    static double korthikantiTable2Bytes(double s, double b, double h, double a, int t);

    // Bytes of one layer's working set while it is recomputed under full recomputation.
    static double recomputeWorkingSetBytes(const ModelArchitecture& model, const ActivationInputs& in);

    // Loss spike: bytes the logits, their FP32 copy and the softmax gradient take at the output layer.
    static double logitsBytes(const ModelArchitecture& model, double s, double b, int tensorParallel);

    // Bytes per vocabulary entry per token the loss keeps (see ActivationMemory.cpp for the count).
    static double logitsBytesPerEntry();
};

} // namespace gp
