// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// What-if overrides change copies, never the saved values: the catalog copy gets scaled prices and the
// overridden INR rate, the scenario copy the MFU, tokens, GPU count (whole nodes) and stepped GPU with
// that GPU's offers. Values are worked by hand from the test catalog (DocumentTestData.h).
#include "DocumentTestData.h"
#include "document/WhatIfDescription.h"
#include "document/WhatIfOverrides.h"
#include "planning/ScenarioValidator.h"

#include <QTest>

#include <algorithm>
#include <limits>
#include <vector>

using namespace DocumentTestData;

namespace {
// The document test catalog with a scale-out link, so the knob can make multi-node plans.
gp::CatalogSnapshot withScaleOut()
{
    gp::CatalogSnapshot c = DocumentTestData::catalog();
    c.links.push_back(TestCatalog::link("ib-ndr", "scale-out", 50, 0.9, 20));
    c.buildIndex();
    return c;
}
} // namespace

class TestWhatIfOverrides : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void neutralChangesNothing()
    {
        const WhatIfOverrides none;
        QVERIFY(none.isNeutral());
        QVERIFY(none.isValid());
        gp::CatalogSnapshot c = catalog();
        none.applyTo(c);
        QCOMPARE(c.offer("a100-8x")->price, 16.0);
        QCOMPARE(c.currency("INR")->unitsPerUsd, 90.0);
        gp::Scenario s = trainingScenario();
        none.applyTo(s, c);
        QCOMPARE(s.hardware.gpuKey, std::string("a100"));
        QCOMPARE(s.totalGpus(), 8);
        QVERIFY(!s.hardware.mfuOverride);
    }

    void catalogOverrides()
    {
        WhatIfOverrides w;
        w.priceFactorPercent = 80;
        w.exchangeRateUnitsPerUsd = 84.5;
        gp::CatalogSnapshot c = catalog();
        w.applyTo(c);
        QCOMPARE(c.offer("a100-8x")->price, 12.8);      // 16 x 0.8
        QCOMPARE(c.offer("a100-1x-inr")->price, 144.0); // 180 x 0.8
        QCOMPARE(c.currency("INR")->unitsPerUsd, 84.5);
        QCOMPARE(c.currency("USD")->unitsPerUsd, 1.0);
        QCOMPARE(c.currency("INR")->ref.source, std::string("what-if override"));
    }

    void gpuCountRoundsToWholeNodes_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("perNode");
        QTest::addColumn<int>("nodes");
        QTest::newRow("fewer than a node: the node shrinks") << 2 << 2 << 1;
        QTest::newRow("exactly one node") << 8 << 8 << 1;
        QTest::newRow("two nodes") << 16 << 8 << 2;
        // 20 rounds up to 3 whole nodes, 24 GPUs, but 24 data-parallel ranks split the global batch of 64
        // (64 / 24 micro-batches): the next count that is a plan is 4 nodes, 32 ranks of 2 micro-batches.
        QTest::newRow("rounds up to whole nodes and a whole batch") << 20 << 8 << 4;
    }

    void gpuCountRoundsToWholeNodes()
    {
        QFETCH(int, gpus);
        QFETCH(int, perNode);
        QFETCH(int, nodes);
        WhatIfOverrides w;
        w.gpuCount = gpus;
        gp::Scenario s = trainingScenario(); // 8 GPUs per node, 1 node
        w.applyTo(s, withScaleOut());
        QCOMPARE(s.hardware.gpusPerNode, perNode);
        QCOMPARE(s.hardware.nodes, nodes);
        QVERIFY(gp::ScenarioValidator::validate(s, withScaleOut()).empty());
    }

    void noKnobTurnsAValidScenarioInvalid()
    {
        // The workshop's failures (helper-36): 3 GPUs for a global batch of 64 gave 64 / 3 micro-batches; with
        // no scale-out link in the catalog, 16 GPUs gave a two-node plan with no network; an FP8 run stepped to
        // an A100 (no FP8 tensor cores). Each now lands on a plan the validator accepts, and says so.
        const gp::CatalogSnapshot c = catalog(); // no scale-out link
        const gp::Scenario own = trainingScenario();
        QVERIFY(gp::ScenarioValidator::validate(own, c).empty());
        WhatIfOverrides w;
        w.gpuCount = 3; // 64 % 3 != 0: 4 GPUs, 16 micro-batches each
        gp::Scenario s = own;
        w.applyTo(s, c);
        QCOMPARE(s.totalGpus(), 4);
        QVERIFY(gp::ScenarioValidator::validate(s, c).empty());
        const auto three = whatIfChanges(w, own, s, c);
        QVERIFY(std::find(three.begin(), three.end(),
                          "4 GPUs (was 8; asked 3, rounded up to the next count the scenario can run)") != three.end());

        w.gpuCount = 16; // two nodes need a network the catalog does not have: the scenario keeps its 8
        s = own;
        w.applyTo(s, c);
        QCOMPARE(s.totalGpus(), 8);
        QVERIFY(gp::ScenarioValidator::validate(s, c).empty());
        const auto sixteen = whatIfChanges(w, own, s, c);
        QVERIFY(std::find(sixteen.begin(), sixteen.end(),
                          "8 GPUs (asked 16, rounded down to the largest count the scenario can run)") !=
                sixteen.end());

        // Past what the batch can split (64 micro-batches: at most 64 data-parallel ranks), every count up to the
        // knob's range is refused; the knob takes the largest plan below the count asked, not the scenario's own
        // count, and finds it among a handful of candidates (the divisors of 64), not by walking every count.
        const gp::CatalogSnapshot ib = withScaleOut();
        w.gpuCount = 65;
        s = own;
        w.applyTo(s, ib);
        QCOMPARE(s.totalGpus(), 64);
        QVERIFY(gp::ScenarioValidator::validate(s, ib).empty());
        const auto counts = WhatIfOverrides::candidateCounts(own, 65);
        QCOMPARE(counts, (std::vector<long long>{64, 32, 16, 8, 4, 2, 1})); // 1 x d for d | 64, nearest first
        // Serving, tensor parallel 2 on 8-GPU nodes: no batch to split, so the node-shaped counts around the one
        // asked, those above first (whole nodes: 16, 24, ...), then those below (8, 6, 4, 2: copies in a node).
        gp::Scenario serve = inferenceScenario();
        serve.parallel.tensorParallel = 2;
        serve.hardware.gpusPerNode = 8;
        const auto around = WhatIfOverrides::candidateCounts(serve, 12);
        QCOMPARE(around.size(), std::size_t(WhatIfOverrides::kMaxCandidates / 2 + 4));
        QCOMPARE(std::vector<long long>(around.begin(), around.begin() + 3), (std::vector<long long>{16, 24, 32}));
        QCOMPARE(std::vector<long long>(around.end() - 4, around.end()), (std::vector<long long>{8, 6, 4, 2}));
        // With no scale-out link no count above one node is a plan: the knob takes 8, the largest below 12.
        WhatIfOverrides twelve;
        twelve.gpuCount = 12;
        gp::Scenario served = serve;
        QVERIFY(gp::ScenarioValidator::validate(served, c).empty());
        twelve.applyTo(served, c);
        QCOMPARE(served.totalGpus(), 8);
        const auto sixtyFive = whatIfChanges(w, own, s, ib);
        QVERIFY(std::find(sixtyFive.begin(), sixtyFive.end(),
                          "64 GPUs (was 8; asked 65, rounded down to the largest count the scenario can run)") !=
                sixtyFive.end());

        WhatIfOverrides step;
        step.gpuStepKey = "a100";
        gp::Scenario fp8 = own;
        fp8.hardware.gpuKey = "h100";
        fp8.pricing.offerKeys = {"h100-8x"};
        fp8.training.precision = gp::TrainPrecision::FP8;
        QVERIFY(gp::ScenarioValidator::validate(fp8, c).empty());
        gp::Scenario stepped = fp8;
        step.applyTo(stepped, c);
        QCOMPARE(stepped.hardware.gpuKey, std::string("a100"));
        QVERIFY(stepped.training.precision == gp::TrainPrecision::MixedBF16);
        QVERIFY(gp::ScenarioValidator::validate(stepped, c).empty());
        const auto changes = whatIfChanges(step, fp8, stepped, c);
        QVERIFY(std::find(changes.begin(), changes.end(),
                          "precision bf16_mixed (was fp8: the GPU has no FP8 tensor cores)") != changes.end());

        // A step the scenario cannot run at all keeps its GPU, and says so (here a GPU the catalog lacks).
        WhatIfOverrides unknown;
        unknown.gpuStepKey = "no-such-gpu";
        gp::Scenario kept = own;
        unknown.applyTo(kept, c);
        QCOMPARE(kept.hardware.gpuKey, own.hardware.gpuKey);
        QVERIFY(gp::ScenarioValidator::validate(kept, c).empty());
        const auto keptChanges = whatIfChanges(unknown, own, kept, c);
        QVERIFY(std::find(keptChanges.begin(), keptChanges.end(),
                          "GPU kept: this scenario is not a valid plan on no-such-gpu") != keptChanges.end());
    }

    // The knob never splits a model copy: with t x p x c GPUs per copy the count rounds up to whole copies
    // (and whole nodes), so a valid scenario stays valid.
    void gpuCountKeepsWholeModelCopies_data()
    {
        QTest::addColumn<int>("tensor");
        QTest::addColumn<int>("pipeline");
        QTest::addColumn<int>("context");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("perNode");
        QTest::addColumn<int>("nodes");
        QTest::newRow("TP 8 asked for 4: one copy, 8 GPUs") << 8 << 1 << 1 << 4 << 8 << 1;
        QTest::newRow("TP 4 asked for 6: two copies in a node") << 4 << 1 << 1 << 6 << 8 << 1;
        QTest::newRow("TP 2 x PP 3 asked for 12: 12 fits no whole node, 24 does") << 2 << 3 << 1 << 12 << 8 << 3;
        QTest::newRow("TP 2 x CP 2 asked for 2: one copy of 4") << 2 << 1 << 2 << 2 << 4 << 1;
        QTest::newRow("TP 8 asked for 5: the scenario's own 8, said") << 8 << 1 << 1 << 5 << 8 << 1;
        // 1,000,000 / 24 = 41,666.7 copies: the largest whole number of copies on whole nodes within the knob's
        // limit is 41,666 x 24 = 999,984 GPUs = 124,998 nodes of 8 (1,000,000 would split a copy: 1e6 mod 24 = 16).
        QTest::newRow("TP 8 x PP 3 asked for the limit: rounds down to whole copies")
            << 8 << 3 << 1 << WhatIfOverrides::kMaxGpuCount << 8 << 124998;
    }

    void gpuCountKeepsWholeModelCopies()
    {
        QFETCH(int, tensor);
        QFETCH(int, pipeline);
        QFETCH(int, context);
        QFETCH(int, gpus);
        QFETCH(int, perNode);
        QFETCH(int, nodes);
        WhatIfOverrides w;
        w.gpuCount = gpus;
        gp::Scenario s = trainingScenario(); // 8 GPUs per node, 1 node
        s.parallel.tensorParallel = tensor;
        s.parallel.pipelineParallel = pipeline;
        s.parallel.contextParallel = context;
        w.applyTo(s, withScaleOut());
        QCOMPARE(s.hardware.gpusPerNode, perNode);
        QCOMPARE(s.hardware.nodes, nodes);
        QCOMPARE(s.totalGpus() % (tensor * pipeline * context), 0);
        // The change list names the count priced and the count asked for (4 x 1 x 1 asked for 8 is exact).
        gp::Scenario own = trainingScenario();
        own.parallel = s.parallel;
        const std::vector<std::string> changes = whatIfChanges(w, own, s, catalog());
        const std::string priced = std::to_string(perNode * nodes) + " GPUs (was 8";
        const auto named =
            std::find_if(changes.begin(), changes.end(), [&](const std::string& c) { return c.rfind(priced, 0) == 0; });
        const long long total = static_cast<long long>(perNode) * nodes;
        const auto said = [&](const std::string& start) {
            return std::find_if(changes.begin(), changes.end(),
                                [&](const std::string& c) { return c.rfind(start, 0) == 0; });
        };
        const std::string asked =
            "asked " + std::to_string(gpus) + ", rounded " + (total > gpus ? "up" : "down to the largest count");
        if (total == 8) {
            // The count priced is the scenario's own, but not the one asked for: still said, once.
            QVERIFY(named == changes.end());
            const auto same = said("8 GPUs (asked " + std::to_string(gpus) + ", rounded up");
            QCOMPARE(same != changes.end(), gpus != 8);
        } else {
            QVERIFY(named != changes.end());
            QCOMPARE(named->find(asked) != std::string::npos, total != gpus);
        }
    }

    void scenarioOverrides()
    {
        WhatIfOverrides w;
        w.mfu = 0.45;
        w.tokensToTrain = 2e10;
        gp::Scenario train = trainingScenario();
        w.applyTo(train, catalog());
        QCOMPARE(train.hardware.mfuOverride, std::optional<double>(0.45));
        QCOMPARE(train.training.tokens, 2e10);
        gp::Scenario serve = inferenceScenario();
        w.applyTo(serve, catalog());
        QCOMPARE(serve.training.tokens, 0.0); // serving has no training tokens to override
    }

    void gpuStepTakesTheNewGpusOffersOfTheSameTier()
    {
        WhatIfOverrides w;
        w.gpuStepKey = "a100";
        gp::Scenario serve = inferenceScenario(); // h100-8x (on demand) and h100-1x-spot (spot)
        w.applyTo(serve, catalog());
        QCOMPARE(serve.hardware.gpuKey, std::string("a100"));
        // The A100 has on-demand offers, same provider (Test Cloud) and tier: a100-8x for the 8x instance
        // (same size); no spot one, so the spot offer has no swap.
        QCOMPARE(serve.pricing.offerKeys, (std::vector<std::string>{"a100-8x"}));

        gp::Scenario spotOnly = inferenceScenario();
        spotOnly.pricing.offerKeys = {"h100-1x-spot"};
        w.applyTo(spotOnly, catalog());
        // No A100 spot offer: none (an on-demand price is not a spot one; WhatIfOfferSwap.h), so the
        // cost rows say the plan has no offer rather than showing another tier's price.
        QVERIFY(spotOnly.pricing.offerKeys.empty());
    }

    void validity()
    {
        WhatIfOverrides w;
        w.mfu = 1.0;
        QVERIFY(w.isValid());
        w.mfu = 0.0;
        QVERIFY(!w.isValid());
        w = {};
        w.priceFactorPercent = -5;
        QVERIFY(!w.isValid());
        w = {};
        w.devOpsHourlyRate = std::numeric_limits<double>::infinity();
        QVERIFY(!w.isValid());
        // The what-if panel's ranges (a file may not hold more; the fuzz test found 1e308 % making costs infinite).
        w = {};
        w.priceFactorPercent = 300;
        QVERIFY(w.isValid());
        w.priceFactorPercent = 301;
        QVERIFY(!w.isValid());
        w.priceFactorPercent = 9;
        QVERIFY(!w.isValid());
        w = {};
        w.tokensToTrain = 1e15;
        QVERIFY(w.isValid());
        w.tokensToTrain = 2e15;
        QVERIFY(!w.isValid());
        w = {};
        w.devOpsHoursPerMonth = 745; // a 31-day month has 744 hours
        QVERIFY(!w.isValid());
        w = {};
        w.exchangeRateUnitsPerUsd = 1001;
        QVERIFY(!w.isValid());
        w = {};
        w.devOpsHoursPerMonth = 15;
        w.devOpsHourlyRate = 1500; // the seed article: 10-20 h a month at Rs 1,500
        QCOMPARE(w.devOpsCostPerMonth(), 22500.0);
    }
};

QTEST_GUILESS_MAIN(TestWhatIfOverrides)
#include "tst_whatifoverrides.moc"
