// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Every change the browser makes to the catalog goes through here: it validates, applies the change to
// the CatalogStore, and only when the store accepted it pushes the matching undo command, so the undo
// stack never holds a change that did not happen. Refusals come back as a message naming the field.
#include <QObject>
#include <QStringList>
#include <QVariantMap>

class CatalogStore;
class QUndoStack;

class CatalogEditor : public QObject {
    Q_OBJECT
public:
    CatalogEditor(CatalogStore* store, QUndoStack* undoStack, QObject* parent = nullptr);
    CatalogStore* store() const { return m_store; }
    QUndoStack* undoStack() const { return m_undoStack; }

    bool setValue(const QString& table, const QString& key, const QString& column, const QVariant& value,
                  QString* error = nullptr);
    bool insertRow(const QString& table, const QVariantMap& row, QString* error = nullptr);
    // Copies row `key` under `newKey` (provenance kept: the copy says where its figures came from).
    bool duplicateRow(const QString& table, const QString& key, const QString& newKey, QString* error = nullptr);
    // One undo step for all of `keys`; stops at the first refusal (earlier deletions stay, undoable).
    bool deleteRows(const QString& table, const QStringList& keys, QString* error = nullptr);

    QVariantMap row(const QString& table, const QString& key) const; // empty when absent
    // A key not yet used in `table`: `base`, else base-2, base-3, ...
    QString unusedKey(const QString& table, const QString& base) const;
    // A new row whose required fields hold the smallest acceptable placeholder values, for Add.
    QVariantMap newRowTemplate(const QString& table, const QString& key) const;

Q_SIGNALS:
    void failed(const QString& message); // every refusal, for the status bar

private:
    bool fail(const QString& message, QString* error);
    CatalogStore* m_store;
    QUndoStack* m_undoStack;
};
