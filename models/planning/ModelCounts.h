// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Parameter counts every estimator shares, each computed in one place: the parameters a token passes
// through (mixture of experts: the active ones), the trainable parameters of LoRA adapters, and the embedding
// and output head a training head (training.head) and tied embeddings (tie_word_embeddings) change.
#include "CatalogSnapshot.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

// Parameters per token: the active parameters of a mixture of experts, all parameters of a dense model
// (a catalog row or custom model that leaves active_parameters at 0 is dense).
double activeParameters(const ModelArchitecture& model);

// The attention's shape as every estimator reads it: a_kv, the KV heads (multi-query and grouped-query attention;
// the attention heads when unset, as in multi-head attention), and d_h, the head dimension (hidden / heads when
// unset, as in Vaswani et al. 2017; set where it differs, e.g. Gemma's 256).
double kvHeadsOf(const ModelArchitecture& model);
double headDimOf(const ModelArchitecture& model);

// One transformer layer's widths as the memory and parameter counts read them: h, a (at least 1), a_kv, d_h and f
// (the FFN width; 4 h when unset, as in Vaswani et al. 2017).
struct LayerDims {
    double h, a, akv, dh, f;
};
LayerDims layerDimsOf(const ModelArchitecture& model);

// The input embedding's V x h when it is a lookup table that no matmul uses: an untied model's own embedding
// matrix (its LM head is another matrix), or a tied matrix once no LM head uses it (sequence classification).
// 0 when tied to an LM head, which multiplies by it. Kaplan et al. 2020, table 1: "Embed", (n_vocab + n_ctx)
// d_model parameters, 4 d_model FLOPs per token (no matmul); "De-embed" 2 d_model n_vocab. 0 too for a catalog row
// that does not record its embeddings (tieRecorded false): counting it as untied would take a tied model's LM
// head out of its FLOPs, so the count keeps every parameter (6 V h too many if it is untied: the slower count).
double inputEmbeddingLookup(const ModelArchitecture& model);

// Parameters the engine charges 2 FLOPs per token forward for: the active parameters less the input embedding's
// lookup (inputEmbeddingLookup). So 6 N counts every matmul weight once, the LM head included (Kaplan et al.
// 2020 table 1 "De-embed", 2 V h forward) and the lookup not: as Megatron-LM counts (Narayanan et al. 2021
// eq. 3: 72 B s l h^2 (1 + s / 6h + V / 12 l h), whose V term is the logit layer's 6 V h per token), as NeMo's
// model TFLOP/s and torchtitan's MFU (6 x parameters without nn.Embedding) do, so their published figures and
// the engine's count the same FLOPs. A head change moves the FLOPs by the LM head's matmul, tied or not.
double computedParameters(const ModelArchitecture& model);

// Parameters of the input embedding and the output head as stored: V h for the embedding, V h more for an
// untied LM head (none when tied: the head is the embedding matrix), h x num_labels for a classification
// score layer. GPTQ/AWQ/bitsandbytes keep them in 16 bits.
double embeddingAndHeadParameters(const ModelArchitecture& model);

// The architecture a training run computes: `model` (a catalog row or custom model, both in their causal-LM
// form) with the scenario's training.head. Sequence classification (Hugging Face *ForSequenceClassification)
// drops the untied LM head's V h parameters (a tied one stays as the input embedding) and adds the h x
// num_labels score layer; masked LM keeps the count (BERT's MLM head is tied to the embedding; its h x h
// transform is not counted). Inference keeps the causal-LM model. Parameters that would not stay above 0 are
// left for the validator to refuse (training.head), as are non-finite ones.
ModelArchitecture withTrainingHead(const ModelArchitecture& model, const Scenario& scenario);

// The attention span a run's packed samples give (training.packed_sample_tokens), or 0 where the scenario does not
// read it: only packed fine-tuning (full_finetune, lora, qlora, as training.packed_sequences) of a decoder-only model.
// One test for withTrainingHead, which stamps it, and ScenarioValidator, which refuses or warns about it.
int packedAttentionSpan(const Scenario& scenario, bool encoderDecoder);

// Parameters the training head adds to the causal-LM count (negative when it removes the LM head).
double trainingHeadParameterChange(const ModelArchitecture& model, OutputHead head, int numLabels);

// An encoder-decoder model (model.custom.encoder_layers > 0) counted from its shape, after Hugging Face's
// T5ForConditionalGeneration (Raffel et al. 2020): one V x h embedding shared by both stacks (V h more for an
// untied lm_head, as t5-v1_1); per encoder block self-attention (q h x a d_h, k and v h x a_kv d_h, o a d_h x h) +
// MLP (2 h f, 3 h f gated) + 2 RMS norms of h weights (T5LayerNorm: no bias); per decoder block the same with a
// cross-attention of the same four matrices and a third norm; each stack a final norm (h) and a relative-position
// bias of 32 buckets x a heads in its first block (relative_attention_num_buckets). No biases anywhere.
struct EncoderDecoderCounts {
    double embeddingAndHead = 0; // V h tied, 2 V h untied
    double encoder = 0;          // L_enc blocks + final norm + relative-position buckets
    double decoder = 0;          // L blocks (with cross-attention) + final norm + relative-position buckets
    double crossKeyValue = 0;    // of decoder: the cross-attention k and v projections, 2 h a_kv d_h per block
    double total() const { return embeddingAndHead + encoder + decoder; }
};
EncoderDecoderCounts encoderDecoderCounts(const ModelArchitecture& model);

// The relative-position buckets of each T5 stack's first self-attention (T5Config relative_attention_num_buckets).
constexpr int kT5RelativeAttentionBuckets = 32;

// What the FLOPs of one target (decoder) token charge 2 FLOPs forward per parameter for: the target-side weights
// once, the source-side weights s_enc / s times (there are s_enc encoder positions per s target positions).
// Decoder-only: computedParameters(model). Encoder-decoder: the active parameters split in the shape's proportions
// (encoderDecoderCounts), so that a given count that differs from the shape's scales both sides: target side =
// decoder blocks without the cross-attention k, v + the LM head (the shared matrix when tied; an untied model's
// input embedding is a lookup, inputEmbeddingLookup, and neither stack's lookup is a matmul); source side = encoder +
// the cross-attention k, v, which project each encoder output once (Hugging Face T5Attention computes key_states from
// the encoder_hidden_states, s_enc rows, in every decoder block).
struct FlopsParameters {
    double target = 0; // per target token
    double source = 0; // per encoder token
};
FlopsParameters flopsParameters(const ModelArchitecture& model);
// s_enc of the run: model.encoderSequenceLength, or s when that is 0.
double encoderSequenceLength(const ModelArchitecture& model, double sequenceLength);
// target + source x s_enc / s: the N of 6 N per target token.
double flopsParametersPerToken(const ModelArchitecture& model, double sequenceLength);

// Trainable LoRA parameters of the whole model (Hu et al. 2021): r x (d_in + d_out) per targeted matrix per
// layer. q: h -> a d_h; k, v: h -> a_kv d_h; o: a d_h -> h; gate (gated MLPs only) and up: h -> f; down:
// f -> h; PEFT adapts each expert's MLP separately, so MLP targets count every expert. Encoder-decoder: the
// encoder blocks too, and in each decoder block the attention targets twice (PEFT matches T5's q, k, v, o in both
// the SelfAttention and the EncDecAttention module).
double loraParameters(const ModelArchitecture& model, int rank, const std::vector<std::string>& targets);

} // namespace gp
