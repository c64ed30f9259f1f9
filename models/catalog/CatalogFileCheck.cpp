#include "CatalogFileCheck.h"

#include "CatalogMigrations.h"
#include "CatalogSchema.h"
#include "CatalogSql.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

namespace catalog {
namespace {

// A cut-off file makes SQLite report "malformed" (or, when only the tail is lost, nothing at all), so
// read the page size and page count from the 100-byte file header (sqlite.org/fileformat2.html, 1.3:
// page size at offset 16, in-header database size at 28, valid when the change counter at 24 equals
// the version-valid-for number at 92) and compare with the file's size.
QString truncation(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray h = f.read(100);
    if (h.size() < 100 || !h.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return {};
    auto be = [&h](int offset, int bytes) {
        quint64 v = 0;
        for (int i = 0; i < bytes; ++i)
            v = (v << 8) | static_cast<quint8>(h[offset + i]);
        return v;
    };
    const quint64 pageSize = be(16, 2) == 1 ? 65536 : be(16, 2);
    if (be(24, 4) != be(92, 4))
        return {};
    const qint64 expected = static_cast<qint64>(pageSize * be(28, 4));
    const qint64 actual = f.size();
    if (actual < expected)
        return QStringLiteral("it is truncated (%1 of %2 bytes)").arg(actual).arg(expected);
    return {};
}

} // namespace

CatalogFileReport inspectCatalogFile(QSqlDatabase& db, const QString& path)
{
    CatalogFileReport report;
    // Truncation first: a cut-off file also fails the integrity check, but "truncated" says more.
    report.problem = truncation(path);
    if (!report.ok())
        return report;
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
