// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CheckpointRestart.h"

#include <cmath>

namespace gp::checkpoint {

namespace {
bool positive(double v) { return v > 0 && std::isfinite(v); }
} // namespace

double youngDalyIntervalHours(double writeHours, double mtbfHours) { return std::sqrt(2.0 * writeHours * mtbfHours); }

double lostFraction(double writeHours, double restartHours, double tauHours, double mtbfHours)
{
    const double checkpointing = tauHours > 0 ? writeHours / tauHours : 0;
    if (!positive(mtbfHours))
        return checkpointing;
    return checkpointing + (tauHours / 2.0 + restartHours) / mtbfHours;
}

std::optional<Allowance> allowanceFor(const RunInputs& in)
{
    if (!positive(in.runHours) || in.gpus < 1 || !positive(in.interruptionsPerGpuDay) || !positive(in.writeMinutes) ||
        !(in.restartMinutes >= 0) || !std::isfinite(in.restartMinutes))
        return std::nullopt;
    const double write = in.writeMinutes / 60.0, restart = in.restartMinutes / 60.0;
    Allowance a;
    a.mtbfHours = 24.0 / (in.interruptionsPerGpuDay * in.gpus);
    const double tau = youngDalyIntervalHours(write, a.mtbfHours);
    if (tau < in.runHours) {
        a.intervalHours = tau;
        a.lostFraction = lostFraction(write, restart, tau, a.mtbfHours);
    } else {
        a.intervalHours = in.runHours; // no checkpoint on the way: an interruption loses half the run
        a.lostFraction = (in.runHours / 2.0 + restart) / a.mtbfHours;
    }
    if (!(a.lostFraction < kMaxLostFraction))
        return std::nullopt;
    a.expectedHours = in.runHours / (1.0 - a.lostFraction);
    return a;
}

} // namespace gp::checkpoint
