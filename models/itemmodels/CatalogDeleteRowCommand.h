#pragma once
// Undo step for deleting a catalog row: keeps the whole row (every column, provenance included) so undo
// re-inserts it exactly. Created after the delete was applied, so the first redo is skipped.
#include <QUndoCommand>
#include <QVariantMap>

class CatalogStore;

class CatalogDeleteRowCommand : public QUndoCommand {
public:
    CatalogDeleteRowCommand(CatalogStore* store, QString table, QVariantMap row, QString key,
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
