// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Encoder-decoder models (model.custom.encoder_layers, training.encoder_sequence_length; issue 8) end to end:
// examples/t5-base-finetune.json through the engine, its memory components and FLOPs per target token worked by
// hand from the cited counts (Korthikanti et al. 2022 per layer, PaLM appendix B attention, 6 N), and the
// activation and FLOP functions on their own.
#include "PlanningTestCatalog.h"
#include "VramTestCatalog.h"
#include "VramTestModels.h"
#include "planning/ActivationMemory.h"
#include "planning/ConfigurationSearch.h"
#include "planning/MemoryFit.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"
#include "planning/ScenarioValidator.h"
#include "planning/TrainingTimeEstimator.h"

#include <QtTest>

#include <fstream>
#include <sstream>

using namespace gp;

namespace {
std::string readText(const char* path)
{
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// t5-base at the example's shape: b 8, s 128 targets, s_enc 512 sources, 16-bit activations, t 1.
ModelArchitecture t5At512()
{
    ModelArchitecture m = VramTestModels::t5Base();
    m.encoderSequenceLength = 512;
    return m;
}

ActivationInputs exampleInputs(bool flash)
{
    ActivationInputs in;
    in.sequenceLength = 128;
    in.microBatch = 8;
    in.flashAttention = flash;
    return in;
}

// Relative difference; every figure below is an integer count of bytes or FLOPs held in a double, so the
// tolerance 1e-12 only absorbs the division by 1e9 into GB.
bool near(double got, double want) { return qAbs(got / want - 1) < 1e-12; }
} // namespace

class TestEncoderDecoder : public QObject {
    Q_OBJECT
private slots:
    // Per layer at h 768, a = a_kv 12, d_h 64, f 3072 ungated (Korthikanti's GPT shape: s b h (34 + 5 a s / h)):
    //   encoder layer at s_enc 512: s b h = 512 x 8 x 768 = 3,145,728; 5 x 12 x 512 / 768 = 40: x 74 = 232,783,872 B;
    //   decoder self-attention + MLP at s 128: 786,432 x (34 + 10) = 34,603,008 B;
    //   cross-attention: s b h (2 x 2 + 1) = 3,932,160 (LayerNorm input, q input, dropout mask) + Q and projection
    //   input 2 x 2 x 128 x 8 x 768 = 3,145,728 + K, V 2 x 2 x 512 x 8 x 768 = 12,582,912 + scores (2 x 2 + 1) x 12
    //   x 128 x 512 x 8 = 31,457,280: 51,118,080 B (FlashAttention: 19,660,800 B, no scores);
    //   encoder output once: 2 x 512 x 8 x 768 = 6,291,456 B.
    // All layers: 12 x 232,783,872 + 12 x (34,603,008 + 51,118,080) + 6,291,456 = 3,828,350,976 B.
    void activationsByHand()
    {
        const ModelArchitecture m = t5At512();
        const ActivationInputs in = exampleInputs(false);
        ActivationInputs encoder = in;
        encoder.sequenceLength = 512;
        QCOMPARE(ActivationMemory::perLayerBytes(m, encoder), 232783872.0);
        QCOMPARE(ActivationMemory::perLayerBytes(m, in), 34603008.0);
        QCOMPARE(ActivationMemory::crossAttentionBytes(m, in), 51118080.0);
        QCOMPARE(ActivationMemory::crossAttentionBytes(m, exampleInputs(true)), 19660800.0);
        QCOMPARE(ActivationMemory::encoderOutputBytes(m, in), 6291456.0);
        QCOMPARE(ActivationMemory::encoderDecoderBytes(m, in), 3828350976.0);
        // A decoder-only model has no cross-attention or encoder output.
        QCOMPARE(ActivationMemory::crossAttentionBytes(VramTestModels::llama2_7b(), in), 0.0);
        // Full recomputation keeps each layer's input: 12 x 2 x 3,145,728 + 12 x 2 x 786,432 + the encoder output
        // 6,291,456 = 100,663,296 B; the working set is the larger layer, an encoder layer's 232,783,872 B.
        ActivationInputs full = in;
        full.recompute = Recompute::Full;
        QCOMPARE(ActivationMemory::encoderDecoderBytes(m, full), 100663296.0);
        QCOMPARE(ActivationMemory::recomputeWorkingSetBytes(m, full), 232783872.0);
        // Sequence parallelism over t 2 with FlashAttention: the replicated s b h terms halve as well. Cross-attention
        // 3,932,160 / 2 + (3,145,728 + 12,582,912) / 2 = 9,830,400 B.
        ActivationInputs sp = exampleInputs(true);
        sp.tensorParallel = 2;
        sp.sequenceParallel = true;
        QCOMPARE(ActivationMemory::crossAttentionBytes(m, sp), 9830400.0);
    }

    // Per target token (s 128, s_enc 512), full training: 6 (P_dec + P_enc x 512 / 128) = 6 x (123,793,536 +
    // 99,110,016 x 4) = 6 x 520,233,600 = 3,121,401,600 (tst_modelcounts splits the parameters); attention 12 H Q
    // (L s + L s_enc + L_enc s_enc^2 / s) = 12 x 768 x (1,536 + 6,144 + 24,576) = 9,216 x 32,256 = 297,271,296.
    // Model FLOPs 3,418,672,896 per target token. Full recomputation adds a forward: a third, 1,139,557,632.
    // LoRA: 4 x 520,233,600 + 297,271,296 = 2,378,205,696.
    void flopsPerTargetToken()
    {
        const ModelArchitecture m = t5At512();
        QCOMPARE(TrainingTimeEstimator::attentionFlopsPerToken(m, 128), 297271296.0);
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(m, Task::FullFineTune, 128), 3418672896.0);
        QCOMPARE(TrainingTimeEstimator::executedFlopsPerToken(m, Task::FullFineTune, 128, Recompute::None),
                 3418672896.0);
        QVERIFY(near(TrainingTimeEstimator::executedFlopsPerToken(m, Task::FullFineTune, 128, Recompute::Full),
                     3418672896.0 + 1139557632.0));
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(m, Task::LoRA, 128), 2378205696.0);
        // With s_enc = s the 6 N term is the decoder-only one, 6 x 222,903,552, and the attention 12 H Q x 3 L s
        // (encoder self, decoder self, cross: each s x s per layer): 9,216 x 3 x 12 x 128 = 42,467,328.
        ModelArchitecture same = VramTestModels::t5Base();
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(same, Task::FullFineTune, 128),
                 6 * 222903552.0 + 42467328.0);
        // Tensor-parallel traffic: 1.5 x 12 + 12 x 512 / 128 = 66 decoder-only layers' worth.
        QCOMPARE(TrainingTimeEstimator::tensorParallelLayers(m, 128), 66.0);
        QCOMPARE(TrainingTimeEstimator::tensorParallelLayers(VramTestModels::llama2_7b(), 4096), 32.0);
    }

    // examples/t5-base-finetune.json on the shipped catalog's A10G (bf16_mixed AdamW, ZeRO 0, one GPU):
    //   weights 2 B x 222,903,552 = 0.445807104 GB; gradients 2 B: the same; Adam moments 8 B: 1.783228416 GB;
    //   FP32 master copy 4 B: 0.891614208 GB (ZeRO paper sec. 3.1);
    //   activations 3.828350976 GB (activationsByHand: no FlashAttention, no recomputation);
    //   loss spike s b V x 14 B = 128 x 8 x 32,128 x 14 = 0.460587008 GB;
    //   FLOPs per target token 3,418,672,896; 1e8 target tokens: 3.418672896e17 FLOPs; steps 1e8 / (64 x 128).
    // Tolerance 1e-12 relative (the divisions into GB).
    void exampleEndToEnd()
    {
        const auto parsed = ScenarioJson::fromText(readText(GP_SOURCE_DIR "/examples/t5-base-finetune.json"));
        QVERIFY(parsed.ok());
        const Scenario& s = *parsed.scenario;
        QCOMPARE(s.model.custom->encoderLayers, 12);
        QCOMPARE(s.training.encoderSequenceLength, 512);
        const CatalogSnapshot catalog = VramTestCatalog::shipped();
        QVERIFY(ScenarioValidator::validate(s, catalog).empty());
        // The shape's count equals the given one: no parameter warning.
        for (const FieldError& w : ScenarioValidator::warnings(s, catalog))
            QVERIFY2(w.field != "model.custom.parameters", w.message.c_str());

        const EstimateResult r = PlanningEngine::estimate(s, catalog);
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().message.c_str());
        const Estimate& e = *r.estimate;
        const MemoryBreakdown& mb = e.memory;
        QVERIFY(near(mb.weights, 0.445807104));
        QVERIFY(near(mb.gradients, 0.445807104));
        QVERIFY(near(mb.optimizerStates, 1.783228416));
        QVERIFY(near(mb.masterWeights, 0.891614208));
        QVERIFY(near(mb.activations, 3.828350976));
        QVERIFY(near(mb.logits, 0.460587008));
        QVERIFY(e.training.has_value());
        QCOMPARE(e.training->flopsPerToken, 3418672896.0);
        QVERIFY(near(e.training->totalFlops, 3418672896.0 * 1e8));
        // The explanations say what they count: target tokens, and the encoder's part of the activations.
        const Explanation* flops = e.explain("flops_per_token");
        QVERIFY(flops);
        QVERIFY(flops->formula.find("per target (decoder) token") != std::string::npos);
        QVERIFY(flops->citation.find("L_enc s_enc^2 / s") != std::string::npos);
        const Explanation* acts = e.explain("memory.activations_gb");
        QVERIFY(acts);
        QVERIFY(acts->formula.find("encoder-decoder") != std::string::npos);
    }

    // The searches propose only layouts the estimate models (ScenarioValidator refuses p > 1 and c > 1 for an
    // encoder-decoder model): the fewest-GPU fit at a budget the example's micro-batch 64 needs several GPUs for
    // (activations 8 x 3.83 GB = 30.6 GB), and every configuration on the priced search's front.
    void searchesKeepOneStageAndOneContextRank()
    {
        auto parsed = ScenarioJson::fromText(readText(GP_SOURCE_DIR "/examples/t5-base-finetune.json"));
        QVERIFY(parsed.ok());
        Scenario s = *parsed.scenario;
        s.training.microBatch = 64;
        const CatalogSnapshot catalog = VramTestCatalog::shipped();
        const auto model = ScenarioValidator::resolveModel(s, catalog);
        QVERIFY(model.has_value());
        const auto layout = MemoryFit::fewestGpus(s, *model, 20.0);
        QVERIFY(layout.has_value());
        QCOMPARE(layout->pipelineParallel, 1);
        QVERIFY(layout->tensorParallel * layout->dataParallel > 1);

        s.training.microBatch = 8;
        s.training.sequenceLength = 128;
        s.pricing.offerKeys.clear(); // every offer of the hand-built catalog (H100, A100, L40S; 1 and 8 GPUs)
        const CatalogSnapshot priced = PlanningTestCatalog::catalog();
        SearchOptions options;
        options.maxGpus = 16;
        const SearchResult r = ConfigurationSearch::run(s, priced, options);
        QVERIFY2(r.errors.empty(),
                 r.errors.empty() ? "" : (r.errors.front().field + ": " + r.errors.front().message).c_str());
        QVERIFY(!r.front.empty());
        for (const SearchCandidate& c : r.front) {
            QCOMPARE(c.layout.pipelineParallel, 1);
            QCOMPARE(c.layout.contextParallel, 1);
            const auto errors = ScenarioValidator::validate(ConfigurationSearch::scenarioFor(s, c), priced);
            QVERIFY2(errors.empty(),
                     errors.empty() ? "" : (errors.front().field + ": " + errors.front().message).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestEncoderDecoder)
#include "tst_encoderdecoder.moc"
