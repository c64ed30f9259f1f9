// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogSql.h"

#include "CatalogDialect.h"
#include "ServerSession.h"

#include <QAtomicInt>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

namespace catalog {

QSqlDatabase openConnection(const QString& path, bool readOnly, QString* error)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("gp-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (readOnly)
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open()) {
        if (error)
            *error = db.lastError().text();
    }
    return db;
}

void closeConnection(const QString& connectionName)
{
    forgetSession(connectionName); // what a team catalog's connection remembered (ServerSession) ends with it
    if (connectionName.isEmpty() || !QSqlDatabase::contains(connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
}

QVariant normalized(const ColumnDef& column, const QVariant& value)
{
    if (!value.isValid() || value.isNull())
        return {};
    switch (column.type) {
    case ColumnType::Integer: {
        bool ok = false;
        const double d = value.toDouble(&ok);
        return ok ? QVariant(static_cast<qlonglong>(d)) : QVariant();
    }
    case ColumnType::Real: {
        bool ok = false;
        const double d = value.toDouble(&ok);
        return ok ? QVariant(d) : QVariant();
    }
    case ColumnType::Text:
    case ColumnType::Date:
    case ColumnType::Url:
        break;
    }
    const QString s = value.toString();
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QVariant bindable(const ColumnDef& column, const QVariant& value)
{
    const QVariant v = normalized(column, value);
    if (v.isValid())
        return v;
    switch (column.type) {
    case ColumnType::Integer:
        return QVariant(QMetaType::fromType<qlonglong>());
    case ColumnType::Real:
        return QVariant(QMetaType::fromType<double>());
    default:
        return QVariant(QMetaType::fromType<QString>());
    }
}

static QStringList columnNames(const TableDef& table)
{
    QStringList names;
    for (const ColumnDef& c : table.columns)
        names << c.name;
    return names;
}

static QString columnList(const TableDef& table) { return columnNames(table).join(QStringLiteral(", ")); }

// The rows of `table` by key; with `versions`, each row's row_version too, from the same SELECT.
static QVector<QVariantMap> readRows(QSqlDatabase& db, const TableDef& table, QVector<int>* versions, QString* error)
{
    QVector<QVariantMap> rows;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString extra = versions ? QStringLiteral(", row_version") : QString();
    if (!q.exec(QStringLiteral("SELECT %1%2 FROM %3 ORDER BY %4")
                    .arg(columnList(table), extra, table.name, orderByKey(db, table.keyColumn)))) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(table.name, q.lastError().text());
        return rows;
    }
    const int n = int(table.columns.size());
    while (q.next()) {
        QVariantMap row;
        for (int i = 0; i < n; ++i)
            row.insert(table.columns[i].name, normalized(table.columns[i], q.value(i)));
        rows.append(row);
        if (versions)
            versions->append(q.value(n).toInt());
    }
    return rows;
}

QVector<QVariantMap> selectRows(QSqlDatabase& db, const TableDef& table, QString* error)
{
    return readRows(db, table, nullptr, error);
}

QVector<QVariantMap> selectRowsVersioned(QSqlDatabase& db, const TableDef& table, QVector<int>* versions,
                                         QString* error)
{
    versions->clear();
    return readRows(db, table, versions, error);
}

QVariantMap selectRow(QSqlDatabase& db, const TableDef& table, const QString& key)
{
    QVariantMap row;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?").arg(columnList(table), table.name, table.keyColumn));
    q.addBindValue(key);
    if (q.exec() && q.next())
        for (int i = 0; i < table.columns.size(); ++i)
            row.insert(table.columns[i].name, normalized(table.columns[i], q.value(i)));
    return row;
}

QVariantMap selectRowVersioned(QSqlDatabase& db, const TableDef& table, const QString& key, int* version)
{
    QVariantMap row;
    *version = 0;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1, row_version FROM %2 WHERE %3 = ?")
                  .arg(columnList(table), table.name, table.keyColumn));
    q.addBindValue(key);
    if (q.exec() && q.next()) {
        const int n = int(table.columns.size());
        for (int i = 0; i < n; ++i)
            row.insert(table.columns[i].name, normalized(table.columns[i], q.value(i)));
        *version = q.value(n).toInt();
    }
    return row;
}

bool keyExists(QSqlDatabase& db, const TableDef& table, const QString& key)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ?").arg(table.name, table.keyColumn));
    q.addBindValue(key);
    return q.exec() && q.next();
}

QStringList keys(QSqlDatabase& db, const TableDef& table)
{
    QStringList out;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                   .arg(table.keyColumn, table.name, orderByKey(db, table.keyColumn))))
        while (q.next())
            out << q.value(0).toString();
    return out;
}

bool insertNewRow(QSqlDatabase& db, const TableDef& table, const QVariantMap& row, QString* error)
{
    QSqlQuery q(db);
    q.prepare(insertSql(table.name, columnNames(table), 1));
    for (const ColumnDef& c : table.columns)
        q.addBindValue(bindable(c, row.value(c.name)));
    if (q.exec())
        return true;
    const QString key = row.value(table.keyColumn).toString();
    if (error) {
        const QString refusal = privilegeRefusal(q.lastError(), table.name, key);
        if (isDuplicateKey(q.lastError()))
            *error = QStringLiteral("%1: %2 \"%3\" is already in %1").arg(table.name, table.keyColumn, key);
        else
            *error = refusal.isEmpty() ? QStringLiteral("%1 \"%2\": %3").arg(table.name, key, q.lastError().text())
                                       : refusal;
    }
    return false;
}

bool upsertRow(QSqlDatabase& db, const TableDef& table, const QVariantMap& row, QString* error)
{
    QSqlQuery q(db);
    if (!prepareUpsert(db, q, table)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(table.name, q.lastError().text());
        return false;
    }
    return execUpsert(q, table, row, error);
}

bool prepareUpsert(QSqlDatabase& db, QSqlQuery& query, const TableDef& table)
{
    return query.prepare(upsertSql(backendOf(db), table.name, columnNames(table), {table.keyColumn}));
}

bool execUpsert(QSqlQuery& q, const TableDef& table, const QVariantMap& row, QString* error)
{
    for (int i = 0; i < table.columns.size(); ++i)
        q.bindValue(i, bindable(table.columns[i], row.value(table.columns[i].name)));
    if (!q.exec()) {
        const QString key = row.value(table.keyColumn).toString();
        if (error) {
            const QString refusal = privilegeRefusal(q.lastError(), table.name, key);
            *error = refusal.isEmpty() ? QStringLiteral("%1 \"%2\": %3").arg(table.name, key, q.lastError().text())
                                       : refusal;
        }
        return false;
    }
    return true;
}

bool updateValue(QSqlDatabase& db, const TableDef& table, const QString& key, const ColumnDef& column,
                 const QVariant& value, QString* error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = ?").arg(table.name, column.name, table.keyColumn));
    q.addBindValue(bindable(column, value));
    q.addBindValue(key);
    if (!q.exec()) {
        if (error)
            *error = describeError(q.lastError(), table.name, key);
        return false;
    }
    if (q.numRowsAffected() < 1) {
        if (error)
            *error = QStringLiteral("%1 has no row with %2 \"%3\"").arg(table.name, table.keyColumn, key);
        return false;
    }
    return true;
}

bool updateValueAt(QSqlDatabase& db, const TableDef& table, const QString& key, const ColumnDef& column,
                   const QVariant& value, int version, bool* stale, QString* error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = ? AND row_version = ?")
                  .arg(table.name, column.name, table.keyColumn));
    q.addBindValue(bindable(column, value));
    q.addBindValue(key);
    q.addBindValue(version);
    if (!q.exec()) {
        if (error)
            *error = describeError(q.lastError(), table.name, key);
        return false;
    }
    if (q.numRowsAffected() < 1) {
        *stale = keyExists(db, table, key);
        if (error)
            *error = QStringLiteral("%1 has no row with %2 \"%3\"").arg(table.name, table.keyColumn, key);
        return false;
    }
    return true;
}

bool removeRow(QSqlDatabase& db, const TableDef& table, const QString& key, QString* error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE %2 = ?").arg(table.name, table.keyColumn));
    q.addBindValue(key);
    if (!q.exec()) {
        if (error)
            *error = describeError(q.lastError(), table.name, key);
        return false;
    }
    if (q.numRowsAffected() < 1) {
        if (error)
            *error = QStringLiteral("%1 has no row with %2 \"%3\"").arg(table.name, table.keyColumn, key);
        return false;
    }
    return true;
}

QStringList referencingKeys(QSqlDatabase& db, const TableDef& table, const QString& column, const QString& value)
{
    QStringList out;
    if (!table.column(column))
        return out;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? ORDER BY %1").arg(table.keyColumn, table.name, column));
    q.addBindValue(value);
    if (q.exec())
        while (q.next())
            out << q.value(0).toString();
    return out;
}

QStringList existingTables(QSqlDatabase& db) { return listTables(db); }

QStringList existingColumns(QSqlDatabase& db, const QString& table) { return listColumns(db, table); }

bool insertRows(QSqlDatabase& db, const TableDef& table, const QVector<QVariantMap>& rows, QString* error)
{
    // Batches of up to 500 rows per statement (about 12,000 bound values for the widest table, far below
    // PostgreSQL's 65,535 parameters per statement): one prepared statement for all full batches, so 100,000
    // offers are 200 round trips rather than 100,000.
    constexpr int kBatch = 500;
    const QStringList columns = columnNames(table);
    QSqlQuery full(db);
    bool fullPrepared = false;
    for (int start = 0; start < rows.size(); start += kBatch) {
        const int n = int(std::min<qsizetype>(kBatch, rows.size() - start));
        QSqlQuery partial(db);
        QSqlQuery& q = n == kBatch ? full : partial;
        if (n != kBatch || !fullPrepared) {
            if (!q.prepare(insertSql(table.name, columns, n))) {
                if (error)
                    *error = describeError(q.lastError(), table.name, QString());
                return false;
            }
            fullPrepared = fullPrepared || n == kBatch;
        }
        for (int r = start; r < start + n; ++r)
            for (const ColumnDef& c : table.columns)
                q.addBindValue(bindable(c, rows[r].value(c.name)));
        if (!q.exec()) {
            if (error) {
                // A batch of one names its row; a larger one the rows it held (the server says no more).
                const QString key = n == 1 ? rows[start].value(table.keyColumn).toString() : QString();
                const QString refusal = privilegeRefusal(q.lastError(), table.name, key);
                if (!refusal.isEmpty())
                    *error = refusal;
                else if (n == 1)
                    *error = describeError(q.lastError(), table.name, key);
                else
                    *error = describeError(
                        q.lastError(),
                        QStringLiteral("%1 (rows %2 to %3)").arg(table.name).arg(start + 1).arg(start + n), QString());
            }
            return false;
        }
    }
    return true;
}

} // namespace catalog
