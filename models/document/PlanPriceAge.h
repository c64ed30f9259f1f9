// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// How old the prices a plan is priced from are (issue 33, "Age"): the oldest price its estimates use and every
// stale one (older than the threshold, gp::PriceAge), worded once for the proposal: "Priced from lists up to
// 7 months old (the oldest: AWS p5.48xlarge on-demand, as of 2026-05-01). ...". The as-of dates are the plan's
// stored ones (the workspace's effective catalog carries them), and "today" is the caller's.
#include "planning/CatalogSnapshot.h"
#include "planning/PriceAge.h"

#include <QString>

#include <string>
#include <vector>

class Workspace;

namespace PlanPriceAge {

struct Summary {
    int priced = 0;             // distinct offers the estimates priced with
    std::string oldestOfferKey; // empty when no price has a known age
    gp::PriceAge oldest;
    std::vector<std::pair<std::string, gp::PriceAge>> stale; // offer key and age, oldest first
    std::vector<std::string> unknown;                        // offers whose as-of date gives no age
    int staleDays = gp::kDefaultStaleDays;
};

// The ages of `offerKeys` (each counted once) as `catalog` dates them.
Summary summarise(const std::vector<std::string>& offerKeys, const gp::CatalogSnapshot& catalog,
                  const gp::CivilDate& today, int staleDays);
// Every offer the workspace's estimates priced (their cost lines), dated by its effective catalog.
Summary summarise(const Workspace& workspace, const gp::CivilDate& today, int staleDays);

// The proposal's sentences; empty when nothing is priced.
QString sentence(const Summary& summary, const gp::CatalogSnapshot& catalog);

} // namespace PlanPriceAge
