// One live what-if change in the real workspace window: move a what-if slider, and measure until the
// document has recomputed all 20 scenarios and the comparison table and the visible chart have been
// repainted (offscreen platform). Target: <= 16 ms per change (one frame at 60 Hz), so dragging a
// slider in front of a customer feels immediate. BM_WhatIfMfuChange is the usual drag step (the chart's
// scale stays); BM_WhatIfPriceRescale is the worst case (every step rescales the chart's axis).
#include "PaintCounter.h"
#include "TestCatalog.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "charts/ChartView.h"
#include "document/Workspace.h"
#include "planning/PlanningEngine.h"
#include "workspace/SliderSpin.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTableView>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>

namespace {

struct Fixture {
    std::unique_ptr<CatalogStore> store;
    std::unique_ptr<WorkspaceView> view;
    PaintCounter tablePaints;
    PaintCounter chartPaints;
};

Fixture& fixture()
{
    static Fixture* f = [] {
        auto* fxp = new Fixture; // lives for the whole run; the view is dropped before QApplication ends
        Fixture& fx = *fxp;
        fx.store = std::make_unique<CatalogStore>();
        if (!fx.store->openShipped())
            std::abort();
        fx.view = std::make_unique<WorkspaceView>(fx.store.get());
        const gp::CatalogSnapshot catalog = fx.store->snapshot();
        // 20 scenarios: 4 models x 5 GPUs, each priced with every hourly offer for its GPU.
        const char* models[] = {"llama-3-8b", "mistral-7b-v0.1", "qwen2.5-7b", "llama-2-13b"};
        const char* gpus[] = {"nvidia-a100-80gb-sxm", "nvidia-h100-sxm", "nvidia-h200-sxm", "nvidia-l40s",
                              "amd-mi300x"};
        for (const char* m : models)
            for (const char* g : gpus)
                fx.view->workspace()->addScenario(TestCatalog::fullFineTune(m, g, 8, 2e9, TestCatalog::hourlyOffers(catalog, g)),
                                                  QStringLiteral("%1 on %2").arg(m, g));
        fx.view->resize(1600, 1000);
        fx.view->show();
        fx.view->comparisonTable()->viewport()->installEventFilter(&fx.tablePaints);
        ChartView* chart = fx.view->charts()->chart(ChartPanel::CostPerResult);
        for (QAbstractScrollArea* area : chart->findChildren<QAbstractScrollArea*>())
            area->viewport()->installEventFilter(&fx.chartPaints);
        // Start from a what-if MFU of 30%: the loop then moves between 30% and 45%. (From "own value",
        // a move to 45% would change nothing drawn where a scenario's default MFU is 45%.)
        fx.view->whatIfPanel()->mfu()->slider()->setValue(300);
        QApplication::processEvents();
        return fxp;
    }();
    return *f;
}

// Moves `slider` between two positions, one step per iteration, and waits until both the table and the
// visible chart have painted the new numbers.
void dragBetween(benchmark::State& state, QSlider* slider, int a, int b)
{
    Fixture& fx = fixture();
    for (auto _ : state) {
        // Read from the slider, not counted here: the library calls a benchmark several times, and a
        // repeated position would change nothing.
        const int position = slider->value() == a ? b : a;
        const int tableBefore = fx.tablePaints.count;
        const int chartBefore = fx.chartPaints.count;
        slider->setValue(position);               // as a drag step: document recompute + table + charts
        // Process events until both the table and the visible chart have painted the new numbers.
        for (int round = 0; round < 50 && (fx.tablePaints.count == tableBefore || fx.chartPaints.count == chartBefore);
             ++round)
            QApplication::processEvents();
        if (fx.tablePaints.count == tableBefore || fx.chartPaints.count == chartBefore)
            state.SkipWithError("the table or the chart did not repaint");
    }
    state.counters["scenarios"] = fx.view->workspace()->scenarioCount();
}

// The target case: MFU 30% <-> 45%, every scenario's time and cost move, the chart's scale stays.
void BM_WhatIfMfuChange(benchmark::State& state)
{
    dragBetween(state, fixture().view->whatIfPanel()->mfu()->slider(), 300, 450);
}
BENCHMARK(BM_WhatIfMfuChange)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// The worst case: price 100% <-> 250% of catalog, so every move also rescales the chart's axis and
// Qt Charts lays the whole chart out again.
void BM_WhatIfPriceRescale(benchmark::State& state)
{
    QSlider* slider = fixture().view->whatIfPanel()->priceFactor()->slider();
    dragBetween(state, slider, 100, 250);
    slider->setValue(100);   // leave prices as the catalog has them for the benchmarks that follow
}
BENCHMARK(BM_WhatIfPriceRescale)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// The parts of one change, to see where the time goes: the document alone (20 engine estimates) ...
void BM_DocumentRecompute(benchmark::State& state)
{
    Fixture& fx = fixture();
    for (auto _ : state)
        fx.view->workspace()->recompute();   // estimatesChanged() also redraws table and charts
}
BENCHMARK(BM_DocumentRecompute)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// ... and all five charts brought up to date from the same estimates (specs built, nothing moved).
void BM_ChartsRefresh(benchmark::State& state)
{
    Fixture& fx = fixture();
    for (auto _ : state) {
        fx.view->charts()->refresh(*fx.view->workspace());
        for (int c = 0; c < ChartPanel::ChartCount; ++c)
            benchmark::DoNotOptimize(fx.view->charts()->chart(ChartPanel::Chart(c)));
    }
}
BENCHMARK(BM_ChartsRefresh)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// ... and the engine alone for the 20 scenarios (no signal, no widget), with the live workspace's options.
void BM_EngineOnly(benchmark::State& state)
{
    Fixture& fx = fixture();
    Workspace* ws = fx.view->workspace();
    const gp::EstimateOptions live{.fitsForEveryGpu = false};
    for (auto _ : state)
        for (int i = 0; i < ws->scenarioCount(); ++i)
            benchmark::DoNotOptimize(gp::PlanningEngine::estimate(ws->effectiveScenario(i), ws->effectiveCatalog(), live));
}
BENCHMARK(BM_EngineOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0);

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GPU Planner Bench"));
    QApplication::setApplicationName(QStringLiteral("gpu-planner-bench"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    fixture().view.reset();
    return 0;
}
