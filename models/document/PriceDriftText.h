// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The words for a plan price the catalog now prices otherwise (issue 33): one line per offer, e.g.
// "AWS p5.48xlarge on-demand: now 14% lower (catalog 55.04 USD per hour, plan 64 USD per hour)", and the message
// the GUI shows when a plan is opened. The only place these sentences are worded (tst_pricedrifttext).
#include "PlanPrices.h"
#include "planning/CatalogSnapshot.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace PriceDriftText {

// "AWS p5.48xlarge on-demand": the catalog's provider, instance type (the offer key when it has none) and tier;
// the offer key alone when the catalog no longer has the offer.
QString offerLabel(const std::string& offerKey, const gp::CatalogSnapshot& catalog);
// "now 14% lower", "now 3% higher", "now under 1% lower" (|change| < 0.5%), rounded to whole percent.
QString changeWords(double relativeChange);
// One drift: label, change and both prices; "no longer in the catalog" or both prices when they cannot be compared.
QString line(const PlanPrices::Drift& drift, const gp::CatalogSnapshot& catalog);
QStringList lines(const std::vector<PlanPrices::Drift>& drifts, const gp::CatalogSnapshot& catalog);
// What the GUI shows on opening a plan: the fill notice (older file), the drift lines, and the choice. Empty when
// there is neither.
QString openingMessage(const QString& fillNotice, const std::vector<PlanPrices::Drift>& drifts,
                       const gp::CatalogSnapshot& catalog);
// The same, led by what the plan's catalog notice says (CatalogIdentityText::notice: saved with another catalog),
// so one message says both (issue 34).
QString openingMessage(const QString& catalogNotice, const QString& fillNotice,
                       const std::vector<PlanPrices::Drift>& drifts, const gp::CatalogSnapshot& catalog);
// "It prices 2 of the plan's offers otherwise (price_drift in the output)." for the CLI's stderr line.
QString driftCount(std::size_t drifted);

} // namespace PriceDriftText
