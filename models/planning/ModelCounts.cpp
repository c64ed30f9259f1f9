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

double computedParameters(const ModelArchitecture& m)
{
    const bool lookupOnly = m.head == OutputHead::SequenceClassification && m.tiedEmbeddings;
    return activeParameters(m) - (lookupOnly ? static_cast<double>(m.vocabSize) * m.hiddenSize : 0.0);
}

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

ModelArchitecture withTrainingHead(const ModelArchitecture& model, const Scenario& s)
{
    ModelArchitecture m = model;
    if (!s.isTraining() || s.training.head == OutputHead::CausalLm)
        return m;
    const double change = trainingHeadParameterChange(model, s.training.head, s.training.numLabels);
    m.head = s.training.head;
    m.numLabels = s.training.head == OutputHead::SequenceClassification ? s.training.numLabels : 0;
    m.parameters += change;
    m.activeParameters = (model.activeParameters > 0 ? model.activeParameters : model.parameters) + change;
    return m;
}

double loraParameters(const ModelArchitecture& m, int rank, const std::vector<std::string>& targets)
{
    const double h = m.hiddenSize;
    const double a = m.attentionHeads > 0 ? m.attentionHeads : 1;
    const double dh = headDimOf(m);
    const double q = a * dh;
    const double kv = kvHeadsOf(m) * dh;
    const double f = m.ffnSize > 0 ? m.ffnSize : 4 * h;
    const double experts = m.experts > 1 ? m.experts : 1;
    double perLayer = 0;
    for (const auto& t : targets) {
        if (t == "q")
            perLayer += h + q;
        else if (t == "k" || t == "v")
            perLayer += h + kv;
        else if (t == "o")
            perLayer += q + h;
        else if ((t == "gate" && m.gatedFfn) || t == "up" || t == "down")
            perLayer += experts * (h + f);
    }
    const double n = static_cast<double>(std::max(rank, 0)) * perLayer * std::max(0, m.layers);
    return std::isfinite(n) ? n : 0;
}

} // namespace gp
