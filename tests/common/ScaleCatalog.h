// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The 100,000-offer catalog of issue 33's "Scale" targets, and a 100,000-row price list in the generic CSV
// format of `catalog import-prices` (docs/price-import.md), for the benchmarks (bench/bench_catalogscale.cpp)
// and their tests (tests/models/catalog/tst_scalecatalog.cpp). Deterministic: the same arguments give the same
// bytes. Both reuse the shipped catalog's GPUs, providers and currencies, so every foreign key is a real row:
//   - the catalog is the shipped one plus generated offers up to `totalOffers`, each a copy of a shipped offer
//     (cycling through them) under a new key, instance type and region, with its price moved by up to +-20 %;
//   - the price list prices `rows` instances no catalog has ("scale-000042"), each with its GPU and count
//     mapped by columns, so every row is a new offer when imported.
#include "catalog/CatalogJson.h"
#include "catalog/CatalogStore.h"

#include <QFile>

#include <QStringList>
#include <QTemporaryDir>
#include <QVariantMap>
#include <QVector>
#include <cstdint>

namespace ScaleCatalog {

// The size of a full AWS EC2 list before filtering (issue 33).
inline constexpr int kOffers = 100000;

// A price factor in [0.8, 1.2) from the row number: a multiplicative hash (Knuth's 2654435761), so neighbouring
// rows do not sort together and sorting has real work to do.
inline double spread(int i) { return 0.8 + 0.4 * double((std::uint32_t(i) * 2654435761u) % 10000u) / 10000.0; }

// The generated offer rows that bring `shippedOffers` up to `totalOffers`.
inline QVector<QVariantMap> generatedOffers(const QVector<QVariantMap>& shippedOffers, int totalOffers)
{
    QVector<QVariantMap> rows;
    const int count = totalOffers - int(shippedOffers.size());
    if (shippedOffers.isEmpty() || count <= 0)
        return rows;
    rows.reserve(count);
    for (int i = 0; i < count; ++i) {
        QVariantMap r = shippedOffers[i % shippedOffers.size()];
        const QString n = QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0'));
        r[QStringLiteral("key")] = r.value(QStringLiteral("key")).toString() + QStringLiteral("-scale-") + n;
        r[QStringLiteral("instance_type")] = QStringLiteral("scale-") + n;
        r[QStringLiteral("region")] = QStringLiteral("scale-region-%1").arg(i % 97);
        r[QStringLiteral("price")] = r.value(QStringLiteral("price")).toDouble() * spread(i);
        r[QStringLiteral("superseded_by")] = QVariant(); // points at a shipped row: not true of a copy
        r[QStringLiteral("superseded_source")] = QVariant();
        r[QStringLiteral("notes")] = QStringLiteral("Generated for the 100,000-offer benchmarks");
        rows.append(r);
    }
    return rows;
}

// Writes a catalog at `path` (which must not exist): the shipped catalog plus generated offers, `totalOffers`
// in all. Goes through CatalogStore::importJson, the path a user's import takes, in files of 15,000 rows (about
// 14 MB each: a JSON input is read up to 20 MB).
inline bool writeCatalog(const QString& path, int totalOffers, QString* error)
{
    CatalogStore store;
    if (!store.openNamed(path)) {
        *error = QStringLiteral("cannot create %1: %2").arg(path, store.startupMessage());
        return false;
    }
    const QVector<QVariantMap> rows = generatedOffers(store.rows(QStringLiteral("offers")), totalOffers);
    constexpr int kChunk = 15000;
    QTemporaryDir dir;
    for (int from = 0; from < rows.size(); from += kChunk) {
        const QString json = dir.filePath(QStringLiteral("offers-%1.json").arg(from));
        QFile file(json);
        if (!dir.isValid() || !file.open(QIODevice::WriteOnly) ||
            file.write(catalog::writeCatalogJson({{QStringLiteral("offers"), rows.mid(from, kChunk)}})) < 0) {
            *error = QStringLiteral("cannot write %1").arg(json);
            return false;
        }
        file.close();
        if (!store.importJson(json, error))
            return false;
    }
    return true;
}

// The --map of the list priceListCsv() writes (docs/price-import.md, "csv").
inline QString priceListMapping()
{
    return QStringLiteral("provider=Provider,instance=Instance,gpu=GPU,gpu_count=GPUs,tier=Tier,region=Region,"
                          "currency=@USD,unit=@hour,price=Price,basis=@instance");
}

// `rows` lines of a neocloud-style price list over the given providers and GPUs (catalog keys), one instance
// each, whole-instance USD prices per hour from 0.5 to 99.5.
inline QByteArray priceListCsv(int rows, const QStringList& providers, const QStringList& gpus)
{
    static const char* const tiers[] = {"on_demand", "spot", "reserved_1y", "reserved_3y"};
    static const int counts[] = {1, 2, 4, 8};
    QByteArray out = "Provider,Instance,GPU,GPUs,Tier,Region,Price\n";
    out.reserve(rows * 80);
    for (int i = 0; i < rows && !providers.isEmpty() && !gpus.isEmpty(); ++i) {
        const int gpuCount = counts[(i / 3) % 4];
        out += providers[i % providers.size()].toUtf8() + ',';
        out += "scale-" + QByteArray::number(i).rightJustified(6, '0') + ',';
        out += gpus[(i / 7) % gpus.size()].toUtf8() + ',' + QByteArray::number(gpuCount) + ',';
        out += QByteArray(tiers[(i / 5) % 4]) + ",scale-region-" + QByteArray::number(i % 97) + ',';
        out += QByteArray::number(0.5 + double((std::uint32_t(i) * 2654435761u) % 991u) / 10.0, 'f', 2) + '\n';
    }
    return out;
}

// The keys of `table` in the catalog `store` has open.
inline QStringList keys(const CatalogStore& store, const QString& table, const QString& keyColumn = "key")
{
    QStringList out;
    for (const QVariantMap& r : store.rows(table))
        out << r.value(keyColumn).toString();
    return out;
}

} // namespace ScaleCatalog
