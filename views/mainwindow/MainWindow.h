// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The main window: a Workspace tab and a Catalog tab over one CatalogStore, and every menu (File calls
// the workspace's DocumentController, View its actions); Edit > Undo/Redo follow
// whichever tab is active (a QUndoGroup over the two undo stacks). Remembers its geometry, accepts
// dropped .gpuplan files, offers crash recovery at start and goes full screen in workshop mode.
#include <QMainWindow>

class CatalogBrowser;
class CatalogStore;
class QMenu;
class QScreen;
class QTabWidget;
class QUndoGroup;
class QUndoStack;
class TeamCatalogController;
class WorkspaceView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(CatalogStore* store, QWidget* parent = nullptr);
    void openFileFromCommandLine(const QString& path);
    // Asks whether to restore what a crash left behind (call once the window is shown).
    void offerRecovery();
    CatalogBrowser* catalogBrowser() const { return m_catalog; }
    WorkspaceView* workspaceView() const { return m_workspace; }
    QTabWidget* tabs() const { return m_tabs; }
    TeamCatalogController* teamCatalog() const { return m_team; } // File > Open Team Catalog (issue 34)
    // Help > Examples' second step: a .gpuplan opens as the workspace (asking about unsaved changes), a
    // scenario or TCO file is added to it; false (and a message) when the file does not read.
    bool openExample(const QString& path);
    // The first-start window size, frame included, on a screen whose available area is `available`.
    static QSize defaultSize(const QRect& available);
    // Sizes and centres the window for `screen` as at a first start (the constructor does it for the
    // primary screen); the first show then fits the real frame into the screen's available area.
    void placeOnScreen(QScreen* screen);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void showEvent(QShowEvent* event) override; // the first show offers crash recovery

private:
    void buildMenus();
    void addLanguageMenu(QMenu* view);
    void addGoToMenu(QMenu* view); // View > Go to: each pane by Ctrl+1..5 // View > Language
    void fitFrameToScreen();
    void showAbout();
    void showExamples();
    void updateTitle();
    void onWorkspaceStackChanged(QUndoStack* stack);
    void onWorkshopMode(bool on);

    CatalogStore* m_store;
    QTabWidget* m_tabs;
    WorkspaceView* m_workspace;
    CatalogBrowser* m_catalog;
    QUndoGroup* m_undoGroup;
    TeamCatalogController* m_team;
    bool m_wasMaximized = false;
    bool m_recoveryOffered = false;
    QSize m_outerSize;  // the first-start size with the frame; invalid when the saved geometry was restored
    QSize m_placedSize; // the client size placeOnScreen() set
    bool m_frameFitted = false;
};
