// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner search FILE|- [--deadline-hours H] [--budget X] [--table]`: the configuration search
// (models/planning/ConfigurationSearch.h) over the catalog's GPUs and offers for a training workload.
// Prints the Pareto front of cost versus time, cheapest first, as JSON (or a table with --table).
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "planning/ConfigurationSearch.h"
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

nlohmann::json toJson(const gp::SearchResult& r, const gp::SearchOptions& o, const std::string& currency)
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
            {"configurations_evaluated", r.evaluated},
            {"configurations_rejected_by_memory", r.rejectedByMemory},
            {"configurations_fully_evaluated", r.fullyEvaluated},
            {"offer_prices_applied", r.priced},
            {"front", front},
            {"warnings", r.warnings}};
}

void printTable(const gp::SearchResult& r, const std::string& currency)
{
    // The tier beside every price: a reserved price is what a holder of the reservation pays, a spot or
    // marketplace price can be reclaimed mid-run (issue 8: a price is labelled with its offer and tier).
    // Text columns as wide as their longest entry, so a long offer key never shifts the figures.
    int gpuWidth = 3, offerWidth = 5, tierWidth = 4;
    for (const auto& c : r.front) {
        gpuWidth = std::max(gpuWidth, static_cast<int>(c.gpuName.size()));
        offerWidth = std::max(offerWidth, static_cast<int>(c.offerKey.size()));
        tierWidth = std::max(tierWidth, static_cast<int>(gp::pricedTierLabel(c.tier).size()));
    }
    std::printf("%-*s %-*s %-*s %6s %3s %3s %3s %3s %4s %-9s %-9s %12s %14s\n", gpuWidth, "GPU", offerWidth, "offer",
                tierWidth, "tier", "GPUs", "TP", "CP", "PP", "DP*", "ZeRO", "precision", "recompute", "hours",
                ("cost " + currency).c_str());
    for (const auto& c : r.front) {
        const std::string tier = gp::pricedTierLabel(c.tier); // "spot (interruptible)", "3y reserved, if held"
        std::printf("%-*s %-*s %-*s %6d %3d %3d %3d %3d %4d %-9s %-9s %12.2f %14.2f\n", gpuWidth, c.gpuName.c_str(),
                    offerWidth, c.offerKey.c_str(), tierWidth, tier.c_str(), c.gpus, c.layout.tensorParallel,
                    c.layout.contextParallel, c.layout.pipelineParallel, c.layout.dataParallel, c.layout.zeroStage,
                    std::string(gp::ScenarioJson::name(c.precision)).c_str(),
                    std::string(gp::ScenarioJson::name(c.recompute)).c_str(), c.hours, c.cost);
    }
    std::printf("%llu distinct configurations: %llu rejected by the memory check, %llu fully evaluated (memory, time, "
                "cost; %llu offer prices applied); Pareto front of %zu, cheapest first\n",
                static_cast<unsigned long long>(r.evaluated), static_cast<unsigned long long>(r.rejectedByMemory),
                static_cast<unsigned long long>(r.fullyEvaluated), static_cast<unsigned long long>(r.priced),
                r.front.size());
    for (const auto& w : r.warnings)
        std::printf("warning: %s\n", w.c_str());
}

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Search GPU types x offers x GPU counts x parallel layouts x precision x recomputation for a training "
        "scenario; keep what fits memory, meets the deadline and the budget; print the Pareto front of cost versus "
        "time, cheapest first. FILE is a scenario JSON file (docs/scenario-schema.md) or - for stdin; the "
        "scenario's own GPU and layout are ignored, its pricing.offer_keys (if any) limit the offers."));
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
    const CommandSupport::CatalogOptions catalogOptions;
    for (const auto* o : {&deadline, &budget, &maxGpus, &maxResults, &gpu, &tier, &provider, &withSpot, &noSpot,
                          &indiaOnly, &includeFlagged, &table})
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
    return CommandSupport::printJson(toJson(result, options, parsed.scenario->pricing.currency));
}

const bool registered = CommandRegistry::add(
    QStringLiteral("search"),
    {QStringLiteral("Search GPU configurations for a training scenario: Pareto front of cost vs time"), run});

} // namespace
