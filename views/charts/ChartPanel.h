#pragma once
// The workspace's charts, one tab each, redrawn from a Workspace after every change. Callers outside
// views/charts/ see only this widget and ChartView.
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
    // Redraws the chart on screen now; the others are marked stale and redrawn when shown or asked for
    // (a what-if drag then pays for one chart, not five).
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
