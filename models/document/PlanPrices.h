// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The prices a plan keeps (issue 33, "Plans keep their prices"): taken from the catalog the first time a plan
// uses an offer, laid over the catalog's rows before the engine prices (so the plan's numbers are the ones it
// was made with), and compared with the current catalog (drift), which the user may adopt (Reprice from catalog).
#include "PlanPrice.h"
#include "WorkspaceData.h"
#include "planning/CatalogSnapshot.h"

#include <nlohmann/json.hpp>

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace PlanPrices {

// The catalog's words for a price unit: "hour", "month", "one_off".
const char* unitWord(gp::PriceUnit unit);
std::optional<gp::PriceUnit> unitFromWord(std::string_view word);

// The stored form of a catalog row (list and contracted price left empty).
PlanPrice fromOffer(const gp::OfferSpec& offer);
const PlanPrice* find(const QVector<PlanPrice>& prices, const std::string& offerKey);

// Every offer key the plan's scenarios price with, each once, in first-use order.
std::vector<std::string> usedOfferKeys(const WorkspaceData& data);

// Adds a stored price, from `catalog`, for each used offer that has none and that the catalog holds (an offer
// the catalog lacks stays unpriced: the engine names it). Returns how many were added.
int fillMissing(WorkspaceData& data, const gp::CatalogSnapshot& catalog);
// What the user is told when an older file's prices were filled in (empty when `filled` is 0).
QString fillNotice(int filled);

// Lays the stored prices over the catalog's rows of the same key: price, currency, unit, source and as-of date
// (so a price's age is the stored one). Returns true when any row changed.
// A plan priced under a contract keeps that contract's list price beside its price; the contract's name is
// "stored in the plan" and its discount is worked out from the two prices, never today's contract's terms.
bool overlay(gp::CatalogSnapshot& catalog, const QVector<PlanPrice>& prices);
// Whether overlay would change a row of `catalog` (the same comparison), so the common case (no drift) shares
// the catalog instead of copying it.
bool overlayWouldChange(const gp::CatalogSnapshot& catalog, const QVector<PlanPrice>& prices);

// A stored price the catalog now prices otherwise. relativeChange = (catalog - plan) / plan when both are in one
// currency and unit (-0.12: the catalog is now 12% lower); empty otherwise, or when the catalog lacks the offer.
struct Drift {
    std::string offerKey;
    double planPrice = 0;
    std::optional<double> catalogPrice; // empty: the catalog no longer has the offer
    std::string planCurrency, catalogCurrency;
    std::string planUnit, catalogUnit;
    std::optional<double> relativeChange;
};
// The drift of the stored prices of `offerKeys` (an offer without a stored price has none), in that order.
std::vector<Drift> drift(const QVector<PlanPrice>& prices, const gp::CatalogSnapshot& catalog,
                         const std::vector<std::string>& offerKeys);
// [{"offer_key", "plan_price", "catalog_price", "relative_change", "plan_currency", "catalog_currency",
//   "plan_unit", "catalog_unit"}]: the estimate's per-scenario "price_drift" (docs/estimate-output.md).
nlohmann::json driftJson(const std::vector<Drift>& drifts);

// The stored prices with every one the catalog holds replaced by the catalog's row ("Reprice from catalog").
QVector<PlanPrice> repriced(const QVector<PlanPrice>& prices, const gp::CatalogSnapshot& catalog);

} // namespace PlanPrices
