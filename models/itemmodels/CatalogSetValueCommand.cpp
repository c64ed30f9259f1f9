// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogSetValueCommand.h"

#include "CatalogValueFormat.h"
#include "catalog/CatalogStore.h"

#include <QCoreApplication>

CatalogSetValueCommand::CatalogSetValueCommand(CatalogStore* store, QString table, QString key, QString column,
                                               QVariant oldValue, QVariant newValue, QUndoCommand* parent)
    : QUndoCommand(parent), m_store(store), m_table(std::move(table)), m_key(std::move(key)),
      m_column(std::move(column)), m_old(std::move(oldValue)), m_new(std::move(newValue))
{
    const QString shown = m_new.isValid() && !m_new.isNull() ? m_new.toString() : CatalogValueFormat::nullText();
    setText(QCoreApplication::translate("CatalogSetValueCommand", "Set %1 of %2 to %3").arg(m_column, m_key, shown));
}

void CatalogSetValueCommand::write(const QVariant& value)
{
    if (!m_store->setValue(m_table, m_key, m_column, value))
        setObsolete(true);
}

void CatalogSetValueCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    write(m_new);
}

void CatalogSetValueCommand::undo() { write(m_old); }
