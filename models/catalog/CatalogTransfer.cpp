// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogTransfer.h"

#include "CatalogDialect.h"
#include "CatalogMigrations.h"
#include "CatalogSchema.h"
#include "CatalogServer.h"
#include "CatalogSql.h"
#include "CatalogStore.h"
#include "CatalogUrl.h"
#include "common/AtomicFile.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QTemporaryDir>

namespace catalog {
namespace {

TransferResult failed(const QString& why)
{
    TransferResult r;
    r.error = why;
    return r;
}

// Creates the schema and copies every catalog table of `source` into `target`, in one transaction.
TransferResult copyInto(const CatalogStore& source, QSqlDatabase& target)
{
    TransferResult result;
    if (!target.transaction())
        return failed(QStringLiteral("cannot start a transaction (%1)")
                          .arg(describeError(target.lastError(), QStringLiteral("the catalog"), QString())));
    QString why;
    bool ok = createLatestSchema(target, &why);
    for (const TableDef& table : catalogTables()) {
        if (!ok)
            break;
        const QVector<QVariantMap> rows = source.rows(table.name);
        ok = insertRows(target, table, rows, &why);
        result.rows.insert(table.name, int(rows.size()));
    }
    // After the rows: they arrive as version 1 with no audit entry each, and no notification for every row.
    if (ok && backendOf(target) == Backend::PostgreSQL)
        ok = applyServerFeatures(target, &why);
    if (!ok || !target.commit()) {
        if (ok) // every table was written: the commit itself failed
            why = QStringLiteral("the copy could not be committed, and nothing was changed (%1)")
                      .arg(describeError(target.lastError(), QStringLiteral("the catalog"), QString()));
        target.rollback();
        return failed(why);
    }
    result.ok = true;
    return result;
}

} // namespace

TransferResult pushCatalog(const QString& fromFile, const QString& toUrl)
{
    ServerAddress address;
    QString why;
    if (!parseServerUrl(toUrl, &address, &why))
        return failed(why);
    if (!fromFile.isEmpty() && !QFileInfo(fromFile).isFile())
        return failed(QStringLiteral("%1 is not a catalog file").arg(fromFile));
    CatalogStore source;
    if (!(fromFile.isEmpty() ? source.openShipped() : source.openNamed(fromFile)))
        return failed(source.startupMessage());
    QSqlDatabase target = openServerConnection(address, &why);
    const QString name = target.connectionName();
    TransferResult result;
    if (!target.isOpen()) {
        result = failed(why);
    } else {
        // Only an empty database: a push never merges into, or replaces, a team's catalog.
        QStringList present;
        const QStringList tables = listTables(target);
        for (const TableDef& t : catalogTables())
            if (tables.contains(t.name))
                present << t.name;
        for (const QString& t : bookkeepingTables() + QStringList{QStringLiteral("catalog_schema")})
            if (tables.contains(t))
                present << t;
        if (!present.isEmpty())
            result = failed(QStringLiteral("%1 already holds catalog tables (%2); a push creates a catalog only in "
                                           "an empty database, and nothing was changed")
                                .arg(address.display(), present.join(QStringLiteral(", "))));
        else
            result = copyInto(source, target);
    }
    target = QSqlDatabase();
    closeConnection(name);
    return result;
}

TransferResult pullCatalog(const QString& fromUrl, const QString& toFile)
{
    if (!isServerUrl(fromUrl))
        return failed(QStringLiteral("pull reads a team catalog: name it as postgresql://..."));
    CatalogStore source;
    if (!source.openNamed(fromUrl))
        return failed(source.startupMessage());
    // Built whole in a private folder, then written over the target by AtomicFile: a pull cut short leaves the
    // old file (or none), never half a catalog.
    QTemporaryDir dir;
    if (!dir.isValid())
        return failed(QStringLiteral("no temporary folder can be made (%1)").arg(dir.errorString()));
    const QString scratch = dir.filePath(QStringLiteral("pulled.sqlite"));
    QString why;
    QSqlDatabase target = openConnection(scratch, false, &why);
    const QString name = target.connectionName();
    TransferResult result = target.isOpen() ? copyInto(source, target) : failed(why);
    target = QSqlDatabase();
    closeConnection(name);
    if (!result.ok)
        return result;
    QFile built(scratch);
    if (!built.open(QIODevice::ReadOnly))
        return failed(QStringLiteral("cannot read back %1 (%2)").arg(scratch, built.errorString()));
    if (!AtomicFile::write(toFile, built.readAll(), &why))
        return failed(QStringLiteral("cannot write %1 (%2)").arg(toFile, why));
    return result;
}

} // namespace catalog
