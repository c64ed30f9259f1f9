// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The question pages of the workload wizard, one class each. Each page reports itself complete only when
// every field on it is valid (NumberField shows why not), so QWizard keeps Next disabled until then.
// The pages hold widgets only: WorkloadWizard::answers() reads them into a gp::WorkloadAnswers.
#include "planning/CatalogSnapshot.h"
#include "planning/WorkloadAdvisor.h"

#include <QWizardPage>

class NumberField;
class QAbstractButton;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;

class WorkloadGoalPage : public QWizardPage {
    Q_OBJECT
public:
    explicit WorkloadGoalPage(QWidget* parent = nullptr);
    gp::WorkloadGoal goal() const;
    void setGoal(gp::WorkloadGoal goal);
    int nextId() const override;
    QCheckBox* processorBox() const { return m_processor; }
    QAbstractButton* chosenButton() const; // the goal's radio button

private:
    QButtonGroup* m_group;
    QCheckBox* m_processor;
};

class WorkloadModelPage : public QWizardPage {
    Q_OBJECT
public:
    WorkloadModelPage(const gp::CatalogSnapshot& catalog, QWidget* parent = nullptr);
    bool isComplete() const override;
    int nextId() const override;
    std::string modelKey() const; // empty when a size is given
    double billions() const;      // 0 when a catalog model is chosen
    void chooseSize(double billions);
    void chooseCatalogModel(const std::string& key);
    NumberField* sizeField() const { return m_size; }

private:
    QRadioButton* m_fromCatalog;
    QRadioButton* m_bySize;
    QComboBox* m_models;
    NumberField* m_size;
};

class WorkloadDataPage : public QWizardPage {
    Q_OBJECT
public:
    explicit WorkloadDataPage(QWidget* parent = nullptr);
    bool isComplete() const override;
    int nextId() const override;
    bool byTokens() const;
    void setByTokens(bool tokens);
    NumberField* tokensField() const { return m_tokens; }   // billions
    NumberField* datasetField() const { return m_dataset; } // billions
    NumberField* epochsField() const { return m_epochs; }
    NumberField* sequenceField() const { return m_sequence; }

private:
    QRadioButton* m_tokensChoice;
    QRadioButton* m_datasetChoice;
    NumberField* m_tokens;
    NumberField* m_dataset;
    NumberField* m_epochs;
    NumberField* m_sequence;
};

class WorkloadTrafficPage : public QWizardPage {
    Q_OBJECT
public:
    explicit WorkloadTrafficPage(QWidget* parent = nullptr);
    bool isComplete() const override;
    int nextId() const override;
    NumberField* requestsField() const { return m_rps; }
    NumberField* promptField() const { return m_prompt; }
    NumberField* outputField() const { return m_output; }
    NumberField* ttftField() const { return m_ttft; } // milliseconds
    NumberField* tpotField() const { return m_tpot; } // milliseconds
    QCheckBox* quantisedBox() const { return m_quantised; }
    // 0: the TTFT target holds for the mean request; 50, 90, 95 or 99: for that percentile (ServingQueue.h).
    QComboBox* ttftPercentileBox() const { return m_ttftPercentile; }
    int ttftPercentile() const;

private:
    NumberField *m_rps, *m_prompt, *m_output, *m_ttft, *m_tpot;
    QComboBox* m_ttftPercentile;
    QCheckBox* m_quantised;
};

class WorkloadLimitsPage : public QWizardPage {
    Q_OBJECT
public:
    explicit WorkloadLimitsPage(QWidget* parent = nullptr);
    void initializePage() override; // words follow training or serving
    bool isComplete() const override;
    int nextId() const override;
    NumberField* deadlineField() const { return m_deadline; } // days
    NumberField* budgetField() const { return m_budget; }
    void setCurrency(const QString& currency);

private:
    NumberField* m_deadline;
    NumberField* m_budget;
    QLabel* m_deadlineLabel;
    QLabel* m_budgetLabel;
    QLabel* m_intro;
    QString m_currency = QStringLiteral("USD");
};

class WorkloadResidencyPage : public QWizardPage {
    Q_OBJECT
public:
    explicit WorkloadResidencyPage(QWidget* parent = nullptr);
    int nextId() const override;
    QCheckBox* personalDataBox() const { return m_personal; }
    QCheckBox* indiaOnlyBox() const { return m_indiaOnly; }
    QCheckBox* spotBox() const { return m_spot; }
    QCheckBox* flaggedBox() const { return m_flagged; }

private:
    QCheckBox* m_personal;
    QCheckBox* m_indiaOnly;
    QCheckBox* m_spot;
    QCheckBox* m_flagged;
    QLabel* m_note;
};

namespace WorkloadPage {
enum Id { Goal, Model, Data, Traffic, Limits, Residency, Result };
}
