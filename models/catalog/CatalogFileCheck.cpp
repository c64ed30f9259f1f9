// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogFileCheck.h"

#include "CatalogDialect.h"
#include "CatalogMigrations.h"
#include "CatalogSchema.h"
#include "CatalogSnapshotReader.h"
#include "CatalogSql.h"
#include "planning/GpuRowCheck.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace catalog {

QStringList engineRefusedRows(QSqlDatabase& db)
{
    QStringList out;
    const TableDef* gpus = catalogTable(QStringLiteral("gpus"));
    if (!gpus)
        return out;
    QMap<QString, QVector<QVariantMap>> tables;
    tables.insert(gpus->name, selectRows(db, *gpus));
    for (const gp::GpuSpec& g : snapshotFromRows(tables).gpus)
        if (const std::string bad = gp::gpuRowError(g); !bad.empty())
            out << QString::fromStdString(bad).replace(QStringLiteral("catalog row "), QString());
    return out;
}

// sqlite.org/fileformat2.html, 1.3: page size at offset 16, in-header database size at 28, valid when
// the change counter at 24 equals the version-valid-for number at 92.
qint64 headerDatabaseSize(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray h = f.read(100);
    if (h.size() < 100 || !h.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return -1;
    auto be = [&h](int offset, int bytes) {
        quint64 v = 0;
        for (int i = 0; i < bytes; ++i)
            v = (v << 8) | static_cast<quint8>(h[offset + i]);
        return v;
    };
    const quint64 pageSize = be(16, 2) == 1 ? 65536 : be(16, 2);
    if (be(24, 4) != be(92, 4))
        return -1;
    return static_cast<qint64>(pageSize * be(28, 4));
}

namespace {

// A cut-off file makes SQLite report "malformed" (or, when only the tail is lost, nothing at all), so
// compare the size the header gives with the file's. Only meaningful once SQLite has rolled back a hot
// journal: mid-commit, the header already names the new size while the file still has the old one,
// and the journal holds what puts it right (sqlite.org/atomiccommit.html, 4.2).
QString truncation(const QString& path)
{
    const qint64 expected = headerDatabaseSize(path);
    const qint64 actual = QFileInfo(path).size();
    if (expected > 0 && actual < expected)
        return QStringLiteral("it is truncated (%1 of %2 bytes)").arg(actual).arg(expected);
    return {};
}

} // namespace

QStringList companionFiles(const QString& path)
{
    QStringList found;
    for (const char* suffix : {"-journal", "-wal", "-shm"})
        if (QFileInfo::exists(path + QLatin1String(suffix)))
            found << path + QLatin1String(suffix);
    return found;
}

// The version, then the tables and columns that version must have: the same on both backends. `facts`, when given,
// holds them as a team catalog's server gave them in two round trips (readServerSchema); a file is asked here.
static void checkSchema(QSqlDatabase& db, CatalogFileReport& report, const ServerSchemaFacts* facts = nullptr)
{
    report.version = facts ? facts->version : schemaVersion(db);
    if (report.version < 0) {
        report.problem = QStringLiteral("its schema version cannot be read");
        return;
    }
    if (report.version > latestSchemaVersion()) {
        report.problem = QStringLiteral("its schema version %1 is newer than this program supports (%2)")
                             .arg(report.version)
                             .arg(latestSchemaVersion());
        return;
    }
    report.needsMigration = report.version < latestSchemaVersion();
    const QStringList tables = facts ? facts->tables : existingTables(db);
    if (report.version == 0 && tables.isEmpty()) {
        report.problem = QStringLiteral("it is empty (no catalog tables)");
        return;
    }
    // Catalog tables exist from the version that created them (most from 1, the checklist's from 4);
    // the bookkeeping tables from version 2.
    QStringList expected;
    for (const TableDef& t : catalogTables())
        if (report.version >= tableIntroducedIn(t.name))
            expected << t.name;
    if (report.version >= 2)
        expected << bookkeepingTables();
    for (const QString& t : pricingTables())
        if (report.version >= tableIntroducedIn(t))
            expected << t;
    const QHash<QString, QStringList> allColumns = facts ? facts->columns : listAllColumns(db);
    for (const QString& name : expected) {
        if (!tables.contains(name)) {
            report.missing << name;
            continue;
        }
        // Columns are checked at the current version only: a later step may add some.
        if (const TableDef* def = catalogTable(name); def && !report.needsMigration) {
            const QStringList columns = allColumns.value(name);
            for (const ColumnDef& c : def->columns)
                if (!columns.contains(c.name))
                    report.missing << name + QLatin1Char('.') + c.name;
        }
    }
    if (!report.missing.isEmpty())
        report.problem = QStringLiteral("it is missing %1").arg(report.missing.join(QStringLiteral(", ")));
}

CatalogFileReport inspectCatalogFile(QSqlDatabase& db, const QString& path)
{
    CatalogFileReport report;
    // SQLite first: the first read on a connection rolls back a hot journal left by a writer that died
    // mid-commit. Judging the raw bytes before that called a half-committed file "truncated", and
    // setting it aside (with its journal deleted) lost every catalog edit (issue 9).
    QSqlQuery first(db);
    const bool readable = first.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && first.next();
    const QString firstError = readable ? QString() : first.lastError().databaseText();
    // SQLITE_READONLY_ROLLBACK (776, sqlite.org/rescode.html): a hot journal that a read-only
    // connection cannot roll back. Only a writable connection can.
    const bool needsRollback = !readable && first.lastError().nativeErrorCode() == QLatin1String("776");
    first = QSqlQuery();
    const QStringList companions = companionFiles(path);
    if (needsRollback) {
        report.problem = QStringLiteral("it has an unfinished write that SQLite must roll back first from %1 (%2)")
                             .arg(path + QStringLiteral("-journal"), firstError);
        return report;
    }
    // Truncation next: a cut-off file also fails the integrity check, but "truncated" says more. Not
    // while a journal or WAL remains: SQLite may still need it to make the file whole.
    if (companions.isEmpty())
        report.problem = truncation(path);
    if (!report.ok())
        return report;
    if (!readable) {
        report.problem = QStringLiteral("it is not a readable SQLite database (%1)").arg(firstError);
        return report;
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA integrity_check"))) {
        report.problem = QStringLiteral("it is not a readable SQLite database (%1)").arg(q.lastError().databaseText());
        return report;
    }
    QStringList lines;
    while (q.next())
        lines << q.value(0).toString();
    report.integrity = lines.value(0);
    if (lines != QStringList{QStringLiteral("ok")}) {
        report.problem = QStringLiteral("it failed the SQLite integrity check (%1)").arg(lines.value(0));
        return report;
    }
    checkSchema(db, report);
    return report;
}

CatalogFileReport inspectServerCatalog(QSqlDatabase& db, ServerSchemaFacts* read)
{
    CatalogFileReport report;
    report.integrity = QStringLiteral("ok"); // the server keeps its own files whole; nothing to check from here
    const ServerSchemaFacts facts = readServerSchema(db);
    checkSchema(db, report, &facts);
    if (read)
        *read = facts;
    if (report.version == 0 && report.problem.startsWith(QLatin1String("it is empty")))
        report.problem = QStringLiteral("the database holds no catalog yet (create one with gpu-planner catalog push "
                                        "--to ADDRESS)");
    return report;
}

} // namespace catalog
