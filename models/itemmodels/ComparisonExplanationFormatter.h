// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Formats a gp::Explanation as HTML for the "why this number" popup and the proposal: formula,
// inputs with units and where they came from, catalog rows with source and as-of date, citation.
// Every piece of text (user names, catalog text, sources) is HTML-escaped.
#include "planning/Explanation.h"
#include "planning/PriceAge.h"

#include <QString>

namespace ComparisonExplanationFormatter {
// What an offer row's age (issue 33) counts to and is stale against.
struct PriceAgeBasis {
    gp::CivilDate today;
    int staleDays = gp::kDefaultStaleDays;
};
// The local date and AppSettings::priceStaleDays(): what the why panel shows.
PriceAgeBasis currentPriceAgeBasis();
// An "offers" source reads "(as of 2026-05-24, 6 months old, stale: older than 90 days)".
QString toHtml(const gp::Explanation& explanation); // with currentPriceAgeBasis()
QString toHtml(const gp::Explanation& explanation, const PriceAgeBasis& ages);
QString formatNumber(double value, const std::string& unit);
} // namespace ComparisonExplanationFormatter
