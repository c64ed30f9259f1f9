// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Checks a Scenario against itself and the catalog before the engine runs. Errors stop the estimate;
// warnings are shown with it. Each names the JSON path of the field (docs/scenario-schema.md).
#include "CatalogSnapshot.h"
#include "Estimate.h"
#include "Scenario.h"

#include <optional>
#include <vector>

namespace gp {

struct ValidationOptions {
    bool pricingRequested = false; // the caller wants cost per result: an empty offer list is an error
};

class ScenarioValidator {
public:
    // Sequence lengths above this are refused outright: no released model serves more than a few
    // million tokens of context, and 10M keeps s^2 terms far from overflow.
    static constexpr double kMaxSequenceLength = 10'000'000;
    // Training on more tokens than this is refused: the largest published runs are in the tens of trillions
    // (Llama 3: 15.6e12, Dubey et al. 2024), and 1e15 keeps 6 N D far from overflowing a double. Found by
    // the .gpuplan fuzz test, where a token count of 1e308 made every time and cost infinite.
    static constexpr double kMaxTrainingTokens = 1e15;
    // A custom model above 100 trillion parameters is refused for the same reason (the largest published
    // dense and mixture-of-experts models are below 2e12).
    static constexpr double kMaxParameters = 1e14;

    static std::vector<FieldError> validate(const Scenario& scenario, const CatalogSnapshot& catalog,
                                            const ValidationOptions& options = {});
    // Plausible but risky settings, e.g. a sequence longer than the model's trained context.
    static std::vector<FieldError> warnings(const Scenario& scenario, const CatalogSnapshot& catalog);

    // The architecture the scenario names: the catalog row or the custom one. Empty when neither.
    // What is wrong with a time-to-first-token percentile target (empty when none): one of 50, 90, 95, 99 (or 0,
    // the mean), on a TTFT target that is set, under continuous batching (the queueing model is the continuous
    // scheduler's, ServingQueue.h). The validator and the serving search both ask it.
    static std::string ttftPercentileProblem(int percentile, double ttftTargetSeconds, Batching batching);
    static std::optional<ModelArchitecture> resolveModel(const Scenario& scenario, const CatalogSnapshot& catalog);
};

} // namespace gp
