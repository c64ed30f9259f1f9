// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "From what we want to do to a defended plan": asks what the team is doing, the model, the data or the
// traffic, the deadline and budget and where the data may go, branching with nextId() so training paths
// never ask serving questions and the reverse; the last page shows the engine-checked recommendation
// (gp::WorkloadAdvisor). The wizard only builds values: chosenScenarios() is what the caller adds to the
// workspace (addToWorkspace, one undo step); accept() does no work of its own.
#include "planning/CatalogSnapshot.h"
#include "planning/WorkloadAdvisor.h"

#include <QWizard>

#include <vector>

class Workspace;
class WorkloadRecommendationPage;

class WorkloadWizard : public QWizard {
    Q_OBJECT
public:
    WorkloadWizard(const gp::CatalogSnapshot& catalog, const QString& currency, QWidget* parent = nullptr);

    gp::WorkloadAnswers answers() const;
    const gp::CatalogSnapshot& catalog() const { return m_catalog; }
    const gp::WorkloadRecommendation& recommendation() const;
    std::vector<gp::Scenario> chosenScenarios() const;
    WorkloadRecommendationPage* recommendationPage() const { return m_result; }

    // Adds `scenarios` to `workspace` as one undo step ("Add N scenarios from the workload wizard").
    static void addToWorkspace(Workspace* workspace, const std::vector<gp::Scenario>& scenarios, const QString& what);
    // The wizard's ticked configurations with their notes (choices, residency, the DPDP caution), as one undo step.
    std::vector<gp::RecommendedConfiguration> chosenConfigurations() const;
    static void addToWorkspace(Workspace* workspace, const std::vector<gp::RecommendedConfiguration>& chosen,
                               const QString& what);

Q_SIGNALS:
    void utilisationCheckRequested(const gp::Scenario& scenario);

private:
    gp::CatalogSnapshot m_catalog;
    QString m_currency;
    WorkloadRecommendationPage* m_result;
};
