// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Default criterion weights by workload (issue 13): pre-training weighs the multi-GPU interconnect and
// the network fabric high (gradients synchronise every step, across nodes above ~70B per the seed
// article); serving weighs memory bandwidth (decode is bandwidth-bound) and cost per query high. The
// numbers are a starting point the user changes, not measured values.
#include "ChecklistTypes.h"

#include <string>

namespace gp::checklist {

// Weight for a criterion measure (checklist_criteria.measure); 1 for a measure this table does not name
// (a team's own criterion).
double defaultWeight(WorkloadKind workload, const std::string& measure);
const char* workloadName(WorkloadKind workload);

} // namespace gp::checklist
