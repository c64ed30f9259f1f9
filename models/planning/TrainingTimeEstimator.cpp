#include "TrainingTimeEstimator.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {
double positive(double v) { return std::isfinite(v) && v > 0 ? v : 0; }
bool isLora(Task t) { return t == Task::LoRA || t == Task::QLoRA; }
} // namespace

double TrainingTimeEstimator::peakTflops(const GpuSpec& gpu, TrainPrecision precision, std::string* basis,
                                         std::string* warning)
{
    auto say = [](std::string* out, const char* text) {
        if (out)
            *out = text;
    };
    switch (precision) {
    case TrainPrecision::FP8:
        if (gpu.fp8DenseTflops > 0) {
            say(basis, "FP8 dense tensor peak");
            return gpu.fp8DenseTflops;
        }
        say(basis, "BF16 dense tensor peak (the GPU has no FP8 tensor cores)");
        say(warning, "the GPU has no FP8 tensor cores: the FP8 run is timed at the BF16 dense peak");
        return positive(gpu.fp16DenseTflops);
    case TrainPrecision::FP32:
        if (gpu.fp32Tflops > 0) {
            say(basis, "FP32 non-tensor peak (PyTorch keeps TF32 matmuls off by default since 1.12)");
            return gpu.fp32Tflops;
        }
        say(basis, "TF32 dense tensor peak = FP16 dense / 2 (catalog has no FP32 figure)");
        return positive(gpu.fp16DenseTflops) / 2.0;
    case TrainPrecision::MixedBF16: break;
    }
    say(basis, "BF16 dense tensor peak");
    return positive(gpu.fp16DenseTflops);
}

double TrainingTimeEstimator::attentionWidth(const ModelArchitecture& m)
{
    if (m.attentionHeads > 0 && m.headDim > 0)
        return static_cast<double>(m.attentionHeads) * m.headDim;
    return static_cast<double>(std::max(0, m.hiddenSize));
}

double TrainingTimeEstimator::loraParameters(const ModelArchitecture& m, int rank, const std::vector<std::string>& targets)
{
    const double h = m.hiddenSize;
    const double q = attentionWidth(m);
    const double kv = (m.kvHeads > 0 && m.headDim > 0) ? static_cast<double>(m.kvHeads) * m.headDim : q;
    const double ffn = m.ffnSize;
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
            perLayer += experts * (h + ffn);
    }
    return positive(static_cast<double>(std::max(rank, 0)) * perLayer * m.layers);
}

double TrainingTimeEstimator::attentionFlopsPerToken(const ModelArchitecture& m, double s)
{
    return 12.0 * m.layers * s * attentionWidth(m);
}

double TrainingTimeEstimator::modelFlopsPerToken(const ModelArchitecture& m, Task task, double s)
{
    const double pActive = m.activeParameters > 0 ? m.activeParameters : m.parameters;
    const double weightFactor = isLora(task) ? 4.0 : 6.0;
    return weightFactor * pActive + attentionFlopsPerToken(m, s);
}

double TrainingTimeEstimator::executedFlopsPerToken(const ModelArchitecture& m, Task task, double s, Recompute r)
{
    const double pActive = m.activeParameters > 0 ? m.activeParameters : m.parameters;
    const double attentionForward = 4.0 * m.layers * s * attentionWidth(m);
    double extra = 0;
    if (r == Recompute::Full)
        extra = 2.0 * pActive + attentionForward;
    else if (r == Recompute::Selective)
        extra = attentionForward;
    return modelFlopsPerToken(m, task, s) + extra;
}

TrainingTimeDetail TrainingTimeEstimator::estimate(const TrainingTimeInputs& in)
{
    TrainingTimeDetail d;
    TrainingEstimate& e = d.estimate;
    const auto& tr = in.training;
    const auto& par = in.parallel;
    const int t = std::max(1, par.tensorParallel);
    const int p = std::max(1, par.pipelineParallel);
    const int g = std::max(1, in.gpusPerNode);
    const int n = g * std::max(1, in.nodes);
    const double s = std::max(1, tr.sequenceLength);
    const double b = std::max(1, tr.microBatch);

    d.dataParallel = std::max(1, n / (t * p));
    if (n % (t * p) != 0)
        d.warnings.push_back("the GPU count is not a multiple of tensor x pipeline parallel: " +
                             std::to_string(n - d.dataParallel * t * p) + " GPUs idle");
    const int dp = d.dataParallel;
    // Layout: tensor parallel innermost (inside a node), then pipeline stages, then data parallel
    // (Megatron-LM's default rank order).
    d.dpRanksPerNode = (t * p <= g) ? std::max(1, std::min(dp, g / (t * p))) : 1;
    d.dpNodes = std::max(1, (dp + d.dpRanksPerNode - 1) / d.dpRanksPerNode);

    d.tokens = tr.tokens > 0 ? tr.tokens : tr.datasetTokens * tr.epochs;
    d.tokens = positive(d.tokens);
    const int globalBatch = std::max(1, tr.globalBatch);
    d.tokensPerStep = globalBatch * s;
    d.steps = d.tokens / d.tokensPerStep;
    const int perStepMicro = static_cast<int>(b) * dp;
    e.gradientAccumulationSteps = std::max(1, (globalBatch + perStepMicro - 1) / perStepMicro);
    if (globalBatch % perStepMicro != 0)
        d.warnings.push_back("global batch " + std::to_string(globalBatch) + " is not a multiple of micro-batch x data parallel (" +
                             std::to_string(perStepMicro) + "): gradient accumulation rounded up");
    const int accum = e.gradientAccumulationSteps;

    std::string peakWarning;
    e.peakTflopsPerGpu = peakTflops(in.gpu, tr.precision, &d.peakBasis, &peakWarning);
    if (!peakWarning.empty())
        d.warnings.push_back(peakWarning);
    e.mfu = std::clamp(in.utilisation, 0.0, 1.0);

    d.attentionFlopsPerToken = attentionFlopsPerToken(in.model, s);
    d.modelFlopsPerToken = modelFlopsPerToken(in.model, in.task, s);
    d.executedFlopsPerToken = executedFlopsPerToken(in.model, in.task, s, tr.recompute);
    e.flopsPerToken = d.executedFlopsPerToken;
    e.totalFlops = d.executedFlopsPerToken * d.tokens;

    const double sustained = n * e.peakTflopsPerGpu * 1e12 * e.mfu;
    e.computeSecondsPerStep = sustained > 0 ? d.executedFlopsPerToken * d.tokensPerStep / sustained : 0;
    const double computePerMicro = e.computeSecondsPerStep / accum;
    // Backward share of the executed FLOPs: everything but the forward pass (recomputation runs inside
    // the backward pass).
    const double pActive = in.model.activeParameters > 0 ? in.model.activeParameters : in.model.parameters;
    const double forwardPerToken = 2.0 * pActive + 4.0 * in.model.layers * s * attentionWidth(in.model);
    const double backwardShare =
        d.executedFlopsPerToken > 0 ? std::clamp(1.0 - forwardPerToken / d.executedFlopsPerToken, 0.0, 1.0) : 0;

    // Data-parallel gradient traffic. S = bytes x trainable P / (t p); gradients reduced in BF16 (DeepSpeed
    // and FSDP mixed precision), FP32 for FP32 runs.
    d.trainableParameters = isLora(in.task) ? loraParameters(in.model, tr.loraRank, tr.loraTargets) : in.model.parameters;
    const double gradBytes = tr.precision == TrainPrecision::FP32 ? 4.0 : 2.0;
    d.gradientBytesPerGpu = gradBytes * d.trainableParameters / (t * p);
    const double S = d.gradientBytesPerGpu;
    const int k = d.dpRanksPerNode;
    const int m = d.dpNodes;
    double dpExposed = 0;
    if (dp > 1) {
        const double ag = CommunicationModel::hierarchicalAllGatherSeconds(S, k, m, in.intraNode, in.interNode);
        const double ar = CommunicationModel::hierarchicalAllReduceSeconds(S, k, m, in.intraNode, in.interNode);
        switch (par.zero) {
        case ZeroStage::Zero0:
        case ZeroStage::Zero1: {
            // One all-reduce per optimizer step, bucketed behind the last micro-batch's backward pass; the
            // last bucket always waits for the end of backward.
            d.dpCommSecondsPerStep = ar;
            d.overlapWindowSecondsPerStep = computePerMicro * backwardShare;
            const double lastBucket = CommunicationModel::hierarchicalAllReduceSeconds(
                std::min(S, CommunicationModel::kLastBucketBytes), k, m, in.intraNode, in.interNode);
            dpExposed = std::max(ar - d.overlapWindowSecondsPerStep, lastBucket);
            break;
        }
        case ZeroStage::Zero2:
            // Reduce-scatter every micro-batch behind its backward pass; all-gather of the updated
            // parameters once per step, not hidden (Rajbhandari et al. 2020, sec. 7).
            d.dpCommSecondsPerStep = accum * ag + ag;
            d.overlapWindowSecondsPerStep = e.computeSecondsPerStep * backwardShare;
            dpExposed = std::max(accum * ag - d.overlapWindowSecondsPerStep, 0.0) + ag;
            break;
        case ZeroStage::Zero3:
            // Every micro-batch: all-gather for forward, all-gather for backward, reduce-scatter of the
            // gradients = 3 x (n-1)/n S, 1.5x the all-reduce volume (ZeRO paper sec. 7.2.2). Prefetching
            // hides it behind the whole forward and backward, except the first gather of each step.
            d.dpCommSecondsPerStep = accum * 3.0 * ag;
            d.overlapWindowSecondsPerStep = e.computeSecondsPerStep;
            dpExposed = std::max(d.dpCommSecondsPerStep - d.overlapWindowSecondsPerStep, ag);
            break;
        }
        dpExposed = std::min(dpExposed, d.dpCommSecondsPerStep);
    }
    // Tensor parallel: 2 all-reduces forward + 2 backward of b s h x 2 bytes per layer (Shoeybi et al.
    // 2019, Megatron-LM sec. 3), 2 more with full recomputation; on the critical path, never hidden.
    if (t > 1) {
        const LinkPerf& link = t <= g ? in.intraNode : in.interNode;
        const double bytes = b * s * in.model.hiddenSize * 2.0;
        const int perLayer = tr.recompute == Recompute::Full ? 6 : 4;
        const double layersPerStage = static_cast<double>(in.model.layers) / p;
        d.tpCommSecondsPerStep = accum * perLayer * layersPerStage * CommunicationModel::ringAllReduceSeconds(bytes, t, link);
    }
    // Pipeline: each micro-batch sends its activations forward and their gradients back across a stage
    // boundary (b s h x 2 bytes each way).
    if (p > 1) {
        const LinkPerf& link = t * p <= g ? in.intraNode : in.interNode;
        d.ppCommSecondsPerStep = accum * 2.0 * CommunicationModel::pointToPointSeconds(b * s * in.model.hiddenSize * 2.0, link);
    }
    d.pipelineMicroBatches = par.pipelineMicroBatches > 1 ? par.pipelineMicroBatches : accum;
    e.pipelineBubbleFraction = CommunicationModel::pipelineBubbleFraction(p, d.pipelineMicroBatches);

    e.communicationSecondsPerStep = d.dpCommSecondsPerStep + d.tpCommSecondsPerStep + d.ppCommSecondsPerStep;
    e.exposedCommunicationSecondsPerStep = dpExposed + d.tpCommSecondsPerStep + d.ppCommSecondsPerStep;
    e.stepSeconds = e.computeSecondsPerStep * (1.0 + e.pipelineBubbleFraction) + e.exposedCommunicationSecondsPerStep;
    e.wallClockHours = positive(d.steps * e.stepSeconds / 3600.0);
    e.gpuHours = e.wallClockHours * n;
    e.tokensPerSecond = e.stepSeconds > 0 ? d.tokensPerStep / e.stepSeconds : 0;
    e.achievedMfu = (e.stepSeconds > 0 && e.peakTflopsPerGpu > 0)
                        ? d.modelFlopsPerToken * d.tokensPerStep / (e.stepSeconds * n * e.peakTflopsPerGpu * 1e12)
                        : 0;
    e.bound = e.exposedCommunicationSecondsPerStep > e.computeSecondsPerStep * (1.0 + e.pipelineBubbleFraction)
                  ? Bound::Communication
                  : Bound::Compute;
    if (dp > 1 && m > 1 && !in.interNode.valid())
        d.warnings.push_back("no inter-node link: data-parallel traffic across nodes is not timed");
    return d;
}

} // namespace gp
