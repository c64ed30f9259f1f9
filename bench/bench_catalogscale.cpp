// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 33's "Scale" targets, on a generated catalog of 100,000 offers (tests/common/ScaleCatalog.h: the
// shipped catalog plus copies of its offers):
//   BM_CatalogSortByPrice/<column>  the Catalog tab's offers proxy (CatalogFilterProxyModel over
//                                   CatalogTableModel, as CatalogBrowser builds it) sorted by a column, the
//                                   direction flipped each iteration so every iteration sorts: target 100 ms.
//                                   Arg 0 = the "Price" column, 1 = "Price per GPU-hour" (computed).
//   BM_CatalogFilterH100            the same proxy, sorted by key, given the text "h100" and asked its row count (the
//                                   proxy filters lazily; a view asks at once), from no text (the reset to no text
//                                   is outside the timing): target 100 ms. Counter: rows shown.
//   BM_CatalogOpenSnapshot          CatalogStore::openNamed + snapshot(), what every CLI command does first.
//   BM_ImportPriceList              a 100,000-row generic CSV price list (catalog import-prices --format csv)
//                                   read, previewed and applied to a copy of the shipped catalog: target 10 s,
//                                   peak RSS 300 MB (counter peak_rss_mb: the process's VmHWM after a reset through
//                                   /proc/self/clear_refs; where the kernel ignores the reset, as on the 2-core VM,
//                                   it is the whole run's peak: measure the command with /usr/bin/time instead).
// The model benchmarks count the model's work only (no view is painted). Each prints rss_mb, the process's
// resident memory after the benchmark.
// Run: build/bench/bench_catalogscale (Release). `bench_catalogscale --write-catalog PATH` writes the
// 100,000-offer catalog to PATH and exits (for measuring the GUI: put it at XDG_DATA_HOME/GPU Planner/...).
#include "ProcMemory.h"
#include "ScaleCatalog.h"
#include "catalog/CatalogStore.h"
#include "catalog/prices/PriceFiles.h"
#include "catalog/prices/PricePreview.h"
#include "itemmodels/CatalogFilterProxyModel.h"
#include "itemmodels/CatalogTableModel.h"

#include <QApplication>
#include <QDate>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <malloc.h>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

struct Fixture {
    QTemporaryDir dir;
    QString catalogPath;
    QString listPath;
};

Fixture& fixture()
{
    static Fixture* f = [] {
        auto* fx = new Fixture;
        fx->catalogPath = fx->dir.filePath(QStringLiteral("scale.sqlite"));
        QString error;
        if (!ScaleCatalog::writeCatalog(fx->catalogPath, ScaleCatalog::kOffers, &error))
            qFatal("cannot write the scale catalog: %s", qPrintable(error));
        CatalogStore shipped;
        if (!shipped.openShipped())
            qFatal("the shipped catalog does not open");
        fx->listPath = fx->dir.filePath(QStringLiteral("prices.csv"));
        QFile list(fx->listPath);
        if (!list.open(QIODevice::WriteOnly) ||
            list.write(ScaleCatalog::priceListCsv(ScaleCatalog::kOffers,
                                                  ScaleCatalog::keys(shipped, QStringLiteral("providers")),
                                                  ScaleCatalog::keys(shipped, QStringLiteral("gpus")))) < 0)
            qFatal("cannot write the price list");
        return fx;
    }();
    return *f;
}

struct Browser {
    CatalogStore store;
    std::unique_ptr<CatalogTableModel> model;
    std::unique_ptr<CatalogFilterProxyModel> proxy;
};

// The offers page as CatalogBrowser::createPage builds it: sorted by the first column, dynamic sort on.
Browser& browser()
{
    static Browser* b = [] {
        auto* br = new Browser;
        if (!br->store.openNamed(fixture().catalogPath))
            qFatal("the scale catalog does not open");
        br->model = std::make_unique<CatalogTableModel>(&br->store);
        br->model->setTable(QStringLiteral("offers"));
        br->model->setToday(QDate(2026, 12, 5));
        br->proxy = std::make_unique<CatalogFilterProxyModel>();
        br->proxy->setSourceModel(br->model.get());
        br->proxy->sort(0, Qt::AscendingOrder);
        return br;
    }();
    return *b;
}

void BM_CatalogSortByPrice(benchmark::State& state)
{
    Browser& b = browser();
    const int column =
        state.range(0) == 0 ? b.model->columnOf(QStringLiteral("price")) : b.model->normalisedPriceColumn();
    b.proxy->setText(QString());
    bool ascending = true;
    for (auto _ : state) {
        b.proxy->sort(column, ascending ? Qt::AscendingOrder : Qt::DescendingOrder);
        ascending = !ascending;
    }
    benchmark::DoNotOptimize(b.proxy->rowCount());
    state.counters["rows"] = b.proxy->rowCount();
    state.counters["rss_mb"] = ProcMemory::residentMb();
    b.proxy->sort(0, Qt::AscendingOrder);
}

void BM_CatalogFilterH100(benchmark::State& state)
{
    Browser& b = browser();
    b.proxy->sort(0, Qt::AscendingOrder);
    for (auto _ : state) {
        state.PauseTiming();
        b.proxy->setText(QString());
        benchmark::DoNotOptimize(b.proxy->rowCount()); // the proxy maps lazily: make it map now, untimed
        state.ResumeTiming();
        b.proxy->setText(QStringLiteral("h100"));
        benchmark::DoNotOptimize(b.proxy->rowCount()); // what a view asks at once
    }
    state.counters["rows_shown"] = b.proxy->rowCount();
    state.counters["rss_mb"] = ProcMemory::residentMb();
    b.proxy->setText(QString());
}

void BM_CatalogOpenSnapshot(benchmark::State& state)
{
    const QString path = fixture().catalogPath;
    ProcMemory::resetPeak();
    std::size_t offers = 0;
    for (auto _ : state) {
        CatalogStore store;
        if (!store.openNamed(path))
            state.SkipWithError("the scale catalog does not open");
        const gp::CatalogSnapshot snapshot = store.snapshot();
        offers = snapshot.offers.size();
        benchmark::DoNotOptimize(snapshot.offers.data());
    }
    state.counters["offers"] = double(offers);
    state.counters["peak_rss_mb"] = ProcMemory::peakMb();
}

void BM_ImportPriceList(benchmark::State& state)
{
    namespace prices = catalog::prices;
    const Fixture& fx = fixture();
    int added = 0;
    double peak = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        {
            CatalogStore copy; // a fresh copy of the shipped catalog
            if (!copy.openNamed(path))
                state.SkipWithError("cannot copy the shipped catalog");
        }
        ProcMemory::resetPeak();
        state.ResumeTiming();
        prices::ReadOptions options;
        options.format = QStringLiteral("csv");
        options.files = {fx.listPath};
        options.asOf = QStringLiteral("2026-12-01");
        QString error;
        if (!prices::parseCsvMapping(ScaleCatalog::priceListMapping(), options.mapping, &error))
            state.SkipWithError(qPrintable(error));
        prices::PriceList list;
        CatalogStore store;
        prices::PricePreview preview;
        if (!prices::readPriceFiles(options, list, &error) || !store.openNamed(path) ||
            !prices::previewPrices(list, prices::CatalogOffers::from(store), preview, &error) ||
            !prices::applyPreview(store, preview, QStringLiteral("2026-12-05"), &error))
            state.SkipWithError(qPrintable(QStringLiteral("import failed: ") + error));
        added = int(preview.added.size());
        peak = ProcMemory::peakMb();
    }
    state.counters["offers_added"] = added;
    state.counters["peak_rss_mb"] = peak;
}

} // namespace

// Memory first, before the browser's model is loaded (it stays loaded for the model benchmarks).
BENCHMARK(BM_ImportPriceList)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_CatalogOpenSnapshot)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_CatalogSortByPrice)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_CatalogFilterH100)->Unit(benchmark::kMillisecond)->MinTime(2.0);

int main(int argc, char** argv)
{
    QApplication app(argc, argv); // QFont in the models' FontRole needs a GUI application
    if (argc == 3 && std::strcmp(argv[1], "--write-catalog") == 0) {
        QString error;
        if (!ScaleCatalog::writeCatalog(QString::fromLocal8Bit(argv[2]), ScaleCatalog::kOffers, &error)) {
            fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }
    if (argc == 3 && std::strcmp(argv[1], "--memory") == 0) {
        // Resident memory after each step of what the GUI does with the catalog at PATH.
        const auto step = [](const char* what) {
            fprintf(stdout, "%-40s VmRSS %7.1f MB, heap in use %7.1f MB\n", what, ProcMemory::residentMb(),
                    double(mallinfo2().uordblks) / 1048576.0);
        };
        step("start");
        CatalogStore store;
        if (!store.openNamed(QString::fromLocal8Bit(argv[2])))
            return 1;
        step("store open");
        const gp::CatalogSnapshot snapshot = store.snapshot();
        step("snapshot held");
        CatalogTableModel model(&store);
        model.setTable(QStringLiteral("offers"));
        step("offers table model loaded");
        malloc_trim(0);
        step("after malloc_trim");
        CatalogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.sort(0, Qt::AscendingOrder);
        step("proxy sorted by key");
        proxy.setText(QStringLiteral("h100"));
        benchmark::DoNotOptimize(proxy.rowCount());
        step("filtered h100");
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
