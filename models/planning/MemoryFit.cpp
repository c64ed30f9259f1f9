#include "MemoryFit.h"
// Minimal first version: filled in by the next commit.
namespace gp {
double MemoryFit::usableGb(const GpuSpec& g) { return g.memoryGb; }
Explanation MemoryFit::usableExplanation(const GpuSpec&) { return {}; }
GpuFit MemoryFit::fitOn(const Scenario&, const ModelArchitecture&, const GpuSpec& g, const FitSearchLimits&)
{
    GpuFit f;
    f.gpuKey = g.key;
    return f;
}
std::vector<GpuFit> MemoryFit::fitsForAllGpus(const Scenario&, const ModelArchitecture&, const CatalogSnapshot&,
                                              const FitSearchLimits&)
{
    return {};
}
std::optional<ParallelLayout> MemoryFit::fewestGpus(const Scenario&, const ModelArchitecture&, double,
                                                    const FitSearchLimits&)
{
    return std::nullopt;
}
int MemoryFit::maxConcurrentSequences(const Scenario&, const ModelArchitecture&, const ParallelLayout&, double)
{
    return 0;
}
int MemoryFit::maxSequenceLength(const Scenario&, const ModelArchitecture&, const ParallelLayout&, double) { return 0; }
} // namespace gp
