// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Configuration search throughput on one core. A configuration is one distinct (GPU, instance size, GPU
// count, tensor x pipeline layout, ZeRO stage, micro-batch, precision, recomputation) point; ZeRO stages
// 1-3 with one data-parallel replica are stage 0 and not counted again. The counters report, per second
// and per search: configurations whose memory was computed (evaluated), those rejected by the memory
// check, and those fully evaluated (memory, time, cost with every offer of their instance size). The
// serving search counts (GPU, instance size, weights, KV, tensor parallel) configurations the same way.
// The shipped-catalog cases are the 50 ms target of the "Find configurations" view.
// Run: build/bench/bench_search (Release build, -DGPU_PLANNER_BUILD_BENCH=ON).
#include "../tests/models/planning/PlanningTestCatalog.h"
#include "catalog/CatalogStore.h"
#include "planning/ConfigurationSearch.h"
#include "planning/ConfigurationSearchServing.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

namespace {

gp::CatalogSnapshot benchCatalog()
{
    gp::CatalogSnapshot c = PlanningTestCatalog::catalog();
    // More offers per instance size, as a real catalog has (several providers per GPU).
    for (int i = 0; i < 6; ++i) {
        const std::string n = std::to_string(i);
        c.offers.push_back(PlanningTestCatalog::offer(("h100-8x-p" + n).c_str(), "nvidia-h100-sxm", 8, 24.0 + 2 * i));
        c.offers.push_back(PlanningTestCatalog::offer(("a100-8x-p" + n).c_str(), "nvidia-a100-80gb-sxm", 8, 12.0 + i));
        c.offers.push_back(PlanningTestCatalog::offer(("h100-1x-p" + n).c_str(), "nvidia-h100-sxm", 1, 2.0 + 0.3 * i));
    }
    return c;
}

const gp::CatalogSnapshot& shippedCatalog()
{
    static const gp::CatalogSnapshot c = [] {
        CatalogStore store;
        if (!store.openShipped())
            qFatal("the shipped catalog does not open");
        return store.snapshot();
    }();
    return c;
}

void report(benchmark::State& state, std::uint64_t evaluated, std::uint64_t rejected, std::uint64_t full)
{
    const double n = static_cast<double>(state.iterations());
    state.SetItemsProcessed(static_cast<int64_t>(evaluated));
    state.counters["evaluated_per_search"] = static_cast<double>(evaluated) / n;
    state.counters["rejected_by_memory_per_search"] = static_cast<double>(rejected) / n;
    state.counters["fully_evaluated_per_search"] = static_cast<double>(full) / n;
    state.counters["fully_evaluated_per_s"] =
        benchmark::Counter(static_cast<double>(full), benchmark::Counter::kIsRate);
    state.counters["rejected_by_memory_per_s"] =
        benchmark::Counter(static_cast<double>(rejected), benchmark::Counter::kIsRate);
}

void runSearch(benchmark::State& state, const gp::CatalogSnapshot& catalog, const gp::Scenario& workload,
               double deadline, int maxGpus = 4096)
{
    gp::SearchOptions options;
    options.deadlineHours = deadline;
    options.maxGpus = maxGpus;
    std::uint64_t evaluated = 0, rejected = 0, full = 0;
    for (auto _ : state) {
        gp::SearchResult r = gp::ConfigurationSearch::run(workload, catalog, options);
        evaluated += r.evaluated;
        rejected += r.rejectedByMemory;
        full += r.fullyEvaluated;
        benchmark::DoNotOptimize(r.front.data());
    }
    report(state, evaluated, rejected, full);
}

gp::Scenario pretrain70b()
{
    gp::Scenario s = PlanningTestCatalog::fineTune7b();
    s.model.catalogKey = "llama-2-70b";
    s.task = gp::Task::PreTrain;
    s.training.tokens = 2e12;
    s.training.globalBatch = 1024;
    s.training.microBatch = 1;
    s.training.sequenceLength = 4096;
    s.pricing.offerKeys.clear();
    return s;
}

gp::Scenario fineTune7b()
{
    gp::Scenario s = PlanningTestCatalog::fineTune7b();
    s.training.globalBatch = 4096;
    s.training.microBatch = 1;
    s.pricing.offerKeys.clear();
    return s;
}

// The workload wizard's example: a 13B full fine-tune on 2B tokens within a week.
gp::Scenario fineTune13b()
{
    gp::Scenario s = PlanningTestCatalog::fineTune7b();
    s.model.catalogKey = "llama-2-13b";
    s.training.tokens = 2e9;
    s.training.globalBatch = 128;
    s.training.microBatch = 1;
    s.pricing.offerKeys.clear();
    return s;
}

void BM_Search70bPretrain(benchmark::State& state) { runSearch(state, benchCatalog(), pretrain70b(), 24.0 * 90); }
BENCHMARK(BM_Search70bPretrain)->Unit(benchmark::kMillisecond);

void BM_Search7bFineTune(benchmark::State& state) { runSearch(state, benchCatalog(), fineTune7b(), 48.0); }
BENCHMARK(BM_Search7bFineTune)->Unit(benchmark::kMillisecond);

// The whole shipped catalog (every GPU with an hourly or monthly offer), as the view searches it.
void BM_ShippedCatalog13bFineTune(benchmark::State& state)
{
    runSearch(state, shippedCatalog(), fineTune13b(), 0, 1024);
}
BENCHMARK(BM_ShippedCatalog13bFineTune)->Unit(benchmark::kMillisecond);

void BM_ShippedCatalog70bPretrain(benchmark::State& state)
{
    runSearch(state, shippedCatalog(), pretrain70b(), 0, 1024);
}
BENCHMARK(BM_ShippedCatalog70bPretrain)->Unit(benchmark::kMillisecond);

void BM_ShippedCatalogServing8b(benchmark::State& state)
{
    gp::Scenario s;
    s.model.catalogKey = "llama-3.1-8b";
    s.task = gp::Task::Inference;
    s.inference.promptTokens = 1000;
    s.inference.outputTokens = 200;
    gp::ServingSearchOptions o;
    o.targets = {10.0, 1.0, 0.05, 0};
    o.weightFormats = {gp::WeightFormat::FP16, gp::WeightFormat::FP8, gp::WeightFormat::INT8, gp::WeightFormat::INT4};
    o.kvPrecisions = {gp::KvPrecision::FP16, gp::KvPrecision::FP8};
    std::uint64_t evaluated = 0, rejected = 0, full = 0;
    for (auto _ : state) {
        gp::ServingSearchResult r = gp::ServingSearch::run(s, shippedCatalog(), o);
        evaluated += r.evaluated;
        rejected += r.rejectedByMemory;
        full += r.fullyEvaluated;
        benchmark::DoNotOptimize(r.front.data());
    }
    report(state, evaluated, rejected, full);
}
BENCHMARK(BM_ShippedCatalogServing8b)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv); // the catalog store reads the shipped catalog from Qt resources
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
