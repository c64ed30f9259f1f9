// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogDialect.h"

#include "CatalogUrl.h"
#include "ServerSession.h"
#include "TeamCatalogPassword.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace catalog {
namespace {
// PostgreSQL keeps the version in a one-row table (the CHECK keeps it one row). SQLite keeps it in the file
// header (PRAGMA user_version, sqlite.org/pragma.html#pragma_user_version), which older files already use.
const QString kVersionTable = QStringLiteral("catalog_schema");
} // namespace

Backend backendOf(const QSqlDatabase& db)
{
    return db.driverName() == QLatin1String("QPSQL") ? Backend::PostgreSQL : Backend::SQLite;
}

QString backendName(Backend backend)
{
    return backend == Backend::PostgreSQL ? QStringLiteral("PostgreSQL") : QStringLiteral("SQLite");
}

bool serverDriverAvailable() { return QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")); }

QSqlDatabase openServerConnection(const ServerAddress& address, QString* error)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("gp-catalog-server-%1").arg(counter.fetchAndAddRelaxed(1));
    if (!serverDriverAvailable()) {
        if (error)
            *error = QStringLiteral("Qt's PostgreSQL driver (QPSQL) is not installed; on Debian: apt install "
                                    "libqt6sql6-psql");
        return {};
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    db.setDatabaseName(address.database);
    if (!address.user.isEmpty())
        db.setUserName(address.user);
    if (!address.host.isEmpty())
        db.setHostName(address.host);
    if (address.port > 0)
        db.setPort(address.port);
    // A password typed into File > Open team catalog, held in memory only (TeamCatalogPassword.h).
    if (const QString password = sessionPassword(address); !password.isEmpty())
        db.setPassword(password);
    // A server that does not answer is reported within 10 s unless the address says otherwise.
    QString options = address.connectOptions;
    if (!options.contains(QLatin1String("connect_timeout=")))
        options += (options.isEmpty() ? QString() : QStringLiteral(";")) + QStringLiteral("connect_timeout=10");
    if (!options.contains(QLatin1String("application_name=")))
        options += QStringLiteral(";application_name=gpu-planner");
    // A link that goes silent without closing (a laptop's network changes, a firewall drops the flow) is given up
    // within about 30 s instead of the kernel's default of many minutes: TCP keepalives after 10 s idle, every 5 s,
    // 3 tries, and unacknowledged data after 30 s (libpq connection parameters, postgresql.org/docs/15/
    // libpq-connect.html 34.1.2). The window's connection check runs on the GUI thread, so this bounds its wait.
    for (const char* option :
         {"keepalives_idle=10", "keepalives_interval=5", "keepalives_count=3", "tcp_user_timeout=30000"}) {
        const QString text = QString::fromLatin1(option);
        if (!options.contains(text.section(QLatin1Char('='), 0, 0) + QLatin1Char('=')))
            options += QLatin1Char(';') + text;
    }
    db.setConnectOptions(options);
    if (!db.open() && error)
        *error = QStringLiteral("cannot connect to %1 (%2)")
                     .arg(address.display(), db.lastError().databaseText().trimmed().isEmpty()
                                                 ? db.lastError().text().trimmed()
                                                 : db.lastError().databaseText().trimmed());
    return db;
}

QString translateDdl(Backend backend, const QString& sqliteDdl)
{
    if (backend == Backend::SQLite)
        return sqliteDdl;
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"));
    static const QRegularExpression changedAt(QStringLiteral("\\bchanged_at TEXT\\b"));
    QString sql = sqliteDdl;
    sql.replace(real, QStringLiteral("DOUBLE PRECISION"));
    sql.replace(changedAt, QStringLiteral("changed_at TIMESTAMPTZ"));
    return sql;
}

static QString valueRows(int columns, int rows)
{
    QStringList marks;
    for (int i = 0; i < columns; ++i)
        marks << QStringLiteral("?");
    const QString one = QStringLiteral("(") + marks.join(QStringLiteral(", ")) + QStringLiteral(")");
    QStringList all;
    all.reserve(rows);
    for (int r = 0; r < rows; ++r)
        all << one;
    return all.join(QStringLiteral(", "));
}

QString upsertSql(Backend backend, const QString& table, const QStringList& columns, const QStringList& conflictColumns,
                  int rows)
{
    const QString list = columns.join(QStringLiteral(", "));
    if (backend == Backend::SQLite)
        return QStringLiteral("INSERT OR REPLACE INTO %1 (%2) VALUES %3")
            .arg(table, list, valueRows(int(columns.size()), rows));
    QStringList sets;
    for (const QString& c : columns)
        if (!conflictColumns.contains(c))
            sets << QStringLiteral("%1 = EXCLUDED.%1").arg(c);
    return QStringLiteral("INSERT INTO %1 (%2) VALUES %3 ON CONFLICT (%4) DO UPDATE SET %5")
        .arg(table, list, valueRows(int(columns.size()), rows), conflictColumns.join(QStringLiteral(", ")),
             sets.join(QStringLiteral(", ")));
}

QString raiseCacheForBulkWrite(QSqlDatabase& db)
{
    if (backendOf(db) != Backend::SQLite)
        return {};
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA cache_size")) || !q.next())
        return {};
    // Integers from SQLite itself and a constant: nothing to bind (PRAGMA takes no parameters).
    const QString restore = QStringLiteral("PRAGMA cache_size = %1").arg(q.value(0).toLongLong());
    q.finish();
    q.exec(QStringLiteral("PRAGMA cache_size = -32768"));
    return restore;
}

QString insertSql(const QString& table, const QStringList& columns, int rows)
{
    return QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
        .arg(table, columns.join(QStringLiteral(", ")), valueRows(int(columns.size()), rows));
}

QString orderByKey(const QSqlDatabase& db, const QString& keyColumn)
{
    return backendOf(db) == Backend::PostgreSQL ? keyColumn + QStringLiteral(" COLLATE \"C\"") : keyColumn;
}

QStringList listTables(QSqlDatabase& db)
{
    QStringList out;
    QSqlQuery q(db);
    const QString sql = backendOf(db) == Backend::PostgreSQL
                            // pg_catalog rather than information_schema: the same answer, in a fraction of the
                            // time (information_schema's views join and filter by privilege), and every open asks.
                            ? QStringLiteral("SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = "
                                             "current_schema() ORDER BY tablename")
                            : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    if (q.exec(sql))
        while (q.next())
            out << q.value(0).toString();
    return out;
}

QStringList listColumns(QSqlDatabase& db, const QString& table)
{
    QStringList out;
    QSqlQuery q(db);
    if (backendOf(db) == Backend::PostgreSQL)
        q.prepare(QStringLiteral("SELECT attname FROM pg_catalog.pg_attribute WHERE attrelid = to_regclass(?) AND "
                                 "attnum > 0 AND NOT attisdropped ORDER BY attnum"));
    else
        q.prepare(QStringLiteral("SELECT name FROM pragma_table_info(?)"));
    q.addBindValue(table);
    if (q.exec())
        while (q.next())
            out << q.value(0).toString();
    return out;
}

QHash<QString, QStringList> listAllColumns(QSqlDatabase& db)
{
    QHash<QString, QStringList> out;
    if (backendOf(db) == Backend::SQLite) {
        for (const QString& table : listTables(db))
            out.insert(table, listColumns(db, table));
        return out;
    }
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT c.relname, a.attname FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c "
                              "ON c.oid = a.attrelid WHERE c.relnamespace = to_regnamespace(current_schema()) AND "
                              "c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum")))
        while (q.next())
            out[q.value(0).toString()] << q.value(1).toString();
    return out;
}

int readSchemaVersion(QSqlDatabase& db)
{
    if (const std::optional<int> known = knownSchemaVersion(db.connectionName()))
        return *known;
    QSqlQuery q(db);
    if (backendOf(db) == Backend::SQLite)
        return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
    if (!listTables(db).contains(kVersionTable))
        return q.exec(QStringLiteral("SELECT 1")) ? 0 : -1; // an empty database (or none reachable)
    return q.exec(QStringLiteral("SELECT version FROM %1").arg(kVersionTable)) && q.next() ? q.value(0).toInt() : -1;
}

ServerSchemaFacts readServerSchema(QSqlDatabase& db)
{
    ServerSchemaFacts facts;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // pg_tables' tables (relkind r and p) of the current schema, each with its columns (none for a table without any:
    // the LEFT JOIN keeps it listed).
    if (!q.exec(
            QStringLiteral("SELECT c.relname, a.attname FROM pg_catalog.pg_class c LEFT JOIN pg_catalog.pg_attribute "
                           "a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped WHERE c.relnamespace = "
                           "to_regnamespace(current_schema()) AND c.relkind IN ('r', 'p') ORDER BY c.relname, "
                           "a.attnum")))
        return facts;
    while (q.next()) {
        const QString table = q.value(0).toString();
        if (facts.tables.isEmpty() || facts.tables.constLast() != table)
            facts.tables << table;
        if (!q.value(1).isNull())
            facts.columns[table] << q.value(1).toString();
    }
    if (!facts.tables.contains(kVersionTable)) {
        facts.version = 0; // an empty database
        return facts;
    }
    // The revision in the same round trip when the audit is there; a role that may not read it (the statement
    // fails) has the version read alone.
    if (facts.tables.contains(QLatin1String("catalog_audit")) &&
        q.exec(QStringLiteral("SELECT version, (SELECT COALESCE(MAX(id), 0) FROM catalog_audit) FROM %1")
                   .arg(kVersionTable)) &&
        q.next()) {
        facts.version = q.value(0).toInt();
        facts.revision = q.value(1).toLongLong();
        return facts;
    }
    if (q.exec(QStringLiteral("SELECT version FROM %1").arg(kVersionTable)) && q.next())
        facts.version = q.value(0).toInt();
    return facts;
}

bool writeSchemaVersion(QSqlDatabase& db, int version, QString* error)
{
    forgetSession(db.connectionName()); // the schema is being changed: nothing remembered of it holds
    QSqlQuery q(db);
    bool ok = false;
    if (backendOf(db) == Backend::SQLite) {
        // PRAGMA takes no bound parameters; the value is a constant of the migration steps, not user input.
        ok = q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
    } else {
        ok = listTables(db).contains(kVersionTable) ||
             q.exec(QStringLiteral("CREATE TABLE %1 (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)")
                        .arg(kVersionTable));
        if (ok) {
            q.prepare(QStringLiteral("INSERT INTO %1 (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET "
                                     "version = EXCLUDED.version")
                          .arg(kVersionTable));
            q.addBindValue(version);
            ok = q.exec();
        }
    }
    if (!ok && error)
        *error = q.lastError().text();
    return ok;
}

QString privilegeRefusal(const QSqlError& error, const QString& table, const QString& key)
{
    // QPSQL reports the SQLSTATE as the native error code (PG_DIAG_SQLSTATE).
    if (error.nativeErrorCode() != QLatin1String("42501"))
        return {};
    // Who may change what (docs/team-catalog.md): editors offers and their edit records, admins everything.
    const bool editorsMay = table == QLatin1String("offers") || table == QLatin1String("user_edits");
    const QString row = key.isEmpty() ? table : QStringLiteral("%1 \"%2\"").arg(table, key);
    return QStringLiteral("%1: the team catalog's server refused the change: your role may not change %2 (ask its "
                          "administrator for the %3 role)")
        .arg(row, table, editorsMay ? QStringLiteral("gp_editor") : QStringLiteral("gp_admin"));
}

bool isDuplicateKey(const QSqlError& error)
{
    const QString code = error.nativeErrorCode();
    if (code == QLatin1String("23505") || code == QLatin1String("1555") || code == QLatin1String("2067"))
        return true;
    // A driver that reports SQLite's primary code only (SQLITE_CONSTRAINT, 19) for any constraint: its text says which.
    return (code.toInt() & 0xFF) == 19 && error.databaseText().contains(QLatin1String("UNIQUE constraint failed"));
}

QString databaseMessage(const QSqlError& error)
{
    QString text = error.databaseText().trimmed();
    if (text.isEmpty())
        return error.text().trimmed();
    // QPSQL: PQerrorMessage ("ERROR:  <message>\n[DETAIL: ...\n]") then "(<SQLSTATE>)" on a line of its own.
    static const QRegularExpression severity(QStringLiteral("^(ERROR|FATAL|PANIC):\\s+"));
    text.remove(severity);
    const qsizetype code = text.lastIndexOf(QLatin1String("\n("));
    if (code > 0 && text.endsWith(QLatin1Char(')')))
        text.truncate(code);
    return text.simplified();
}

QString describeError(const QSqlError& error, const QString& table, const QString& key)
{
    const QString refusal = privilegeRefusal(error, table, key);
    if (!refusal.isEmpty())
        return refusal;
    // The database's own words (without QPSQL's "Unable to ..." wrapper when it has them), after the row.
    const QString row = key.isEmpty() ? table : QStringLiteral("%1 \"%2\"").arg(table, key);
    return QStringLiteral("%1: %2").arg(row, databaseMessage(error));
}

QVariant fromDatabase(const QVariant& value)
{
    if (value.typeId() == QMetaType::QDateTime)
        return value.toDateTime().toUTC().toString(Qt::ISODate);
    return value;
}

} // namespace catalog
