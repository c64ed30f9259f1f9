// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Workspace edits: every kind is one undo step that undo and redo reverse exactly; what-if slider moves
// of one field merge; "modified" follows the undo stack; each change recomputes every estimate (equal to
// PlanningEngine's own answer for the overridden copy) and emits estimatesChanged() once.
#include "DocumentTestData.h"
#include "TestSupport.h"
#include "document/WhatIfDescription.h"
#include "document/Workspace.h"
#include "planning/EstimateJson.h"
#include "planning/PlanningEngine.h"

#include <QSignalSpy>

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace DocumentTestData;

class TestWorkspaceUndo : public QObject {
    Q_OBJECT

    // A workspace on the test catalog with the training and the inference scenario, clean.
    static std::unique_ptr<Workspace> twoScenarios()
    {
        auto ws = std::make_unique<Workspace>();
        ws->setCatalog(catalog());
        ws->addScenario(trainingScenario(), QStringLiteral("Train"));
        ws->addScenario(inferenceScenario(), QStringLiteral("Serve"));
        ws->undoStack()->clear();
        ws->markSaved();
        return ws;
    }

    static const gp::CostLine* line(const gp::Estimate& e, const std::string& offer)
    {
        for (const auto& c : e.costs)
            if (c.offerKey == offer)
                return &c;
        return nullptr;
    }

private:
    // The test catalog with two scale-out rows: InfiniBand NDR and HDR (the slower, so the default of a GPU
    // with no reference system).
    static gp::CatalogSnapshot withScaleOutLinks()
    {
        gp::CatalogSnapshot c = catalog();
        gp::LinkSpec ndr = TestCatalog::link("ib-ndr", "scale-out", 50, 0.9, 20);
        ndr.name = "InfiniBand NDR";
        gp::LinkSpec hdr = TestCatalog::link("ib-hdr", "scale-out", 25, 0.9, 20);
        hdr.name = "InfiniBand HDR";
        c.links.push_back(ndr);
        c.links.push_back(hdr);
        return c;
    }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void estimatesAreTheEnginesAnswers()
    {
        auto ws = twoScenarios();
        QCOMPARE(ws->estimates().size(), std::size_t(2));
        const auto train = engine(trainingScenario(), QStringLiteral("Train"), QStringLiteral("USD"));
        const auto serve = engine(inferenceScenario(), QStringLiteral("Serve"), QStringLiteral("USD"));
        QVERIFY2(train.ok(), train.errors.empty() ? "" : train.errors.front().message.c_str());
        QVERIFY2(serve.ok(), serve.errors.empty() ? "" : serve.errors.front().message.c_str());
        QVERIFY(ws->estimate(0).ok());
        QVERIFY(ws->estimate(1).ok());
        QCOMPARE(ws->estimate(0).estimate->training->wallClockHours, train.estimate->training->wallClockHours);
        QCOMPARE(ws->estimate(0).estimate->memory.totalGb(), train.estimate->memory.totalGb());
        QCOMPARE(ws->estimate(1).estimate->inference->timePerOutputTokenSeconds,
                 serve.estimate->inference->timePerOutputTokenSeconds);
        QCOMPARE(ws->estimate(0).estimate->scenarioName, std::string("Train"));
    }

    void addUndoRedo()
    {
        Workspace ws;
        ws.setCatalog(catalog());
        QSignalSpy estimates(&ws, &Workspace::estimatesChanged);
        const QString id = ws.addScenario(trainingScenario());
        QCOMPARE(estimates.count(), 1); // one recompute, one signal
        QCOMPARE(ws.scenarioCount(), 1);
        QCOMPARE(ws.scenario(0).name, QStringLiteral("Fine-tune on A100")); // taken from the scenario
        QCOMPARE(ws.scenario(0).colour, Workspace::paletteColour(0));
        QCOMPARE(ws.undoStack()->count(), 1);
        ws.undoStack()->undo();
        QCOMPARE(ws.scenarioCount(), 0);
        QCOMPARE(ws.estimates().size(), std::size_t(0));
        ws.undoStack()->redo();
        QCOMPARE(ws.scenarioCount(), 1);
        QCOMPARE(ws.scenario(0).id, id);
        QVERIFY(ws.estimate(0).ok());
    }

    void removeUndoRestoresEverything()
    {
        auto ws = twoScenarios();
        WorkspaceScenario before = ws->scenario(0);
        ws->setScenarioNotes(0, QStringLiteral("keep me"));
        before = ws->scenario(0);
        ws->removeScenario(0);
        QCOMPARE(ws->scenarioCount(), 1);
        QCOMPARE(ws->scenario(0).name, QStringLiteral("Serve"));
        QCOMPARE(ws->estimates().size(), std::size_t(1));
        QVERIFY(ws->estimate(0).estimate->inference.has_value());
        ws->undoStack()->undo();
        QCOMPARE(ws->scenarioCount(), 2);
        QVERIFY(ws->scenario(0) == before);
        QVERIFY(ws->estimate(0).estimate->training.has_value());
    }

    void duplicateUndoRedo()
    {
        auto ws = twoScenarios();
        const QString id = ws->duplicateScenario(0);
        QCOMPARE(ws->scenarioCount(), 3);
        QCOMPARE(ws->scenario(1).id, id);
        QVERIFY(id != ws->scenario(0).id);
        QCOMPARE(ws->scenario(1).name, QStringLiteral("Train (copy)"));
        QCOMPARE(ws->estimate(1).estimate->training->wallClockHours,
                 ws->estimate(0).estimate->training->wallClockHours);
        QCOMPARE(ws->undoStack()->count(), 1);
        ws->undoStack()->undo();
        QCOMPARE(ws->scenarioCount(), 2);
        QCOMPARE(ws->scenario(1).name, QStringLiteral("Serve"));
        ws->undoStack()->redo();
        QCOMPARE(ws->scenario(1).id, id);
    }

    void renameRecolourNotesAreOneStepEach()
    {
        auto ws = twoScenarios();
        QSignalSpy changed(ws.get(), &Workspace::scenarioChanged);
        ws->renameScenario(0, QStringLiteral("Renamed"));
        ws->setScenarioColour(0, QColor(Qt::red));
        ws->setScenarioNotes(0, QStringLiteral("note"));
        QCOMPARE(ws->undoStack()->count(), 3);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(ws->scenario(0).name, QStringLiteral("Renamed"));
        QCOMPARE(ws->estimate(0).estimate->scenarioName, std::string("Renamed"));
        ws->undoStack()->undo();
        QCOMPARE(ws->scenario(0).notes, QString());
        QCOMPARE(ws->scenario(0).colour, QColor(Qt::red));
        ws->undoStack()->undo();
        QCOMPARE(ws->scenario(0).colour, Workspace::paletteColour(0));
        ws->undoStack()->undo();
        QCOMPARE(ws->scenario(0).name, QStringLiteral("Train"));
        ws->undoStack()->redo();
        QCOMPARE(ws->scenario(0).name, QStringLiteral("Renamed"));
        // A no-op edit pushes nothing.
        ws->renameScenario(0, QStringLiteral("Renamed"));
        QCOMPARE(ws->undoStack()->index(), 1);
    }

    void changingInputsRecomputesAndUndoes()
    {
        auto ws = twoScenarios();
        const double hoursBefore = ws->estimate(0).estimate->training->wallClockHours;
        gp::Scenario more = ws->scenario(0).scenario;
        more.training.tokens = 2e9;
        ws->setScenarioInputs(0, more);
        QCOMPARE(ws->undoStack()->count(), 1);
        const auto expected = engine(more, QStringLiteral("Train"), QStringLiteral("USD"));
        QCOMPARE(ws->estimate(0).estimate->training->wallClockHours, expected.estimate->training->wallClockHours);
        QVERIFY(ws->estimate(0).estimate->training->wallClockHours > hoursBefore);
        ws->undoStack()->undo();
        QCOMPARE(ws->scenario(0).scenario.training.tokens, 1e9);
        QCOMPARE(ws->estimate(0).estimate->training->wallClockHours, hoursBefore);
    }

    void reorderUndoRedo()
    {
        auto ws = twoScenarios();
        ws->addScenario(trainingScenario(), QStringLiteral("Third"));
        const QString a = ws->scenario(0).id, b = ws->scenario(1).id, c = ws->scenario(2).id;
        ws->moveScenario(0, 2);
        QCOMPARE(ws->scenario(0).id, b);
        QCOMPARE(ws->scenario(1).id, c);
        QCOMPARE(ws->scenario(2).id, a);
        QVERIFY(ws->estimate(0).estimate->inference.has_value()); // estimates moved with their scenarios
        QCOMPARE(ws->estimate(2).estimate->scenarioName, std::string("Train"));
        ws->undoStack()->undo();
        QCOMPARE(ws->scenario(0).id, a);
        QCOMPARE(ws->scenario(2).id, c);
        QCOMPARE(ws->estimate(0).estimate->scenarioName, std::string("Train"));
    }

    void metadataEdits()
    {
        auto ws = twoScenarios();
        ws->setTitle(QStringLiteral("Plan"));
        ws->setCustomer(QStringLiteral("Acme"));
        ws->setNotes(QStringLiteral("n"));
        ws->setCurrency(QStringLiteral("INR"));
        QCOMPARE(ws->undoStack()->count(), 4);
        // Every cost is now in the workspace currency: a100-8x is 16 USD / 8 GPUs = 2 USD = 180 INR per
        // GPU-hour at the catalog's 90 INR/USD.
        const auto* c = line(*ws->estimate(0).estimate, "a100-8x");
        QVERIFY(c);
        QCOMPARE(c->currency, std::string("INR"));
        QCOMPARE(c->pricePerGpuHour, 180.0);
        ws->undoStack()->undo();
        QCOMPARE(ws->currency(), QStringLiteral("USD"));
        QCOMPARE(line(*ws->estimate(0).estimate, "a100-8x")->pricePerGpuHour, 2.0);

        // The DevOps rate is money too: 18 USD/h becomes 18 x 90 = 1,620 INR/h with the currency, in one
        // undo step (visual QA: it stayed "18 INR/h").
        ws->setWhatIfDevOpsRate(18);
        const int steps = ws->undoStack()->count();
        ws->setCurrency(QStringLiteral("INR"));
        QCOMPARE(ws->whatIf().devOpsHourlyRate, 1620.0);
        QCOMPARE(ws->undoStack()->count(), steps + 1);
        ws->undoStack()->undo();
        QCOMPARE(ws->currency(), QStringLiteral("USD"));
        QCOMPARE(ws->whatIf().devOpsHourlyRate, 18.0);
        ws->undoStack()->undo(); // the rate itself
        QCOMPARE(ws->whatIf().devOpsHourlyRate, 0.0);
        ws->undoStack()->undo();
        QCOMPARE(ws->notes(), QString());
        QCOMPARE(ws->customer(), QStringLiteral("Acme"));
        ws->undoStack()->undo();
        QCOMPARE(ws->customer(), QString());
        QCOMPARE(ws->title(), QStringLiteral("Plan"));
        ws->undoStack()->undo();
        QCOMPARE(ws->title(), QString());
    }

    void sliderMovesOfOneFieldMerge()
    {
        auto ws = twoScenarios();
        QSignalSpy estimates(ws.get(), &Workspace::estimatesChanged);
        for (double mfu : {0.30, 0.32, 0.34, 0.36, 0.38})
            ws->setWhatIfMfu(mfu);
        QCOMPARE(estimates.count(), 5);        // each move recomputed once
        QCOMPARE(ws->undoStack()->count(), 1); // but it is one undo step
        QCOMPARE(ws->whatIf().mfu, std::optional<double>(0.38));
        ws->setWhatIfPriceFactor(80);
        ws->setWhatIfPriceFactor(70);
        QCOMPARE(ws->undoStack()->count(), 2);
        ws->setWhatIfMfu(0.4); // another field came between: a new step
        QCOMPARE(ws->undoStack()->count(), 3);
        ws->undoStack()->undo();
        QCOMPARE(ws->whatIf().mfu, std::optional<double>(0.38));
        ws->undoStack()->undo();
        QCOMPARE(ws->whatIf().priceFactorPercent, 100.0);
        ws->undoStack()->undo();
        QCOMPARE(ws->whatIf().mfu, std::optional<double>());
        QVERIFY(!ws->isModified());
    }

    void sliderDraggedBackIsNoStep()
    {
        auto ws = twoScenarios();
        ws->setWhatIfPriceFactor(90);
        ws->setWhatIfPriceFactor(100);
        QCOMPARE(ws->undoStack()->count(), 0);
        QVERIFY(!ws->isModified());
    }

    void resetWhatIfIsOneStepThatDoesNotMerge()
    {
        auto ws = twoScenarios();
        ws->setWhatIfMfu(0.3);
        ws->setWhatIfDevOpsHours(15);
        ws->resetWhatIf();
        QVERIFY(ws->whatIf().isNeutral());
        ws->setWhatIfMfu(0.5);
        QCOMPARE(ws->undoStack()->count(), 4);
        ws->undoStack()->undo();
        ws->undoStack()->undo();
        QCOMPARE(ws->whatIf().devOpsHoursPerMonth, 15.0);
        QCOMPARE(ws->whatIf().mfu, std::optional<double>(0.3));
    }

    void modifiedFollowsTheStack()
    {
        auto ws = twoScenarios();
        QVERIFY(!ws->isModified());
        QSignalSpy modified(ws.get(), &Workspace::modifiedChanged);
        ws->setTitle(QStringLiteral("x"));
        QVERIFY(ws->isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.last().at(0).toBool(), true);
        ws->markSaved();
        QVERIFY(!ws->isModified());
        ws->undoStack()->undo();
        QVERIFY(ws->isModified());
        ws->undoStack()->redo();
        QVERIFY(!ws->isModified());
    }

    void whatIfPriceFactorScalesEveryCost()
    {
        auto ws = twoScenarios();
        const double before = line(*ws->estimate(0).estimate, "a100-8x")->costPerRun;
        ws->setWhatIfPriceFactor(50);
        QCOMPARE(line(*ws->estimate(0).estimate, "a100-8x")->costPerRun, before * 0.5);
        QCOMPARE(line(*ws->estimate(0).estimate, "a100-8x")->pricePerGpuHour, 1.0); // 16 x 0.5 / 8
        // The saved scenario is untouched: only the copy the engine sees changes.
        QCOMPARE(ws->catalog().offer("a100-8x")->price, 16.0);
        QCOMPARE(ws->effectiveCatalog().offer("a100-8x")->price, 8.0);
    }

    void whatIfExchangeRateReplacesTheInrRate()
    {
        auto ws = twoScenarios();
        // 180 INR per GPU-hour at 90 INR/USD = 2 USD; at an override of 120 INR/USD = 1.5 USD.
        QCOMPARE(line(*ws->estimate(0).estimate, "a100-1x-inr")->pricePerGpuHour, 2.0);
        ws->setWhatIfExchangeRate(120.0);
        QCOMPARE(line(*ws->estimate(0).estimate, "a100-1x-inr")->pricePerGpuHour, 1.5);
    }

    void whatIfMfuTokensAndGpuCountReachTheEngine()
    {
        auto ws = twoScenarios();
        ws->setWhatIfMfu(0.25);
        ws->setWhatIfTokensToTrain(5e8);
        gp::Scenario expected = trainingScenario();
        expected.hardware.mfuOverride = 0.25;
        expected.training.tokens = 5e8;
        const auto result = engine(expected, QStringLiteral("Train"), QStringLiteral("USD"));
        QVERIFY(result.ok());
        QCOMPARE(ws->estimate(0).estimate->training->wallClockHours, result.estimate->training->wallClockHours);
        QCOMPARE(ws->estimate(0).estimate->training->mfu, 0.25);
        QCOMPARE(ws->effectiveScenario(1).training.tokens, 0.0); // inference scenarios keep theirs
        // 4 GPUs fit in one 8-GPU node: the node shrinks. 12 would round up to two nodes of 8, but this
        // catalog has no scale-out link to join them (whatIfGpuCountPastANodePicksANetwork has one): the
        // scenario keeps its own 8 GPUs and stays a plan, rather than turning into an error.
        ws->setWhatIfGpuCount(4);
        QCOMPARE(ws->effectiveScenario(0).totalGpus(), 4);
        QCOMPARE(ws->estimate(0).estimate->totalGpus, 4);
        ws->setWhatIfGpuCount(12);
        QCOMPARE(ws->effectiveScenario(0).hardware.nodes, 1);
        QCOMPARE(ws->effectiveScenario(0).hardware.gpusPerNode, 8);
        QVERIFY(ws->estimate(0).ok());
        QCOMPARE(ws->scenario(0).scenario.hardware.nodes, 1); // the saved scenario is untouched
    }

    void whatIfGpuCountPastANodePicksANetwork()
    {
        // The training scenario names no inter-node link. 12 GPUs on 8-GPU nodes are two nodes: the
        // what-if takes the catalog's slowest scale-out link (here its only one, InfiniBand NDR;
        // CommunicationModel::chooseInterNode), so the estimate stays valid and the change list says which.
        gp::CatalogSnapshot withIb = catalog();
        gp::LinkSpec ib = TestCatalog::link("ib-ndr", "scale-out", 50, 0.9, 20);
        ib.name = "InfiniBand NDR";
        withIb.links.push_back(ib);
        withIb.buildIndex();
        Workspace ws;
        ws.setCatalog(withIb);
        ws.addScenario(trainingScenario(), QStringLiteral("Train"));
        QVERIFY(ws.scenario(0).scenario.hardware.interNodeLinkKey.empty());
        ws.setWhatIfGpuCount(12);
        const gp::Scenario s = ws.effectiveScenario(0);
        QCOMPARE(s.hardware.nodes, 2);
        QCOMPARE(s.hardware.interNodeLinkKey, std::string("ib-ndr"));
        QVERIFY2(ws.estimate(0).ok(),
                 ws.estimate(0).errors.empty() ? "" : ws.estimate(0).errors.front().message.c_str());
        const auto changes = whatIfChanges(ws.whatIf(), ws.scenario(0).scenario, s, ws.effectiveCatalog());
        const std::string expected = "network InfiniBand NDR (the scenario names none: no reference system is "
                                     "recorded for " +
                                     withIb.gpu(s.hardware.gpuKey)->name +
                                     ", so the catalog's slowest scale-out network (a PCIe server's own may be "
                                     "slower still: AWS g6e.48xlarge has 400 Gb/s for 8 L40S))";
        QVERIFY2(std::find(changes.begin(), changes.end(), expected) != changes.end(), expected.c_str());
        // Within one node no network is added.
        ws.setWhatIfGpuCount(4);
        QVERIFY(ws.effectiveScenario(0).hardware.interNodeLinkKey.empty());
    }

    // A GPU whose catalog row records its reference system's network (schema v8) gets that one past a node, and
    // the change list names the reference system.
    void whatIfGpuCountTakesTheGpusReferenceNetwork()
    {
        gp::CatalogSnapshot c = withScaleOutLinks();
        const std::string gpuKey = trainingScenario().hardware.gpuKey;
        for (gp::GpuSpec& g : c.gpus)
            if (g.key == gpuKey) {
                g.scaleOutLinkKey = "ib-hdr";
                g.scaleOutReference = "DGX A100: 8 x 200 Gb/s HDR, one per GPU";
            }
        c.buildIndex();
        Workspace ws;
        ws.setCatalog(c);
        ws.addScenario(trainingScenario(), QStringLiteral("Train"));
        ws.setWhatIfGpuCount(12);
        const gp::Scenario s = ws.effectiveScenario(0);
        QCOMPARE(s.hardware.nodes, 2);
        QCOMPARE(s.hardware.interNodeLinkKey, std::string("ib-hdr"));
        QVERIFY(ws.estimate(0).ok());
        const gp::GpuSpec* gpu = c.gpu(gpuKey);
        QVERIFY(gpu);
        const auto changes = whatIfChanges(ws.whatIf(), ws.scenario(0).scenario, s, ws.effectiveCatalog());
        const std::string expected = "network InfiniBand HDR (the scenario names none: the reference system's "
                                     "network, DGX A100: 8 x 200 Gb/s HDR, one per GPU)";
        QVERIFY2(std::find(changes.begin(), changes.end(), expected) != changes.end(), expected.c_str());
    }

    // Both knobs at once: the GPU count past a node picks the network for the scenario's A100 (no reference
    // recorded: the catalog's slowest, HDR), then the step to the H100, whose row records NDR here, picks that
    // GPU's own instead.
    void whatIfGpuStepRepicksTheNetworkTheWhatIfChose()
    {
        gp::CatalogSnapshot c = withScaleOutLinks();
        for (gp::GpuSpec& g : c.gpus)
            if (g.key == "h100") {
                g.scaleOutLinkKey = "ib-ndr";
                g.scaleOutReference = "test reference, 400 Gb/s per GPU";
            }
        c.buildIndex();
        Workspace ws;
        ws.setCatalog(c);
        ws.addScenario(trainingScenario(), QStringLiteral("Train"));
        ws.setWhatIfGpuCount(12);
        QCOMPARE(ws.effectiveScenario(0).hardware.interNodeLinkKey, std::string("ib-hdr"));
        ws.setWhatIfGpuStep(std::string("h100"));
        const gp::Scenario s = ws.effectiveScenario(0);
        QCOMPARE(s.hardware.gpuKey, std::string("h100"));
        QCOMPARE(s.hardware.nodes, 2);
        QCOMPARE(s.hardware.interNodeLinkKey, std::string("ib-ndr"));
        // A network the scenario names itself is kept through the step, though the H100's reference differs.
        gp::Scenario own = trainingScenario();
        own.hardware.interNodeLinkKey = "ib-hdr";
        ws.addScenario(own, QStringLiteral("Own network"));
        QCOMPARE(ws.effectiveScenario(1).hardware.interNodeLinkKey, std::string("ib-hdr"));
    }

    void whatIfGpuStepSwapsGpuAndOffers()
    {
        auto ws = twoScenarios();
        ws->setWhatIfGpuStep(std::string("h100"));
        const gp::Scenario s = ws->effectiveScenario(0);
        QCOMPARE(s.hardware.gpuKey, std::string("h100"));
        // a100-8x and a100-1x-inr are on-demand: replaced by the H100's on-demand offer only.
        QCOMPARE(s.pricing.offerKeys, std::vector<std::string>({"h100-8x"}));
        QVERIFY(ws->estimate(0).ok());
        QCOMPARE(ws->estimate(0).estimate->gpuName, std::string("H100 SXM 80GB"));
        const auto expected = gp::PlanningEngine::estimate(s, ws->effectiveCatalog());
        QCOMPARE(ws->estimate(0).estimate->training->wallClockHours, expected.estimate->training->wallClockHours);
        ws->undoStack()->undo();
        QCOMPARE(ws->estimate(0).estimate->gpuName, std::string("A100 SXM 80GB"));
    }

    void whatIfNamesFollowEveryChange()
    {
        // The headers' and charts' what-if names and changes come from the effective scenarios the last
        // recompute derived: after each kind of change they must equal the names derived afresh.
        auto ws = twoScenarios();
        const auto check = [&](const char* step) {
            for (int i = 0; i < ws->scenarioCount(); ++i) {
                const gp::Scenario own = ws->ownScenario(i);
                const gp::Scenario effective = ws->effectiveScenario(i);
                const QString name = ws->scenario(i).name;
                const QString expected = ws->whatIf().isNeutral()
                                             ? name
                                             : QString::fromStdString(whatIfName(name.toStdString(), ws->whatIf(), own,
                                                                                 effective, ws->effectiveCatalog()));
                QVERIFY2(ws->whatIfName(i) == expected, step);
                QStringList changes;
                if (!ws->whatIf().isNeutral())
                    for (const auto& c : whatIfChanges(ws->whatIf(), own, effective, ws->effectiveCatalog()))
                        changes << QString::fromStdString(c);
                QVERIFY2(ws->whatIfChanges(i) == changes, step);
            }
        };
        ws->setWhatIfGpuStep(std::string("h100"));
        check("GPU step");
        QVERIFY(ws->whatIfName(0).contains(QStringLiteral("H100")));
        ws->renameScenario(0, QStringLiteral("Renamed"));
        check("rename");
        QVERIFY(ws->whatIfName(0).contains(QStringLiteral("Renamed")));
        gp::Scenario more = ws->scenario(0).scenario;
        more.hardware.nodes = 2;
        ws->setScenarioInputs(0, more);
        check("inputs");
        ws->addScenario(trainingScenario(), QStringLiteral("Third"));
        check("add");
        ws->moveScenario(2, 0);
        check("move");
        ws->removeScenario(1);
        check("remove");
        ws->setWhatIfPriceFactor(150);
        check("price");
        ws->setWhatIfDevOpsHours(40);
        check("DevOps");
        ws->setCurrency(QStringLiteral("INR"));
        check("currency");
        ws->setCatalog(catalog());
        check("catalog");
        while (ws->undoStack()->canUndo()) {
            ws->undoStack()->undo();
            check("undo");
        }
        while (ws->undoStack()->canRedo()) {
            ws->undoStack()->redo();
            check("redo");
        }
    }

    void outOfRangeValuesAreRefused()
    {
        auto ws = twoScenarios();
        ws->setWhatIfPriceFactor(0);
        ws->setWhatIfPriceFactor(std::nan(""));
        ws->setWhatIfMfu(1.2);
        ws->setWhatIfGpuCount(0);
        ws->setWhatIfDevOpsHours(-1);
        ws->setWhatIfExchangeRate(0.0);
        ws->setWhatIfGpuStep(std::string());
        ws->setCurrency(QStringLiteral("RS"));
        QCOMPARE(ws->undoStack()->count(), 0);
        QVERIFY(ws->whatIf().isNeutral());
        QCOMPARE(ws->currency(), QStringLiteral("USD"));
    }

    void devOpsChangesReachOnlyTheCharts()
    {
        auto ws = twoScenarios();
        QSignalSpy estimates(ws.get(), &Workspace::estimatesChanged);
        const double hours = ws->estimate(0).estimate->training->wallClockHours;
        ws->setWhatIfDevOpsHours(20);
        ws->setWhatIfDevOpsRate(1500);
        QCOMPARE(estimates.count(), 2); // the cumulative cost chart still redraws
        QCOMPARE(ws->whatIf().devOpsCostPerMonth(), 30000.0);
        QCOMPARE(ws->estimate(0).estimate->training->wallClockHours, hours);
    }

    void manyScenariosEstimateLikeOneByOne()
    {
        // Twelve scenarios recomputed as one batch (EstimateBatch) must each equal the engine called alone.
        Workspace ws;
        ws.setCatalog(catalog());
        for (int i = 0; i < 12; ++i) {
            gp::Scenario s = i % 2 ? inferenceScenario() : trainingScenario();
            s.training.tokens = 1e9 * (i + 1);
            s.inference.concurrentSequences = i + 1;
            ws.addScenario(s, QStringLiteral("S%1").arg(i));
        }
        ws.setWhatIfMfu(0.33);
        for (int i = 0; i < 12; ++i) {
            const auto expected = gp::PlanningEngine::estimate(ws.effectiveScenario(i), ws.effectiveCatalog());
            QVERIFY(ws.estimate(i).ok());
            QCOMPARE(ws.estimate(i).estimate->scenarioName, expected.estimate->scenarioName);
            QCOMPARE(ws.estimate(i).estimate->memory.totalGb(), expected.estimate->memory.totalGb());
            if (i % 2)
                QCOMPARE(ws.estimate(i).estimate->inference->tokensPerSecond,
                         expected.estimate->inference->tokensPerSecond);
            else
                QCOMPARE(ws.estimate(i).estimate->training->wallClockHours,
                         expected.estimate->training->wallClockHours);
            // The live comparison skips only the fit against every catalog GPU and every explanation: its
            // figures are the engine's full answer. The explained estimate (the "why" panel's, the proposal's)
            // has every explanation but each priced offer's own two cost explanations.
            QVERIFY(!ws.estimate(i).estimate->fitsByGpu.has_value());
            QVERIFY(expected.estimate->fitsByGpu.has_value());
            QCOMPARE(expected.estimate->fitsByGpu->size(), ws.catalog().gpus.size());
            QVERIFY(ws.estimate(i).estimate->explanations.empty());
            nlohmann::json live = gp::EstimateJson::toJson(*ws.estimate(i).estimate);
            QVERIFY(ws.explainedEstimate(i).ok());
            nlohmann::json explained = gp::EstimateJson::toJson(*ws.explainedEstimate(i).estimate);
            nlohmann::json full = gp::EstimateJson::toJson(*expected.estimate);
            QVERIFY(!live.contains("fits_by_gpu"));
            QVERIFY(!explained.contains("fits_by_gpu"));
            full.erase("fits_by_gpu");
            QVERIFY(!expected.estimate->costs.empty());
            for (const auto& c : expected.estimate->costs) {
                for (const std::string& figure :
                     {"cost_per_run." + c.offerKey, "cost_per_million_tokens." + c.offerKey}) {
                    QVERIFY2(full["explanations"].contains(figure), figure.c_str());
                    QVERIFY2(!explained["explanations"].contains(figure), figure.c_str());
                    full["explanations"].erase(figure);
                }
            }
            QVERIFY(explained["explanations"].contains("cost_per_run"));
            QVERIFY(explained["explanations"].contains("cost_per_million_tokens"));
            QCOMPARE(explained.dump(), full.dump());
            live.erase("explanations");
            full.erase("explanations");
            QCOMPARE(live.dump(), full.dump());
        }
        // Tokens to train recomputes the training scenarios only; serving figures stay as they were.
        const double tps = ws.estimate(1).estimate->inference->tokensPerSecond;
        ws.setWhatIfTokensToTrain(5e9);
        QCOMPARE(ws.estimate(1).estimate->inference->tokensPerSecond, tps);
        QCOMPARE(ws.estimate(0).estimate->training->wallClockHours,
                 gp::PlanningEngine::estimate(ws.effectiveScenario(0), ws.effectiveCatalog())
                     .estimate->training->wallClockHours);
        QCOMPARE(ws.effectiveScenario(2).training.tokens, 5e9);
    }

    void noCatalogGivesErrorsNotCrashes()
    {
        Workspace ws;
        ws.addScenario(trainingScenario());
        QCOMPARE(ws.estimates().size(), std::size_t(1));
        QVERIFY(!ws.estimate(0).ok());
        QVERIFY(!ws.estimate(0).errors.empty());
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceUndo)
#include "tst_workspaceundo.moc"
