// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkloadWizard.h"
#include "common/Accessible.h"

#include "NumberField.h"
#include "WorkloadRecommendationPage.h"
#include "WorkloadWizardPages.h"
#include "document/Workspace.h"
#include "text/MessageText.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QUndoStack>

WorkloadWizard::WorkloadWizard(const gp::CatalogSnapshot& catalog, const QString& currency, QWidget* parent)
    : QWizard(parent), m_catalog(catalog), m_currency(currency), m_result(new WorkloadRecommendationPage(this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("WorkloadWizard"));
    setWindowTitle(tr("Plan a workload"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&Add to workspace"));
    setPage(WorkloadPage::Goal, new WorkloadGoalPage(this));
    setPage(WorkloadPage::Model, new WorkloadModelPage(m_catalog, this));
    setPage(WorkloadPage::Data, new WorkloadDataPage(this));
    setPage(WorkloadPage::Traffic, new WorkloadTrafficPage(this));
    auto* limits = new WorkloadLimitsPage(this);
    limits->setCurrency(currency);
    setPage(WorkloadPage::Limits, limits);
    setPage(WorkloadPage::Residency, new WorkloadResidencyPage(this));
    setPage(WorkloadPage::Result, m_result);
    setStartId(WorkloadPage::Goal);
    // On the goal page the keyboard starts on the goal that is chosen: QWizard gives the focus to the page's
    // first button, and a screen reader then opened on "Train a model from scratch, not checked" while
    // fine-tuning is the answer Next takes.
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id != WorkloadPage::Goal)
            return;
        if (QAbstractButton* chosen = static_cast<WorkloadGoalPage*>(page(id))->chosenButton())
            chosen->setFocus();
    });
    connect(m_result, &WorkloadRecommendationPage::utilisationCheckRequested, this,
            &WorkloadWizard::utilisationCheckRequested);
    resize(1000, 700); // fits 1280 x 800 with the window frame and a panel
}

gp::WorkloadAnswers WorkloadWizard::answers() const
{
    gp::WorkloadAnswers a;
    const auto* goal = static_cast<const WorkloadGoalPage*>(page(WorkloadPage::Goal));
    const auto* model = static_cast<const WorkloadModelPage*>(page(WorkloadPage::Model));
    const auto* data = static_cast<const WorkloadDataPage*>(page(WorkloadPage::Data));
    const auto* traffic = static_cast<const WorkloadTrafficPage*>(page(WorkloadPage::Traffic));
    const auto* limits = static_cast<const WorkloadLimitsPage*>(page(WorkloadPage::Limits));
    const auto* residency = static_cast<const WorkloadResidencyPage*>(page(WorkloadPage::Residency));
    a.goal = goal->goal();
    a.modelKey = model->modelKey();
    a.modelBillions = model->billions();
    a.currency = m_currency.toStdString();
    if (a.goal != gp::WorkloadGoal::Serve) {
        if (data->byTokens())
            a.tokens = data->tokensField()->value() * 1e9;
        else {
            a.datasetTokens = data->datasetField()->value() * 1e9;
            a.epochs = data->epochsField()->value();
        }
        a.sequenceLength = int(data->sequenceField()->value());
        a.deadlineHours = limits->deadlineField()->value() * 24;
    } else {
        a.requestsPerSecond = traffic->requestsField()->value();
        a.promptTokens = int(traffic->promptField()->value());
        a.outputTokens = int(traffic->outputField()->value());
        a.ttftSeconds = traffic->ttftField()->value() / 1000;
        a.tpotSeconds = traffic->tpotField()->value() / 1000;
        a.ttftPercentile = traffic->ttftPercentile();
        a.allowQuantisedWeights = traffic->quantisedBox()->isChecked();
    }
    a.budget = limits->budgetField()->value();
    a.personalDataOfPeopleInIndia = residency->personalDataBox()->isChecked();
    a.indiaOnly = residency->indiaOnlyBox()->isChecked();
    a.allowInterruptible = residency->spotBox()->isChecked();
    a.includeFlagged = residency->flaggedBox()->isChecked();
    a.optionMode = gp::OptionMode(m_result->optionModeBox()->currentData().toInt());
    a.explainProcessorChoice = goal->processorBox()->isChecked();
    return a;
}

const gp::WorkloadRecommendation& WorkloadWizard::recommendation() const { return m_result->recommendation(); }

std::vector<gp::Scenario> WorkloadWizard::chosenScenarios() const { return m_result->chosenScenarios(); }

std::vector<gp::RecommendedConfiguration> WorkloadWizard::chosenConfigurations() const
{
    return m_result->chosenConfigurations();
}

void WorkloadWizard::addToWorkspace(Workspace* workspace, const std::vector<gp::RecommendedConfiguration>& chosen,
                                    const QString& what)
{
    if (!workspace || chosen.empty())
        return;
    workspace->undoStack()->beginMacro(tr("Add %n scenario(s) from %1", nullptr, int(chosen.size())).arg(what));
    for (const auto& c : chosen) {
        // The notes carry what the wizard chose for the user and where the data may run (saved in the .gpuplan).
        WorkspaceScenario entry;
        entry.id = WorkspaceScenario::newId();
        entry.name = QString::fromStdString(c.scenario.name);
        entry.notes = gp::text::renderJoined(c.notes, QStringLiteral("\n")); // in the reader's language
        entry.scenario = c.scenario;
        // Where the data may go, as a field of the plan (the header, the why panel, the checklist and the proposal
        // read it; the name and notes only repeat it in words).
        entry.scenario.residency.indiaOnly = c.indiaOnly;
        entry.scenario.residency.personalDataInIndia = c.personalDataInIndia;
        workspace->addScenario(entry);
    }
    workspace->undoStack()->endMacro();
}

void WorkloadWizard::addToWorkspace(Workspace* workspace, const std::vector<gp::Scenario>& scenarios,
                                    const QString& what)
{
    if (!workspace || scenarios.empty())
        return;
    workspace->undoStack()->beginMacro(tr("Add %n scenario(s) from %1", nullptr, int(scenarios.size())).arg(what));
    for (const auto& s : scenarios)
        workspace->addScenario(s, QString::fromStdString(s.name));
    workspace->undoStack()->endMacro();
}
