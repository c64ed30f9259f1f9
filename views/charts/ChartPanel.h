// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace's charts, one tab each. They observe the Workspace they are given (setWorkspace) and
// redraw after each of its estimatesChanged(). Callers outside views/charts/ see only this widget and
// ChartView.
#include <QPointer>
#include <QWidget>

class ChartView;
class QTabWidget;
class Workspace;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    enum Chart { CostPerResult, TimeToResult, MemoryPerGpu, CostVersusTime, CumulativeCost, ChartCount };

    explicit ChartPanel(QWidget* parent = nullptr);
    // Follows `workspace` from now on (null: none); drawn at once.
    void setWorkspace(const Workspace* workspace);
    // Redraws the chart on screen now (also what estimatesChanged() does); the others are marked stale and redrawn when
    // shown or asked for (a what-if drag then pays for one chart, not five).
    void refresh(const Workspace& workspace);
    // The chart, brought up to date first.
    ChartView* chart(Chart which) const;
    QTabWidget* tabs() const { return m_tabs; }

private:
    void update(int which) const;

    QTabWidget* m_tabs;
    ChartView* m_charts[ChartCount] = {};
    QPointer<const Workspace> m_workspace;
    mutable bool m_stale[ChartCount] = {};
};
