#include "CatalogInsertRowCommand.h"

#include "catalog/CatalogStore.h"

#include <QCoreApplication>

CatalogInsertRowCommand::CatalogInsertRowCommand(CatalogStore* store, QString table, QVariantMap row, QString key,
                                                 QUndoCommand* parent)
    : QUndoCommand(parent), m_store(store), m_table(std::move(table)), m_row(std::move(row)), m_key(std::move(key))
{
    setText(QCoreApplication::translate("CatalogInsertRowCommand", "Add %1").arg(m_key));
}

void CatalogInsertRowCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    if (!m_store->insertRow(m_table, m_row))
        setObsolete(true);
}

void CatalogInsertRowCommand::undo()
{
    if (!m_store->deleteRow(m_table, m_key))
        setObsolete(true);
}
