// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PricePreview.h"

#include "PriceApply.h"
#include "catalog/CatalogStore.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace catalog::prices {
namespace {

QString s(const QVariantMap& row, const char* column) { return row.value(QLatin1String(column)).toString(); }

QString identityOf(const QVariantMap& row)
{
    return offerIdentity(s(row, "provider_key"), s(row, "instance_type"), s(row, "tier"), s(row, "region"),
                         s(row, "gpu_key"), row.value(QStringLiteral("gpus_per_instance")).toInt());
}

QString money(double v) { return QString::number(v, 'f', v < 10 ? 4 : 2); }

std::string u8(const QString& t) { return t.toStdString(); }

} // namespace

CatalogOffers CatalogOffers::from(const CatalogStore& store)
{
    CatalogOffers c;
    c.offers = store.rows(QStringLiteral("offers"));
    for (const QVariantMap& r : store.rows(QStringLiteral("gpus")))
        c.gpuKeys.insert(s(r, "key"));
    for (const QVariantMap& r : store.rows(QStringLiteral("currencies")))
        c.currencies.insert(s(r, "code"));
    for (const QVariantMap& r : store.rows(QStringLiteral("providers")))
        c.providers.insert(s(r, "key"));
    return c;
}

std::optional<double> OfferChange::changePercent() const
{
    if (before.isEmpty() || oldCurrency != offer.currency || oldUnit != offer.unit || !(oldPrice > 0))
        return std::nullopt;
    return (offer.price - oldPrice) / oldPrice * 100.0;
}

int PricePreview::skippedCount() const
{
    int n = 0;
    for (const SkippedItem& s : skipped)
        n += s.count;
    return n;
}

QString offerKey(const ProposedOffer& o)
{
    static const QRegularExpression vendor(QStringLiteral("^(nvidia|amd|intel|google)-"));
    static const QRegularExpression notSlug(QStringLiteral("[^a-z0-9]+"));
    QString gpu = o.gpuKey;
    gpu.remove(vendor);
    QStringList parts = {o.provider.toLower(), gpu};
    if (o.gpuCount > 1)
        parts << QStringLiteral("%1x").arg(o.gpuCount);
    parts << QString(o.tier).replace(QLatin1Char('_'), QLatin1Char('-'));
    if (!o.region.isEmpty())
        parts << o.region.toLower();
    if (!o.instanceType.isEmpty())
        parts << o.instanceType.toLower();
    QString key = parts.join(QLatin1Char('-')).replace(notSlug, QStringLiteral("-"));
    while (key.endsWith(QLatin1Char('-')))
        key.chop(1);
    return key.left(200);
}

bool previewPrices(const PriceList& list, const CatalogOffers& catalog, PricePreview& out, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    out = {};
    out.format = list.format;
    out.source = list.source;
    out.sourceUrl = list.sourceUrl;
    out.asOf = list.asOf;
    out.asOfFrom = list.asOfFrom;
    out.skipped = list.skipped;
    QHash<QString, QVector<int>> byIdentity;
    QSet<QString> keys;
    for (int i = 0; i < catalog.offers.size(); ++i) {
        byIdentity[identityOf(catalog.offers[i])].append(i);
        keys.insert(s(catalog.offers[i], "key"));
    }
    QSet<int> matched;
    QSet<QString> coveredScopes; // provider|region|tier the list prices
    QHash<QString, int> missingGpu;
    PriceList extraSkips; // keeps the counting of SkippedItem
    for (const ProposedOffer& o : list.offers) {
        if (!catalog.providers.contains(o.provider))
            return fail(QStringLiteral("%1: provider: the catalog has no provider \"%2\" (add it first)")
                            .arg(o.record, o.provider.left(40)));
        if (!catalog.currencies.contains(o.currency))
            return fail(QStringLiteral("%1: currency: the catalog has no currency %2 (add it, with its rate, first)")
                            .arg(o.record, o.currency));
        coveredScopes.insert(o.provider + QLatin1Char('|') + o.region + QLatin1Char('|') + o.tier);
        if (!catalog.gpuKeys.contains(o.gpuKey)) {
            extraSkips.skip(
                o.instanceType.isEmpty() ? o.gpuKey : o.instanceType,
                QStringLiteral("the instance map names GPU %1, which the catalog does not have").arg(o.gpuKey),
                o.record);
            continue;
        }
        const QString id = offerIdentity(o.provider, o.instanceType, o.tier, o.region, o.gpuKey, o.gpuCount);
        QVector<int> rows = byIdentity.value(id);
        const QString wanted = offerKey(o);
        if (rows.size() > 1) {
            // The shipped catalog has a few second sources for one offer (a blog's figure beside the
            // list's): the row with the importer's own key is the list's; without it, refuse to pick.
            QVector<int> own;
            for (int r : rows)
                if (s(catalog.offers[r], "key") == wanted)
                    own.append(r);
            if (own.isEmpty()) {
                QStringList names;
                for (int r : rows)
                    names << s(catalog.offers[r], "key");
                return fail(QStringLiteral("%1: the catalog has %2 offers for %3 %4 in %5 (%6): delete or edit one, "
                                           "then import again")
                                .arg(o.record)
                                .arg(rows.size())
                                .arg(o.instanceType, o.tier, o.region, names.join(QStringLiteral(", "))));
            }
            rows = own;
        }
        OfferChange change;
        change.offer = o;
        if (rows.isEmpty()) {
            change.key = wanted;
            if (keys.contains(wanted))
                return fail(QStringLiteral("%1: the key %2 is taken by an offer for another instance, tier or region")
                                .arg(o.record, wanted));
            keys.insert(wanted);
            out.added.append(change);
            continue;
        }
        const QVariantMap& row = catalog.offers[rows.first()];
        matched.insert(rows.first());
        change.key = s(row, "key");
        change.before = row;
        change.oldPrice = row.value(QStringLiteral("price")).toDouble();
        change.oldCurrency = s(row, "currency");
        change.oldUnit = s(row, "unit");
        const bool same = change.oldCurrency == o.currency && change.oldUnit == o.unit &&
                          std::abs(change.oldPrice - o.price) <= 1e-9 * std::max(1.0, o.price);
        (same ? out.unchanged : out.changed).append(change);
    }
    for (const SkippedItem& s : extraSkips.skipped)
        out.skipped.append(s);
    for (int i = 0; i < catalog.offers.size(); ++i) {
        const QVariantMap& row = catalog.offers[i];
        if (matched.contains(i) || s(row, "instance_type").isEmpty())
            continue;
        if (coveredScopes.contains(s(row, "provider_key") + QLatin1Char('|') + s(row, "region") + QLatin1Char('|') +
                                   s(row, "tier")))
            out.gone.append(row);
    }
    return true;
}

namespace {

QString importNotes(const PricePreview& p, const QString& importDate)
{
    return QStringLiteral("Imported %1 by gpu-planner catalog import-prices (%2 importer v%3) from %4; as of: %5.")
        .arg(importDate, p.format)
        .arg(kImporterVersion)
        .arg(p.sourceUrl, p.asOfFrom);
}

// The i-th row applying writes: the new offers, then the changed, then the unchanged ones.
const OfferChange& changeAt(const PricePreview& p, int i, bool* isNew)
{
    *isNew = i < p.added.size();
    if (*isNew)
        return p.added[i];
    i -= int(p.added.size());
    return i < p.changed.size() ? p.changed[i] : p.unchanged[i - int(p.changed.size())];
}

int rowCountToApply(const PricePreview& p) { return int(p.added.size() + p.changed.size() + p.unchanged.size()); }

QVariantMap rowToApply(const PricePreview& p, int i, const QString& notes)
{
    bool isNew = false;
    const OfferChange& c = changeAt(p, i, &isNew);
    const ProposedOffer& o = c.offer;
    QVariantMap row;
    if (isNew) {
        row.insert(QStringLiteral("key"), c.key);
        row.insert(QStringLiteral("provider_key"), o.provider);
        row.insert(QStringLiteral("gpu_key"), o.gpuKey);
        row.insert(QStringLiteral("gpus_per_instance"), static_cast<qlonglong>(o.gpuCount));
        row.insert(QStringLiteral("tier"), o.tier);
        row.insert(QStringLiteral("region"), o.region.isEmpty() ? QVariant() : QVariant(o.region));
        row.insert(QStringLiteral("instance_type"), o.instanceType.isEmpty() ? QVariant() : QVariant(o.instanceType));
        row.insert(QStringLiteral("includes"), o.includes);
    } else {
        row = c.before;
    }
    row.insert(QStringLiteral("price"), o.price);
    row.insert(QStringLiteral("currency"), o.currency);
    row.insert(QStringLiteral("unit"), o.unit);
    row.insert(QStringLiteral("source"), p.source);
    row.insert(QStringLiteral("source_url"), p.sourceUrl);
    row.insert(QStringLiteral("as_of"), p.asOf);
    row.insert(QStringLiteral("notes"), notes);
    return row;
}

} // namespace

QVector<QVariantMap> rowsToApply(const PricePreview& p, const QString& importDate)
{
    const QString notes = importNotes(p, importDate);
    QVector<QVariantMap> rows;
    for (int i = 0; i < rowCountToApply(p); ++i)
        rows.append(rowToApply(p, i, notes));
    return rows;
}

QString previewText(const PricePreview& p, bool applied)
{
    QString t;
    t += QStringLiteral("Price list: %1\n  URL: %2\n  as of %3 (%4)\n").arg(p.source, p.sourceUrl, p.asOf, p.asOfFrom);
    t += QStringLiteral("%1 new, %2 changed, %3 unchanged, %4 no longer in the list, %5 skipped\n")
             .arg(p.added.size())
             .arg(p.changed.size())
             .arg(p.unchanged.size())
             .arg(p.gone.size())
             .arg(p.skippedCount());
    const auto describe = [](const ProposedOffer& o) {
        return QStringLiteral("%1 %2 (%3 x %4) %5 %6")
            .arg(o.provider, o.instanceType.isEmpty() ? QStringLiteral("-") : o.instanceType)
            .arg(o.gpuCount)
            .arg(o.gpuKey, o.tier, o.region.isEmpty() ? QStringLiteral("-") : o.region);
    };
    if (!p.added.isEmpty()) {
        t += QStringLiteral("\nNew offers:\n");
        for (const OfferChange& c : p.added)
            t += QStringLiteral("  + %1: %2 %3/%4  [%5]\n")
                     .arg(describe(c.offer), money(c.offer.price), c.offer.currency, c.offer.unit, c.key);
    }
    if (!p.changed.isEmpty()) {
        t += QStringLiteral("\nChanged prices:\n");
        for (const OfferChange& c : p.changed) {
            const auto pct = c.changePercent();
            t += QStringLiteral("  ~ %1: %2 %3/%4 -> %5 %6/%7 (%8)  [%9]\n")
                     .arg(describe(c.offer), money(c.oldPrice), c.oldCurrency, c.oldUnit, money(c.offer.price),
                          c.offer.currency, c.offer.unit,
                          pct ? QStringLiteral("%1%2%").arg(*pct >= 0 ? QStringLiteral("+") : QString(),
                                                            QString::number(*pct, 'f', 1))
                              : QStringLiteral("currency or unit changed"),
                          c.key);
        }
    }
    if (!p.gone.isEmpty()) {
        t += QStringLiteral("\nIn the catalog but no longer in the list (kept; delete them by hand if withdrawn):\n");
        for (const QVariantMap& r : p.gone)
            t += QStringLiteral("  - %1 %2 %3 %4: %5 %6/%7  [%8]\n")
                     .arg(s(r, "provider_key"), s(r, "instance_type"), s(r, "tier"), s(r, "region"),
                          money(r.value(QStringLiteral("price")).toDouble()), s(r, "currency"), s(r, "unit"),
                          s(r, "key"));
    }
    if (!p.skipped.isEmpty()) {
        t += QStringLiteral("\nSkipped:\n");
        for (const SkippedItem& k : p.skipped)
            t += QStringLiteral("  %1: %2 (%3 record(s), first %4)\n").arg(k.what, k.reason).arg(k.count).arg(k.record);
    }
    t += applied ? QStringLiteral("\nApplied: %1 offer row(s) written in one transaction.\n")
                       .arg(p.added.size() + p.changed.size() + p.unchanged.size())
                 : QStringLiteral("\nPreview only: nothing was written. Add --apply to apply it.\n");
    return t;
}

nlohmann::json previewJson(const PricePreview& p, bool applied)
{
    using json = nlohmann::json;
    const auto offer = [](const OfferChange& c) {
        const ProposedOffer& o = c.offer;
        return json{{"key", u8(c.key)},        {"provider", u8(o.provider)},      {"instance_type", u8(o.instanceType)},
                    {"gpu_key", u8(o.gpuKey)}, {"gpus_per_instance", o.gpuCount}, {"tier", u8(o.tier)},
                    {"region", u8(o.region)},  {"currency", u8(o.currency)},      {"unit", u8(o.unit)},
                    {"price", o.price},        {"record", u8(o.record)}};
    };
    json added = json::array(), changed = json::array(), gone = json::array(), skipped = json::array();
    for (const OfferChange& c : p.added)
        added.push_back(offer(c));
    for (const OfferChange& c : p.changed) {
        json j = offer(c);
        j["old_price"] = c.oldPrice;
        j["old_currency"] = u8(c.oldCurrency);
        j["old_unit"] = u8(c.oldUnit);
        j["new_price"] = c.offer.price;
        const auto pct = c.changePercent();
        j["change_percent"] = pct ? json(*pct) : json(nullptr);
        changed.push_back(j);
    }
    for (const QVariantMap& r : p.gone)
        gone.push_back({{"key", u8(s(r, "key"))},
                        {"provider", u8(s(r, "provider_key"))},
                        {"instance_type", u8(s(r, "instance_type"))},
                        {"tier", u8(s(r, "tier"))},
                        {"region", u8(s(r, "region"))},
                        {"price", r.value(QStringLiteral("price")).toDouble()},
                        {"currency", u8(s(r, "currency"))}});
    for (const SkippedItem& k : p.skipped)
        skipped.push_back(
            {{"what", u8(k.what)}, {"reason", u8(k.reason)}, {"count", k.count}, {"first_record", u8(k.record)}});
    return json{
        {"format", u8(p.format)}, {"source", u8(p.source)},       {"source_url", u8(p.sourceUrl)},
        {"as_of", u8(p.asOf)},    {"as_of_from", u8(p.asOfFrom)}, {"importer_version", kImporterVersion},
        {"new", added},           {"changed", changed},           {"unchanged", static_cast<int>(p.unchanged.size())},
        {"gone", gone},           {"skipped", skipped},           {"applied", applied}};
}

bool applyPreview(CatalogStore& store, const PricePreview& preview, const QString& importDate, QString* error)
{
    // Row by row on one prepared statement in one transaction (PriceApply.h), with the JSON import's checks.
    const QString notes = importNotes(preview, importDate);
    const auto key = [&preview](int i) {
        bool isNew = false;
        return changeAt(preview, i, &isNew).key;
    };
    return writeOfferRows(
        store, rowCountToApply(preview), key, [&](int i) { return rowToApply(preview, i, notes); }, error);
}

} // namespace catalog::prices
