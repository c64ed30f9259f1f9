// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// One price edit seen by a second client (issue 34, "Speed": at most 1 s): client A edits an offer's price on the
// team catalog; client B, another CatalogStore with the offers table model its Catalog tab shows, hears the
// server's NOTIFY (LISTEN through QSqlDriver::subscribeToNotification), reads the row again and shows the new
// price. Timed from A's edit (its commit included) to B's model holding the new value, on a throw-away server over
// a local Unix socket (PgBenchServer.h). Run: build/bench/bench_teamnotify --benchmark_repetitions=5
// --benchmark_report_aggregates_only=true
#include "PgBenchServer.h"
#include "catalog/CatalogStore.h"
#include "itemmodels/CatalogTableModel.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

namespace {

PgBenchServer* g_server = nullptr; // started in main(), before the benchmark, and stopped after it

void BM_PriceEditSeenBySecondClient(benchmark::State& state)
{
    CatalogStore a;
    CatalogStore b;
    if (!a.openNamed(g_server->url) || !b.openNamed(g_server->url))
        std::abort();
    CatalogTableModel shown(&b); // what B's Catalog tab shows
    shown.setTable(QStringLiteral("offers"));
    const QString key = shown.keyAt(0);
    const int row = shown.rowOfKey(key);
    const QModelIndex price = shown.index(row, shown.columnOf(QStringLiteral("price")));
    double value = 100.0;
    for (auto _ : state) {
        value += 1.0;
        a.rows(QStringLiteral("offers")); // A edits the row as it sees it now (no conflict)
        QElapsedTimer timer;
        timer.start();
        QString error;
        if (!a.setValue(QStringLiteral("offers"), key, QStringLiteral("price"), value, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            std::abort();
        }
        while (shown.data(shown.index(shown.rowOfKey(key), price.column()), CatalogTableModel::SortRole).toDouble() !=
               value) {
            if (timer.elapsed() > 10000) { // never seen: a failure, not a slow figure
                std::fputs("bench_teamnotify: client B never saw the edit\n", stderr);
                std::abort();
            }
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        }
        state.SetIterationTime(double(timer.nsecsElapsed()) / 1e9);
    }
}
BENCHMARK(BM_PriceEditSeenBySecondClient)->Unit(benchmark::kMillisecond)->UseManualTime()->MinTime(2.0);

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    PgBenchServer started;
    if (!started.ok) {
        std::fputs("bench_teamnotify: the PostgreSQL server could not be started or filled\n", stderr);
        return 1;
    }
    g_server = &started;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
