// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What the what-if did to one scenario, in words: the name its comparison column, chart series and
// snapshot carry ("8x L40S 48GB (what-if, was 8x A100 80GB)": never the name of a GPU it no longer
// uses), and the list of the overrides that reached it, for tooltips. Plain C++, values in, values out.
#include "WhatIfOverrides.h"
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

#include <string>
#include <vector>

// The overrides that change this scenario's inputs or prices, one phrase each: "GPU L40S 48GB (was A100
// SXM 80GB)", "offer <swap, WhatIfOfferSwap.h describe>", "64 GPUs (was 8)", "MFU 40%", "1.5e+10 tokens (was 2e+09)",
// "prices at 80% of the catalog", "INR at 84.50 per USD". `own` is the saved scenario, `effective` the one the engine
// saw. Empty when the what-if leaves the scenario as it is (DevOps knobs never reach a scenario's figures).
std::vector<std::string> whatIfChanges(const WhatIfOverrides& w, const gp::Scenario& own, const gp::Scenario& effective,
                                       const gp::CatalogSnapshot& catalog);

// The name of the state the engine priced: `ownName` unchanged without a what-if; "<N>x <GPU> (what-if,
// was <ownName>)" when the GPU or the GPU count moved; "<ownName> (what-if)" for the other overrides.
std::string whatIfName(const std::string& ownName, const WhatIfOverrides& w, const gp::Scenario& own,
                       const gp::Scenario& effective, const gp::CatalogSnapshot& catalog);

// The name of a snapshot of that state: the what-if name with its changes spelled out, so a saved
// scenario says what it holds ("8x L40S 48GB (what-if of 8x A100 80GB: MFU 40%)").
std::string whatIfSnapshotName(const std::string& ownName, const WhatIfOverrides& w, const gp::Scenario& own,
                               const gp::Scenario& effective, const gp::CatalogSnapshot& catalog);
