// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Grouped bars: one group per checklist criterion, one bar per platform, height = the criterion score
// (0..1, relative to the best candidate). Unknown criteria draw no bar; the axis label says "(unknown)"
// when no platform has the figure. All Qt Charts code stays in views/charts/.
#include "ChartSpec.h"

#include <QChartView>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

struct ChecklistChartData {
    QStringList criteria;                                   // group labels
    QStringList platforms;                                  // bar sets
    std::vector<std::vector<std::optional<double>>> scores; // [platform][criterion]
};

class ChecklistCriteriaChart : public QChartView {
    Q_OBJECT
public:
    explicit ChecklistCriteriaChart(QWidget* parent = nullptr);
    void setData(const ChecklistChartData& data);
    // The scores as a grouped-bars spec (NaN = unknown): what "Show as table" shows.
    const ChartSpec& spec() const { return m_spec; }

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    ChartSpec m_spec;
    QAction* m_table = nullptr;
};
