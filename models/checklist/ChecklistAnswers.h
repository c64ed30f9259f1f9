// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The checklist's answers per platform: each catalog question the plan calls for, prefilled from the
// sourced fact it names (answered_by) with that fact's source and date, or "unknown" when no source
// says. Questions only the team can answer ("user") say so.
#include "ChecklistTypes.h"

namespace gp::checklist {

struct Question {
    std::string key;
    int ordinal = 0;
    std::string question;
    std::string answeredBy;  // checklist_questions.answered_by
    std::string appliesWhen; // always, multi_gpu, multi_node, personal_data_india
};

struct Answer {
    std::string questionKey;
    std::string text; // "unknown" when no sourced fact answers it
    bool known = false;
    std::string source;
    std::string asOf;
};

// Whether the plan asks `q` at all.
bool questionApplies(const Question& q, const PlanFacts& plan);
Answer answerFor(const Question& q, const PlanFacts& plan, const PlatformFacts& platform);

} // namespace gp::checklist
