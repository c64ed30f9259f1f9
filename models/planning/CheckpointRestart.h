// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What interruptions cost a training job that checkpoints and restarts: the Young/Daly model, shared by
// the cost per run of an interruptible offer (CostModel, ConfigurationSearch) and the TCO model.
//   job MTBF        M = 24 h / (interruptions per GPU-day x GPUs)
//   interval        tau = sqrt(2 x write x M)   (Young 1974; Daly 2006: within a few percent of the
//                   higher-order optimum while write << M), or as typed
//   lost fraction   w = write / tau + (tau / 2 + restart) / M: each interval pays a write, each interruption
//                   loses half an interval on average plus the restart
//   expected time   T / (1 - w) for a run of T hours without interruptions
// A run shorter than tau writes no checkpoint on the way and loses half of itself per interruption:
// w = (T / 2 + restart) / M.
#include <optional>

namespace gp::checkpoint {

// Spot preemption: AWS EC2 Spot Instance Advisor's highest interruption bucket, "> 20%" of instances a month
// (aws.amazon.com/ec2/spot/instance-advisor), read per GPU (0.2 / 30.4 per GPU-day), so an 8-GPU instance
// counts eight times: the cautious reading, since the advisor counts instances. No provider publishes a
// rate for community or marketplace GPUs; the same figure stands in for them.
constexpr double kSpotInterruptionsPerGpuDay = 0.2 / 30.4;
// Assumptions without a published figure (the TCO model's defaults too): a sharded checkpoint to fast
// storage, and re-queueing, reloading and warming up after an interruption.
constexpr double kCheckpointWriteMinutes = 2;
constexpr double kRestartMinutes = 10;
// Beyond this lost fraction the job spends half its time or more on interruptions: no plan.
constexpr double kMaxLostFraction = 0.5;

double youngDalyIntervalHours(double writeHours, double mtbfHours);
// w = write/tau + (tau/2 + restart)/M (no interruption, M not positive and finite: write/tau alone).
double lostFraction(double writeHours, double restartHours, double tauHours, double mtbfHours);

struct Allowance {
    double mtbfHours = 0;     // M of the whole job
    double intervalHours = 0; // tau used; the run itself when it is shorter than tau
    double lostFraction = 0;  // w
    double expectedHours = 0; // T / (1 - w)
};

struct RunInputs {
    double runHours = 0; // T, without interruptions
    int gpus = 0;        // GPUs that an interruption of any of them stops
    double interruptionsPerGpuDay = kSpotInterruptionsPerGpuDay;
    double writeMinutes = kCheckpointWriteMinutes;
    double restartMinutes = kRestartMinutes;
};

// Empty when an input is not positive and finite, or when w reaches kMaxLostFraction.
std::optional<Allowance> allowanceFor(const RunInputs& in);

} // namespace gp::checkpoint
