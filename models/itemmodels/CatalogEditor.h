// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Every change the browser makes to the catalog goes through here: it validates, applies the change to
// the CatalogStore, and only when the store accepted it pushes the matching undo command, so the undo
// stack never holds a change that did not happen. Refusals come back as a message naming the field.
#include <QObject>
#include <QStringList>
#include <QVariantMap>

#include <functional>

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
    // A cell edit of a value the user saw as `shown` (a view's cell): unlike setValue, the row is not read again
    // first, so on a team catalog an edit of a row someone changed since the view read it is refused as a
    // conflict (CatalogStore::lastConflict) instead of silently overwriting their change (issue 34).
    bool setShownValue(const QString& table, const QString& key, const QString& column, const QVariant& shown,
                       const QVariant& value, QString* error = nullptr);

    // --- The team catalog (issue 34): what may be changed now, and what becomes of a refused cell edit ---
    // `guard` returns why `table` cannot be changed now (a read-only role, a lost connection), or nothing; every
    // change of that table is then refused with its sentence before the store is asked.
    void setEditGuard(std::function<QString(const QString& table)> guard);
    QString editRefusal(const QString& table) const; // empty when `table` may be changed
    struct RefusedEdit {
        QString table, key, column;
        QVariant shown, value;
        QString message; // the store's
    };
    // Called when the store refused a cell edit; returns the message to show instead (empty: the store's).
    void setRefusalHandler(std::function<QString(const RefusedEdit&)> handler);
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
    // Why an edit of `column` in `table` to `value` is refused (no such column, a value the column cannot hold,
    // a table this user may not change), or empty. Shared by setValue and setShownValue.
    QString editCheck(const QString& table, const QString& column, const QVariant& value) const;
    bool fail(const QString& message, QString* error);
    bool apply(const QString& table, const QString& key, const QString& column, const QVariant& oldValue,
               const QVariant& value, QString* error);
    CatalogStore* m_store;
    QUndoStack* m_undoStack;
    std::function<QString(const QString&)> m_guard;
    std::function<QString(const RefusedEdit&)> m_refusalHandler;
};
