// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workload wizard's last page: the tier, the GPU types that fit, the parallel strategy and the three
// cheapest configurations that meet the deadline, each with why, as gp::WorkloadAdvisor worked them out
// (and the engine re-checked). Rows are ticked for "Add to workspace". All text is plain text.
#include "planning/WorkloadAdvisor.h"

#include <QDate>
#include <QWizardPage>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

class WorkloadRecommendationPage : public QWizardPage {
    Q_OBJECT
public:
    explicit WorkloadRecommendationPage(QWidget* parent = nullptr);
    void initializePage() override; // runs the advisor on the answers (not accept())
    bool isComplete() const override;
    int nextId() const override { return -1; }

    const gp::WorkloadRecommendation& recommendation() const { return m_recommendation; }
    std::vector<gp::Scenario> chosenScenarios() const;
    // The ticked options and GPU-type rows, with the notes the workspace keeps (the choices, residency, caution).
    std::vector<gp::RecommendedConfiguration> chosenConfigurations() const;
    // The options shown: "three cheapest" or "cheapest of each GPU type" (gp::OptionMode).
    QComboBox* optionModeBox() const { return m_mode; }
    const std::vector<gp::RecommendedConfiguration>& shownOptions() const;
    QTableWidget* configurationTable() const { return m_configurations; }
    QTableWidget* gpuTable() const { return m_gpus; }
    QString summaryText() const;
    QPushButton* utilisationButton() const { return m_utilisation; }
    // The day the options' price ages count to (issue 33); today unless a test fixes it.
    void setToday(const QDate& today) { m_today = today; }
    static constexpr int kPriceAgeColumn = 6; // the options' last column: "6 months, stale"

Q_SIGNALS:
    void utilisationCheckRequested(const gp::Scenario& scenario);

private:
    void show(const gp::WorkloadRecommendation& r);
    void fillOptions();

    gp::WorkloadRecommendation m_recommendation;
    QLabel* m_summary;
    QLabel* m_residency;
    QComboBox* m_mode;
    QTableWidget* m_configurations;
    QLabel* m_why;
    QTableWidget* m_gpus;
    QLabel* m_warnings;
    QPushButton* m_utilisation;
    const gp::CatalogSnapshot* m_catalog = nullptr; // the wizard's, for the options' price ages
    QDate m_today = QDate::currentDate();
};
