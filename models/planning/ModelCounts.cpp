#include "ModelCounts.h"

#include <algorithm>
#include <cmath>

namespace gp {

double activeParameters(const ModelArchitecture& m)
{
    return m.activeParameters > 0 ? m.activeParameters : m.parameters;
}

double loraParameters(const ModelArchitecture& m, int rank, const std::vector<std::string>& targets)
{
    const double h = m.hiddenSize;
    const double a = m.attentionHeads > 0 ? m.attentionHeads : 1;
    const double dh = m.headDim > 0 ? m.headDim : h / a;
    const double q = a * dh;
    const double kv = (m.kvHeads > 0 ? m.kvHeads : a) * dh;
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
