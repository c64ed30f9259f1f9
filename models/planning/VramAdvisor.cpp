// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "VramAdvisor.h"

#include "MemoryFit.h"
#include "PlanningEngine.h"
#include "ScenarioValidator.h"
#include "VramEstimator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace gp {
namespace {

// Time of a scenario by the engine: training wall-clock hours, serving request latency. NaN when refused.
struct Timed {
    double time = std::numeric_limits<double>::quiet_NaN();
    double gpuTime = std::numeric_limits<double>::quiet_NaN();
    double memory = 0;
    bool fits = false;
    bool ok = false;
};

Timed timed(const Scenario& s, const CatalogSnapshot& catalog)
{
    Timed t;
    const EstimateResult e = PlanningEngine::estimate(s, catalog, EstimateOptions{.fitsForEveryGpu = false});
    if (!e.ok())
        return t;
    t.ok = true;
    t.memory = e.estimate->memory.totalGb();
    t.fits = e.estimate->fits;
    if (e.estimate->training) {
        t.time = e.estimate->training->wallClockHours;
        t.gpuTime = e.estimate->training->gpuHours;
    } else if (e.estimate->inference) {
        t.time = e.estimate->inference->requestLatencySeconds;
        t.gpuTime = t.time * s.totalGpus();
    }
    return t;
}

std::string gb(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f GB", v);
    return buf;
}

} // namespace

int VramAdvisor::largestBatch(const Scenario& scenario, const ModelArchitecture& model, double usableGb)
{
    const ParallelLayout layout = VramEstimator::layoutOf(scenario);
    if (!scenario.isTraining())
        return MemoryFit::maxConcurrentSequences(scenario, model, layout, usableGb);
    Scenario s = scenario;
    auto fits = [&](int b) {
        s.training.microBatch = b;
        return VramEstimator::breakdown(s, model, layout).totalGb() <= usableGb;
    };
    if (!fits(1))
        return 0;
    int lo = 1, hi = 2;
    while (hi <= (1 << 20) && fits(hi)) {
        lo = hi;
        hi *= 2;
    }
    while (hi - lo > 1) { // fits(lo), !fits(hi)
        const int mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    return lo;
}

std::vector<FitOption> VramAdvisor::waysToFit(const Scenario& base, const CatalogSnapshot& catalog)
{
    std::vector<FitOption> out;
    const Timed before = timed(base, catalog);
    if (!before.ok)
        return out;
    const GpuSpec* gpu = catalog.gpu(base.hardware.gpuKey);
    auto add = [&](const std::string& label, const Scenario& s, const std::string& note = std::string()) {
        const Timed after = timed(s, catalog);
        if (!after.ok)
            return;
        FitOption f;
        f.label = label;
        f.scenario = s;
        f.memoryGb = after.memory;
        f.savingGb = before.memory - after.memory;
        f.fits = after.fits;
        f.gpus = s.totalGpus();
        f.timeNote = note;
        f.timeFactor =
            note.empty() && before.time > 0 ? after.time / before.time : std::numeric_limits<double>::quiet_NaN();
        f.gpuHoursFactor = note.empty() && before.gpuTime > 0 ? after.gpuTime / before.gpuTime
                                                              : std::numeric_limits<double>::quiet_NaN();
        if (f.savingGb > 1e-9 || (f.fits && !before.fits))
            out.push_back(std::move(f));
    };
    if (base.isTraining()) {
        const auto& t = base.training;
        if (t.recompute == Recompute::None) {
            Scenario s = base;
            s.training.recompute = Recompute::Selective;
            add("Selective recomputation (attention only)", s);
        }
        if (t.recompute != Recompute::Full) {
            Scenario s = base;
            s.training.recompute = Recompute::Full;
            add("Gradient checkpointing (full recomputation)", s);
        }
        if (t.microBatch > 1) {
            Scenario s = base;
            s.training.microBatch = 1;
            add("Micro-batch 1 (more gradient accumulation)", s);
        }
        // ZeRO-3 / FSDP: over the scenario's own replicas, or over 2, 4, 8 GPUs of one node when it has one.
        const ParallelLayout l = VramEstimator::layoutOf(base);
        if (base.parallel.zero != ZeroStage::Zero3) {
            if (l.dataParallel > 1) {
                Scenario s = base;
                s.parallel.zero = ZeroStage::Zero3;
                add("ZeRO-3 / FSDP full shard over the " + std::to_string(l.dataParallel) + " replicas", s);
            } else {
                for (int n : {2, 4, 8}) {
                    Scenario s = base;
                    s.parallel.zero = ZeroStage::Zero3;
                    s.hardware.nodes = 1;
                    s.hardware.gpusPerNode = n * l.tensorParallel * l.pipelineParallel * l.contextParallel;
                    if (s.hardware.gpusPerNode > 8)
                        break;
                    const Timed tn = timed(s, catalog);
                    if (tn.ok && (tn.fits || n == 8)) {
                        add("ZeRO-3 / FSDP full shard over " + std::to_string(s.hardware.gpusPerNode) + " GPUs", s);
                        break;
                    }
                }
            }
        }
        // Already sharded: more GPUs to shard over (one node up to 8, else twice the nodes).
        if (base.parallel.zero == ZeroStage::Zero3) {
            Scenario s = base;
            if (base.hardware.nodes == 1 && base.hardware.gpusPerNode < 8)
                s.hardware.gpusPerNode = std::min(8, base.hardware.gpusPerNode * 2);
            else
                s.hardware.nodes = base.hardware.nodes * 2;
            add("More GPUs: ZeRO-3 / FSDP over " + std::to_string(s.totalGpus()) + " GPUs", s);
        }
        // Tensor parallel inside a node (Megatron-LM, Shoeybi et al. 2019): weights, gradients and optimizer
        // states split t ways; the first t that fits, or 8.
        for (int t : {2, 4, 8}) {
            if (t <= base.parallel.tensorParallel ||
                (base.hardware.gpusPerNode > t && base.hardware.gpusPerNode % t != 0))
                continue;
            Scenario s = base;
            s.parallel.tensorParallel = t;
            if (base.hardware.gpusPerNode < t) { // fewer GPUs than the split: t of them in one node
                s.hardware.gpusPerNode = t;
                s.hardware.nodes = 1;
            }
            const Timed tn = timed(s, catalog);
            if (tn.ok && (tn.fits || t == 8)) {
                add("Tensor parallel over " + std::to_string(t) + " GPUs", s);
                break;
            }
        }
        // Context parallelism for long sequences (Megatron-Core's parallelism guide lists it for 8K tokens and more):
        // every GPU holds s/c of each sequence, so the activations and the loss spike shrink c times on the same
        // GPUs (fewer data-parallel replicas); the first c of 2, 4, 8 that fits, or 8. The sequence must split
        // into 2c chunks and the GPUs into t x p x c.
        if (t.sequenceLength >= 8192)
            for (int c : {2, 4, 8}) {
                const long long split =
                    static_cast<long long>(base.parallel.tensorParallel) * base.parallel.pipelineParallel * c;
                if (c <= base.contextParallel() || t.sequenceLength % (2 * c) != 0 || base.totalGpus() % split != 0)
                    continue;
                Scenario s = base;
                s.parallel.contextParallel = c;
                const Timed tc = timed(s, catalog);
                if (tc.ok && (tc.fits || c == 8)) {
                    add("Context parallel: each sequence over " + std::to_string(c) + " GPUs", s);
                    break;
                }
            }
        if (base.task == Task::FullFineTune) {
            Scenario s = base;
            s.task = Task::LoRA;
            add("LoRA adapters instead of full fine-tuning", s);
        }
        if (base.task == Task::FullFineTune || base.task == Task::LoRA) {
            Scenario s = base;
            s.task = Task::QLoRA;
            add("QLoRA (4-bit frozen base) instead", s);
        }
        if (t.optimizer == Optimizer::AdamW) {
            Scenario s = base;
            s.training.optimizer = Optimizer::AdamW8bit;
            add("8-bit AdamW (bitsandbytes)", s);
        }
        if (t.precision == TrainPrecision::FP32) {
            Scenario s = base;
            s.training.precision = TrainPrecision::MixedBF16;
            add("BF16 mixed precision instead of FP32", s);
        }
        if (!base.parallel.cpuOffloadOptimizer && base.task != Task::PreTrain) {
            Scenario s = base;
            s.parallel.cpuOffloadOptimizer = true;
            add("Optimizer states offloaded to CPU memory", s,
                "not modelled by the engine: the optimizer step runs on the CPU and states cross PCIe every step "
                "(ZeRO-Offload, Ren et al. 2021, reports it hides most of this for large batches)");
        }
    } else {
        const auto& inf = base.inference;
        if (inf.weights == WeightFormat::FP16) {
            if (gpu && gpu->fp8DenseTflops > 0) {
                Scenario s = base;
                s.inference.weights = WeightFormat::FP8;
                add("FP8 weights", s);
            }
            Scenario s = base;
            s.inference.weights = WeightFormat::INT8;
            add("8-bit weights (INT8)", s);
        }
        if (inf.weights != WeightFormat::INT4) {
            Scenario s = base;
            s.inference.weights = WeightFormat::INT4;
            add("4-bit weights (GPTQ / AWQ / NF4)", s);
        }
        if (inf.kvCache == KvPrecision::FP16) {
            Scenario s = base;
            s.inference.kvCache = KvPrecision::FP8;
            add("FP8 KV cache", s);
        }
        if (const auto model = ScenarioValidator::resolveModel(base, catalog);
            model && gpu && inf.concurrentSequences > 1) {
            const int most = MemoryFit::maxConcurrentSequences(base, *model, VramEstimator::layoutOf(base),
                                                               MemoryFit::usableGb(*gpu));
            if (most >= 1 && most < inf.concurrentSequences) {
                Scenario s = base;
                s.inference.concurrentSequences = most;
                add("Fewer concurrent sequences (" + std::to_string(most) + ")", s);
            }
        }
        for (int t : {2, 4, 8}) {
            if (t <= base.parallel.tensorParallel)
                continue;
            Scenario s = base;
            s.parallel.tensorParallel = t;
            s.hardware.gpusPerNode = std::max(base.hardware.gpusPerNode, t);
            s.hardware.nodes = 1;
            const Timed tn = timed(s, catalog);
            if (tn.ok && (tn.fits || t == 8)) {
                add("Tensor parallel over " + std::to_string(t) + " GPUs", s);
                break;
            }
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const FitOption& a, const FitOption& b) {
        if (a.fits != b.fits)
            return a.fits;
        const double fa = std::isnan(a.gpuHoursFactor) ? 1e300 : a.gpuHoursFactor;
        const double fb = std::isnan(b.gpuHoursFactor) ? 1e300 : b.gpuHoursFactor;
        return fa != fb ? fa < fb : a.savingGb > b.savingGb;
    });
    return out;
}

VramPlan VramAdvisor::plan(const Scenario& scenario, const CatalogSnapshot& catalog)
{
    VramPlan p;
    const EstimateResult e = PlanningEngine::estimate(scenario, catalog, EstimateOptions{.fitsForEveryGpu = true});
    if (!e.ok()) {
        p.errors = e.errors;
        return p;
    }
    p.estimate = *e.estimate;
    const auto model = ScenarioValidator::resolveModel(scenario, catalog);
    p.largestBatch = largestBatch(scenario, *model, p.estimate.usableMemoryGbPerGpu);
    p.longestContext = MemoryFit::maxSequenceLength(scenario, *model, VramEstimator::layoutOf(scenario),
                                                    p.estimate.usableMemoryGbPerGpu);
    p.ways = waysToFit(scenario, catalog);
    return p;
}

Scenario VramAdvisor::article13bFullFineTune()
{
    Scenario s;
    s.name = "Article: 13B full fine-tune";
    s.model.catalogKey = "llama-2-13b";
    s.task = Task::FullFineTune;
    s.training.precision = TrainPrecision::MixedBF16;
    s.training.optimizer = Optimizer::AdamW;
    s.training.microBatch = 1;
    s.training.globalBatch = 8;
    s.training.sequenceLength = 2048;
    s.training.tokens = 1e8;
    s.training.recompute = Recompute::None;
    s.hardware.gpuKey = "nvidia-a100-80gb-sxm";
    s.hardware.gpusPerNode = 1;
    s.hardware.nodes = 1;
    return s;
}

Scenario VramAdvisor::article7bQLoRA()
{
    Scenario s = article13bFullFineTune();
    s.name = "Article: 7B QLoRA on 24 GB";
    s.model.catalogKey = "llama-2-7b";
    s.task = Task::QLoRA;
    s.training.recompute = Recompute::Full; // gradient checkpointing, as in the QLoRA paper (Dettmers et al. 2023)
    s.training.sequenceLength = 2048;
    s.hardware.gpuKey = "nvidia-rtx-4090";
    return s;
}

Scenario VramAdvisor::article70bFourBit()
{
    Scenario s;
    s.name = "Article: 70B at 4 bits";
    s.model.catalogKey = "llama-2-70b";
    s.task = Task::Inference;
    s.inference.weights = WeightFormat::INT4;
    s.inference.kvCache = KvPrecision::FP16;
    s.inference.concurrentSequences = 1;
    s.inference.promptTokens = 512;
    s.inference.outputTokens = 256;
    s.hardware.gpuKey = "nvidia-a100-80gb-sxm";
    s.hardware.gpusPerNode = 1;
    s.hardware.nodes = 1;
    return s;
}

std::vector<ArticleFigure> VramAdvisor::articleExamples(const CatalogSnapshot& catalog)
{
    std::vector<ArticleFigure> out;
    const ModelArchitecture* m7 = catalog.model("llama-2-7b");
    const ModelArchitecture* m13 = catalog.model("llama-2-13b");
    const ModelArchitecture* m70 = catalog.model("llama-2-70b");
    if (!m7 || !m13 || !m70)
        return out;
    auto mem = [&](const Scenario& s, const ModelArchitecture& m) {
        return VramEstimator::breakdown(s, m, VramEstimator::layoutOf(s));
    };

    const MemoryBreakdown b13 = mem(article13bFullFineTune(), *m13);
    const std::string ex13 = "13B full fine-tune, 16-bit, Adam (article section 4)";
    out.push_back(
        {ex13, "Weights", "approximately 26 GB", 26, b13.weights,
         "2 bytes x " + gb(m13->parameters / 1e9).substr(0, 4) + " B parameters; the article rounds 13.0 B to 13."});
    out.push_back({ex13, "Adam optimiser states", "roughly 2x the parameter count in bytes, approximately 52 GB", 52,
                   b13.optimizerStates + b13.masterWeights,
                   "The article counts 4 bytes a parameter. AdamW keeps two FP32 moments (8 bytes, " +
                       gb(b13.optimizerStates) + ") and, under mixed precision, an FP32 master copy (4 bytes, " +
                       gb(b13.masterWeights) + "): 12 bytes, three times the article's figure."});
    out.push_back({ex13, "Gradient buffer", "another 26 GB", 26, b13.gradients,
                   "16-bit gradients, 2 bytes a parameter: the article agrees."});
    out.push_back({ex13, "Total with activations", "can exceed 120 GB", 120, b13.totalGb(),
                   "Micro-batch 1 of 2,048 tokens without recomputation, CUDA context and allocator reserve included: "
                   "well above 120 GB, so "
                   "no single 80 GB GPU holds it."});

    Scenario full7 = article13bFullFineTune();
    full7.model.catalogKey = "llama-2-7b";
    const MemoryBreakdown b7 = mem(full7, *m7);
    const std::string ex7 = "7B full fine-tune, 16-bit, Adam (article FAQ)";
    out.push_back({ex7, "Weights", "approximately 14 GB", 14, b7.weights,
                   "2 bytes x 6.74 B parameters: 13.5 GB; the article rounds to 7 B."});
    out.push_back({ex7, "Weights + optimiser states + gradients", "roughly 56 GB total", 56,
                   b7.weights + b7.gradients + b7.optimizerStates + b7.masterWeights,
                   "The article's 56 GB is 8 bytes a parameter; mixed-precision AdamW needs 16 (2 weights + 2 "
                   "gradients + 12 optimizer)."});

    const Scenario q = article7bQLoRA();
    const MemoryBreakdown bq = mem(q, *m7);
    out.push_back(
        {"7B QLoRA on a 24 GB GPU (article FAQ)", "Total", "approximately 6-10 GB", 8, bq.totalGb(),
         "4-bit base + 16-bit embeddings + rank-16 adapters on q, k, v, o, micro-batch 1 of 2,048 tokens with gradient "
         "checkpointing; longer sequences or larger batches add activations. Fits a 24 GB GPU either way."});

    Scenario fp16 = article70bFourBit();
    fp16.inference.weights = WeightFormat::FP16;
    const MemoryBreakdown b70 = mem(fp16, *m70);
    const std::string ex70 = "70B serving (article FAQ)";
    out.push_back({ex70, "Weights in FP16", "140 GB for weights alone", 140, b70.weights,
                   "2 bytes x 68.98 B parameters: 138 GB; the article rounds Llama 2 70B up to 70 B."});
    const MemoryBreakdown b4 = mem(article70bFourBit(), *m70);
    out.push_back(
        {ex70, "Total at 4 bits", "approximately 40-42 GB", 41, b4.totalGb(),
         "4-bit weights with group scales, the embeddings and output head kept in 16 bits, the KV cache of one "
         "768-token sequence, CUDA context and allocator reserve."});
    return out;
}

} // namespace gp
