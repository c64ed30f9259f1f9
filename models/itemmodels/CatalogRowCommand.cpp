// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogRowCommand.h"

#include "catalog/CatalogStore.h"

#include <QCoreApplication>

CatalogRowCommand::CatalogRowCommand(Kind kind, CatalogStore* store, QString table, QVariantMap row, QString key,
                                     QUndoCommand* parent)
    : QUndoCommand(parent), m_kind(kind), m_store(store), m_table(std::move(table)), m_row(std::move(row)),
      m_key(std::move(key))
{
    setText(kind == Kind::Insert ? QCoreApplication::translate("CatalogRowCommand", "Add %1").arg(m_key)
                                 : QCoreApplication::translate("CatalogRowCommand", "Delete %1").arg(m_key));
}

bool CatalogRowCommand::insert() { return m_store->insertRow(m_table, m_row); }
bool CatalogRowCommand::remove() { return m_store->deleteRow(m_table, m_key); }

void CatalogRowCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    if (!(m_kind == Kind::Insert ? insert() : remove()))
        setObsolete(true);
}

void CatalogRowCommand::undo()
{
    if (!(m_kind == Kind::Insert ? remove() : insert()))
        setObsolete(true);
}
