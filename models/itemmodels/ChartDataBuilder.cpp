#include "ChartDataBuilder.h"

#include "document/Workspace.h"

ChartBars ChartDataBuilder::costPerRunBars() const { return {}; }
ChartBars ChartDataBuilder::costPerMillionTokensBars() const { return {}; }
ChartBars ChartDataBuilder::timeBars() const { return {}; }
ChartBars ChartDataBuilder::tokensPerSecondBars() const { return {}; }
ChartMemoryStacks ChartDataBuilder::memoryStacks() const { return {}; }
ChartPareto ChartDataBuilder::pareto() const { return {}; }
ChartCumulativeCost ChartDataBuilder::cumulativeCost(int) const { return {}; }
ChartScenario ChartDataBuilder::scenarioAt(int) const { return {}; }
