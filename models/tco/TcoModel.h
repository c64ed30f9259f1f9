// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Monthly cash cost of each option over the horizon, in the analysis currency. The formulas, each line
// by line (DOMAIN.md "Money"; docs/tco-output.md):
//   work hours      W = utilisation x GPUs x 730 h (or typed) x hours factor x (1 + shared penalty if shared)
//   failures        job MTBF M = 24 h / (interruptions per GPU-day x job GPUs); checkpoint every
//                   tau = sqrt(2 x write time x M) (Young 1974; Daly 2006), or as typed; lost fraction
//                   w = write/tau + (tau/2 + restart)/M; GPU-hours needed H = W / (1 - w)
//   fleet           G = max(GPUs, ceil(H / (730 x SLA))) rounded up to whole instances; owned: + spares
//   compute         per used hour: H x billed/used x price; held (reserved, monthly): G x 730 x price
//   own hardware    month 0: GPUs bought x price; each refresh: sell at resale and buy again;
//                   power (TDP + server W) x G x load x PUE x 730 h x price per kWh;
//                   colocation: kW provisioned x price per kW-month; own DC: kW x build cost / life
//   DevOps          hours x loaded rate, only for the options that set hours
//   VPS lines       their monthly prices (the hybrid)
// Full cost over the horizon = all cash + a reservation's commitment left after the horizon - the owned
// hardware's book value at the horizon (straight line from price to resale over the refresh period),
// unless ownership.creditResidualValue is off (a cash payback: the hardware written off in the horizon).
#include "TcoInputs.h"
#include "messages/Message.h"

#include <optional>
#include <string>
#include <vector>

namespace gp::tco {

struct FieldProblem {
    std::string field; // "options[2].price", "workload.utilisation"
    std::string message;
};

// One option's figures. Money in the analysis currency.
struct OptionCost {
    std::string name;
    OptionKind kind = OptionKind::OnDemand;
    int gpusPerInstance =
        1;              // the option's instance (Option::gpusPerInstance): a smaller one than the job spans machines
    std::string gpuKey; // Option::gpuKey (empty for a typed option)
    double workGpuHoursPerMonth = 0;    // W
    double lostGpuHoursPerMonth = 0;    // H - W: failures, restarts and checkpoint writes
    double checkpointIntervalHours = 0; // tau used
    double fleetGpus = 0;               // G held (0 for per-hour options)
    double gpusBought = 0;              // owned: G + spares
    double slaDowntimeHoursPerMonth = 0;
    // Per month (month 1 on; month 0 is upfront cash only).
    double computePerMonth = 0;
    double powerPerMonth = 0;
    double spacePerMonth = 0;
    double devOpsPerMonth = 0;
    double vpsPerMonth = 0;
    double upfront = 0; // month 0: purchase
    double powerKwhPerMonth = 0;
    std::vector<double> monthly;       // cash by month, 0..horizon
    std::vector<double> cumulative;    // running sum of monthly
    double commitmentAfterHorizon = 0; // reservation months still owed at the horizon
    double residualValue = 0;          // owned hardware's book value at the horizon
    double fullCost = 0;               // cumulative.back() + commitment - residual
    double npv = 0;                    // of the same cash flows at the discount rate
    double averageMonthly = 0;         // full cost / horizon
    double costPerWorkGpuHour = 0;     // average monthly / reference GPU-hours of work
    // Marginal cost: what one more reference GPU-hour of work a month adds to this option's monthly cost at
    // today's volume. Per used hour (on demand, spot, managed by the hour): hours factor x (1 + shared
    // penalty) / (1 - lost fraction) x billed/used x price. A held fleet (reserved, dedicated, monthly
    // managed, owned: power at a fixed load, DevOps fixed): 0 while the fleet has room, which is
    // spareWorkGpuHoursPerMonth; past it the fleet grows by a whole instance (or server).
    double marginalPerWorkGpuHour = 0;
    std::optional<double> spareWorkGpuHoursPerMonth; // held fleets only; empty = billed per hour used
    std::optional<double> costPerRun;                // when runs per month are known
    std::optional<double> costPerMillionTokens;
};

struct Result {
    std::vector<OptionCost> options;
    std::vector<FieldProblem> errors;
    double utilisation = 0;           // the reference fleet's, after volume resolution
    double referenceWorkGpuHours = 0; // per month
    int cheapest = -1;                // index of the lowest full cost
    bool ok() const { return errors.empty() && !options.empty(); }
};

class TcoModel {
public:
    // Refuses nonsense (negative prices, zero horizon, utilisation outside 0-1, a zero exchange rate...)
    // naming the field; never returns NaN or infinity.
    static std::vector<FieldProblem> validate(const Inputs& in);
    static Result evaluate(const Inputs& in);

    // Helpers the tests and the views share.
    static std::optional<double> convert(const Inputs& in, const Money& m, const std::string& to);
    static double resolvedUtilisation(const Inputs& in);
    // GPUs one node of the reference systems holds (the DGX/HGX 8-GPU board: DGX H100 user guide): a job up to
    // this size fits one node, a larger one spans whole nodes whatever it rents.
    static constexpr int kNodeGpus = 8;
    // " NAME rents N-GPU instances: a job on W GPUs runs on M machines over the provider's network, not in one
    // node." for a rented option whose instance is smaller than a job that would fit one node; for a larger job
    // on instances smaller than a node, "..., where K 8-GPU nodes would do."; "" otherwise, and for Grace
    // Blackwell trays (one NVLink domain per NVL72 rack).
    static Message nodeSpanNote(const OptionCost& option, int jobGpus); // empty (isEmpty) when none
    // Young/Daly interval and lost fraction: planning/CheckpointRestart.h (shared with the cost per run).
};

std::string kindName(OptionKind k);
std::optional<OptionKind> parseKind(const std::string& s);
std::string basisName(PriceBasis b);
std::optional<PriceBasis> parseBasis(const std::string& s);

} // namespace gp::tco
