#include "WorkspaceView.h"

#include <QUndoStack>

WorkspaceView::WorkspaceView(CatalogStore* store, QWidget* parent)
    : QWidget(parent), m_store(store), m_undoStack(new QUndoStack(this))
{
}

void WorkspaceView::addMenus(QMenuBar*) {}
bool WorkspaceView::openFile(const QString&) { return false; }
bool WorkspaceView::maybeSave() { return true; }
