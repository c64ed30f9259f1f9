// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Gap rules. Each names what the plan needs (from the planning engine or the scenario) and what the
// platform is known to offer (sourced catalog facts); an unknown fact gives a caution, never a pass.
#include "ChecklistEvaluator.h"

#include <algorithm>
#include <cstdio>

namespace gp::checklist {

const char* const kDpdpCaution =
    "India's DPDP Rules (notified November 2025) have compliance implications for AI workflows that process "
    "personal data of people in India; running them outside India may introduce compliance exposure. The rules "
    "are still being implemented and their sector-specific applicability is subject to ongoing regulatory "
    "clarification: consult a qualified legal advisor (seed article, citing MeitY).";

namespace {

// The seed article: multi-node clusters "are required for training models above approximately 70B
// parameters from scratch".
constexpr double kMultiNodeParameters = 70e9;
// Communication at or above this share of a step is a blocking gap: the GPUs wait that long every step.
constexpr double kCommunicationShare = 0.10;

std::string fixed(double v, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

// Seconds with three significant figures, so 0.0123 and 12.3 both read sensibly.
std::string seconds(double s)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3g", s);
    return buffer;
}

void gpuNotOffered(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    if (!p.offersPlanGpu)
        out.push_back({"gpu-not-offered", GapSeverity::Blocking,
                       p.providerName + " has no offer for " + plan.gpuName + " in the catalog."});
}

void nodeSize(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    if (!p.offersPlanGpu || plan.gpusPerNode <= 1 || p.largestInstanceGpus >= plan.gpusPerNode)
        return;
    // Caution, not blocking: several providers' catalog rows price one GPU of a larger node.
    out.push_back({"node-size", GapSeverity::Caution,
                   "The plan puts " + std::to_string(plan.gpusPerNode) + " GPUs in one node; the catalog's largest " +
                       plan.gpuName + " offer from " + p.providerName + " has " +
                       std::to_string(p.largestInstanceGpus) + ". Ask whether " + std::to_string(plan.gpusPerNode) +
                       "-GPU nodes are rented."});
}

void multiNodeFabric(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    const bool multiNode =
        plan.training() &&
        (plan.nodes > 1 || (plan.workload == WorkloadKind::Pretraining && plan.parameters > kMultiNodeParameters));
    if (!multiNode)
        return;
    const std::string why = plan.nodes > 1 ? "This plan trains on " + std::to_string(plan.nodes) + " nodes"
                                           : "Training above 70B parameters from scratch needs several nodes";
    if (p.fabric == Fabric::Ethernet)
        out.push_back({"multi-node-fabric", GapSeverity::Blocking,
                       why + " and multi-node training needs InfiniBand or RoCE; " + p.providerName +
                           " offers neither (Ethernet without RDMA)."});
    else if (p.fabric == Fabric::Unknown)
        out.push_back({"multi-node-fabric", GapSeverity::Caution,
                       why + " and multi-node training needs InfiniBand or RoCE; " + p.providerName +
                           "'s network fabric is unknown in the catalog: ask before committing."});
}

void pcieAllReduce(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    if (!plan.training() || plan.gpusPerNode <= 1 || !plan.overPcie)
        return;
    const LinkKind link = p.intraNode != LinkKind::Unknown ? p.intraNode : plan.gpuOwnLink;
    if (link != LinkKind::Pcie)
        return;
    const CommunicationFigures& pcie = *plan.overPcie;
    if (!(pcie.stepSeconds > 0) || pcie.communicationSeconds < kCommunicationShare * pcie.stepSeconds)
        return;
    std::string message =
        "Over PCIe (" + pcie.linkName +
        ") this plan's GPU-to-GPU communication (gradient all-reduce and the other collectives) takes " +
        seconds(pcie.communicationSeconds) + " s of each " + seconds(pcie.stepSeconds) + " s step (" +
        fixed(100.0 * pcie.communicationSeconds / pcie.stepSeconds, 0) + "%)";
    if (plan.overNvlink)
        message += "; over NVLink (" + plan.overNvlink->linkName + ") " +
                   seconds(plan.overNvlink->communicationSeconds) + " s.";
    else
        message += "; " + plan.gpuName + " has no NVLink to compare with.";
    out.push_back({"pcie-allreduce", GapSeverity::Blocking, message});
}

void dpdpResidency(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    if (!plan.personalDataIndia)
        return;
    if (!p.dcCountries) {
        out.push_back({"dpdp-residency", GapSeverity::Caution,
                       "No data-centre country is recorded for " + p.providerName +
                           ": whether it can keep the personal data of people in India inside India is unknown."});
        return;
    }
    const auto& c = *p.dcCountries;
    if (std::find(c.begin(), c.end(), "IN") == c.end())
        out.push_back({"dpdp-residency", GapSeverity::Caution,
                       p.providerName + " has no Indian data centre recorded in the catalog: running on personal "
                                        "data of people in India there may introduce DPDP compliance exposure."});
}

} // namespace

std::vector<Gap> ChecklistEvaluator::gaps(const PlanFacts& plan, const PlatformFacts& platform)
{
    std::vector<Gap> out;
    gpuNotOffered(plan, platform, out);
    nodeSize(plan, platform, out);
    multiNodeFabric(plan, platform, out);
    pcieAllReduce(plan, platform, out);
    dpdpResidency(plan, platform, out);
    return out;
}

} // namespace gp::checklist
