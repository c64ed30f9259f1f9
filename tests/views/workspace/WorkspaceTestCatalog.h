// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace GUI tests' catalog, built from tests/common/TestCatalog.h (datasheet figures, published
// config.json), so the tests do not depend on the shipped catalog's contents.
#include "TestCatalog.h"
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

namespace WorkspaceTestCatalog {

inline gp::CatalogSnapshot snapshot()
{
    using TestCatalog::link;
    using TestCatalog::offer;
    gp::CatalogSnapshot c;
    c.gpus = {TestCatalog::a100("nvidia-a100-sxm-80gb"), TestCatalog::h100()};
    c.links = {link("nvlink3", "scale-up", 300, 0.65, 10), link("nvlink4", "scale-up", 450, 0.65, 10)};
    c.models = {TestCatalog::llama3_8b()};
    // Hourly prices for a whole 8-GPU instance (illustrative, in the range of 2024 GPU-cloud list prices).
    c.offers = {offer("test-a100-od", "nvidia-a100-sxm-80gb", 8, 14.32),
                offer("test-h100-od", "nvidia-h100-sxm", 8, 23.92)};
    c.currencies = TestCatalog::usdAndInr(83.5);
    return c;
}

// Llama 3 8B full fine-tune on one 8-GPU node with ZeRO-3, 1 B tokens.
inline gp::Scenario fineTune(const std::string& gpuKey, const std::string& offerKey)
{
    return TestCatalog::fullFineTune("llama-3-8b", gpuKey, 8, 1e9, {offerKey});
}

} // namespace WorkspaceTestCatalog
