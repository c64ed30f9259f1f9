// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "What causes GPU underutilisation during training - and how do I fix it?" (the seed article's FAQ):
// below 70% GPU utilisation the bottleneck is not the GPU. From the observed utilisation and a few
// symptoms, lists the three causes the article names - data pipeline starvation, a small effective batch,
// gradient synchronisation over PCIe - with the article's fixes and what each fix is worth for the
// scenario, in hours and money, from PlanningEngine estimates.
#include "CatalogSnapshot.h"
#include "Estimate.h"
#include "Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct UtilisationObservation {
    double utilisationPercent = 100; // nvidia-smi dmon -s u, averaged over the run
    int dataLoaderWorkers = 0;       // torch DataLoader num_workers per GPU
    bool pinMemory = false;
    double storageReadGBps = 0; // sustained read speed of the dataset's storage; 0 = not measured
};

struct UtilisationCause {
    std::string cause;    // "Data pipeline starvation"
    bool likely = false;  // the symptoms point at it
    std::string evidence; // which symptom, in plain words
    std::string fix;      // the article's fix
    // Per run, engine-based (basis says how); negative when the fix is slower; empty when the engine cannot
    // estimate the fixed run (basis says why).
    std::optional<double> hoursSaved;
    std::optional<double> moneySaved; // per run, at the headline offer's fleet price; empty when unpriced
    std::string basis;                // how the saving is worked out
};

struct UtilisationReport {
    static constexpr double kThresholdPercent = 70; // the article's rule
    bool belowThreshold = false;
    std::string verdict;
    double engineHours = 0;                // the engine's wall clock: GPUs fed, kernels back to back
    double expectedUtilisationPercent = 0; // what nvidia-smi would show for the engine's step (bubble idle)
    double observedHours = 0;              // engineHours x expected / observed
    // The plan's headline offer (on-demand unless the scenario picks another tier): instances x price per
    // instance-hour, what an hour of the run's fleet costs. Empty when the plan has no headline price.
    std::optional<double> costPerHour;
    std::string pricedAt;        // "AWS, us-east-1, p4de.24xlarge, on-demand", empty when unpriced
    double requiredReadGBps = 0; // tokens/s x 4 bytes
    std::vector<UtilisationCause> causes;
    std::vector<FieldError> errors;
    bool ok() const { return errors.empty(); }
};

class UtilisationCheck {
public:
    // Bytes a training token occupies on storage: about 4 characters of UTF-8 text per BPE token (OpenAI's
    // tokenizer guide, "1 token ~ 4 characters"), or one 32-bit token id when pre-tokenised.
    static constexpr double kBytesPerToken = 4.0;
    static UtilisationReport check(const Scenario& scenario, const CatalogSnapshot& catalog,
                                   const UtilisationObservation& observation);
};

} // namespace gp
