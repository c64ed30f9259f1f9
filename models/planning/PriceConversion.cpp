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

namespace {
std::optional<double> perInstanceHour(const OfferSpec& offer, double price, const std::string& currency,
                                      const CatalogSnapshot& catalog, const std::string& toCurrency)
{
    if (offer.gpusPerInstance < 1 || !(price > 0) || !std::isfinite(price))
        return std::nullopt;
    double perHour = price;
    switch (offer.unit) {
    case PriceUnit::Hour:
        break;
    case PriceUnit::Month:
        perHour /= kHoursPerMonth;
        break;
    case PriceUnit::OneOff:
        return std::nullopt;
    }
    const CurrencyRate* from = catalog.currency(currency);
    const CurrencyRate* to = catalog.currency(toCurrency);
    if (!from || !to)
        return std::nullopt;
    return convertCurrency(perHour, *from, *to);
}
} // namespace

std::optional<double> pricePerInstanceHour(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                           const std::string& toCurrency)
{
    return perInstanceHour(offer, offer.price, offer.currency, catalog, toCurrency);
}

std::optional<double> listPricePerInstanceHour(const OfferSpec& offer, const CatalogSnapshot& catalog,
                                               const std::string& toCurrency)
{
    if (!offer.contract.applied())
        return pricePerInstanceHour(offer, catalog, toCurrency);
    return perInstanceHour(offer, offer.contract.listPrice, offer.contract.listCurrency, catalog, toCurrency);
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
