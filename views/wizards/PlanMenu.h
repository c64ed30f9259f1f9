// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The main window's Plan and Tools menus: the workload wizard, the VRAM planner, Find configurations, the
// GPU utilisation check and the TCO wizard (rent, managed or buy), each opened on the current workspace
// (its catalog, currency and selected scenario). What a wizard hands back is added to the workspace in one
// undo step.
#include <QObject>

class QMenuBar;
class QWidget;
class WorkspaceView;
namespace gp {
struct Scenario;
}

class PlanMenu : public QObject {
    Q_OBJECT
public:
    PlanMenu(WorkspaceView* workspace, QWidget* window);
    void addTo(QMenuBar* menuBar);

    void openWorkloadWizard();
    void openVramWizard();
    void openFindConfigurations();
    void openUtilisationCheck();
    void openUtilisationCheckFor(const gp::Scenario& scenario);
    void openTcoWizard();
    // The TCO wizard on the workspace's saved analysis `analysis` (its pages filled from it, "Update in
    // workspace" writing it back); -1 or an analysis that no longer reads: a new one (the reason shown).
    void openTcoWizardFor(int analysis);

private:
    WorkspaceView* m_workspace;
    QWidget* m_window;
};
