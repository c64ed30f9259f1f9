// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner search FILE|- [--deadline-hours H] [--budget X] [--table]`: the configuration search
// (models/planning/ConfigurationSearch.h) over the catalog's GPUs and offers for a training workload, or the
// serving search (ConfigurationSearchServing.h, the window's Find configurations) for a serving one.
// Prints the Pareto front of cost versus time (serving: cost per hour versus request latency), cheapest first,
// as JSON (or a table with --table).
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "common/TerminalText.h"

#include "planning/ConfigurationSearch.h"
#include "planning/ConfigurationSearchServing.h"
#include "planning/EstimateJson.h"
#include "planning/OfferTerms.h"
#include "planning/ScenarioJson.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

namespace {

int fail(int code, const QString& message) { return CommandSupport::fail(QStringLiteral("search"), code, message); }

constexpr int kMaxResults = 100000;

using CommandSupport::readInput;

// A non-negative number option; -1 when the text is not one (the caller names the option).
double number(const QCommandLineParser& parser, const QCommandLineOption& option, double fallback)
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const double v = parser.value(option).toDouble(&ok);
    return ok && v >= 0 && std::isfinite(v) ? v : -1;
}

std::string lower(std::string s)
{
    for (auto& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The residency the search applied (the scenario's, or --india-only) and the scenario's DPDP answer, echoed so the
// output says which offers could be picked (issue 31).
nlohmann::json residencyJson(const gp::Scenario& workload, const gp::OfferFilter& offers)
{
    return {{"india_only", gp::filterFor(workload, offers).indiaOnly},
            {"personal_data_in_india", workload.residency.personalDataInIndia}};
}

nlohmann::json toJson(const gp::SearchResult& r, const gp::SearchOptions& o, const std::string& currency,
                      const nlohmann::json& residencyJson)
{
    using nlohmann::json;
    const std::string cur = lower(currency);
    json front = json::array();
    for (const auto& c : r.front) {
        json ex = json::object();
        for (const auto& e : c.explanations)
            ex[e.figure] = gp::EstimateJson::toJson(e);
        front.push_back(
            {{"gpu_key", c.gpuKey},
             {"gpu", c.gpuName},
             {"offer_key", c.offerKey},
             {"provider", c.providerName},
             {"tier", c.tier},
             {"region", c.region},
             {"residency", gp::residencyLabel(c.residency)},
             {"interruptible", c.interruptible},
             // A reserved tier's price is what a holder of the reservation pays; taking one out
             // commits to the whole term (the estimate's cost lines give that commitment).
             {"price_basis", gp::EstimateJson::basisKey(c.basis)},
             {"commitment_hours", gp::commitmentHours(c.tier) > 0 ? json(gp::commitmentHours(c.tier)) : json(nullptr)},
             {"restart_lost_fraction", gp::EstimateJson::round(c.restartLostFraction)},
             {"gpus", c.gpus},
             {"gpus_per_node", c.gpusPerNode},
             {"nodes", c.nodes},
             {"instances", c.instances},
             {"billed_gpus", c.billedGpus},
             {"layout",
              {{"tensor_parallel", c.layout.tensorParallel},
               {"pipeline_parallel", c.layout.pipelineParallel},
               {"data_parallel", c.layout.dataParallel},
               {"zero_stage", c.layout.zeroStage},
               {"context_parallel", c.layout.contextParallel}}},
             {"precision", std::string(gp::ScenarioJson::name(c.precision))},
             {"recompute", std::string(gp::ScenarioJson::name(c.recompute))},
             {"training_hours", gp::EstimateJson::round(c.hours)},
             {"cost_per_run_" + cur, gp::EstimateJson::round(c.cost)},
             {"price_per_gpu_hour_" + cur, gp::EstimateJson::round(c.pricePerGpuHour)},
             {"vram_gb_per_gpu", gp::EstimateJson::round(c.memoryGbPerGpu)},
             {"usable_memory_gb_per_gpu", gp::EstimateJson::round(c.usableGbPerGpu)},
             {"explanations", ex}});
        if (!c.offerFlags.empty()) // only with --include-flagged: the catalog's marks, as the window shows them
            front.back()["offer_flags"] = c.offerFlags;
    }
    return {{"format", "gpu-planner-search"},
            {"format_version", 1},
            {"currency", currency},
            {"deadline_hours", o.deadlineHours > 0 ? json(o.deadlineHours) : json(nullptr)},
            {"budget", o.budget > 0 ? json(o.budget) : json(nullptr)},
            {"residency", residencyJson},
            {"configurations_evaluated", r.evaluated},
            {"configurations_rejected_by_memory", r.rejectedByMemory},
            {"configurations_fully_evaluated", r.fullyEvaluated},
            {"offer_prices_applied", r.priced},
            {"front", front},
            {"warnings", gp::englishOf(r.warnings)}};
}

void printTable(const gp::SearchResult& r, const std::string& currency)
{
    // The tier beside every price: a reserved price is what a holder of the reservation pays, a spot or
    // marketplace price can be reclaimed mid-run (issue 8: a price is labelled with its offer and tier).
    // Text columns as wide as their longest entry, so a long offer key never shifts the figures.
    // Names and keys come from the catalog, which a colleague may have sent: escaped before they reach the
    // terminal (common/TerminalText.h), and the columns measured on what is printed.
    int gpuWidth = 3, offerWidth = 5, tierWidth = 4;
    for (const auto& c : r.front) {
        gpuWidth = std::max(gpuWidth, static_cast<int>(TerminalText::escaped(c.gpuName).size()));
        offerWidth = std::max(offerWidth, static_cast<int>(TerminalText::escaped(c.offerKey).size()));
        tierWidth = std::max(tierWidth, static_cast<int>(gp::pricedTierLabel(c.tier).size()));
    }
    std::printf("%-*s %-*s %-*s %6s %3s %3s %3s %3s %4s %-9s %-9s %12s %14s\n", gpuWidth, "GPU", offerWidth, "offer",
                tierWidth, "tier", "GPUs", "TP", "CP", "PP", "DP*", "ZeRO", "precision", "recompute", "hours",
                ("cost " + currency).c_str());
    for (const auto& c : r.front) {
        const std::string tier = gp::pricedTierLabel(c.tier); // "spot (interruptible)", "3y reserved, if held"
        std::printf("%-*s %-*s %-*s %6d %3d %3d %3d %3d %4d %-9s %-9s %12.2f %14.2f\n", gpuWidth,
                    TerminalText::escaped(c.gpuName).c_str(), offerWidth, TerminalText::escaped(c.offerKey).c_str(),
                    tierWidth, tier.c_str(), c.gpus, c.layout.tensorParallel, c.layout.contextParallel,
                    c.layout.pipelineParallel, c.layout.dataParallel, c.layout.zeroStage,
                    std::string(gp::ScenarioJson::name(c.precision)).c_str(),
                    std::string(gp::ScenarioJson::name(c.recompute)).c_str(), c.hours, c.cost);
    }
    std::printf("%llu distinct configurations: %llu rejected by the memory check, %llu fully evaluated (memory, time, "
                "cost; %llu offer prices applied); Pareto front of %zu, cheapest first\n",
                static_cast<unsigned long long>(r.evaluated), static_cast<unsigned long long>(r.rejectedByMemory),
                static_cast<unsigned long long>(r.fullyEvaluated), static_cast<unsigned long long>(r.priced),
                r.front.size());
    for (const auto& w : r.warnings)
        std::printf("warning: %s\n", TerminalText::escaped(w.english()).c_str());
}

std::string figure(const char* format, double v)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, v);
    return buffer;
}

// A serving configuration in a decision-maker's units (docs/estimate-output.md, "gpu-planner search" for serving).
nlohmann::json servingJson(const gp::ServingSearchResult& r, const gp::ServingSearchOptions& o,
                           const std::string& currency, const nlohmann::json& residencyJson)
{
    using nlohmann::json;
    const std::string cur = lower(currency);
    auto targetText = [&]() {
        std::string s;
        if (o.targets.timeToFirstTokenSeconds > 0)
            s += figure("%.0f", o.targets.timeToFirstTokenSeconds * 1000) + " ms TTFT";
        if (o.targets.timePerOutputTokenSeconds > 0)
            s += (s.empty() ? "" : " and ") + figure("%.0f", o.targets.timePerOutputTokenSeconds * 1000) +
                 " ms per output token";
        return s.empty() ? std::string("no latency target") : s;
    };
    json front = json::array();
    for (const auto& c : r.front) {
        const std::string layout = gp::ServingSearch::layoutText(c.replicas, c.tensorParallel, c.tensorParallel);
        front.push_back(
            {{"gpu_key", c.gpuKey},
             {"gpu", c.gpuName},
             {"offer_key", c.offerKey},
             {"provider", c.providerName},
             {"tier", c.tier},
             {"region", c.region},
             {"residency", gp::residencyLabel(c.residency)},
             {"interruptible", c.interruptible},
             {"gpus", c.gpus},
             {"gpus_per_node", c.gpusPerNode},
             {"nodes", c.nodes},
             {"replicas", c.replicas},
             {"gpus_per_replica", c.tensorParallel},
             {"tensor_parallel", c.tensorParallel},
             {"layout_text", layout},
             {"weights", std::string(gp::ScenarioJson::name(c.weights))},
             {"kv_cache", std::string(gp::ScenarioJson::name(c.kvCache))},
             {"sequences_per_replica", c.batch},
             {"max_sequences_that_fit", c.maxBatchThatFits},
             {"time_to_first_token_s", gp::EstimateJson::round(c.ttftSeconds)},
             {"time_per_output_token_s", gp::EstimateJson::round(c.tpotSeconds)},
             {"request_latency_s", gp::EstimateJson::round(c.latencySeconds)},
             {"ttft_at_target_percentile_s",
              c.ttftPercentile > 0 ? json(gp::EstimateJson::round(c.ttftAtPercentileSeconds)) : json(nullptr)},
             {"max_requests_per_second_within_targets", gp::EstimateJson::round(c.requestsPerSecondCapacity)},
             {"capacity_text",
              "up to " + figure("%.3g", c.requestsPerSecondCapacity) + " requests/s within the " + targetText()},
             {"kv_cache_tokens_per_replica", gp::EstimateJson::round(c.kvCacheTokensPerReplica)},
             {"engine_gpu_memory_utilization", gp::EstimateJson::round(c.engineMemoryUtilization)},
             {"engine_reserved_gb_per_gpu", gp::EstimateJson::round(c.engineReservedGbPerGpu)},
             {"needed_gb_per_gpu", gp::EstimateJson::round(c.memoryGbPerGpu)},
             {"usable_memory_gb_per_gpu", gp::EstimateJson::round(c.usableGbPerGpu)},
             {"price_per_gpu_hour_" + cur, gp::EstimateJson::round(c.pricePerGpuHour)},
             {"cost_per_hour_" + cur, gp::EstimateJson::round(c.costPerHour)},
             {"cost_per_million_output_tokens_" + cur, gp::EstimateJson::round(c.costPerMillionTokensAtTarget)}});
    }
    return {{"format", "gpu-planner-search"},
            {"format_version", 1},
            {"task", "inference"},
            {"currency", currency},
            {"target_requests_per_second", o.targets.requestsPerSecond},
            {"target_ttft_s",
             o.targets.timeToFirstTokenSeconds > 0 ? json(o.targets.timeToFirstTokenSeconds) : json(nullptr)},
            {"target_tpot_s",
             o.targets.timePerOutputTokenSeconds > 0 ? json(o.targets.timePerOutputTokenSeconds) : json(nullptr)},
            {"latency_statistic", o.targets.timeToFirstTokenPercentile > 0
                                      ? json(std::string("p")
                                                 .append(std::to_string(o.targets.timeToFirstTokenPercentile))
                                                 .append(" TTFT (Erlang C share waiting, Poisson arrivals), mean TPOT"))
                                      : json("mean")},
            {"residency", residencyJson},
            {"budget_per_hour", o.budgetPerHour > 0 ? json(o.budgetPerHour) : json(nullptr)},
            {"configurations_evaluated", r.evaluated},
            {"configurations_rejected_by_memory", r.rejectedByMemory},
            {"configurations_rejected_by_latency", r.rejectedByLatency},
            {"configurations_fully_evaluated", r.fullyEvaluated},
            {"offer_prices_applied", r.priced},
            {"front", front},
            {"warnings", gp::englishOf(r.warnings)}};
}

void printServingTable(const gp::ServingSearchResult& r, const std::string& currency)
{
    int gpuWidth = 3, offerWidth = 5, layoutWidth = 6;
    for (const auto& c : r.front) {
        gpuWidth = std::max(gpuWidth, static_cast<int>(TerminalText::escaped(c.gpuName).size()));
        offerWidth = std::max(offerWidth, static_cast<int>(TerminalText::escaped(c.offerKey).size()));
        layoutWidth = std::max(
            layoutWidth,
            static_cast<int>(gp::ServingSearch::layoutText(c.replicas, c.tensorParallel, c.tensorParallel).size()));
    }
    std::printf("%-*s %-*s %-*s %-7s %5s %8s %8s %9s %12s %9s %9s %12s\n", gpuWidth, "GPU", offerWidth, "offer",
                layoutWidth, "layout", "weights", "batch", "TTFT ms", "TPOT ms", "max req/s", "KV tok/repl",
                "reserve GB", "needs GB", ("per hour " + currency).c_str());
    for (const auto& c : r.front)
        std::printf("%-*s %-*s %-*s %-7s %5d %8.0f %8.1f %9.2f %12.0f %9.1f %9.1f %12.2f\n", gpuWidth,
                    TerminalText::escaped(c.gpuName).c_str(), offerWidth, TerminalText::escaped(c.offerKey).c_str(),
                    layoutWidth, gp::ServingSearch::layoutText(c.replicas, c.tensorParallel, c.tensorParallel).c_str(),
                    std::string(gp::ScenarioJson::name(c.weights)).c_str(), c.batch, c.ttftSeconds * 1000,
                    c.tpotSeconds * 1000, c.requestsPerSecondCapacity, c.kvCacheTokensPerReplica,
                    c.engineReservedGbPerGpu, c.memoryGbPerGpu, c.costPerHour);
    std::printf("%llu distinct configurations: %llu rejected by memory, %llu by latency, %llu fully evaluated; "
                "Pareto front of %zu, cheapest first (latencies are means)\n",
                static_cast<unsigned long long>(r.evaluated), static_cast<unsigned long long>(r.rejectedByMemory),
                static_cast<unsigned long long>(r.rejectedByLatency), static_cast<unsigned long long>(r.fullyEvaluated),
                r.front.size());
    for (const auto& w : r.warnings)
        std::printf("warning: %s\n", TerminalText::escaped(w.english()).c_str());
}

struct ServingFlags {
    const QCommandLineOption &ttft, &ttftPercentile, &tpot, &quantised, &table, &deadline, &maxGpus;
};

// The serving search with the window's defaults (ServingSearch::windowOptions: the scenario's own targets, 16-bit
// weights unless quantised ones are allowed, up to --max-gpus GPUs) and the same offer filters as training.
int runServing(const QCommandLineParser& parser, const ServingFlags& f, const gp::Scenario& workload,
               const gp::CatalogSnapshot& catalog, const gp::SearchOptions& training)
{
    if (parser.isSet(f.deadline))
        return fail(ExitCode::InvalidInput,
                    QStringLiteral("--deadline-hours: a serving scenario has no deadline; give latency targets "
                                   "(--ttft-ms, --tpot-ms) or the scenario's"));
    gp::ServingSearchOptions o = gp::ServingSearch::windowOptions(workload, parser.isSet(f.quantised));
    o.offers = training.offers;
    if (parser.isSet(f.maxGpus))
        o.maxGpus = training.maxGpus; // else the window's 1024
    o.maxResults = training.maxResults;
    o.budgetPerHour = training.budget; // --budget: per hour of serving
    const double ttftMs = number(parser, f.ttft, o.targets.timeToFirstTokenSeconds * 1000);
    const double tpotMs = number(parser, f.tpot, o.targets.timePerOutputTokenSeconds * 1000);
    if (ttftMs < 0)
        return fail(ExitCode::InvalidInput, QStringLiteral("--ttft-ms: must be a number of milliseconds >= 0"));
    if (tpotMs < 0)
        return fail(ExitCode::InvalidInput, QStringLiteral("--tpot-ms: must be a number of milliseconds >= 0"));
    o.targets.timeToFirstTokenSeconds = ttftMs / 1000;
    o.targets.timePerOutputTokenSeconds = tpotMs / 1000;
    if (parser.isSet(f.ttftPercentile)) {
        // Read as text and checked before it becomes an int (never narrowed); which percentiles the queueing model
        // computes is the search's own rule (ScenarioValidator::ttftPercentileProblem), so a p42 is refused there
        // with the same words as in a scenario file.
        bool ok = false;
        const qlonglong p = parser.value(f.ttftPercentile).toLongLong(&ok);
        if (!ok || p < 0 || p > 100)
            return fail(ExitCode::InvalidInput,
                        QStringLiteral("--ttft-percentile: must be a whole number: 50, 90, 95 or 99 (0 = the mean), "
                                       "got \"%1\"")
                            .arg(TerminalText::shortened(parser.value(f.ttftPercentile))));
        o.targets.timeToFirstTokenPercentile = static_cast<int>(p);
    }
    const gp::ServingSearchResult result = gp::ServingSearch::run(workload, catalog, o);
    if (!result.ok()) {
        for (const auto& e : result.errors)
            fail(ExitCode::InvalidInput, QStringLiteral("invalid search: %1: %2")
                                             .arg(QString::fromStdString(e.field), QString::fromStdString(e.message)));
        return ExitCode::InvalidInput;
    }
    if (parser.isSet(f.table)) {
        printServingTable(result, workload.pricing.currency);
        return ExitCode::Ok;
    }
    return CommandSupport::printJson(
        servingJson(result, o, workload.pricing.currency, residencyJson(workload, o.offers)));
}

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Search GPU types x offers x GPU counts x parallel layouts x precision x recomputation for a training "
        "scenario; keep what fits memory, meets the deadline and the budget; print the Pareto front of cost versus "
        "time, cheapest first. For a serving scenario, search GPU types x offers x tensor parallel x batch for its "
        "target load (inference.target_requests_per_second) and latency targets (target_ttft_seconds, "
        "target_tpot_seconds), as the window's Find configurations does. FILE is a scenario JSON file "
        "(docs/scenario-schema.md) or - for stdin; the scenario's own GPU and layout are ignored, its "
        "pricing.offer_keys (if any) limit the offers."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Scenario JSON or - for stdin."));
    const QCommandLineOption deadline({QStringLiteral("deadline-hours")},
                                      QStringLiteral("Latest acceptable training time."), QStringLiteral("H"));
    const QCommandLineOption budget({QStringLiteral("budget")},
                                    QStringLiteral("Most a run may cost, in the scenario's currency."),
                                    QStringLiteral("X"));
    const QCommandLineOption maxGpus({QStringLiteral("max-gpus")},
                                     QStringLiteral("Largest GPU count searched (default 4096)."), QStringLiteral("N"));
    const QCommandLineOption maxResults({QStringLiteral("max-results")},
                                        QStringLiteral("Longest front printed (default 64)."), QStringLiteral("N"));
    const QCommandLineOption gpu({QStringLiteral("gpu")}, QStringLiteral("Search only this catalog GPU (repeatable)."),
                                 QStringLiteral("KEY"));
    const QCommandLineOption tier(
        {QStringLiteral("tier")},
        QStringLiteral("Price only with offers of this tier (repeatable). Default on_demand; reserved_1y or "
                       "reserved_3y price as if the reservation is held."),
        QStringLiteral("TIER"));
    const QCommandLineOption provider({QStringLiteral("provider")},
                                      QStringLiteral("Price only with this provider's offers (repeatable)."),
                                      QStringLiteral("KEY"));
    const QCommandLineOption withSpot(
        {QStringLiteral("include-interruptible")},
        QStringLiteral("Also price with spot, community and marketplace (interruptible) offers, timed and billed "
                       "with their checkpoint-and-restart allowance. Left out by default, as is "
                       "implied by --tier spot."));
    // Kept so that scripts written for the old default still run: leaving them out is now the default.
    const QCommandLineOption noSpot({QStringLiteral("no-interruptible")},
                                    QStringLiteral("Leave out interruptible offers (the default)."));
    const QCommandLineOption indiaOnly({QStringLiteral("india-only")},
                                       QStringLiteral("Only offers whose region is in India."));
    const QCommandLineOption includeFlagged(
        {QStringLiteral("include-flagged")},
        QStringLiteral("Also price with offers the catalog flags (restricted eligibility, a disputed or unverified "
                       "price, superseded by a newer row; left out by default). Their rows carry offer_flags."));
    const QCommandLineOption table({QStringLiteral("table")}, QStringLiteral("Print a text table instead of JSON."));
    const QCommandLineOption ttft({QStringLiteral("ttft-ms")},
                                  QStringLiteral("Serving: time-to-first-token target in ms (default: the scenario's "
                                                 "inference.target_ttft_seconds; 0 = none)."),
                                  QStringLiteral("MS"));
    const QCommandLineOption ttftPercentile(
        {QStringLiteral("ttft-percentile")},
        QStringLiteral("Serving: the share of requests the TTFT target holds for: 50, 90, 95 or 99 (default: the "
                       "scenario's inference.target_ttft_percentile; 0 = the mean). Percentiles assume Poisson "
                       "arrivals (docs/serving-model.md)."),
        QStringLiteral("P"));
    const QCommandLineOption tpot({QStringLiteral("tpot-ms")},
                                  QStringLiteral("Serving: time-per-output-token target in ms (default: the "
                                                 "scenario's inference.target_tpot_seconds; 0 = none)."),
                                  QStringLiteral("MS"));
    const QCommandLineOption quantised(
        {QStringLiteral("allow-quantised")},
        QStringLiteral("Serving: also search 8-bit and 4-bit weights, FP8 weights and an FP8 KV cache."));
    const CommandSupport::CatalogOptions catalogOptions;
    for (const auto* o : {&deadline, &budget, &maxGpus, &maxResults, &gpu, &tier, &provider, &withSpot, &noSpot,
                          &indiaOnly, &includeFlagged, &table, &ttft, &ttftPercentile, &tpot, &quantised})
        parser.addOption(*o);
    catalogOptions.addTo(parser);
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("search"), arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(ExitCode::InvalidInput, QStringLiteral("FILE: give exactly one scenario file (or -); see --help"));

    gp::SearchOptions options;
    options.deadlineHours = number(parser, deadline, 0);
    if (options.deadlineHours < 0)
        return fail(ExitCode::InvalidInput, QStringLiteral("--deadline-hours: must be a number of hours >= 0"));
    options.budget = number(parser, budget, 0);
    if (options.budget < 0)
        return fail(ExitCode::InvalidInput, QStringLiteral("--budget: must be a number >= 0"));
    const double mg = number(parser, maxGpus, 4096);
    if (mg < 1 || mg > 65536 || mg != std::floor(mg))
        return fail(ExitCode::InvalidInput, QStringLiteral("--max-gpus: must be a whole number from 1 to 65536"));
    options.maxGpus = static_cast<int>(mg);
    // Range-checked before the conversion: 1e30 does not fit a size_t (undefined behaviour; it printed an
    // empty front and exit 0).
    const double mr = number(parser, maxResults, 64);
    if (mr < 1 || mr > kMaxResults || mr != std::floor(mr))
        return fail(ExitCode::InvalidInput, QStringLiteral("--max-results: must be a whole number from 1 to %1, got %2")
                                                .arg(kMaxResults)
                                                .arg(parser.value(maxResults).left(40)));
    options.maxResults = static_cast<std::size_t>(mr);
    for (const auto& key : parser.values(gpu))
        options.offers.gpuKeys.push_back(key.toStdString());
    for (const auto& t : parser.values(tier))
        options.offers.tiers.push_back(t.toStdString());
    // The headline is on-demand unless a tier is named (issue 8): a reserved price is only what a holder of
    // the reservation pays, so reservations are searched when asked for (--tier reserved_1y), never by default.
    // --include-interruptible adds the interruptible tiers beside on-demand.
    if (options.offers.tiers.empty()) {
        options.offers.tiers = {"on_demand"};
        if (parser.isSet(withSpot))
            options.offers.tiers.insert(options.offers.tiers.end(), {"spot", "community", "marketplace"});
    }
    for (const auto& p : parser.values(provider))
        options.offers.providerKeys.push_back(p.toStdString());
    // A buyer's headline is capacity that stays: interruptible offers only when asked for, by the flag or
    // by naming an interruptible tier.
    bool interruptibleTier = false;
    for (const auto& t : options.offers.tiers)
        interruptibleTier = interruptibleTier || gp::isInterruptibleTier(t);
    if (parser.isSet(withSpot) && parser.isSet(noSpot))
        return fail(ExitCode::InvalidInput,
                    QStringLiteral("--include-interruptible and --no-interruptible: give one of them"));
    options.offers.excludeInterruptible = !(parser.isSet(withSpot) || interruptibleTier);
    options.offers.indiaOnly = parser.isSet(indiaOnly);
    options.offers.includeFlagged = parser.isSet(includeFlagged);

    QString catalogError;
    int catalogCode = ExitCode::Failure;
    const std::optional<gp::CatalogSnapshot> opened = catalogOptions.open(parser, &catalogError, &catalogCode);
    if (!opened)
        return fail(catalogCode, catalogError);
    const gp::CatalogSnapshot& catalog = *opened;
    for (const auto& key : options.offers.gpuKeys)
        if (!catalog.gpu(key))
            return fail(ExitCode::InvalidInput,
                        QStringLiteral("--gpu: '%1' is not in the catalog").arg(QString::fromStdString(key)));

    std::string text;
    QString readError;
    if (const int code = readInput(parser.positionalArguments().first(), &text, &readError))
        return fail(code, readError);
    const gp::ScenarioParse parsed = gp::ScenarioJson::fromText(text);
    if (!parsed.ok()) {
        for (const auto& e : parsed.errors)
            fail(ExitCode::InvalidInput,
                 QStringLiteral("invalid scenario: %1: %2")
                     .arg(QString::fromStdString(e.field.empty() ? std::string("(document)") : e.field),
                          QString::fromStdString(e.message)));
        return ExitCode::InvalidInput;
    }
    if (!parsed.scenario->isTraining())
        return runServing(parser, {ttft, ttftPercentile, tpot, quantised, table, deadline, maxGpus}, *parsed.scenario,
                          catalog, options);
    const gp::SearchResult result = gp::ConfigurationSearch::run(*parsed.scenario, catalog, options);
    if (!result.ok()) {
        for (const auto& e : result.errors)
            fail(ExitCode::InvalidInput, QStringLiteral("invalid search: %1: %2")
                                             .arg(QString::fromStdString(e.field), QString::fromStdString(e.message)));
        return ExitCode::InvalidInput;
    }
    if (parser.isSet(table)) {
        printTable(result, parsed.scenario->pricing.currency);
        return ExitCode::Ok;
    }
    return CommandSupport::printJson(
        toJson(result, options, parsed.scenario->pricing.currency, residencyJson(*parsed.scenario, options.offers)));
}

const bool registered = CommandRegistry::add(
    QStringLiteral("search"),
    {QStringLiteral("Search GPU configurations for a training or serving scenario: Pareto front of cost vs time"),
     run});

} // namespace
