// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The comparison of every scenario: the table (one column per scenario), Copy as CSV, the column
// fitting that keeps every figure whole without measuring on every what-if step, and the "why this
// number" panel that explains the selected figure. It observes the Workspace it is given; the workspace
// view decides where the "why" panel sits (whyPanel() is created here, placed there).
#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

class QModelIndex;
class QLabel;
class QTableView;
class QTextBrowser;
class QTimer;
class ScenarioComparisonModel;
class Workspace;

class ComparisonPane : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonPane(QWidget* parent = nullptr);
    ~ComparisonPane() override;

    void setWorkspace(Workspace* workspace);
    // The scenario whose column a recompute keeps selected (the scenario list's selection).
    void setCurrentScenario(int column) { m_currentColumn = column; }

    QTableView* table() const { return m_table; }
    ScenarioComparisonModel* model() const { return m_model; }
    QTextBrowser* whyPanel() const { return m_why; }
    void copyCsv() const;

    // The comparison's layout, fitted once its figures stand still (kFitColumnsDelayMs): every column to
    // its contents, only the columns a figure outgrew, and (signalled) the whole table's height.
    enum Fit { FitColumns = 1, GrowColumns = 2, FitHeight = 4 };
    void scheduleFit(int what);
    // The height this pane needs to show every row without a vertical scroll bar.
    int fullHeight() const;
    // After the type size changed (workshop mode): taller rows, refitted columns.
    void fontChanged();
    // Workshop mode: no pane title and Copy button, so the whole table and a chart fit a projector.
    void setCompact(bool compact);
    // A column fit is waiting for the figures to settle (tests wait on this instead of sleeping).
    bool fitPending() const { return m_pendingFit != 0; }

Q_SIGNALS:
    void heightFitRequested(); // a FitHeight fit ran: fullHeight() is current

private:
    void fit();
    void applyRowHeight();
    void updateWhatIfLegend();
    void updateFlagLegend();
    void showWhy(const QModelIndex& index);
    // For a plan that does not fit: the engine's ways to make it fit (VramAdvisor), as HTML; computed
    // when the selection moves and once the figures stand still, not on every what-if step.
    QString fitAdviceHtml(int column);
    void setWhyHtml(const QString& html);

    QPointer<Workspace> m_workspace;
    ScenarioComparisonModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QWidget* m_titleRow = nullptr;
    QTextBrowser* m_why = nullptr;
    QLabel* m_whatIfLegend = nullptr; // explains the what-if mark while a what-if is applied
    QLabel* m_flagLegend = nullptr;   // explains the flag mark while a priced offer is flagged
    bool m_compact = false;
    QString m_whyHtml;            // what m_why shows, so an unchanged explanation is not laid out again
    QTimer* m_fitTimer = nullptr; // fits column widths once a burst of recomputes has settled
    QElapsedTimer m_figuresMoved; // since the comparison's figures last changed
    int m_pendingFit = 0;         // Fit flags waiting for m_fitTimer
    int m_whyRow = -1;
    int m_adviceColumn = -1;   // the column m_adviceHtml is for
    bool m_adviceStale = true; // the figures moved since m_adviceHtml was made
    QString m_adviceHtml;
    int m_currentColumn = -1;
};
