// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The platform checklist as a wizard (issue 13): pick the workload (a workspace scenario) and whether it
// processes personal data of people in India, two or more candidate providers, the criterion weights
// (prefilled with the workload's defaults), then read the scores, a chart of the criteria, the answers
// per platform ("unknown" where no source says) and the gaps, blocking ones highlighted. Each answer can be
// confirmed (its check box) or answered in the user's own words (edit the cell); "Add to workspace" keeps
// the evaluation in the .gpuplan (one undo step), and the first page reopens a kept one, as the TCO wizard
// does with its analyses.
#include "catalog/ChecklistRun.h"
#include "document/WorkspaceChecklistRecord.h"

#include <QWizard>

class CatalogStore;
class Workspace;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;
class ChecklistCriteriaChart;

class ChecklistWizard : public QWizard {
    Q_OBJECT
public:
    struct Candidate {
        QString name;
        gp::Scenario scenario;
        QString id; // the workspace scenario's id (empty outside a workspace)
    };
    // `workspace` may be null: nothing to add to and nothing to reopen.
    ChecklistWizard(const CatalogStore* store, std::vector<Candidate> scenarios, Workspace* workspace = nullptr,
                    QWidget* parent = nullptr);
    // Opens the wizard over the workspace's scenarios as saved (no what-if: issue 31); with
    // `saved` >= 0, on the workspace's kept evaluation `saved`.
    static void openFor(const CatalogStore* store, Workspace* workspace, QWidget* parent, int saved = -1);

    // Keeps the evaluation on the result page in the workspace (one undo step): a new one, or the kept one
    // the pages were loaded from (loadSaved). Returns its id; empty when there is nothing to keep.
    QString addToWorkspace();
    // Fills the pages from the workspace's kept evaluation `index`: its scenario, providers, personal-data
    // flag, weights and the user's answers; the result page evaluates it again against today's catalog.
    // False, with the reason on the first page, when its scenario is no longer in the workspace.
    bool loadSaved(int index);
    int editing() const { return m_editing; } // the kept evaluation being edited, -1 for a new one
    // What the answer cells say now: confirmed ones and the user's own answers, by (provider, question).
    ChecklistUserAnswers userAnswers() const;

    const catalog::ChecklistRun& result() const { return m_run; }
    // For tests and callers: the widgets a user drives.
    QComboBox* scenarioBox() const { return m_scenario; }
    QCheckBox* personalDataBox() const { return m_personalData; }
    QLabel* personalDataReason() const { return m_personalDataReason; }
    QListWidget* providerList() const { return m_providers; }
    QTableWidget* answersTable() const { return m_answers; }
    QTableWidget* gapsTable() const { return m_gaps; }
    QTableWidget* scoresTable() const { return m_scores; }
    QComboBox* savedBox() const { return m_saved; }
    QLineEdit* nameEdit() const { return m_name; }
    QPushButton* addButton() const { return m_add; }
    QLabel* addedLabel() const { return m_added; }

protected:
    void initializePage(int id) override;

private:
    enum Page { WorkloadPage, PlatformsPage, WeightsPage, ResultPage };
    QWizardPage* workloadPage();
    QWizardPage* platformsPage();
    QWizardPage* weightsPage();
    QWizardPage* resultPage();
    void fillWeights();
    void evaluate();
    std::vector<std::string> checkedProviders() const;
    void applyUserAnswers();

    const CatalogStore* m_store;
    std::vector<Candidate> m_candidates;
    Workspace* m_workspace = nullptr;
    int m_editing = -1;
    std::map<std::string, double> m_loadedWeights; // a reopened evaluation's, used by the weights page
    ChecklistUserAnswers m_loadedAnswers;          // a reopened evaluation's, put back on the answers
    QComboBox* m_saved = nullptr;
    QLabel* m_savedError = nullptr;
    QLineEdit* m_name = nullptr;
    QPushButton* m_add = nullptr;
    QLabel* m_added = nullptr;
    QComboBox* m_scenario = nullptr;
    QCheckBox* m_personalData = nullptr;
    QLabel* m_personalDataReason = nullptr; // why the box was ticked for the user, or empty
    bool m_personalDataChosen = false;      // the user (or a reopened evaluation) set the box: stop following
    QListWidget* m_providers = nullptr;
    QFormLayout* m_weightsForm = nullptr;
    std::vector<std::pair<std::string, QDoubleSpinBox*>> m_weightBoxes;
    QLabel* m_status = nullptr;
    QTableWidget* m_scores = nullptr;
    ChecklistCriteriaChart* m_chart = nullptr;
    QTableWidget* m_answers = nullptr;
    QTableWidget* m_gaps = nullptr;
    catalog::ChecklistRun m_run;
};
