// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Training FLOPs and time, worked by hand from the cited formulas, and held against the Llama 2 paper's
// published GPU-hours.
#include "Near.h"
#include "PlanningTestCatalog.h"
#include "VramTestModels.h"
#include "planning/CommunicationModel.h"
#include "planning/MfuDefaults.h"
#include "planning/ModelCounts.h"
#include "planning/TrainingTimeEstimator.h"

#include <QtTest>

using namespace gp;

class TestTrainingTime : public QObject {
    Q_OBJECT
private:
    static TrainingTimeInputs inputs(const ModelArchitecture& m, const GpuSpec& g, int gpusPerNode, int nodes,
                                     double mfu)
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in;
        in.model = m;
        in.gpu = g;
        in.task = Task::PreTrain;
        in.training.sequenceLength = 4096;
        in.training.microBatch = 1;
        in.training.globalBatch = 1024; // Llama 2: 4M-token batches of 4,096-token sequences
        in.training.tokens = 1e12;
        in.parallel.zero = ZeroStage::Zero1;
        in.gpusPerNode = gpusPerNode;
        in.nodes = nodes;
        in.intraNode = CommunicationModel::fromCatalog(*c.link("nvlink3"), false);
        in.interNode = CommunicationModel::fromCatalog(*c.link("ib-ndr"), true);
        in.utilisation = mfu;
        return in;
    }

    // A 7B-sized step on one node of 8 GPUs at 989.5 TFLOPS x 0.4, global batch `sequences` x 4096 tokens in
    // micro-batches of `micro`, over `link` inside and between nodes; the overlap tests set the layout.
    static StepShape sevenBStep(int sequences, int micro, const LinkPerf& link)
    {
        StepShape s;
        s.executedFlopsPerToken = 6 * 7e9;
        s.forwardFlopsPerToken = 2 * 7e9;
        s.tokensPerStep = sequences * 4096.0;
        s.globalBatch = sequences;
        s.microBatch = micro;
        s.sequenceLength = 4096;
        s.hiddenSize = 4096;
        s.layers = 32;
        s.gradientBytes = 2 * 7e9;
        s.peakTflops = 989.5;
        s.utilisation = 0.4;
        s.gpus = 8;
        s.gpusPerNode = 8;
        s.intraNode = &link;
        s.interNode = &link;
        return s;
    }

private slots:
    void flopsPerToken_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("expected");
        // Llama 2 7B, s = 4096: P = 6.74e9, of which the untied input embedding V h = 32,000 x 4,096 = 131,072,000
        // is a lookup, so the weights that multiply are N = 6,608,928,000 (ModelCounts.h computedParameters);
        // attention 12 L s H Q = 12 x 32 x 4096 x 4096 = 6,442,450,944 (PaLM appendix B). Exact arithmetic,
        // tolerance 1e-12 relative.
        const double P = 6.74e9 - 32000.0 * 4096, att = 12.0 * 32 * 4096 * 4096;
        QTest::newRow("full training: 6N + 12LsHQ (PaLM app. B)")
            << int(Task::PreTrain) << int(Recompute::None) << 6 * P + att;
        QTest::newRow("LoRA: 4N + 12LsHQ (no weight gradients)")
            << int(Task::LoRA) << int(Recompute::None) << 4 * P + att;
        QTest::newRow("full recompute: 8N + 16LsHQ (Narayanan 2021)")
            << int(Task::PreTrain) << int(Recompute::Full) << 8 * P + att * 16 / 12;
        QTest::newRow("selective: 6N + 16LsHQ (Korthikanti 2022)")
            << int(Task::PreTrain) << int(Recompute::Selective) << 6 * P + att * 16 / 12;
        QTest::newRow("QLoRA + full recompute: 6N + 16LsHQ")
            << int(Task::QLoRA) << int(Recompute::Full) << 6 * P + att * 16 / 12;
    }
    void flopsPerToken()
    {
        QFETCH(int, task);
        QFETCH(int, recompute);
        QFETCH(double, expected);
        const double got = TrainingTimeEstimator::executedFlopsPerToken(PlanningTestCatalog::llama2_7b(), Task(task),
                                                                        4096, Recompute(recompute));
        GP_VERIFY_NEAR(got / expected, 1, 1e-12);
    }

    // Packed samples (training.packed_sample_tokens with packed_sequences): each token attends only its own sample
    // (NeMo "Sequence Packing": variable-length attention, the complexity stays sum s_i^2), so the attention term
    // is 12 L s' H Q with s' the sample. Llama 2 7B in 4,096-token packs of 220-token samples, SFT: 6 N + 12 x 32 x
    // 220 x 4096 = 6 x 6,608,928,000 + 346,030,080 = 39,999,598,080; LoRA 4 N + the same. The span is read only
    // with packed_sequences, and a sample longer than the pack attends the pack (min(s', s)). Exact arithmetic.
    void packedSamplesAttendTheirOwnTokens()
    {
        const double N = 6.74e9 - 32000.0 * 4096, att220 = 12.0 * 32 * 220 * 4096, att4096 = 12.0 * 32 * 4096 * 4096;
        Scenario s;
        s.task = Task::FullFineTune;
        s.training.sequenceLength = 4096;
        s.training.packedSequences = true;
        s.training.packedSampleTokens = 220;
        const ModelArchitecture packed = withTrainingHead(PlanningTestCatalog::llama2_7b(), s);
        QCOMPARE(packed.attentionSpan, 220);
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(packed, Task::FullFineTune, 4096), 6 * N + att220);
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(packed, Task::LoRA, 4096), 4 * N + att220);
        // Full recompute runs the forward third of the same attention again: 8 N + 16 L s' H Q.
        QCOMPARE(TrainingTimeEstimator::executedFlopsPerToken(packed, Task::FullFineTune, 4096, Recompute::Full),
                 8 * N + att220 * 16 / 12);
        s.training.packedSequences = false; // the span without packing is ignored (a validator warning)
        const ModelArchitecture unpacked = withTrainingHead(PlanningTestCatalog::llama2_7b(), s);
        QCOMPARE(unpacked.attentionSpan, 0);
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(unpacked, Task::FullFineTune, 4096), 6 * N + att4096);
        s.training.packedSequences = true;
        s.training.packedSampleTokens = 8192; // longer than the pack: the pack bounds it
        const ModelArchitecture longer = withTrainingHead(PlanningTestCatalog::llama2_7b(), s);
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(longer, Task::FullFineTune, 4096), 6 * N + att4096);
        // Pre-training reads no span: its sequences are not packs of samples (the field is a fine-tuning input).
        s.task = Task::PreTrain;
        s.training.packedSampleTokens = 220;
        QCOMPARE(withTrainingHead(PlanningTestCatalog::llama2_7b(), s).attentionSpan, 0);
    }

    // FLOPs per token of each training head on VramTestModels::headTestModel (V = 1000, h = 64, L = 2, H Q = 64),
    // s = 128: attention 12 L s H Q = 12 x 2 x 128 x 64 = 196,608 (PaLM app. B; the whole score matrix, so masked
    // LM's bidirectional attention costs the same). Causal: 6 N + attention with N the weights that multiply, tied or
    // not 6 x 162,304 + 196,608 = 1,170,432 (the layers and the LM head's matmul, 2 V h forward, Kaplan et al. 2020
    // table 1 "De-embed"; an untied model's input embedding, the rest of its 226,304, is a lookup). Classification,
    // 3 labels: the LM head's 6 V h = 384,000 out, the score layer's 6 x 192 = 1,152 in: 1,170,432 - 382,848 =
    // 787,584, tied or not. LoRA (4 N): 4 x 98,496 + 196,608 = 590,592. Exact (integers below 2^53).
    void trainingHeadFlopsPerToken_data()
    {
        QTest::addColumn<bool>("tied");
        QTest::addColumn<int>("head");
        QTest::addColumn<int>("task");
        QTest::addColumn<double>("expected");
        const int causal = int(OutputHead::CausalLm), cls = int(OutputHead::SequenceClassification),
                  mlm = int(OutputHead::MaskedLm), full = int(Task::FullFineTune);
        QTest::newRow("untied causal LM") << false << causal << full << 1170432.0;
        QTest::newRow("tied causal LM") << true << causal << full << 1170432.0;
        QTest::newRow("untied classification") << false << cls << full << 787584.0;
        QTest::newRow("tied classification") << true << cls << full << 787584.0;
        QTest::newRow("untied masked LM") << false << mlm << full << 1170432.0;
        QTest::newRow("tied masked LM") << true << mlm << full << 1170432.0;
        QTest::newRow("LoRA untied classification") << false << cls << int(Task::LoRA) << 590592.0;
    }
    void trainingHeadFlopsPerToken()
    {
        QFETCH(bool, tied);
        QFETCH(int, head);
        QFETCH(int, task);
        QFETCH(double, expected);
        Scenario s;
        s.task = Task(task);
        s.training.head = OutputHead(head);
        s.training.numLabels = 3;
        const ModelArchitecture m = withTrainingHead(VramTestModels::headTestModel(tied), s);
        QCOMPARE(TrainingTimeEstimator::modelFlopsPerToken(m, s.task, 128), expected);
        QCOMPARE(TrainingTimeEstimator::executedFlopsPerToken(m, s.task, 128, Recompute::None), expected);
    }

    void sixPDComputeTime()
    {
        // Llama 2 7B, 1T tokens, 1,024 A100s (312 TFLOPS dense BF16), MFU 0.5. By hand:
        // FLOPs = (6 x 6,608,928,000 + 6,442,450,944) x 1e12 = 4.6096018944e22 (N = P - V h: the input embedding is
        // a lookup); time = 4.6096e22 / (1024 x 312e12 x 0.5) = 288,562 s = 80.15606 h of compute. Tolerance 1e-6.
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeDetail d = TrainingTimeEstimator::estimate(
            inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-a100-80gb-sxm"), 8, 128, 0.5));
        QCOMPARE(d.dataParallel, 1024);
        QCOMPARE(d.estimate.gradientAccumulationSteps, 1);
        const double computeHours = d.steps * d.estimate.computeSecondsPerStep / 3600.0;
        GP_VERIFY_NEAR(computeHours / 80.15606, 1, 1e-6);
        GP_VERIFY_NEAR(d.estimate.totalFlops / 4.6096018944e22, 1, 1e-12);
        // The ZeRO-1 all-reduce (13.48 GB, 8 per node x 128 nodes) hides behind the 0.91 s backward pass:
        // only the last 25 MB bucket stays exposed, so the whole run is within 1% of pure compute.
        QVERIFY(d.estimate.wallClockHours >= computeHours);
        QVERIFY(d.estimate.wallClockHours < computeHours * 1.01);
        QCOMPARE(d.estimate.bound, Bound::Compute);
    }

    // A utilisation outside (0, 1] is passed on as given, never clamped, so that the engine's figure check
    // (PlanningEngine badFigures: mfu above 1 is above the peak) refuses it: at 1.5 the compute takes 1 / 1.5 of
    // the time at 1.0 (exact), and the estimate says 1.5.
    void utilisationIsNotClamped()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const GpuSpec& a100 = *c.gpu("nvidia-a100-80gb-sxm");
        const TrainingTimeDetail one =
            TrainingTimeEstimator::estimate(inputs(PlanningTestCatalog::llama2_7b(), a100, 8, 128, 1.0));
        const TrainingTimeDetail over =
            TrainingTimeEstimator::estimate(inputs(PlanningTestCatalog::llama2_7b(), a100, 8, 128, 1.5));
        QCOMPARE(over.estimate.mfu, 1.5);
        GP_VERIFY_NEAR(over.estimate.computeSecondsPerStep * 1.5 / one.estimate.computeSecondsPerStep, 1, 1e-12);
    }

    void llama2PublishedGpuHours()
    {
        // Llama 2 paper (Touvron et al. 2023, table 2): 7B took 184,320 A100-80GB GPU-hours for 2T tokens.
        // Implied: (6 x 6.609e9 + 6.44e9) x 2e12 / (184,320 x 3600 s) = 138.9 TFLOPS = 44.5% of 312 (6.609e9 =
        // P - V h, the weights that multiply).
        // Our default for Ampere above 256 GPUs is 0.45 (MfuDefaults.cpp): the estimate must land within
        // 10% of the published figure (the DOMAIN notes put textbook training-time error near 30%).
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const GpuSpec& a100 = *c.gpu("nvidia-a100-80gb-sxm");
        const MfuDefault published = MfuDefaults::published(a100, 1024, Task::PreTrain, TrainPrecision::MixedBF16);
        QCOMPARE(published.value, 0.45);
        // An end-to-end figure of cluster runs: bubble and communication are inside it, not added again.
        QCOMPARE(published.kind, UtilisationKind::EndToEnd);
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), a100, 8, 128, published.value);
        in.utilisationKind = published.kind;
        in.training.tokens = 2e12;
        const TrainingTimeDetail d = TrainingTimeEstimator::estimate(in);
        const double implied = d.estimate.totalFlops / (184320.0 * 3600) / 1e12;
        GP_VERIFY_NEAR(implied, 138.94, 0.05);
        GP_VERIFY_NEAR(d.estimate.gpuHours / 184320.0, 1, 0.10);
        // By hand: 9.2192e22 FLOPs / (312e12 x 0.45) / 3600 = 182,400 GPU-hours, nothing added (1e-4).
        GP_VERIFY_NEAR(d.estimate.gpuHours / 182400.0, 1, 1e-4);
    }

    // The three kinds of utilisation (MfuDefaults.h), on 1 node of 8 H100, p = 4, global 64, micro 2:
    // accumulation 16, bubble 3/16. A hardware rate gets the bubble and exposed communication added; an
    // end-to-end rate and an MFU already contain them.
    void utilisationKindsCountOverheadsOnce()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, 0.4);
        in.parallel.pipelineParallel = 4;
        in.training.globalBatch = 64;
        in.training.microBatch = 2;
        const TrainingTimeDetail hw = TrainingTimeEstimator::estimate(in);
        QVERIFY(hw.estimate.stepSeconds >= hw.estimate.computeSecondsPerStep * 1.1875);
        in.utilisationKind = UtilisationKind::EndToEnd;
        in.sourceBubble = 0.9375; // Llama 3's 16K-GPU layout (MfuDefaults::sourceBubble): larger than 3/16
        const TrainingTimeDetail e2e = TrainingTimeEstimator::estimate(in);
        QCOMPARE(e2e.estimate.pipelineBubbleFraction, 0.1875);                  // still shown
        QCOMPARE(e2e.estimate.stepSeconds, e2e.estimate.computeSecondsPerStep); // not added
        QCOMPARE(e2e.estimate.computeSecondsPerStep, hw.estimate.computeSecondsPerStep);
    }

    // An end-to-end figure carries its source run's bubble, not any bubble. 8 H100, p = 8 (DP 1), global batch 1,
    // micro 1: accumulation 1, m = 1, bubble (8 - 1) / 1 = 7. Against Llama 3's 0.9375 the step is charged
    // (1 + 7) / (1 + 0.9375) = 4.12903 x compute; against a source bubble of 7 or more, nothing (1e-12).
    void endToEndChargesTheExcessBubble()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, 0.4);
        in.parallel.pipelineParallel = 8;
        in.training.globalBatch = 1;
        in.training.microBatch = 1;
        in.utilisationKind = UtilisationKind::EndToEnd;
        in.sourceBubble = 0.9375;
        const TrainingTimeDetail d = TrainingTimeEstimator::estimate(in);
        QCOMPARE(d.pipelineMicroBatches, 1);
        QCOMPARE(d.estimate.pipelineBubbleFraction, 7.0);
        const double factor = 8.0 / 1.9375;
        GP_VERIFY_NEAR(d.excessBubbleFactor / factor, 1, 1e-12);
        GP_VERIFY_NEAR(d.estimate.stepSeconds / (d.estimate.computeSecondsPerStep * factor), 1, 1e-12);
        in.sourceBubble = 7;
        const TrainingTimeDetail same = TrainingTimeEstimator::estimate(in);
        QCOMPARE(same.excessBubbleFactor, 1.0);
        QCOMPARE(same.estimate.stepSeconds, same.estimate.computeSecondsPerStep);
    }

    // The source bubbles of the end-to-end defaults, from the layouts MfuDefaults.cpp cites: Llama 3
    // table 4 (PP 16, 16 micro-batches per pipeline) and Narayanan et al. 2021 (PP 64, 512).
    void sourceBubblesOfTheCitedRuns()
    {
        QCOMPARE(MfuDefaults::sourceBubble(GpuGeneration::Hopper), 15.0 / 16.0);
        QCOMPARE(MfuDefaults::sourceBubble(GpuGeneration::Blackwell), 15.0 / 16.0);
        QCOMPARE(MfuDefaults::sourceBubble(GpuGeneration::Ampere), 63.0 / 512.0);
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const MfuDefault h =
            MfuDefaults::published(*c.gpu("nvidia-h100-sxm"), 1024, Task::PreTrain, TrainPrecision::MixedBF16);
        QCOMPARE(h.kind, UtilisationKind::EndToEnd);
        QCOMPARE(h.sourceBubble, 15.0 / 16.0);
        // L40S above 256 GPUs: still a hardware rate, so communication and the whole bubble are charged.
        const MfuDefault l =
            MfuDefaults::published(*c.gpu("nvidia-l40s"), 1024, Task::PreTrain, TrainPrecision::MixedBF16);
        QCOMPARE(l.kind, UtilisationKind::Hardware);
        QCOMPARE(l.sourceBubble, 0.0);
    }

    // NeMo's FP8 figures (Model TFLOP / sec / GPU) are end-to-end at every scale: on 8 H100 the bubble and the
    // communication are counted once, not added to a rate that holds them. Source bubble 0 (the hold-out rows'
    // layouts are not recorded), so the plan's whole bubble is still charged, and the floor's rate is the same
    // figure. 8 H100, p = 4, global 64, micro 2 (bubble 3/16): the step is the larger of compute x 1.1875 and
    // compute + exposed communication, never their sum (1e-12 relative). BF16 at 8 GPUs stays a hardware rate.
    void fp8FiguresAreEndToEndAtEveryScale()
    {
        QCOMPARE(MfuDefaults::kind(GpuGeneration::Hopper, 8, TrainPrecision::FP8), UtilisationKind::EndToEnd);
        QCOMPARE(MfuDefaults::kind(GpuGeneration::Blackwell, 8, TrainPrecision::FP8), UtilisationKind::EndToEnd);
        QCOMPARE(MfuDefaults::kind(GpuGeneration::Hopper, 8, TrainPrecision::MixedBF16), UtilisationKind::Hardware);
        QCOMPARE(MfuDefaults::kind(GpuGeneration::Ampere, 8, TrainPrecision::FP8), UtilisationKind::Hardware);
        QCOMPARE(MfuDefaults::sourceBubble(GpuGeneration::Hopper, TrainPrecision::FP8), 0.0);
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        const MfuDefault d = MfuDefaults::published(*c.gpu("nvidia-h100-sxm"), 8, Task::PreTrain, TrainPrecision::FP8);
        QCOMPARE(d.kind, UtilisationKind::EndToEnd);
        QCOMPARE(d.value, 711.0 / 1979.0);
        QCOMPARE(d.hardwareValue, d.value);
        QCOMPARE(d.sourceBubble, 0.0);

        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, d.value);
        in.training.precision = TrainPrecision::FP8;
        in.parallel.pipelineParallel = 4;
        in.training.globalBatch = 64;
        in.training.microBatch = 2;
        const TrainingTimeDetail hw = TrainingTimeEstimator::estimate(in);
        in.utilisationKind = d.kind;
        in.sourceBubble = d.sourceBubble;
        in.hardwareUtilisation = d.hardwareValue;
        const TrainingTimeDetail e2e = TrainingTimeEstimator::estimate(in);
        const double compute = e2e.estimate.computeSecondsPerStep;
        QCOMPARE(compute, hw.estimate.computeSecondsPerStep);
        QCOMPARE(e2e.estimate.pipelineBubbleFraction, 0.1875);
        QVERIFY(e2e.estimate.exposedCommunicationSecondsPerStep > 0);
        const double expected = std::max(compute * 1.1875, compute + e2e.estimate.exposedCommunicationSecondsPerStep);
        GP_VERIFY_NEAR_CTX(e2e.estimate.stepSeconds / expected, 1, 1e-12,
                           qPrintable(QString("%1 vs %2").arg(e2e.estimate.stepSeconds).arg(expected)));
        QVERIFY(e2e.estimate.stepSeconds < hw.estimate.stepSeconds); // the hardware reading adds both
    }

    // The user's override is an MFU: model FLOPs over the whole step. The plan's achieved MFU is then the
    // override exactly, and recomputation does not change the time (the MFU already accounts for it).
    void overrideMeansMfu()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, 0.37);
        in.utilisationKind = UtilisationKind::ModelFlops;
        in.parallel.pipelineParallel = 2;
        in.training.globalBatch = 64;
        const TrainingTimeDetail plain = TrainingTimeEstimator::estimate(in);
        GP_VERIFY_NEAR(plain.estimate.achievedMfu, 0.37, 1e-12);
        in.training.recompute = Recompute::Full;
        const TrainingTimeDetail recomputed = TrainingTimeEstimator::estimate(in);
        QCOMPARE(recomputed.estimate.stepSeconds, plain.estimate.stepSeconds);
        QVERIFY(recomputed.estimate.totalFlops > plain.estimate.totalFlops); // more executed, same MFU
    }

    // A default (hardware or end-to-end rate) applies to the executed FLOPs: full recomputation adds one
    // forward pass at the same rate. Llama 2 7B, s = 4096: (8 x 6.74e9 + 16 L s H Q) / (6 x 6.74e9 + 12 L s H Q)
    // = (53.9e9 + 8.59e9) / (40.4e9 + 6.44e9) = 1.3333 (exactly 4/3 with L s H Q counted both ways).
    void recomputationAddsFlopsAtTheSameRate()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-a100-80gb-sxm"), 8, 1, 0.6);
        in.utilisationKind = UtilisationKind::EndToEnd;
        const double plain = TrainingTimeEstimator::estimate(in).estimate.stepSeconds;
        in.training.recompute = Recompute::Full;
        const double full = TrainingTimeEstimator::estimate(in).estimate.stepSeconds;
        GP_VERIFY_NEAR(full / plain, 4.0 / 3.0, 1e-9);
    }

    // One meaning of the large-scale threshold: at most kLargeScaleGpus is a hardware rate measured on
    // single nodes, above it an end-to-end cluster figure, but only for generations measured at cluster
    // scale: an "other" GPU (L40S, PCIe cards) stays a hardware rate, so its communication is charged.
    void largeScaleThreshold()
    {
        for (const GpuGeneration g : {GpuGeneration::Ampere, GpuGeneration::Hopper, GpuGeneration::Blackwell}) {
            QCOMPARE(MfuDefaults::kind(g, kLargeScaleGpus), UtilisationKind::Hardware);
            QCOMPARE(MfuDefaults::kind(g, kLargeScaleGpus + 1), UtilisationKind::EndToEnd);
        }
        QCOMPARE(MfuDefaults::kind(GpuGeneration::Other, kLargeScaleGpus), UtilisationKind::Hardware);
        QCOMPARE(MfuDefaults::kind(GpuGeneration::Other, kLargeScaleGpus + 1), UtilisationKind::Hardware);
        QCOMPARE(MfuDefaults::kind(GpuGeneration::Other, 100000), UtilisationKind::Hardware);
        // LLM Foundry medians (MfuDefaults.cpp): Ampere 0.63, Hopper 0.42 on 8-GPU FSDP runs.
        QCOMPARE(MfuDefaults::value(GpuGeneration::Ampere, 8, Task::PreTrain, TrainPrecision::MixedBF16), 0.63);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::PreTrain, TrainPrecision::MixedBF16), 0.42);
        // LoRA at full fine-tuning's utilisation (NeMo 24.12): 0.42 x 0.9.
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::LoRA, TrainPrecision::MixedBF16), 0.42 * 0.9);
    }

    // NVIDIA's GDDR cards of Ampere GA10x and Ada take the median of Answer.AI's 6 LoRA runs on 2 x RTX 3090 and
    // 2 x RTX 4090, worked out by hand: tokens/s per GPU = 1,024 x 2,048 / time / 2, x (6 x 6.61e9 + 16 x 32 x
    // 2,048 x 4,096) = 4.3955e10 FLOPs per token, over 165.2 (4090) or 71 (3090) TFLOPS: 0.638, 0.580, 0.579,
    // 0.475, 0.541, 0.737; median 0.579 (0.58 to two places). At every scale a hardware rate. AMD, Turing and
    // Volta stay "other" (0.35), as do the HBM parts' own generations.
    void gddrCardsTakeTheirOwnRuns()
    {
        const auto gpu = [](const char* vendor, const char* arch, double tbps) {
            GpuSpec g;
            g.vendor = vendor;
            g.architecture = arch;
            g.memoryBandwidthTBps = tbps;
            return g;
        };
        QCOMPARE(gpuGeneration(gpu("NVIDIA", "Ada Lovelace (AD102)", 1.008)), GpuGeneration::NvidiaGddr);
        QCOMPARE(gpuGeneration(gpu("NVIDIA", "Ada Lovelace (AD104)", 0.3)), GpuGeneration::NvidiaGddr);
        QCOMPARE(gpuGeneration(gpu("NVIDIA", "Ampere (GA102)", 0.6)), GpuGeneration::NvidiaGddr);
        QCOMPARE(gpuGeneration(gpu("NVIDIA", "Ampere", 2.039)), GpuGeneration::Ampere);
        QCOMPARE(gpuGeneration(gpu("NVIDIA", "Turing (TU104)", 0.32)), GpuGeneration::Other);
        QCOMPARE(gpuGeneration(gpu("NVIDIA", "Volta", 0.9)), GpuGeneration::Other);
        QCOMPARE(gpuGeneration(gpu("AMD", "CDNA 3", 5.3)), GpuGeneration::Other);
        QCOMPARE(MfuDefaults::kind(GpuGeneration::NvidiaGddr, 100000), UtilisationKind::Hardware);
        QCOMPARE(MfuDefaults::value(GpuGeneration::NvidiaGddr, 1024, Task::PreTrain, TrainPrecision::MixedBF16), 0.58);
        // LoRA with padded samples: 0.58 x 0.9; FP8 on these cards: no published run, 0.75 x 0.58 assumed.
        QCOMPARE(MfuDefaults::value(GpuGeneration::NvidiaGddr, 1, Task::LoRA, TrainPrecision::PureBF16), 0.58 * 0.9);
        QCOMPARE(MfuDefaults::value(GpuGeneration::NvidiaGddr, 1, Task::PreTrain, TrainPrecision::FP8), 0.58 * 0.75);
        const MfuDefault d = MfuDefaults::published(gpu("NVIDIA", "Ada Lovelace (AD102)", 1.008), 1, Task::LoRA,
                                                    TrainPrecision::PureBF16);
        QVERIFY(d.citation.find("Answer.AI") != std::string::npos);
        QCOMPARE(d.sourceBubble, 0.0);
    }

    // FP8 runs have their own utilisation of the FP8 peak (MfuDefaults.cpp): Hopper the median of the 7 NeMo 24.09
    // DGX-H100 FP8 pre-training rows the validation suite does not hold, 711 TFLOPS of 1,979; Blackwell the median
    // of NeMo 25.02's 5 dense DGX-B200 rows, 1,474 of 4,500, and for a mixture of experts the median of its 2 Mixtral
    // rows, 1,053; Hopper MoE by assumption 711 x 1,053 / 1,474; BF16 has no MoE figure of its own (the same 0.42).
    // Ampere, with no FP8 tensor cores, the BF16 rate. Packed fine-tuning (training.packed_sequences) keeps the
    // pre-training value instead of 0.9 of it.
    void fp8OwnUtilisationAndPacking()
    {
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::PreTrain, TrainPrecision::FP8), 711.0 / 1979.0);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 1024, Task::PreTrain, TrainPrecision::FP8), 711.0 / 1979.0);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Blackwell, 8, Task::PreTrain, TrainPrecision::FP8), 1474.0 / 4500.0);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Blackwell, 8, Task::PreTrain, TrainPrecision::FP8, false, true),
                 1053.0 / 4500.0);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::PreTrain, TrainPrecision::FP8, false, true),
                 711.0 / 1979.0 * (1053.0 / 1474.0));
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::PreTrain, TrainPrecision::MixedBF16, false, true),
                 0.42);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Ampere, 8, Task::PreTrain, TrainPrecision::FP8), 0.63);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Other, 8, Task::PreTrain, TrainPrecision::FP8), 0.35 * 0.75);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::FullFineTune, TrainPrecision::FP8),
                 711.0 / 1979.0 * 0.9);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::FullFineTune, TrainPrecision::FP8, true),
                 711.0 / 1979.0);
        QCOMPARE(MfuDefaults::value(GpuGeneration::Hopper, 8, Task::LoRA, TrainPrecision::MixedBF16, true), 0.42);
        // Packing changes nothing for pre-training (no padding factor to remove).
        QCOMPARE(MfuDefaults::value(GpuGeneration::Ampere, 8, Task::PreTrain, TrainPrecision::MixedBF16, true), 0.63);
    }

    // parallel.tp_comm_overlap: the tensor-parallel time is exposed only where it outlasts the compute. Two
    // shapes on the same TP 8 layout: one compute-heavy (the overlap hides all of it), one with tiny micro-batches
    // whose TP traffic outlasts the compute (exposed = tp - compute).
    void tpOverlapHidesUpToTheCompute()
    {
        const LinkPerf nvlink{450, 0.8, 2.0, ""};
        StepShape s = sevenBStep(64, 8, nvlink);
        s.tensorParallel = 8;
        const StepTimes plain = TrainingTimeEstimator::stepTimes(s);
        QVERIFY(plain.tp > 0 && plain.tp < plain.compute);
        QCOMPARE(plain.tpExposed, plain.tp);
        s.tpCommOverlap = true;
        const StepTimes hidden = TrainingTimeEstimator::stepTimes(s);
        QCOMPARE(hidden.tpExposed, 0.0);
        QCOMPARE(hidden.compute, plain.compute);
        GP_VERIFY_NEAR(hidden.step, (plain.step - plain.tp), 1e-12 * plain.step);
        // 16-token sequences, one per micro-batch: the all-reduces' latency (2 (t - 1) alpha each) outlasts the
        // compute, and only the excess is exposed.
        s.sequenceLength = 16;
        s.microBatch = 1;
        s.globalBatch = 8;
        s.tokensPerStep = 8 * 16;
        const StepTimes excess = TrainingTimeEstimator::stepTimes(s);
        QVERIFY(excess.tp > excess.compute);
        QCOMPARE(excess.tpExposed, excess.tp - excess.compute);
    }

    // parallel.pp_comm_overlap: the interleaved schedule's point-to-point traffic is exposed only where it outlasts
    // the compute; the plain 1F1B schedule (v = 1) cannot overlap it (Megatron-Core refuses), so there the flag changes
    // nothing. 7B-sized shape on 8 GPUs, p = 4, 16 micro-batches of 1 x 4096 tokens, over a slow link (2 GB/s) so the
    // traffic is visible next to the compute.
    void ppOverlapHidesUpToTheCompute()
    {
        const LinkPerf slow{2, 1.0, 2.0, ""};
        StepShape s = sevenBStep(32, 1, slow);
        s.pipelineParallel = 4;
        s.virtualStages = 2;
        const StepTimes plain = TrainingTimeEstimator::stepTimes(s);
        QVERIFY(plain.pp > 0 && plain.pp < plain.compute);
        QCOMPARE(plain.ppExposed, plain.pp);
        s.ppCommOverlap = true;
        const StepTimes hidden = TrainingTimeEstimator::stepTimes(s);
        QCOMPARE(hidden.ppExposed, 0.0);
        QCOMPARE(hidden.pp, plain.pp);
        GP_VERIFY_NEAR(hidden.exposed, (plain.exposed - plain.pp), 1e-12 * plain.step);
        // Plain 1F1B: nothing to overlap with.
        s.virtualStages = 1;
        const StepTimes oneChunk = TrainingTimeEstimator::stepTimes(s);
        QCOMPARE(oneChunk.ppExposed, oneChunk.pp);
        // Both overlaps on (t = 2): one compute time hides both, never twice: exposed TP + PP = max(0, tp + pp -
        // compute). Over link speeds 3% apart from 1 to ~370 GB/s, at least one must have each below the compute and
        // their sum above it (TP's traffic is about 16 times PP's here, so that window is narrow).
        s.virtualStages = 2;
        s.tensorParallel = 2;
        s.tpCommOverlap = true;
        bool shared = false;
        for (int i = 0; i < 200; ++i) {
            const LinkPerf link{std::pow(1.03, i), 1.0, 2.0, ""};
            s.intraNode = s.interNode = &link;
            const StepTimes both = TrainingTimeEstimator::stepTimes(s);
            GP_VERIFY_NEAR(both.tpExposed + both.ppExposed, std::max(0.0, both.tp + both.pp - both.compute),
                           1e-12 * both.step);
            shared = shared || (both.tp < both.compute && both.pp < both.compute && both.tp + both.pp > both.compute);
        }
        QVERIFY2(shared, "no link speed put TP and PP each below the compute and their sum above it");
    }

    // Offload over the host link (ZeRO-Infinity sec. 6; torchtune activation offloading), one GPU, ZeRO-3, 7e9
    // parameters in 16 bits (P = G = 14 GB), a host link of 25 GB/s with efficiency 1 and no latency. Per
    // micro-batch (global 8 of micro 1 = 8 micro-batches): forward fetches P, 14e9 / 25e9 = 0.56 s; backward
    // fetches P and sends G back at once (full duplex), 0.56 s. Compute: 6 x 7e9 x 16,384 tokens / (312e12 x 0.5)
    // = 4.4111 s a step, 0.55138 a micro-batch, a third of it forward (2P / 6P): each pass takes max(transfer,
    // compute), so the step is 8 x (0.56 + 0.56) = 8.96 s with 8 x (0.56 - 0.18379 + 0.56 - 0.36759) = 4.5489 s
    // exposed. Offloaded activations of 2 GB add to the backward's incoming direction: (14 + 2) / 25 = 0.64 s,
    // while the forward's outgoing 2 GB stays under its 14 GB incoming. 16 sequences a micro-batch (compute
    // 8.82 s a micro-batch) hide all of it. Tolerance 1e-9 relative (floating point).
    void offloadCrossesTheHostLink()
    {
        const LinkPerf host{25, 1.0, 0.0, ""};
        const LinkPerf nvlink{450, 0.8, 2.0, ""};
        StepShape s;
        s.executedFlopsPerToken = 6 * 7e9;
        s.forwardFlopsPerToken = 2 * 7e9;
        s.tokensPerStep = 8 * 2048;
        s.globalBatch = 8;
        s.microBatch = 1;
        s.sequenceLength = 2048;
        s.hiddenSize = 4096;
        s.layers = 32;
        s.gradientBytes = 14e9;
        s.parameterBytes = 14e9;
        s.peakTflops = 312;
        s.utilisation = 0.5;
        s.gpus = 1;
        s.gpusPerNode = 1;
        s.zeroStage = 3;
        s.intraNode = &nvlink;
        s.interNode = &nvlink;
        s.hostLink = &host;
        const StepTimes none = TrainingTimeEstimator::stepTimes(s);
        QCOMPARE(none.host, 0.0); // nothing offloaded: no host traffic
        s.offloadParameters = true;
        const StepTimes off = TrainingTimeEstimator::stepTimes(s);
        const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::abs(b); };
        QVERIFY(near(off.compute, 6 * 7e9 * 16384 / (312e12 * 0.5)));
        QVERIFY(near(off.host, 8 * (0.56 + 0.56)));
        const double micro = off.compute / 8;
        QVERIFY(near(off.hostExposed, 8 * ((0.56 - micro / 3) + (0.56 - micro * 2 / 3))));
        QVERIFY(near(off.step, 8.96));
        s.offloadedActivationBytes = 2e9;
        const StepTimes both = TrainingTimeEstimator::stepTimes(s);
        QVERIFY(near(both.host, 8 * (0.56 + 0.64)));
        QVERIFY(near(both.step, 8 * (0.56 + 0.64)));
        s.microBatch = 16;
        s.globalBatch = 16;
        s.tokensPerStep = 16 * 2048;
        const StepTimes hidden = TrainingTimeEstimator::stepTimes(s);
        QVERIFY(near(hidden.host, 0.56 + 0.64));
        QCOMPARE(hidden.hostExposed, 0.0);
        QVERIFY(near(hidden.step, hidden.compute));
    }

    // Context parallelism's ring (Megatron-Core context parallel guide; Liu et al. 2023, Ring Attention), worked by
    // hand for a Llama 3 8B shape (32 layers, h = H Q = 4096, 8 KV heads of d_h 128), s = 16,384, b = 1, c = 2 on
    // two GPUs, t = p = 1, global batch 4: d = 2 / 2 = 1 replica, 4 micro-batches a step. One ring hop carries a
    // rank's K and V block, 2 x 8192 x 1 x 8 x 128 x 2 B = 33,554,432 B. The attention it overlaps: 4 b s^2 H Q /
    // (c^2 t) = 4 x 16384^2 x 4096 / 4 = 1.099511627776e12 FLOPs at 1000 TFLOPS x 0.5 = 2.199023255552 ms. Hops per
    // step: 4 micro-batches x 32 layers x (c - 1) x 3 (forward once, backward K/V again and their gradients) = 384.
    // - one GPU a node: the ring crosses nodes, at 1 GB/s (efficiency 1, no latency) a hop takes 33.554432 ms:
    //   384 x 33.554432 ms = 12.884901888 s of ring traffic, 384 x (33.554432 - 2.199023255552) ms =
    //   12.040476957868032 s exposed;
    // - two GPUs a node: t x c = 2 fits, the ring runs over a 100 GB/s link: 0.33554432 ms a hop, hidden behind the
    //   2.2 ms of attention: 0.12884901888 s of traffic, none exposed;
    // - full recomputation runs the forward ring again: 4 passes, 512 hops.
    // The gradients are reduced over d x c = 2 ranks (Megatron-Core's dp x cp group) though d = 1. Tolerance 1e-9
    // relative (floating point).
    void contextParallelRingExposesWhatAttentionDoesNotHide()
    {
        const LinkPerf slow{1, 1.0, 0.0, ""};
        const LinkPerf fast{100, 1.0, 0.0, ""};
        ModelArchitecture m;
        m.parameters = 8e9;
        m.activeParameters = 8e9;
        m.layers = 32;
        m.hiddenSize = 4096;
        m.attentionHeads = 32;
        m.kvHeads = 8;
        m.headDim = 128;
        StepShape s;
        s.executedFlopsPerToken = 6 * 8e9;
        s.forwardFlopsPerToken = 2 * 8e9;
        s.tokensPerStep = 4 * 16384.0;
        s.globalBatch = 4;
        s.microBatch = 1;
        s.sequenceLength = 16384;
        s.hiddenSize = 4096;
        s.layers = 32;
        s.gradientBytes = 2 * 8e9;
        s.peakTflops = 1000;
        s.utilisation = 0.5;
        s.gpus = 2;
        s.gpusPerNode = 1;
        s.intraNode = &fast;
        s.interNode = &slow;
        TrainingTimeEstimator::setContextParallel(s, m, TrainPrecision::MixedBF16, Recompute::None, 2);
        const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::abs(b); };
        const StepTimes across = TrainingTimeEstimator::stepTimes(s);
        QCOMPARE(across.dataParallel, 1);
        QCOMPARE(across.accumulation, 4);
        QVERIFY(near(across.cpHop, 0.033554432));
        QVERIFY(near(across.cpAttention, 0.002199023255552));
        QVERIFY(near(across.cp, 12.884901888));
        QVERIFY(near(across.cpExposed, 12.040476957868032));
        QVERIFY(across.dpComm > 0); // two ranks hold the same parameters: their gradients are reduced
        QVERIFY(near(across.exposed, across.dpExposed + across.cpExposed));
        QVERIFY(near(across.step, across.compute + across.exposed));
        s.gpusPerNode = 2;
        const StepTimes within = TrainingTimeEstimator::stepTimes(s);
        QVERIFY(near(within.cp, 0.12884901888));
        QCOMPARE(within.cpExposed, 0.0);
        TrainingTimeEstimator::setContextParallel(s, m, TrainPrecision::MixedBF16, Recompute::Full, 2);
        QVERIFY(near(TrainingTimeEstimator::stepTimes(s).cp, 0.12884901888 * 4 / 3));
        // c = 1: no ring, and d = GPUs / (t p c) = 2 again.
        TrainingTimeEstimator::setContextParallel(s, m, TrainPrecision::MixedBF16, Recompute::None, 1);
        const StepTimes none = TrainingTimeEstimator::stepTimes(s);
        QCOMPARE(none.cp, 0.0);
        QCOMPARE(none.dataParallel, 2);
        QCOMPARE(none.accumulation, 2);
    }

    // Recomputed FLOPs of torchtitan's selective checkpointing, Llama 2 7B at s = 4096 (hand-worked, exact):
    // per-op reruns wk, wo and w3: 2 x 32 x (4096 x 4096 + 4096 x 4096 + 4096 x 11008) = 5,033,164,800 per token;
    // per-layer reruns every second block's forward: (2 x 6,608,928,000 + 4 x 32 x 4096 x 4096) / 2 = 7,682,669,824
    // (the test catalog's Llama 2 7B has P = 6.74e9, less its untied input embedding's V h = 131,072,000).
    void torchtitanSelectiveRecomputeFlops()
    {
        const ModelArchitecture m = PlanningTestCatalog::llama2_7b();
        const double none = TrainingTimeEstimator::executedFlopsPerToken(m, Task::PreTrain, 4096, Recompute::None);
        QCOMPARE(TrainingTimeEstimator::executedFlopsPerToken(m, Task::PreTrain, 4096, Recompute::SelectiveOp) - none,
                 5033164800.0);
        QCOMPARE(TrainingTimeEstimator::executedFlopsPerToken(m, Task::PreTrain, 4096, Recompute::SelectiveLayer) -
                     none,
                 7682669824.0);
    }

    void peaksFollowPrecision_data()
    {
        QTest::addColumn<int>("precision");
        QTest::addColumn<double>("expected");
        // H100 SXM datasheet, dense: BF16 989.5, FP8 1,979 (the sparse 3,958 is never used), FP32 67.
        QTest::newRow("BF16 -> 989.5 dense") << int(TrainPrecision::MixedBF16) << 989.5;
        QTest::newRow("FP8 -> 1979 dense (FP8 runs use the FP8 peak)") << int(TrainPrecision::FP8) << 1979.0;
        QTest::newRow("FP32 -> 67 non-tensor (TF32 off by default)") << int(TrainPrecision::FP32) << 67.0;
    }
    void peaksFollowPrecision()
    {
        QFETCH(int, precision);
        QFETCH(double, expected);
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        QCOMPARE(TrainingTimeEstimator::peakTflops(*c.gpu("nvidia-h100-sxm"), TrainPrecision(precision)), expected);
    }

    void fp8WithoutFp8CoresFallsBackWithWarning()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        gp::Message warning;
        QCOMPARE(
            TrainingTimeEstimator::peakTflops(*c.gpu("nvidia-a100-80gb-sxm"), TrainPrecision::FP8, nullptr, &warning),
            312.0);
        QCOMPARE(QString::fromStdString(warning.english()),
                 QStringLiteral("the GPU has no FP8 tensor cores: the FP8 run is timed at the BF16 dense peak"));
    }

    void loraParametersOneCounter()
    {
        // Llama 2 7B, r = 16 on q k v o: each matrix 4096 x 4096 -> 16 x (4096 + 4096) = 131,072 per
        // matrix, x 4 x 32 layers = 16,777,216 (Hu et al. 2021).
        QCOMPARE(gp::loraParameters(PlanningTestCatalog::llama2_7b(), 16, {"q", "k", "v", "o"}), 16777216.0);
        // An ungated MLP has no gate matrix: targeting "gate" adds nothing (the two counters disagreed here).
        ModelArchitecture ungated = PlanningTestCatalog::llama2_7b();
        ungated.gatedFfn = false;
        QCOMPARE(gp::loraParameters(ungated, 16, {"gate"}), 0.0);
        QCOMPARE(gp::loraParameters(ungated, 16, {"up"}), 16.0 * (4096 + 11008) * 32);
    }

    void gradientAccumulationAndBubble()
    {
        // 1 node of 8 GPUs, p = 4, t = 1 -> d = 2; global 64, micro 2 -> accumulation 64 / (2 x 2) = 16;
        // 1F1B bubble (p - 1) / m = 3/16 = 0.1875 (Narayanan et al. 2021).
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, 0.4);
        in.parallel.pipelineParallel = 4;
        in.training.globalBatch = 64;
        in.training.microBatch = 2;
        const TrainingTimeDetail d = TrainingTimeEstimator::estimate(in);
        QCOMPARE(d.estimate.gradientAccumulationSteps, 16);
        QCOMPARE(d.estimate.pipelineBubbleFraction, 0.1875);
        QVERIFY(d.estimate.stepSeconds >= d.estimate.computeSecondsPerStep * 1.1875);
    }

    // Interleaved 1F1B (Narayanan et al. 2021, sec. 2.2.2): the bubble is (p - 1) / (v m) and the pipeline's
    // point-to-point traffic v times as large. The layout above (p = 4, m = 16) with v = 2: 3/32 = 0.09375.
    // Llama 2 7B has 32 layers, so v = 8 (4 x 8 = 32 chunks of one layer) still runs; v = 9 cannot (36 > 32)
    // and the estimator runs plain 1F1B, as the configuration search does for a depth the setting cannot fit.
    void interleavedScheduleDividesTheBubble()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, 0.4);
        in.parallel.pipelineParallel = 4;
        in.training.globalBatch = 64;
        in.training.microBatch = 2;
        const TrainingTimeDetail plain = TrainingTimeEstimator::estimate(in);
        in.parallel.virtualStages = 2;
        const TrainingTimeDetail two = TrainingTimeEstimator::estimate(in);
        QCOMPARE(two.virtualStages, 2);
        QCOMPARE(two.estimate.pipelineBubbleFraction, 0.09375);
        GP_VERIFY_NEAR(two.ppCommSecondsPerStep / plain.ppCommSecondsPerStep, 2, 1e-12);
        QCOMPARE(two.estimate.computeSecondsPerStep, plain.estimate.computeSecondsPerStep); // same FLOPs
        // Plain: 16 micro-batches x 2 directions x one transfer of b s h x 2 = 2 x 4096 x 4096 x 2 bytes over
        // NVLink (t p = 4 GPUs of one node). With t = 2 each rank sends half (Narayanan et al. 2021, sec. 4.1):
        // d = 1, accumulation 64 / 2 = 32 transfers of 33,554,432 bytes each way.
        const LinkPerf& nvlink = in.intraNode;
        QCOMPARE(plain.ppCommSecondsPerStep, 16 * 2 * CommunicationModel::pointToPointSeconds(67108864.0, nvlink));
        TrainingTimeInputs tp2 = in;
        tp2.parallel.virtualStages = 1;
        tp2.parallel.tensorParallel = 2;
        QCOMPARE(TrainingTimeEstimator::estimate(tp2).ppCommSecondsPerStep,
                 32 * 2 * CommunicationModel::pointToPointSeconds(33554432.0, nvlink));
        // Hardware rate: step = compute x (1 + bubble) + exposed communication, so the smaller bubble shows.
        QVERIFY(two.estimate.stepSeconds < plain.estimate.stepSeconds);
        in.parallel.virtualStages = 8;
        QCOMPARE(TrainingTimeEstimator::estimate(in).estimate.pipelineBubbleFraction, 3.0 / 128);
        in.parallel.virtualStages = 9;
        const TrainingTimeDetail tooMany = TrainingTimeEstimator::estimate(in);
        QCOMPARE(tooMany.virtualStages, 1);
        QCOMPARE(tooMany.estimate.pipelineBubbleFraction, 0.1875);
    }

    // Pure BF16 computes the same BF16 GEMMs as mixed precision: same peak, same FLOPs, same gradient bytes.
    void pureBf16TimesLikeMixed()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, 0.4);
        const TrainingTimeDetail mixed = TrainingTimeEstimator::estimate(in);
        in.training.precision = TrainPrecision::PureBF16;
        const TrainingTimeDetail pure = TrainingTimeEstimator::estimate(in);
        QCOMPARE(pure.estimate.peakTflopsPerGpu, mixed.estimate.peakTflopsPerGpu);
        QCOMPARE(pure.estimate.stepSeconds, mixed.estimate.stepSeconds);
        QCOMPARE(pure.gradientBytesPerGpu, mixed.gradientBytesPerGpu);
    }

    void neverNegativeOrNan()
    {
        const CatalogSnapshot c = PlanningTestCatalog::catalog();
        TrainingTimeInputs in = inputs(PlanningTestCatalog::llama2_7b(), *c.gpu("nvidia-h100-sxm"), 8, 1, 0.4);
        in.training.tokens = 0;
        in.training.datasetTokens = 0;
        const TrainingTimeDetail d = TrainingTimeEstimator::estimate(in);
        QCOMPARE(d.estimate.wallClockHours, 0.0);
        QVERIFY(std::isfinite(d.estimate.tokensPerSecond) && d.estimate.tokensPerSecond >= 0);
    }
};

QTEST_GUILESS_MAIN(TestTrainingTime)
#include "tst_trainingtime.moc"
