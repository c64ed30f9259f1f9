// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
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
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index >= 0 && index < ChartCount)
            update(index);
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

void ChartPanel::setWorkspace(const Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (!workspace)
        return;
    connect(workspace, &Workspace::estimatesChanged, this, [this] {
        if (m_workspace)
            refresh(*m_workspace);
    });
    refresh(*workspace);
}

void ChartPanel::refresh(const Workspace& workspace)
{
    m_workspace = &workspace;
    for (bool& stale : m_stale)
        stale = true;
    update(m_tabs->currentIndex());
}

ChartView* ChartPanel::chart(Chart which) const
{
    update(which);
    return m_charts[which];
}

void ChartPanel::update(int which) const
{
    if (which < 0 || which >= ChartCount || !m_stale[which] || !m_workspace)
        return;
    m_stale[which] = false;
    const ChartDataBuilder data(*m_workspace);
    const QString currency = m_workspace->currency();
    ChartView* view = m_charts[which];
    switch (Chart(which)) {
    case CostPerResult:
        view->setSpec(ChartFactory::costPerResult(data.costPerResultBars(), currency));
        break;
    case TimeToResult:
        view->setSpec(ChartFactory::timeToResult(data.timeToResultBars()));
        break;
    case MemoryPerGpu:
        view->setSpec(ChartFactory::memoryPerGpu(data.memoryStacks()));
        break;
    case CostVersusTime:
        view->setSpec(ChartFactory::costVersusTime(data.costVersusTime(), currency));
        break;
    case CumulativeCost:
        view->setSpec(ChartFactory::cumulativeCost(data.cumulativeCost(), currency));
        break;
    case ChartCount:
        break;
    }
}
