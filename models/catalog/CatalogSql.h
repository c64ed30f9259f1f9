// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Row-level SQL on a catalog connection. Table and column names come only from CatalogSchema (never
// from the caller's text); every value is bound.
#include "CatalogSchema.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariantMap>
#include <QVector>

class QSqlQuery;

namespace catalog {

// A new QSQLITE connection with a process-unique name (a server's: openServerConnection, CatalogDialect.h).
QSqlDatabase openConnection(const QString& path, bool readOnly, QString* error);
void closeConnection(const QString& connectionName);

// The value as the column stores it: qlonglong / double / QString, or an invalid QVariant for NULL.
QVariant normalized(const ColumnDef& column, const QVariant& value);
// normalized(), or a NULL bound with the column's type, so QSQLITE binds SQL NULL rather than an empty string.
QVariant bindable(const ColumnDef& column, const QVariant& value);

QVector<QVariantMap> selectRows(QSqlDatabase& db, const TableDef& table, QString* error = nullptr);
// The row with `key`, or an empty map.
QVariantMap selectRow(QSqlDatabase& db, const TableDef& table, const QString& key);
// A team catalog's rows (or its row with `key`) with their row_version, read by the same SELECT: two statements
// could straddle another user's commit and pair a row with a later version, so an edit made against it would
// overwrite that change instead of being refused as a conflict.
QVector<QVariantMap> selectRowsVersioned(QSqlDatabase& db, const TableDef& table, QVector<int>* versions,
                                         QString* error = nullptr);
QVariantMap selectRowVersioned(QSqlDatabase& db, const TableDef& table, const QString& key, int* version);
bool keyExists(QSqlDatabase& db, const TableDef& table, const QString& key);
QStringList keys(QSqlDatabase& db, const TableDef& table);
// A new row (columns absent from `row` become NULL); a key already there is refused as "<table>: <key column>
// \"<key>\" is already in <table>", never replaced.
bool insertNewRow(QSqlDatabase& db, const TableDef& table, const QVariantMap& row, QString* error);
// Full-row upsert: columns absent from `row` become NULL.
bool upsertRow(QSqlDatabase& db, const TableDef& table, const QVariantMap& row, QString* error);
// The same for many rows (an import): prepare once on `query`, then bind and run it per row.
bool prepareUpsert(QSqlDatabase& db, QSqlQuery& query, const TableDef& table);
bool execUpsert(QSqlQuery& query, const TableDef& table, const QVariantMap& row, QString* error);
bool updateValue(QSqlDatabase& db, const TableDef& table, const QString& key, const ColumnDef& column,
                 const QVariant& value, QString* error);
// The same on a team catalog, only while the row is still at `version` (row_version); *stale is set when the row
// exists at another version (someone else changed it), and nothing is written.
bool updateValueAt(QSqlDatabase& db, const TableDef& table, const QString& key, const ColumnDef& column,
                   const QVariant& value, int version, bool* stale, QString* error);
bool removeRow(QSqlDatabase& db, const TableDef& table, const QString& key, QString* error);
// Keys of `table` rows whose `column` equals `value` (who refers to a row about to be deleted).
QStringList referencingKeys(QSqlDatabase& db, const TableDef& table, const QString& column, const QString& value);

// Inserts `rows` into `table`, which has none of their keys yet (push, pull, a bulk copy), in batches.
bool insertRows(QSqlDatabase& db, const TableDef& table, const QVector<QVariantMap>& rows, QString* error);

// The tables and columns the database has (either backend: CatalogDialect).
QStringList existingTables(QSqlDatabase& db);
QStringList existingColumns(QSqlDatabase& db, const QString& table);

} // namespace catalog
