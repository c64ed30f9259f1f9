// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "Find configurations" for a workspace scenario: the configuration search (training) or the serving
// search (inference) over the catalog, filtered by tier, provider, region, GPU type and GPU count; the
// Pareto front as a chart with the deadline and budget drawn in, and as a table with the cheapest point
// inside both marked. Reruns whenever a filter, the scenario or a what-if changes. "Add to workspace"
// adds the selected point as a scenario (one undo step).
#include "planning/ConfigurationSearch.h"
#include "planning/ConfigurationSearchServing.h"

#include <QDialog>

class ChartView;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class Workspace;

class FindConfigurationsDialog : public QDialog {
    Q_OBJECT
public:
    FindConfigurationsDialog(Workspace* workspace, int scenarioIndex, QWidget* parent = nullptr);

    void rerun(); // normally automatic
    bool serving() const { return m_serving; }
    const gp::SearchResult& trainingResult() const { return m_training; }
    const gp::ServingSearchResult& servingResult() const { return m_servingResult; }
    gp::SearchOptions trainingOptions() const;
    gp::ServingSearchOptions servingOptions() const;
    gp::Scenario workload() const; // the scenario searched for (what-if applied)
    int markedRow() const { return m_marked; }
    void addSelectedToWorkspace();

    // The parts, for tests and screenshots.
    QComboBox* scenarioBox() const { return m_scenario; }
    QListWidget* tierList() const { return m_tiers; }
    QListWidget* providerList() const { return m_providers; }
    QListWidget* gpuList() const { return m_gpus; }
    QCheckBox* indiaOnlyBox() const { return m_indiaOnly; }
    QCheckBox* includeFlaggedBox() const { return m_includeFlagged; }
    QSpinBox* maxGpusBox() const { return m_maxGpus; }
    QDoubleSpinBox* deadlineBox() const { return m_deadline; }
    QDoubleSpinBox* budgetBox() const { return m_budget; }
    QDoubleSpinBox* ttftBox() const { return m_ttft; }
    QDoubleSpinBox* tpotBox() const { return m_tpot; }
    QCheckBox* quantisedBox() const { return m_quantised; }
    QTableWidget* table() const { return m_table; }
    ChartView* chart() const { return m_chart; }
    QPushButton* addButton() const { return m_add; }
    QLabel* statusLabel() const { return m_status; }

private:
    void fillLists();
    void takeScenarioTargets(); // the latency targets the chosen scenario states (issue 31)
    void scheduleRerun();
    void showTraining();
    void showServing();
    static std::vector<std::string> checked(const QListWidget* list, bool emptyWhenAll);

    Workspace* m_workspace;
    bool m_serving = false;
    bool m_pending = false;
    gp::SearchResult m_training;
    gp::ServingSearchResult m_servingResult;
    int m_marked = -1;
    QComboBox* m_scenario;
    QListWidget* m_tiers;
    QListWidget* m_providers;
    QListWidget* m_gpus;
    QCheckBox* m_indiaOnly;
    QCheckBox* m_includeFlagged;
    QSpinBox* m_maxGpus;
    QDoubleSpinBox* m_deadline;
    QDoubleSpinBox* m_budget;
    QDoubleSpinBox* m_ttft;
    QDoubleSpinBox* m_tpot;
    QCheckBox* m_quantised;
    QLabel* m_deadlineLabel;
    QLabel* m_budgetLabel;
    QLabel* m_ttftLabel;
    QLabel* m_tpotLabel;
    ChartView* m_chart;
    QTableWidget* m_table;
    QPushButton* m_add;
    QLabel* m_status;
};
