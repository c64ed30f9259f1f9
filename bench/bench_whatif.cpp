// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// One live what-if change in the real workspace window: move a what-if slider, and measure until the
// document has recomputed all 20 (or 50) scenarios and the comparison table, the visible chart and, with
// a figure selected, the "why" panel have been repainted (offscreen platform). Target: <= 16 ms per change (one frame
// at 60 Hz), so dragging a slider in front of a customer feels immediate. BM_WhatIfMfuChange is the usual drag step
// (the chart's scale stays); BM_WhatIfPriceRescale is the worst case (every step rescales the chart's axis).
#include "PaintCounter.h"
#include "TestCatalog.h"
#include "catalog/CatalogStore.h"
#include "charts/ChartPanel.h"
#include "charts/ChartView.h"
#include "document/Workspace.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/PlanningEngine.h"
#include "workspace/SliderSpin.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocument>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>

namespace {

struct Fixture {
    std::unique_ptr<CatalogStore> store;
    std::unique_ptr<WorkspaceView> view;
    PaintCounter tablePaints;
    PaintCounter chartPaints;
    PaintCounter whyPaints; // the "why" panel, when a figure is selected
    bool selected = false;
};

// The workspace of `scenarios` fine-tunes (20: 4 models x 5 GPUs; 50: 5 models x 5 GPUs x 2 token
// budgets), each priced with every hourly offer for its GPU. With `selected`, the cost per run of the
// first scenario is the current cell, so every change also rewrites the "why this number" panel.
std::unique_ptr<Fixture> makeFixture(int scenarios, bool selected)
{
    auto fxp = std::make_unique<Fixture>();
    Fixture& fx = *fxp;
    fx.selected = selected;
    fx.store = std::make_unique<CatalogStore>();
    if (!fx.store->openShipped())
        std::abort();
    fx.view = std::make_unique<WorkspaceView>(fx.store.get());
    const gp::CatalogSnapshot catalog = fx.store->snapshot();
    const char* models[] = {"llama-3-8b", "mistral-7b-v0.1", "qwen2.5-7b", "llama-2-13b", "llama-2-7b"};
    const char* gpus[] = {"nvidia-a100-80gb-sxm", "nvidia-h100-sxm", "nvidia-h200-sxm", "nvidia-l40s", "amd-mi300x"};
    const double tokens[] = {2e9, 5e9};
    for (double t : tokens)
        for (const char* m : models)
            for (const char* g : gpus) {
                if (fx.view->workspace()->scenarioCount() >= scenarios)
                    break;
                if (scenarios <= 20 && std::string(m) == "llama-2-7b")
                    continue; // the 20-scenario set is the one README measured before: 4 models x 5 GPUs
                fx.view->workspace()->addScenario(
                    TestCatalog::fullFineTune(m, g, 8, t, TestCatalog::hourlyOffers(catalog, g)),
                    QStringLiteral("%1 on %2, %3 B").arg(m, g).arg(t / 1e9));
            }
    if (fx.view->workspace()->scenarioCount() != scenarios)
        std::abort();
    fx.view->resize(1600, 1000);
    fx.view->show();
    fx.view->comparisonTable()->viewport()->installEventFilter(&fx.tablePaints);
    ChartView* chart = fx.view->charts()->chart(ChartPanel::CostPerResult);
    for (QAbstractScrollArea* area : chart->findChildren<QAbstractScrollArea*>())
        area->viewport()->installEventFilter(&fx.chartPaints);
    if (selected) {
        QTableView* table = fx.view->comparisonTable();
        table->setCurrentIndex(table->model()->index(ScenarioComparisonModel::CostPerRunRow, 0));
        auto* why = fx.view->findChild<QTextBrowser*>(QStringLiteral("whyPanel"));
        if (!why)
            std::abort();
        why->viewport()->installEventFilter(&fx.whyPaints);
    }
    // Start from a what-if MFU of 30%: the loop then moves between 30% and 45%. (From "own value",
    // a move to 45% would change nothing drawn where a scenario's default MFU is 45%.)
    fx.view->whatIfPanel()->mfu()->slider()->setValue(300);
    QApplication::processEvents();
    return fxp;
}

// Built on first use, dropped before QApplication ends (main).
std::unique_ptr<Fixture>& fixtureSlot(int scenarios, bool selected)
{
    static std::unique_ptr<Fixture> twenty, fiftySelected;
    return scenarios == 50 && selected ? fiftySelected : twenty;
}

Fixture& fixture(int scenarios = 20, bool selected = false)
{
    auto& slot = fixtureSlot(scenarios, selected);
    if (!slot)
        slot = makeFixture(scenarios, selected);
    return *slot;
}

// Moves `slider` between two positions, one step per iteration, and waits until the table, the visible
// chart and (with a selected figure) the "why" panel have painted the new numbers.
void dragBetween(benchmark::State& state, Fixture& fx, QSlider* slider, int a, int b)
{
    for (auto _ : state) {
        // Read from the slider, not counted here: the library calls a benchmark several times, and a
        // repeated position would change nothing.
        const int position = slider->value() == a ? b : a;
        const int tableBefore = fx.tablePaints.count;
        const int chartBefore = fx.chartPaints.count;
        const int whyBefore = fx.whyPaints.count;
        const auto waiting = [&] {
            return fx.tablePaints.count == tableBefore || fx.chartPaints.count == chartBefore ||
                   (fx.selected && fx.whyPaints.count == whyBefore);
        };
        slider->setValue(position); // as a drag step: document recompute + table + charts
        for (int round = 0; round < 50 && waiting(); ++round)
            QApplication::processEvents();
        if (waiting())
            state.SkipWithError("the table, the chart or the why panel did not repaint");
    }
    state.counters["scenarios"] = fx.view->workspace()->scenarioCount();
}

// The target case: MFU 30% <-> 45%, every scenario's time and cost move, the chart's scale stays.
void BM_WhatIfMfuChange(benchmark::State& state)
{
    Fixture& fx = fixture();
    dragBetween(state, fx, fx.view->whatIfPanel()->mfu()->slider(), 300, 450);
}
BENCHMARK(BM_WhatIfMfuChange)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// The worst case: price 100% <-> 250% of catalog, so every move also rescales the chart's axis and
// Qt Charts lays the whole chart out again.
void BM_WhatIfPriceRescale(benchmark::State& state)
{
    Fixture& fx = fixture();
    QSlider* slider = fx.view->whatIfPanel()->priceFactor()->slider();
    dragBetween(state, fx, slider, 100, 250);
    slider->setValue(100); // leave prices as the catalog has them for the benchmarks that follow
}
BENCHMARK(BM_WhatIfPriceRescale)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// The GPU-count knob across the point where a count stops being a plan: 32 <-> 65 GPUs for fine-tunes whose
// global batch of 64 splits over at most 64 data-parallel ranks, so each step at 65 falls back to the largest
// count below (WhatIfOverrides::candidateCounts: the divisors of 64, not a walk over every count).
void BM_WhatIfGpuCountChange(benchmark::State& state)
{
    Fixture& fx = fixture();
    QSlider* slider = fx.view->whatIfPanel()->gpuCount()->slider();
    dragBetween(state, fx, slider, 32, 65);
    slider->setValue(0); // each scenario's own count again
}
BENCHMARK(BM_WhatIfGpuCountChange)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// The same two with 50 scenarios and a figure selected (cost per run of the first), so every step also
// rewrites and repaints the "why this number" panel.
void BM_WhatIfMfuChange50Selected(benchmark::State& state)
{
    Fixture& fx = fixture(50, true);
    dragBetween(state, fx, fx.view->whatIfPanel()->mfu()->slider(), 300, 450);
}
BENCHMARK(BM_WhatIfMfuChange50Selected)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_WhatIfPriceRescale50Selected(benchmark::State& state)
{
    Fixture& fx = fixture(50, true);
    QSlider* slider = fx.view->whatIfPanel()->priceFactor()->slider();
    dragBetween(state, fx, slider, 100, 250);
    slider->setValue(100);
}
BENCHMARK(BM_WhatIfPriceRescale50Selected)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// The parts of one change, to see where the time goes: the document alone (20 engine estimates) ...
void BM_DocumentRecompute(benchmark::State& state)
{
    Fixture& fx = fixture();
    for (auto _ : state)
        fx.view->workspace()->recompute(); // estimatesChanged() also redraws table and charts
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

// ... and the "why" panel's part: the selected figure's explanation (cost per run of the first scenario) as a
// rescale step changes it (prices at 100% and 250%), parsed and laid out at the panel's width, without
// painting. (Patching only the changed paragraphs saved nothing: Qt lays out again from the first change,
// the figure itself, to the end.)
struct WhyTexts {
    QString at100, at250;
    QFont font;
    qreal width = 0;
};

WhyTexts whyTexts(Fixture& fx)
{
    WhyTexts t;
    auto* why = fx.view->findChild<QTextBrowser*>(QStringLiteral("whyPanel"));
    QSlider* price = fx.view->whatIfPanel()->priceFactor()->slider();
    const auto html = [&] {
        return fx.view->comparisonTable()->currentIndex().data(ScenarioComparisonModel::ExplanationHtmlRole).toString();
    };
    price->setValue(250);
    t.at250 = html();
    price->setValue(100);
    t.at100 = html();
    if (!why || t.at100.isEmpty() || t.at100 == t.at250)
        std::abort();
    t.font = why->font();
    t.width = why->viewport()->width();
    return t;
}

void BM_WhyPanelSetHtml(benchmark::State& state)
{
    const WhyTexts t = whyTexts(fixture(50, true));
    QTextDocument doc;
    doc.setDefaultFont(t.font);
    doc.setTextWidth(t.width);
    bool high = false;
    for (auto _ : state) {
        high = !high;
        doc.setHtml(high ? t.at250 : t.at100);
        benchmark::DoNotOptimize(doc.size()); // lays it out
    }
}
BENCHMARK(BM_WhyPanelSetHtml)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// The live workspace's estimate options: no fit against every GPU, no explanation.
constexpr gp::EstimateOptions kLive = Workspace::kLiveEstimateOptions;

// ... and the engine alone for the 20 scenarios (no signal, no widget), with the live workspace's options.
void BM_EngineOnly(benchmark::State& state)
{
    Fixture& fx = fixture();
    Workspace* ws = fx.view->workspace();
    for (auto _ : state)
        for (int i = 0; i < ws->scenarioCount(); ++i)
            benchmark::DoNotOptimize(
                gp::PlanningEngine::estimate(ws->effectiveScenario(i), ws->effectiveCatalog(), kLive));
}
BENCHMARK(BM_EngineOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// ... and the engine alone for the 50 scenarios of the selected-figure case: what is left of a 16 ms
// frame for the widgets.
void BM_EngineOnly50(benchmark::State& state)
{
    Fixture& fx = fixture(50, true);
    Workspace* ws = fx.view->workspace();
    for (auto _ : state)
        for (int i = 0; i < ws->scenarioCount(); ++i)
            benchmark::DoNotOptimize(
                gp::PlanningEngine::estimate(ws->effectiveScenario(i), ws->effectiveCatalog(), kLive));
    state.counters["scenarios"] = ws->scenarioCount();
}
BENCHMARK(BM_EngineOnly50)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// ... the same 50 with every figure's explanation but each offer's own (what Workspace::explainedEstimate
// builds for the figure the user looks at), and with each offer's own too, as the command line builds them:
// what the live options save.
void BM_EngineOnly50Explained(benchmark::State& state)
{
    Fixture& fx = fixture(50, true);
    Workspace* ws = fx.view->workspace();
    gp::EstimateOptions options = kLive;
    options.explanations = true;
    for (auto _ : state)
        for (int i = 0; i < ws->scenarioCount(); ++i)
            benchmark::DoNotOptimize(
                gp::PlanningEngine::estimate(ws->effectiveScenario(i), ws->effectiveCatalog(), options));
    state.counters["scenarios"] = ws->scenarioCount();
}
BENCHMARK(BM_EngineOnly50Explained)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_EngineOnly50WithOfferExplanations(benchmark::State& state)
{
    Fixture& fx = fixture(50, true);
    Workspace* ws = fx.view->workspace();
    gp::EstimateOptions options = kLive;
    options.explanations = true;
    options.offerExplanations = true;
    for (auto _ : state)
        for (int i = 0; i < ws->scenarioCount(); ++i)
            benchmark::DoNotOptimize(
                gp::PlanningEngine::estimate(ws->effectiveScenario(i), ws->effectiveCatalog(), options));
    state.counters["scenarios"] = ws->scenarioCount();
}
BENCHMARK(BM_EngineOnly50WithOfferExplanations)->Unit(benchmark::kMillisecond)->MinTime(1.0);

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
    fixtureSlot(20, false).reset();
    fixtureSlot(50, true).reset();
    return 0;
}
