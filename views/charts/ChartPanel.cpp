#include "ChartPanel.h"

#include "ChartFactory.h"
#include "ChartView.h"
#include "document/Workspace.h"
#include "itemmodels/ChartDataBuilder.h"

#include <QTabWidget>
#include <QVBoxLayout>

ChartPanel::ChartPanel(QWidget* parent) : QWidget(parent), m_tabs(new QTabWidget(this))
{
    const QString names[ChartCount] = {tr("Cost per result"), tr("Time to result"), tr("Memory per GPU"),
                                       tr("Cost vs time"), tr("Cumulative cost")};
    for (int c = 0; c < ChartCount; ++c) {
        m_charts[c] = new ChartView(m_tabs);
        m_tabs->addTab(m_charts[c], names[c]);
    }
    m_tabs->setDocumentMode(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

void ChartPanel::refresh(const Workspace& workspace)
{
    const ChartDataBuilder data(workspace);
    const QString currency = workspace.currency();
    m_charts[CostPerResult]->setSpec(ChartFactory::costPerResult(data.costPerRunBars(), currency));
    m_charts[TimeToResult]->setSpec(ChartFactory::timeToResult(data.timeBars()));
    m_charts[MemoryPerGpu]->setSpec(ChartFactory::memoryPerGpu(data.memoryStacks()));
    m_charts[CostVersusTime]->setSpec(ChartFactory::costVersusTime(data.pareto(), currency));
    m_charts[CumulativeCost]->setSpec(ChartFactory::cumulativeCost(data.cumulativeCost(), currency));
}
