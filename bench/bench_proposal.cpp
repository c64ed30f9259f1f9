// The whole proposal, headless, as `gpu-planner export` writes it: a workspace of 10 scenarios (two models
// x five GPUs, each priced with every hourly offer of its GPU), all sections, from the estimates to the
// finished PDF file on disk (content, layout, five vector charts, every page painted, file committed).
// Target: under 1 s on the 2-core development machine. BM_ProposalContent is the content alone, and
// BM_ProposalHtml the HTML export, so a regression can be placed.
#include "TestCatalog.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "proposal/ProposalContentBuilder.h"
#include "proposal/ProposalExport.h"
#include "proposal/ProposalHtmlWriter.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdlib>

namespace {

struct Fixture
{
    gp::CatalogSnapshot catalog;
    WorkspaceData data;
    QTemporaryDir dir;
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
                ws.addScenario(
                    TestCatalog::fullFineTune(m, g, 8, 2e9, TestCatalog::hourlyOffers(fx->catalog, g)),
                    QStringLiteral("%1 on %2").arg(m, g));
        ws.setTitle(QStringLiteral("Benchmark proposal"));
        fx->data = ws.data();
        if (fx->data.scenarios.size() != 10)
            std::abort();
        return fx;
    }();
    return *f;
}

void BM_ProposalPdf(benchmark::State& state)
{
    Fixture& fx = fixture();
    const QString path = fx.dir.filePath(QStringLiteral("proposal.pdf"));
    int pages = 0;
    for (auto _ : state) {
        const ProposalExport::Result r = ProposalExport::write(fx.data, fx.catalog, ProposalOptions{}, path);
        if (!r.ok)
            std::abort();
        pages = r.pages;
    }
    state.counters["pages"] = pages;
}
BENCHMARK(BM_ProposalPdf)->Unit(benchmark::kMillisecond)->MinTime(3.0);

void BM_ProposalContent(benchmark::State& state)
{
    Fixture& fx = fixture();
    Workspace ws(fx.data);
    ws.setCatalog(fx.catalog);
    for (auto _ : state)
        benchmark::DoNotOptimize(ProposalContentBuilder(ws, ProposalOptions{}).build());
}
BENCHMARK(BM_ProposalContent)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_ProposalHtml(benchmark::State& state)
{
    Fixture& fx = fixture();
    const QString path = fx.dir.filePath(QStringLiteral("proposal.html"));
    for (auto _ : state)
        if (!ProposalExport::write(fx.data, fx.catalog, ProposalOptions{}, path).ok)
            std::abort();
}
BENCHMARK(BM_ProposalHtml)->Unit(benchmark::kMillisecond)->MinTime(1.0);

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
