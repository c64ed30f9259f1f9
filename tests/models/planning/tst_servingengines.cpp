// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The serving engine as an input (issue 32): every profile carries its sources and non-negative constants, the cited
// ones positive; an engine's fixed time per forward pass adds to the rooflines (worked by hand below); generate()
// loops batch statically; the engines' memory reservations set the fit budget; the scenario field round-trips and
// an unknown engine is refused, naming the field.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "planning/CommunicationModel.h"
#include "planning/ErrorBand.h"
#include "planning/InferenceEstimator.h"
#include "planning/MemoryFit.h"
#include "planning/ScenarioJson.h"
#include "planning/ServingEngines.h"

#include <QtTest>

#include <cmath>
#include <string>

using namespace gp;

class TestServingEngines : public QObject {
    Q_OBJECT
private:
    // tst_inference's H100 / Llama 2 7B static case: TPOT 5.970714 ms and TTFT 11.85644 ms without an engine.
    static InferenceInputs h100_7b(ServingEngine engine)
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        InferenceInputs in;
        in.model = PlanningTestCatalog::llama2_7b();
        in.model.tieRecorded = false;
        in.gpu = *c.gpu("nvidia-h100-sxm");
        in.inference.concurrentSequences = 1;
        in.inference.promptTokens = 512;
        in.inference.outputTokens = 256;
        in.intraNode = CommunicationModel::fromCatalog(*c.link("nvlink4"), false);
        in.weightBytesTotal = 14e9;
        in.inference.computeEfficiency = 0.6;
        in.inference.prefillLayerOverheadMs = 0;
        in.inference.batching = Batching::Static;
        in.inference.servingEngine = engine;
        return in;
    }
    static void near(double got, double want, double relTol)
    {
        GP_VERIFY_NEAR_CTX(got / want, 1, relTol,
                           qPrintable(QStringLiteral("got %1, want %2").arg(got, 0, 'g', 10).arg(want, 0, 'g', 10)));
    }

private slots:
    void everyProfileIsSourcedAndNonNegative()
    {
        const auto& all = ServingEngines::all();
        QCOMPARE(all.size(), std::size_t{8}); // unspecified + the seven engines of the scenario field
        for (const auto& p : all) {
            QVERIFY2(std::string(p.overheadSource).size() > 10, p.key);
            QVERIFY2(std::string(p.memorySource).size() > 5, p.key);
            QVERIFY2(std::string(p.batchingSource).size() > 5, p.key);
            QVERIFY2(p.passOverheadMs >= 0 && p.layerOverheadMs >= 0, p.key);
            QVERIFY2(p.memoryShare >= 0 && p.memoryShare <= 1 && p.kvFreeShare > 0 && p.kvFreeShare <= 1, p.key);
            QCOMPARE(ScenarioJson::name(p.engine), std::string_view(p.key));
        }
        // The cited constants (ServingEngines.cpp): HF's CI benchmark (19.21 - 12.35) / 18 ms, gpt-fast's
        // (1000 / 25.5 - 1000 / 107) / 32 ms, vLLM issue #6854's 4 ms; vLLM 0.9 of memory, TensorRT-LLM 0.9 of the
        // free memory for KV. Exact: the same arithmetic as the source.
        QCOMPARE(ServingEngines::profile(ServingEngine::HfTransformers).layerOverheadMs, (19.21 - 12.35) / 18);
        QCOMPARE(ServingEngines::profile(ServingEngine::Litgpt).layerOverheadMs, (1000.0 / 25.5 - 1000.0 / 107.0) / 32);
        QCOMPARE(ServingEngines::profile(ServingEngine::Vllm).passOverheadMs, 4.0);
        QCOMPARE(ServingEngines::profile(ServingEngine::Vllm).memoryShare, 0.9);
        QCOMPARE(ServingEngines::profile(ServingEngine::TensorRtLlm).kvFreeShare, 0.9);
        // Unspecified changes nothing.
        QCOMPARE(ServingEngines::passOverheadSeconds(ServingEngine::Unspecified, 80), 0.0);
    }

    void hfTransformersAddsItsOverheadPerForwardPass()
    {
        // HF generate(): 0.381111 ms per layer per forward pass, 32 layers = 12.195556 ms. TPOT = the roofline step
        // 5.970714 ms (tst_inference decodeIsBandwidthBoundAtBatchOne) + 12.195556 = 18.166270 ms; TTFT = the
        // prefill 11.85644 ms + 12.195556 = 24.051996 ms. Tolerance 1e-5 relative (the roofline figures' rounding).
        const InferenceDetail d = InferenceEstimator::estimate(h100_7b(ServingEngine::HfTransformers));
        near(d.engineOverheadSeconds, 0.012195556, 1e-6);
        near(d.estimate.timePerOutputTokenSeconds, 0.018166270, 1e-5);
        near(d.estimate.timeToFirstTokenSeconds, 0.024051996, 1e-5);
        // Latency = TTFT + 256 x TPOT = 0.024051996 + 4.650565 = 4.674617 s.
        near(d.estimate.requestLatencySeconds, 4.674617, 1e-5);
    }

    void generateLoopsBatchStatically()
    {
        // A scenario that says continuous but names LitGPT is timed as a static batch: the same TPOT as the static
        // scenario, 5.970714 + 32 x 0.9334341 = 35.840606 ms at batch 1.
        InferenceInputs in = h100_7b(ServingEngine::Litgpt);
        in.inference.batching = Batching::Continuous;
        QCOMPARE(ServingEngines::batching(in.inference), Batching::Static);
        const InferenceDetail d = InferenceEstimator::estimate(in);
        near(d.estimate.timePerOutputTokenSeconds, 0.035840606, 1e-5);
        QCOMPARE(d.tokenBudget, 0); // no scheduler ran
    }

    void vllmAddsItsStepOverheadToEveryIteration()
    {
        // Continuous batching, one request alone: every iteration pays vLLM's 4 ms, so TPOT rises by 4 ms over the
        // unspecified engine's (the decode-only iteration of one sequence; no other prompts share it).
        InferenceInputs in = h100_7b(ServingEngine::Unspecified);
        in.inference.batching = Batching::Continuous;
        const double before = InferenceEstimator::estimate(in).estimate.timePerOutputTokenSeconds;
        in.inference.servingEngine = ServingEngine::Vllm;
        const double after = InferenceEstimator::estimate(in).estimate.timePerOutputTokenSeconds;
        near(after - before, 0.004, 1e-6);
    }

    void memoryReservations()
    {
        InferenceSettings inf;
        QVERIFY(!ServingEngines::memoryShare(inf, 1)); // unspecified: all usable memory
        inf.servingEngine = ServingEngine::Vllm;
        QCOMPARE(*ServingEngines::memoryShare(inf, 1), 0.9);
        inf.servingEngine = ServingEngine::Sglang; // server_args.py's table
        QCOMPARE(*ServingEngines::memoryShare(inf, 1), 0.88);
        QCOMPARE(*ServingEngines::memoryShare(inf, 4), 0.85);
        QCOMPARE(*ServingEngines::memoryShare(inf, 8), 0.81);
        inf.gpuMemoryUtilization = 0.5; // the scenario's own setting wins
        QCOMPARE(*ServingEngines::memoryShare(inf, 8), 0.5);
        inf.servingEngine = ServingEngine::HfTransformers;
        inf.gpuMemoryUtilization.reset();
        QVERIFY(!ServingEngines::memoryShare(inf, 1));
        // TensorRT-LLM: 0.9 of the free memory for KV cache: 99 sequences that fit -> floor(89.1) = 89.
        QCOMPARE(ServingEngines::kvSequences(ServingEngine::TensorRtLlm, 99), 89);
        QCOMPARE(ServingEngines::kvSequences(ServingEngine::Vllm, 99), 99);

        // The fit budget: vLLM's 0.9 of the usable memory when the scenario sets none.
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const GpuSpec gpu = *c.gpu("nvidia-h100-sxm");
        Scenario sc;
        sc.task = Task::Inference;
        sc.inference.servingEngine = ServingEngine::Vllm;
        QCOMPARE(MemoryFit::budgetGb(sc, gpu), MemoryFit::usableGb(gpu) * 0.9);
        sc.inference.servingEngine = ServingEngine::Unspecified;
        QCOMPARE(MemoryFit::budgetGb(sc, gpu), MemoryFit::usableGb(gpu));
    }

    void servingEngineSelectsItsBandCell()
    {
        // The error band's cell is the suite's serving_engine label, the same word as the scenario's field.
        Scenario sc;
        sc.task = Task::Inference;
        QCOMPARE(ErrorBands::frameworkOf(sc), std::string());
        sc.inference.servingEngine = ServingEngine::HfTransformers;
        QCOMPARE(ErrorBands::frameworkOf(sc), std::string("hf_transformers"));
        sc.overheads.framework = Framework::Vllm; // the named engine wins over the memory framework
        sc.inference.servingEngine = ServingEngine::Litgpt;
        QCOMPARE(ErrorBands::frameworkOf(sc), std::string("litgpt"));
        const ErrorBandTable table = {{ValidationGroup::Latency, "", "litgpt", "", 5, 0.2},
                                      {ValidationGroup::Latency, "", "", "", 60, 0.1}};
        ErrorBandQuery q;
        q.group = ValidationGroup::Latency;
        q.framework = ErrorBands::frameworkOf(sc);
        QCOMPARE(ErrorBands::lookup(table, q).medianError, 0.2);
    }

    void scenarioFieldRoundTripsAndRefusesUnknown()
    {
        Scenario sc;
        sc.task = Task::Inference;
        for (const auto& p : ServingEngines::all()) {
            sc.inference.servingEngine = p.engine;
            const ScenarioParse back = ScenarioJson::fromJson(ScenarioJson::toJson(sc));
            QVERIFY2(back.ok(), p.key);
            QCOMPARE(back.scenario->inference.servingEngine, p.engine);
        }
        nlohmann::json j = ScenarioJson::toJson(sc);
        j["inference"]["serving_engine"] = "deepspeed_mii";
        const ScenarioParse bad = ScenarioJson::fromJson(j);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.errors.size(), std::size_t{1});
        QCOMPARE(bad.errors[0].field, std::string("inference.serving_engine"));
        QVERIFY2(bad.errors[0].message.find("deepspeed_mii") != std::string::npos, bad.errors[0].message.c_str());
        // A version 1 file cannot name it (new in version 2).
        j["schema_version"] = 1;
        j["inference"] = {{"serving_engine", "vllm"}};
        const ScenarioParse v1 = ScenarioJson::fromJson(j);
        QVERIFY(!v1.ok());
    }
};

QTEST_APPLESS_MAIN(TestServingEngines)
#include "tst_servingengines.moc"
