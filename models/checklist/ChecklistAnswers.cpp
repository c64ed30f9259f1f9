// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistAnswers.h"

#include <cstdio>

namespace gp::checklist {
namespace {

std::string shown(const FactRow& f)
{
    if (!f.number)
        return f.text;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.4g", *f.number);
    std::string s = buffer;
    if (!f.unit.empty())
        s += " " + f.unit;
    if (!f.text.empty())
        s += " (" + f.text + ")";
    return s;
}

Answer fromFact(const std::string& key, const std::optional<FactRow>& f)
{
    if (!f)
        return {key, "unknown", false, {}, {}};
    return {key, shown(*f), true, f->source, f->asOf};
}

} // namespace

bool questionApplies(const Question& q, const PlanFacts& plan)
{
    if (q.appliesWhen == "multi_gpu")
        return plan.totalGpus() > 1;
    if (q.appliesWhen == "multi_node")
        return plan.training() &&
               (plan.nodes > 1 || (plan.workload == WorkloadKind::Pretraining && plan.parameters > 70e9));
    if (q.appliesWhen == "personal_data_india")
        return plan.personalDataIndia;
    return true;
}

Answer answerFor(const Question& q, const PlanFacts& plan, const PlatformFacts& p)
{
    const std::string& a = q.answeredBy;
    if (a == "offers") {
        if (!p.offersPlanGpu)
            return {q.key, "no: no offer for " + plan.gpuName + " in the catalog", true, "catalog offers", {}};
        return {q.key,
                "yes: " + plan.gpuName + ", up to " + std::to_string(p.largestInstanceGpus) +
                    " per instance in the catalog's offers",
                true,
                "catalog offers",
                {}};
    }
    if (a == "all_to_all_gbps")
        return fromFact(q.key, p.allToAll);
    if (a == "nvme_local_tb") {
        Answer out = fromFact(q.key, p.nvmeLocal);
        if (out.known)
            out.text += p.nvmeRead ? "; read " + shown(*p.nvmeRead) : "; read speed unknown";
        return out;
    }
    if (a == "nvme_read_gbps")
        return fromFact(q.key, p.nvmeRead);
    if (a == "network_fabric") {
        Answer out = fromFact(q.key, p.fabricFact);
        if (out.known)
            out.text += p.fabricBandwidth ? ", " + shown(*p.fabricBandwidth) : ", bandwidth unknown";
        return out;
    }
    if (a == "fabric_gbps_per_gpu")
        return fromFact(q.key, p.fabricBandwidth);
    if (a == "software_images")
        return fromFact(q.key, p.softwareImages);
    if (a == "failure_recovery") {
        Answer out = fromFact(q.key, p.failureRecovery);
        const std::string sla = p.sla ? "SLA " + shown(*p.sla) : "SLA unknown";
        out.text = sla + "; failure recovery: " + out.text;
        if (!out.known && p.sla) {
            out.source = p.sla->source;
            out.asOf = p.sla->asOf;
        }
        return out;
    }
    if (a == "sla_percent")
        return fromFact(q.key, p.sla);
    if (a == "dc_countries")
        return fromFact(q.key, p.dcFact);
    if (a == "user")
        return {q.key, "for the team to answer", false, {}, {}};
    return {q.key, "unknown", false, {}, {}};
}

} // namespace gp::checklist
