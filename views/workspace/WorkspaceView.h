#pragma once
// The workspace tab: scenarios side by side, comparison table, charts, what-if panel.
// OWNER: workspace work (issue 4).
#include <QWidget>

class CatalogStore;
class QMenuBar;
class QUndoStack;

class WorkspaceView : public QWidget {
    Q_OBJECT
public:
    explicit WorkspaceView(CatalogStore* store, QWidget* parent = nullptr);
    QUndoStack* undoStack() const { return m_undoStack; }
    void addMenus(QMenuBar* menuBar);      // File (new, open, save, recent) and View (workshop mode)
    bool openFile(const QString& path);    // false and a message when the file is not a valid workspace
    bool maybeSave();                      // asks about unsaved changes; false = the user cancelled

private:
    CatalogStore* m_store;
    QUndoStack* m_undoStack;
};
