#include "ComparisonFigures.h"

#include "ScenarioComparisonModel.h"

namespace ComparisonFigures {

using Row = ScenarioComparisonModel::Row;

const gp::CostLine* cheapestCost(const gp::Estimate& estimate)
{
    const gp::CostLine* best = nullptr;
    for (const auto& line : estimate.costs)
        if (line.gpuMatchesScenario && line.costPerRun > 0 && (!best || line.costPerRun < best->costPerRun))
            best = &line;
    return best;
}

std::string boundName(gp::Bound bound)
{
    switch (bound) {
    case gp::Bound::Compute: return "compute";
    case gp::Bound::MemoryBandwidth: return "memory bandwidth";
    case gp::Bound::Communication: return "communication";
    }
    return {};
}

namespace {
int gpusNeeded(const gp::Estimate& e)
{
    if (e.inference && e.inference->gpusNeededForTarget > 0)
        return e.inference->gpusNeededForTarget;
    return e.totalGpus;
}
} // namespace

std::optional<double> value(int row, const gp::Estimate& e)
{
    const auto& t = e.training;
    const auto& i = e.inference;
    switch (Row(row)) {
    case Row::MemoryPerGpuRow: return e.memory.totalGb();
    case Row::FitsRow: return e.fits ? 1.0 : 0.0;
    case Row::GpusNeededRow: return double(gpusNeeded(e));
    case Row::TrainingHoursRow: return t ? std::optional(t->wallClockHours) : std::nullopt;
    case Row::GpuHoursRow: return t ? std::optional(t->gpuHours) : std::nullopt;
    case Row::TokensPerSecondRow:
        if (t)
            return t->tokensPerSecond;
        if (i)
            return i->tokensPerSecond;
        return std::nullopt;
    case Row::TimeToFirstTokenRow: return i ? std::optional(i->timeToFirstTokenSeconds) : std::nullopt;
    case Row::TimePerOutputTokenRow: return i ? std::optional(i->timePerOutputTokenSeconds) : std::nullopt;
    case Row::CostPerRunRow:
        if (const auto* c = cheapestCost(e))
            return c->costPerRun;
        return std::nullopt;
    case Row::CostPerMillionTokensRow:
        if (const auto* c = cheapestCost(e); c && c->costPerMillionTokens > 0)
            return c->costPerMillionTokens;
        return std::nullopt;
    case Row::BoundRow:
        if (t)
            return double(int(t->bound));
        if (i)
            return double(int(i->bound));
        return std::nullopt;
    case Row::RowCount: break;
    }
    return std::nullopt;
}

std::string notApplicableReason(int row, const gp::Estimate& e)
{
    switch (Row(row)) {
    case Row::TrainingHoursRow:
    case Row::GpuHoursRow: return "applies to training scenarios only";
    case Row::TimeToFirstTokenRow:
    case Row::TimePerOutputTokenRow: return "applies to inference scenarios only";
    case Row::CostPerRunRow:
    case Row::CostPerMillionTokensRow:
        return e.costs.empty() ? "no priced offer: add hourly or monthly offers for this GPU to the scenario"
                               : "no offer of the scenario's GPU has a usable price";
    default: return "not available";
    }
}

std::optional<gp::Explanation> explanation(int row, const gp::Estimate& e, const gp::Scenario& s)
{
    auto engine = [&](const std::string& figure) -> std::optional<gp::Explanation> {
        if (const auto* x = e.explain(figure))
            return *x;
        return std::nullopt;
    };
    if (!value(row, e))
        return std::nullopt;
    switch (Row(row)) {
    case Row::MemoryPerGpuRow: return engine("memory.total_gb");
    case Row::FitsRow: return engine("fits");
    case Row::GpusNeededRow: {
        if (e.inference && e.inference->gpusNeededForTarget > 0)
            return engine("gpus_needed_for_target");
        gp::Explanation x;
        x.figure = "total_gpus";
        x.label = "GPUs (total)";
        x.value = e.totalGpus;
        x.unit = "GPUs";
        x.formula = "GPUs per node x nodes";
        x.inputs = {{"GPUs per node", double(s.hardware.gpusPerNode), "", "scenario"},
                    {"nodes", double(s.hardware.nodes), "", "scenario"}};
        x.citation = "definition";
        return x;
    }
    case Row::TrainingHoursRow: return engine("training_hours");
    case Row::GpuHoursRow: return engine("gpu_hours");
    case Row::TokensPerSecondRow: return engine("tokens_per_second");
    case Row::TimeToFirstTokenRow: return engine("time_to_first_token_s");
    case Row::TimePerOutputTokenRow: return engine("time_per_output_token_s");
    case Row::CostPerRunRow: return engine("cost_per_run." + cheapestCost(e)->offerKey);
    case Row::CostPerMillionTokensRow: return engine("cost_per_million_tokens." + cheapestCost(e)->offerKey);
    case Row::BoundRow: return engine("bound");
    case Row::RowCount: break;
    }
    return std::nullopt;
}

} // namespace ComparisonFigures
