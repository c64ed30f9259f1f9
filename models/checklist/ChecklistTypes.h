// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The platform checklist (issue 13; the seed article's "scalability checklist" and seven criteria):
// plain values in, plain values out. What a platform is known to offer comes from sourced catalog facts;
// what the plan needs comes from the planning engine. A fact nobody sourced stays empty ("unknown") and
// is never filled with a guess.
#include "messages/Message.h"

#include <optional>
#include <string>
#include <vector>

namespace gp::checklist {

enum class WorkloadKind { Pretraining, FineTuning, Serving };
enum class LinkKind { Unknown, NvLink, Pcie };
enum class Fabric { Unknown, InfiniBand, RoCE, Efa, Ethernet };

// One catalog platform_facts row (or a provider's published SLA), as the checklist reads it.
struct FactRow {
    std::string providerKey;
    std::string offerKey; // empty: holds for the whole provider
    std::string fact;     // platform_facts.fact
    std::string text;
    std::optional<double> number;
    std::string unit;
    std::string source;
    std::string asOf;
};

// What the checklist knows about one candidate platform (provider) for the plan's GPU.
struct PlatformFacts {
    std::string providerKey;
    std::string providerName;
    bool offersPlanGpu = false;
    int largestInstanceGpus = 0;               // of the plan's GPU in the catalog's offers; 0 = none
    std::optional<double> memoryBandwidthTBps; // the plan's GPU, when offered
    std::optional<double> vramGb;
    LinkKind intraNode = LinkKind::Unknown;
    std::optional<FactRow> allToAll;  // GB/s per GPU
    std::optional<FactRow> nvmeLocal; // TB per instance
    std::optional<FactRow> nvmeRead;  // GB/s per instance
    Fabric fabric = Fabric::Unknown;
    std::optional<FactRow> fabricFact;
    std::optional<FactRow> fabricBandwidth; // GB/s per GPU
    std::optional<FactRow> softwareImages;
    std::optional<FactRow> failureRecovery;
    std::optional<FactRow> sla;                          // percent
    std::optional<std::vector<std::string>> dcCountries; // ISO codes; empty optional = unknown
    std::optional<FactRow> dcFact;
    // Engine: the cheapest on-demand offer of the plan's GPU, in the scenario's currency. On-demand only, so
    // every provider is held to the same tier (a 3-year reservation next to an hourly price is not like with like).
    std::optional<double> costPerResult;
    std::string costOfferKey;
    std::string costTier;
};

// One training step of the plan with a given intra-node link (PlanningEngine's communication model).
struct CommunicationFigures {
    double communicationSeconds = 0;
    double stepSeconds = 0;
    std::string linkName;
};

struct PlanFacts {
    WorkloadKind workload = WorkloadKind::Pretraining;
    double parameters = 0;
    int nodes = 1;
    int gpusPerNode = 1;
    std::string gpuName;
    std::string costUnit; // "per run" or "per million output tokens", with the currency
    bool personalDataIndia = false;
    LinkKind gpuOwnLink = LinkKind::Unknown; // what the plan's GPU itself connects with
    std::optional<CommunicationFigures> overPcie;
    std::optional<CommunicationFigures> overNvlink;
    int totalGpus() const { return nodes * gpusPerNode; }
    bool training() const { return workload != WorkloadKind::Serving; }
};

struct CriterionWeight {
    std::string key; // checklist_criteria.key
    std::string name;
    std::string measure; // checklist_criteria.measure
    double weight = 0;
};

struct CriterionScore {
    std::string key;
    std::optional<double> score; // [0, 1], relative to the best candidate; empty = unknown
    Message basis;               // the figure the score came from, or why it is unknown (a template, issue 35)
};

enum class GapSeverity { Blocking, Caution };

struct Gap {
    std::string rule; // stable id: gpu-not-offered, node-size, multi-node-fabric, pcie-allreduce, dpdp-residency
    GapSeverity severity = GapSeverity::Blocking;
    Message message; // a template with its figures (issue 35), rendered by the text layer
};

struct PlatformEvaluation {
    std::string providerKey;
    std::string providerName;
    std::vector<CriterionScore> criteria;
    double score = 0;            // sum(weight x score) / sum(weight), unknown criteria counted as 0
    double knownWeightShare = 0; // share of the weight whose criterion is known
    std::vector<Gap> gaps;
};

struct Evaluation {
    std::vector<PlatformEvaluation> platforms;
    std::vector<Message> notes;
    // "weights: ..." when the weights cannot rank anything (ChecklistEvaluator::weightProblems); nothing is
    // scored then.
    std::vector<std::string> errors;
    bool ok() const { return errors.empty(); }
};

} // namespace gp::checklist
