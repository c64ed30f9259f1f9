// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ModelCounts.h"

#include <algorithm>
#include <cmath>

namespace gp {

double activeParameters(const ModelArchitecture& m)
{
    return m.activeParameters > 0 ? m.activeParameters : m.parameters;
}

double kvHeadsOf(const ModelArchitecture& m) { return m.kvHeads > 0 ? m.kvHeads : std::max(1, m.attentionHeads); }

double headDimOf(const ModelArchitecture& m)
{
    return m.headDim > 0 ? m.headDim : static_cast<double>(m.hiddenSize) / std::max(1, m.attentionHeads);
}

double inputEmbeddingLookup(const ModelArchitecture& m)
{
    if (!m.tieRecorded)
        return 0; // a catalog row that does not say: keep every parameter, so a tied LM head is never lost
    const bool sharedWithLmHead = m.tiedEmbeddings && m.head != OutputHead::SequenceClassification;
    return sharedWithLmHead ? 0.0 : static_cast<double>(m.vocabSize) * m.hiddenSize;
}

double computedParameters(const ModelArchitecture& m) { return activeParameters(m) - inputEmbeddingLookup(m); }

double embeddingAndHeadParameters(const ModelArchitecture& m)
{
    const double vh = static_cast<double>(m.vocabSize) * m.hiddenSize;
    switch (m.head) {
    case OutputHead::SequenceClassification:
        return vh + static_cast<double>(m.hiddenSize) * std::max(0, m.numLabels);
    case OutputHead::CausalLm:
    case OutputHead::MaskedLm:
        break;
    }
    return m.tiedEmbeddings ? vh : 2.0 * vh;
}

double trainingHeadParameterChange(const ModelArchitecture& m, OutputHead head, int numLabels)
{
    if (head != OutputHead::SequenceClassification)
        return 0;
    // Hugging Face LlamaForSequenceClassification: self.score = nn.Linear(hidden_size, num_labels, bias=False)
    // in place of lm_head (V x h). With tie_word_embeddings the V x h matrix is embed_tokens, which stays.
    const double removed = m.tiedEmbeddings ? 0.0 : static_cast<double>(m.vocabSize) * m.hiddenSize;
    return static_cast<double>(m.hiddenSize) * std::max(0, numLabels) - removed;
}

int packedAttentionSpan(const Scenario& s, bool encoderDecoder)
{
    // A fine-tuning input, as packed_sequences is (ScenarioFields).
    const bool fineTuning = s.task == Task::FullFineTune || s.task == Task::LoRA || s.task == Task::QLoRA;
    // A negative count is passed on, never made 0: ScenarioValidator refuses it by the field's range.
    return fineTuning && s.training.packedSequences && !encoderDecoder ? s.training.packedSampleTokens : 0;
}

ModelArchitecture withTrainingHead(const ModelArchitecture& model, const Scenario& s)
{
    ModelArchitecture m = model;
    // The encoder input length is the run's, not the model's: stamped here so every estimator reads it.
    m.encoderSequenceLength = model.encoderLayers > 0 ? s.training.encoderSequenceLength : 0;
    // So is the span of attention in a pack of samples.
    m.attentionSpan = packedAttentionSpan(s, model.encoderLayers > 0);
    if (!s.isTraining() || s.training.head == OutputHead::CausalLm)
        return m;
    const double change = trainingHeadParameterChange(model, s.training.head, s.training.numLabels);
    m.head = s.training.head;
    m.numLabels = s.training.head == OutputHead::SequenceClassification ? s.training.numLabels : 0;
    m.parameters += change;
    m.activeParameters = (model.activeParameters > 0 ? model.activeParameters : model.parameters) + change;
    return m;
}

LayerDims layerDimsOf(const ModelArchitecture& m)
{
    LayerDims d;
    d.h = m.hiddenSize;
    d.a = std::max(1, m.attentionHeads);
    d.akv = kvHeadsOf(m);
    d.dh = headDimOf(m);
    d.f = m.ffnSize > 0 ? m.ffnSize : 4 * d.h;
    return d;
}

EncoderDecoderCounts encoderDecoderCounts(const ModelArchitecture& m)
{
    EncoderDecoderCounts c;
    const LayerDims d = layerDimsOf(m);
    const double attention = d.h * d.a * d.dh + 2 * d.h * d.akv * d.dh + d.a * d.dh * d.h; // q, k, v, o
    const double mlp = (m.gatedFfn ? 3.0 : 2.0) * d.h * d.f;                               // wi (wi_0, wi_1 gated), wo
    const double buckets = static_cast<double>(kT5RelativeAttentionBuckets) * d.a;
    const double encoderBlock = attention + mlp + 2 * d.h;
    const double decoderBlock = 2 * attention + mlp + 3 * d.h;
    const double vh = static_cast<double>(m.vocabSize) * d.h;
    c.embeddingAndHead = m.tiedEmbeddings ? vh : 2 * vh;
    c.encoder = std::max(0, m.encoderLayers) * encoderBlock + d.h + buckets;
    c.decoder = std::max(0, m.layers) * decoderBlock + d.h + buckets;
    c.crossKeyValue = std::max(0, m.layers) * 2 * d.h * d.akv * d.dh;
    return c;
}

FlopsParameters flopsParameters(const ModelArchitecture& m)
{
    if (m.encoderLayers <= 0)
        return {computedParameters(m), 0};
    const EncoderDecoderCounts c = encoderDecoderCounts(m);
    const double shape = c.total();
    if (!(shape > 0))
        return {computedParameters(m), 0};
    // The shape's proportions of the given count; the input embedding's lookup (an untied model's) is no matmul.
    const double scale = activeParameters(m) / shape;
    return {scale * (c.decoder - c.crossKeyValue + c.embeddingAndHead - inputEmbeddingLookup(m)),
            scale * (c.encoder + c.crossKeyValue)};
}

double encoderSequenceLength(const ModelArchitecture& m, double s)
{
    return m.encoderSequenceLength > 0 ? m.encoderSequenceLength : s;
}

double flopsParametersPerToken(const ModelArchitecture& m, double s)
{
    const FlopsParameters p = flopsParameters(m);
    if (m.encoderLayers <= 0 || !(s > 0))
        return p.target + p.source;
    return p.target + p.source * encoderSequenceLength(m, s) / s;
}

double loraParameters(const ModelArchitecture& m, int rank, const std::vector<std::string>& targets)
{
    const LayerDims d = layerDimsOf(m);
    const double h = d.h, f = d.f;
    const double q = d.a * d.dh;
    const double kv = d.akv * d.dh;
    const double experts = m.experts > 1 ? m.experts : 1;
    double attention = 0, mlp = 0;
    for (const auto& t : targets) {
        if (t == "q")
            attention += h + q;
        else if (t == "k" || t == "v")
            attention += h + kv;
        else if (t == "o")
            attention += q + h;
        else if ((t == "gate" && m.gatedFfn) || t == "up" || t == "down")
            mlp += experts * (h + f);
    }
    // Decoder-only: L blocks of attention + MLP. Encoder-decoder: L_enc of those, and L decoder blocks with the
    // attention targets in both the self- and the cross-attention.
    const double blocks = m.encoderLayers > 0 ? std::max(0, m.encoderLayers) * (attention + mlp) +
                                                    std::max(0, m.layers) * (2 * attention + mlp)
                                              : std::max(0, m.layers) * (attention + mlp);
    return static_cast<double>(std::max(rank, 0)) * blocks;
}

} // namespace gp
