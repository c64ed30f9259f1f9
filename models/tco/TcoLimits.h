// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The upper bounds of a TCO analysis (docs/tco-format.md "Limits", docs/input-limits.md). Each is far past
// any real plan, so a figure beyond it is a typo or a hostile file, and with every input under them no
// computed figure can leave the doubles: the largest cost is at most 1e15 (money) x 1e18 (the widest ratio of
// two rates, 1e-9 to 1e9 units per USD) x 2e6 GPUs bought x 240 months + 64 VPS lines ~ 1e42, far below
// 1.8e308. The model still checks every computed figure and refuses a non-finite one, naming the option.
#include <cstddef>

namespace gp::tco {

// Money in any currency, per unit (a GPU's price, a kWh, a month): 1e15 is about the world's yearly GDP in
// US dollars (1.1e14, World Bank 2023) times ten, and 1e15 INR is 11 trillion USD.
inline constexpr double kMaxMoney = 1e15;
// GPUs a fleet may hold: a million is ten times the largest cluster announced (xAI Colossus, 2e5 GPUs, 2025).
inline constexpr double kMaxFleetGpus = 1e6;
// A provider's monthly uptime commitment, when one is given: published GPU cloud SLAs are 99% to 99.99%
// (AWS EC2 instance-level 99.5%, Azure VM 99.9%); under 50% the held fleet would be more than twice the
// work, and 0.999 for 99.9% is the likely typo. An sla_percent of 1e-300 used to size a fleet of 4.8e302 GPUs.
inline constexpr double kMinSlaPercent = 50;
// Exchange rates a file may give (the reader refused the 65th silently before; now it says so).
inline constexpr std::size_t kMaxRates = 64;
// The size of a TCO inputs file: a 64-option analysis with every key and long names is under 100 KB.
inline constexpr std::size_t kMaxFileBytes = 4u * 1024 * 1024;
// Errors reported at once: enough to fix a file in one pass, few enough to read.
inline constexpr std::size_t kMaxErrors = 20;

} // namespace gp::tco
