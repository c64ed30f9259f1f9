// PlanningEngine end to end on the hand-built catalog: training and serving scenarios give complete
// estimates, every output figure has an explanation with a formula, no figure is NaN or negative, and
// invalid scenarios give field errors instead of an estimate.
#include "PlanningTestCatalog.h"
#include "planning/PlanningEngine.h"

#include <QtTest>

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
        // 1e9 tokens, (6 x 6.74e9 + 16 x 32 x 2048 x 4096) executed FLOPs per token (selective recompute),
        // 8 H100 at 989.5 x 0.42 x 0.9 (Hopper, <= 256 GPUs, full fine-tune): compute alone is
        // 4.473e19 / (8 x 989.5e12 x 0.378) = 14,951 s = 4.153 h; the run can only be longer.
        const double flops = (6 * 6.74e9 + 16.0 * 32 * 2048 * 4096) * 1e9;
        QVERIFY(qAbs(t.totalFlops / flops - 1) < 1e-12);
        QVERIFY(qAbs(t.mfu - 0.378) < 1e-12);
        const double computeHours = flops / (8 * 989.5e12 * 0.378) / 3600;
        QVERIFY(t.wallClockHours >= computeHours);
        QVERIFY(t.wallClockHours < computeHours * 1.2);
        QVERIFY(qAbs(t.gpuHours - 8 * t.wallClockHours) < 1e-9);
        QVERIFY(t.achievedMfu > 0 && t.achievedMfu < t.mfu);
        QCOMPARE(e.costs.size(), size_t(2));
        QVERIFY(e.costs[0].gpuMatchesScenario);
        QVERIFY(!e.costs[1].gpuMatchesScenario);   // the A100 offer is shown but flagged
        QVERIFY(qAbs(e.costs[0].costPerRun - 4.0 * t.gpuHours) < 1e-9);
        checkExplained(e, {"training_hours", "gpu_hours", "tokens_per_second", "training_flops", "flops_per_token", "peak_tflops_per_gpu",
                           "mfu", "achieved_mfu", "gradient_accumulation_steps", "step_seconds", "compute_seconds_per_step",
                           "communication_seconds_per_step", "exposed_communication_seconds_per_step", "pipeline_bubble_fraction",
                           "bound", "fits", "cost_per_run.h100-8x", "cost_per_million_tokens.h100-8x", "intra_node_bus_bandwidth_gbps"});
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
        QVERIFY(qAbs(i.requestLatencySeconds - (i.timeToFirstTokenSeconds + 256 * i.timePerOutputTokenSeconds)) < 1e-12);
        QVERIFY(i.maxConcurrentSequencesThatFit >= 8);
        QVERIFY(i.gpusNeededForTarget >= 1);
        // One hour of serving on one $4.5/h GPU; cost per million output tokens = 1e6 x 4.5 / 3600 / tokens/s.
        QCOMPARE(e.costs.size(), size_t(1));
        QVERIFY(qAbs(e.costs[0].costPerRun - 4.5) < 1e-12);
        QVERIFY(qAbs(e.costs[0].costPerMillionTokens - 1e6 * 4.5 / 3600 / i.tokensPerSecond) < 1e-9);
        checkExplained(e, {"time_to_first_token_s", "time_per_output_token_s", "request_latency_s", "tokens_per_second",
                           "tokens_per_second_per_gpu", "requests_per_second", "max_concurrent_sequences", "gpus_needed_for_target",
                           "bound", "cost_per_run.h100-1x", "cost_per_million_tokens.h100-1x"});
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
        QVERIFY(qAbs(r.estimate->explain("inter_node_bus_bandwidth_gbps")->value - 45.0) < 1e-12);
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
        QCOMPARE(r.errors.front().field, std::string("pricing.offer_keys"));
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
        QVERIFY2(r.errors.front().message.find("nvidia-h100-sxm") != std::string::npos, r.errors.front().message.c_str());
    }

    void mfuOverride()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        Scenario s = PlanningTestCatalog::fineTune7b();
        s.hardware.mfuOverride = 0.25;
        const EstimateResult r = PlanningEngine::estimate(s, c);
        QVERIFY(r.ok());
        QCOMPARE(r.estimate->training->mfu, 0.25);
        QCOMPARE(r.estimate->explain("mfu")->citation, std::string("user"));
    }
};

QTEST_GUILESS_MAIN(TestPlanningEngine)
#include "tst_planningengine.moc"
