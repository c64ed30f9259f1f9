// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One priced offer as a .gpuplan keeps it (schema v5, issue 33 "Plans keep their prices"): the price the plan
// was made with, so a colleague with another catalog, or the same user after a catalog update, sees the plan's
// numbers and is told how the catalog differs (PlanPrices::drift) instead of getting other numbers silently.
#include <optional>
#include <string>

struct PlanPrice {
    std::string offerKey; // the catalog offer the plan prices with
    double price = 0;     // for the whole instance, in `currency`, per `unit` (as gp::OfferSpec)
    std::string tier;     // on_demand, spot, reserved_1y, ... (the catalog's words)
    std::string unit;     // "hour", "month" or "one_off" (the catalog's words)
    std::string region;
    std::string currency; // ISO 4217
    std::string source;   // the catalog row's source (document name or URL)
    std::string asOf;     // the catalog row's as-of date, as written there
    // Contracted prices (issue 33): which price `price` is ("" = the list price; "discount" = the list price less the
    // provider-and-tier discount; "contracted" = a price for this offer), and the list price beside it (in
    // listCurrency; null when `price` is the list price). Written only when a contract applied.
    std::string priceBasis;
    std::optional<double> listPrice;
    std::string listCurrency;
    std::optional<double> contractedPrice;

    bool operator==(const PlanPrice& o) const
    {
        return offerKey == o.offerKey && price == o.price && tier == o.tier && unit == o.unit && region == o.region &&
               currency == o.currency && source == o.source && asOf == o.asOf && listPrice == o.listPrice &&
               contractedPrice == o.contractedPrice && priceBasis == o.priceBasis && listCurrency == o.listCurrency;
    }
};
