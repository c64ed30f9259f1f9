// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Catalog rows -> the checklist's plain inputs: platform_facts rows and each provider's published SLA
// (providers.sla_percent, with the provider row's source) as FactRows; checklist_criteria as weights
// (the workload's defaults unless overridden); checklist_questions in their order.
#include "checklist/ChecklistAnswers.h"
#include "checklist/ChecklistTypes.h"

#include <QMap>
#include <QString>
#include <QVariantMap>
#include <QVector>

#include <map>

namespace catalog {

using TableRows = QMap<QString, QVector<QVariantMap>>;

std::vector<gp::checklist::FactRow> checklistFacts(const TableRows& tables);
std::vector<gp::checklist::CriterionWeight> checklistWeights(const TableRows& tables,
                                                             gp::checklist::WorkloadKind workload,
                                                             const std::map<std::string, double>& overrides);
std::vector<gp::checklist::Question> checklistQuestions(const TableRows& tables);
// The tables the three functions read.
QStringList checklistTableNames();

} // namespace catalog
