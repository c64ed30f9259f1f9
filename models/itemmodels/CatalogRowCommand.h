// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Undo step for adding (Add, Duplicate) or deleting a catalog row. It keeps the whole row (every column,
// provenance included), so either direction restores it exactly: Insert's undo deletes by key, Delete's
// undo re-inserts the row. Created after the change was applied, so the first redo is skipped.
#include <QUndoCommand>
#include <QVariantMap>

class CatalogStore;

class CatalogRowCommand : public QUndoCommand {
public:
    enum class Kind { Insert, Delete };
    CatalogRowCommand(Kind kind, CatalogStore* store, QString table, QVariantMap row, QString key,
                      QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    bool insert();
    bool remove();

    Kind m_kind;
    CatalogStore* m_store;
    QString m_table;
    QVariantMap m_row;
    QString m_key;
    bool m_applied = true;
};
