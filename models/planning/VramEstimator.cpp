#include "VramEstimator.h"
// Minimal first version: filled in by the next commit.
namespace gp {
MemoryEstimate VramEstimator::estimate(const Scenario& s, const ModelArchitecture& m, const ParallelLayout& l)
{
    return {breakdown(s, m, l), {}, {}};
}
MemoryBreakdown VramEstimator::breakdown(const Scenario&, const ModelArchitecture&, const ParallelLayout&) { return {}; }
ParallelLayout VramEstimator::layoutOf(const Scenario& s)
{
    ParallelLayout l;
    l.tensorParallel = s.parallel.tensorParallel;
    l.pipelineParallel = s.parallel.pipelineParallel;
    l.dataParallel = 1;
    l.zeroStage = static_cast<int>(s.parallel.zero);
    return l;
}
double VramEstimator::loraParameters(const Scenario&, const ModelArchitecture&) { return 0; }
double VramEstimator::embeddingParameters(const ModelArchitecture& m) { return 2.0 * m.vocabSize * m.hiddenSize; }
double VramEstimator::kvBytesPerToken(const ModelArchitecture&, KvPrecision) { return 0; }
} // namespace gp
