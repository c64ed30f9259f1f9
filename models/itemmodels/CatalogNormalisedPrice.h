// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The offers table's computed column: price per GPU-hour in the display currency. The arithmetic is
// gp::pricePerGpuHour (models/planning/PriceConversion.h), the one place the formula lives; this class
// only turns catalog rows into the engine's values and explains the result (rate used, its source and
// date, and the original price) for the cell's tooltip.
#include "planning/CatalogSnapshot.h"

#include <QString>
#include <QVariantMap>
#include <QVector>

#include <optional>

class CatalogNormalisedPrice {
public:
    struct Result {
        std::optional<double> value; // empty: purchase offer, missing rate or invalid row
        QString text;                // "12.29", or an em dash
        QString tooltip;             // how the figure was obtained
    };

    // Rows of the currencies table (code, name, units_per_usd, source, as_of, ...).
    void setCurrencies(const QVector<QVariantMap>& currencyRows);
    Result compute(const QVariantMap& offerRow, const QString& toCurrency) const;
    // The figure alone, with no text or tooltip (sorting and filtering 100,000 offers, issue 33): empty for a
    // purchase (unit one_off), a missing rate or an invalid row, as compute() gives it.
    std::optional<double> value(const QString& unit, const QString& currency, double price, int gpus,
                                const QString& toCurrency) const;
    // "1 USD = 90.00 INR (RBI reference rate, as of 2026-06-01)", or empty when the code is unknown.
    QString rateText(const QString& code) const;
    std::optional<double> unitsPerUsd(const QString& code) const;

    static QString header(const QString& currency); // "Price per GPU-hour (USD)"

private:
    gp::CatalogSnapshot m_rates; // currencies only: what pricePerGpuHour needs
};
