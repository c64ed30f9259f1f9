// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceApply.h"

#include "catalog/CatalogSchema.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace catalog::prices {
namespace {

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// A NULL bound with the column's type, so QSQLITE binds SQL NULL rather than an empty string (as CatalogSql's
// upsertRow binds).
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

// The store's file, opened for this one transaction and closed whatever happens.
class Connection {
public:
    explicit Connection(const QString& path, QString* error) : m_db(openConnection(path, false, error)) {}
    ~Connection()
    {
        const QString name = m_db.connectionName();
        m_db = QSqlDatabase();
        closeConnection(name);
    }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    QSqlDatabase& db() { return m_db; }

private:
    QSqlDatabase m_db;
};

} // namespace

bool writeOfferRows(CatalogStore& store, int rowCount, const std::function<QString(int)>& keyOf,
                    const std::function<QVariantMap(int)>& makeRow, QString* error)
{
    if (!store.isOpen())
        return fail(error, QStringLiteral("the catalog is not open"));
    if (store.isReadOnly())
        return fail(error, QStringLiteral("this is the shipped catalog, which is read-only"));
    const TableDef* offers = catalogTable(QStringLiteral("offers"));
    if (!offers)
        return fail(error, QStringLiteral("the catalog has no offers table"));
    if (rowCount <= 0)
        return true;

    QString why;
    Connection connection(store.path(), &why);
    QSqlDatabase& db = connection.db();
    if (!db.isOpen())
        return fail(error, QStringLiteral("cannot open %1 (%2)").arg(store.path(), why));
    // 32 MB of page cache for this connection (SQLite's default is 2 MB): 100,000 rows into the offers table and
    // its key index otherwise re-read and re-write the same pages from the file (perf: a third of the time in the
    // kernel's page cache). A constant, not user text.
    QSqlQuery(db).exec(QStringLiteral("PRAGMA cache_size = -32768"));

    // Every key a foreign key may name, loaded once: the catalog's rows and the offers this import writes.
    QHash<QString, QSet<QString>> known;
    for (const ColumnDef& column : offers->columns)
        if (!column.foreignTable.isEmpty() && !known.contains(column.foreignTable))
            if (const TableDef* foreign = catalogTable(column.foreignTable)) {
                const QStringList keys = catalog::keys(db, *foreign);
                known.insert(column.foreignTable, QSet<QString>(keys.cbegin(), keys.cend()));
            }
    QHash<QString, int> imported; // key -> record index, for "used twice"
    imported.reserve(rowCount);
    for (int i = 0; i < rowCount; ++i) {
        const QString key = keyOf(i);
        if (const auto it = imported.constFind(key); it != imported.constEnd())
            return fail(error, QStringLiteral("offers[%1] (%2 \"%3\"): %2 \"%3\" is used twice (also by record %4)")
                                   .arg(i)
                                   .arg(offers->keyColumn, key)
                                   .arg(*it));
        imported.insert(key, i);
        known[offers->name].insert(key);
    }

    QStringList columns, marks;
    for (const ColumnDef& c : offers->columns) {
        columns << c.name;
        marks << QStringLiteral("?");
    }
    if (!db.transaction())
        return fail(error, db.lastError().text());
    const auto rollback = [&](const QString& message) {
        db.rollback();
        return fail(error, message);
    };
    QSqlQuery insert(db);
    QSqlQuery edit(db);
    if (!insert.prepare(QStringLiteral("INSERT OR REPLACE INTO %1 (%2) VALUES (%3)")
                            .arg(offers->name, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")))))
        return rollback(insert.lastError().text());
    // Each row recorded as the user's edit, so a newer shipped catalog does not undo it (as importJson records).
    if (!edit.prepare(QStringLiteral("INSERT OR REPLACE INTO user_edits (table_name, row_key, action, changed_at) "
                                     "VALUES (?, ?, ?, ?)")))
        return rollback(edit.lastError().text());
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (int i = 0; i < rowCount; ++i) {
        QVariantMap row = makeRow(i);
        const QString key = row.value(offers->keyColumn).toString();
        const QString where = QStringLiteral("offers[%1] (%2 \"%3\")").arg(i).arg(offers->keyColumn, key);
        for (const ColumnDef& column : offers->columns) {
            QVariant& value = row[column.name];
            const QString problem = validateValue(column, value);
            if (!problem.isEmpty())
                return rollback(QStringLiteral("%1: %2").arg(where, problem));
            if (value.typeId() == QMetaType::QString && value.toString().trimmed().isEmpty())
                value = QVariant(); // empty optional text is NULL (unknown), as the JSON import stores it
            if (!column.foreignTable.isEmpty() && value.isValid() &&
                !known.value(column.foreignTable).contains(value.toString()))
                return rollback(QStringLiteral("%1: %2 \"%3\" is not in %4")
                                    .arg(where, column.name, value.toString(), column.foreignTable));
        }
        if (const QString problem = validateRecord(*offers, row); !problem.isEmpty())
            return rollback(QStringLiteral("%1: %2").arg(where, problem));
        for (int c = 0; c < offers->columns.size(); ++c)
            insert.bindValue(c, bindable(offers->columns[c], row.value(offers->columns[c].name)));
        if (!insert.exec())
            return rollback(QStringLiteral("%1: %2").arg(where, insert.lastError().text()));
        edit.bindValue(0, offers->name);
        edit.bindValue(1, key);
        edit.bindValue(2, QStringLiteral("edited"));
        edit.bindValue(3, now);
        if (!edit.exec())
            return rollback(QStringLiteral("%1: %2").arg(where, edit.lastError().text()));
    }
    insert.finish();
    edit.finish();
    if (!db.commit()) {
        const QString message = db.lastError().text();
        db.rollback();
        return fail(error, message);
    }
    // The store did not write these rows itself: its observers (the browser's models, the workspace's snapshot)
    // hear of them as of any import.
    Q_EMIT store.tableReset(offers->name);
    Q_EMIT store.changed();
    return true;
}

} // namespace catalog::prices
