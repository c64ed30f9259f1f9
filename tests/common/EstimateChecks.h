// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Checks the fuzz tests make of every estimate: whatever the input, the figures the user sees are finite
// numbers and none is negative (except the headroom against a GPU, which is negative when it does not fit).
#include "planning/Estimate.h"

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace EstimateChecks {

// Every number of an estimate as the engine made it (EstimateJson would print NaN as 0, so the check
// reads the values themselves). Returns the first non-finite one's name, empty when all are finite.
inline std::string firstNonFinite(const gp::Estimate& e)
{
    std::vector<std::pair<const char*, double>> values = {{"memory.weights", e.memory.weights},
                                                          {"memory.gradients", e.memory.gradients},
                                                          {"memory.optimizer", e.memory.optimizerStates},
                                                          {"memory.master", e.memory.masterWeights},
                                                          {"memory.activations", e.memory.activations},
                                                          {"memory.logits", e.memory.logits},
                                                          {"memory.kv_cache", e.memory.kvCache},
                                                          {"memory.lora", e.memory.loraAdapters},
                                                          {"memory.lora_optimizer", e.memory.loraOptimizer},
                                                          {"memory.quant", e.memory.quantConstants},
                                                          {"memory.zero_gathered", e.memory.zeroGatheredWeights},
                                                          {"memory.context", e.memory.cudaContext},
                                                          {"memory.reserve", e.memory.allocatorReserve},
                                                          {"usable_memory", e.usableMemoryGbPerGpu}};
    if (e.training) {
        const gp::TrainingEstimate& t = *e.training;
        values.insert(values.end(), {{"training.flops", t.totalFlops},
                                     {"training.mfu", t.mfu},
                                     {"training.step", t.stepSeconds},
                                     {"training.comm", t.communicationSecondsPerStep},
                                     {"training.bubble", t.pipelineBubbleFraction},
                                     {"training.hours", t.wallClockHours},
                                     {"training.gpu_hours", t.gpuHours},
                                     {"training.tokens_per_s", t.tokensPerSecond},
                                     {"training.achieved_mfu", t.achievedMfu}});
    }
    if (e.inference) {
        const gp::InferenceEstimate& i = *e.inference;
        values.insert(values.end(), {{"inference.ttft", i.timeToFirstTokenSeconds},
                                     {"inference.tpot", i.timePerOutputTokenSeconds},
                                     {"inference.latency", i.requestLatencySeconds},
                                     {"inference.tokens_per_s", i.tokensPerSecond},
                                     {"inference.requests_per_s", i.requestsPerSecond}});
    }
    for (const gp::CostLine& c : e.costs)
        values.insert(values.end(), {{"cost.price_per_gpu_hour", c.pricePerGpuHour},
                                     {"cost.per_run", c.costPerRun},
                                     {"cost.per_million_tokens", c.costPerMillionTokens}});
    if (e.fitsByGpu)
        for (const gp::GpuFit& f : *e.fitsByGpu)
            values.insert(values.end(),
                          {{"fit.usable", f.usableGb}, {"fit.required", f.requiredGb}, {"fit.headroom", f.headroomGb}});
    for (const gp::Explanation& x : e.explanations) {
        if (!std::isfinite(x.value))
            return "explanation " + x.figure;
        for (const gp::ExplanationInput& in : x.inputs)
            if (!std::isfinite(in.value))
                return "explanation " + x.figure + " input " + in.name;
    }
    for (const auto& [name, value] : values)
        if (!std::isfinite(value) || (value < 0 && std::string(name) != "fit.headroom"))
            return name;
    return {};
}

} // namespace EstimateChecks
