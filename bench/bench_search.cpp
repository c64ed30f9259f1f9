// Configuration search throughput: configurations evaluated per second on one core
// (items_per_second). A configuration is one (GPU, instance size, GPU count, tensor x pipeline layout,
// ZeRO stage, precision, recomputation) point: memory checked, and when it fits, timed, held against the
// deadline, priced with every offer of that instance size and held against the Pareto front.
// Run: build-<name>/bench/bench_search (Release build, -DGPU_PLANNER_BUILD_BENCH=ON).
#include "../tests/models/planning/PlanningTestCatalog.h"
#include "planning/ConfigurationSearch.h"

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

void runSearch(benchmark::State& state, const gp::Scenario& workload, double deadline)
{
    const gp::CatalogSnapshot catalog = benchCatalog();
    gp::SearchOptions options;
    options.deadlineHours = deadline;
    std::uint64_t evaluated = 0;
    for (auto _ : state) {
        gp::SearchResult r = gp::ConfigurationSearch::run(workload, catalog, options);
        evaluated += r.evaluated;
        benchmark::DoNotOptimize(r.front.data());
    }
    state.SetItemsProcessed(static_cast<int64_t>(evaluated));
    state.counters["configs_per_search"] = static_cast<double>(evaluated) / static_cast<double>(state.iterations());
}

void BM_Search70bPretrain(benchmark::State& state)
{
    gp::Scenario s = PlanningTestCatalog::fineTune7b();
    s.model.catalogKey = "llama-2-70b";
    s.task = gp::Task::PreTrain;
    s.training.tokens = 2e12;
    s.training.globalBatch = 1024;
    s.training.microBatch = 1;
    s.training.sequenceLength = 4096;
    s.pricing.offerKeys.clear();
    runSearch(state, s, 24.0 * 90);
}
BENCHMARK(BM_Search70bPretrain)->Unit(benchmark::kMillisecond);

void BM_Search7bFineTune(benchmark::State& state)
{
    gp::Scenario s = PlanningTestCatalog::fineTune7b();
    s.training.globalBatch = 4096;
    s.training.microBatch = 1;
    s.pricing.offerKeys.clear();
    runSearch(state, s, 48.0);
}
BENCHMARK(BM_Search7bFineTune)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
