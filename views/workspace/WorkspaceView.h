#pragma once
// The workspace tab, put together from its panes: the scenario list and editor on the left, the
// comparison (table and "why this number") and the charts in the middle, the live what-if panel on the
// right. It holds no file code (DocumentController) and no table code (ComparisonPane); every pane
// observes the one Workspace document, whose every edit goes through its undo stack.
// OWNER: workspace work (issues 4, 10).
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
class QAction;
class QListView;
class QSplitter;
class QTableView;
class QTextBrowser;
class QUndoStack;
class ScenarioComparisonModel;
class ScenarioEditor;
class ScenarioListPane;
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
    void snapshotWhatIf();                 // the selected scenario with the what-if applied, as a new one
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

Q_SIGNALS:
    void workshopModeChanged(bool on);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void onWorkspaceChanged(Workspace* workspace);
    void refreshEditor();
    void refreshProblems();
    void refreshEditorCatalog();
    void fitComparisonHeight();   // workshop mode: the whole table above the charts

    DocumentController* m_document;
    ScenarioListPane* m_scenarios = nullptr;
    ComparisonPane* m_comparison = nullptr;
    ScenarioEditor* m_editor = nullptr;
    ChartPanel* m_charts = nullptr;
    WhatIfPanel* m_whatIf = nullptr;

    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_centreSplitter = nullptr;   // comparison table above, charts below
    QWidget* m_leftPane = nullptr;
    QWidget* m_whatIfPane = nullptr;
    QAction* m_workshopAction = nullptr;
    QAction* m_snapshotAction = nullptr;
    QAction* m_copyCsvAction = nullptr;
    bool m_workshop = false;
    QFont m_normalFont;
    QList<int> m_normalSizes;         // main splitter sizes before workshop mode
    QList<int> m_normalCentreSizes;   // table/charts split before workshop mode
};
