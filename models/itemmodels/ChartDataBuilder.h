#pragma once
// Turns a Workspace's estimates into plain chart series (ChartData.h) so chart code draws and never
// computes. Every figure is the engine's, except the cumulative cost, whose formula is stated below.
#include "ChartData.h"

namespace gp {
struct CostLine;
}

class Workspace;

class ChartDataBuilder {
public:
    explicit ChartDataBuilder(const Workspace& workspace) : m_workspace(workspace) {}

    ChartBars costPerRunBars() const;             // cheapest offer
    ChartBars costPerMillionTokensBars() const;   // cheapest offer
    ChartBars timeBars() const;                   // training wall-clock hours (inference: n/a)
    ChartBars tokensPerSecondBars() const;
    ChartMemoryStacks memoryStacks() const;
    // Cost vs time, like with like: Training compares the training scenarios (wall-clock hours, cost per
    // run); Inference the serving ones (request latency in hours, cost per million output tokens).
    enum class ParetoKind { Training, Inference };
    ChartPareto pareto(ParetoKind kind = ParetoKind::Training) const;
    // month m total = m x (GPUs x cheapest price per GPU-hour x 730 h + DevOps hours x rate): the
    // scenario's GPUs rented around the clock. 730 h/month as in PriceConversion.h (kHoursPerMonth);
    // DevOps as in DOMAIN.md (hours per month x loaded hourly rate). Scenarios without a priced offer
    // stay at 0 (and are marked not valid when their estimate failed).
    ChartCumulativeCost cumulativeCost(int months = 12) const;

private:
    ChartScenario scenarioAt(int index) const;
    ChartBars bars(int comparisonRow, const QString& title) const;
    QString monthlyFormula(double gpus, const gp::CostLine& cost, double monthly) const;
    const Workspace& m_workspace;
};
