// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "Rent, managed or buy?": a QWizard over the TCO model (models/tco/). Pages: the workload volume (typed
// or from a workspace scenario's estimate), the options (catalog offers for a GPU, with defaults), the
// ownership parameters, operations (DevOps, failures, SLA), and the result: cumulative cost with the
// crossovers marked, cost per result, the tornado, the break-even curve and the conclusion in words.
// "Add to workspace" stores the inputs in the .gpuplan. No formula here: every figure is the model's.
#include "planning/CatalogSnapshot.h"
#include "tco/TcoAnalysis.h"

#include <QWizard>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class ChartView;
class QProgressBar;
class TcoAnalysisRunner;
class Workspace;

class TcoWizard : public QWizard {
    Q_OBJECT
public:
    enum Page { WorkloadPage, OptionsPage, OwnershipPage, OperationsPage, ResultPage };
    // `workspace` may be null (no scenario to take the volume from, nothing to add to).
    TcoWizard(const gp::CatalogSnapshot& catalog, Workspace* workspace, QWidget* parent = nullptr);
    // On the workspace's saved catalog, never the what-if's (issue 31): an analysis stores the catalog's
    // prices and rates and a scenario's own GPU-hours, so a what-if active while it is made (prices at 80%,
    // another exchange rate, an MFU) never leaks into what "Add to workspace" saves. The first page says so.
    explicit TcoWizard(Workspace* workspace, QWidget* parent = nullptr);

    gp::tco::Inputs inputs() const; // what the pages say now
    const gp::tco::Analysis& analysis() const { return m_analysis; }
    const gp::tco::Inputs& analysedInputs() const { return m_analysed; }
    // Runs the model on inputs() and redraws the result page, on this thread (tests, small analyses).
    void analyse();
    // The same on a worker thread (TcoAnalysisRunner): the result page shows progress and a Cancel button, and
    // the window keeps answering. The result page starts it when it is shown.
    void analyseInBackground();
    bool analysing() const;
    void cancelAnalysis();
    TcoAnalysisRunner* runner() const { return m_runner; }
    // Stores the analysed inputs in the workspace (one undo step): a new analysis, or the saved one the
    // pages were loaded from (loadSaved), so a stored comparison stays editable as a what-if. Returns its id.
    QString addToWorkspace();
    // Fills every page from the workspace's saved analysis `index` (what Add to workspace stored). False,
    // with the reason on the first page, when its inputs no longer read against this catalog.
    bool loadSaved(int index);
    int editing() const { return m_editing; } // the saved analysis being edited, -1 for a new one

    ChartView* cumulativeChart() const { return m_cumulative; }
    ChartView* costPerResultChart() const { return m_costPerResult; }
    ChartView* tornadoChart() const { return m_tornado; }
    ChartView* breakEvenChart() const { return m_breakEven; }
    QLabel* conclusionLabel() const { return m_conclusion; }
    // Says that the workspace's active what-if is not applied here (hidden while the what-if is neutral).
    QLabel* whatIfNote() const { return m_whatIfNote; }

private:
    QWizardPage* makeWorkloadPage();
    QWizardPage* makeOptionsPage();
    QWizardPage* makeOwnershipPage();
    QWizardPage* makeOperationsPage();
    QWizardPage* makeResultPage();
    void fillOptions();
    void takeScenario(int index);
    QString sourceOf(const std::string& field) const;
    void showAnalysis(const gp::tco::Analysis& analysis, const gp::tco::Inputs& inputs);

    gp::CatalogSnapshot m_catalog;
    Workspace* m_workspace;
    gp::tco::Inputs m_defaults; // catalog defaults (India), with their sources
    gp::tco::Inputs m_base;     // what the pages edit: the defaults, or a saved analysis
    int m_editing = -1;
    std::vector<gp::tco::Option> m_candidates;
    bool m_showsSavedOptions = false;    // the list holds a saved analysis' options, not the standard ones
    std::vector<std::string> m_unticked; // standard options the user unticked ("offer/name"), kept across refills
    gp::tco::Inputs m_analysed;
    gp::tco::Analysis m_analysis;

    QComboBox* m_saved = nullptr;
    QLabel* m_savedError = nullptr;
    QLabel* m_whatIfNote = nullptr;
    QPushButton* m_add = nullptr;
    QComboBox* m_scenario = nullptr;
    QSpinBox* m_gpus = nullptr;
    QDoubleSpinBox* m_utilisation = nullptr;
    QDoubleSpinBox* m_runs = nullptr;
    QDoubleSpinBox* m_hoursPerRun = nullptr;
    QSpinBox* m_horizon = nullptr;
    QComboBox* m_currency = nullptr;
    QDoubleSpinBox* m_inrPerUsd = nullptr;
    QComboBox* m_gpu = nullptr;
    QListWidget* m_options = nullptr;
    QDoubleSpinBox* m_vps = nullptr;
    QSpinBox* m_refresh = nullptr;
    QDoubleSpinBox* m_resale = nullptr;
    QCheckBox* m_credit = nullptr;
    QDoubleSpinBox* m_pue = nullptr;
    QDoubleSpinBox* m_electricity = nullptr;
    QDoubleSpinBox* m_colocation = nullptr;
    QDoubleSpinBox* m_serverW = nullptr;
    QDoubleSpinBox* m_load = nullptr;
    QDoubleSpinBox* m_devOpsHours = nullptr;
    QDoubleSpinBox* m_devOpsRate = nullptr;
    QDoubleSpinBox* m_interruptions = nullptr;
    QDoubleSpinBox* m_checkpoint = nullptr;
    QDoubleSpinBox* m_restart = nullptr;
    QDoubleSpinBox* m_shared = nullptr;
    QLabel* m_sla = nullptr;
    ChartView* m_cumulative = nullptr;
    ChartView* m_costPerResult = nullptr;
    ChartView* m_tornado = nullptr;
    ChartView* m_breakEven = nullptr;
    QLabel* m_conclusion = nullptr;
    QLabel* m_errors = nullptr;
    TcoAnalysisRunner* m_runner = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
};
