// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What every price-list reader (AWS, Azure, Google Cloud, generic CSV) produces: proposed offer rows in
// the catalog's own terms (provider key, GPU key and count, tier, unit "hour"), what was left out and
// why, and the list's provenance. The preview (PricePreview) compares them with the catalog.
// docs/price-import.md describes the formats and the rules.
#include <QHash>
#include <QString>
#include <QVector>

#include <cstdint>

namespace catalog::prices {

// Written into every imported row's notes, so a row says which rules produced it. Raise it when a
// reader's rules change what it produces from the same file.
inline constexpr int kImporterVersion = 1;
// A price-list file larger than this is refused before any byte is read (docs/price-import.md). The
// AWS per-region EC2 offer files are a few hundred MB; use them rather than the all-regions file.
inline constexpr std::int64_t kMaxPriceListBytes = 1500ll * 1000 * 1000; // 1.5 GB
// The most offers one import may propose: the catalog's row limit (CatalogJson kMaxCatalogRows).
inline constexpr int kMaxProposedOffers = 100000;
// A price above this per unit is refused as implausible (the dearest GPU instance is about 100 USD an
// hour; 1e9 leaves room for currencies such as IDR or KRW), as are 0, negatives, NaN and infinity.
inline constexpr double kMaxPrice = 1e9;
// Hours in a year, for reservations priced for the whole term (Azure): 365 x 24, the same 730 hours a
// month AWS uses in its own monthly figures (https://aws.amazon.com/ec2/pricing/on-demand/).
inline constexpr double kHoursPerYear = 8760.0;

struct ProposedOffer {
    QString provider;     // catalog provider key: aws, azure, gcp, or the CSV's
    QString instanceType; // the provider's name, e.g. p5.48xlarge, Standard_ND96isr_H100_v5
    QString gpuKey;       // catalog GPU key, from the instance map (never guessed)
    int gpuCount = 0;     // GPUs the price buys
    QString tier;         // catalog tier: on_demand, spot, reserved_1y, reserved_3y, ...
    QString region;       // provider's region code, e.g. us-east-1, eastus, us-central1
    QString currency;     // ISO 4217
    QString unit;         // catalog unit: hour or month
    double price = 0;     // whole instance, per unit, in currency (converted by PriceUnits)
    QString includes;     // what the price covers
    QString record;       // where it was read, for messages: "file.csv line 12", "page.json Items[3]"
};

// Something the list has that the import leaves out, with the reason (unmapped instance type, Windows,
// a tier the catalog has no name for...). Identical (what, reason) pairs are counted, not repeated.
struct SkippedItem {
    QString what;   // instance type, SKU or description
    QString reason; // why it is left out
    QString record; // the first record it was seen in
    int count = 1;
};

struct PriceList {
    QString format;    // aws, azure, gcp, csv
    QString source;    // for the rows' "source": what the list is
    QString sourceUrl; // the list's URL when given, else the file's file:// URL
    QString asOf;      // the list's publication date, YYYY-MM-DD
    QString asOfFrom;  // where asOf comes from ("publicationDate", "the file's date", "--as-of")
    QVector<ProposedOffer> offers;
    QVector<SkippedItem> skipped;

    // Counts a skip; the first record of each (what, reason) is kept.
    void skip(const QString& what, const QString& reason, const QString& record);

private:
    QHash<QString, int> m_skipIndex;
};

// Empty when the offer is acceptable on its own; else a message naming the record and the field:
// price finite, > 0 and <= kMaxPrice, currency three capital letters, GPU count 1..1024, no text that a
// spreadsheet would run as a formula (a leading = + - @ tab or carriage return), no control characters.
QString checkOffer(const ProposedOffer& offer);
// Empty when `text` is safe to keep in the catalog (and so in its CSV export); else why not.
QString unsafeText(const QString& text);
// Checks every offer (checkOffer), then refuses two offers for one instance type, tier and region with
// different prices (naming both records); an identical repeat is dropped. False and *error otherwise.
bool finishList(PriceList& list, QString* error);
// What makes two offers the same offer: provider, instance type, tier and region; for a row without an
// instance type (a quote for "8 x H100"), also the GPU and the GPU count.
QString offerIdentity(const QString& provider, const QString& instanceType, const QString& tier, const QString& region,
                      const QString& gpuKey, int gpuCount);
// A list date ("2026-11-28T19:39:45Z", "2026-11-28") as YYYY-MM-DD; empty when it is not one.
QString listDate(const QString& text);

} // namespace catalog::prices
