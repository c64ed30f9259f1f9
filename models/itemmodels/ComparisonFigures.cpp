// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ComparisonFigures.h"

#include <cmath>

#include <cctype>
#include <vector>

#include "ScenarioComparisonModel.h"
#include "planning/ExplanationBuilder.h"
#include "planning/OfferTerms.h"

#include <cstdio>

namespace ComparisonFigures {

bool missesServingTarget(const gp::Estimate& estimate)
{
    return estimate.inference && estimate.inference->targetMet && !*estimate.inference->targetMet;
}

bool isRunnablePlan(const gp::Estimate& estimate) { return estimate.fits && !missesServingTarget(estimate); }

using Row = ScenarioComparisonModel::Row;

const gp::CostLine* cheapestCost(const gp::Estimate& estimate) { return estimate.headline(); }

bool isText(int row)
{
    switch (Row(row)) {
    case Row::FitsRow:
    case Row::TargetMetRow:
    case Row::PricedOfferRow:
    case Row::PriceTierRow:
    case Row::BoundRow:
        return true;
    default:
        return false;
    }
}

namespace {
// "Amazon Web Services (EC2)" -> "Amazon Web Services": the table's cell is narrow; the tooltip has it all.
std::string shortProvider(const std::string& name)
{
    const auto paren = name.find(" (");
    return paren == std::string::npos ? name : name.substr(0, paren);
}

// "0.87%", "90.5 h": figures inside a tooltip sentence.
std::string percentText(double fraction)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2g%%", 100.0 * fraction);
    return buf;
}

std::string hoursText(double hours)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f h", hours);
    return buf;
}
} // namespace

namespace {
// ", contracted price" / ", 12% contract discount": the headline's price is not the list price (issue 33).
std::string contractWords(const gp::CostLine& c)
{
    if (c.contractBasis == "contracted")
        return ", contracted price";
    if (c.contractBasis == "discount") {
        if (!std::isfinite(c.discountPercent)) // a plan's stored price in another currency than its list price
            return ", contract discount";
        char buf[64];
        std::snprintf(buf, sizeof buf, ", %.4g%% contract discount", c.discountPercent);
        return buf;
    }
    return {};
}

std::string moneyText(double v, const std::string& currency)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4f", v);
    std::string text = buf;
    text += ' ';
    text += currency;
    return text;
}
} // namespace

std::string text(int row, const gp::Estimate& e)
{
    const gp::CostLine* c = e.headline();
    if (!c)
        return {};
    if (Row(row) == Row::PricedOfferRow)
        return shortProvider(c->providerName) + (c->region.empty() ? "" : ", " + c->region);
    if (Row(row) == Row::PriceTierRow)
        return gp::pricedTierLabel(c->tier) + contractWords(*c);
    return {};
}

namespace {
// "Amazon Web Services" -> "AWS", "Oracle Cloud Infrastructure" -> "OCI": a long name of capitalised
// words by its initials; "IndiaAI Mission compute portal" -> "IndiaAI Mission" (up to its first lowercase
// word). Short names stay as they are.
std::string compactProvider(const std::string& name)
{
    const std::string shortName = shortProvider(name);
    if (shortName.size() <= 14)
        return shortName;
    std::vector<std::string> words;
    std::string word;
    for (char ch : shortName + ' ') {
        if (ch == ' ') {
            if (!word.empty())
                words.push_back(word);
            word.clear();
        } else {
            word += ch;
        }
    }
    std::string leading;
    for (const auto& w : words) {
        if (!std::isupper(static_cast<unsigned char>(w.front())))
            return leading.empty() ? shortName : leading;
        leading += (leading.empty() ? "" : " ") + w;
    }
    if (words.size() < 3)
        return shortName;
    std::string initials;
    for (const auto& w : words)
        initials += w.front();
    return initials;
}

// "us-east-1 (same price all regions)" -> "us-east-1".
std::string compactRegion(const std::string& region)
{
    const auto paren = region.find(" (");
    return paren == std::string::npos ? region : region.substr(0, paren);
}
} // namespace

std::string compactText(int row, const gp::Estimate& e)
{
    const gp::CostLine* c = e.headline();
    if (!c)
        return {};
    if (Row(row) == Row::PricedOfferRow) {
        const std::string region = compactRegion(c->region);
        return compactProvider(c->providerName) + (region.empty() ? "" : ", " + region);
    }
    if (Row(row) == Row::PriceTierRow)
        return gp::tierShortLabel(c->tier) + (c->basis == gp::PriceBasis::HeldReservation ? ", if held" : "") +
               (c->interruptible ? ", interruptible" : "") + (c->contractBasis != "list" ? ", contract" : "");
    return {};
}

std::string offerDescription(const gp::Estimate& e)
{
    const gp::CostLine* c = e.headline();
    if (!c)
        return {};
    std::string d = c->providerName + (c->region.empty() ? "" : ", " + c->region) +
                    (c->instanceType.empty() ? "" : ", " + c->instanceType) + ", " + gp::tierLabel(c->tier) + "\n" +
                    std::to_string(c->instances) + " instance" + (c->instances == 1 ? "" : "s") + " x " +
                    std::to_string(c->gpusPerInstance) + " GPU" + (c->gpusPerInstance == 1 ? "" : "s") + " = " +
                    std::to_string(c->billedGpus) + " GPU" + (c->billedGpus == 1 ? "" : "s") + " billed\noffer " +
                    c->offerKey;
    if (c->contractBasis != "list") {
        // The list price always beside the contracted one (issue 33): in the table's tooltip and the CSV. Appended
        // piece by piece: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string&& when inlined.
        d += c->contractBasis == "discount" ? "\nContract discount (" : "\nContracted price (";
        d += c->contractSource;
        d += ", ";
        d += c->contractAsOf;
        d += "): ";
        d += moneyText(c->pricePerGpuHour, c->currency);
        d += " per GPU-hour; list price ";
        d += moneyText(c->listPricePerGpuHour, c->currency);
        d += " per GPU-hour, ";
        d += moneyText(c->listCostPerRun, c->currency);
        d += " at list price";
    }
    if (c->basis == gp::PriceBasis::HeldReservation)
        d += "\nEffective price if you already hold this reservation; taking one out commits to the whole term.";
    if (c->interruptible && c->restartLostFraction > 0)
        d += "\nInterruptible: the provider can take the GPUs back; billed for " + percentText(c->restartLostFraction) +
             " more time for checkpoints and restarts (expected run " + hoursText(c->expectedRunHours) + ").";
    else if (c->interruptible)
        d += "\nInterruptible: the provider can take the GPUs back.";
    return d;
}

std::string boundName(gp::Bound bound)
{
    switch (bound) {
    case gp::Bound::Compute:
        return "compute";
    case gp::Bound::MemoryBandwidth:
        return "memory bandwidth";
    case gp::Bound::Communication:
        return "communication";
    }
    return {};
}

namespace {
int gpusNeeded(const gp::Estimate& e)
{
    if (e.inference && e.inference->gpusNeededForTarget > 0)
        return e.inference->gpusNeededForTarget;
    return e.totalGpus;
}
} // namespace

std::optional<double> value(int row, const gp::Estimate& e)
{
    const auto& t = e.training;
    const auto& i = e.inference;
    switch (Row(row)) {
    case Row::MemoryPerGpuRow:
        return e.memory.totalGb();
    case Row::FitsRow:
        return e.fits ? 1.0 : 0.0;
    case Row::GpusNeededRow:
        return double(gpusNeeded(e));
    case Row::TrainingHoursRow:
        return t ? std::optional(t->wallClockHours) : std::nullopt;
    case Row::GpuHoursRow:
        return t ? std::optional(t->gpuHours) : std::nullopt;
    case Row::TokensPerSecondRow:
        if (t)
            return t->tokensPerSecond;
        if (i)
            return i->tokensPerSecond;
        return std::nullopt;
    case Row::MfuRow:
        return t ? std::optional(t->achievedMfu) : std::nullopt;
    case Row::TimeToFirstTokenRow:
        return i ? std::optional(i->timeToFirstTokenSeconds) : std::nullopt;
    case Row::TimePerOutputTokenRow:
        return i ? std::optional(i->timePerOutputTokenSeconds) : std::nullopt;
    case Row::AchievedRequestsRow:
        return i ? std::optional(i->achievedRequestsPerSecond) : std::nullopt;
    case Row::TargetMetRow:
        if (i && i->targetMet)
            return *i->targetMet ? 1.0 : 0.0;
        return std::nullopt;
    case Row::CostPerRunRow:
        if (const auto* c = cheapestCost(e))
            return c->costPerRun;
        return std::nullopt;
    case Row::CostPerMillionTokensRow:
        if (const auto* c = cheapestCost(e))
            return c->costPerMillionTokens;
        return std::nullopt;
    case Row::PricedOfferRow:
    case Row::PriceTierRow:
        if (e.headline())
            return double(e.headlineCost); // the words come from text(); the value only says "applies"
        return std::nullopt;
    case Row::BilledGpusRow:
        if (const auto* c = cheapestCost(e))
            return double(c->billedGpus);
        return std::nullopt;
    case Row::BoundRow:
        if (t)
            return double(int(t->bound));
        if (i)
            return double(int(i->bound));
        return std::nullopt;
    case Row::RowCount:
        break;
    }
    return std::nullopt;
}

std::string notApplicableReason(int row, const gp::Estimate& e)
{
    switch (Row(row)) {
    case Row::TrainingHoursRow:
    case Row::GpuHoursRow:
    case Row::MfuRow:
        return "applies to training scenarios only";
    case Row::TimeToFirstTokenRow:
    case Row::TimePerOutputTokenRow:
    case Row::AchievedRequestsRow:
        return "applies to inference scenarios only";
    case Row::TargetMetRow:
        return e.inference ? "no throughput or latency target set" : "applies to inference scenarios only";
    case Row::CostPerRunRow:
    case Row::CostPerMillionTokensRow:
    case Row::PricedOfferRow:
    case Row::PriceTierRow:
    case Row::BilledGpusRow:
        return e.costs.empty()
                   ? "no priced offer: add hourly or monthly offers for this GPU to the scenario"
                   : "no " + gp::tierLabel(e.pricingTier) +
                         " offer of the scenario's GPU is priced (the headline price is on-demand unless the "
                         "scenario picks another tier)";
    default:
        return "not available";
    }
}

std::optional<gp::Explanation> explanation(int row, const gp::Estimate& e, const gp::Scenario& s)
{
    auto engine = [&](const std::string& figure) -> std::optional<gp::Explanation> {
        if (const auto* x = e.explain(figure))
            return *x;
        return std::nullopt;
    };
    if (!value(row, e))
        return std::nullopt;
    switch (Row(row)) {
    case Row::MemoryPerGpuRow:
        return engine("memory.total_gb");
    case Row::FitsRow:
        return engine("fits");
    case Row::GpusNeededRow: {
        if (e.inference && e.inference->gpusNeededForTarget > 0)
            return engine("gpus_needed_for_target");
        gp::ExplanationBuilder x("total_gpus", "GPUs (total)", e.totalGpus, "GPUs", "GPUs per node x nodes",
                                 "definition");
        x.in("GPUs per node", double(s.hardware.gpusPerNode), "", "scenario")
            .in("nodes", double(s.hardware.nodes), "", "scenario");
        return x.done();
    }
    case Row::TrainingHoursRow:
        return engine("training_hours");
    case Row::GpuHoursRow:
        return engine("gpu_hours");
    case Row::TokensPerSecondRow:
        return engine("tokens_per_second");
    case Row::MfuRow:
        return engine("achieved_mfu");
    case Row::TimeToFirstTokenRow:
        return engine("time_to_first_token_s");
    case Row::TimePerOutputTokenRow:
        return engine("time_per_output_token_s");
    case Row::AchievedRequestsRow:
        return engine("achieved_requests_per_second");
    case Row::TargetMetRow:
        return engine("target_met");
    case Row::CostPerRunRow:
    case Row::PricedOfferRow:
    case Row::PriceTierRow:
    case Row::BilledGpusRow:
        return engine("cost_per_run");
    case Row::CostPerMillionTokensRow:
        return engine("cost_per_million_tokens");
    case Row::BoundRow:
        return engine("bound");
    case Row::RowCount:
        break;
    }
    return std::nullopt;
}

} // namespace ComparisonFigures
