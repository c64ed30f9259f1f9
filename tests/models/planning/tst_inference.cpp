// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Serving estimates worked by hand: the decode roofline (weights + KV cache over HBM bandwidth x
// efficiency, or FLOPs over peak x efficiency), prefill FLOPs, memory-limited concurrency, and the GPUs a
// throughput target needs.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/CommunicationModel.h"
#include "planning/InferenceEstimator.h"
#include "planning/ServingScheduler.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace gp;

class TestInference : public QObject {
    Q_OBJECT
private:
    static InferenceInputs h100_7b()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        InferenceInputs in;
        in.model = PlanningTestCatalog::llama2_7b();
        // As a catalog row that does not record its embeddings: N = P whole (ModelCounts inputEmbeddingLookup 0) and
        // every weight byte read, so the figures below test the rooflines at round numbers;
        // untiedInputEmbeddingIsALookup tests the lookup.
        in.model.tieRecorded = false;
        in.gpu = *c.gpu("nvidia-h100-sxm");
        in.inference.concurrentSequences = 1;
        in.inference.promptTokens = 512;
        in.inference.outputTokens = 256;
        in.intraNode = CommunicationModel::fromCatalog(*c.link("nvlink4"), false);
        in.weightBytesTotal = 14e9; // 7B in FP16, the DOMAIN notes' round figure
        in.kvBytesPerToken = 0;
        in.freeBytesForKvPerGpu = 0;
        // The roofline figures below are worked at e = 0.6 and without the prefill's fixed per-layer time, both set
        // here so that they test the formulas, not the defaults (tested on their own below).
        in.inference.computeEfficiency = 0.6;
        in.inference.prefillLayerOverheadMs = 0;
        // The figures below are worked for a static batch (continuous batching, the default since issue 31, is
        // ServingScheduler's: tst_servingscheduler, and continuousBatching below).
        in.inference.batching = Batching::Static;
        return in;
    }

private slots:
    void decodeIsBandwidthBoundAtBatchOne()
    {
        // Linear layers: 14e9 B / (3.35e12 B/s x 0.7) = 5.970149 ms; their 2 x 6.74e9 FLOPs / (989.5e12 x 0.6)
        // = 22.7 us are far fewer (roofline; efficiency 0.7 per InferenceEstimator.h). Attention then reads no
        // KV cache here (0 bytes per token) and does 4 x 32 x 640 x 4096 FLOPs / (989.5e12 x 0.6) = 0.5652 us:
        // TPOT = 5.970714 ms (Yuan et al. 2024: the two rooflines one after the other). Tolerance 1e-6 relative.
        const InferenceDetail d = InferenceEstimator::estimate(h100_7b());
        GP_VERIFY_NEAR(d.estimate.timePerOutputTokenSeconds / 0.005970714, 1, 1e-6);
        QCOMPARE(d.estimate.bound, Bound::MemoryBandwidth);
    }

    void prefill()
    {
        // FLOPs = 2 x 6.74e9 x 512 + 4 x 32 x 512^2 x 4096 = 6.90176e12 + 1.37439e11 = 7.039199e12;
        // TTFT = 7.039199e12 / (989.5e12 x 0.6) = 11.8564 ms (above the 5.97 ms weight read).
        const InferenceDetail d = InferenceEstimator::estimate(h100_7b());
        GP_VERIFY_NEAR(d.prefillFlops / 7.0391992e12, 1, 1e-6);
        GP_VERIFY_NEAR(d.estimate.timeToFirstTokenSeconds / 0.01185644, 1, 1e-5);
        // Request latency = TTFT + 256 x TPOT = 0.0118565 + 256 x 0.005970714 = 1.5403594 s; one GPU.
        GP_VERIFY_NEAR(d.estimate.requestLatencySeconds, 1.5403594, 1e-6);
        GP_VERIFY_NEAR(d.estimate.tokensPerSecond, 256 / 1.5403594, 1e-3);
        QCOMPARE(d.estimate.tokensPerSecondPerGpu, d.estimate.tokensPerSecond);
    }

    void kvCacheIsReadEveryStep()
    {
        // Llama 2 7B KV per token: 2 x 32 x 32 x 128 x 2 B = 524,288 B. Batch 16 at average context
        // 512 + 128 = 640: 16 x 640 x 524,288 = 5.368709e9 B on top of 14e9 -> 19.368709e9 / 2.345e12 =
        // 8.25958 ms.
        InferenceInputs in = h100_7b();
        in.kvBytesPerToken = 524288;
        in.inference.concurrentSequences = 16;
        const InferenceDetail d = InferenceEstimator::estimate(in);
        GP_VERIFY_NEAR(d.estimate.timePerOutputTokenSeconds / 0.00825958, 1, 1e-5);
    }

    void concurrencyThatFits()
    {
        // 40 GB free for KV, 768 tokens per sequence x 524,288 B = 402,653,184 B -> floor(99.34) = 99.
        InferenceInputs in = h100_7b();
        in.kvBytesPerToken = 524288;
        in.freeBytesForKvPerGpu = 40e9;
        QCOMPARE(InferenceEstimator::estimate(in).estimate.maxConcurrentSequencesThatFit, 99);
        in.maxConcurrentSequences = 7; // MemoryFit's count wins when given
        QCOMPARE(InferenceEstimator::estimate(in).estimate.maxConcurrentSequencesThatFit, 7);
    }

    void gpusForTarget()
    {
        // No latency target, room for 4 sequences only: the best batch is 4. Batch 4: TTFT = 4 x 11.8564 ms
        // = 47.4260 ms (compute-bound), TPOT = (14e9 + 4 x 640 x 524,288) / 2.345e12 = 6.54251 ms;
        // latency = 0.0474260 + 256 x 0.00654251 = 1.7223076 s -> 2.32247 req/s per GPU; 10 req/s needs
        // ceil(4.3058) = 5 GPUs.
        InferenceInputs in = h100_7b();
        in.kvBytesPerToken = 524288;
        in.maxConcurrentSequences = 4;
        in.inference.targetRequestsPerSecond = 10;
        const InferenceDetail d = InferenceEstimator::estimate(in);
        QCOMPARE(d.batchForTarget, 4);
        QCOMPARE(d.estimate.gpusNeededForTarget, 5);
        // A latency target of 1.6 s rules out batch 4 (1.7223 s), 3 (35.57 ms + 256 x 6.39942 ms = 1.6738 s)
        // and 2 (23.71 ms + 256 x 6.25633 ms = 1.6253 s); batch 1 (11.86 ms + 256 x 6.11324 ms = 1.5768 s,
        // 0.634178 req/s) is left.
        in.inference.targetLatencySeconds = 1.6;
        const InferenceDetail one = InferenceEstimator::estimate(in);
        QCOMPARE(one.batchForTarget, 1);
        QCOMPARE(one.estimate.gpusNeededForTarget, 16); // ceil(10 / 0.634178) = ceil(15.77) = 16
        // The latencies at the priced batch 1, by hand above: TTFT 11.86 ms, request 1.5768 s, beside the
        // scenario's own batch (h100_7b's concurrent sequences), which the latency figures are at; said once.
        GP_VERIFY_NEAR(one.targetBatchTtftSeconds, 0.0118565, 1e-6);
        GP_VERIFY_NEAR(one.targetBatchLatencySeconds, 1.5768, 1e-3);
        GP_VERIFY_NEAR(one.targetBatchTpotSeconds, 0.00611324, 1e-7);
        const auto said = std::count_if(one.warnings.begin(), one.warnings.end(), [](const gp::Message& m) {
            const std::string w = m.english();
            return w.rfind("inference.target_requests_per_second: priced at a batch of 1 per replica", 0) == 0;
        });
        QCOMPARE(said, 0L); // h100_7b serves one sequence: the priced batch is the scenario's
        in.inference.concurrentSequences = 4;
        const InferenceDetail four = InferenceEstimator::estimate(in);
        QCOMPARE(four.batchForTarget, 1);
        QCOMPARE(std::count_if(four.warnings.begin(), four.warnings.end(),
                               [](const gp::Message& m) {
                                   const std::string w = m.english();
                                   return w.rfind("inference.target_requests_per_second: priced at a batch of 1 per "
                                                  "replica",
                                                  0) == 0 &&
                                          w.find("at the scenario's 4 concurrent sequences") != std::string::npos;
                               }),
                 1L);
    }

    void ttftAndTpotTargetsEachRuleOutBatches()
    {
        // The same figures as gpusForTarget. A 40 ms first-token target rules out batch 4 (TTFT 47.43 ms);
        // batch 3 (35.57 ms) is left: 3 / 1.6738 s = 1.79233 req/s, so 10 req/s needs ceil(5.579) = 6 GPUs.
        InferenceInputs in = h100_7b();
        in.kvBytesPerToken = 524288;
        in.maxConcurrentSequences = 4;
        in.inference.targetRequestsPerSecond = 10;
        in.inference.targetTtftSeconds = 0.040;
        const InferenceDetail ttft = InferenceEstimator::estimate(in);
        QCOMPARE(ttft.batchForTarget, 3);
        QCOMPARE(ttft.estimate.gpusNeededForTarget, 6);
        // A 6.3 ms per-token target rules out batches 4 (6.54251 ms) and 3 (6.39942 ms); batch 2 (6.25633 ms)
        // is left: 2 / 1.6253 s = 1.23054 req/s, so 10 req/s needs ceil(8.127) = 9 GPUs.
        in.inference.targetTtftSeconds = 0;
        in.inference.targetTpotSeconds = 0.0063;
        const InferenceDetail tpot = InferenceEstimator::estimate(in);
        QCOMPARE(tpot.batchForTarget, 2);
        QCOMPARE(tpot.estimate.gpusNeededForTarget, 9);
    }

    void continuousBatchingBatchesThePrefills()
    {
        // Batch 4 as in gpusForTarget. Static: TTFT = the batch's prefill, 4 x 11.8564918 ms = 47.426 ms;
        // TPOT = the decode step, 6.5425063 ms; latency = 0.047426 + 256 x 0.0065425063 = 1.7223076 s.
        // Continuous at a concurrency of 4: the scheduler's iterations (ServingScheduler, worked in
        // tst_servingscheduler): the estimate quotes its steady state, requests/s = 4 / latency (Little's law).
        InferenceInputs in = h100_7b();
        in.kvBytesPerToken = 524288;
        in.inference.concurrentSequences = 4;
        const InferenceDetail fixed = InferenceEstimator::estimate(in);
        GP_VERIFY_NEAR(fixed.estimate.timeToFirstTokenSeconds / (4 * 0.0118564918), 1, 1e-6);
        GP_VERIFY_NEAR(fixed.estimate.timePerOutputTokenSeconds / 0.0065425063, 1, 1e-6);
        GP_VERIFY_NEAR(fixed.estimate.requestLatencySeconds / 1.7223076, 1, 1e-6);
        in.inference.batching = Batching::Continuous;
        const InferenceDetail cont = InferenceEstimator::estimate(in);
        const ServingPoint sp = ServingScheduler::atConcurrency(in, 989.5, 4, ServingScheduler::engineDefaults(in.gpu));
        QCOMPARE(cont.estimate.timeToFirstTokenSeconds, sp.ttft);
        QCOMPARE(cont.estimate.timePerOutputTokenSeconds, sp.tpot);
        QCOMPARE(cont.estimate.requestLatencySeconds, sp.latency);
        GP_VERIFY_NEAR(cont.estimate.requestsPerSecond / (4 / sp.latency), 1, 1e-12);
        QCOMPARE(cont.tokenBudget, 8192);                           // vLLM's default on an 80 GB H100
        QVERIFY(qAbs(cont.prefillFlops / 7.0391992e12 - 1) < 1e-6); // one prompt, not four
        // Batched prefill: the first token comes sooner than the static batch's 4 prompts, and the four requests
        // are served faster than one after another.
        QVERIFY(cont.estimate.timeToFirstTokenSeconds < fixed.estimate.timeToFirstTokenSeconds);
        QVERIFY(cont.estimate.requestsPerSecond > 1 / 1.5707322);
        // One request at a time: nobody to wait for and nobody's prefill between its steps.
        in.inference.concurrentSequences = 1;
        const InferenceDetail alone = InferenceEstimator::estimate(in);
        QCOMPARE(alone.prefillWaitSeconds, 0.0);
        QCOMPARE(alone.estimate.timePerOutputTokenSeconds, alone.decodeStepSeconds);
    }

    void computeEfficiencyCanBeSet()
    {
        // inference.compute_efficiency 0.3 halves the rate of the default 0.6: the compute-bound prefill of
        // prefill() takes 7.0391992e12 / (989.5e12 x 0.3) = 23.7129837 ms instead of 11.8564918 ms.
        InferenceInputs in = h100_7b();
        std::string basis;
        in.inference.computeEfficiency.reset();
        // The default (InferenceEstimator.h): TensorRT-LLM v0.5 GPT-J 6B at 2048 tokens, A100 FP16.
        QCOMPARE(InferenceEstimator::computeEfficiency(in.inference, &basis), 0.66);
        QCOMPARE(basis, std::string("default for 16-bit compute"));
        in.inference.computeEfficiency = 0.3;
        const InferenceDetail d = InferenceEstimator::estimate(in);
        GP_VERIFY_NEAR(d.estimate.timeToFirstTokenSeconds / 0.0237129837, 1, 1e-6);
        QCOMPARE(d.computeEfficiency, 0.3);
        QCOMPARE(d.computeEfficiencyBasis, std::string("scenario (inference.compute_efficiency)"));
        // The decode's linear layers at batch 1 are bandwidth-bound: only attention's 1.1303 us of FLOPs move,
        // TPOT = 5.970149 ms + 1.1303 us = 5.971280 ms.
        GP_VERIFY_NEAR(d.estimate.timePerOutputTokenSeconds / 0.005971280, 1, 1e-6);
    }

    void fp8WeightsComputeAtTheFp8Rate()
    {
        // FP8 weights (7e9 bytes) on H100 at the defaults: the linear layers of the 512-token prefill run at the FP8
        // peak x 0.55 (InferenceEstimator.h: GPT-J 6B on H100 and L40S FP8): 6.90176e12 / (1979e12 x 0.55) =
        // 6.340907 ms, above the 2.985 ms weight read; attention stays in 16 bits at the FP16 default 0.66:
        // 1.37439e11 / (989.5e12 x 0.66) = 0.210451 ms. TTFT = 6.551357 ms (no fixed time here). Tolerance 1e-6.
        InferenceInputs in = h100_7b();
        in.inference.computeEfficiency.reset();
        in.inference.weights = WeightFormat::FP8;
        in.weightBytesTotal = 7e9;
        std::string basis;
        QCOMPARE(InferenceEstimator::computeEfficiency(in.inference, &basis), 0.55);
        QCOMPARE(basis, std::string("default for FP8 weights"));
        const InferenceDetail d = InferenceEstimator::estimate(in);
        QCOMPARE(d.peakTflops, 1979.0);
        GP_VERIFY_NEAR(d.estimate.timeToFirstTokenSeconds / 0.006551357, 1, 1e-6);
    }

    void prefillPaysAFixedTimePerLayer()
    {
        // The default, 0.135 ms per layer (InferenceEstimator::kPrefillLayerOverheadMs, TensorRT-LLM v0.5 GPT-J 6B
        // at 128 tokens), x 32 layers = 4.32 ms, once per forward pass. Static batch of 4 (prefill 4 x 11.8564918
        // ms, as in gpusForTarget): TTFT = 47.4259672 + 4.32 = 51.7459672 ms. Tolerance 1e-6 relative.
        InferenceInputs in = h100_7b();
        in.kvBytesPerToken = 524288;
        in.inference.prefillLayerOverheadMs = InferenceSettings{}.prefillLayerOverheadMs;
        QCOMPARE(in.inference.prefillLayerOverheadMs, 0.135);
        in.inference.concurrentSequences = 4;
        const InferenceDetail batch = InferenceEstimator::estimate(in);
        GP_VERIFY_NEAR(batch.prefillOverheadSeconds / 0.00432, 1, 1e-9);
        GP_VERIFY_NEAR(batch.estimate.timeToFirstTokenSeconds / 0.0517459672, 1, 1e-6);
        // The decode steps do not pay it: TPOT stays 6.5425063 ms (continuousBatching...).
        GP_VERIFY_NEAR(batch.estimate.timePerOutputTokenSeconds / 0.0065425063, 1, 1e-6);
        // Continuous batching, one request in flight: its own prefill 11.8564918 + 4.32 = 16.1764918 ms.
        in.inference.batching = Batching::Continuous;
        in.inference.concurrentSequences = 1;
        const InferenceDetail alone = InferenceEstimator::estimate(in);
        GP_VERIFY_NEAR(alone.estimate.timeToFirstTokenSeconds / 0.0161764918, 1, 1e-6);
        // Tensor parallel 2: each GPU still runs all 32 layers, so the fixed time is not divided.
        in.tensorParallel = 2;
        in.totalGpus = 2;
        GP_VERIFY_NEAR(InferenceEstimator::estimate(in).prefillOverheadSeconds / 0.00432, 1, 1e-9);
        // 0: the pure roofline of prefill().
        in.tensorParallel = 1;
        in.totalGpus = 1;
        in.inference.prefillLayerOverheadMs = 0;
        GP_VERIFY_NEAR(InferenceEstimator::estimate(in).estimate.timeToFirstTokenSeconds / 0.0118564918, 1, 1e-6);
    }

    void moeReadsOnlyTouchedExperts()
    {
        // 8 experts, 2 active, batch 1: under uniform routing 8 x (1 - 6/8) = 2 experts touched. The untied input
        // embedding is read only for the batch's rows: (32,000 - 1) x 4,096 x 2 B = 262,135,808 B fewer (at batch
        // 1000: (32,000 - 1,000) x 4,096 x 2 = 253,952,000).
        ModelArchitecture m = PlanningTestCatalog::llama2_7b();
        m.experts = 8;
        m.activeExperts = 2;
        m.parameters = 46.7e9;
        const double expert = 32.0 * 8 * 3 * 4096 * 11008; // L x E x 3 matrices x h x f
        const double shared = m.parameters - expert;
        const double bytes = InferenceEstimator::decodeWeightBytes(m, 2 * m.parameters, 1);
        GP_VERIFY_NEAR(bytes / (2 * (shared + expert * 2 / 8) - 262135808.0), 1, 1e-12);
        // A large batch touches every expert: all the weights but the rows no token looks up.
        QVERIFY(
            qAbs(InferenceEstimator::decodeWeightBytes(m, 2 * m.parameters, 1000) / (2 * m.parameters - 253952000.0) -
                 1) < 1e-9);
    }

    // Llama 2 7B as its catalog row records it (untied): the 32,000 x 4,096 input embedding is a lookup. A decode step
    // at batch 1 reads one row of it, not the table: 14e9 - (32,000 - 1) x 4,096 x 2 B = 13,737,864,192 B /
    // 2.345e12 B/s = 5.858364 ms, + attention's 0.5652 us = 5.858929 ms. The prefill's linear FLOPs are 2 N per token,
    // N = 6.74e9 - 131,072,000 = 6,608,928,000: 2 N x 512 + 1.37439e11 = 6.904982e12. Tolerance 1e-6 relative.
    void untiedInputEmbeddingIsALookup()
    {
        InferenceInputs in = h100_7b();
        in.model.tieRecorded = true;
        const InferenceDetail d = InferenceEstimator::estimate(in);
        QCOMPARE(InferenceEstimator::embeddingTableBytesNotRead(in.model, 1), 262135808.0);
        GP_VERIFY_NEAR(d.estimate.timePerOutputTokenSeconds / 0.005858929, 1, 1e-6);
        GP_VERIFY_NEAR(d.prefillFlops / 6.904982e12, 1, 1e-6);
        // Tied, the matrix is the LM head, whose matmul reads all of it: nothing is left out.
        in.model.tiedEmbeddings = true;
        QCOMPARE(InferenceEstimator::embeddingTableBytesNotRead(in.model, 1), 0.0);
    }

    void tensorParallelSplitsTheRead()
    {
        // t = 2: each GPU reads half the weights (2.985 ms) and pays 2 L = 64 all-reduces of 8 KB over
        // NVLink 4 (10 us latency each + 8192 B / 292.5e9 B/s) = 64 x 10.028 us = 0.6418 ms.
        InferenceInputs in = h100_7b();
        in.tensorParallel = 2;
        in.totalGpus = 2;
        const InferenceDetail d = InferenceEstimator::estimate(in);
        GP_VERIFY_NEAR(d.decodeMemorySeconds, 0.002985075, 1e-8);
        GP_VERIFY_NEAR(d.decodeTpCommSeconds, 64 * (10e-6 + 8192.0 / 292.5e9), 1e-10);
    }
};

QTEST_GUILESS_MAIN(TestInference)
#include "tst_inference.moc"
