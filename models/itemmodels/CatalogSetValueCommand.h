// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Undo step for one catalog cell: redo writes the new value, undo writes the old one back, both through
// CatalogStore::setValue so validation and signals stay in one place. Created after the edit was
// applied (CatalogEditor applies first, so a refused edit never reaches the stack): the first redo is
// skipped. A later redo/undo the store refuses (the row was deleted meanwhile) makes the command obsolete.
#include <QUndoCommand>
#include <QVariant>

class CatalogStore;

class CatalogSetValueCommand : public QUndoCommand {
public:
    CatalogSetValueCommand(CatalogStore* store, QString table, QString key, QString column, QVariant oldValue,
                           QVariant newValue, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void write(const QVariant& value);
    CatalogStore* m_store;
    QString m_table, m_key, m_column;
    QVariant m_old, m_new;
    bool m_applied = true;
};
