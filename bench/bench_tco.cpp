// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 36's TCO targets on the 2-core development machine, on its "small shared file that freezes the window":
// 64 options over 240 months (tests/models/tco/TcoBigCase.h: 32 owned x 32 rented = 1,024 pairs, ~20 KB).
//   BM_TcoAnalyseBig     TcoAnalysis::analyse of that analysis: break-even per pair, crossovers, curve, by horizon,
//                        tornado. Target: well under 1 s (it took 8-9 s when every pair re-evaluated every option).
//   BM_TcoCommand64      `gpu-planner tco PLAN.gpuplan` on a plan holding 64 such analyses, the whole process
//                        (start, catalog, read, 64 analyses, JSON out), wall clock. Target: at most 2 s (was > 300 s).
//   BM_TcoEvaluateBig    one TcoModel::evaluate of it (the month-by-month figures), for scale.
// Wall time (UseRealTime); BM_TcoCommand64 has child_cpu_ms, the command's own CPU.
#include "../tests/models/tco/TcoBigCase.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "tco/TcoAnalysis.h"
#include "tco/TcoJson.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdlib>

#include <sys/resource.h>

namespace {

double childrenCpuMs()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

void BM_TcoAnalyseBig(benchmark::State& state)
{
    const gp::tco::Inputs in = TcoTest::bigCase();
    state.counters["json_bytes"] = double(gp::tco::TcoJson::toJson(in).dump().size());
    for (auto _ : state) {
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(in);
        if (!a.ok() || a.breakEvens.size() != 1024)
            std::abort();
        benchmark::DoNotOptimize(a.conclusion.data());
    }
}
BENCHMARK(BM_TcoAnalyseBig)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);

void BM_TcoEvaluateBig(benchmark::State& state)
{
    const gp::tco::Inputs in = TcoTest::bigCase();
    for (auto _ : state) {
        const gp::tco::Result r = gp::tco::TcoModel::evaluate(in);
        if (!r.ok())
            std::abort();
        benchmark::DoNotOptimize(r.options.data());
    }
}
BENCHMARK(BM_TcoEvaluateBig)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

void BM_TcoCommand64(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("tco64.gpuplan"));
    {
        CatalogStore store;
        if (!store.openShipped())
            std::abort();
        Workspace ws;
        ws.setCatalog(store.snapshot());
        const nlohmann::json inputs = gp::tco::TcoJson::toJson(TcoTest::bigCase());
        for (int i = 0; i < 64; ++i)
            ws.addTcoAnalysis(QStringLiteral("analysis %1").arg(i + 1), inputs);
        if (!WorkspaceFile::write(ws.data(), plan))
            std::abort();
    }
    // The command next to this benchmark in the build tree (build/bench/ and build/app/).
    const QString cli = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../app/gpu-planner"));
    const double before = childrenCpuMs();
    for (auto _ : state) {
        QProcess p;
        p.setStandardOutputFile(QProcess::nullDevice());
        p.start(cli, {QStringLiteral("tco"), plan, QStringLiteral("--shipped-catalog")});
        if (!p.waitForFinished(600000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            std::abort();
    }
    state.counters["child_cpu_ms"] = benchmark::Counter(childrenCpuMs() - before, benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_TcoCommand64)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner Bench"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-planner-bench"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
