// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one place that says which engine figure each comparison row shows and which Explanation backs
// it, shared by ScenarioComparisonModel and ChartDataBuilder so a chart and the table never disagree.
#include "planning/Estimate.h"
#include "planning/Scenario.h"

#include <optional>
#include <string>

namespace ComparisonFigures {

// The priced offer a comparison uses: the engine's headline, the cheapest line of the scenario's pricing
// tier (on-demand unless it picks another) that prices its own GPU. Null when there is none.
const gp::CostLine* cheapestCost(const gp::Estimate& estimate);

// A plan that can be recommended or bolded as best: it fits in GPU memory and, for a serving plan with a
// target, meets it (a plan that misses its target load or latency is priced at what it achieves, which is
// not what was asked for, so its cheaper figure is no better).
bool isRunnablePlan(const gp::Estimate& estimate);
// A serving plan with a target it does not meet (target_met false); false for training and for no target.
bool missesServingTarget(const gp::Estimate& estimate);

// Rows shown as words, not numbers (fits, target met, offer, tier, bound): the CSV writes their text.
bool isText(int row);
// The words of the offer rows: "Amazon Web Services, us-east-1" and "on-demand" / "3-year reserved, if held".
std::string text(int row, const gp::Estimate& estimate);
// The same words for a narrow table cell: "AWS, us-east-1", "1y reserved, if held", "spot, interruptible"
// (the tooltip and the "why" panel keep the whole description).
std::string compactText(int row, const gp::Estimate& estimate);
// Everything about the headline offer on one line (its key, instance type, instances, billed GPUs), for a tooltip.
std::string offerDescription(const gp::Estimate& estimate);

// The raw value of `row` (a ScenarioComparisonModel::Row) for one estimate; empty when the figure
// does not apply (training rows of an inference scenario, no priced offer, ...).
std::optional<double> value(int row, const gp::Estimate& estimate);
// Why a row has no value for this estimate (shown as the blank cell's tooltip).
std::string notApplicableReason(int row, const gp::Estimate& estimate);
// The engine's explanation of the figure (or, for a figure the engine states without one, such as the
// total GPU count, one built from the scenario's inputs). Empty when the figure does not apply.
std::optional<gp::Explanation> explanation(int row, const gp::Estimate& estimate, const gp::Scenario& scenario);

std::string boundName(gp::Bound bound);

} // namespace ComparisonFigures
