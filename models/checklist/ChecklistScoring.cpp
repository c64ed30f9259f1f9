// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Criterion scores relative to the best candidate, and the weighted total (see ChecklistEvaluator.h).
#include "ChecklistEvaluator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

namespace gp::checklist {
namespace {

using Figure = std::function<std::optional<double>(const PlatformFacts&)>;

// Four significant figures, whole from 10,000 up ("12345", not "1.234e+04").
MessageNumber number(double v) { return MessageNumber{v, v >= 1e4 ? 0 : -4}; }

std::optional<double> factNumber(const std::optional<FactRow>& f)
{
    if (f && f->number && std::isfinite(*f->number) && *f->number > 0)
        return f->number;
    return std::nullopt;
}

// The network fabric's figure: per-GPU bandwidth when the fabric is RDMA-capable and the bandwidth is
// sourced; 0 for Ethernet without RDMA (the article: InfiniBand or RoCE is required); unknown otherwise.
std::optional<double> fabricFigure(const PlatformFacts& p)
{
    if (p.fabric == Fabric::Ethernet)
        return 0.0;
    if (p.fabric == Fabric::Unknown)
        return std::nullopt;
    return factNumber(p.fabricBandwidth);
}

struct Measure {
    Figure figure;
    bool higherIsBetter = true; // the figure's unit is said by basisOf
};

// The figure a score came from, with its unit, one template per measure so each reads whole in every language;
// the cost's unit is the plan's ("per run", with the currency: PlanFacts::costUnit), quoted as written.
Message basisOf(const std::string& measure, double v, const std::string& costUnit)
{
    if (measure == "memory_bandwidth")
        return GP_MSG("gp::Checklist", "%1 TB/s").arg(number(v));
    if (measure == "vram")
        return GP_MSG("gp::Checklist", "%1 GB").arg(number(v));
    if (measure == "interconnect")
        return GP_MSG("gp::Checklist", "%1 GB/s per GPU all-to-all").arg(number(v));
    if (measure == "storage_io")
        return GP_MSG("gp::Checklist", "%1 GB/s NVMe read").arg(number(v));
    if (measure == "network_fabric")
        return GP_MSG("gp::Checklist", "%1 GB/s per GPU fabric").arg(number(v));
    if (measure == "software")
        return GP_MSG("gp::Checklist", "%1 preconfigured images").arg(number(v));
    if (measure == "sla")
        return GP_MSG("gp::Checklist", "%1 % downtime allowed by the SLA").arg(number(v));
    if (measure == "cost")
        return costUnit.empty() ? GP_MSG("gp::Checklist", "%1").arg(number(v))
                                : GP_MSG("gp::Checklist", "%1 %2").arg(number(v)).arg(MessageName{costUnit});
    return GP_MSG("gp::Checklist", "%1").arg(number(v));
}

Measure measureFor(const std::string& m)
{
    if (m == "memory_bandwidth")
        return {[](const PlatformFacts& p) { return p.memoryBandwidthTBps; }, true};
    if (m == "vram")
        return {[](const PlatformFacts& p) { return p.vramGb; }, true};
    if (m == "interconnect")
        return {[](const PlatformFacts& p) { return factNumber(p.allToAll); }, true};
    if (m == "storage_io")
        return {[](const PlatformFacts& p) { return factNumber(p.nvmeRead); }, true};
    if (m == "network_fabric")
        return {fabricFigure, true};
    if (m == "software")
        return {[](const PlatformFacts& p) -> std::optional<double> {
                    if (p.softwareImages)
                        return 1.0;
                    return std::nullopt;
                },
                true};
    if (m == "sla") // scored on downtime: 99.9% (0.1% down) is five times better than 99.5% (0.5%)
        return {[](const PlatformFacts& p) -> std::optional<double> {
                    const auto s = factNumber(p.sla);
                    if (!s || *s >= 100)
                        return std::nullopt;
                    return 100.0 - *s;
                },
                false};
    if (m == "cost")
        return {[](const PlatformFacts& p) { return p.costPerResult; }, false};
    return {[](const PlatformFacts&) { return std::optional<double>(); }, true};
}

} // namespace

std::vector<std::string> ChecklistEvaluator::weightProblems(const std::vector<CriterionWeight>& criteria)
{
    std::vector<std::string> out;
    bool anyAboveZero = false;
    for (const CriterionWeight& c : criteria) {
        if (!std::isfinite(c.weight) || c.weight < 0 || c.weight > 100)
            out.push_back("weights." + c.key + ": must be a number from 0 to 100");
        else
            anyAboveZero = anyAboveZero || c.weight > 0;
    }
    if (out.empty() && !criteria.empty() && !anyAboveZero)
        out.push_back("weights: every criterion weighs 0, so every platform would score 0; give at least one "
                      "criterion a weight above 0 (0 to 100)");
    return out;
}

Evaluation ChecklistEvaluator::evaluate(const PlanFacts& plan, const std::vector<PlatformFacts>& platforms,
                                        const std::vector<CriterionWeight>& criteria)
{
    Evaluation result;
    result.errors = weightProblems(criteria);
    if (!result.errors.empty())
        return result; // refused, never a clamp to 0
    result.platforms.resize(platforms.size());
    for (std::size_t i = 0; i < platforms.size(); ++i) {
        result.platforms[i].providerKey = platforms[i].providerKey;
        result.platforms[i].providerName = platforms[i].providerName;
    }
    double totalWeight = 0;
    for (const CriterionWeight& c : criteria)
        totalWeight += c.weight; // 0 to 100: weightProblems
    std::vector<double> weighted(platforms.size(), 0.0), known(platforms.size(), 0.0);

    for (const CriterionWeight& c : criteria) {
        const Measure m = measureFor(c.measure);
        std::vector<std::optional<double>> values;
        std::optional<double> best;
        for (const PlatformFacts& p : platforms) {
            std::optional<double> v = m.figure(p); // GPU figures and cost are set only when the GPU is offered
            if (v && !(std::isfinite(*v) && *v >= 0))
                v.reset();
            values.push_back(v);
            if (v)
                best = !best ? *v : (m.higherIsBetter ? std::max(*best, *v) : std::min(*best, *v));
        }
        for (std::size_t i = 0; i < platforms.size(); ++i) {
            CriterionScore s{c.key, std::nullopt, GP_MSG("gp::Checklist", "unknown")};
            if (values[i]) {
                const double v = *values[i];
                double score = 0;
                if (m.higherIsBetter)
                    score = *best > 0 ? v / *best : 0.0;
                else
                    score = v > 0 ? *best / v : 1.0; // lower is better; 0 downtime or cost is the best
                s.score = std::clamp(score, 0.0, 1.0);
                s.basis = basisOf(c.measure, v, plan.costUnit);
                weighted[i] += c.weight * *s.score;
                known[i] += c.weight;
            } else if (!platforms[i].offersPlanGpu &&
                       (c.measure == "memory_bandwidth" || c.measure == "vram" || c.measure == "cost")) {
                s.basis = GP_MSG("gp::Checklist", "unknown: %1 not offered").arg(MessageName{plan.gpuName});
            } else if (c.measure == "cost") {
                s.basis = GP_MSG("gp::Checklist", "unknown: no on-demand %1 offer in the catalog rents the plan's "
                                                  "%2-GPU node at a price that includes the host")
                              .arg(MessageName{plan.gpuName})
                              .arg(MessageCount{plan.gpusPerNode});
            }
            result.platforms[i].criteria.push_back(std::move(s));
        }
    }
    for (std::size_t i = 0; i < platforms.size(); ++i) {
        result.platforms[i].score = totalWeight > 0 ? weighted[i] / totalWeight : 0.0;
        result.platforms[i].knownWeightShare = totalWeight > 0 ? known[i] / totalWeight : 0.0;
        result.platforms[i].gaps = gaps(plan, platforms[i]);
    }
    if (plan.personalDataIndia)
        result.notes.push_back(dpdpCaution());
    return result;
}

} // namespace gp::checklist
