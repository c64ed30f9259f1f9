// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One preview and one apply for every price-list format: the list's offers against the catalog's.
//   new       the catalog has no offer for that provider, instance type, tier and region;
//   changed   it has one with another price (old and new price, change in percent);
//   unchanged the same price: only its date and source move to the list's;
//   gone      the catalog's offers for a provider, region and tier the list covers, with an instance type,
//             that the list no longer has. They are shown, never deleted: a plan may use them.
//   skipped   what the readers left out, and offers for a GPU the catalog lacks (never guessed).
// Applying writes new, changed and unchanged rows in one transaction, with the JSON import's checks (PriceApply.h).
#include "PriceList.h"

#include <QSet>
#include <QVariantMap>
#include <QVector>

#include <nlohmann/json.hpp>

#include <optional>

class CatalogStore;

namespace catalog::prices {

struct CatalogOffers {
    QVector<QVariantMap> offers; // the catalog's offers rows
    QSet<QString> gpuKeys, currencies, providers;
    static CatalogOffers from(const CatalogStore& store);
};

struct OfferChange {
    ProposedOffer offer;
    QString key;        // the catalog row's key (new: made from the offer)
    QVariantMap before; // the catalog row (empty for new offers)
    double oldPrice = 0;
    QString oldCurrency, oldUnit;
    // (new - old) / old x 100, when currency and unit are the same.
    std::optional<double> changePercent() const;
};

struct PricePreview {
    QString format, source, sourceUrl, asOf, asOfFrom;
    QVector<OfferChange> added, changed, unchanged;
    QVector<QVariantMap> gone;
    QVector<SkippedItem> skipped;
    int skippedCount() const;
};

// False and *error when the list names a provider or currency the catalog does not have (naming the
// record), or when two of the catalog's offers match one offer of the list (ambiguous: named).
bool previewPrices(const PriceList& list, const CatalogOffers& catalog, PricePreview& out, QString* error);
// The key a new offer gets, in the shipped catalog's style: aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge.
QString offerKey(const ProposedOffer& offer);
// The rows applying writes: new offers whole, changed and unchanged ones with the list's price,
// currency, unit, source, source_url, as_of and notes ("Imported <date> by ... importer v1").
QVector<QVariantMap> rowsToApply(const PricePreview& preview, const QString& importDate);
QString previewText(const PricePreview& preview, bool applied);
nlohmann::json previewJson(const PricePreview& preview, bool applied);
// rowsToApply in one transaction on the store's file (writeOfferRows); false and *error (nothing written) otherwise.
bool applyPreview(CatalogStore& store, const PricePreview& preview, const QString& importDate, QString* error);

} // namespace catalog::prices
