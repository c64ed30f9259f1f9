#include "CatalogFileCheck.h"

#include "CatalogMigrations.h"
#include "CatalogSchema.h"
#include "CatalogSql.h"

#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace catalog {
namespace {

// SQLite reads missing pages of a cut-off file as zeros, which integrity_check does not always notice
// (e.g. when only the tail of a table is lost), so compare the header's page count with the file size.
QString truncation(QSqlDatabase& db, const QString& path)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA page_size")) || !q.next())
        return {};
    const qint64 pageSize = q.value(0).toLongLong();
    if (!q.exec(QStringLiteral("PRAGMA page_count")) || !q.next())
        return {};
    const qint64 expected = pageSize * q.value(0).toLongLong();
    const qint64 actual = QFileInfo(path).size();
    if (actual < expected)
        return QStringLiteral("it is truncated (%1 bytes of %2)").arg(actual).arg(expected);
    return {};
}

} // namespace

CatalogFileReport inspectCatalogFile(QSqlDatabase& db, const QString& path)
{
    CatalogFileReport report;
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
    report.problem = truncation(db, path);
    if (!report.ok())
        return report;
    report.version = schemaVersion(db);
    if (report.version < 0) {
        report.problem = QStringLiteral("its schema version cannot be read");
        return report;
    }
    if (report.version > latestSchemaVersion()) {
        report.problem = QStringLiteral("its schema version %1 is newer than this program supports (%2)")
                             .arg(report.version).arg(latestSchemaVersion());
        return report;
    }
    report.needsMigration = report.version < latestSchemaVersion();
    const QStringList tables = existingTables(db);
    if (report.version == 0 && tables.isEmpty()) {
        report.problem = QStringLiteral("it is empty (no catalog tables)");
        return report;
    }
    // Catalog tables exist from version 1 on; the bookkeeping tables from version 2.
    QStringList expected;
    for (const TableDef& t : catalogTables())
        expected << t.name;
    if (report.version >= 2)
        expected << bookkeepingTables();
    for (const QString& name : expected) {
        if (!tables.contains(name)) {
            report.missing << name;
            continue;
        }
        // Columns are checked at the current version only: a later step may add some.
        if (const TableDef* def = catalogTable(name); def && !report.needsMigration) {
            const QStringList columns = existingColumns(db, name);
            for (const ColumnDef& c : def->columns)
                if (!columns.contains(c.name))
                    report.missing << name + QLatin1Char('.') + c.name;
        }
    }
    if (!report.missing.isEmpty())
        report.problem = QStringLiteral("it is missing %1").arg(report.missing.join(QStringLiteral(", ")));
    return report;
}

} // namespace catalog
