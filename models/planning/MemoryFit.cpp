// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "MemoryFit.h"
#include "ExplanationBuilder.h"

#include "ScenarioValidator.h"
#include "ServingEngines.h"
#include "VramEstimator.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string_view>

namespace gp {
namespace {

constexpr double kBytesPerGiB = 1073741824.0;

// GDDR boards whose ECC is on by default give up 1/16 of their memory to it (HBM keeps ECC in side-band bits
// and loses nothing). nvidia-smi totals as collected in modal-labs/modal-client PR #2797 (2025): A10 23028 MiB,
// L4 23034 MiB, L40S 46068 MiB, T4 15360 MiB = 15/16 of 24, 24, 48 and 16 GiB; A100 80GB 81920 MiB = 80 GiB.
// GpuSpec carries no memory-type field, so the ECC parts are recognised by catalog key.
bool gddrWithEcc(const GpuSpec& g)
{
    static constexpr std::array<std::string_view, 9> keys{"nvidia-a10", "nvidia-a10g", "nvidia-l4",
                                                          "nvidia-l40", "nvidia-l40s", "nvidia-t4",
                                                          "nvidia-a40", "nvidia-a16",  "nvidia-rtx-6000-ada"};
    return std::find(keys.begin(), keys.end(), g.key) != keys.end();
}

double eccFactor(const GpuSpec& g) { return gddrWithEcc(g) ? 15.0 / 16.0 : 1.0; }

// What the driver and firmware keep below the nvidia-smi total, so that torch.cuda.get_device_properties()
// .total_memory (= cudaMemGetInfo total) is smaller again: PyTorch out-of-memory messages report "22.20 GiB
// total capacity" on A10/A10G (nvidia-smi 22.49 GiB: 0.29 GiB less) and 79.15 GiB on A100 80GB (0.85 GiB,
// about 1.1%). Rule: max(0.3 GiB, 1.1% of the label).
double driverReserveGiB(const GpuSpec& g) { return std::max(0.3, 0.011 * g.memoryGb); }

bool isPowerOfTwo(int v) { return v > 0 && (v & (v - 1)) == 0; }

double totalAt(const Scenario& s, const ModelArchitecture& m, const ParallelLayout& l)
{
    return VramEstimator::breakdown(s, m, l).totalGb();
}

// Tensor parallelism splits attention heads (Megatron-LM): t must divide a. KV heads must divide too in
// training (Megatron requires it); in inference engines replicate KV heads when t > a_kv (vLLM), so a_kv may
// also divide t.
bool tensorParallelOk(const ModelArchitecture& m, int t, bool inference)
{
    const int a = m.attentionHeads > 0 ? m.attentionHeads : 1;
    const int akv = m.kvHeads > 0 ? m.kvHeads : a;
    if (a % t != 0)
        return false;
    return akv % t == 0 || (inference && t % akv == 0);
}

template <typename F> long long largestThatFits(long long lo, long long hi, F fitsAt)
{
    // Memory grows monotonically with batch and context: largest v in [lo, hi] with fitsAt(v), lo - 1 if none.
    if (!fitsAt(lo))
        return lo - 1;
    while (lo < hi) {
        long long mid = lo + (hi - lo + 1) / 2;
        if (fitsAt(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

} // namespace

double MemoryFit::usableGb(const GpuSpec& gpu)
{
    // GPU memory labels are binary: "80 GB" is 80 GiB (A100 80GB: nvidia-smi 81920 MiB). The engine works in
    // decimal GB, so an HBM card's usable figure in GB can exceed its label while a GDDR card with ECC shows
    // about 22.2 GiB (23.8 GB) of its "24 GB".
    const double gib = gpu.memoryGb * eccFactor(gpu) - driverReserveGiB(gpu);
    return gib * kBytesPerGiB / 1e9; // not clamped: a card smaller than its reserve is refused by the engine
}

double MemoryFit::budgetGb(const Scenario& scenario, const GpuSpec& gpu)
{
    const double usable = usableGb(gpu);
    // The scenario's gpu_memory_utilization, else its serving engine's reservation (ServingEngines.h).
    const auto share = ServingEngines::memoryShare(scenario.inference, scenario.parallel.tensorParallel);
    return !scenario.isTraining() && share ? usable * *share : usable;
}

Explanation MemoryFit::usableExplanation(const GpuSpec& gpu)
{
    ExplanationBuilder x("memory.usable_gb", "Usable memory per GPU", usableGb(gpu), "GB",
                         "(label GiB x ECC factor - max(0.3 GiB, 1.1% of label)) x 1.0737 GB/GiB",
                         "nvidia-smi totals (modal-labs/modal-client PR #2797): A10 23028 MiB, L40S 46068 MiB, T4 "
                         "15360 MiB, A100 80GB 81920 MiB; PyTorch OOM messages: A10G 22.20 GiB, A100 80GB 79.15 GiB "
                         "total capacity");
    x.in("label", gpu.memoryGb, "GiB", "catalog")
        .in("ECC factor", eccFactor(gpu), "", gddrWithEcc(gpu) ? "GDDR with ECC on: 15/16" : "HBM or no ECC: 1")
        .in("driver reserve", driverReserveGiB(gpu), "GiB", "PyTorch-reported total capacity");
    if (!gpu.ref.table.empty())
        x.src(gpu.ref);
    return x.done();
}

Explanation MemoryFit::fitsExplanation(const Scenario& sc, const GpuSpec& gpu, double totalGb, bool fits,
                                       double pagedEvictedGb)
{
    const double usable = usableGb(gpu);
    const bool runtimeShare = budgetGb(sc, gpu) != usable;
    ExplanationBuilder x("fits", fits ? "Fits in GPU memory" : "Does not fit in GPU memory", fits ? 1 : 0, "",
                         runtimeShare ? "total per GPU <= usable memory per GPU x GPU memory utilisation"
                                      : "total per GPU <= usable memory per GPU",
                         "nvidia-smi total = allocated + allocator reserve + CUDA context");
    x.in("total per GPU", totalGb, "GB", "see Memory per GPU");
    if (pagedEvictedGb > 0)
        x.in("paged optimizer states evicted to CPU memory", pagedEvictedGb, "GB",
             "total - usable: bitsandbytes paged optimizer (unified memory); fits without them");
    x.in("usable per GPU", usable, "GB", "the GPU's label capacity less driver and ECC reserve");
    if (runtimeShare)
        x.in("GPU memory utilisation",
             ServingEngines::memoryShare(sc.inference, sc.parallel.tensorParallel).value_or(1.0), "",
             sc.inference.gpuMemoryUtilization ? "scenario (the runtime's share, as vLLM's gpu_memory_utilization)"
                                               : std::string("the serving engine's default: ") +
                                                     ServingEngines::profile(sc.inference.servingEngine).memorySource);
    x.src(gpu.ref);
    return x.done();
}

namespace {
// Per-GPU memory need of a layout, remembered across the cards of one fitsForAllGpus call: the need depends
// on the layout only, so checking 28 catalog GPUs re-uses the same few dozen evaluations (what-if speed).
class LayoutMemo {
public:
    double total(const Scenario& s, const ModelArchitecture& m, const ParallelLayout& l)
    {
        const Key k{l.tensorParallel, l.pipelineParallel, l.dataParallel, l.zeroStage, l.contextParallel};
        auto [it, inserted] = m_entries.try_emplace(k, 0.0);
        if (inserted)
            it->second = totalAt(s, m, l);
        return it->second;
    }

private:
    using Key = std::array<int, 5>;
    std::map<Key, double> m_entries;
};

std::optional<ParallelLayout> fewestGpusWith(LayoutMemo* memo, const Scenario& scenario, const ModelArchitecture& model,
                                             double usableGb, const FitSearchLimits& limits);
} // namespace

std::optional<ParallelLayout> MemoryFit::fewestGpus(const Scenario& scenario, const ModelArchitecture& model,
                                                    double usableGb, const FitSearchLimits& limits)
{
    LayoutMemo memo;
    return fewestGpusWith(&memo, scenario, model, usableGb, limits);
}

namespace {
std::optional<ParallelLayout> fewestGpusWith(LayoutMemo* memo, const Scenario& scenario, const ModelArchitecture& model,
                                             double usableGb, const FitSearchLimits& limits)
{
    if (!(usableGb > 0) || model.layers <= 0 || model.parameters <= 0)
        return std::nullopt;
    const bool inference = !scenario.isTraining();
    // The search asks how many of *this* card a plan needs, so it assumes the usual 8-GPU node of that card
    // (limits.maxTensorParallel) rather than the node size the scenario set for its own GPU.
    const int maxT = std::max(1, limits.maxTensorParallel);
    const long long maxGpus = std::max(1, limits.maxGpus);
    // Data parallel ranks shard the model states only under ZeRO-3/FSDP full shard: the search uses it for
    // training. Inference replicas each hold a full copy, so they never help memory.
    const int zero = inference ? 0 : 3;
    // The scenario's context parallelism is kept (c GPUs per sequence): the search varies t, p and d around it.
    const int c = scenario.contextParallel();

    std::optional<ParallelLayout> best;
    long long bestN = maxGpus + 1;
    for (int t = 1; t <= maxT; t *= 2) {
        if (!isPowerOfTwo(t) || !tensorParallelOk(model, t, inference))
            continue;
        int lastLayersPerStage = -1;
        for (int p = 1; p <= model.layers && static_cast<long long>(t) * p * c <= bestN; ++p) {
            // An encoder-decoder model is estimated on one pipeline stage only (ScenarioValidator refuses p > 1).
            if (model.encoderLayers > 0 && p > 1)
                break;
            // Only the largest stage matters; p values giving the same ceil(L/p) hold the same memory.
            const int perStage = (model.layers + p - 1) / p;
            if (perStage == lastLayersPerStage)
                continue;
            lastLayersPerStage = perStage;
            ParallelLayout l{t, p, 1, inference ? 0 : static_cast<int>(scenario.parallel.zero), c};
            long long d = 1;
            if (memo->total(scenario, model, l) > usableGb) {
                if (inference)
                    continue;
                const long long maxD = maxGpus / (static_cast<long long>(t) * p * c);
                if (maxD < 2)
                    continue;
                auto fitsAt = [&](long long dd) {
                    ParallelLayout z{t, p, static_cast<int>(dd), zero, c};
                    return memo->total(scenario, model, z) <= usableGb;
                };
                if (!fitsAt(maxD))
                    continue;
                long long lo = 2, hi = maxD; // smallest d that fits
                while (lo < hi) {
                    long long mid = lo + (hi - lo) / 2;
                    if (fitsAt(mid))
                        hi = mid;
                    else
                        lo = mid + 1;
                }
                d = lo;
                l = {t, p, static_cast<int>(d), zero, c};
            }
            const long long n = static_cast<long long>(t) * p * c * d;
            // Equal GPU counts: prefer fewer pipeline stages, i.e. tensor parallelism inside the node first, as
            // Megatron-LM's guidance does (Narayanan et al. 2021, sec. 3: t up to the node size, then p).
            if (n < bestN || (n == bestN && best && p < best->pipelineParallel)) {
                bestN = n;
                best = l;
            }
        }
    }
    return best;
}

GpuFit fitWith(LayoutMemo* memo, const Scenario& scenario, const ModelArchitecture& model, const GpuSpec& gpu,
               const FitSearchLimits& limits)
{
    GpuFit f;
    f.gpuKey = gpu.key;
    f.gpuName = gpu.name;
    f.usableGb = MemoryFit::usableGb(gpu);
    const double budget = MemoryFit::budgetGb(scenario, gpu);
    f.requiredGb = memo->total(scenario, model, VramEstimator::layoutOf(scenario));
    f.fits = f.requiredGb <= budget;
    f.headroomGb = budget - f.requiredGb;
    if (auto l = fewestGpusWith(memo, scenario, model, budget, limits)) {
        f.fewestGpus = l->tensorParallel * l->pipelineParallel * l->contextParallel * l->dataParallel;
        f.fewestLayout = *l;
    }
    return f;
}
} // namespace

GpuFit MemoryFit::fitOn(const Scenario& scenario, const ModelArchitecture& model, const GpuSpec& gpu,
                        const FitSearchLimits& limits)
{
    LayoutMemo memo;
    return fitWith(&memo, scenario, model, gpu, limits);
}

std::vector<GpuFit> MemoryFit::fitsForAllGpus(const Scenario& scenario, const ModelArchitecture& model,
                                              const CatalogSnapshot& catalog, const FitSearchLimits& limits)
{
    std::vector<GpuFit> out;
    out.reserve(catalog.gpus.size());
    LayoutMemo memo;
    for (const auto& g : catalog.gpus)
        out.push_back(fitWith(&memo, scenario, model, g, limits));
    return out;
}

int MemoryFit::maxConcurrentSequences(const Scenario& scenario, const ModelArchitecture& model,
                                      const ParallelLayout& layout, double usableGb)
{
    Scenario s = scenario;
    auto fitsAt = [&](long long c) {
        s.inference.concurrentSequences = static_cast<int>(c);
        return totalAt(s, model, layout) <= usableGb;
    };
    return static_cast<int>(std::max(0LL, largestThatFits(1, 1'000'000, fitsAt)));
}

int MemoryFit::maxSequenceLength(const Scenario& scenario, const ModelArchitecture& model, const ParallelLayout& layout,
                                 double usableGb)
{
    Scenario s = scenario;
    constexpr auto kCap = static_cast<long long>(ScenarioValidator::kMaxSequenceLength);
    if (scenario.isTraining()) {
        auto fitsAt = [&](long long len) {
            s.training.sequenceLength = static_cast<int>(len);
            return totalAt(s, model, layout) <= usableGb;
        };
        return static_cast<int>(std::max(0LL, largestThatFits(1, kCap, fitsAt)));
    }
    const long long output = std::max(0, scenario.inference.outputTokens);
    auto fitsAt = [&](long long prompt) {
        s.inference.promptTokens = static_cast<int>(prompt);
        return totalAt(s, model, layout) <= usableGb;
    };
    const long long prompt = largestThatFits(1, kCap - output, fitsAt);
    return prompt < 1 ? 0 : static_cast<int>(prompt + output);
}

} // namespace gp
