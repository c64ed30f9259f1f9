// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogBuilder.h"

#include "CatalogJson.h"
#include "CatalogMigrations.h"
#include "CatalogSql.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace catalog {

BuildResult buildCatalog(const QString& sourcePath, const QString& outputPath)
{
    BuildResult result;
    CatalogRecords records;
    if (!readCatalogJson(sourcePath, records, &result.error))
        return result;
    if (!checkCatalogRecords(records, {}, &result.error))
        return result;

    // Build next to the target and rename at the end, so a failed build never leaves half a catalog.
    const QString partial = outputPath + QStringLiteral(".building");
    QFile::remove(partial);
    QDir().mkpath(QFileInfo(outputPath).absolutePath());
    QString error;
    QSqlDatabase db = openConnection(partial, false, &error);
    const QString name = db.connectionName();
    auto finish = [&](bool ok, const QString& why) {
        db = QSqlDatabase();
        closeConnection(name);
        if (!ok) {
            QFile::remove(partial);
            result.error = why;
            return result;
        }
        QFile::remove(outputPath);
        if (!QFile::rename(partial, outputPath)) {
            QFile::remove(partial);
            result.error = QStringLiteral("cannot write %1").arg(outputPath);
            return result;
        }
        result.ok = true;
        return result;
    };
    if (!db.isOpen())
        return finish(false, QStringLiteral("cannot create %1 (%2)").arg(partial, error));
    if (!migrateDatabase(db, &error))
        return finish(false, error);
    if (!db.transaction())
        return finish(false, db.lastError().text());
    for (const TableDef& table : catalogTables()) {
        QVector<QVariantMap> rows = records.tables.value(table.name);
        std::sort(rows.begin(), rows.end(), [&](const QVariantMap& a, const QVariantMap& b) {
            return a.value(table.keyColumn).toString() < b.value(table.keyColumn).toString();
        });
        for (const QVariantMap& row : rows) {
            if (!upsertRow(db, table, row, &error)) {
                db.rollback();
                return finish(false, error);
            }
            ++result.rows;
        }
    }
    if (!db.commit())
        return finish(false, db.lastError().text());
    QSqlQuery q(db);
    q.exec(QStringLiteral("VACUUM"));
    return finish(true, {});
}

} // namespace catalog
