// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The iteration model of continuous batching (ServingScheduler): the engine's token budget and sequence cap by GPU
// (vLLM's defaults), one forward pass worked by hand (the weights read once for the decode tokens and the prompt
// chunk together), one request alone (its own prefill, then decode iterations of one sequence), Little's law at a
// concurrency, latencies that rise with the concurrency, and the largest concurrency that meets a target.
#include "PlanningTestCatalog.h"
#include "planning/CommunicationModel.h"
#include "planning/ServingScheduler.h"

#include <QtTest>

#include <cmath>

using namespace gp;

namespace {

// Llama 2 7B in FP16 on one H100 at e = 0.6, without the fixed per-layer time, as tst_inference's h100_7b: round
// figures (14e9 weight bytes read at 3.35e12 x 0.7 = 2.345e12 B/s; 989.5e12 x 0.6 = 5.937e14 FLOP/s).
InferenceInputs h100_7b()
{
    const CatalogSnapshot c = PlanningTestCatalog::catalog();
    InferenceInputs in;
    in.model = PlanningTestCatalog::llama2_7b();
    in.model.tieRecorded = false; // every weight byte read, N = P (tst_inference explains)
    in.gpu = *c.gpu("nvidia-h100-sxm");
    in.inference.batching = Batching::Continuous;
    in.inference.concurrentSequences = 1;
    in.inference.promptTokens = 512;
    in.inference.outputTokens = 256;
    in.inference.computeEfficiency = 0.6;
    in.inference.prefillLayerOverheadMs = 0;
    in.intraNode = CommunicationModel::fromCatalog(*c.link("nvlink4"), false);
    in.weightBytesTotal = 14e9;
    in.kvBytesPerToken = 524288; // 2 x 32 layers x 32 heads x 128 x 2 B
    return in;
}

bool near(double value, double expected, double relative)
{
    const bool ok = std::abs(value / expected - 1) < relative;
    if (!ok)
        qWarning("got %.10g, expected %.10g (relative tolerance %g)", value, expected, relative);
    return ok;
}

} // namespace

class TestServingScheduler : public QObject {
    Q_OBJECT
private slots:
    void engineDefaultsFollowVllm()
    {
        // vLLM EngineArgs.get_batch_defaults: >= 70 GiB (75.16 GB) and not an A100: 8192 tokens, 1024 sequences;
        // otherwise 2048 and 256.
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const SchedulerLimits h100 = ServingScheduler::engineDefaults(*c.gpu("nvidia-h100-sxm"));
        QCOMPARE(h100.tokenBudget, 8192);
        QCOMPARE(h100.maxSequences, 1024);
        const SchedulerLimits a100 = ServingScheduler::engineDefaults(*c.gpu("nvidia-a100-80gb-sxm"));
        QCOMPARE(a100.tokenBudget, 2048);
        QCOMPARE(a100.maxSequences, 256);
        const SchedulerLimits l40s = ServingScheduler::engineDefaults(*c.gpu("nvidia-l40s"));
        QCOMPARE(l40s.tokenBudget, 2048);
        QCOMPARE(l40s.maxSequences, 256);
    }

    void promptTokensShareTheWeightRead()
    {
        // 16 running sequences and a 32-token prompt chunk in one forward pass: the linear layers read the 14e9
        // weight bytes once, 5.9701493 ms, more than their 2 x 6.74e9 x 48 FLOPs / 5.937e14 = 1.0898 ms; the
        // decode attention reads 16 x 640 x 524,288 B = 5.3687e9 B, 2.2894282 ms; the chunk's attention is
        // 32 x 4 x 32 x 512 x 4096 FLOPs / 5.937e14 = 14.4685 us. Total 8.2740460 ms; without the chunk
        // 8.2595775 ms: the prompt costs its attention only, not another read of the weights (the per-request
        // prefill this replaces paid 5.97 ms more). Tolerance 1e-6 relative.
        const InferenceInputs in = h100_7b();
        const double peak = 989.5;
        QVERIFY(near(ServingScheduler::iteration(in, peak, 16, 32).seconds, 0.0082740460, 1e-6));
        QVERIFY(near(ServingScheduler::iteration(in, peak, 16, 0).seconds, 0.0082595775, 1e-6));
        // Compute-bound prompts: two 512-token prompts in one pass take what two alone take, 2 x 11.8564918 ms
        // (linear 2 x 6.74e9 x 1024 / 5.937e14 = 23.2499579 ms + attention 1024 x 4 x 32 x 512 x 4096 / 5.937e14 =
        // 0.4629830 ms).
        QVERIFY(near(ServingScheduler::iteration(in, peak, 0, 1024).seconds, 0.0237129837, 1e-6));
        // The fixed per-layer time, 32 x 0.135 ms, is paid by passes with prompt tokens only.
        InferenceInputs fixed = in;
        fixed.inference.prefillLayerOverheadMs = 0.135;
        QVERIFY(near(ServingScheduler::iteration(fixed, peak, 16, 32).overheadSeconds, 0.00432, 1e-12));
        QCOMPARE(ServingScheduler::iteration(fixed, peak, 16, 0).overheadSeconds, 0.0);
    }

    void oneRequestAlone()
    {
        // One request in flight: nobody to wait for. TTFT = its prompt alone, 11.8564918 ms (tst_inference's
        // prefill); every decode iteration holds it alone: 14e9 B + 640 x 524,288 B over 2.345e12 B/s = 6.1132378 ms
        // (+ 0.565 us of attention FLOPs under the KV read); latency = TTFT + 255 x TPOT (the first token ends the
        // prefill) = 1.5707322 s. Tolerance 1e-6 relative.
        const InferenceInputs in = h100_7b();
        const ServingPoint p = ServingScheduler::atConcurrency(in, 989.5, 1, ServingScheduler::engineDefaults(in.gpu));
        QVERIFY(p.feasible);
        QVERIFY(near(p.ttft, 0.0118564918, 1e-6));
        QVERIFY(near(p.tpot, 0.0061132378, 1e-6));
        QCOMPARE(p.prefillWaitSeconds, 0.0);
        QVERIFY(near(p.latency, 0.0118564918 + 255 * 0.0061132378, 1e-6));
        QVERIFY(near(p.requestsPerSecond * p.latency, 1.0, 1e-5)); // Little's law
    }

    void latenciesRiseWithTheConcurrency()
    {
        const InferenceInputs in = h100_7b();
        const SchedulerLimits limits = ServingScheduler::engineDefaults(in.gpu);
        ServingPoint last = ServingScheduler::atConcurrency(in, 989.5, 1, limits);
        for (int b : {2, 4, 8, 16, 32, 64, 128}) {
            const ServingPoint p = ServingScheduler::atConcurrency(in, 989.5, b, limits);
            QVERIFY(p.feasible);
            QVERIFY2(p.ttft >= last.ttft && p.tpot >= last.tpot && p.requestsPerSecond > last.requestsPerSecond,
                     qPrintable(QStringLiteral("B = %1: TTFT %2 s, TPOT %3 s, %4 req/s")
                                    .arg(b)
                                    .arg(p.ttft)
                                    .arg(p.tpot)
                                    .arg(p.requestsPerSecond)));
            // Little's law holds at every concurrency the budget takes (no admission queue at these loads).
            QVERIFY(near(p.requestsPerSecond * p.latency, b, 1e-4));
            // The decoding sequences are the share of the requests past their prefill.
            QVERIFY(p.decodingSequences > 0 && p.decodingSequences < b);
            last = p;
        }
    }

    void sequencesPastTheCapWaitForAdmission()
    {
        // Past max_num_seqs the running set stays at the cap: the same throughput, the extra requests' wait in TTFT.
        InferenceInputs in = h100_7b();
        SchedulerLimits limits = ServingScheduler::engineDefaults(in.gpu);
        limits.maxSequences = 8;
        const ServingPoint capped = ServingScheduler::atConcurrency(in, 989.5, 8, limits);
        const ServingPoint over = ServingScheduler::atConcurrency(in, 989.5, 16, limits);
        QVERIFY(near(over.requestsPerSecond, capped.requestsPerSecond, 1e-12));
        QVERIFY(near(over.ttft - capped.ttft, 16 / capped.requestsPerSecond - capped.latency, 1e-9));
    }

    void largestConcurrencyThatMeetsTheTargets()
    {
        // The largest B whose TPOT is within 8 ms: B meets it, B + 1 does not.
        const InferenceInputs in = h100_7b();
        const SchedulerLimits limits = ServingScheduler::engineDefaults(in.gpu);
        LatencyTargets targets;
        targets.tpotSeconds = 0.008;
        const int b = ServingScheduler::largestConcurrencyMeeting(in, 989.5, limits, targets, 4096);
        QVERIFY(b > 1);
        const ServingPoint at = ServingScheduler::atConcurrency(in, 989.5, b, limits);
        const ServingPoint past = ServingScheduler::atConcurrency(in, 989.5, b + 1, limits);
        QVERIFY(at.tpot <= 0.008);
        QVERIFY(past.tpot > 0.008);
        // Memory caps it: at most what fits.
        QCOMPARE(ServingScheduler::largestConcurrencyMeeting(in, 989.5, limits, targets, 3), 3);
        // A target one request alone misses: none.
        targets.tpotSeconds = 0.006; // below the 6.113 ms of one sequence
        QCOMPARE(ServingScheduler::largestConcurrencyMeeting(in, 989.5, limits, targets, 4096), 0);
    }
};

QTEST_GUILESS_MAIN(TestServingScheduler)
#include "tst_servingscheduler.moc"
