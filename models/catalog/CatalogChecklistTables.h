// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The checklist's catalog tables (issue 13): questions, criteria and sourced platform facts.
// Kept apart from CatalogSchema.cpp so the catalog's core tables and the checklist's evolve separately;
// catalogTables() lists these after offers (platform_facts points at providers and offers).
#include "CatalogSchema.h"

namespace catalog {

TableDef checklistCriteriaTable();
TableDef checklistQuestionsTable();
TableDef platformFactsTable();

// Facts whose value is a number (value_number); every other fact is text (value_text).
bool isNumericPlatformFact(const QString& fact);
// Row checks for platform_facts: the value the fact needs is present, fabrics are named from the list.
QString validatePlatformFact(const QVariantMap& row);

} // namespace catalog
