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

std::string number(double v)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, v >= 1e4 ? "%.0f" : "%.4g", v);
    return buffer;
}

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
    bool higherIsBetter = true;
    std::string unit;
};

Measure measureFor(const std::string& m)
{
    if (m == "memory_bandwidth")
        return {[](const PlatformFacts& p) { return p.memoryBandwidthTBps; }, true, "TB/s"};
    if (m == "vram")
        return {[](const PlatformFacts& p) { return p.vramGb; }, true, "GB"};
    if (m == "interconnect")
        return {[](const PlatformFacts& p) { return factNumber(p.allToAll); }, true, "GB/s per GPU all-to-all"};
    if (m == "storage_io")
        return {[](const PlatformFacts& p) { return factNumber(p.nvmeRead); }, true, "GB/s NVMe read"};
    if (m == "network_fabric")
        return {fabricFigure, true, "GB/s per GPU fabric"};
    if (m == "software")
        return {[](const PlatformFacts& p) -> std::optional<double> {
                    if (p.softwareImages)
                        return 1.0;
                    return std::nullopt;
                },
                true, "preconfigured images"};
    if (m == "sla") // scored on downtime: 99.9% (0.1% down) is five times better than 99.5% (0.5%)
        return {[](const PlatformFacts& p) -> std::optional<double> {
                    const auto s = factNumber(p.sla);
                    if (!s || *s >= 100)
                        return std::nullopt;
                    return 100.0 - *s;
                },
                false, "% downtime allowed by the SLA"};
    if (m == "cost")
        return {[](const PlatformFacts& p) { return p.costPerResult; }, false, "cost per result"};
    return {[](const PlatformFacts&) { return std::optional<double>(); }, true, ""};
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
        Measure m = measureFor(c.measure);
        if (c.measure == "cost")
            m.unit = plan.costUnit;
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
            CriterionScore s{c.key, std::nullopt, "unknown"};
            if (values[i]) {
                const double v = *values[i];
                double score = 0;
                if (m.higherIsBetter)
                    score = *best > 0 ? v / *best : 0.0;
                else
                    score = v > 0 ? *best / v : 1.0; // lower is better; 0 downtime or cost is the best
                s.score = std::clamp(score, 0.0, 1.0);
                s.basis = m.unit.empty() ? number(v) : number(v) + " " + m.unit;
                weighted[i] += c.weight * *s.score;
                known[i] += c.weight;
            } else if (!platforms[i].offersPlanGpu &&
                       (c.measure == "memory_bandwidth" || c.measure == "vram" || c.measure == "cost")) {
                s.basis = "unknown: " + plan.gpuName + " not offered";
            } else if (c.measure == "cost") {
                s.basis = "unknown: no on-demand " + plan.gpuName + " offer in the catalog rents the plan's " +
                          std::to_string(plan.gpusPerNode) + "-GPU node at a price that includes the host";
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
