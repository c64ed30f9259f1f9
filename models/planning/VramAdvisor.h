// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The VRAM-planning wizard's answers ("VRAM planning: the calculation most teams underestimate", the seed
// article): which catalog GPUs hold a scenario (fits, headroom, fewest GPUs), the largest batch and the
// longest context that fit a chosen GPU, and the cheapest ways to make it fit, each with its memory saving
// and its time cost as PlanningEngine estimates them. Also the article's worked examples next to the
// engine's accurate figures. Plain values in, plain values out.
#include "CatalogSnapshot.h"
#include "Estimate.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace gp {

struct FitOption {
    std::string label;   // "Gradient checkpointing (full recomputation)"
    Scenario scenario;   // the scenario with the change
    double memoryGb = 0; // per GPU, with the change (engine)
    double savingGb = 0; // per GPU, against the scenario as it is
    bool fits = false;
    int gpus = 1; // GPUs the change uses
    // Engine time with the change / without: training wall clock, serving request latency. NaN when the
    // engine does not model the change's time (timeNote says why).
    double timeFactor = 0;
    double gpuHoursFactor = 0; // training: GPU-hours with / without (what the run costs); serving: GPUs x latency
    std::string timeNote;
};

struct VramPlan {
    Estimate estimate;           // the engine's estimate on the chosen GPU (fitsByGpu filled)
    int largestBatch = 0;        // micro-batch (training) or concurrent sequences (serving) that fit
    int longestContext = 0;      // training sequence length, or prompt + output
    std::vector<FitOption> ways; // fitting first, then the smallest GPU-hours factor
    std::vector<FieldError> errors;
    bool ok() const { return errors.empty(); }
};

struct ArticleFigure {
    std::string example;   // "13B full fine-tune (article section 4)"
    std::string component; // "Weights"
    std::string article;   // as the article writes it: "approximately 26 GB"
    double articleGb = 0;  // the article's figure (the middle of a range)
    double engineGb = 0;   // the engine's figure for the same assumptions
    std::string why;       // where and why they differ
};

class VramAdvisor {
public:
    static VramPlan plan(const Scenario& scenario, const CatalogSnapshot& catalog);
    // The largest micro-batch (training) or number of concurrent sequences (serving) whose total fits
    // `usableGb` per GPU with the scenario's own layout; 0 when not even one does.
    static int largestBatch(const Scenario& scenario, const ModelArchitecture& model, double usableGb);
    static std::vector<FitOption> waysToFit(const Scenario& scenario, const CatalogSnapshot& catalog);

    // The article's worked examples, under the article's assumptions (FP16/BF16, Adam, one GPU):
    // 13B walk-through, 7B full fine-tune and QLoRA on 24 GB, 70B in FP16 and at 4 bits. Needs the catalog's
    // llama-2-7b, llama-2-13b and llama-2-70b rows; empty without them.
    static std::vector<ArticleFigure> articleExamples(const CatalogSnapshot& catalog);
    static Scenario article13bFullFineTune();
    static Scenario article7bQLoRA();    // on a 24 GB GPU: nvidia-rtx-4090
    static Scenario article70bFourBit(); // serving one sequence
};

} // namespace gp
