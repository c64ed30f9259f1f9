#include "MainWindow.h"

#include "catalog/CatalogBrowser.h"
#include "workspace/WorkspaceView.h"

#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>

MainWindow::MainWindow(CatalogStore* store, QWidget* parent)
    : QMainWindow(parent), m_store(store), m_tabs(new QTabWidget(this)),
      m_workspace(new WorkspaceView(store, m_tabs)), m_catalog(new CatalogBrowser(store, m_tabs)),
      m_undoGroup(new QUndoGroup(this))
{
    setWindowTitle(QStringLiteral("GPU Planner"));
    setObjectName(QStringLiteral("MainWindow"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_workspace, tr("&Workspace"));
    m_tabs->addTab(m_catalog, tr("&Catalog"));
    setCentralWidget(m_tabs);

    m_undoGroup->addStack(m_workspace->undoStack());
    m_undoGroup->addStack(m_catalog->undoStack());
    m_undoGroup->setActiveStack(m_workspace->undoStack());
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        m_undoGroup->setActiveStack(m_tabs->widget(index) == m_catalog ? m_catalog->undoStack()
                                                                         : m_workspace->undoStack());
    });
    buildMenus();
    resize(1280, 800);
}

void MainWindow::buildMenus()
{
    m_workspace->addMenus(menuBar());   // File, View
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    m_catalog->addMenus(menuBar());     // Catalog
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About GPU Planner"), this, &MainWindow::showAbout);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Planner"),
                       tr("<b>GPU Planner %1</b><p>Size, time and cost GPU infrastructure for AI projects. "
                          "Every figure can show its formula, inputs and sources.</p>")
                           .arg(QApplication::applicationVersion().toHtmlEscaped()));
}

void MainWindow::openFileFromCommandLine(const QString& path)
{
    m_tabs->setCurrentWidget(m_workspace);
    m_workspace->openFile(path);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_workspace->maybeSave())
        event->accept();
    else
        event->ignore();
}
