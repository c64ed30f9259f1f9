#include "EstimateBatch.h"

#include "planning/PlanningEngine.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace EstimateBatch {

void run(const std::vector<gp::Scenario>& scenarios, const gp::CatalogSnapshot& catalog,
         std::vector<gp::EstimateResult>& results, const std::vector<bool>& needed)
{
    results.resize(scenarios.size());
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < scenarios.size(); ++i)
        if (needed.empty() || (i < needed.size() && needed[i]))
            todo.push_back(i);
    // Below a few scenarios a thread costs more than it saves.
    const std::size_t threads =
        std::min<std::size_t>(todo.size() / 2, std::max(1u, std::thread::hardware_concurrency()));
    if (threads <= 1) {
        for (std::size_t i : todo)
            results[i] = gp::PlanningEngine::estimate(scenarios[i], catalog);
        return;
    }
    // Each worker takes the next index: scenarios differ a lot in cost (a training search vs one decode).
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t k = next++; k < todo.size(); k = next++)
            results[todo[k]] = gp::PlanningEngine::estimate(scenarios[todo[k]], catalog);
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();   // this thread works too
    for (auto& t : pool)
        t.join();
}

} // namespace EstimateBatch
