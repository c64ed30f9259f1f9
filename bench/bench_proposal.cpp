// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The proposal of issue 14's speed target: a workspace of 10 scenarios (two models x five GPUs, each priced
// with every hourly offer of its GPU) and one TCO analysis (the workshop example's: six options, 24 months),
// all sections. Target: under 1 s headless on the 2-core development machine.
//
//   BM_ExportCommand    what the target is about: `gpu-planner export PLAN.gpuplan -o proposal.pdf`, the
//                       whole process as a user runs it (start, Qt on the offscreen platform, fonts, catalog
//                       opened, file read, estimates, TCO analysis, content, layout, every page painted, the
//                       file committed), wall clock.
//   BM_ProposalPdf      the same work in a warm process (ProposalExport::write to a file): no start, no catalog
//                       open, fonts already loaded. The difference to BM_ExportCommand is the process' fixed cost.
// Its stages, so a regression can be placed (each includes nothing of the next):
//   BM_ProposalWorkspace  the chosen scenarios' estimates (ProposalWorkspace::make)
//   BM_ProposalTco        the TCO analysis: break-even, crossovers, tornado (ProposalTcoSection)
//   BM_ProposalContent    the words, tables and chart specs, TCO included (ProposalContentBuilder)
//   BM_ProposalLayout     the QTextDocument filled and paginated (ProposalTextDocument::fill, pageCount)
//   BM_ProposalPaint      layout + every page painted into a PDF in memory, charts drawn (ProposalPrinter::print)
// and BM_ProposalHtml, the HTML export to a file. Every figure is wall time (UseRealTime), with where it went
// as counters per iteration: cpu_ms (on a core) and runqueue_ms (ready, waiting for a core: the other
// processes of the shared 2-core machine), both from /proc/self/schedstat; what is left of the wall time is
// I/O and sleeping. BM_ExportCommand has child_cpu_ms, the command's own CPU (getrusage of children).
#include "TestCatalog.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "proposal/ProposalContentBuilder.h"
#include "proposal/ProposalExport.h"
#include "proposal/ProposalPrinter.h"
#include "proposal/ProposalTcoSection.h"
#include "proposal/ProposalTextDocument.h"
#include "proposal/ProposalWorkspace.h"

#include <QApplication>
#include <QBuffer>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextDocument>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

#include <sys/resource.h>

namespace {

// The workshop example's TCO analysis (examples/workshop-llama3-8b.gpuplan), as the wizard would store it.
constexpr const char* kTcoInputs = R"({"format": "gpu-planner-tco", "format_version": 1,
  "name": "8x H100 for a fine-tuning programme: rent, managed or buy?", "currency": "USD", "region": "US",
  "horizon_months": 24,
  "workload": {"gpus": 8, "runs_per_month": 30, "gpu_hours_per_run": 108.994, "tokens_per_month": 6e10},
  "options": [{"offer": "aws-h100-sxm-8x-on-demand-us-east-1-p5-48xlarge"},
              {"offer": "aws-h100-sxm-8x-reserved-3y-us-east-1-p5-48xlarge"},
              {"offer": "coreweave-h100-sxm-reserved-1y"}, {"offer": "akash-h100-sxm-on-demand-community"},
              {"offer": "modal-h100-sxm-on-demand"}, {"offer": "own-hardware-h100-sxm-server-2024-08"}]})";

// Where the wall time of the loop went, per iteration: on a core, or ready and waiting for one.
class SchedCounters {
public:
    explicit SchedCounters(benchmark::State& state) : m_state(state) { read(m_cpu, m_wait); }
    ~SchedCounters()
    {
        double cpu = 0, wait = 0;
        read(cpu, wait);
        m_state.counters["cpu_ms"] = benchmark::Counter(cpu - m_cpu, benchmark::Counter::kAvgIterations);
        m_state.counters["runqueue_ms"] = benchmark::Counter(wait - m_wait, benchmark::Counter::kAvgIterations);
    }

private:
    static void read(double& cpuMs, double& waitMs)
    {
        // Linux: "time on cpu (ns) time waiting on a runqueue (ns) timeslices" of this (the benchmark's) thread.
        unsigned long long cpu = 0, wait = 0;
        if (FILE* f = std::fopen("/proc/thread-self/schedstat", "r")) {
            if (std::fscanf(f, "%llu %llu", &cpu, &wait) != 2)
                cpu = wait = 0;
            std::fclose(f);
        }
        cpuMs = cpu / 1e6;
        waitMs = wait / 1e6;
    }
    benchmark::State& m_state;
    double m_cpu = 0, m_wait = 0;
};

double childrenCpuMs()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

struct Fixture {
    gp::CatalogSnapshot catalog;
    WorkspaceData data;
    QTemporaryDir dir;
    QString plan; // the same workspace as a .gpuplan file, for the command
};

Fixture& fixture()
{
    static Fixture* f = [] {
        auto* fx = new Fixture;
        CatalogStore store;
        if (!store.openShipped())
            std::abort();
        fx->catalog = store.snapshot();
        Workspace ws;
        ws.setCatalog(fx->catalog);
        const char* models[] = {"llama-3-8b", "llama-2-13b"};
        const char* gpus[] = {"nvidia-a100-80gb-sxm", "nvidia-h100-sxm", "nvidia-h200-sxm", "nvidia-l40s",
                              "amd-mi300x"};
        for (const char* m : models)
            for (const char* g : gpus)
                ws.addScenario(TestCatalog::fullFineTune(m, g, 8, 2e9, TestCatalog::hourlyOffers(fx->catalog, g)),
                               QStringLiteral("%1 on %2").arg(m, g));
        ws.setTitle(QStringLiteral("Benchmark proposal"));
        ws.addTcoAnalysis(QStringLiteral("8x H100: rent, managed or buy?"), nlohmann::json::parse(kTcoInputs));
        fx->data = ws.data();
        if (fx->data.scenarios.size() != 10 || fx->data.tcoAnalyses.size() != 1)
            std::abort();
        fx->plan = fx->dir.filePath(QStringLiteral("bench.gpuplan"));
        if (!WorkspaceFile::write(fx->data, fx->plan))
            std::abort();
        return fx;
    }();
    return *f;
}

std::unique_ptr<Workspace> chosen(const Fixture& fx)
{
    QString error;
    auto ws = ProposalWorkspace::make(fx.data, fx.catalog, ProposalOptions{}, &error);
    if (!ws)
        std::abort();
    return ws;
}

void BM_ExportCommand(benchmark::State& state)
{
    Fixture& fx = fixture();
    const QString pdf = fx.dir.filePath(QStringLiteral("command.pdf"));
    const double before = childrenCpuMs();
    for (auto _ : state) {
        QProcess p;
        p.start(QStringLiteral(GP_CLI_EXECUTABLE),
                {QStringLiteral("export"), fx.plan, QStringLiteral("-o"), pdf, QStringLiteral("--shipped-catalog")});
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            std::abort();
    }
    state.counters["child_cpu_ms"] = benchmark::Counter(childrenCpuMs() - before, benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_ExportCommand)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(5.0);

void BM_ProposalPdf(benchmark::State& state)
{
    Fixture& fx = fixture();
    const QString path = fx.dir.filePath(QStringLiteral("proposal.pdf"));
    int pages = 0;
    const SchedCounters sched(state);
    for (auto _ : state) {
        const ProposalExport::Result r = ProposalExport::write(fx.data, fx.catalog, ProposalOptions{}, path);
        if (!r.ok)
            std::abort();
        pages = r.pages;
    }
    state.counters["pages"] = pages;
}
BENCHMARK(BM_ProposalPdf)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(3.0);

void BM_ProposalWorkspace(benchmark::State& state)
{
    Fixture& fx = fixture();
    const SchedCounters sched(state);
    for (auto _ : state)
        benchmark::DoNotOptimize(chosen(fx));
}
BENCHMARK(BM_ProposalWorkspace)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

void BM_ProposalTco(benchmark::State& state)
{
    Fixture& fx = fixture();
    const auto ws = chosen(fx);
    const SchedCounters sched(state);
    for (auto _ : state) {
        const ProposalTcoSection tco(*ws);
        if (tco.isEmpty())
            std::abort();
    }
}
BENCHMARK(BM_ProposalTco)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

void BM_ProposalContent(benchmark::State& state)
{
    Fixture& fx = fixture();
    const auto ws = chosen(fx);
    const SchedCounters sched(state);
    for (auto _ : state)
        benchmark::DoNotOptimize(ProposalContentBuilder(*ws, ProposalOptions{}).build());
}
BENCHMARK(BM_ProposalContent)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

void BM_ProposalLayout(benchmark::State& state)
{
    Fixture& fx = fixture();
    const auto ws = chosen(fx);
    const ProposalContent content = ProposalContentBuilder(*ws, ProposalOptions{}).build();
    const QSizeF text = ProposalPrinter::textSize(QPageSize::A4, ProposalPrinter::layoutResolution());
    int pages = 0;
    const SchedCounters sched(state);
    for (auto _ : state) {
        QTextDocument document;
        ProposalTextDocument::fill(&document, content, text);
        pages = document.pageCount();
    }
    state.counters["pages"] = pages;
}
BENCHMARK(BM_ProposalLayout)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);

void BM_ProposalPaint(benchmark::State& state)
{
    Fixture& fx = fixture();
    const auto ws = chosen(fx);
    const ProposalContent content = ProposalContentBuilder(*ws, ProposalOptions{}).build();
    const SchedCounters sched(state);
    for (auto _ : state) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter writer(&buffer);
            writer.setResolution(ProposalPrinter::layoutResolution());
            if (ProposalPrinter::print(content, &writer, QPageSize::A4) == 0)
                std::abort();
        }
        benchmark::DoNotOptimize(buffer.data().size());
    }
}
BENCHMARK(BM_ProposalPaint)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(3.0);

void BM_ProposalHtml(benchmark::State& state)
{
    Fixture& fx = fixture();
    const QString path = fx.dir.filePath(QStringLiteral("proposal.html"));
    const SchedCounters sched(state);
    for (auto _ : state)
        if (!ProposalExport::write(fx.data, fx.catalog, ProposalOptions{}, path).ok)
            std::abort();
}
BENCHMARK(BM_ProposalHtml)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen"); // as `gpu-planner export` runs
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GPU Planner Bench"));
    QApplication::setApplicationName(QStringLiteral("gpu-planner-bench"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
