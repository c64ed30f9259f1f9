#include "CatalogBrowser.h"

#include <QUndoStack>

CatalogBrowser::CatalogBrowser(CatalogStore* store, QWidget* parent)
    : QWidget(parent), m_store(store), m_undoStack(new QUndoStack(this))
{
}

void CatalogBrowser::addMenus(QMenuBar*) {}
