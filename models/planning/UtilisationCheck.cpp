// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "UtilisationCheck.h"

#include "OfferTerms.h"
#include "PlanningEngine.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gp {
namespace {

std::string num(double v, int decimals)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

} // namespace

UtilisationReport UtilisationCheck::check(const Scenario& sc, const CatalogSnapshot& catalog,
                                          const UtilisationObservation& o)
{
    UtilisationReport r;
    if (!sc.isTraining()) {
        r.errors.push_back({"task", "the utilisation check is for training runs"});
        return r;
    }
    if (!(o.utilisationPercent > 0 && o.utilisationPercent <= 100))
        r.errors.push_back({"utilisation_percent", "the observed utilisation must be above 0% and at most 100%"});
    if (o.dataLoaderWorkers < 0)
        r.errors.push_back({"dataloader_workers", "the number of DataLoader workers must be 0 or more"});
    if (!(o.storageReadGBps >= 0) || !std::isfinite(o.storageReadGBps))
        r.errors.push_back({"storage_read_gbps", "the storage read speed must be 0 (not measured) or more"});
    if (!r.errors.empty())
        return r;
    const EstimateResult e = PlanningEngine::estimate(sc, catalog, EstimateOptions{.fitsForEveryGpu = false});
    if (!e.ok()) {
        r.errors = e.errors;
        return r;
    }
    const TrainingEstimate& t = *e.estimate->training;
    r.engineHours = t.wallClockHours;
    // Hours saved are worth what an hour of the rented fleet costs at the headline offer, the price the
    // comparison shows (never the first offer listed, which may be interruptible or another GPU's).
    if (const CostLine* h = e.estimate->headline()) {
        r.costPerHour = h->instances * h->pricePerInstanceHour;
        r.pricedAt = h->providerName + (h->region.empty() ? "" : ", " + h->region) +
                     (h->instanceType.empty() ? "" : ", " + h->instanceType) + ", " + pricedTierLabel(h->tier);
    }
    auto worth = [&](std::optional<double> hours) {
        return r.costPerHour && hours ? std::optional<double>(*hours * *r.costPerHour) : std::nullopt;
    };
    // NCCL collectives are kernels too, so nvidia-smi counts communication as busy; only the pipeline
    // bubble leaves the GPUs idle in the engine's step.
    // The engine refuses a negative bubble (PlanningEngine's figure check), so none is clamped here.
    r.expectedUtilisationPercent = 100.0 / (1.0 + t.pipelineBubbleFraction);
    const double u = o.utilisationPercent;
    r.belowThreshold = u < UtilisationReport::kThresholdPercent;
    r.observedHours =
        u < r.expectedUtilisationPercent ? r.engineHours * r.expectedUtilisationPercent / u : r.engineHours;
    r.verdict = r.belowThreshold
                    ? "Below 70% utilisation the bottleneck is not the GPU (the seed article): data loading, memory "
                      "management or code keeps it waiting. Faster GPUs would wait just the same."
                    : "At " + num(u, 0) +
                          "% the GPUs are busy: if training is slower than expected, the hardware "
                          "configuration is the limit (the seed article), so a faster GPU or link is the lever.";
    r.requiredReadGBps = t.tokensPerSecond * kBytesPerToken / 1e9;
    const double idleHours = r.observedHours - r.engineHours;

    {
        UtilisationCause c;
        c.cause = "Data pipeline starvation";
        std::vector<std::string> ev;
        if (o.dataLoaderWorkers < 2)
            ev.push_back(std::to_string(o.dataLoaderWorkers) +
                         " DataLoader workers per GPU (the loading runs in the training loop)");
        if (!o.pinMemory)
            ev.push_back("pin_memory is off (every batch is copied through pageable memory)");
        if (o.storageReadGBps > 0 && o.storageReadGBps < r.requiredReadGBps)
            ev.push_back("storage reads " + num(o.storageReadGBps, 2) + " GB/s, the run needs " +
                         num(r.requiredReadGBps, 3) + " GB/s");
        c.likely = r.belowThreshold && !ev.empty();
        for (std::size_t i = 0; i < ev.size(); ++i)
            c.evidence += (i ? "; " : "") + ev[i];
        if (c.evidence.empty())
            c.evidence = "no symptom given";
        c.fix = "More DataLoader workers, pin_memory=True with prefetching, the dataset cached on local NVMe, "
                "augmentation on the GPU (NVIDIA DALI).";
        c.hoursSaved = idleHours; // >= 0: observed hours are the engine's at least (above)
        c.moneySaved = worth(c.hoursSaved);
        c.basis = "the GPUs idle while waiting for data: observed time = the engine's " + num(r.engineHours, 1) +
                  " h x " + num(r.expectedUtilisationPercent, 0) + "% expected / " + num(u, 0) +
                  "% observed = " + num(r.observedHours, 1) +
                  " h; feeding them recovers the difference. The run reads " + num(r.requiredReadGBps, 3) +
                  " GB/s (engine tokens/s x 4 bytes a token).";
        r.causes.push_back(std::move(c));
    }
    {
        UtilisationCause c;
        c.cause = "Small effective batch";
        const double tokensPerStep = static_cast<double>(sc.training.globalBatch) * sc.training.sequenceLength;
        Scenario bigger = sc;
        bigger.training.globalBatch = sc.training.globalBatch * 4; // same micro-batch, 4x the accumulation
        const EstimateResult b = PlanningEngine::estimate(bigger, catalog, EstimateOptions{.fitsForEveryGpu = false});
        c.likely = r.belowThreshold && (sc.training.microBatch <= 1 || tokensPerStep < 1e6);
        c.evidence = "micro-batch " + std::to_string(sc.training.microBatch) + ", " + num(tokensPerStep / 1e6, 2) +
                     " M tokens per optimizer step";
        c.fix = "Gradient accumulation: more micro-batches per optimizer step, so gradients synchronise less often per "
                "token.";
        if (b.ok()) {
            const double hb = b.estimate->training->wallClockHours;
            // Negative when the larger batch is slower: shown as it is, never as a saving of 0.
            c.hoursSaved = r.engineHours - hb;
            c.moneySaved = worth(c.hoursSaved);
            c.basis =
                "the engine with 4x the global batch (4x the accumulation steps, same micro-batch): " + num(hb, 1) +
                " h instead of " + num(r.engineHours, 1) +
                " h. A larger batch can change convergence: check the learning rate.";
        } else {
            // No figure to offer: the cause is listed, its worth is not invented.
            c.basis = "the engine cannot estimate 4x the global batch (" + b.errors.front().field + ": " +
                      b.errors.front().message + ")";
        }
        r.causes.push_back(std::move(c));
    }
    {
        UtilisationCause c;
        c.cause = "Gradient synchronisation over PCIe";
        const GpuSpec* gpu = catalog.gpu(sc.hardware.gpuKey);
        const bool pcie = gpu && gpu->interconnect.find("NVLink") == std::string::npos;
        const double steps = t.stepSeconds > 0 ? t.wallClockHours * 3600.0 / t.stepSeconds : 0;
        const double exposedHours = steps * t.exposedCommunicationSecondsPerStep / 3600.0;
        c.likely = r.belowThreshold && sc.totalGpus() > 1 && pcie;
        c.evidence = sc.totalGpus() <= 1 ? "one GPU: nothing to synchronise"
                     : pcie              ? std::to_string(sc.totalGpus()) + " GPUs linked by PCIe (" +
                                  (gpu ? gpu->name : sc.hardware.gpuKey) + ")"
                            : "GPUs linked by " + gpu->interconnect;
        c.fix = "NVLink/NVSwitch hardware, or FSDP / DeepSpeed ZeRO to overlap and shard the synchronisation.";
        c.hoursSaved = exposedHours;
        c.moneySaved = worth(c.hoursSaved);
        c.basis = "the communication the engine finds not hidden behind the backward pass: " +
                  num(t.exposedCommunicationSecondsPerStep, 3) + " s a step x " + num(steps, 0) +
                  " steps; a link fast enough to hide it saves at most this.";
        r.causes.push_back(std::move(c));
    }
    std::stable_sort(r.causes.begin(), r.causes.end(), [](const UtilisationCause& a, const UtilisationCause& b) {
        // Likely causes first, then the largest saving; a cause without a figure last.
        return a.likely != b.likely ? a.likely : a.hoursSaved.value_or(-1e300) > b.hoursSaved.value_or(-1e300);
    });
    return r;
}

} // namespace gp
