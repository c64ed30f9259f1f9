// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Contracted prices (issue 33): what a team negotiated on top of the providers' list prices, kept in the user's
// catalog only (table contract_prices, schema v10; docs/contracted-prices.md). Two kinds:
//   - a discount per provider and tier ("12% off AWS on-demand"), key "discount:PROVIDER:TIER";
//   - a contracted price per offer, for the whole instance per the offer's unit, key "price:OFFER".
// Each carries its source (the contract's name) and date. applyContracts() puts them into a snapshot when it is
// read: a per-offer price wins over a discount, and the offer keeps its list price beside the one paid
// (gp::ContractTerms). The shipped catalog never has any (CatalogStore reads it without them).
#include "planning/CatalogSnapshot.h"

#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

class CatalogStore;

namespace catalog {

struct ContractPrice {
    enum class Kind { Discount, Price };
    Kind kind = Kind::Price;
    QString providerKey;        // Discount
    QString tier;               // Discount: the offers' tier words (on_demand, spot, reserved_1y, ...)
    QString offerKey;           // Price
    double discountPercent = 0; // Discount: 0 <= d < 100
    double price = 0;           // Price: for the whole instance per the offer's unit, > 0 and finite
    QString currency;           // Price: a code of the catalog's currencies
    QString source;             // the contract's name; required
    QString asOf;               // the contract's date, YYYY-MM-DD
    QString notes;
    QString editedAt; // when it was last set (UTC, ISO 8601); read back only

    QString key() const;
    QString kindWord() const { return kind == Kind::Discount ? QStringLiteral("discount") : QStringLiteral("price"); }
};

// The largest contracted price accepted: the plan file's bound on a stored price (WorkspacePricesJson).
constexpr double kMaxContractPrice = 1e12;

// Empty when `c` can be stored in the catalog on `db`; otherwise a message naming the field ("discount_percent must
// be at least 0 and below 100, got 100"). Checks the provider, tier, offer and currency against the catalog.
QString validateContract(QSqlDatabase& db, const ContractPrice& c);

// Whether the catalog has the table (schema v10 or later; an older file has none until it is migrated).
bool hasContractTable(QSqlDatabase& db);
// Every contract, ordered by key. Empty without the table.
QVector<ContractPrice> readContracts(QSqlDatabase& db, QString* error);
// The contracts that can apply to one offer: its contracted price and its provider's discount for its tier (one
// query; `catalog price-history` and the price chart read one offer without a snapshot).
QVector<ContractPrice> readContractsOf(QSqlDatabase& db, const QString& offerKey, const QString& providerKey,
                                       const QString& tier, QString* error);
// Sets (adds or replaces) `c` after validateContract, in one transaction; a replaced contract's earlier value goes
// to price_history with the dates it was valid (its as-of to `today`).
bool writeContract(QSqlDatabase& db, const ContractPrice& c, const QString& today, QString* error);
// Removes the contract with `key` ("price:OFFER" or "discount:PROVIDER:TIER"), keeping it in price_history.
bool deleteContract(QSqlDatabase& db, const QString& key, const QString& today, QString* error);

// Applies `contracts` to the snapshot's offers (see the file comment). Offers without one are left as they are.
void applyContracts(gp::CatalogSnapshot& snapshot, const QVector<ContractPrice>& contracts);

// The store-level verbs the CLI and the dialog use: refused on a read-only store (the shipped catalog), and the
// store's observers hear of the change (changed()), so the workspace re-reads its snapshot.
QVector<ContractPrice> storeContracts(const CatalogStore& store, QString* error);
bool setStoreContract(CatalogStore& store, const ContractPrice& c, QString* error);
bool removeStoreContract(CatalogStore& store, const QString& key, QString* error);

} // namespace catalog
