// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Every difference between the catalog's two backends, in one place (issue 34; the way KMyMoney keeps one SQL
// layer per driver): SQLite, the embedded default, and PostgreSQL through Qt's QPSQL driver for a team catalog.
// The rest of models/catalog writes its SQL once and asks here for the few words that differ: the upsert, the
// table and column listings, where the schema version is kept (SQLite's PRAGMA user_version; a one-row table
// on PostgreSQL, which has no such header), and the column types (SQLite's REAL is an 8-byte float, PostgreSQL's
// a 4-byte one, so money and figures are DOUBLE PRECISION there; dates of changes are TIMESTAMPTZ).
// Nothing outside models/catalog names a backend.
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace catalog {

struct ServerAddress;

enum class Backend { SQLite, PostgreSQL };

Backend backendOf(const QSqlDatabase& db);
QString backendName(Backend backend); // "SQLite", "PostgreSQL"

// A new QPSQL connection with a process-unique name; the password is libpq's business (PGPASSWORD, ~/.pgpass,
// a service file), never set here. *error says why it failed, without the raw driver text's line noise.
QSqlDatabase openServerConnection(const ServerAddress& address, QString* error);
// Whether Qt has the QPSQL driver (Debian: libqt6sql6-psql).
bool serverDriverAvailable();

// A schema statement written in SQLite's words (the frozen migration steps) as `backend` needs it.
QString translateDdl(Backend backend, const QString& sqliteDdl);

// "INSERT ... VALUES (?, ...)" that replaces the row with the same `conflictColumns` (the primary key), for
// `rows` rows at once (multi-row VALUES: one round trip per batch on a server).
QString upsertSql(Backend backend, const QString& table, const QStringList& columns, const QStringList& conflictColumns,
                  int rows = 1);
// Before a bulk write on `db` (import-prices --apply of 100,000 offers): SQLite's page cache raised to 32 MB (its
// default 2 MB makes the offers table and its key index re-read and re-write the same pages: perf showed a third of
// the time in the kernel's page cache). Returns the statement that puts the previous size back, to run after the
// write; empty on PostgreSQL, whose server manages its own buffers.
QString raiseCacheForBulkWrite(QSqlDatabase& db);
// A plain multi-row insert (the tables are known to be empty: push, pull).
QString insertSql(const QString& table, const QStringList& columns, int rows);

// The ORDER BY term that sorts `keyColumn` byte by byte on both backends (SQLite's BINARY collation; "C" on
// PostgreSQL, whatever the database's locale), so rows, snapshots and everything printed from them come in the
// same order from a file and from a team catalog.
QString orderByKey(const QSqlDatabase& db, const QString& keyColumn);

QStringList listTables(QSqlDatabase& db);
QStringList listColumns(QSqlDatabase& db, const QString& table);
// Every table's columns at once (one round trip on a server, where each costs a wait on a busy machine).
QHash<QString, QStringList> listAllColumns(QSqlDatabase& db);

// The schema version: 0 for an empty database, -1 when it cannot be read. On a team catalog whose open has checked
// the schema, the version it found (ServerSession: no round trip).
int readSchemaVersion(QSqlDatabase& db);
// A team catalog's schema as its open checks it, in two round trips (issue 34: the open asked in seven, the table
// list three times): the current schema's tables with their columns in one statement, then the version together with
// the revision (the newest catalog_audit id, ServerSession.h) in another. PostgreSQL only.
struct ServerSchemaFacts {
    QStringList tables;                  // the current schema's tables
    QHash<QString, QStringList> columns; // table -> its columns in order
    int version = -1;                    // 0: no catalog_schema (an empty database); -1: not readable
    qint64 revision = -1;                // -1: not read (no catalog_audit, or this role may not read it)
};
ServerSchemaFacts readServerSchema(QSqlDatabase& db);
// Inside the migration's transaction.
bool writeSchemaVersion(QSqlDatabase& db, int version, QString* error);

// The server's refusal of a write for lack of privilege (SQLSTATE 42501, insufficient_privilege: the roles of
// `catalog init-server`), as a sentence naming the table and the row; empty for any other error, which callers
// report as before. The raw SQL error never reaches the user for a refusal.
QString privilegeRefusal(const QSqlError& error, const QString& table, const QString& key);
// Whether the statement failed on a key already in the table (SQLSTATE 23505 unique_violation on PostgreSQL;
// SQLITE_CONSTRAINT_PRIMARYKEY 1555 or SQLITE_CONSTRAINT_UNIQUE 2067 on SQLite, sqlite.org/rescode.html).
bool isDuplicateKey(const QSqlError& error);
// The database's own sentence for `error`: QPSQL's "ERROR:  ...\n(SQLSTATE)" without the severity and the code,
// SQLite's message as it is; the driver's text when the database gave none.
QString databaseMessage(const QSqlError& error);
// privilegeRefusal() when it applies, else "TABLE \"KEY\": <the database's text>" ("TABLE: ..." without a key).
QString describeError(const QSqlError& error, const QString& table, const QString& key);

// A value read back as the rest of the code expects it: a TIMESTAMPTZ (QDateTime) as UTC ISO 8601 text.
QVariant fromDatabase(const QVariant& value);

} // namespace catalog
