// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// "Why GPUs and not a CPU, TPU or NPU" (issue 11): the note quotes the catalog's processor_classes rows
// (the seed article's comparison) in the catalog's order, rules out for training the classes the row
// calls unsuited to it, and refuses, naming the row, when the catalog has no GPU row.
#include "catalog/CatalogStore.h"
#include "planning/ProcessorChoice.h"
#include "planning/WorkloadAdvisor.h"

#include <QtTest>

using namespace gp;

class TestProcessorChoice : public QObject {
    Q_OBJECT
private:
    static ProcessorClass row(const char* key, int ordinal, const char* name, const char* use, const char* limit,
                              bool trains)
    {
        ProcessorClass p;
        p.key = key;
        p.ordinal = ordinal;
        p.name = name;
        p.parallelism = "high";
        p.bestUse = use;
        p.limitation = limit;
        p.trains = trains;
        p.ref = {"processor_classes", key, "test source", "2026"};
        return p;
    }

private slots:
    void quotesEveryRowAndRulesOutNonTrainers()
    {
        CatalogSnapshot c;
        c.processors = {row("cpu", 1, "CPU", "preprocessing", "slow matmul", false),
                        row("gpu", 2, "GPU", "training", "VRAM", true),
                        row("npu", 3, "NPU", "Edge inference", "No training", false)};
        const ProcessorChoiceNote train = ProcessorChoice::explain(c, true);
        QVERIFY(train.ok());
        QCOMPARE(QString::fromStdString(englishJoined(train.text)),
                 QStringLiteral(
                     "Why GPUs: the processor comparison (test source, 2026) rates them high in parallelism and best "
                     "for training; their limitation (VRAM) is what the memory check and the power figures above size. "
                     "CPU: best for preprocessing; slow matmul, so it is ruled out for training. "
                     "NPU: best for edge inference; no training, so it is ruled out for training."));
        QCOMPARE(train.sources.size(), std::size_t(3));
        QCOMPARE(train.sources[0].key, std::string("gpu"));
        // Serving: the same rows, none ruled out by the training flag.
        const ProcessorChoiceNote serve = ProcessorChoice::explain(c, false);
        const std::string serving = englishJoined(serve.text);
        QVERIFY(serving.find("ruled out") == std::string::npos);
        QVERIFY(serving.find("NPU: best for edge inference; no training.") != std::string::npos);
    }

    void refusesWithoutAGpuRow()
    {
        CatalogSnapshot c;
        c.processors = {row("cpu", 1, "CPU", "preprocessing", "slow matmul", false)};
        const ProcessorChoiceNote n = ProcessorChoice::explain(c, true);
        QVERIFY(!n.ok());
        QVERIFY(n.text.empty());
        QCOMPARE(n.error.english(),
                 std::string("the catalog has no processor_classes row 'gpu' to explain the choice with"));
    }

    // The shipped catalog holds the article's four rows in its order; the wizard's advisor quotes them when
    // asked and says nothing about processors when not.
    void shippedCatalogAndAdvisor()
    {
        CatalogStore store;
        QVERIFY(store.openShipped());
        const CatalogSnapshot c = store.snapshot();
        QCOMPARE(c.processors.size(), std::size_t(4));
        QCOMPARE(c.processors[0].key, std::string("cpu"));
        QCOMPARE(c.processors[1].key, std::string("gpu"));
        QCOMPARE(c.processors[2].key, std::string("tpu"));
        QCOMPARE(c.processors[3].key, std::string("npu"));
        QCOMPARE(c.processors[3].limitation, std::string("Not suitable for training workloads"));
        QVERIFY(c.processors[2].trains);
        QVERIFY(!c.processors[3].trains);
        QVERIFY(c.processors[1].ref.source.find("CPU vs. GPU vs. TPU vs. NPU") != std::string::npos);

        WorkloadAnswers a;
        a.goal = WorkloadGoal::LoRA;
        a.modelBillions = 8;
        a.tokens = 1e8;
        WorkloadRecommendation r = WorkloadAdvisor::recommend(a, c);
        QVERIFY(r.processorNote.empty());
        a.explainProcessorChoice = true;
        r = WorkloadAdvisor::recommend(a, c);
        const std::string note = englishJoined(r.processorNote);
        QVERIFY2(note.find("NPU: best for edge inference on mobile / IoT; not suitable for training workloads, so it "
                           "is ruled out for training.") != std::string::npos,
                 note.c_str());
        QVERIFY(note.find("TPU (Google): best for large-scale LLM training on GCP; vendor lock-in, limited framework "
                          "support.") != std::string::npos);
        // An acronym keeps its capitals: "their limitation (VRAM capacity, power consumption)".
        QVERIFY(note.find("their limitation (VRAM capacity, power consumption)") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestProcessorChoice)
#include "tst_processorchoice.moc"
