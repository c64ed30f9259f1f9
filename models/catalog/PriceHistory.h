// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Price history (issue 33): when an import or an edit changes an offer's price, or a contracted price or discount
// is replaced or removed, the earlier value is appended to price_history (schema v10) with the dates it was valid
// from and to and its source. Rows are only ever appended.
#include "planning/CatalogSnapshot.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVector>

#include <optional>

namespace catalog {

struct PriceHistoryEntry {
    QString offerKey; // an offer's key, or a discount's contract key ("discount:PROVIDER:TIER")
    QString kind;     // "list", "contracted", "discount"
    std::optional<double> price;
    QString currency;
    QString unit;
    std::optional<double> discountPercent;
    QString validFrom;
    QString validTo;
    QString source;
    QString recordedAt;
};

// Prepares on `query` the statement that keeps an offer's current list price when a new one differs: bind with
// bindOfferPriceChange() and exec() once per written row (no row is appended when price, currency and unit are the
// same, or the offer is new). The old row's as_of is the date it was valid from; its source and URL its source.
bool prepareOfferPriceChange(QSqlQuery& query);
void bindOfferPriceChange(QSqlQuery& query, const QString& offerKey, double newPrice, const QString& newCurrency,
                          const QString& newUnit, const QString& validTo, const QString& recordedAt);
// Appends one entry (a replaced contract).
bool appendPriceHistory(QSqlDatabase& db, const PriceHistoryEntry& entry, QString* error);
// The entries of `keys`, oldest first (by valid_to, then when recorded). Empty without the table.
QVector<PriceHistoryEntry> readPriceHistory(QSqlDatabase& db, const QStringList& keys, QString* error);
// Every offer's list and contracted history into snapshot.priceHistory, and the discounts' history under each offer
// of that provider and tier.
void loadPriceHistory(QSqlDatabase& db, gp::CatalogSnapshot& snapshot);

// "discount:PROVIDER:TIER" for a discount's history key.
QString discountKey(const QString& providerKey, const QString& tier);

} // namespace catalog
