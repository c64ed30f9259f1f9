#pragma once
// The main window: a Workspace tab and a Catalog tab over one CatalogStore; Edit > Undo/Redo follow
// whichever tab is active (a QUndoGroup over the two undo stacks).
#include <QMainWindow>

class CatalogBrowser;
class CatalogStore;
class QTabWidget;
class QUndoGroup;
class WorkspaceView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(CatalogStore* store, QWidget* parent = nullptr);
    void openFileFromCommandLine(const QString& path);
    CatalogBrowser* catalogBrowser() const { return m_catalog; }
    WorkspaceView* workspaceView() const { return m_workspace; }
    QTabWidget* tabs() const { return m_tabs; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void showAbout();

    CatalogStore* m_store;
    QTabWidget* m_tabs;
    WorkspaceView* m_workspace;
    CatalogBrowser* m_catalog;
    QUndoGroup* m_undoGroup;
};
