// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace tab, put together from its panes: the plan header on top; the comparison table above
// the charts in the middle, with the saved TCO analyses ("Rent, managed or buy", TcoPane) on a tab beside
// them once the workspace has one (View lists it too); docks (closable, movable, listed in View) for the scenario list
// with its editor on the left and for the live what-if panel and "why this number" on the right. An empty workspace
// shows the templates and "Plan from a question" instead of an empty table. It holds no file code (DocumentController)
// and no table code (ComparisonPane); every pane observes the one Workspace document, whose every edit goes through its
// undo stack. OWNER: workspace work (issues 4, 10).
#include <QByteArray>
#include <QList>
#include <QWidget>

#include <memory>

namespace gp {
struct CatalogSnapshot;
}
class CatalogStore;
class ChartPanel;
class ComparisonPane;
class DocumentController;
class PlanHeader;
class QAction;
class QDockWidget;
class QListView;
class QMainWindow;
class QStackedWidget;
class QSplitter;
class QTableView;
class QTextBrowser;
class QUndoStack;
class ScenarioComparisonModel;
class ScenarioEditor;
class ScenarioListPane;
class QTabWidget;
class TcoPane;
class WhatIfPanel;
class Workspace;

class WorkspaceView : public QWidget {
    Q_OBJECT
public:
    // Creates its own DocumentController over `store` (null: tests give a catalog with setCatalog()).
    explicit WorkspaceView(CatalogStore* store, QWidget* parent = nullptr);
    ~WorkspaceView() override;

    DocumentController* document() const { return m_document; }
    Workspace* workspace() const;
    QUndoStack* undoStack() const;
    // Shorthands for the document's (tests, the command line, drops).
    bool openFile(const QString& path);
    void setWorkspace(std::unique_ptr<Workspace> workspace);
    void setCatalog(const gp::CatalogSnapshot& catalog);

    int currentScenario() const;
    void selectScenario(int index);
    void snapshotWhatIf(); // the selected scenario with the what-if applied, as a new one
    void copyComparisonCsv();

    void setWorkshopMode(bool on);
    bool workshopMode() const { return m_workshop; }

    // The parts, for the main window, tests and the benchmark.
    ScenarioEditor* editor() const { return m_editor; }
    WhatIfPanel* whatIfPanel() const { return m_whatIf; }
    ChartPanel* charts() const { return m_charts; }
    ComparisonPane* comparison() const { return m_comparison; }
    ScenarioListPane* scenarioListPane() const { return m_scenarios; }
    QTableView* comparisonTable() const;
    ScenarioComparisonModel* comparisonModel() const;
    QTextBrowser* whyPanel() const;
    QListView* scenarioList() const;
    QAction* workshopAction() const { return m_workshopAction; }
    QAction* snapshotAction() const { return m_snapshotAction; }
    QAction* copyCsvAction() const { return m_copyCsvAction; }
    // The saved TCO analyses, on the tab beside the comparison. Showing it sets the scenario docks aside
    // (they are about scenarios; the TCO pane needs the width) and brings them back when the comparison
    // is shown again.
    TcoPane* tcoPane() const { return m_tco; }
    QTabWidget* centreTabs() const { return m_centreTabs; }
    QAction* tcoAction() const { return m_tcoAction; }
    void showTco(bool on);
    bool tcoShowing() const { return m_tcoShowing; }
    // Show/hide actions of the docks (scenarios and editor, what-if, why) and the TCO view, for the View menu.
    QList<QAction*> paneActions() const;
    // Keeps the docks' layout in the settings (the next window starts with it; MainWindow calls this on
    // close). Not while in workshop mode, whose hidden docks are not the user's layout.
    void saveDockLayout() const;
    PlanHeader* planHeader() const { return m_header; }
    QWidget* emptyPage() const { return m_emptyPage; }
    QDockWidget* scenarioDock() const { return m_scenarioDock; }
    QDockWidget* whatIfDock() const { return m_whatIfDock; }
    QDockWidget* whyDock() const { return m_whyDock; }

Q_SIGNALS:
    void workshopModeChanged(bool on);
    void planFromQuestionRequested();      // the main window opens the workload wizard
    void tcoWizardRequested(int analysis); // the TCO wizard on a saved analysis (-1: a new one)

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override; // the first show sizes the docks to the window

private:
    void onWorkspaceChanged(Workspace* workspace);
    void refreshEditor();
    void refreshProblems();
    void refreshEditorCatalog();
    void fitComparisonHeight(); // workshop mode: the whole table above the charts
    QWidget* buildEmptyPage();
    void showEmptyPageIfEmpty();
    void sizeDocks();
    void updateTcoTabBar();
    void applyWorkshopDocks(bool on); // workshop mode's docks: the what-if knobs only
    QDockWidget* addDock(const QString& title, const QString& name, QWidget* content, Qt::DockWidgetArea area);

    DocumentController* m_document;
    ScenarioListPane* m_scenarios = nullptr;
    ComparisonPane* m_comparison = nullptr;
    ScenarioEditor* m_editor = nullptr;
    ChartPanel* m_charts = nullptr;
    WhatIfPanel* m_whatIf = nullptr;
    TcoPane* m_tco = nullptr;
    QTabWidget* m_centreTabs = nullptr; // the comparison (or the empty page), and the TCO pane
    QAction* m_tcoAction = nullptr;
    bool m_tcoShowing = false;
    bool m_workshopAtTcoEntry = false;
    bool m_docksBeforeTco[3] = {true, true, true}; // scenarios, what-if, why: open before the TCO tab showed
    QByteArray m_dockStateBeforeTco;               // the layout to keep in the settings while it shows

    PlanHeader* m_header = nullptr;
    QMainWindow* m_inner = nullptr;     // holds the docks inside the tab
    QStackedWidget* m_centre = nullptr; // the empty page, or the comparison and charts
    QWidget* m_emptyPage = nullptr;
    QSplitter* m_centreSplitter = nullptr; // comparison table above, charts below
    QDockWidget* m_scenarioDock = nullptr;
    QDockWidget* m_whatIfDock = nullptr;
    QDockWidget* m_whyDock = nullptr;
    bool m_docksSized = false;
    QAction* m_workshopAction = nullptr;
    QAction* m_snapshotAction = nullptr;
    QAction* m_copyCsvAction = nullptr;
    bool m_workshop = false;
    bool m_whyWasVisible = true;
    bool m_scenariosWereVisible = true;
    QFont m_normalFont;
    QList<int> m_normalCentreSizes; // table/charts split before workshop mode
};
