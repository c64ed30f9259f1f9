// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Gap rules. Each names what the plan needs (from the planning engine or the scenario) and what the
// platform is known to offer (sourced catalog facts); an unknown fact gives a caution, never a pass.
#include "ChecklistEvaluator.h"

#include <algorithm>

namespace gp::checklist {

Message dpdpCaution()
{
    return GP_MSG(
        "gp::Checklist",
        "India's DPDP Rules (notified November 2025) have compliance implications for AI workflows that process "
        "personal data of people in India; running them outside India may introduce compliance exposure. The rules "
        "are still being implemented and their sector-specific applicability is subject to ongoing regulatory "
        "clarification: consult a qualified legal advisor (seed article, citing MeitY).");
}

namespace {

// The seed article: multi-node clusters "are required for training models above approximately 70B
// parameters from scratch".
constexpr double kMultiNodeParameters = 70e9;
// Communication at or above this share of a step is a blocking gap: the GPUs wait that long every step.
constexpr double kCommunicationShare = 0.10;

void gpuNotOffered(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    if (!p.offersPlanGpu)
        out.push_back({"gpu-not-offered", GapSeverity::Blocking,
                       GP_MSG("gp::Checklist", "%1 has no offer for %2 in the catalog.")
                           .arg(MessageName{p.providerName})
                           .arg(MessageName{plan.gpuName})});
}

void nodeSize(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    if (!p.offersPlanGpu || plan.gpusPerNode <= 1 || p.largestInstanceGpus >= plan.gpusPerNode)
        return;
    // Caution, not blocking: several providers' catalog rows price one GPU of a larger node.
    out.push_back({"node-size", GapSeverity::Caution,
                   GP_MSG("gp::Checklist", "The plan puts %1 GPUs in one node; the catalog's largest %2 offer from %3 "
                                           "has %4. Ask whether %1-GPU nodes are rented.")
                       .arg(MessageCount{plan.gpusPerNode})
                       .arg(MessageName{plan.gpuName})
                       .arg(MessageName{p.providerName})
                       .arg(MessageCount{p.largestInstanceGpus})});
}

void multiNodeFabric(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    const bool multiNode =
        plan.training() &&
        (plan.nodes > 1 || (plan.workload == WorkloadKind::Pretraining && plan.parameters > kMultiNodeParameters));
    if (!multiNode)
        return;
    // One template per case (the reason and the fabric), so each reads whole in every language.
    Message m;
    if (p.fabric == Fabric::Ethernet)
        m = plan.nodes > 1 ? GP_MSG("gp::Checklist", "This plan trains on %1 nodes and multi-node training needs "
                                                     "InfiniBand or RoCE; %2 offers neither (Ethernet without RDMA).")
                           : GP_MSG("gp::Checklist", "Training above 70B parameters from scratch needs several nodes "
                                                     "and multi-node training needs InfiniBand or RoCE; %2 offers "
                                                     "neither (Ethernet without RDMA).");
    else if (p.fabric == Fabric::Unknown)
        m = plan.nodes > 1 ? GP_MSG("gp::Checklist", "This plan trains on %1 nodes and multi-node training needs "
                                                     "InfiniBand or RoCE; %2's network fabric is unknown in the "
                                                     "catalog: ask before committing.")
                           : GP_MSG("gp::Checklist", "Training above 70B parameters from scratch needs several nodes "
                                                     "and multi-node training needs InfiniBand or RoCE; %2's network "
                                                     "fabric is unknown in the catalog: ask before committing.");
    else
        return;
    m.arg(MessageCount{plan.nodes}).arg(MessageName{p.providerName});
    out.push_back({"multi-node-fabric", p.fabric == Fabric::Ethernet ? GapSeverity::Blocking : GapSeverity::Caution,
                   std::move(m)});
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
    // Seconds with three significant figures, so 0.0123 and 12.3 both read sensibly.
    Message message = plan.overNvlink
                          ? GP_MSG("gp::Checklist", "Over PCIe (%1) this plan's GPU-to-GPU communication (gradient "
                                                    "all-reduce and the other collectives) takes %2 s of each %3 s "
                                                    "step (%4); over NVLink (%5) %6 s.")
                          : GP_MSG("gp::Checklist", "Over PCIe (%1) this plan's GPU-to-GPU communication (gradient "
                                                    "all-reduce and the other collectives) takes %2 s of each %3 s "
                                                    "step (%4); %5 has no NVLink to compare with.");
    message.arg(MessageName{pcie.linkName})
        .arg(MessageNumber{pcie.communicationSeconds, -3})
        .arg(MessageNumber{pcie.stepSeconds, -3})
        .arg(MessagePercent{pcie.communicationSeconds / pcie.stepSeconds, 0});
    if (plan.overNvlink)
        message.arg(MessageName{plan.overNvlink->linkName})
            .arg(MessageNumber{plan.overNvlink->communicationSeconds, -3});
    else
        message.arg(MessageName{plan.gpuName});
    out.push_back({"pcie-allreduce", GapSeverity::Blocking, std::move(message)});
}

void dpdpResidency(const PlanFacts& plan, const PlatformFacts& p, std::vector<Gap>& out)
{
    if (!plan.personalDataIndia)
        return;
    if (!p.dcCountries) {
        out.push_back({"dpdp-residency", GapSeverity::Caution,
                       GP_MSG("gp::Checklist", "No data-centre country is recorded for %1: whether it can keep the "
                                               "personal data of people in India inside India is unknown.")
                           .arg(MessageName{p.providerName})});
        return;
    }
    const auto& c = *p.dcCountries;
    if (std::find(c.begin(), c.end(), "IN") == c.end())
        out.push_back({"dpdp-residency", GapSeverity::Caution,
                       GP_MSG("gp::Checklist", "%1 has no Indian data centre recorded in the catalog: running on "
                                               "personal data of people in India there may introduce DPDP compliance "
                                               "exposure.")
                           .arg(MessageName{p.providerName})});
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
