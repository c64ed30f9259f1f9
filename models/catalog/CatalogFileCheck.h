// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What is wrong with a catalog file, if anything: unreadable or not SQLite, failed integrity check,
// truncated, a schema newer than this program, or tables/columns missing. Used when the store opens the
// user's copy and by `gpu-planner catalog check`.
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace catalog {

struct ServerSchemaFacts;

struct CatalogFileReport {
    QString problem;  // empty when usable; otherwise one clause, e.g. "it is truncated (...)"
    int version = -1; // PRAGMA user_version, -1 when unreadable
    bool needsMigration = false;
    QString integrity;   // the first line PRAGMA integrity_check returned
    QStringList missing; // "gpus" or "gpus.memory_gb"
    bool ok() const { return problem.isEmpty(); }
};

// `db` is an open connection on `path`. Reads only, through SQLite first, so that a writable
// connection rolls back a hot journal (a commit cut short) before anything is judged.
CatalogFileReport inspectCatalogFile(QSqlDatabase& db, const QString& path);

// The same for a team catalog on a server (CatalogDialect): version, tables and columns; the server answers
// for its own files, so there is no integrity or truncation check to make from here. Two round trips
// (readServerSchema); what they read is copied to *facts when given (the store's open uses it further).
CatalogFileReport inspectServerCatalog(QSqlDatabase& db, ServerSchemaFacts* facts = nullptr);

// The rows of a usable, current catalog (`report.ok()`, no migration pending) the engine would refuse to
// compute with: "gpus.KEY: COLUMN = VALUE (must be ...)", one per GPU row (gp::gpuRowError). An edit made
// outside the app can leave a negative or NaN figure that every estimate on that GPU then refuses.
QStringList engineRefusedRows(QSqlDatabase& db);

// The database size the file's 100-byte header gives (page size x page count), or -1 when the header
// is missing, not SQLite's, or its size field is not valid.
qint64 headerDatabaseSize(const QString& path);

// The files SQLite keeps beside `path` that exist now: "-journal", "-wal", "-shm". They belong to
// the database: never delete them or move the database without them.
QStringList companionFiles(const QString& path);

} // namespace catalog
