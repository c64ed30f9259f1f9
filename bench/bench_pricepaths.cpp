// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The price paths of issue 33's review (README's speed table quotes them):
//   BM_ImportJson100k        CatalogStore::importJson of 100,000 generated offers (tests/common/ScaleCatalog.h) into
//                            a fresh copy of the shipped catalog, in files of 15,000 rows (a JSON input is read up to
//                            20 MB). Counter peak_rss_mb: VmHWM after a reset through /proc/self/clear_refs.
//   BM_SnapshotPricing       CatalogStore::snapshot() of a user catalog with a contracted price for each of the
//                            shipped offers and a discount per provider and tier (counter contracts), and 100,000
//                            rows of price history (counter history_rows): what every snapshot of a user or team
//                            catalog pays for contracts and history.
//   BM_OfferPriceHistory     one offer's history, as the why panel, the chart and `catalog price-history` ask.
// Run: build/bench/bench_pricepaths (Release).
#include "ProcMemory.h"
#include "ScaleCatalog.h"
#include "catalog/CatalogStore.h"
#include "catalog/ContractPrices.h"
#include "catalog/PriceHistory.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>
#include <QSqlDatabase>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

namespace {

constexpr int kHistoryRows = 100000;

struct PricingFixture {
    QTemporaryDir dir;
    QString path;
    int contracts = 0;
    QString someOffer;
};

// A user catalog: the shipped one, a contracted price per offer, a discount per provider and tier, and
// kHistoryRows earlier prices spread over the offers.
PricingFixture& pricing()
{
    static PricingFixture* f = [] {
        auto* fx = new PricingFixture;
        fx->path = fx->dir.filePath(QStringLiteral("pricing.sqlite"));
        CatalogStore store;
        if (!store.openNamed(fx->path))
            qFatal("cannot create the catalog");
        const gp::CatalogSnapshot s = store.snapshot();
        QSet<QString> discounts;
        QString error;
        const bool ok = store.writeThrough(
            QStringLiteral("offers"),
            [&](QSqlDatabase& db, QString* why) {
                for (const gp::OfferSpec& o : s.offers) {
                    catalog::ContractPrice c;
                    c.offerKey = QString::fromStdString(o.key);
                    c.price = o.price * 0.9;
                    c.currency = QString::fromStdString(o.currency);
                    c.source = QStringLiteral("Bench contract");
                    c.asOf = QStringLiteral("2026-11-01");
                    if (!catalog::writeContract(db, c, QStringLiteral("2026-12-01"), why))
                        return false;
                    ++fx->contracts;
                    catalog::ContractPrice d;
                    d.kind = catalog::ContractPrice::Kind::Discount;
                    d.providerKey = QString::fromStdString(o.providerKey);
                    d.tier = QString::fromStdString(o.tier);
                    d.discountPercent = 5;
                    d.source = QStringLiteral("Bench discount");
                    d.asOf = QStringLiteral("2026-11-01");
                    if (discounts.contains(d.key()))
                        continue;
                    discounts.insert(d.key());
                    if (!catalog::writeContract(db, d, QStringLiteral("2026-12-01"), why))
                        return false;
                    ++fx->contracts;
                }
                if (!db.transaction())
                    return false;
                for (int i = 0; i < kHistoryRows; ++i) {
                    const gp::OfferSpec& o = s.offers[std::size_t(i) % s.offers.size()];
                    catalog::PriceHistoryEntry e;
                    e.offerKey = QString::fromStdString(o.key);
                    e.kind = QStringLiteral("list");
                    e.price = o.price * (1.0 + double(i % 50) / 100.0);
                    e.currency = QString::fromStdString(o.currency);
                    e.unit = QStringLiteral("hour");
                    e.validFrom = QStringLiteral("2025-01-01");
                    e.validTo = QStringLiteral("2025-06-01");
                    e.source = QStringLiteral("Bench list %1").arg(i);
                    e.recordedAt = QStringLiteral("2025-06-01T00:00:00Z");
                    if (!catalog::appendPriceHistory(db, e, why))
                        return false;
                }
                return db.commit();
            },
            &error);
        if (!ok)
            qFatal("cannot write the pricing catalog: %s", qPrintable(error));
        fx->someOffer = QString::fromStdString(s.offers.front().key);
        return fx;
    }();
    return *f;
}

void BM_SnapshotPricing(benchmark::State& state)
{
    const PricingFixture& fx = pricing();
    CatalogStore store;
    if (!store.openNamed(fx.path))
        state.SkipWithError("the catalog does not open");
    ProcMemory::resetPeak();
    std::size_t contracted = 0;
    for (auto _ : state) {
        const gp::CatalogSnapshot s = store.snapshot();
        contracted = 0;
        for (const gp::OfferSpec& o : s.offers)
            contracted += o.contract.applied() ? 1 : 0;
        benchmark::DoNotOptimize(s.offers.data());
    }
    state.counters["contracts"] = fx.contracts;
    state.counters["offers_contracted"] = double(contracted);
    state.counters["history_rows"] = kHistoryRows;
    state.counters["peak_rss_mb"] = ProcMemory::peakMb();
}

void BM_OfferPriceHistory(benchmark::State& state)
{
    const PricingFixture& fx = pricing();
    CatalogStore store;
    if (!store.openNamed(fx.path))
        state.SkipWithError("the catalog does not open");
    std::size_t rows = 0;
    for (auto _ : state) {
        QString error;
        QVector<catalog::PriceHistoryEntry> entries;
        store.readThrough(
            [&](QSqlDatabase& db, QString* why) {
                entries = catalog::readPriceHistory(db, {fx.someOffer}, why);
                return true;
            },
            &error);
        rows = std::size_t(entries.size());
        benchmark::DoNotOptimize(entries.data());
    }
    state.counters["rows"] = double(rows);
}

void BM_ImportJson100k(benchmark::State& state)
{
    double peak = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        CatalogStore store;
        if (!store.openNamed(path))
            state.SkipWithError("cannot copy the shipped catalog");
        const QVector<QVariantMap> rows =
            ScaleCatalog::generatedOffers(store.rows(QStringLiteral("offers")), ScaleCatalog::kOffers);
        QStringList files;
        constexpr int kChunk = 15000;
        for (int from = 0; from < rows.size(); from += kChunk) {
            files << dir.filePath(QStringLiteral("offers-%1.json").arg(from));
            QFile file(files.last());
            if (!file.open(QIODevice::WriteOnly) ||
                file.write(catalog::writeCatalogJson({{QStringLiteral("offers"), rows.mid(from, kChunk)}})) < 0)
                state.SkipWithError("cannot write the JSON files");
        }
        ProcMemory::resetPeak();
        state.ResumeTiming();
        for (const QString& file : files) {
            QString error;
            if (!store.importJson(file, &error))
                state.SkipWithError(qPrintable(QStringLiteral("import failed: ") + error));
        }
        peak = ProcMemory::peakMb();
    }
    state.counters["offers"] = ScaleCatalog::kOffers;
    state.counters["peak_rss_mb"] = peak;
}

} // namespace

BENCHMARK(BM_ImportJson100k)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SnapshotPricing)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_OfferPriceHistory)->Unit(benchmark::kMicrosecond)->MinTime(0.5);

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
