#pragma once
// The one place that says which engine figure each comparison row shows and which Explanation backs
// it, shared by ScenarioComparisonModel and ChartDataBuilder so a chart and the table never disagree.
#include "planning/Estimate.h"
#include "planning/Scenario.h"

#include <optional>
#include <string>

namespace ComparisonFigures {

// The priced offer a comparison uses: the lowest cost per run among the offers that price the
// scenario's own GPU (an offer for another GPU is shown by the engine but never chosen here).
const gp::CostLine* cheapestCost(const gp::Estimate& estimate);

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
