// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceApply.h"

#include "catalog/CatalogDialect.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "catalog/PriceHistory.h"

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

} // namespace

// The rows written on `db` (the store's own connection) in one transaction, as described in PriceApply.h.
static bool writeRows(QSqlDatabase& db, const TableDef& offers, int rowCount, const std::function<QString(int)>& keyOf,
                      const std::function<QVariantMap(int)>& makeRow, QString* error)
{
    // Every key a foreign key may name, loaded once: the catalog's rows and the offers this import writes.
    QHash<QString, QSet<QString>> known;
    for (const ColumnDef& column : offers.columns)
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
                                   .arg(offers.keyColumn, key)
                                   .arg(*it));
        imported.insert(key, i);
        known[offers.name].insert(key);
    }

    QStringList columns;
    for (const ColumnDef& c : offers.columns)
        columns << c.name;
    const Backend backend = backendOf(db);
    if (!db.transaction())
        return fail(error, describeError(db.lastError(), offers.name, QString()));
    const auto rollback = [&](const QString& message) {
        db.rollback();
        return fail(error, message);
    };
    QSqlQuery insert(db);
    QSqlQuery edit(db);
    // The dialect's upsert (INSERT OR REPLACE on SQLite, ON CONFLICT ... DO UPDATE on a team catalog, whose
    // row_version and audit triggers then see an update of the row).
    if (!insert.prepare(upsertSql(backend, offers.name, columns, {offers.keyColumn})))
        return rollback(describeError(insert.lastError(), offers.name, QString()));
    // Each row recorded as the user's edit, so a newer shipped catalog does not undo it (as importJson records).
    if (!edit.prepare(upsertSql(backend, QStringLiteral("user_edits"),
                                {QStringLiteral("table_name"), QStringLiteral("row_key"), QStringLiteral("action"),
                                 QStringLiteral("changed_at")},
                                {QStringLiteral("table_name"), QStringLiteral("row_key")})))
        return rollback(describeError(edit.lastError(), QStringLiteral("user_edits"), QString()));
    // Price history (issue 33): an offer whose price, currency or unit this import changes keeps the earlier value,
    // valid from its list's date to the new list's date; one more prepared statement, run before each upsert.
    QSqlQuery history(db);
    if (!prepareOfferPriceChange(history))
        return rollback(describeError(history.lastError(), QStringLiteral("price_history"), QString()));
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (int i = 0; i < rowCount; ++i) {
        QVariantMap row = makeRow(i);
        const QString key = row.value(offers.keyColumn).toString();
        const QString where = QStringLiteral("offers[%1] (%2 \"%3\")").arg(i).arg(offers.keyColumn, key);
        for (const ColumnDef& column : offers.columns) {
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
        if (const QString problem = validateRecord(offers, row); !problem.isEmpty())
            return rollback(QStringLiteral("%1: %2").arg(where, problem));
        bindOfferPriceChange(history, key, row.value(QStringLiteral("price")).toDouble(),
                             row.value(QStringLiteral("currency")).toString(),
                             row.value(QStringLiteral("unit")).toString(),
                             row.value(QStringLiteral("as_of")).toString(), now);
        if (!history.exec())
            return rollback(QStringLiteral("%1: %2").arg(where, databaseMessage(history.lastError())));
        for (int c = 0; c < offers.columns.size(); ++c)
            insert.bindValue(c, bindable(offers.columns[c], row.value(offers.columns[c].name)));
        if (!insert.exec()) {
            const QString refusal = privilegeRefusal(insert.lastError(), offers.name, key);
            return rollback(refusal.isEmpty() ? QStringLiteral("%1: %2").arg(where, insert.lastError().text())
                                              : refusal);
        }
        edit.bindValue(0, offers.name);
        edit.bindValue(1, key);
        edit.bindValue(2, QStringLiteral("edited"));
        edit.bindValue(3, now);
        if (!edit.exec()) {
            const QString refusal = privilegeRefusal(edit.lastError(), QStringLiteral("user_edits"), key);
            return rollback(refusal.isEmpty() ? QStringLiteral("%1: %2").arg(where, edit.lastError().text()) : refusal);
        }
    }
    insert.finish();
    edit.finish();
    history.finish();
    if (!db.commit()) {
        const QString message = describeError(db.lastError(), offers.name, QString());
        db.rollback();
        return fail(error, message);
    }
    return true;
}

bool writeOfferRows(CatalogStore& store, int rowCount, const std::function<QString(int)>& keyOf,
                    const std::function<QVariantMap(int)>& makeRow, QString* error)
{
    if (!store.isOpen())
        return fail(error, QStringLiteral("the catalog is not open"));
    const TableDef* offers = catalogTable(QStringLiteral("offers"));
    if (!offers)
        return fail(error, QStringLiteral("the catalog has no offers table"));
    if (rowCount <= 0)
        return true;
    // Through the store's own connection, after its write check (a read-only file, the shipped copy, or a team
    // catalog role without UPDATE on offers is refused with a sentence before anything is read or written): a team
    // catalog's path() is its address, not a file to open.
    const bool written = store.writeThrough(
        offers->name,
        [&](QSqlDatabase& db, QString* why) {
            const QString restore = raiseCacheForBulkWrite(db);
            const bool ok = writeRows(db, *offers, rowCount, keyOf, makeRow, why);
            if (!restore.isEmpty())
                QSqlQuery(db).exec(restore);
            return ok;
        },
        error);
    if (!written)
        return false;
    // The store's observers (the browser's models, the workspace's snapshot) hear of these rows as of any import.
    Q_EMIT store.tableReset(offers->name);
    Q_EMIT store.changed();
    return true;
}

} // namespace catalog::prices
