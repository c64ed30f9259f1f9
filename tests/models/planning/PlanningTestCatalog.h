// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The planning engine's test catalog and the search benchmark's: the shipped catalog's keys, the
// datasheet figures of tests/common/TestCatalog.h, Calculon link efficiencies, round test prices.
#include "TestCatalog.h"
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

namespace PlanningTestCatalog {

using TestCatalog::link;
using TestCatalog::llama2_70b;
using TestCatalog::llama2_7b;
using TestCatalog::offer;
using TestCatalog::ref;

inline gp::CatalogSnapshot catalog()
{
    gp::CatalogSnapshot c;
    c.gpus = {TestCatalog::a100(), TestCatalog::h100(), TestCatalog::l40s()};
    c.links = {link("nvlink3", "scale-up", 300, 0.65, 10), link("nvlink4", "scale-up", 450, 0.65, 10),
               link("pcie-gen4-x16", "host", 31.5, 0.8, 10), link("ib-ndr", "scale-out", 50, 0.9, 20)};
    c.models = {llama2_7b(), llama2_70b()};
    c.offers = {offer("h100-8x", "nvidia-h100-sxm", 8, 32.0),
                offer("h100-1x", "nvidia-h100-sxm", 1, 4.5),
                offer("a100-8x", "nvidia-a100-80gb-sxm", 8, 16.0),
                offer("a100-1x", "nvidia-a100-80gb-sxm", 1, 2.2),
                offer("l40s-1x", "nvidia-l40s", 1, 1.0),
                offer("a100-1x-inr", "nvidia-a100-80gb-sxm", 1, 180.0, "INR"),
                offer("h100-monthly", "nvidia-h100-sxm", 8, 14600.0, "USD", gp::PriceUnit::Month)};
    c.currencies = TestCatalog::usdAndInr(90.0);
    return c;
}

// A full fine-tune of Llama 2 7B on one 8x H100 node, BF16, ZeRO-3.
inline gp::Scenario fineTune7b()
{
    gp::Scenario s;
    s.name = "7B full fine-tune";
    s.model.catalogKey = "llama-2-7b";
    s.task = gp::Task::FullFineTune;
    s.training.microBatch = 4;
    s.training.globalBatch = 256;
    s.training.sequenceLength = 2048;
    s.training.tokens = 1e9;
    s.training.recompute = gp::Recompute::Selective;
    s.parallel.zero = gp::ZeroStage::Zero3;
    s.hardware.gpuKey = "nvidia-h100-sxm";
    s.hardware.gpusPerNode = 8;
    s.hardware.nodes = 1;
    s.pricing.offerKeys = {"h100-8x", "a100-1x"};
    return s;
}

} // namespace PlanningTestCatalog
