#include "CatalogDeleteRowCommand.h"

#include "catalog/CatalogStore.h"

#include <QCoreApplication>

CatalogDeleteRowCommand::CatalogDeleteRowCommand(CatalogStore* store, QString table, QVariantMap row, QString key,
                                                 QUndoCommand* parent)
    : QUndoCommand(parent), m_store(store), m_table(std::move(table)), m_row(std::move(row)), m_key(std::move(key))
{
    setText(QCoreApplication::translate("CatalogDeleteRowCommand", "Delete %1").arg(m_key));
}

void CatalogDeleteRowCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    if (!m_store->deleteRow(m_table, m_key))
        setObsolete(true);
}

void CatalogDeleteRowCommand::undo()
{
    if (!m_store->insertRow(m_table, m_row))
        setObsolete(true);
}
