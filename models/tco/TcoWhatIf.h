// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What-if editing of a saved TCO analysis (the workspace's "Rent, managed or buy" pane): the main inputs
// a workshop moves (utilisation, horizon, electricity, PUE, DevOps hours and rate, discount rate, exchange
// rate, the purchase price of owned hardware) as a list the pane builds its fields from, and one edit
// applied to the analysis as saved. An edit the model refuses changes nothing and says why, naming the
// field (TcoModel::validate's own message). An accepted edit changes only the keys it is about in the
// saved JSON, so a hand-written analysis stays hand-written, and records the field as the user's
// ("sources": "input") in one the wizard saved.
#include "TcoJson.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gp::tco {

enum class WhatIfInput {
    Utilisation,   // of the fleet; a volume typed as runs or GPU-hours a month is rescaled to it
    HorizonMonths, // whole months
    ElectricityPerKwh,
    Pue,
    DevOpsHours, // of every self-managed option: dedicated, own (offered when they all have the same hours)
    DevOpsRate,
    DiscountRate,
    InrPerUsd,
    HardwarePrice // per GPU, of every owned option (offered when they all have the same price)
};

struct WhatIfField {
    WhatIfInput input = WhatIfInput::Utilisation;
    std::string field;   // the model's name for it, as its refusals say ("ownership.pue")
    std::string label;   // "PUE"
    std::string unit;    // of the shown value: "%", "months", "INR per kWh"
    double scale = 1;    // shown value = the model's x scale (100: a fraction shown in %)
    int decimals = 2;    // a sensible precision to show
    double value = 0;    // shown value now
    std::string tooltip; // what it is, and where the figure came from
};

// The inputs that mean something for this analysis, in a fixed order (electricity and PUE only with an
// owned option, DevOps only with a self-managed one, the exchange rate only with a rate for INR).
std::vector<WhatIfField> whatIfFields(const Inputs& in);

struct WhatIfEdit {
    std::optional<nlohmann::json> inputs; // the saved JSON with the edit applied
    std::vector<FieldProblem> errors;     // why the edit is refused (the analysis is then unchanged)
    bool ok() const { return inputs.has_value() && errors.empty(); }
};

// `saved` is the analysis as stored (Workspace::tcoAnalysis(i).inputs), `parsed` what it reads as against
// `catalog`; `shownValue` is in the field's shown unit (WhatIfField::scale applied).
WhatIfEdit applyWhatIf(const nlohmann::json& saved, const Inputs& parsed, WhatIfInput input, double shownValue,
                       const CatalogSnapshot& catalog);

} // namespace gp::tco
