// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace's scenarios as a list: select, rename (double-click), reorder (drag or arrows), add from
// a template (models/planning/ScenarioTemplates) or as a copy, remove and colour, each one undo step on
// the Workspace it observes. Follows the document's inserts, removals and moves so the scenario just
// touched is the selected one.
#include <QList>
#include <QPointer>
#include <QWidget>

class QAction;
class QListView;
class QToolButton;
class ScenarioDragProxy;
class ScenarioListModel;
class Workspace;

class ScenarioListPane : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioListPane(QWidget* parent = nullptr);
    ~ScenarioListPane() override;

    void setWorkspace(Workspace* workspace);
    int currentScenario() const { return m_current; }
    void selectScenario(int index); // -1 or out of range: none
    QListView* listView() const { return m_list; }

    // "Add" offers these: one per template, then a copy of the selected scenario, then "Plan from a
    // question..." (which only asks, through planFromQuestionRequested(); the wizard lives elsewhere).
    QList<QAction*> addActions() const { return m_addActions; }
    QAction* copyAction() const { return m_copyAction; }
    bool addFromTemplate(int templateIndex); // false (and nothing added) when the catalog cannot fill it
    void duplicateScenario();
    void removeScenario();
    void moveScenario(int delta);
    void pickColour();

Q_SIGNALS:
    // The selected scenario (-1: none); also sent when the same index is selected again.
    void currentScenarioChanged(int index);
    void planFromQuestionRequested();

private:
    void setCurrent(int index);
    void updateTemplateActions();

    QPointer<Workspace> m_workspace;
    ScenarioListModel* m_model = nullptr;
    ScenarioDragProxy* m_dragProxy = nullptr;
    QListView* m_list = nullptr;
    QList<QToolButton*> m_needsScenario; // buttons that act on the selected scenario
    QList<QAction*> m_addActions;
    QAction* m_copyAction = nullptr;
    int m_current = -1;
};
