// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Normalises a catalog offer to a price per GPU-hour in a chosen currency, so offers of different
// instance sizes, billing units and currencies compare on one scale. Used by the catalog browser's
// normalised column and by the engine's cost per result: one formula, one place.
#include "CatalogSnapshot.h"

#include <optional>
#include <string>

namespace gp {

// 8,760 hours a year / 12: the month length cloud providers bill monthly commitments against
// (AWS and Azure pricing pages both use 730 hours per month).
constexpr double kHoursPerMonth = 730.0;

// Converts an amount between currencies through USD using units-per-USD rates. Empty when a rate is
// missing or not positive.
std::optional<double> convertCurrency(double amount, const CurrencyRate& from, const CurrencyRate& to);

// Price of one whole instance for one hour in `toCurrency`: hourly prices as they are, monthly prices
// / 730. One-off (purchase) prices have no hourly rate by themselves (see the TCO model): empty.
std::optional<double> pricePerInstanceHour(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                           const std::string& toCurrency);

// The same for the offer's list price, before a contracted price or discount (OfferSpec::contract, issue 33); equal
// to pricePerInstanceHour for an offer without one.
std::optional<double> listPricePerInstanceHour(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                               const std::string& toCurrency);

// Price per GPU-hour of `offer` in `toCurrency`: the instance-hour price / GPUs per instance. A scale to
// compare offers of different sizes on, not what a plan pays: a plan rents whole instances (CostModel).
std::optional<double> pricePerGpuHour(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                      const std::string& toCurrency);

} // namespace gp
