// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Turns what the checklist wizard evaluated (catalog::ChecklistRun) and what the user did with the answers
// into the evaluation a .gpuplan keeps (WorkspaceChecklist.h). No widget: the wizard and its test call it.
#include "WorkspaceChecklist.h"
#include "catalog/ChecklistRun.h"

#include <map>
#include <string>
#include <utility>

// What the user did with one answer cell: confirmed the prefilled answer, or typed an own answer.
struct ChecklistUserAnswer {
    bool confirmed = false;
    QString text; // non-empty and different from the prefill: the user's own answer
};
// By (provider key, question key).
using ChecklistUserAnswers = std::map<std::pair<std::string, std::string>, ChecklistUserAnswer>;

struct ChecklistRecordContext {
    QString name;
    QString scenarioId;
    QString scenarioName;
    QString evaluatedOn; // ISO 8601 date
};

// The origin an answer gets: the user's own text (User) wins; a confirmed known answer is Confirmed; an
// unknown answer stays Unknown even when "confirmed" (there is nothing to confirm).
WorkspaceChecklistAnswer recordAnswer(const gp::checklist::Answer& prefilled, const std::string& questionText,
                                      const ChecklistUserAnswer* user);

// Empty (no platforms) when the run failed (!run.ok()).
WorkspaceChecklistEvaluation recordChecklistRun(const catalog::ChecklistRun& run, const ChecklistRecordContext& context,
                                                const ChecklistUserAnswers& user);
