#pragma once
// The workspace's charts, one tab each, redrawn from a Workspace after every change. Callers outside
// views/charts/ see only this widget and ChartView.
#include <QWidget>

class ChartView;
class QTabWidget;
class Workspace;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    enum Chart { CostPerResult, TimeToResult, MemoryPerGpu, CostVersusTime, CumulativeCost, ChartCount };

    explicit ChartPanel(QWidget* parent = nullptr);
    void refresh(const Workspace& workspace);
    ChartView* chart(Chart which) const { return m_charts[which]; }
    QTabWidget* tabs() const { return m_tabs; }

private:
    QTabWidget* m_tabs;
    ChartView* m_charts[ChartCount] = {};
};
