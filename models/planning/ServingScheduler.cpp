// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ServingScheduler.h"
#include "ModelCounts.h"
#include "ServingEngines.h"
#include "TrainingTimeEstimator.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gp {
namespace {

// vLLM's threshold for its larger defaults: 70 GiB of device memory (EngineArgs.get_batch_defaults), in GB.
constexpr double kLargeGpuGb = 70 * 1.073741824;

bool mentionsA100(const GpuSpec& gpu)
{
    std::string s = gpu.key + " " + gpu.name;
    for (auto& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s.find("a100") != std::string::npos;
}

} // namespace

SchedulerLimits ServingScheduler::engineDefaults(const GpuSpec& gpu)
{
    SchedulerLimits l;
    if (gpu.memoryGb >= kLargeGpuGb && !mentionsA100(gpu)) {
        l.tokenBudget = 8192;
        l.maxSequences = 1024;
        l.basis = "vLLM's defaults for a GPU of 70 GiB or more (not an A100): max_num_batched_tokens 8192, "
                  "max_num_seqs 1024";
    } else {
        l.tokenBudget = 2048;
        l.maxSequences = 256;
        l.basis = "vLLM's defaults below 70 GiB or on an A100: max_num_batched_tokens 2048, max_num_seqs 256";
    }
    return l;
}

IterationTime ServingScheduler::iteration(const InferenceInputs& in, double peak, double decoding, double promptTokens)
{
    IterationTime it;
    const int t = std::max(1, in.tensorParallel);
    const auto& inf = in.inference;
    const double prompt = std::max(1, inf.promptTokens);
    const double context = prompt + std::max(1, inf.outputTokens) / 2.0; // average context over the decode
    const double bw = in.gpu.memoryBandwidthTBps * 1e12 * InferenceEstimator::kMemoryBandwidthEfficiency;
    const double flops = peak * 1e12 * InferenceEstimator::computeEfficiency(inf);
    // Attention runs in 16 bits whatever the weights' format (as InferenceEstimator::step).
    const double attentionFlops =
        in.gpu.fp16DenseTflops * 1e12 *
        (inf.computeEfficiency ? *inf.computeEfficiency : InferenceEstimator::kComputeEfficiency);
    const double pActive = computedParameters(in.model);
    const double hq = TrainingTimeEstimator::attentionWidth(in.model);
    const double L = in.model.layers;
    auto roofline = [&](double bytes, double work, double rate) {
        const double read = bytes / t / bw;
        const double compute = work / (t * rate);
        it.memorySeconds += read;
        it.computeSeconds += compute;
        (compute > read ? it.computeBoundSeconds : it.memoryBoundSeconds) += std::max(read, compute);
        return std::max(read, compute);
    };
    const double tokens = decoding + promptTokens;
    // The linear layers: one read of the weights (the experts the tokens touch) for all the iteration's tokens.
    const double linear = roofline(InferenceEstimator::decodeWeightBytes(in.model, in.weightBytesTotal, tokens),
                                   2.0 * pActive * tokens, flops);
    // Attention of the running sequences over their KV cache, and of the prompt tokens over their prompt.
    const double decodeAttention =
        roofline(decoding * in.kvBytesPerToken * context, decoding * 4.0 * L * context * hq, attentionFlops);
    const double promptAttention = roofline(0, promptTokens * 4.0 * L * prompt * hq, attentionFlops);
    it.commSeconds =
        t > 1 ? 2.0 * L * CommunicationModel::ringAllReduceSeconds(tokens * in.model.hiddenSize * 2.0, t, in.intraNode)
              : 0;
    // The fixed per-layer time of a forward pass with prompt tokens (InferenceEstimator::kPrefillLayerOverheadMs);
    // decode-only iterations replay captured CUDA graphs.
    it.overheadSeconds = promptTokens > 0 ? L * inf.prefillLayerOverheadMs * 1e-3 : 0;
    // The serving engine's fixed time per forward pass (ServingEngines.cpp): every iteration pays it.
    it.engineSeconds = ServingEngines::passOverheadSeconds(inf.servingEngine, in.model.layers);
    it.seconds = linear + decodeAttention + promptAttention + it.commSeconds + it.overheadSeconds + it.engineSeconds;
    return it;
}

ServingPoint ServingScheduler::atRate(const InferenceInputs& in, double peak, double X, const SchedulerLimits& limits)
{
    ServingPoint p;
    const double P = std::max(1, in.inference.promptTokens);
    const double decodeSteps = std::max(0, in.inference.outputTokens - 1); // the first token ends the prefill
    const double T = std::max(1, limits.tokenBudget);
    double d = 0;        // decoding sequences in a mean iteration
    double inFlight = 0; // X x latency, from the previous pass
    for (int pass = 0; pass < 200; ++pass) {
        // A request sees the others and itself: d (B - 1) / B others decoding.
        const double others = inFlight > 1 ? d * (inFlight - 1) / inFlight : 0;
        const double avail = T - others - 1; // the budget left for prompt tokens after the decode tokens
        if (avail < 1)
            return p; // the running sequences alone fill the budget
        const double alone = std::min(P, avail);
        const double tauD = iteration(in, peak, others + 1, 0).seconds;
        // Iterations with prompt tokens: q tokens each, X P / q of them a second. When one prompt per such iteration
        // would take all the time, every iteration carries prompt tokens and q = X P tau_p(q): tau_p is piecewise
        // linear in q, so a few secant steps find it.
        double q = alone;
        double tauP = iteration(in, peak, others + 1, q).seconds;
        double share = X * P * tauP / q;
        if (share > 1) {
            auto g = [&](double x) { return X * P * iteration(in, peak, others + 1, x).seconds - x; };
            if (g(avail) > 0)
                return p; // the prompts arrive faster than the budget takes them
            double a = alone, b = avail, ga = g(a), gb = g(b);
            for (int k = 0; k < 60 && b - a > 1e-6 * b; ++k) {
                const double m = ga - gb != 0 ? std::clamp(a - ga * (b - a) / (gb - ga), a, b) : (a + b) / 2;
                const double gm = g(m);
                if (gm > 0) {
                    a = m;
                    ga = gm;
                } else {
                    b = m;
                    gb = gm;
                }
                if (std::abs(gm) < 1e-9 * m)
                    a = b = m;
            }
            q = b;
            tauP = iteration(in, peak, others + 1, q).seconds;
            share = 1;
        }
        const double prefillPerSecond = X * P / q;
        const double decodeOnlyPerSecond = (1 - share) / tauD;
        const double iterationsPerSecond = prefillPerSecond + decodeOnlyPerSecond;
        const double prefillShare = iterationsPerSecond > 0 ? prefillPerSecond / iterationsPerSecond : 0;
        // The prefill budget as a server of whole prompts: floor(avail / P) prompts share an iteration (a prompt
        // that does not fit beside the others waits for the next one, as TensorRT-LLM's scheduler does; vLLM may
        // split it, which this overstates), a longer prompt takes ceil(P / avail) iterations. Its mean wait for
        // the server is M/D/1's rho s / (2 (1 - rho)) (Kleinrock 1975, Queueing Systems vol. 1).
        // The wait is behind the others' prompts only: a share (B - 1) / B of the arrivals at B in flight.
        const double busy = inFlight > 1 ? (inFlight - 1) / inFlight : 0;
        const double ownIterations = std::ceil(P / avail - 1e-9);
        const double perIteration = std::max(1.0, std::floor(avail / P));
        // The request's own prefill iterations carry the others' decode tokens, not its own.
        const double tauOwn = iteration(in, peak, others, q).seconds;
        const double service = ownIterations * tauOwn / perIteration;
        if (X * service >= 1)
            return p; // the server of prompts cannot keep up
        const double rho = X * busy * service;
        const double wait = rho * service / (2 * (1 - rho));
        // The same queue as c = perIteration slots, each held for the prompt's own iterations (ServingQueue.h): its
        // utilisation is rho above; percentiles of the wait come from it.
        p.prefillQueue = QueueWait{static_cast<int>(std::min(perIteration, 1e6)), X * busy, ownIterations * tauOwn, 0};
        p.meanQueueWaitSeconds = wait;
        // A request that arrives mid-iteration waits for it to end: the mean residual of iterations of two
        // lengths, E[tau^2] / (2 E[tau]) (an arrival falls in a long iteration more often; renewal theory).
        const double meanIteration = prefillShare * tauP + (1 - prefillShare) * tauD;
        const double meanSquare = prefillShare * tauP * tauP + (1 - prefillShare) * tauD * tauD;
        // Only when the others keep the engine busy: a share (B - 1) / B of the time at B in flight.
        const double residual = X > 0 && meanIteration > 0 ? busy * meanSquare / (2 * meanIteration) : 0;
        // A decoding request's iterations carry the others' prompts a share (B - 1) / B of the time.
        const double othersShare = inFlight > 1 ? prefillShare * (inFlight - 1) / inFlight : 0;
        p.tpot = tauD + othersShare * (tauP - tauD);
        p.ttft = residual + wait + ownIterations * tauOwn;
        p.latency = p.ttft + decodeSteps * p.tpot;
        p.decodingSequences = X * decodeSteps * p.tpot;
        p.prefillChunkTokens = q;
        p.prefillIterationShare = prefillShare;
        p.prefillIterations = ownIterations;
        p.prefillWaitSeconds = wait;
        p.decodeIterationSeconds = tauD;
        p.prefillIterationSeconds = tauP;
        const double next = X * p.latency;
        const bool settled = std::abs(p.decodingSequences - d) <= 1e-7 * std::max(1.0, d) &&
                             std::abs(next - inFlight) <= 1e-7 * std::max(1.0, inFlight);
        d = p.decodingSequences;
        inFlight = next;
        if (d > T)
            return ServingPoint{};
        if (settled)
            break;
    }
    const double others = inFlight > 1 ? d * (inFlight - 1) / inFlight : 0;
    const IterationTime dec = iteration(in, peak, others + 1, 0);
    const IterationTime pre = iteration(in, peak, others + 1, p.prefillChunkTokens);
    p.memorySeconds = dec.memorySeconds;
    p.computeSeconds = dec.computeSeconds;
    p.commSeconds = dec.commSeconds;
    p.memoryBoundSeconds = dec.memoryBoundSeconds;
    p.computeBoundSeconds = dec.computeBoundSeconds;
    p.prefillComputeSeconds = pre.seconds - pre.commSeconds - pre.overheadSeconds - pre.engineSeconds;
    p.prefillCommSeconds = pre.commSeconds;
    p.prefillOverheadSeconds = pre.overheadSeconds;
    p.requestsPerSecond = X;
    p.feasible = std::isfinite(p.latency) && p.latency > 0;
    return p;
}

namespace {

// The highest rate atRate keeps feasible and `ok` accepts (both hold up to some rate and not past it), by
// doubling then bisection. `start` is a rate that is feasible (one request alone: 1 / its latency).
template <typename Ok>
double highestRate(const InferenceInputs& in, double peak, const SchedulerLimits& limits, double start, Ok ok)
{
    double lo = 0, hi = start;
    for (int k = 0; k < 60; ++k) {
        const ServingPoint s = ServingScheduler::atRate(in, peak, hi, limits);
        if (!s.feasible || !ok(s))
            break;
        lo = hi;
        hi *= 2;
    }
    for (int k = 0; k < 60 && hi - lo > 1e-7 * hi; ++k) {
        const double mid = (lo + hi) / 2;
        const ServingPoint s = ServingScheduler::atRate(in, peak, mid, limits);
        (s.feasible && ok(s) ? lo : hi) = mid;
    }
    return lo;
}

double aloneRate(const InferenceInputs& in, double peak, const SchedulerLimits& limits)
{
    const ServingPoint one = ServingScheduler::atRate(in, peak, 0, limits);
    return one.latency > 0 ? 1 / one.latency : 0;
}

} // namespace

ServingPoint ServingScheduler::atConcurrency(const InferenceInputs& in, double peak, double B,
                                             const SchedulerLimits& limits)
{
    B = std::max(1.0, B);
    const double running = std::min(B, static_cast<double>(std::max(1, limits.maxSequences)));
    const double start = aloneRate(in, peak, limits);
    if (!(start > 0))
        return ServingPoint{};
    // X x latency(X) rises with X: the rate whose concurrency is `running`.
    const double X = highestRate(in, peak, limits, start,
                                 [&](const ServingPoint& s) { return s.requestsPerSecond * s.latency <= running; });
    ServingPoint p = atRate(in, peak, X, limits);
    if (!p.feasible)
        return p;
    // Requests past what runs (max_num_seqs, or what the budget takes) wait for admission: Little's law gives
    // their wait, B / X - latency, which falls in TTFT.
    const bool saturated = X * p.latency < running * (1 - 1e-5);
    const double queued = B / X - p.latency;
    if ((saturated || B > running) && queued > 0) {
        p.prefillWaitSeconds += queued;
        p.ttft += queued;
        p.latency += queued;
    }
    return p;
}

double ServingScheduler::ttftAtPercentile(const ServingPoint& point, double p)
{
    if (!point.feasible)
        return NAN;
    // Erlang C of the c-slot view says how many wait; the wait given a wait keeps the mean the TTFT above holds
    // (M/D/1's), so the percentiles and the mean describe one distribution (a p99 is never below the mean unless
    // fewer than 1 in 100 wait at all).
    const QueueWait& q = point.prefillQueue;
    const double waiting = ServingQueue::erlangC(q.servers, q.arrivalRate * q.serviceSeconds);
    return point.ttft - point.meanQueueWaitSeconds +
           ServingQueue::quantileWithMean(waiting, point.meanQueueWaitSeconds, p);
}

double ServingScheduler::ttftFor(const ServingPoint& point, const LatencyTargets& targets)
{
    return targets.ttftPercentile > 0 ? ttftAtPercentile(point, targets.ttftPercentile / 100.0) : point.ttft;
}

int ServingScheduler::largestConcurrencyMeeting(const InferenceInputs& in, double peak, const SchedulerLimits& limits,
                                                const LatencyTargets& targets, int largest)
{
    const int cap = std::min(largest, std::max(1, limits.maxSequences));
    if (cap < 1)
        return 0;
    auto meets = [&](int b) {
        const ServingPoint s = atConcurrency(in, peak, b, limits);
        return s.feasible && targets.metBy(ttftFor(s, targets), s.tpot, s.latency);
    };
    const double start = aloneRate(in, peak, limits);
    if (!(start > 0) || !meets(1))
        return 0;
    // TTFT, TPOT, latency and the concurrency X x latency all rise with the rate X: the highest rate that meets the
    // targets within the cap, then the whole concurrency at it, checked (a step down when rounding crossed a target, a
    // step up when the bisection stopped just below a whole one).
    const double X = highestRate(in, peak, limits, start, [&](const ServingPoint& s) {
        return targets.metBy(ttftFor(s, targets), s.tpot, s.latency) && s.requestsPerSecond * s.latency <= cap;
    });
    const ServingPoint at = atRate(in, peak, X, limits);
    int b = at.feasible ? std::clamp(static_cast<int>(std::floor(X * at.latency + 1e-9)), 1, cap) : 1;
    while (b > 1 && !meets(b))
        --b;
    while (b < cap && meets(b + 1)) // the bisection stops just below a whole concurrency
        ++b;
    return b;
}

} // namespace gp
