// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The open workspace document and its file life: New, Open, Save, Save As, Open Recent, the
// unsaved-changes question and crash recovery. It owns the Workspace; panes and charts observe it and
// follow workspaceChanged() when New, Open or a recovery replaces it. The menus that call these live in
// MainWindow (as KeePassXC's and Tiled's do), so the workspace view itself holds no file code.
#include <QMessageBox>
#include <QObject>
#include <QString>

#include <memory>

namespace gp {
struct CatalogSnapshot;
}
class CatalogStore;
class QMenu;
class QUndoStack;
class QWidget;
class RecoveryManager;
class Workspace;

class DocumentController : public QObject {
    Q_OBJECT
public:
    // `dialogParent` carries the questions and warnings; `store` may be null (tests use setCatalog()).
    DocumentController(CatalogStore* store, QWidget* dialogParent);
    ~DocumentController() override;

    Workspace* workspace() const { return m_workspace.get(); }
    QUndoStack* undoStack() const;
    // Replaces the document (tests, wizards). The old one is dropped without asking, after every
    // observer has moved to the new one.
    void setWorkspace(std::unique_ptr<Workspace> workspace);
    // A hand-made catalog instead of the store's (tests and the headless screenshot).
    void setCatalog(const gp::CatalogSnapshot& catalog);

    bool openFile(const QString& path);   // false and a message when the file is not a valid workspace
    void openWithDialog();                // asks about unsaved changes, then for a file
    void openRecent(const QString& path); // asks about unsaved changes first
    bool maybeSave();                     // asks about unsaved changes; false = the user cancelled
    bool save();                          // to the current file, or asks for one
    bool saveAs();
    void newWorkspace();   // without asking: call maybeSave() first
    void closeWorkspace(); // maybeSave(), then an empty workspace
    // Offers to restore what a crash left behind (the recovery copies); true when one was restored.
    bool offerRecovery();
    // Rebuilds `menu` with the recent files (called on aboutToShow).
    void fillRecentMenu(QMenu* menu);

    QString documentTitle() const; // file name (or "Untitled") with Qt's [*] placeholder

    static QString fileFilter();

Q_SIGNALS:
    // After the document was replaced: `now` is current, the old one still alive until this returns.
    void workspaceChanged(Workspace* now);
    void documentTitleChanged(); // file name, title or modified state changed

private:
    bool saveTo(const QString& path);
    // The file changed on disk since it was read: Save = overwrite, SaveAll = save as, else cancel.
    QMessageBox::StandardButton askChangedOnDisk(const QString& message);
    void watch(Workspace* workspace);
    // After Open: an older file's filled-in prices and each stored price the catalog now prices otherwise
    // (PriceDriftText), with the choice to reprice from the catalog (one undo step, never automatic).
    void reportPlanPrices();

    CatalogStore* m_store;
    QWidget* m_dialogParent;
    std::unique_ptr<Workspace> m_workspace;
    RecoveryManager* m_recovery;
};
