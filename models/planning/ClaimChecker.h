// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Holds a published performance claim against physics: the FLOPs a training claim needs, the TFLOPS per
// GPU that implies, and that figure against the GPU's dense peak. Above 100% of the peak is impossible;
// above the best utilisation ever published for such runs is optimistic. Throughput-ratio claims ("4-8x
// more tokens/s on H100 than A100") are held against the ratios of memory bandwidth (memory-bound decode)
// and dense compute (compute-bound prefill, large batches), with and without FP8.
#include "CatalogSnapshot.h"
#include "Explanation.h"
#include "Scenario.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gp {

enum class Verdict { Plausible, Optimistic, Impossible };

struct TrainingClaim {
    std::string text;      // the claim as stated
    std::string modelKey;  // catalog model, or empty with `parameters` set
    double parameters = 0; // used when modelKey is empty (the article's "7B" = 7e9)
    double tokens = 0;
    std::string gpuKey;
    int gpus = 1;
    double hours = 0;
    Task task = Task::FullFineTune;
    TrainPrecision precision = TrainPrecision::MixedBF16;
};

struct TrainingClaimResult {
    std::string text;
    double parameters = 0;
    double requiredFlops = 0; // 6 P D (4 P D for LoRA/QLoRA)
    double impliedTflopsPerGpu = 0;
    double peakTflopsPerGpu = 0;
    double impliedUtilisation = 0; // implied / peak (1.0 = 100%)
    double timesPeak = 0;          // same, as a multiple
    double plausibleHours = 0;     // at the published default utilisation for this GPU and scale
    Verdict verdict = Verdict::Plausible;
    Explanation explanation;
    std::vector<std::string> notes;
};

struct RatioClaim {
    std::string text;
    std::string fasterGpuKey;
    std::string slowerGpuKey;
    double claimedLow = 0;
    double claimedHigh = 0;
};

struct RatioClaimResult {
    std::string text;
    double bandwidthRatio = 0;   // memory-bound decode
    double computeRatioBf16 = 0; // dense BF16 vs dense BF16
    double computeRatioFp8 = 0;  // faster GPU's FP8 dense vs slower GPU's BF16 dense (0 if no FP8)
    Verdict lowVerdict = Verdict::Plausible;
    Verdict highVerdict = Verdict::Plausible;
    Explanation explanation;
    std::vector<std::string> notes;
};

struct ClaimError {
    std::string field;
    std::string message;
};

class ClaimChecker {
public:
    // The best model-FLOPs utilisation in the published tables we cite (MosaicML LLM Foundry, A100 80GB,
    // MPT-7B at 2k: 64.2%): a claim needing more is optimistic, more than 100% impossible.
    static constexpr double kBestPublishedUtilisation = 0.642;

    static std::vector<ClaimError> validate(const TrainingClaim& claim, const CatalogSnapshot& catalog);
    static TrainingClaimResult check(const TrainingClaim& claim, const CatalogSnapshot& catalog);
    static std::vector<ClaimError> validate(const RatioClaim& claim, const CatalogSnapshot& catalog);
    static RatioClaimResult check(const RatioClaim& claim, const CatalogSnapshot& catalog);

    // The seed article's three benchmark claims (section 5 of the article).
    static std::vector<TrainingClaim> articleTrainingClaims();
    static RatioClaim articleRatioClaim();

    static const char* verdictName(Verdict v); // "plausible", "optimistic", "physically impossible"
    static nlohmann::json toJson(const TrainingClaimResult& r);
    static nlohmann::json toJson(const RatioClaimResult& r);
};

} // namespace gp
