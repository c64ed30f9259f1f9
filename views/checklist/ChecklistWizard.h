#pragma once
// The platform checklist as a wizard (issue 13): pick the workload (a workspace scenario) and whether it
// processes personal data of people in India, two or more candidate providers, the criterion weights
// (prefilled with the workload's defaults), then read the scores, a chart of the criteria, the answers
// per platform ("unknown" where no source says) and the gaps, blocking ones highlighted.
#include "catalog/ChecklistRun.h"

#include <QWizard>

class CatalogStore;
class Workspace;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QTableWidget;
class ChecklistCriteriaChart;

class ChecklistWizard : public QWizard {
    Q_OBJECT
public:
    struct Candidate {
        QString name;
        gp::Scenario scenario;
    };
    ChecklistWizard(const CatalogStore* store, std::vector<Candidate> scenarios, QWidget* parent = nullptr);
    // Opens the wizard over the workspace's scenarios (as the engine sees them, what-if applied).
    static void openFor(const CatalogStore* store, const Workspace* workspace, QWidget* parent);

    const catalog::ChecklistRun& result() const { return m_run; }
    // For tests and callers: the widgets a user drives.
    QComboBox* scenarioBox() const { return m_scenario; }
    QCheckBox* personalDataBox() const { return m_personalData; }
    QListWidget* providerList() const { return m_providers; }
    QTableWidget* answersTable() const { return m_answers; }
    QTableWidget* gapsTable() const { return m_gaps; }
    QTableWidget* scoresTable() const { return m_scores; }

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

    const CatalogStore* m_store;
    std::vector<Candidate> m_candidates;
    QComboBox* m_scenario = nullptr;
    QCheckBox* m_personalData = nullptr;
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
