// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoWhatIf.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace gp::tco {
namespace {

using json = nlohmann::json;

std::string sourceOf(const Inputs& in, const std::string& field)
{
    for (const auto& [f, s] : in.sources)
        if (f == field)
            return s == "input" ? "set in the analysis" : s;
    return "";
}

// The one value every option that has it shares; empty when none has it or they differ.
template <typename Get> std::optional<double> shared(const Inputs& in, bool (*applies)(const Option&), Get get)
{
    std::optional<double> value;
    for (const Option& o : in.options) {
        if (!applies(o))
            continue;
        if (value && *value != get(o))
            return std::nullopt;
        value = get(o);
    }
    return value;
}

// The kinds whose machines the team runs itself (TcoDefaults::devOpsHoursFor gives them DevOps hours).
bool selfManaged(const Option& o)
{
    return o.kind == OptionKind::Dedicated || o.kind == OptionKind::OwnColocation ||
           o.kind == OptionKind::OwnDataCentre;
}
bool owned(const Option& o) { return o.owned(); }

// The owned options' purchase price, when they share amount and currency.
std::optional<Money> sharedHardwarePrice(const Inputs& in)
{
    std::optional<Money> price;
    for (const Option& o : in.options) {
        if (!o.owned())
            continue;
        if (price && (price->amount != o.price.amount || price->currency != o.price.currency))
            return std::nullopt;
        price = o.price;
    }
    return price;
}

json& objectAt(json& parent, const char* key)
{
    json& child = parent[key];
    if (!child.is_object())
        child = json::object();
    return child;
}

json moneyJson(double amount, const std::string& currency) { return {{"amount", amount}, {"currency", currency}}; }

} // namespace

std::vector<WhatIfField> whatIfFields(const Inputs& in)
{
    std::vector<WhatIfField> out;
    auto add = [&](WhatIfInput input, const std::string& field, const std::string& label, const std::string& unit,
                   double scale, int decimals, double modelValue, const std::string& what) {
        WhatIfField f{input, field, label, unit, scale, decimals, modelValue * scale, what};
        const std::string source = sourceOf(in, field);
        if (!source.empty())
            f.tooltip += "\nFrom: " + source;
        out.push_back(std::move(f));
    };
    const bool anyOwned = std::any_of(in.options.begin(), in.options.end(), owned);
    add(WhatIfInput::Utilisation, "workload.utilisation", "Utilisation", "%", 100, 1, TcoModel::resolvedUtilisation(in),
        "Busy share of the fleet's hours (" + std::to_string(in.workload.gpus) +
            " GPUs x 730 h a month). A volume given as runs or GPU-hours a month is scaled to it.");
    add(WhatIfInput::HorizonMonths, "horizon_months", "Horizon", "months", 1, 0, in.horizonMonths,
        "Months the options are compared over (whole months).");
    if (anyOwned) {
        const Money& e = in.ownership.electricityPerKwh;
        add(WhatIfInput::ElectricityPerKwh, "ownership.electricity_per_kwh", "Electricity", e.currency + " per kWh", 1,
            2, e.amount, "Price of a kWh for owned hardware (power x PUE x load).");
        add(WhatIfInput::Pue, "ownership.pue", "PUE", "", 1, 2, in.ownership.pue,
            "Power usage effectiveness of the room: facility power over IT power (1 to 3).");
        if (const auto price = sharedHardwarePrice(in))
            add(WhatIfInput::HardwarePrice, "options[*].price", "Hardware price", price->currency + " per GPU", 1, 0,
                price->amount, "Purchase price per GPU of the owned options (the server's price over its GPUs).");
    }
    if (const auto hours = shared(in, selfManaged, [](const Option& o) { return o.devOpsHoursPerMonth; })) {
        add(WhatIfInput::DevOpsHours, "options[*].devops_hours_per_month", "DevOps hours", "h a month", 1, 1, *hours,
            "Engineering hours a month, counted only for the options the team runs itself.");
        const Money& rate = in.operations.devOpsRate;
        add(WhatIfInput::DevOpsRate, "operations.devops_rate", "DevOps rate", rate.currency + " an hour", 1, 0,
            rate.amount, "Fully loaded cost of an engineering hour.");
    }
    add(WhatIfInput::DiscountRate, "discount_rate_per_year", "Discount rate", "% a year", 100, 1,
        in.discountRatePerYear, "Discounts the cash flows for the NPV only.");
    if (const CurrencyRate* inr = in.rate("INR"))
        add(WhatIfInput::InrPerUsd, "rates.INR", "Exchange rate", "INR per USD", 1, 2, inr->unitsPerUsd,
            "Rupees per US dollar: converts every price not in the analysis currency.");
    return out;
}

WhatIfEdit applyWhatIf(const json& saved, const Inputs& parsed, WhatIfInput input, double shownValue,
                       const CatalogSnapshot& catalog)
{
    WhatIfEdit out;
    if (!saved.is_object()) {
        out.errors.push_back({"", "the saved analysis is not a JSON object"});
        return out;
    }
    const auto fields = whatIfFields(parsed);
    const auto spec =
        std::find_if(fields.begin(), fields.end(), [&](const WhatIfField& f) { return f.input == input; });
    if (spec == fields.end()) {
        out.errors.push_back({"", "this input does not apply to the analysis"});
        return out;
    }
    if (!std::isfinite(shownValue)) {
        out.errors.push_back({spec->field, "must be a number"});
        return out;
    }
    const double v = shownValue / spec->scale;
    Inputs changed = parsed;
    json j = saved;
    std::string sourceField = spec->field;
    switch (input) {
    case WhatIfInput::Utilisation: {
        const Workload& w = parsed.workload;
        const bool runs = w.runsPerMonth > 0 && w.gpuHoursPerRun > 0;
        changed = TcoAnalysis::atUtilisation(parsed, v); // runs rescaled, GPU-hours a month replaced
        json& wj = objectAt(j, "workload");
        wj["utilisation"] = v;
        if (runs) {
            wj["runs_per_month"] = changed.workload.runsPerMonth;
        } else if (w.gpuHoursPerMonth > 0) {
            // The volume stays in the form the user gave it: GPU-hours a month, now at the new utilisation.
            changed.workload.gpuHoursPerMonth = v * w.gpus * kHoursPerMonth;
            wj["gpu_hours_per_month"] = changed.workload.gpuHoursPerMonth;
        }
        break;
    }
    case WhatIfInput::HorizonMonths:
        if (v != std::floor(v) || v < 1 || v > 240) {
            out.errors.push_back({"horizon_months", "must be a whole number of months from 1 to 240"});
            return out;
        }
        changed.horizonMonths = int(v);
        j["horizon_months"] = int(v);
        break;
    case WhatIfInput::ElectricityPerKwh:
        changed.ownership.electricityPerKwh.amount = v;
        objectAt(j, "ownership")["electricity_per_kwh"] = moneyJson(v, parsed.ownership.electricityPerKwh.currency);
        break;
    case WhatIfInput::Pue:
        changed.ownership.pue = v;
        objectAt(j, "ownership")["pue"] = v;
        break;
    case WhatIfInput::DevOpsHours:
        for (std::size_t i = 0; i < changed.options.size(); ++i)
            if (selfManaged(parsed.options[i])) {
                changed.options[i].devOpsHoursPerMonth = v;
                if (j.contains("options") && j["options"].is_array() && i < j["options"].size())
                    j["options"][i]["devops_hours_per_month"] = v;
            }
        break;
    case WhatIfInput::DevOpsRate:
        changed.operations.devOpsRate.amount = v;
        objectAt(j, "operations")["devops_rate"] = moneyJson(v, parsed.operations.devOpsRate.currency);
        break;
    case WhatIfInput::DiscountRate:
        changed.discountRatePerYear = v;
        j["discount_rate_per_year"] = v;
        break;
    case WhatIfInput::InrPerUsd:
        for (CurrencyRate& r : changed.rates)
            if (r.code == "INR")
                r.unitsPerUsd = v;
        // inr_per_usd is read after rates and wins: write the key the analysis uses (both when it has both).
        if (j.contains("inr_per_usd"))
            j["inr_per_usd"] = v;
        if (!j.contains("inr_per_usd") || (j.contains("rates") && j["rates"].is_object()))
            objectAt(j, "rates")["INR"] = v;
        break;
    case WhatIfInput::HardwarePrice:
        for (std::size_t i = 0; i < changed.options.size(); ++i)
            if (parsed.options[i].owned())
                changed.options[i].price.amount = v;
        break;
    }

    // The model's own checks: a refused value names its field and changes nothing.
    out.errors = TcoModel::validate(changed);
    if (!out.errors.empty())
        return out;

    if (input == WhatIfInput::HardwarePrice) {
        // A typed price is no longer the catalog offer's: the option is written whole, without the offer,
        // so nothing (the proposal's assumptions) cites the offer's source for a price it did not state.
        const json all = TcoJson::toJson(changed);
        for (std::size_t i = 0; i < changed.options.size(); ++i)
            if (changed.options[i].owned() && j.contains("options") && j["options"].is_array() &&
                i < j["options"].size()) {
                json option = all["options"][i];
                option.erase("offer");
                j["options"][i] = option;
            }
    }
    // A saved analysis says where each value came from: this one is now the user's.
    if (auto s = j.find("sources"); s != j.end() && s->is_object())
        (*s)[sourceField] = "input";

    // What is stored must read back as what was checked.
    InputsParse reread = TcoJson::fromJson(j, catalog);
    if (!reread.ok()) {
        out.errors = reread.errors;
        return out;
    }
    out.inputs = std::move(j);
    return out;
}

} // namespace gp::tco
