// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// MemoryFit: usable memory of a card against what PyTorch reports, fits per GPU, the fewest-GPU search
// (checked against an independent brute-force enumeration) and the largest batch/context that fits.
#include "Near.h"
#include "VramTestModels.h"
#include "planning/MemoryFit.h"
#include "planning/VramEstimator.h"

#include <QTest>

#include <cmath>

using namespace gp;
using namespace VramTestModels;

namespace {
constexpr double kGiB = 1073741824.0 / 1e9; // GB per GiB

GpuSpec card(const char* key, double labelGb)
{
    GpuSpec g;
    g.key = key;
    g.name = key;
    g.memoryGb = labelGb;
    return g;
}

double totalAt(const Scenario& s, const ModelArchitecture& m, const ParallelLayout& l)
{
    return VramEstimator::breakdown(s, m, l).totalGb();
}
} // namespace

class TestMemoryFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Usable memory vs the "total capacity" PyTorch prints in out-of-memory messages (cudaMemGetInfo total):
    // A10/A10G 22.20 GiB, RTX 3090/4090 23.65-23.67 GiB, A100 80GB 79.15 GiB, T4 14.75 GiB. Tolerance 0.1 GiB.
    void usableMemory_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("label");
        QTest::addColumn<double>("reportedGiB");
        QTest::newRow("A10G (GDDR6, ECC on): 22.20 GiB") << "nvidia-a10g" << 24.0 << 22.20;
        QTest::newRow("RTX 4090 (no ECC): 23.65 GiB") << "nvidia-rtx-4090" << 24.0 << 23.65;
        QTest::newRow("A100 80GB (HBM2e): 79.15 GiB") << "nvidia-a100-80gb-sxm" << 80.0 << 79.15;
        QTest::newRow("T4 (GDDR6, ECC on): 14.75 GiB") << "nvidia-t4" << 16.0 << 14.75;
    }
    void usableMemory()
    {
        QFETCH(QString, key);
        QFETCH(double, label);
        QFETCH(double, reportedGiB);
        const GpuSpec g = card(key.toStdString().c_str(), label);
        const double usableGiB = MemoryFit::usableGb(g) / kGiB;
        GP_VERIFY_NEAR(usableGiB, reportedGiB, 0.1);
        QVERIFY(usableGiB < label); // less than the (binary) label, always
        const Explanation e = MemoryFit::usableExplanation(g);
        QCOMPARE(e.figure, std::string("memory.usable_gb"));
        QCOMPARE(e.value, MemoryFit::usableGb(g));
    }

    // Llama 2 70B in FP16 for inference (137.95 GB of weights), one 4096-token sequence. Hand-worked fewest
    // GPUs (weights per GPU = 137.95 x ceil(80/p)/80 / t): A100 80GB (84.95 GB usable): t 2, 69 GB each.
    // L40S (47.75 GB): t 4, 34.5 GB each. A10G (23.84 GB): 7 GPUs would need p 7 with 12 of 80 layers,
    // 20.7 GB of weights + overheads = 23.9 GB: just over, so t 8 (17.2 GB each). T4 (15.78 GB): t 8 needs
    // 19.6 GB in total; 12 GPUs as t 4 x p 3 (27 of 80 layers: 11.6 GB each, 13.6 GB in total); t 2 x p 5 and
    // t 1 x p 10 (16 layers: 13.8 GB + overheads = 16.1-16.4 GB) do not fit. Replicas never shard in inference.
    void fewestGpusInference_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("label");
        QTest::addColumn<int>("t");
        QTest::addColumn<int>("p");
        QTest::newRow("A100 80GB: t 2") << "nvidia-a100-80gb-sxm" << 80.0 << 2 << 1;
        QTest::newRow("L40S: t 4") << "nvidia-l40s" << 48.0 << 4 << 1;
        QTest::newRow("A10G: t 8") << "nvidia-a10g" << 24.0 << 8 << 1;
        QTest::newRow("T4: t 4 x p 3") << "nvidia-t4" << 16.0 << 4 << 3;
    }
    void fewestGpusInference()
    {
        QFETCH(QString, key);
        QFETCH(double, label);
        QFETCH(int, t);
        QFETCH(int, p);
        Scenario s = single(Task::Inference); // one GPU per node in the scenario: the search still assumes 8
        s.inference.promptTokens = 3072;
        s.inference.outputTokens = 1024;
        const GpuFit f = MemoryFit::fitOn(s, llama2_70b(), card(key.toStdString().c_str(), label));
        QCOMPARE(f.fewestGpus, t * p);
        QCOMPARE(f.fewestLayout.tensorParallel, t);
        QCOMPARE(f.fewestLayout.pipelineParallel, p);
        QCOMPARE(f.fewestLayout.dataParallel, 1);
        QVERIFY(!f.fits); // the scenario's own layout is one GPU
        QCOMPARE(f.headroomGb, f.usableGb - f.requiredGb);
    }

    // The search result is minimal: an independent brute force over every t (power of two <= 8 dividing the
    // heads), p (1..L) and d with t p d below the answer finds nothing that fits. Llama 2 13B full fine-tune
    // with AdamW, sequence 4096, on 40 GB and 80 GB cards.
    void fewestGpusTrainingIsMinimal_data()
    {
        QTest::addColumn<double>("label");
        QTest::newRow("A100 40GB") << 40.0;
        QTest::newRow("A100 80GB") << 80.0;
    }
    void fewestGpusTrainingIsMinimal()
    {
        QFETCH(double, label);
        Scenario s = single(Task::FullFineTune);
        s.hardware.gpusPerNode = 8;
        s.training.sequenceLength = 4096;
        const auto model = llama2_13b();
        const double usable = MemoryFit::usableGb(card("nvidia-a100-80gb-sxm", label));
        const auto found = MemoryFit::fewestGpus(s, model, usable);
        QVERIFY(found.has_value());
        const int n = found->tensorParallel * found->pipelineParallel * found->dataParallel;
        QVERIFY(totalAt(s, model, *found) <= usable);
        QVERIFY(n > 1); // 208 GB of model states never fit one card
        for (int t = 1; t <= 8; t *= 2) {
            if (model.attentionHeads % t)
                continue;
            for (int p = 1; p <= model.layers; ++p)
                for (int d = 1; t * p * d < n; ++d)
                    QVERIFY2(totalAt(s, model, {t, p, d, d > 1 ? 3 : 0}) > usable,
                             qPrintable(QStringLiteral("t%1 p%2 d%3 fits with fewer GPUs").arg(t).arg(p).arg(d)));
        }
    }

    // Nothing fits: a 0.5 GB card cannot hold the 0.75 GB CUDA context, whatever the layout.
    void nothingFits()
    {
        Scenario s = single(Task::Inference);
        QVERIFY(!MemoryFit::fewestGpus(s, llama2_70b(), 0.5).has_value());
        const GpuFit f = MemoryFit::fitOn(s, llama2_70b(), card("tiny", 0.5));
        QCOMPARE(f.fewestGpus, 0);
    }

    // Largest concurrency: Llama 2 7B FP16 on an A100 80GB (84.95 GB usable), 4096-token sequences. Hand-worked:
    // (84.95 - 0.75) / 1.07 = 78.69 GB for tensors; weights 13.48, prefill chunk 8192 x 115,200 B = 0.94 GB,
    // KV 2.147 GB per sequence (+ 0.19 MB sampling logits): (78.69 - 13.48 - 0.94) / 2.147 = 29.9 -> 29.
    void maxConcurrentSequences()
    {
        Scenario s = single(Task::Inference);
        s.inference.promptTokens = 3072;
        s.inference.outputTokens = 1024;
        const double usable = MemoryFit::usableGb(card("nvidia-a100-80gb-sxm", 80));
        const int c = MemoryFit::maxConcurrentSequences(s, llama2_7b(), {1, 1, 1, 0}, usable);
        QCOMPARE(c, 29);
        QCOMPARE(MemoryFit::maxConcurrentSequences(s, llama2_70b(), {1, 1, 1, 0}, usable), 0); // 138 GB of weights
    }

    // inference.gpu_memory_utilization 0.9 (vLLM's default): the runtime may take 0.9 x 84.95 = 76.46 GB, so
    // (76.46 - 0.75) / 1.07 = 70.76 GB for tensors: (70.76 - 13.48 - 0.94) / 2.147 = 26.2 -> 26 sequences. An
    // INT8 KV cache (1 byte a value, schema v2) halves each sequence's 2.147 GB: 56.34 / 1.074 = 52.5 -> 52.
    void runtimeMemoryShareLimitsConcurrency()
    {
        Scenario s = single(Task::Inference);
        s.inference.promptTokens = 3072;
        s.inference.outputTokens = 1024;
        const GpuSpec a100 = card("nvidia-a100-80gb-sxm", 80);
        QCOMPARE(MemoryFit::budgetGb(s, a100), MemoryFit::usableGb(a100));
        s.inference.gpuMemoryUtilization = 0.9;
        GP_VERIFY_NEAR(MemoryFit::budgetGb(s, a100) / (0.9 * MemoryFit::usableGb(a100)), 1, 1e-12);
        const double budget = MemoryFit::budgetGb(s, a100);
        QCOMPARE(MemoryFit::maxConcurrentSequences(s, llama2_7b(), {1, 1, 1, 0}, budget), 26);
        s.inference.kvCache = KvPrecision::INT8;
        QCOMPARE(MemoryFit::maxConcurrentSequences(s, llama2_7b(), {1, 1, 1, 0}, budget), 52);
        // The share is a serving runtime's: a training scenario keeps all the usable memory.
        s.task = Task::FullFineTune;
        QCOMPARE(MemoryFit::budgetGb(s, a100), MemoryFit::usableGb(a100));
    }

    // Longest sequence: the answer fits and one more token does not (memory grows with s).
    void maxSequenceLength_data()
    {
        QTest::addColumn<int>("task");
        QTest::newRow("qlora training") << int(Task::QLoRA);
        QTest::newRow("inference context") << int(Task::Inference);
    }
    void maxSequenceLength()
    {
        QFETCH(int, task);
        Scenario s = single(static_cast<Task>(task));
        s.training.recompute = Recompute::Full;
        const double usable = MemoryFit::usableGb(card("nvidia-rtx-4090", 24));
        const ParallelLayout l{1, 1, 1, 0};
        const int len = MemoryFit::maxSequenceLength(s, llama2_7b(), l, usable);
        QVERIFY(len > 1000);
        Scenario at = s, above = s;
        if (s.isTraining()) {
            at.training.sequenceLength = len;
            above.training.sequenceLength = len + 1;
        } else {
            at.inference.promptTokens = len - s.inference.outputTokens;
            above.inference.promptTokens = len - s.inference.outputTokens + 1;
        }
        QVERIFY(totalAt(at, llama2_7b(), l) <= usable);
        QVERIFY(totalAt(above, llama2_7b(), l) > usable);
    }

    void fitsForEveryCatalogGpu()
    {
        CatalogSnapshot cat;
        cat.gpus = {card("nvidia-rtx-4090", 24), card("nvidia-h100-sxm", 80)};
        Scenario s = single(Task::Inference); // 7B FP16, 768 tokens
        const auto fits = MemoryFit::fitsForAllGpus(s, llama2_7b(), cat);
        QCOMPARE(fits.size(), std::size_t(2));
        QCOMPARE(fits[0].gpuKey, std::string("nvidia-rtx-4090"));
        QVERIFY(fits[0].fits && fits[1].fits);
        QCOMPARE(fits[0].fewestGpus, 1);
        QVERIFY(fits[1].headroomGb > fits[0].headroomGb);
    }
};

QTEST_GUILESS_MAIN(TestMemoryFit)
#include "tst_memoryfit.moc"
