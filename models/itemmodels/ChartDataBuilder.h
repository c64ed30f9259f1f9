// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Turns a Workspace's estimates into plain chart series (ChartData.h) so chart code draws and never
// computes. Every figure is the engine's, except the cumulative cost, whose formula is stated below.
#include "ChartData.h"

#include <initializer_list>

namespace gp {
struct CostLine;
}

class Workspace;

class ChartDataBuilder {
public:
    explicit ChartDataBuilder(const Workspace& workspace) : m_workspace(workspace) {}

    // The "result" of a workspace, like with like: with any training scenario, the training ones (cost per
    // training run, wall-clock hours) and serving ones marked not applicable; with serving scenarios only,
    // cost per million output tokens and request latency.
    ChartBars costPerResultBars() const;
    ChartBars timeToResultBars() const;
    ChartBars costPerRunBars() const;           // cheapest offer; the comparison row as it is
    ChartBars costPerMillionTokensBars() const; // cheapest offer
    ChartBars timeBars() const;                 // training wall-clock hours (inference: n/a)
    ChartBars tokensPerSecondBars() const;
    ChartMemoryStacks memoryStacks() const;
    // Cost vs time, like with like: Training compares the training scenarios (wall-clock hours, cost per
    // run); Inference the serving ones (request latency in seconds, cost per million output tokens).
    enum class ParetoKind { Training, Inference };
    ChartPareto pareto(ParetoKind kind = ParetoKind::Training) const;
    // The training plans' front, or the serving plans' when no plan trains (a serving-only workspace).
    ChartPareto costVersusTime() const;
    // The TCO model's cumulative cost of the scenario's GPUs rented around the clock at the cheapest
    // offer (gp::tco::aroundTheClock): month m = m x (GPUs x price per GPU-hour x 730 h + DevOps hours x
    // rate), DevOps left out for a managed offer (the seed article: managed = no DevOps overhead).
    // Scenarios without a priced offer stay at 0 (and are marked not valid when their estimate failed).
    ChartCumulativeCost cumulativeCost(int months = 12) const;

private:
    ChartScenario scenarioAt(int index, std::initializer_list<int> comparisonRows) const;
    enum class ResultKind { Training, Serving };
    ResultKind resultKind() const;
    ChartBars bars(int comparisonRow, const QString& title) const;
    ChartBars bars(int comparisonRow, const QString& title, ResultKind kind) const;
    QString monthlyFormula(double gpus, const gp::CostLine& cost, double monthly, bool managed) const;
    const Workspace& m_workspace;
};
