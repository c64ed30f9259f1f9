// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Ready-made TCO inputs for callers that only need one simple question answered by the model, so the
// formula lives here and nowhere else (the workspace's cumulative-cost chart asks this one).
#include "TcoInputs.h"

#include <string>

namespace gp::tco {

struct AroundTheClock {
    std::string currency; // everything below is already in it
    int months = 12;
    int gpus = 1;
    double pricePerGpuHour = 0;
    double devOpsHoursPerMonth = 0;
    double devOpsHourlyRate = 0;
    bool managed = false; // a managed offer carries no DevOps of the team's (the seed article)
};

// One on-demand option renting `gpus` GPUs every hour of the month (utilisation 100%), with no failures,
// shared penalty or discounting: month m costs m x (GPUs x price x 730 h + DevOps hours x rate).
Inputs aroundTheClock(const AroundTheClock& a);

} // namespace gp::tco
