// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The live what-if knobs of a workspace: they never change a saved scenario, they change the copy of
// every scenario (and of the catalog snapshot) that goes into the engine, so the user can ask "what if
// the price were 20% lower / we had 64 GPUs / MFU were 0.4" across all scenarios at once.
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"
#include "planning/ScenarioValidator.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

// One field of WhatIfOverrides: used by the undo stack so that consecutive slider moves of the same
// field merge into one undo step.
enum class WhatIfField { Mfu, PriceFactor, TokensToTrain, GpuCount, DevOpsHours, DevOpsRate, ExchangeRate, GpuStep };

struct WhatIfOverrides {
    // The currency whose rate `exchangeRateUnitsPerUsd` replaces: Indian rupee offers are the ones whose
    // converted price moves with the rate the user expects (the article's market); USD is fixed at 1.
    static constexpr const char* kExchangeRateCurrency = "INR";

    // The allowed ranges: the what-if panel's own, checked again when a file is read, so a hand-edited
    // .gpuplan cannot push a figure to infinity (the fuzz test found a price factor of 1e308 doing so).
    static constexpr double kMinPriceFactorPercent = 10;
    static constexpr double kMaxPriceFactorPercent = 300;
    static constexpr double kMaxTokensToTrain = gp::ScenarioValidator::kMaxTrainingTokens;
    static constexpr double kMaxDevOpsHoursPerMonth = 744; // every hour of a 31-day month
    static constexpr double kMaxDevOpsHourlyRate = 100000; // in the workspace currency
    static constexpr double kMaxExchangeRate = 1000;       // INR per USD (about 90 in 2025)
    static constexpr int kMaxGpuCount = 1000000;

    std::optional<double> mfu;                     // 0 < mfu <= 1; replaces hardware.mfuOverride
    double priceFactorPercent = 100;               // every offer price x factor / 100 (> 0)
    std::optional<double> tokensToTrain;           // replaces training.tokens (> 0)
    std::optional<int> gpuCount;                   // total GPUs; rounded up to whole nodes
    double devOpsHoursPerMonth = 0;                // DOMAIN.md: DevOps = hours per month x loaded rate
    double devOpsHourlyRate = 0;                   // in the workspace currency
    std::optional<double> exchangeRateUnitsPerUsd; // replaces the INR rate (> 0)
    std::optional<std::string> gpuStepKey;         // catalog GPU that replaces every scenario's GPU

    // Edits made in the TCO pane's fields (issue 31: they are what-ifs like the others): the analysis' inputs with
    // the edits applied (TcoJson's form) and each field's last value, in the words "What-if changes applied" lists.
    // The saved analysis keeps its own inputs; "Reset what-if" drops these. Not written to the .gpuplan.
    struct TcoChange {
        int field = 0;         // gp::tco::WhatIfInput
        std::string label;     // "Utilisation"
        double shownValue = 0; // as typed, in `unit`
        std::string unit;      // "%"
        bool operator==(const TcoChange&) const = default;
    };
    struct TcoWhatIf {
        std::string analysisId;
        nlohmann::json inputs;
        std::vector<TcoChange> changes;
        bool operator==(const TcoWhatIf&) const = default;
    };
    std::vector<TcoWhatIf> tco;
    const TcoWhatIf* tcoFor(const std::string& analysisId) const;

    bool operator==(const WhatIfOverrides&) const = default;
    bool isNeutral() const { return *this == WhatIfOverrides{}; }
    // Every value in its allowed range (the ranges WorkspaceJson accepts when it reads a file back).
    bool isValid() const;

    // DevOps cost per month in the workspace currency (hours x rate).
    double devOpsCostPerMonth() const { return devOpsHoursPerMonth * devOpsHourlyRate; }

    // Whether applyTo(CatalogSnapshot&) changes a row: a price factor other than 100 %, or an exchange rate. The
    // workspace copies the catalog for a what-if only when it does.
    bool changesCatalog() const;
    // Apply the catalog-wide overrides (price factor, exchange rate) to a snapshot copy.
    void applyTo(gp::CatalogSnapshot& catalog) const;
    // Puts back into `target` (a copy of `base` that applyTo changed) every value applyTo changes: offer prices,
    // their list prices, the currency rates. Cheaper than copying every row on each what-if step; `target` must
    // hold `base`'s offers in the same order.
    static void restoreWhatApplyToChanges(const gp::CatalogSnapshot& base, gp::CatalogSnapshot& target);
    // Apply the per-scenario overrides (MFU, tokens, GPU count, GPU step) to a scenario copy. `catalog`
    // is used to swap the scenario's offers for the stepped GPU's offers.
    void applyTo(gp::Scenario& scenario, const gp::CatalogSnapshot& catalog) const;

    // Counts tried when the one asked is not a plan, nearest first: a bound, so a knob step stays a handful of
    // validations (bench_whatif BM_WhatIfGpuCountChange).
    static constexpr int kMaxCandidates = 64;
    // The GPU counts the knob may land on for `scenario`, nearest to `asked` first (those at or above it, then
    // those below): whole model copies on whole nodes and, for training, a data-parallel degree that divides
    // the global batch into whole micro-batches. The validator has the last word on each.
    static std::vector<long long> candidateCounts(const gp::Scenario& scenario, long long asked);

private:
    // The count as asked, rounded to whole model copies on whole nodes (the network default past one node).
    static void applyGpuCount(gp::Scenario& scenario, long long asked, const gp::CatalogSnapshot& catalog);
};
