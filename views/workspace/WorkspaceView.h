#pragma once
// The workspace tab: scenario list and editor on the left, the comparison table with its "why this
// number" panel and the charts in the middle, the live what-if panel on the right. Every edit goes
// through the Workspace document's undo stack; the document recomputes every estimate and the table
// and charts redraw from its one estimatesChanged() signal.
// OWNER: workspace work (issue 4).
#include <QElapsedTimer>
#include <QWidget>

#include <memory>

namespace gp {
struct CatalogSnapshot;
}
class CatalogStore;
class ChartPanel;
class QAction;
class QListView;
class QMenu;
class QMenuBar;
class QSplitter;
class QToolButton;
class QTableView;
class QTimer;
class QTextBrowser;
class QUndoStack;
class RecoveryManager;
class ScenarioComparisonModel;
class ScenarioDragProxy;
class ScenarioEditor;
class ScenarioListModel;
class WhatIfPanel;
class Workspace;

class WorkspaceView : public QWidget {
    Q_OBJECT
public:
    explicit WorkspaceView(CatalogStore* store, QWidget* parent = nullptr);
    ~WorkspaceView() override;

    QUndoStack* undoStack() const;          // the current document's (changes on New/Open: undoStackChanged)
    void addMenus(QMenuBar* menuBar);      // File (new, open, save, recent) and View (workshop mode)
    bool openFile(const QString& path);    // false and a message when the file is not a valid workspace
    bool maybeSave();                      // asks about unsaved changes; false = the user cancelled
    bool save();                           // to the current file, or asks for one
    bool saveAs();
    void newWorkspace();                   // after maybeSave()
    // Offers to restore what a crash left behind (the recovery copies); true when one was restored.
    bool offerRecovery();

    Workspace* workspace() const { return m_workspace.get(); }
    // Replaces the document (open, new, recovery, tests). The old one is dropped without asking.
    void setWorkspace(std::unique_ptr<Workspace> workspace);
    // Uses a hand-made catalog instead of the store's (tests and the headless screenshot).
    void setCatalog(const gp::CatalogSnapshot& catalog);

    int currentScenario() const { return m_current; }
    void selectScenario(int index);
    void snapshotWhatIf();                 // the selected scenario with the what-if applied, as a new one
    void copyComparisonCsv();

    void setWorkshopMode(bool on);
    bool workshopMode() const { return m_workshop; }
    QString documentTitle() const;         // file name (or "Untitled") with Qt's [*] placeholder

    // The parts, for the main window, tests and the benchmark.
    ScenarioEditor* editor() const { return m_editor; }
    WhatIfPanel* whatIfPanel() const { return m_whatIf; }
    ChartPanel* charts() const { return m_charts; }
    QTableView* comparisonTable() const { return m_table; }
    ScenarioComparisonModel* comparisonModel() const { return m_comparison; }
    QTextBrowser* whyPanel() const { return m_why; }
    QListView* scenarioList() const { return m_list; }
    QAction* workshopAction() const { return m_workshopAction; }

Q_SIGNALS:
    void undoStackChanged(QUndoStack* stack);
    void workshopModeChanged(bool on);
    void documentTitleChanged();           // title or modified state changed

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* buildScenarioList();
    QWidget* buildComparison();
    void connectWorkspace();
    void refreshEstimates();
    void refreshEditor();
    void refreshEditorCatalog();
    void showWhy(const QModelIndex& index);
    void setWhyHtml(const QString& html);
    // The comparison's layout, fitted once its figures stand still (kFitColumnsDelayMs): every column to
    // its contents, only the columns a figure outgrew, and in workshop mode the whole table's height.
    enum Fit { FitColumns = 1, GrowColumns = 2, FitHeight = 4 };
    void scheduleFit(int what);
    void fitComparison();
    void fitComparisonHeight();   // workshop mode: the whole table above the charts
    void addScenario();
    void duplicateScenario();
    void removeScenario();
    void moveScenario(int delta);
    void pickColour();
    void fillRecentMenu();
    bool saveTo(const QString& path);

    CatalogStore* m_store;
    std::unique_ptr<Workspace> m_workspace;
    RecoveryManager* m_recovery;
    ScenarioListModel* m_listModel = nullptr;
    ScenarioDragProxy* m_dragProxy = nullptr;
    ScenarioComparisonModel* m_comparison = nullptr;

    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_centreSplitter = nullptr;   // comparison table above, charts below
    QWidget* m_leftPane = nullptr;
    QListView* m_list = nullptr;
    ScenarioEditor* m_editor = nullptr;
    QList<QToolButton*> m_needsScenario;   // list buttons that act on the selected scenario
    QTableView* m_table = nullptr;
    QTimer* m_fitColumns = nullptr;   // fits column widths once a burst of recomputes has settled
    QElapsedTimer m_figuresMoved;     // since the comparison's figures last changed
    int m_pendingFit = 0;             // Fit flags waiting for m_fitColumns
    QTextBrowser* m_why = nullptr;
    QString m_whyHtml;   // what m_why shows, so an unchanged explanation is not laid out again
    ChartPanel* m_charts = nullptr;
    WhatIfPanel* m_whatIf = nullptr;
    QWidget* m_whatIfPane = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_workshopAction = nullptr;
    int m_current = -1;
    int m_whyRow = -1;
    bool m_workshop = false;
    QFont m_normalFont;
    QList<int> m_normalSizes;         // main splitter sizes before workshop mode
    QList<int> m_normalCentreSizes;   // table/charts split before workshop mode
};
