// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// PlanningEngine end to end on the hand-built catalog: training and serving scenarios give complete
// estimates, every output figure has an explanation with a formula, no figure is NaN or negative, and
// invalid scenarios give field errors instead of an estimate.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/PlanningEngine.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace gp;

class TestPlanningEngine : public QObject {
    Q_OBJECT
private:
    static void checkExplained(const Estimate& e, const QStringList& figures)
    {
        for (const auto& f : figures) {
            const Explanation* x = e.explain(f.toStdString());
            QVERIFY2(x, qPrintable("no explanation for " + f));
            QVERIFY2(!x->formula.empty(), qPrintable("no formula for " + f));
            QVERIFY2(!x->citation.empty(), qPrintable("no citation for " + f));
        }
        for (const auto& x : e.explanations) {
            QVERIFY2(std::isfinite(x.value) && x.value >= 0, x.figure.c_str());
            for (const auto& in : x.inputs)
                QVERIFY2(std::isfinite(in.value), (x.figure + ": " + in.name).c_str());
        }
    }

private slots:
    void training()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const EstimateResult r = PlanningEngine::estimate(PlanningTestCatalog::fineTune7b(), c);
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        const Estimate& e = *r.estimate;
        QVERIFY(e.training.has_value());
        QVERIFY(!e.inference.has_value());
        QCOMPARE(e.totalGpus, 8);
        const TrainingEstimate& t = *e.training;
        // 1e9 tokens, (6 N + 16 x 32 x 2048 x 4096) executed FLOPs per token (selective recompute; N = 6.74e9 less
        // the untied input embedding's 32,000 x 4,096, a lookup),
        // 8 H100 at 989.5 x 0.42 x 0.9 (Hopper, <= 256 GPUs, full fine-tune): compute alone is
        // 4.395e19 / (8 x 989.5e12 x 0.378) = 14,688 s = 4.080 h; the run can only be longer.
        const double flops = (6 * (6.74e9 - 32000.0 * 4096) + 16.0 * 32 * 2048 * 4096) * 1e9;
        GP_VERIFY_NEAR(t.totalFlops / flops, 1, 1e-12);
        GP_VERIFY_NEAR(t.mfu, 0.378, 1e-12);
        const double computeHours = flops / (8 * 989.5e12 * 0.378) / 3600;
        QVERIFY(t.wallClockHours >= computeHours);
        QVERIFY(t.wallClockHours < computeHours * 1.2);
        GP_VERIFY_NEAR(t.gpuHours, 8 * t.wallClockHours, 1e-9);
        QVERIFY(t.achievedMfu > 0 && t.achievedMfu < t.mfu);
        QCOMPARE(e.costs.size(), size_t(2));
        QVERIFY(e.costs[0].gpuMatchesScenario);
        QVERIFY(!e.costs[1].gpuMatchesScenario); // the A100 offer is shown but flagged
        // One 8-GPU instance at $32/h, billed per started hour of the run (the test catalog records no billing terms).
        QCOMPARE(e.costs[0].instances, 1);
        QCOMPARE(e.costs[0].billedGpus, 8);
        GP_VERIFY_NEAR(e.costs[0].costPerRun, 32.0 * std::ceil(t.wallClockHours), 1e-9);
        QCOMPARE(e.headlineCost, 0); // on-demand, the scenario's GPU
        QCOMPARE(e.pricingTier, std::string("on_demand"));
        checkExplained(e, {"training_hours", "gpu_hours", "tokens_per_second", "training_flops", "flops_per_token",
                           "peak_tflops_per_gpu", "utilisation_assumed", "achieved_mfu", "gradient_accumulation_steps",
                           "step_seconds", "compute_seconds_per_step", "communication_seconds_per_step",
                           "exposed_communication_seconds_per_step", "pipeline_bubble_fraction", "bound", "fits",
                           "cost_per_run.h100-8x", "cost_per_million_tokens.h100-8x", "intra_node_bus_bandwidth_gbps"});
    }

    // hardware.mfu_override 1.0 is a valid input (the validator takes (0, 1]). The achieved MFU divides by step x GPUs
    // x peak where the compute multiplied GPUs x peak x 1, so it can come back 1 ulp above 1: every layout here must
    // still estimate, and no figure may exceed 1 by more than that rounding (1e-9 relative).
    void utilisationOfOneIsNotRefused()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.hardware.mfuOverride = 1.0;
        s.hardware.interNodeLinkKey = "ib-ndr";
        for (const int nodes : {1, 2, 4, 8})
            for (const int seq : {512, 1024, 1536, 2048, 3072, 4096}) {
                s.hardware.nodes = nodes;
                s.training.sequenceLength = seq;
                const EstimateResult r = PlanningEngine::estimate(s, c);
                QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
                QVERIFY(r.estimate->training->achievedMfu <= 1 + 1e-9);
            }
    }

    // A mixture of experts trained in FP8 on Hopper takes the MoE figure (MfuDefaults: 711 x 1,053 / 1,474 TFLOPS of
    // the 1,979 FP8 peak, an assumption from NeMo 25.02's B200 MoE and dense medians), and its basis says so; a dense
    // model keeps 711 / 1,979. Mixtral 8x7B's counts (46.7e9 parameters, 12.9e9 active, 8 experts, top 2) as a custom
    // model.
    void fp8MixtureOfExpertsTakesItsOwnFigure()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.task = Task::PreTrain;
        s.training.precision = TrainPrecision::FP8;
        s.parallel.zero = ZeroStage::Zero3;
        s.hardware.nodes = 4;
        s.hardware.interNodeLinkKey = "ib-ndr";
        ModelArchitecture m = PlanningTestCatalog::llama2_7b(); // its 32 x 4096 shape, with Mixtral's experts
        m.key = "moe";
        m.parameters = 46.7e9;
        m.activeParameters = 12.9e9;
        m.kvHeads = 8;
        m.ffnSize = 14336;
        m.experts = 8;
        m.activeExperts = 2;
        s.model.catalogKey.clear();
        s.model.custom = m;
        const EstimateResult moe = PlanningEngine::estimate(s, c);
        QVERIFY2(moe.ok(), moe.errors.empty() ? "" : moe.errors.front().message.c_str());
        QCOMPARE(moe.estimate->training->mfu, 711.0 / 1979.0 * (1053.0 / 1474.0));
        const Explanation* x = moe.estimate->explain("utilisation_assumed");
        QVERIFY(x);
        bool said = false;
        for (const auto& in : x->inputs)
            said = said || in.note.find("mixture of experts") != std::string::npos;
        said = said || x->formula.find("mixture of experts") != std::string::npos;
        QVERIFY2(said, "the MFU explanation names the MoE figure");
        s.model.custom->experts = 0;
        s.model.custom->activeExperts = 0;
        s.model.custom->activeParameters = s.model.custom->parameters;
        const EstimateResult dense = PlanningEngine::estimate(s, c);
        QVERIFY2(dense.ok(), dense.errors.empty() ? "" : dense.errors.front().message.c_str());
        QCOMPARE(dense.estimate->training->mfu, 711.0 / 1979.0);
    }

    // training.head through the engine (ScenarioValidator::resolveModel applies it): the 7B fine-tune as a
    // 2-label classifier. FLOPs per token lose the LM head's 6 V h = 6 x 32,000 x 4,096 = 786,432,000 and gain 6 x
    // 4,096 x 2 = 49,152 against the causal LM's 6 N (N = 6.74e9 - V h, the input embedding a lookup):
    // (6 x 6,608,928,000 - 786,382,848 + 16 x 32 x 2048 x 4096) x 1e9 tokens; the logits are s b x 2
    // scores x 14 B = 2048 x 4 x 2 x 14 = 229,376 B. Exact within 1e-12 relative (doubles).
    void sequenceClassification()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.training.head = OutputHead::SequenceClassification;
        const EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        const Estimate& e = *r.estimate;
        const double flops = (6 * 6608928000.0 - 786382848.0 + 16.0 * 32 * 2048 * 4096) * 1e9;
        GP_VERIFY_NEAR(e.training->totalFlops / flops, 1, 1e-12);
        QCOMPARE(e.memory.logits, 229376 / 1e9);
        const Explanation* x = e.explain("flops_per_token");
        QVERIFY(x && QString::fromStdString(x->citation).contains("sequence_classification"));
        const Explanation* l = e.explain("memory.logits_gb");
        QVERIFY(l && QString::fromStdString(l->formula).contains("num_labels"));
        checkExplained(e, {"flops_per_token", "memory.logits_gb", "memory.weights_gb"});
    }

    void inference()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.task = Task::Inference;
        s.hardware.gpusPerNode = 1;
        s.parallel = {};
        s.inference.concurrentSequences = 8;
        s.inference.targetRequestsPerSecond = 5;
        s.pricing.offerKeys = {"h100-1x"};
        const EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        const Estimate& e = *r.estimate;
        QVERIFY(e.inference.has_value());
        const InferenceEstimate& i = *e.inference;
        QVERIFY(i.timeToFirstTokenSeconds > 0);
        QVERIFY(i.timePerOutputTokenSeconds > 0);
        // Continuous batching (the default): the first token ends the prefill, 255 decode iterations follow.
        QCOMPARE(s.inference.batching, Batching::Continuous);
        GP_VERIFY_NEAR(i.requestLatencySeconds, (i.timeToFirstTokenSeconds + 255 * i.timePerOutputTokenSeconds),
                       1e-9 * i.requestLatencySeconds);
        QVERIFY(i.maxConcurrentSequencesThatFit >= 8);
        QVERIFY(i.gpusNeededForTarget >= 1);
        // Priced for the GPUs the 5 req/s target needs, not the one configured: an hour of serving on
        // that many $4.5/h GPUs; cost per million output tokens at the target load of 5 x 256 tokens/s =
        // 1e6 x cost / (1,280 x 3,600).
        QCOMPARE(i.pricedGpus, i.gpusNeededForTarget);
        QVERIFY(i.achievedRequestsPerSecond >= 5);
        QVERIFY(i.targetMet.has_value() && *i.targetMet);
        QCOMPARE(i.pricedOutputTokensPerSecond, 5.0 * 256);
        QCOMPARE(e.costs.size(), size_t(1));
        QCOMPARE(e.costs[0].billedGpus, i.gpusNeededForTarget);
        GP_VERIFY_NEAR(e.costs[0].costPerRun, 4.5 * i.gpusNeededForTarget, 1e-12);
        GP_VERIFY_NEAR(e.costs[0].costPerMillionTokens, 1e6 * 4.5 * i.gpusNeededForTarget / (1280.0 * 3600), 1e-9);
        checkExplained(e, {"time_to_first_token_s", "time_per_output_token_s", "request_latency_s", "tokens_per_second",
                           "tokens_per_second_per_gpu", "requests_per_second", "max_concurrent_sequences",
                           "gpus_needed_for_target", "priced_gpus", "achieved_requests_per_second", "target_met",
                           "bound", "cost_per_run.h100-1x", "cost_per_million_tokens.h100-1x", "cost_per_run",
                           "cost_per_million_tokens"});
    }

    void multiNode()
    {
        // Two nodes need a scale-out link (ScenarioValidator); with InfiniBand NDR the data-parallel traffic
        // crosses it and its bus bandwidth is explained (50 GB/s x 0.9).
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.hardware.nodes = 2;
        EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("hardware.inter_node_link_key"));
        s.hardware.interNodeLinkKey = "ib-ndr";
        r = PlanningEngine::estimate(s, c);
        QVERIFY(r.ok());
        QCOMPARE(r.estimate->totalGpus, 16);
        GP_VERIFY_NEAR(r.estimate->explain("inter_node_bus_bandwidth_gbps")->value, 45.0, 1e-12);
    }

    // parallel.context_parallel 2 on the 7B fine-tune: d = 8 / 2 = 4 replicas, the ring explained with its formula
    // and inputs, its time inside the communication total and its exposed part inside the exposed total; the
    // compute time is the same as at c = 1 (the FLOPs are shared by the same 8 GPUs).
    void contextParallelIsTimedAndExplained()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        const EstimateResult plain = PlanningEngine::estimate(s, c);
        QVERIFY(plain.ok());
        QCOMPARE(plain.estimate->training->contextParallelSecondsPerStep, 0.0);
        QVERIFY(!plain.estimate->explain("context_parallel_seconds_per_step"));
        s.parallel.contextParallel = 2;
        s.training.globalBatch = 64; // micro 4 x d 4 = 16 a step
        const EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        const Estimate& e = *r.estimate;
        QCOMPARE(e.layout.contextParallel, 2);
        QCOMPARE(e.layout.dataParallel, 4);
        checkExplained(e, {"context_parallel_seconds_per_step", "communication_seconds_per_step"});
        const TrainingEstimate& t = *e.training;
        QVERIFY(t.contextParallelSecondsPerStep > 0);
        QVERIFY(t.exposedContextParallelSecondsPerStep <= t.contextParallelSecondsPerStep);
        QVERIFY(t.exposedCommunicationSecondsPerStep >= t.exposedContextParallelSecondsPerStep);
        QVERIFY(t.communicationSecondsPerStep > t.contextParallelSecondsPerStep);
        const Explanation* x = e.explain("context_parallel_seconds_per_step");
        QCOMPARE(x->value, t.contextParallelSecondsPerStep);
        QVERIFY(x->formula.find("max(0, hop - attention of one ring step)") != std::string::npos);
        QVERIFY(x->formula.find("2 x (s/c) x b x max(a_kv/t, 1) x d_h") != std::string::npos);
        // Four times the accumulation steps at d = 4 with a quarter of the global batch: same tokens per micro-batch
        // and GPU, so the compute per step is a quarter of plain's.
        GP_VERIFY_NEAR(t.computeSecondsPerStep * 4 / plain.estimate->training->computeSecondsPerStep, 1, 1e-12);
    }

    void invalidScenariosGiveFieldErrors()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.hardware.gpuKey = "no-such-gpu";
        EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY(!r.ok());
        QVERIFY(!r.estimate.has_value());
        QVERIFY(!r.errors.front().field.empty());
        s = PlanningTestCatalog::fineTune7b();
        s.hardware.intraNodeLinkKey = "no-such-link";
        r = PlanningEngine::estimate(s, c);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("hardware.intra_node_link_key"));
    }

    void overflowingCostIsRefusedByName()
    {
        // A catalog price no market has (1e305 USD an hour for 8 GPUs): the cost per million tokens,
        // 1e6 x 1.25e304 x GPUs / 3600 / tokens per second, overflows a double on its first product. The
        // engine names the offer instead of printing infinity or a quiet zero.
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& o : c.offers)
            if (o.key == "h100-8x")
                o.price = 1e305;
        const EstimateResult r = PlanningEngine::estimate(PlanningTestCatalog::fineTune7b(), c);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("pricing.offer_keys[0]"));
        QVERIFY2(r.errors.front().message.find("h100-8x") != std::string::npos, r.errors.front().message.c_str());
    }

    void overflowingTimeIsRefusedByName()
    {
        // A GPU edited to 1e-307 TFLOPS (positive, so the catalog takes it): 6 N D / (GPUs x peak x MFU),
        // about 4e19 / (8 x 1e-295 x 0.4) s, overflows to infinity. The engine names the GPU rather than
        // sanitise the time to a quiet 0 h.
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& g : c.gpus)
            if (g.key == "nvidia-h100-sxm")
                g.fp16DenseTflops = g.fp8DenseTflops = 1e-307;
        const EstimateResult r = PlanningEngine::estimate(PlanningTestCatalog::fineTune7b(), c);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("hardware.gpu_key"));
        QVERIFY2(r.errors.front().message.find("nvidia-h100-sxm") != std::string::npos,
                 r.errors.front().message.c_str());
    }

    // parallel.offload_parameters: timed over the GPU's host link, the catalog's pcie-genG-x16 row. The test catalog
    // has only the Gen 4 row, so the H100 (Gen 5) is refused, naming the field and the GPU row; given Gen 4 the
    // estimate runs with the host link at 31.5 GB/s x 0.8 = 25.2 GB/s, the weights off the GPU and the offload traffic
    // explained.
    void parameterOffloadNeedsAHostLink()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario sc = PlanningTestCatalog::fineTune7b();
        sc.parallel.zero = ZeroStage::Zero3;
        sc.parallel.offloadParameters = true;
        const EstimateResult refused = PlanningEngine::estimate(sc, c);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.errors.front().field, std::string("parallel.offload_parameters"));
        QVERIFY2(refused.errors.front().message.find("gpus.nvidia-h100-sxm") != std::string::npos,
                 refused.errors.front().message.c_str());
        for (auto& g : c.gpus)
            if (g.key == "nvidia-h100-sxm")
                g.pcieGen = 4;
        const EstimateResult r = PlanningEngine::estimate(sc, c);
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        const Estimate& e = *r.estimate;
        QCOMPARE(e.memory.weights, 0.0);
        QVERIFY(e.memory.zeroGatheredWeights > 0);
        QVERIFY(e.training->hostTransferSecondsPerStep > 0);
        QVERIFY(e.training->exposedHostTransferSecondsPerStep <= e.training->hostTransferSecondsPerStep);
        GP_VERIFY_NEAR(e.explain("host_link_bandwidth_gbps")->value, 25.2, 1e-12);
        checkExplained(e, {"host_transfer_seconds_per_step", "host_link_bandwidth_gbps", "step_seconds"});
    }

    // training.optimizer adamw_paged: Llama 2 7B full fine-tune on one H100 (selective recompute, micro-batch 1):
    // 2 + 2 + 4 B of weights, gradients and master copy fit, the 8 B of AdamW moments (53.9 GB) do not. The paged
    // states' excess E = total - usable is evicted, the scenario fits with a warning, and each optimizer step pays
    // 2 E / (31.5 GB/s x 0.8) on the host link (the H100 given PCIe Gen 4, the test catalog's only host row).
    // Without paging the same scenario does not fit. Tolerance 1e-9 relative (floating point).
    void pagedOptimizerEvictsTheExcess()
    {
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& g : c.gpus)
            if (g.key == "nvidia-h100-sxm")
                g.pcieGen = 4;
        Scenario sc = PlanningTestCatalog::fineTune7b();
        sc.hardware.gpusPerNode = 1;
        sc.parallel.zero = ZeroStage::Zero0;
        sc.training.globalBatch = 8;
        sc.training.microBatch = 1;
        const EstimateResult resident = PlanningEngine::estimate(sc, c);
        QVERIFY(resident.ok());
        QVERIFY(!resident.estimate->fits);
        QCOMPARE(resident.estimate->training->hostTransferSecondsPerStep, 0.0);
        sc.training.optimizer = Optimizer::AdamWPaged;
        const EstimateResult r = PlanningEngine::estimate(sc, c);
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        const Estimate& e = *r.estimate;
        QVERIFY(e.fits);
        QCOMPARE(e.memory.pagedOptimizer, e.memory.optimizerStates);
        GP_VERIFY_NEAR(e.memory.optimizerStates, 6.74e9 * 8 / 1e9, 1e-9);
        // Paged states are in the total, not in what PyTorch's allocator holds.
        GP_VERIFY_NEAR(
            e.memory.totalGb(),
            (e.memory.allocatedGb() + e.memory.allocatorReserve + e.memory.cudaContext + e.memory.pagedOptimizer),
            1e-9);
        const double evicted = e.memory.totalGb() - e.usableMemoryGbPerGpu;
        QVERIFY(evicted > 0 && evicted < e.memory.pagedOptimizer);
        GP_VERIFY_NEAR(e.training->hostTransferSecondsPerStep / (2 * evicted / 25.2), 1, 1e-9);
        QCOMPARE(e.training->exposedHostTransferSecondsPerStep, e.training->hostTransferSecondsPerStep);
        QVERIFY(std::any_of(e.warnings.begin(), e.warnings.end(), [](const gp::Message& m) {
            const std::string w = m.english();
            return w.find("paged optimizer states") != std::string::npos;
        }));
        checkExplained(e, {"host_transfer_seconds_per_step", "fits"});
    }

    void zeroPeakIsRefusedNotZeroed()
    {
        // A GPU row with 0 dense TFLOPS (a catalog edit): compute time is FLOPs / 0. The engine used to clamp
        // such figures to 0 h and 0 USD; now it refuses, naming the GPU row and the figure.
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& g : c.gpus)
            if (g.key == "nvidia-h100-sxm")
                g.fp16DenseTflops = 0;
        const EstimateResult r = PlanningEngine::estimate(PlanningTestCatalog::fineTune7b(), c);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("hardware.gpu_key"));
        QVERIFY2(r.errors.front().message.find("nvidia-h100-sxm") != std::string::npos,
                 r.errors.front().message.c_str());
        QVERIFY2(r.errors.front().message.find("fp16_dense_tflops = 0") != std::string::npos,
                 r.errors.front().message.c_str());
    }

    void negativeOrNanFiguresAreRefusedNotDropped()
    {
        // A row edited outside the app: -5 TFLOPS used to be read as 0, which dropped the compute roofline
        // term and served a 70B model's prompt in 0.027 s instead of seconds; -1 TB/s dropped the weight
        // reads. Each is refused before any formula runs, naming the row and the column with its value.
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.task = Task::Inference;
        s.hardware.gpusPerNode = 1;
        s.parallel = {};
        s.pricing.offerKeys = {"h100-1x"};
        struct Case {
            const char* column;
            void (*set)(GpuSpec&);
        };
        const Case cases[] = {
            {"fp16_dense_tflops = -5", [](GpuSpec& g) { g.fp16DenseTflops = -5; }},
            {"memory_bandwidth_tbps = -1", [](GpuSpec& g) { g.memoryBandwidthTBps = -1; }},
            {"memory_bandwidth_tbps = nan", [](GpuSpec& g) { g.memoryBandwidthTBps = std::nan(""); }},
            {"fp8_dense_tflops = -1979", [](GpuSpec& g) { g.fp8DenseTflops = -1979; }},
            {"memory_gb = -80", [](GpuSpec& g) { g.memoryGb = -80; }},
        };
        for (const Case& k : cases) {
            CatalogSnapshot c = PlanningTestCatalog::catalog();
            for (auto& g : c.gpus)
                if (g.key == "nvidia-h100-sxm")
                    k.set(g);
            for (const Scenario& sc : {s, PlanningTestCatalog::fineTune7b()}) {
                const EstimateResult r = PlanningEngine::estimate(sc, c);
                QVERIFY2(!r.ok(), k.column);
                QCOMPARE(r.errors.front().field, std::string("hardware.gpu_key"));
                const std::string& m = r.errors.front().message;
                QVERIFY2(m.find("catalog row gpus.nvidia-h100-sxm") != std::string::npos, m.c_str());
                QVERIFY2(m.find(k.column) != std::string::npos, m.c_str());
            }
        }
    }

    void zeroBandwidthServingIsRefusedNotZeroed()
    {
        // Serving on a GPU whose row has no memory bandwidth and no TFLOPS: every decode step would take 0 s
        // and the plan would serve infinitely many tokens for free. Refused, naming the GPU.
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        for (auto& g : c.gpus)
            if (g.key == "nvidia-h100-sxm")
                g.memoryBandwidthTBps = g.fp16DenseTflops = g.fp8DenseTflops = 0;
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.task = Task::Inference;
        s.hardware.gpusPerNode = 1;
        s.parallel = {};
        s.pricing.offerKeys = {"h100-1x"};
        const EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("hardware.gpu_key"));
        QVERIFY2(r.errors.front().message.find("nvidia-h100-sxm") != std::string::npos,
                 r.errors.front().message.c_str());
    }

    void headlineTier()
    {
        // The headline is on-demand unless the scenario picks another tier; a tier with no priced offer
        // gives no headline (and a warning), never a price from another tier.
        CatalogSnapshot c = PlanningTestCatalog::catalog();
        c.offers.push_back(TestCatalog::offer("h100-spot", "nvidia-h100-sxm", 8, 8.0, "USD", PriceUnit::Hour, "spot"));
        c.buildIndex();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.pricing.offerKeys = {"h100-spot", "h100-8x"};
        EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY(r.ok());
        QCOMPARE(r.estimate->headline()->offerKey, std::string("h100-8x")); // $32/h beats nothing: spot is left out
        QVERIFY(r.estimate->costs[0].interruptible);
        // The why panel's alternatives: the cheapest spot line is listed on the headline's explanation.
        const Explanation* why = r.estimate->explain("cost_per_run");
        QVERIFY(why);
        QVERIFY(std::any_of(why->inputs.begin(), why->inputs.end(),
                            [](const ExplanationInput& in) { return in.name == "cheapest spot (interruptible)"; }));
        s.pricing.tier = "spot";
        r = PlanningEngine::estimate(s, c);
        QCOMPARE(r.estimate->headline()->offerKey, std::string("h100-spot"));
        s.pricing.tier = "reserved_3y";
        r = PlanningEngine::estimate(s, c);
        QVERIFY(r.ok());
        QVERIFY(!r.estimate->headline());
        s.pricing.tier = "cheapest-please";
        r = PlanningEngine::estimate(s, c);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.front().field, std::string("pricing.tier"));
    }

    void mfuOverride()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.hardware.mfuOverride = 0.25;
        const EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY(r.ok());
        QCOMPARE(r.estimate->training->mfu, 0.25);
        QCOMPARE(r.estimate->explain("utilisation_assumed")->citation, std::string("user"));
    }
};

QTEST_GUILESS_MAIN(TestPlanningEngine)
#include "tst_planningengine.moc"
