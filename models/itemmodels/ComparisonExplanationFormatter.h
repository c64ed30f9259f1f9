// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Formats a gp::Explanation as HTML for the "why this number" popup and the proposal: formula,
// inputs with units and where they came from, catalog rows with source and as-of date, citation.
// Every piece of text (user names, catalog text, sources) is HTML-escaped.
#include "planning/Explanation.h"

#include <QString>

namespace ComparisonExplanationFormatter {
QString toHtml(const gp::Explanation& explanation);
QString formatNumber(double value, const std::string& unit);
} // namespace ComparisonExplanationFormatter
