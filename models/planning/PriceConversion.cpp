// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceConversion.h"

#include <cmath>

namespace gp {

std::optional<double> convertCurrency(double amount, const CurrencyRate& from, const CurrencyRate& to)
{
    if (!(from.unitsPerUsd > 0) || !(to.unitsPerUsd > 0) || !std::isfinite(amount))
        return std::nullopt;
    return amount / from.unitsPerUsd * to.unitsPerUsd;
}

std::optional<double> pricePerInstanceHour(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                           const std::string& toCurrency)
{
    if (offer.gpusPerInstance < 1 || !(offer.price > 0) || !std::isfinite(offer.price))
        return std::nullopt;
    double perHour = offer.price;
    switch (offer.unit) {
    case PriceUnit::Hour:
        break;
    case PriceUnit::Month:
        perHour /= kHoursPerMonth;
        break;
    case PriceUnit::OneOff:
        return std::nullopt;
    }
    const CurrencyRate* from = catalog.currency(offer.currency);
    const CurrencyRate* to = catalog.currency(toCurrency);
    if (!from || !to)
        return std::nullopt;
    return convertCurrency(perHour, *from, *to);
}

std::optional<double> pricePerGpuHour(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                      const std::string& toCurrency)
{
    const auto perInstance = pricePerInstanceHour(offer, catalog, toCurrency);
    if (!perInstance)
        return std::nullopt;
    return *perInstance / offer.gpusPerInstance;
}

} // namespace gp
