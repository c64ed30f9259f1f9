// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The team catalog's speed against SQLite's (issue 34, "Speed"): opening the catalog with the shipped rows (open
// and the snapshot the engine reads), and the whole `gpu-planner estimate --catalog X` of the workshop example as
// a user runs it, each on a copy of the shipped SQLite catalog and on the same rows pushed into PostgreSQL over a
// local Unix socket. The server is a throw-away one this program starts (tests/support/pg_test_server.sh, as the
// tests do) and stops at the end. Run: build/bench/bench_teamcatalog --benchmark_repetitions=5
// --benchmark_report_aggregates_only=true. The targets: open at most 1.5x SQLite's time, the estimate
// within 20% of SQLite's. BM_ConnectPostgres is what any open on a new connection pays before its first statement.
#include "PgBenchServer.h"
#include "catalog/CatalogDialect.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "catalog/CatalogUrl.h"

#include <QCoreApplication>
#include <QProcess>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

namespace {

using Server = PgBenchServer;

Server* g_server = nullptr; // started in main(), before the benchmarks, and stopped after them

Server& server() { return *g_server; }

void openAndSnapshot(benchmark::State& state, bool team)
{
    const QString where = team ? server().url : server().file;
    for (auto _ : state) {
        CatalogStore store;
        if (!store.openNamed(where))
            std::abort();
        benchmark::DoNotOptimize(store.snapshot());
    }
}
void BM_OpenCatalogSqlite(benchmark::State& state) { openAndSnapshot(state, false); }
void BM_OpenCatalogPostgres(benchmark::State& state) { openAndSnapshot(state, true); }
BENCHMARK(BM_OpenCatalogSqlite)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
BENCHMARK(BM_OpenCatalogPostgres)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

// The floor under BM_OpenCatalogPostgres: a new connection and nothing else (the server starts a backend process
// for it and authenticates it, and Qt's driver sends its own 5 statements), opened and closed. What an open costs
// beyond this is the catalog's own statements (tests/postgresql/tst_pgcatalogqueries counts them).
void BM_ConnectPostgres(benchmark::State& state)
{
    catalog::ServerAddress address;
    if (!catalog::parseServerUrl(server().url, &address, nullptr))
        std::abort();
    for (auto _ : state) {
        QString why;
        QString name;
        {
            const QSqlDatabase db = catalog::openServerConnection(address, &why);
            if (!db.isOpen())
                std::abort();
            name = db.connectionName();
        }
        catalog::closeConnection(name);
    }
}
BENCHMARK(BM_ConnectPostgres)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

void estimateCommand(benchmark::State& state, bool team)
{
    const QString where = team ? server().url : server().file;
    for (auto _ : state) {
        QProcess p;
        p.start(QStringLiteral(GP_CLI_EXECUTABLE),
                {QStringLiteral("estimate"), QStringLiteral("--catalog"), where,
                 QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan")});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            std::abort();
    }
}
void BM_EstimateCommandSqlite(benchmark::State& state) { estimateCommand(state, false); }
void BM_EstimateCommandPostgres(benchmark::State& state) { estimateCommand(state, true); }
BENCHMARK(BM_EstimateCommandSqlite)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);
BENCHMARK(BM_EstimateCommandPostgres)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen"); // as the command runs
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    Server started;
    if (!started.ok) {
        std::fputs("bench_teamcatalog: the PostgreSQL server could not be started or filled\n", stderr);
        return 1;
    }
    g_server = &started;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
