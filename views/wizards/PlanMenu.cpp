// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PlanMenu.h"

#include "UtilisationCheckDialog.h"
#include "VramWizard.h"
#include "WorkloadWizard.h"
#include "document/Workspace.h"
#include "search/FindConfigurationsDialog.h"
#include "tco/TcoWizard.h"
#include "workspace/WorkspaceView.h"

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

PlanMenu::PlanMenu(WorkspaceView* workspace, QWidget* window)
    : QObject(window), m_workspace(workspace), m_window(window)
{
}

void PlanMenu::addTo(QMenuBar* menuBar)
{
    QMenu* plan = menuBar->addMenu(tr("&Plan"));
    QAction* wizard = plan->addAction(tr("&Workload wizard..."), this, &PlanMenu::openWorkloadWizard);
    wizard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    wizard->setStatusTip(tr("From what the team wants to do to priced configurations in the workspace."));
    QAction* vram = plan->addAction(tr("&VRAM planner..."), this, &PlanMenu::openVramWizard);
    vram->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    QAction* find = plan->addAction(tr("&Find configurations..."), this, &PlanMenu::openFindConfigurations);
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    QMenu* tools = menuBar->addMenu(tr("&Tools"));
    tools->addAction(tr("GPU &utilisation check..."), this, &PlanMenu::openUtilisationCheck);
    tools->addAction(tr("&Rent, managed or buy (TCO)..."), this, &PlanMenu::openTcoWizard)
        ->setStatusTip(tr("Total cost of ownership over time: break-even, crossover and what flips the answer."));
}

void PlanMenu::openTcoWizard() { openTcoWizardFor(-1); }

void PlanMenu::openTcoWizardFor(int analysis)
{
    // On the workspace's saved catalog (its own edits included), never the what-if's: "Add to workspace"
    // stores the analysis there at catalog prices (issue 31; TcoWizard(Workspace*)).
    Workspace* ws = m_workspace->workspace();
    auto* wizard = new TcoWizard(ws, m_window);
    if (analysis >= 0)
        wizard->loadSaved(analysis); // on failure its first page says why
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(ws, &QObject::destroyed, wizard, &QWidget::close); // a new or opened document
    wizard->show();
}

void PlanMenu::openWorkloadWizard()
{
    Workspace* ws = m_workspace->workspace();
    WorkloadWizard wizard(ws->catalog(), ws->currency(), m_window);
    connect(&wizard, &WorkloadWizard::utilisationCheckRequested, this, &PlanMenu::openUtilisationCheckFor);
    if (wizard.exec() == QDialog::Accepted)
        WorkloadWizard::addToWorkspace(ws, wizard.chosenConfigurations(), tr("the workload wizard"));
}

void PlanMenu::openVramWizard()
{
    Workspace* ws = m_workspace->workspace();
    VramWizard wizard(ws->catalog(), ws->currency(), m_window);
    if (wizard.exec() == QDialog::Accepted)
        WorkloadWizard::addToWorkspace(ws, {wizard.scenario()}, tr("the VRAM planner"));
}

void PlanMenu::openFindConfigurations()
{
    Workspace* ws = m_workspace->workspace();
    if (ws->scenarioCount() == 0) {
        QMessageBox::information(
            m_window, tr("Find configurations"),
            tr("Add a scenario first (or use Plan > Workload wizard): the search needs a workload."));
        return;
    }
    auto* dialog = new FindConfigurationsDialog(ws, std::max(0, m_workspace->currentScenario()), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(ws, &QObject::destroyed, dialog, &QWidget::close); // a new or opened document
    dialog->show();
}

void PlanMenu::openUtilisationCheck()
{
    Workspace* ws = m_workspace->workspace();
    const int i = m_workspace->currentScenario();
    if (i < 0 || i >= ws->scenarioCount() || !ws->scenario(i).scenario.isTraining()) {
        QMessageBox::information(m_window, tr("GPU utilisation check"),
                                 tr("Select a training scenario first: the check is for training runs."));
        return;
    }
    openUtilisationCheckFor(ws->effectiveScenario(i));
}

void PlanMenu::openUtilisationCheckFor(const gp::Scenario& scenario)
{
    UtilisationCheckDialog dialog(scenario, m_workspace->workspace()->catalog(), m_window);
    dialog.exec();
}
