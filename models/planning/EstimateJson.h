// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Estimate -> JSON with stable keys whose names carry their units (documented in docs/estimate-output.md).
// Used by `gpu-planner estimate`, the search command's front, and the workspace's .gpuplan reports.
// Numbers are rounded to 6 significant digits so the output is stable across compilers and platforms.
#include "Estimate.h"
#include "PriceAge.h"

#include <nlohmann/json.hpp>

namespace gp {

struct FigureErrorBand; // ErrorBand.h
// The prices' ages written on each cost line (issue 33): the catalog the estimate was priced from, the day the
// ages count to (the caller's: the engine never reads the clock) and the stale threshold in days.
struct PriceAgeContext {
    const CatalogSnapshot* catalog = nullptr;
    CivilDate today;
    int staleDays = kDefaultStaleDays;
};

class EstimateJson {
public:
    // 2: "mfu" became "utilisation_assumed" with "utilisation_kind" (it held a hardware rate for the defaults).
    static constexpr int kFormatVersion = 2;
    // With `priceAges`, each cost line gains price_as_of, price_age_days and price_stale, and the estimate a
    // price_age object (today, stale_days); without it, neither (the search front and workspace reports).
    static nlohmann::json toJson(const Estimate& estimate, const PriceAgeContext* priceAges = nullptr);
    // The same with "error_bands" (issue 32): each headline figure's band (ErrorBands::forEstimate), and the
    // prices' ages when given.
    static nlohmann::json toJson(const Estimate& estimate, const std::vector<FigureErrorBand>& errorBands,
                                 const PriceAgeContext* priceAges = nullptr);
    // "pay_as_you_go" or "effective_if_reservation_held": the cost lines' and the search's price_basis.
    static const char* basisKey(PriceBasis basis);
    static nlohmann::json toJson(const Explanation& explanation);
    static nlohmann::json errorsToJson(const std::vector<FieldError>& errors);
    static const char* boundKey(Bound bound); // "compute", "memory_bandwidth", "communication"
    // 6 significant digits; NaN/inf become 0 (the engine never emits them, this is the last guard).
    static double round(double value);
};

} // namespace gp
