// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FigureChecks.h"

#include <cmath>

namespace gp {
namespace {
// A utilisation is a share of the peak: above 1 the time would be faster than the GPU can go. The achieved MFU
// divides by step x GPUs x peak where the compute multiplied GPUs x peak x utilisation, so a utilisation of exactly
// 1 can come back 1 ulp above it: a relative 1e-9 is rounding, anything more a bug.
constexpr double kPeakRounding = 1e-9;
} // namespace

std::vector<std::string> badFigures(std::initializer_list<FigureCheck> figures)
{
    std::vector<std::string> bad;
    for (const auto& f : figures)
        if (!std::isfinite(f.value) || f.value < 0 || (f.mustBePositive && f.value == 0))
            bad.push_back(std::string(f.name) + " = " + std::to_string(f.value));
    return bad;
}

std::vector<std::string> badFigures(const TrainingEstimate& t)
{
    return badFigures({{"total_flops", t.totalFlops, true},
                       {"flops_per_token", t.flopsPerToken, true},
                       {"peak_tflops_per_gpu", t.peakTflopsPerGpu, true},
                       {"utilisation_assumed", t.mfu, true},
                       {"step_seconds", t.stepSeconds, true},
                       {"compute_seconds_per_step", t.computeSecondsPerStep, true},
                       {"communication_seconds_per_step", t.communicationSecondsPerStep, false},
                       {"exposed_communication_seconds_per_step", t.exposedCommunicationSecondsPerStep, false},
                       {"host_transfer_seconds_per_step", t.hostTransferSecondsPerStep, false},
                       {"exposed_host_transfer_seconds_per_step", t.exposedHostTransferSecondsPerStep, false},
                       {"pipeline_bubble_fraction", t.pipelineBubbleFraction, false},
                       {"training_hours", t.wallClockHours, true},
                       {"gpu_hours", t.gpuHours, true},
                       {"tokens_per_second", t.tokensPerSecond, true},
                       {"achieved_mfu", t.achievedMfu, true}});
}

std::vector<std::string> aboveThePeak(const TrainingEstimate& t)
{
    std::vector<std::string> above;
    for (const auto& [name, value] :
         {std::pair{"utilisation_assumed", t.mfu}, std::pair{"achieved_mfu", t.achievedMfu}})
        if (value > 1 + kPeakRounding)
            above.push_back(std::string(name) + " = " + std::to_string(value));
    return above;
}

std::vector<std::string> badFigures(const InferenceEstimate& i)
{
    return badFigures({{"time_to_first_token_s", i.timeToFirstTokenSeconds, true},
                       {"time_per_output_token_s", i.timePerOutputTokenSeconds, true},
                       {"request_latency_s", i.requestLatencySeconds, true},
                       {"output_tokens_per_second_per_gpu", i.tokensPerSecondPerGpu, true},
                       {"tokens_per_second", i.tokensPerSecond, true},
                       {"requests_per_second", i.requestsPerSecond, true},
                       {"achieved_requests_per_second", i.achievedRequestsPerSecond, true},
                       {"priced_output_tokens_per_second", i.pricedOutputTokensPerSecond, true},
                       {"max_concurrent_sequences", double(i.maxConcurrentSequencesThatFit), false},
                       {"gpus_needed_for_target", double(i.gpusNeededForTarget), false}});
}

std::vector<std::string> badFigures(const MemoryBreakdown& m)
{
    return badFigures({{"memory.weights_gb", m.weights, false},
                       {"memory.gradients_gb", m.gradients, false},
                       {"memory.optimizer_states_gb", m.optimizerStates, false},
                       {"memory.master_weights_gb", m.masterWeights, false},
                       {"memory.activations_gb", m.activations, false},
                       {"memory.logits_gb", m.logits, false},
                       {"memory.kv_cache_gb", m.kvCache, false},
                       {"memory.lora_adapters_gb", m.loraAdapters, false},
                       {"memory.lora_optimizer_gb", m.loraOptimizer, false},
                       {"memory.quant_constants_gb", m.quantConstants, false},
                       {"memory.zero_gathered_weights_gb", m.zeroGatheredWeights, false},
                       {"memory.cuda_context_gb", m.cudaContext, false},
                       {"memory.allocator_reserve_gb", m.allocatorReserve, false},
                       {"memory.total_gb", m.totalGb(), true}});
}

std::string joined(const std::vector<std::string>& parts)
{
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : ", ") + p;
    return out;
}

FieldError figureError(const GpuSpec& gpu, const ModelArchitecture& model, const char* what,
                       const std::vector<std::string>& bad)
{
    return {"hardware.gpu_key",
            std::string("the ") + what + " does not come out as finite, non-negative numbers with GPU '" + gpu.key +
                "' and model '" + model.key + "' (" + joined(bad) +
                "; check the GPU's TFLOPS and memory bandwidth and the model's sizes in the catalog)"};
}

std::vector<std::string> badFigures(const CostLine& c)
{
    return badFigures({{"price_per_instance_hour", c.pricePerInstanceHour, true},
                       {"billed_hours_per_instance", c.billedHoursPerInstance, true},
                       {"cost", c.costPerRun, true},
                       {"cost_per_million_tokens", c.costPerMillionTokens, true},
                       {"commitment_cost", c.commitmentCost, false}});
}

std::vector<std::string> badFigures(const Explanation& x)
{
    std::vector<std::string> bad;
    if (!std::isfinite(x.value))
        bad.push_back("its value");
    for (const auto& input : x.inputs)
        if (!std::isfinite(input.value))
            bad.push_back("input '" + input.name + "'");
    return bad;
}

} // namespace gp
