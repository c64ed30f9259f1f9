#pragma once
// Undo step for adding a catalog row (Add and Duplicate): redo inserts the row, undo deletes it by key.
// Created after the insert was applied, so the first redo is skipped.
#include <QUndoCommand>
#include <QVariantMap>

class CatalogStore;

class CatalogInsertRowCommand : public QUndoCommand {
public:
    CatalogInsertRowCommand(CatalogStore* store, QString table, QVariantMap row, QString key,
                            QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogStore* m_store;
    QString m_table;
    QVariantMap m_row;
    QString m_key;
    bool m_applied = true;
};
