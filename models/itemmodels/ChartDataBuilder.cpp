// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ChartDataBuilder.h"

#include "ComparisonFigures.h"
#include "ScenarioComparisonModel.h"
#include "document/Workspace.h"
#include "planning/PriceConversion.h"
#include "tco/TcoModel.h"
#include "tco/TcoPresets.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace {
QString tr(const char* text) { return QCoreApplication::translate("ChartDataBuilder", text); }

const gp::Estimate* estimateOf(const Workspace& ws, int i)
{
    const auto& r = ws.estimate(i);
    return r.ok() ? &*r.estimate : nullptr;
}

// The few words beside a scenario's name where its bar is missing (the comparison table's tooltip has the whole
// reason, ComparisonFigures::notApplicableReason).
QString missingWhy(int row, const gp::Estimate& e)
{
    using Row = ScenarioComparisonModel::Row;
    switch (row) {
    case Row::CostPerRunRow:
    case Row::CostPerMillionTokensRow:
        return tr("no usable offer");
    case Row::TrainingHoursRow:
    case Row::GpuHoursRow:
    case Row::MfuRow:
        return e.inference ? tr("serving") : tr("n/a");
    case Row::TimeToFirstTokenRow:
    case Row::TimePerOutputTokenRow:
    case Row::AchievedRequestsRow:
        return e.training ? tr("training") : tr("n/a");
    default:
        return tr("n/a");
    }
}
} // namespace

QString whatIfChartNote(const QVector<ChartScenario>& scenarios)
{
    for (const auto& s : scenarios)
        if (s.whatIf)
            return tr("%1 = changed by the what-if").arg(ScenarioComparisonModel::whatIfMark().trimmed());
    return {};
}

ChartScenario ChartDataBuilder::scenarioAt(int index, std::initializer_list<int> rows) const
{
    const WorkspaceScenario& s = m_workspace.scenario(index);
    const auto& result = m_workspace.estimate(index);
    // Named after the GPUs it is priced on (a GPU-step what-if renames it), marked when the what-if
    // changed one of the figures this chart draws.
    ChartScenario c{s.id, m_workspace.whatIfName(index),        s.colour, result.ok(),
                    {},   !result.ok() || result.estimate->fits};
    c.meetsTarget = !result.ok() || !ComparisonFigures::missesServingTarget(*result.estimate);
    c.whatIf = std::any_of(rows.begin(), rows.end(),
                           [&](int row) { return ScenarioComparisonModel::changedByWhatIf(m_workspace, row, index); });
    if (c.whatIf)
        c.name += ScenarioComparisonModel::whatIfMark();
    if (!result.ok() && !result.errors.empty()) {
        const auto& e = result.errors.front();
        c.error = QString::fromStdString(e.field.empty() ? e.message : e.field + ": " + e.message);
    }
    return c;
}

ChartBars ChartDataBuilder::bars(int row, const QString& title) const
{
    ChartBars bars;
    bars.title = title;
    bars.unit = ScenarioComparisonModel::rowUnit(row, m_workspace.currency());
    for (int i = 0; i < m_workspace.scenarioCount(); ++i) {
        bars.scenarios << scenarioAt(i, {row});
        const gp::Estimate* e = estimateOf(m_workspace, i);
        const auto v = e ? ComparisonFigures::value(row, *e) : std::nullopt;
        bars.values << v.value_or(0);
        bars.applicable << v.has_value();
        bars.missingWhy << (v || !e ? QString() : missingWhy(row, *e));
        const bool cost =
            row == ScenarioComparisonModel::CostPerRunRow || row == ScenarioComparisonModel::CostPerMillionTokensRow;
        const gp::CostLine* line = e && cost ? e->headline() : nullptr;
        bars.sources << (line ? tr("%1, %2, %3 GPUs billed")
                                    .arg(QString::fromStdString(
                                             ComparisonFigures::text(ScenarioComparisonModel::PricedOfferRow, *e)),
                                         QString::fromStdString(
                                             ComparisonFigures::text(ScenarioComparisonModel::PriceTierRow, *e)))
                                    .arg(line->billedGpus)
                              : QString());
    }
    return bars;
}

ChartDataBuilder::ResultKind ChartDataBuilder::resultKind() const
{
    // Like with like, as the Pareto chart: training scenarios when there are any, else the serving ones.
    bool serving = false;
    for (int i = 0; i < m_workspace.scenarioCount(); ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i)) {
            if (e->training)
                return ResultKind::Training;
            serving = serving || e->inference.has_value();
        }
    return serving ? ResultKind::Serving : ResultKind::Training;
}

ChartBars ChartDataBuilder::bars(int row, const QString& title, ResultKind kind) const
{
    ChartBars out = bars(row, title);
    for (int i = 0; i < m_workspace.scenarioCount(); ++i) {
        const gp::Estimate* e = estimateOf(m_workspace, i);
        const bool sameKind = e && (kind == ResultKind::Training ? e->training.has_value() : e->inference.has_value());
        if (!sameKind) {
            out.applicable[i] = false;
            out.values[i] = 0;
            out.sources[i].clear();
            out.missingWhy[i] = e && e->inference ? tr("serving") : e && e->training ? tr("training") : QString();
        }
    }
    return out;
}

ChartBars ChartDataBuilder::costPerResultBars() const
{
    // A training run and an hour of serving are different results: one chart never mixes them.
    const QString currency = m_workspace.currency();
    if (resultKind() == ResultKind::Training) {
        ChartBars b = bars(ScenarioComparisonModel::CostPerRunRow,
                           tr("Cost per training run (cheapest offer of each plan's tier)"), ResultKind::Training);
        b.axis = tr("%1 per training run").arg(currency);
        return b;
    }
    ChartBars b = bars(ScenarioComparisonModel::CostPerMillionTokensRow,
                       tr("Cost per million output tokens at the target load (cheapest offer of each plan's tier)"),
                       ResultKind::Serving);
    b.axis = tr("%1 per million output tokens").arg(currency);
    return b;
}

ChartBars ChartDataBuilder::costPerRunBars() const
{
    return bars(ScenarioComparisonModel::CostPerRunRow, tr("Cost per run (cheapest offer of each plan's tier)"));
}

ChartBars ChartDataBuilder::costPerMillionTokensBars() const
{
    return bars(ScenarioComparisonModel::CostPerMillionTokensRow,
                tr("Cost per million tokens (cheapest offer of each plan's tier)"));
}

ChartBars ChartDataBuilder::timeBars() const
{
    return bars(ScenarioComparisonModel::TrainingHoursRow, tr("Training time"));
}

ChartBars ChartDataBuilder::timeToResultBars() const
{
    if (resultKind() == ResultKind::Training) {
        ChartBars b =
            bars(ScenarioComparisonModel::TrainingHoursRow, tr("Time to a trained model"), ResultKind::Training);
        b.axis = tr("Wall-clock hours");
        return b;
    }
    // Serving: the time a user waits for one answer, first token plus every output token.
    ChartBars b;
    b.title = tr("Time to an answer (request latency)");
    b.unit = QStringLiteral("s");
    b.axis = tr("Seconds per request");
    for (int i = 0; i < m_workspace.scenarioCount(); ++i) {
        b.scenarios << scenarioAt(
            i, {ScenarioComparisonModel::TimeToFirstTokenRow, ScenarioComparisonModel::TimePerOutputTokenRow});
        const gp::Estimate* e = estimateOf(m_workspace, i);
        const bool serving = e && e->inference;
        b.values << (serving ? e->inference->requestLatencySeconds : 0.0);
        b.applicable << serving;
        b.missingWhy << (e && e->training ? tr("training") : QString());
    }
    return b;
}

ChartBars ChartDataBuilder::tokensPerSecondBars() const
{
    return bars(ScenarioComparisonModel::TokensPerSecondRow, tr("Tokens per second"));
}

ChartMemoryStacks ChartDataBuilder::memoryStacks() const
{
    // Component order as nvidia-smi's total adds them up (Estimate.h MemoryBreakdown::totalGb()).
    using M = gp::MemoryBreakdown;
    const std::pair<const char*, double M::*> parts[] = {
        {"Weights", &M::weights},
        {"Gradients", &M::gradients},
        {"Optimizer states", &M::optimizerStates},
        {"Master weights", &M::masterWeights},
        {"Activations", &M::activations},
        {"Logits", &M::logits},
        {"KV cache", &M::kvCache},
        {"LoRA adapters", &M::loraAdapters},
        {"LoRA optimizer", &M::loraOptimizer},
        {"Quantisation constants", &M::quantConstants},
        {"ZeRO-3 gathered weights", &M::zeroGatheredWeights},
        {"CUDA context", &M::cudaContext},
        {"Allocator reserve", &M::allocatorReserve},
    };
    ChartMemoryStacks out;
    std::vector<bool> used(std::size(parts), false);
    for (int i = 0; i < m_workspace.scenarioCount(); ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i))
            for (std::size_t p = 0; p < std::size(parts); ++p)
                used[p] = used[p] || e->memory.*(parts[p].second) > 0;
    for (std::size_t p = 0; p < std::size(parts); ++p)
        if (used[p])
            out.components << tr(parts[p].first);
    for (int i = 0; i < m_workspace.scenarioCount(); ++i) {
        out.scenarios << scenarioAt(i, {ScenarioComparisonModel::MemoryPerGpuRow});
        const gp::Estimate* e = estimateOf(m_workspace, i);
        QVector<double> row;
        for (std::size_t p = 0; p < std::size(parts); ++p)
            if (used[p])
                row << (e ? e->memory.*(parts[p].second) : 0.0);
        out.values << row;
        out.usableGb << (e ? e->usableMemoryGbPerGpu : 0.0);
    }
    return out;
}

ChartPareto ChartDataBuilder::costVersusTime() const
{
    ChartPareto training = pareto(ParetoKind::Training);
    return training.points.isEmpty() ? pareto(ParetoKind::Inference) : training;
}

ChartPareto ChartDataBuilder::pareto(ParetoKind kind) const
{
    ChartPareto out;
    out.serving = kind == ParetoKind::Inference;
    out.timeUnit = out.serving ? QStringLiteral("s") : QStringLiteral("h");
    out.costUnit = m_workspace.currency();
    for (int i = 0; i < m_workspace.scenarioCount(); ++i) {
        const gp::Estimate* e = estimateOf(m_workspace, i);
        const gp::CostLine* cost = e ? ComparisonFigures::cheapestCost(*e) : nullptr;
        if (!e || !cost)
            continue; // no cost, no point
        if (kind == ParetoKind::Training && e->training)
            out.points.push_back(
                {scenarioAt(i, {ScenarioComparisonModel::TrainingHoursRow, ScenarioComparisonModel::CostPerRunRow}),
                 e->training->wallClockHours, cost->costPerRun, false});
        else if (kind == ParetoKind::Inference && e->inference && cost->costPerMillionTokens > 0)
            out.points.push_back({scenarioAt(i, {ScenarioComparisonModel::TimeToFirstTokenRow,
                                                 ScenarioComparisonModel::TimePerOutputTokenRow,
                                                 ScenarioComparisonModel::CostPerMillionTokensRow}),
                                  e->inference->requestLatencySeconds, cost->costPerMillionTokens, false});
    }
    // A point is on the front when no other point is at least as good on both axes and better on one.
    for (auto& p : out.points) {
        p.onFront = std::none_of(out.points.begin(), out.points.end(), [&](const ChartParetoPoint& q) {
            return q.time <= p.time && q.cost <= p.cost && (q.time < p.time || q.cost < p.cost);
        });
    }
    for (int i = 0; i < out.points.size(); ++i)
        if (out.points[i].onFront)
            out.frontOrder << i;
    std::sort(out.frontOrder.begin(), out.frontOrder.end(),
              [&](int a, int b) { return out.points[a].time < out.points[b].time; });
    return out;
}

QString ChartDataBuilder::monthlyFormula(double gpus, const gp::CostLine& cost, double monthly, bool managed) const
{
    // "Why this number" for a line of the cumulative chart: the same product the figure is, with the offer
    // and the catalog row (source, as of) its price came from.
    const WhatIfOverrides& w = m_workspace.whatIf();
    const QString unit = m_workspace.currency();
    const gp::OfferSpec* offer = m_workspace.effectiveCatalog().offer(cost.offerKey);
    QString text = tr("Per month: %1 GPUs x %2 %3 per GPU-hour x %4 h")
                       .arg(gpus)
                       .arg(QString::number(cost.pricePerGpuHour, 'f', 2), unit)
                       .arg(gp::kHoursPerMonth);
    if (w.devOpsCostPerMonth() > 0 && !managed)
        text += tr(" + DevOps %1 h x %2 %3").arg(w.devOpsHoursPerMonth).arg(w.devOpsHourlyRate).arg(unit);
    else if (w.devOpsCostPerMonth() > 0)
        text += tr(" (managed: no DevOps of yours)");
    text +=
        tr(" = %1 %2 (GPUs around the clock; month = 730 h, 8,760 h / 12)").arg(QString::number(monthly, 'f', 0), unit);
    text +=
        tr("\nOffer: %1 (%2)").arg(QString::fromStdString(cost.offerKey), QString::fromStdString(cost.providerName));
    if (offer)
        text += tr("\nSource: %1, as of %2")
                    .arg(QString::fromStdString(offer->ref.source), QString::fromStdString(offer->ref.asOf));
    return text;
}

ChartCumulativeCost ChartDataBuilder::cumulativeCost(int months) const
{
    // The formula is the TCO model's (models/tco/TcoPresets.h): the scenario's GPUs rented around the
    // clock, DevOps counted unless the offer is managed.
    ChartCumulativeCost out;
    out.unit = m_workspace.currency();
    out.months = std::max(0, months);
    const WhatIfOverrides& w = m_workspace.whatIf();
    for (int i = 0; i < m_workspace.scenarioCount(); ++i) {
        // GPUs x price per GPU-hour, plus the DevOps what-if knobs (which reach no other figure).
        ChartScenario scenario =
            scenarioAt(i, {ScenarioComparisonModel::CostPerRunRow, ScenarioComparisonModel::BilledGpusRow,
                           ScenarioComparisonModel::PricedOfferRow});
        const gp::Estimate* e = estimateOf(m_workspace, i);
        const gp::CostLine* cost = e ? ComparisonFigures::cheapestCost(*e) : nullptr;
        const int gpus = cost ? cost->billedGpus : 0; // whole instances: what is paid for
        std::optional<gp::tco::OptionCost> line;
        bool managed = false;
        if (cost && gpus > 0 && out.months > 0) {
            const gp::OfferSpec* offer = m_workspace.effectiveCatalog().offer(cost->offerKey);
            managed = offer && (offer->providerKind == "managed" || offer->tier == "managed_monthly");
            const gp::tco::Result r = gp::tco::TcoModel::evaluate(
                gp::tco::aroundTheClock({m_workspace.currency().toStdString(), out.months, gpus, cost->pricePerGpuHour,
                                         w.devOpsHoursPerMonth, w.devOpsHourlyRate, managed}));
            if (r.ok())
                line = r.options.front();
        }
        if (line && line->devOpsPerMonth > 0 && !scenario.whatIf) { // the what-if DevOps hours reached this line
            scenario.whatIf = true;
            scenario.name += ScenarioComparisonModel::whatIfMark();
        }
        out.scenarios << scenario;
        const double monthly = line ? line->computePerMonth + line->devOpsPerMonth : 0;
        out.monthlyCost << monthly;
        out.monthlyFormula << (line ? monthlyFormula(gpus, *cost, monthly, managed) : QString());
        QVector<double> series;
        for (int m = 0; m <= out.months; ++m)
            series << (line ? line->cumulative[m] : 0.0);
        out.cumulative << series;
    }
    return out;
}
