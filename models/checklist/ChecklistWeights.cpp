// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChecklistWeights.h"

#include <map>

namespace gp::checklist {

double defaultWeight(WorkloadKind workload, const std::string& measure)
{
    // memory_bandwidth, vram, interconnect, storage_io, network_fabric, software, sla, cost
    static const std::map<std::string, double> pretraining{
        {"memory_bandwidth", 2}, {"vram", 2},     {"interconnect", 3}, {"storage_io", 2},
        {"network_fabric", 3},   {"software", 1}, {"sla", 2},          {"cost", 2}};
    static const std::map<std::string, double> fineTuning{
        {"memory_bandwidth", 2}, {"vram", 3},     {"interconnect", 2}, {"storage_io", 1},
        {"network_fabric", 1},   {"software", 1}, {"sla", 1},          {"cost", 2}};
    static const std::map<std::string, double> serving{
        {"memory_bandwidth", 3}, {"vram", 2},     {"interconnect", 1}, {"storage_io", 1},
        {"network_fabric", 1},   {"software", 1}, {"sla", 2},          {"cost", 3}};
    const auto& table = workload == WorkloadKind::Pretraining  ? pretraining
                        : workload == WorkloadKind::FineTuning ? fineTuning
                                                               : serving;
    const auto it = table.find(measure);
    return it == table.end() ? 1.0 : it->second;
}

const char* workloadName(WorkloadKind workload)
{
    switch (workload) {
    case WorkloadKind::Pretraining:
        return "pretraining";
    case WorkloadKind::FineTuning:
        return "fine_tuning";
    case WorkloadKind::Serving:
        return "serving";
    }
    return "pretraining";
}

} // namespace gp::checklist
