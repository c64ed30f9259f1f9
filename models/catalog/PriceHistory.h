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

#include <memory>
#include <optional>
#include <unordered_map>

class CatalogStore;

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
// "the price history of "KEY", ... cannot be read: REASON": what a failed read of those offers' history says.
QString historyReadError(const QStringList& offerKeys, const QString& reason);
// The entries of `keys`, oldest first (by valid_to, then when recorded; each key's entries in one statement, read
// in statements of at most kHistoryKeysPerQuery keys). Empty without the table. A failed statement: nothing, and
// *error "price_history: " and the database's reason.
constexpr int kHistoryKeysPerQuery = 500;
QVector<PriceHistoryEntry> readPriceHistory(QSqlDatabase& db, const QStringList& keys, QString* error);
// The engine's form of `entries` for `offers`: each offer's list and contracted entries, then its provider's
// discounts for its tier (kept under "discount:PROVIDER:TIER"), ordered by the date they ended.
std::unordered_map<std::string, std::vector<gp::PriceChange>>
priceChangesOf(const QVector<PriceHistoryEntry>& entries, const std::vector<const gp::OfferSpec*>& offers);
// What a snapshot of the catalog on `db` reads its offers' history through, on demand (CatalogStore::snapshot; the
// review of issue 33: every snapshot read the whole table). Each offer's history is read once, when first asked,
// and then kept, so the snapshot answers the same every time. On the connection's own thread it uses that
// connection; on another thread, or once that connection is closed (a command's snapshot outlives its store), a
// connection of its own with the same settings (a QSqlDatabase belongs to its thread). Nothing without the table. A
// failed read returns no entries for the offers it read and its error (historyReadError), and is asked again later.
std::shared_ptr<const gp::PriceHistorySource> priceHistorySource(QSqlDatabase& db);

// One offer's price history with what `catalog price-history` prints beside it (issue 33 review: the command ran
// its own SQL and built a whole snapshot for one offer).
struct OfferPriceHistory {
    gp::OfferSpec offer;                // key, provider, tier, list price, currency, unit, as-of; contract applied
    QVector<PriceHistoryEntry> entries; // its own and its provider's discounts for its tier, oldest first
};
// False with *error naming the offer when it is not in the catalog (*notFound set), or naming the offer and the
// database's reason (historyReadError).
bool readOfferPriceHistory(const CatalogStore& store, const QString& offerKey, OfferPriceHistory& out, QString* error,
                           bool* notFound = nullptr);

// "discount:PROVIDER:TIER" for a discount's history key.
QString discountKey(const QString& providerKey, const QString& tier);

} // namespace catalog
