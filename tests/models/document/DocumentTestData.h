// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A small catalog (built from tests/common/TestCatalog.h, with short keys) and two scenarios for the
// workspace document and item-model tests. Prices are round test numbers, not market data. Expected
// results always come from PlanningEngine itself: these tests check the document and the models, not
// the engine's formulas.
#include "TestCatalog.h"
#include "document/Workspace.h"
#include "planning/CatalogSnapshot.h"
#include "planning/PlanningEngine.h"
#include "planning/Scenario.h"

namespace DocumentTestData {

inline gp::CatalogSnapshot catalog()
{
    using TestCatalog::offer;
    gp::CatalogSnapshot c;
    c.gpus = {TestCatalog::a100("a100"), TestCatalog::h100("h100")};
    gp::LinkSpec nvlink = TestCatalog::link("nvlink4", "scale-up", 450, 0.65, 10);
    nvlink.name = "NVLink 4";
    c.links = {nvlink};
    c.models = {TestCatalog::llama2_7b()};
    c.offers = {offer("a100-8x", "a100", 8, 16.0), offer("a100-1x-inr", "a100", 1, 180.0, "INR"),
                offer("h100-8x", "h100", 8, 32.0),
                offer("h100-1x-spot", "h100", 1, 2.5, "USD", gp::PriceUnit::Hour, "spot")};
    c.currencies = TestCatalog::usdAndInr(90.0);
    return c;
}

// Full fine-tune of Llama 2 7B on 8 A100s with ZeRO-3, 1e9 tokens, priced with two A100 offers.
inline gp::Scenario trainingScenario()
{
    gp::Scenario s;
    s.name = "Fine-tune on A100";
    s.model.catalogKey = "llama-2-7b";
    s.task = gp::Task::FullFineTune;
    s.training.microBatch = 1;
    s.training.globalBatch = 64;
    s.training.sequenceLength = 2048;
    s.training.tokens = 1e9;
    s.parallel.zero = gp::ZeroStage::Zero3;
    s.hardware.gpuKey = "a100";
    s.hardware.gpusPerNode = 8;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = {"a100-8x", "a100-1x-inr"};
    return s;
}

// Serving Llama 2 7B in FP16 on one H100, 8 concurrent sequences.
inline gp::Scenario inferenceScenario()
{
    gp::Scenario s;
    s.name = "Serve on H100";
    s.model.catalogKey = "llama-2-7b";
    s.task = gp::Task::Inference;
    s.inference.concurrentSequences = 8;
    s.inference.promptTokens = 512;
    s.inference.outputTokens = 256;
    s.hardware.gpuKey = "h100";
    s.hardware.gpusPerNode = 1;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = {"h100-8x", "h100-1x-spot"};
    return s;
}

// The engine's own answer for a scenario as the workspace hands it over (name and currency set).
inline gp::EstimateResult engine(gp::Scenario s, const QString& name, const QString& currency,
                                 const gp::CatalogSnapshot& c = catalog())
{
    s.name = name.toStdString();
    s.pricing.currency = currency.toStdString();
    return gp::PlanningEngine::estimate(s, c);
}

} // namespace DocumentTestData
