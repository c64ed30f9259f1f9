// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Every unit a price list states, turned into the catalog's ("hour" or "month"), in one place so each
// conversion is tested once (tst_priceunits). Peer tools have read hourly prices as monthly and per-GPU
// prices as per-instance; here an unknown unit is refused, never assumed.
#include <QString>

#include <optional>

namespace catalog::prices {

struct UnitConversion {
    QString catalogUnit;   // "hour" or "month"
    double multiplier = 1; // catalog price = list price x multiplier
};

// "Hrs" (AWS), "1 Hour" (Azure), "h" (Google Cloud), "hour", "hr", "per hour", "minute", "second", "month"...
// Case and surrounding spaces are ignored. Empty when the unit is not one of these.
std::optional<UnitConversion> convertUnit(const QString& listUnit);
// Words for a message: the units convertUnit accepts.
QString acceptedUnits();

// A reservation priced as one sum for the whole term (Azure Retail Prices "Reservation" items: the
// retailPrice is the term's total although unitOfMeasure says "1 Hour") as a price per hour:
// total / (years x kHoursPerYear).
double termTotalPerHour(double total, int years);

// Google's Money (units + nanos / 1e9, https://cloud.google.com/billing/docs/reference/rest/v1/Money):
// empty when nanos is outside (-1e9, 1e9) or its sign disagrees with units.
std::optional<double> moneyValue(long long units, long long nanos);

// A decimal as price lists write it ("55.0400000000", "1,006.00" is refused): empty when it is not a
// plain decimal number. Finite or not, range checks come later (checkOffer).
std::optional<double> decimalValue(const QString& text);

} // namespace catalog::prices
