// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogStore.h"

#include <functional>

#include "CatalogCsv.h"
#include "CatalogFileCheck.h"
#include "CatalogJson.h"
#include "CatalogMigrations.h"
#include "CatalogSchema.h"
#include "CatalogSnapshotReader.h"
#include "CatalogSql.h"
#include "common/AtomicFile.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>

// The shipped catalog lives in the static core library's resources; a static library's resources are
// only registered when someone asks (Qt docs, "Using Resources in a Library").
static void initCatalogResources() { Q_INIT_RESOURCE(catalog); }

using namespace catalog;

namespace {

const QString kShippedResource = QStringLiteral(":/catalog/catalog.sqlite");
const QString kShippedHashName = QStringLiteral("shipped_sha256");

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// Keeps a bad file for inspection under a name that says why and when, never overwriting an earlier one.
// Only called when SQLite left no -journal, -wal or -shm beside it (companionFiles() is empty): the
// database is renamed alone because it is alone, and nothing of SQLite's is ever deleted.
QString moveAside(const QString& path)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = QStringLiteral("%1.corrupt-%2").arg(path, stamp);
    for (int n = 2; QFile::exists(aside); ++n)
        aside = QStringLiteral("%1.corrupt-%2-%3").arg(path, stamp).arg(n);
    if (!QFile::rename(path, aside))
        return {};
    return aside;
}

QString sha256(const QByteArray& bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace

struct CatalogStore::Private {
    QString connection;
    QString path;
    bool readOnly = false;
    QString shippedSource = kShippedResource;
    std::unique_ptr<QTemporaryDir> shippedCopy;

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }

    QByteArray shippedBytes(QString* error) const
    {
        QFile f(shippedSource);
        if (!f.open(QIODevice::ReadOnly)) {
            fail(error,
                 QStringLiteral("the shipped catalog %1 cannot be read (%2)").arg(shippedSource, f.errorString()));
            return {};
        }
        return f.readAll();
    }

    // Copies the shipped catalog to `target`, which has no database yet (first run, a file set aside, a
    // temporary copy): written whole and renamed into place (AtomicFile), so a kill leaves no half file.
    // An empty shipped file (a build before the catalog was generated) becomes an empty catalog of the
    // current schema.
    bool installShipped(const QString& target, QString* error) const
    {
        QString why;
        const QByteArray bytes = shippedBytes(&why);
        if (!why.isEmpty())
            return fail(error, why);
        if (!AtomicFile::write(target, bytes, &why))
            return fail(error, QStringLiteral("cannot write %1 (%2)").arg(target, why));
        if (!bytes.isEmpty())
            return true;
        QSqlDatabase db = openConnection(target, false, error);
        const QString name = db.connectionName();
        const bool ok = db.isOpen() && migrateDatabase(db, error);
        db = QSqlDatabase();
        closeConnection(name);
        return ok;
    }

    // Opens `file`, checks it and migrates an older schema. On failure nothing stays open and
    // *problem says what is wrong with the file.
    bool attach(const QString& file, QString* problem)
    {
        QString error;
        QSqlDatabase db = openConnection(file, false, &error);
        const QString name = db.connectionName();
        auto reject = [&](const QString& why) {
            db = QSqlDatabase();
            closeConnection(name);
            return fail(problem, why);
        };
        if (!db.isOpen())
            return reject(QStringLiteral("it cannot be opened (%1)").arg(error));
        CatalogFileReport report = inspectCatalogFile(db, file);
        if (!report.ok())
            return reject(report.problem);
        if (report.needsMigration) {
            if (!migrateDatabase(db, &error))
                return reject(QStringLiteral("its schema could not be upgraded (%1)").arg(error));
            report = inspectCatalogFile(db, file);
            if (!report.ok())
                return reject(report.problem);
        }
        connection = name;
        path = file;
        return true;
    }

    QString metaValue(const QString& name) const
    {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("SELECT value FROM catalog_meta WHERE name = ?"));
        q.addBindValue(name);
        return q.exec() && q.next() ? q.value(0).toString() : QString();
    }

    bool setMetaValue(const QString& name, const QString& value)
    {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO catalog_meta (name, value) VALUES (?, ?)"));
        q.addBindValue(name);
        q.addBindValue(value);
        return q.exec();
    }

    QString editAction(const QString& table, const QString& key) const
    {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("SELECT action FROM user_edits WHERE table_name = ? AND row_key = ?"));
        q.addBindValue(table);
        q.addBindValue(key);
        return q.exec() && q.next() ? q.value(0).toString() : QString();
    }

    // One user edit as one transaction: `write` changes the row, then the edit is recorded (so a newer
    // shipped catalog never overwrites it); either both land or neither does.
    bool editInTransaction(const QString& table, const QString& key, const std::function<bool(QSqlDatabase&)>& write,
                           QString* error)
    {
        QSqlDatabase database = db();
        if (!database.transaction())
            return fail(error, database.lastError().text());
        if (!write(database) || !recordEdit(table, key, QStringLiteral("edited"), error)) {
            database.rollback();
            return false;
        }
        if (!database.commit())
            return fail(error, database.lastError().text());
        return true;
    }

    bool recordEdit(const QString& table, const QString& key, const QString& action, QString* error)
    {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO user_edits (table_name, row_key, action, changed_at) "
                                 "VALUES (?, ?, ?, ?)"));
        q.addBindValue(table);
        q.addBindValue(key);
        q.addBindValue(action);
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (!q.exec())
            return fail(error, q.lastError().text());
        return true;
    }

    // An edited row keeps every value the user left, except a column a later schema step added (NULL only because
    // the column did not exist when the user edited the row): that one takes the shipped value. Bound, never pasted.
    static bool fillAddedColumns(QSqlDatabase& user, const TableDef& table, const QString& key, const QVariantMap& row)
    {
        for (const AddedColumn& added : addedColumns()) {
            if (added.table != table.name || row.value(added.column).isNull())
                continue;
            QSqlQuery q(user);
            q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = ? AND %2 IS NULL")
                          .arg(table.name, added.column, table.keyColumn));
            q.addBindValue(row.value(added.column));
            q.addBindValue(key);
            if (!q.exec())
                return false;
        }
        return true;
    }

    // Brings in what a newer shipped catalog adds or corrects: rows the user lacks, and rows the user
    // never touched. Rows the user edited, added or deleted (user_edits) are left as the user left them.
    void mergeShipped()
    {
        const QByteArray bytes = shippedBytes(nullptr);
        if (bytes.isEmpty())
            return;
        const QString hash = sha256(bytes);
        if (metaValue(kShippedHashName) == hash)
            return;
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("shipped.sqlite"));
        if (!dir.isValid() || !AtomicFile::write(copy, bytes))
            return;
        Private shipped;
        if (!shipped.attach(copy, nullptr))
            return;
        QSqlDatabase user = db();
        QSqlDatabase source = shipped.db();
        bool ok = user.transaction();
        for (const TableDef& table : catalogTables()) {
            for (const QVariantMap& row : selectRows(source, table)) {
                if (!ok)
                    break;
                const QString key = row.value(table.keyColumn).toString();
                const QString action = editAction(table.name, key);
                if (action == QLatin1String("edited"))
                    ok = fillAddedColumns(user, table, key, row);
                if (!action.isEmpty())
                    continue;
                ok = upsertRow(user, table, row, nullptr);
            }
        }
        ok = ok && setMetaValue(kShippedHashName, hash) && user.commit();
        if (!ok)
            user.rollback();
        source = QSqlDatabase();
        closeConnection(shipped.connection);
    }

    bool writable(QString* error) const
    {
        if (connection.isEmpty())
            return fail(error, QStringLiteral("the catalog is not open"));
        if (readOnly)
            return fail(error, QStringLiteral("this is the shipped catalog, which is read-only"));
        return true;
    }
};

CatalogStore::CatalogStore(QObject* parent) : QObject(parent), d(std::make_unique<Private>())
{
    initCatalogResources();
}

CatalogStore::~CatalogStore() { close(); }

QString CatalogStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog.sqlite");
}

void CatalogStore::setShippedCatalogSource(const QString& path) { d->shippedSource = path; }

void CatalogStore::close()
{
    closeConnection(d->connection);
    d->connection.clear();
    d->path.clear();
    d->readOnly = false;
    d->shippedCopy.reset();
}

bool CatalogStore::isOpen() const { return !d->connection.isEmpty(); }
bool CatalogStore::isReadOnly() const { return d->readOnly; }
QString CatalogStore::path() const { return d->path; }

bool CatalogStore::open(const QString& userCatalogPath, IfUnusable ifUnusable)
{
    close();
    m_startupMessage.clear();
    m_refused = false;
    const QString file = QFileInfo(userCatalogPath.isEmpty() ? defaultPath() : userCatalogPath).absoluteFilePath();
    const QFileInfo info(file);
    QString error;
    if (info.exists() && !info.isFile())
        return useInstead(file, QStringLiteral("it is a folder, not a catalog file"), false, ifUnusable);
    if (!info.exists()) {
        // A journal without its database cannot be rolled back into anything; a new database under
        // this name would inherit it as its own hot journal. Leave both for the user to look at.
        if (const QStringList orphans = companionFiles(file); !orphans.isEmpty())
            return useInstead(file,
                              QStringLiteral("the database is missing but SQLite's %1 remain")
                                  .arg(orphans.join(QStringLiteral(", "))),
                              false, ifUnusable);
        QDir().mkpath(info.absolutePath());
        AtomicFile::removeStaleTemporaries(info.absolutePath(), info.fileName());
        if (!d->installShipped(file, &error)) {
            m_startupMessage = QStringLiteral("The catalog could not be created at %1: %2.").arg(file, error);
            return false;
        }
    }
    QString problem;
    if (!d->attach(file, &problem))
        return useInstead(file, problem, true, ifUnusable);
    d->mergeShipped();
    return true;
}

// `file` cannot be used because of `problem`. A path the user named is refused untouched. The app's
// own catalog is renamed aside and replaced by a fresh shipped copy, but only when it is a file and
// SQLite left nothing beside it (a journal must stay with its database); otherwise it is left exactly
// as it is and this session reads the shipped catalog, read-only.
bool CatalogStore::useInstead(const QString& file, const QString& problem, bool movable, IfUnusable ifUnusable)
{
    if (ifUnusable == IfUnusable::Refuse) {
        m_refused = true;
        m_startupMessage = QStringLiteral("%1 is not a usable catalog: %2. It was left untouched; name a catalog "
                                          "file, or a path that does not exist yet to create one there.")
                               .arg(file, problem);
        return false;
    }
    QString error;
    const QStringList companions = companionFiles(file);
    if (movable && companions.isEmpty()) {
        const QString aside = moveAside(file);
        if (!aside.isEmpty()) {
            m_startupMessage = QStringLiteral("The catalog at %1 could not be used because %2; it was kept as %3 and "
                                              "the shipped catalog was restored.")
                                   .arg(file, problem, aside);
            QString again;
            if (!d->installShipped(file, &error) || !d->attach(file, &again)) {
                m_startupMessage += QStringLiteral(" The shipped catalog could not be opened either (%1).")
                                        .arg(error.isEmpty() ? again : error);
                return false;
            }
            d->mergeShipped();
            return true;
        }
    }
    const QString kept =
        companions.isEmpty() ? QString() : QStringLiteral(" with %1").arg(companions.join(QStringLiteral(", ")));
    const QString message = QStringLiteral("The catalog at %1 could not be used because %2; it was left as it is%3, "
                                           "and the shipped catalog is used, read-only, until it is repaired or "
                                           "moved away.")
                                .arg(file, problem, kept);
    if (!openShipped()) {
        m_startupMessage = message + QStringLiteral(" ") + m_startupMessage;
        return false;
    }
    m_startupMessage = message;
    return true;
}

bool CatalogStore::openShipped()
{
    close();
    m_startupMessage.clear();
    d->shippedCopy = std::make_unique<QTemporaryDir>();
    const QString file = d->shippedCopy->filePath(QStringLiteral("catalog.sqlite"));
    QString error;
    QString problem;
    if (!d->shippedCopy->isValid() || !d->installShipped(file, &error) || !d->attach(file, &problem)) {
        m_startupMessage =
            QStringLiteral("The shipped catalog could not be opened: %1.").arg(error.isEmpty() ? problem : error);
        d->shippedCopy.reset();
        return false;
    }
    // Reopen read-only: nothing can write to this copy, by mistake or otherwise.
    closeConnection(d->connection);
    QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    QSqlDatabase db = openConnection(file, true, &error);
    if (!db.isOpen()) {
        m_startupMessage = QStringLiteral("The shipped catalog could not be opened: %1.").arg(error);
        closeConnection(db.connectionName());
        d->connection.clear();
        return false;
    }
    d->connection = db.connectionName();
    d->path = file;
    d->readOnly = true;
    return true;
}

QHash<QString, QString> CatalogStore::editDates(const QString& table) const
{
    QHash<QString, QString> dates;
    if (!isOpen())
        return dates;
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("SELECT row_key, changed_at FROM user_edits WHERE table_name = ? AND action = 'edited'"));
    q.addBindValue(table);
    if (q.exec())
        while (q.next())
            dates.insert(q.value(0).toString(), q.value(1).toString());
    return dates;
}

QVector<QVariantMap> CatalogStore::rows(const QString& table) const
{
    const TableDef* def = catalogTable(table);
    if (!def || !isOpen())
        return {};
    QSqlDatabase db = d->db();
    return selectRows(db, *def);
}

gp::CatalogSnapshot CatalogStore::snapshot() const
{
    QMap<QString, QVector<QVariantMap>> tables;
    for (const TableDef& t : catalogTables())
        tables.insert(t.name, rows(t.name));
    return snapshotFromRows(tables);
}

bool CatalogStore::isUserEdited(const QString& table, const QString& key) const
{
    return isOpen() && d->editAction(table, key) == QLatin1String("edited");
}

QStringList CatalogStore::deletedKeys(const QString& table) const
{
    QStringList out;
    if (!isOpen())
        return out;
    QSqlQuery q(d->db());
    q.prepare(
        QStringLiteral("SELECT row_key FROM user_edits WHERE table_name = ? AND action = 'deleted' ORDER BY row_key"));
    q.addBindValue(table);
    if (q.exec())
        while (q.next())
            out << q.value(0).toString();
    return out;
}

namespace {
const TableDef* tableOrFail(const QString& table, QString* error)
{
    const TableDef* def = catalogTable(table);
    if (!def)
        fail(error, QStringLiteral("there is no catalog table \"%1\"").arg(table));
    return def;
}

QString foreignProblem(QSqlDatabase& db, const ColumnDef& column, const QVariant& value)
{
    if (column.foreignTable.isEmpty() || !value.isValid() || value.isNull())
        return {};
    const TableDef* target = catalogTable(column.foreignTable);
    if (target && keyExists(db, *target, value.toString()))
        return {};
    return QStringLiteral("%1 \"%2\" is not in %3").arg(column.name, value.toString(), column.foreignTable);
}
} // namespace

bool CatalogStore::setValue(const QString& table, const QString& key, const QString& column, const QVariant& value,
                            QString* error)
{
    if (!d->writable(error))
        return false;
    const TableDef* def = tableOrFail(table, error);
    if (!def)
        return false;
    const ColumnDef* col = def->column(column);
    if (!col)
        return fail(error, QStringLiteral("%1 has no column \"%2\"").arg(table, column));
    if (column == def->keyColumn)
        return fail(error, QStringLiteral("%1 cannot be changed; add a row with the new %1 instead").arg(column));
    QString problem = validateValue(*col, value);
    QSqlDatabase db = d->db();
    if (problem.isEmpty())
        problem = foreignProblem(db, *col, normalized(*col, value));
    if (problem.isEmpty()) {
        QVariantMap row = selectRow(db, *def, key);
        if (row.isEmpty())
            return fail(error, QStringLiteral("%1 has no row with %2 \"%3\"").arg(table, def->keyColumn, key));
        row.insert(column, normalized(*col, value));
        problem = validateRecord(*def, row);
    }
    if (!problem.isEmpty())
        return fail(error, QStringLiteral("%1 \"%2\": %3").arg(table, key, problem));
    if (!d->editInTransaction(
            table, key, [&](QSqlDatabase& t) { return updateValue(t, *def, key, *col, value, error); }, error))
        return false;
    Q_EMIT rowChanged(table, key);
    Q_EMIT changed();
    return true;
}

bool CatalogStore::insertRow(const QString& table, const QVariantMap& row, QString* error)
{
    if (!d->writable(error))
        return false;
    const TableDef* def = tableOrFail(table, error);
    if (!def)
        return false;
    const QString key = row.value(def->keyColumn).toString();
    const QString where = QStringLiteral("%1 \"%2\"").arg(table, key);
    for (auto it = row.begin(); it != row.end(); ++it)
        if (!def->column(it.key()))
            return fail(error, QStringLiteral("%1: unknown field \"%2\"").arg(where, it.key()));
    QSqlDatabase db = d->db();
    QVariantMap clean;
    for (const ColumnDef& c : def->columns) {
        QString problem = validateValue(c, row.value(c.name));
        const QVariant v = normalized(c, row.value(c.name));
        if (problem.isEmpty())
            problem = foreignProblem(db, c, v);
        if (!problem.isEmpty())
            return fail(error, QStringLiteral("%1: %2").arg(where, problem));
        clean.insert(c.name, v);
    }
    if (const QString problem = validateRecord(*def, clean); !problem.isEmpty())
        return fail(error, QStringLiteral("%1: %2").arg(where, problem));
    if (keyExists(db, *def, key))
        return fail(error, QStringLiteral("%1: %2 \"%3\" is already in %1").arg(table, def->keyColumn, key));
    if (!d->editInTransaction(
            table, key, [&](QSqlDatabase& t) { return upsertRow(t, *def, clean, error); }, error))
        return false;
    Q_EMIT rowChanged(table, key);
    Q_EMIT changed();
    return true;
}

bool CatalogStore::deleteRow(const QString& table, const QString& key, QString* error)
{
    if (!d->writable(error))
        return false;
    const TableDef* def = tableOrFail(table, error);
    if (!def)
        return false;
    QSqlDatabase db = d->db();
    if (!keyExists(db, *def, key))
        return fail(error, QStringLiteral("%1 has no row with %2 \"%3\"").arg(table, def->keyColumn, key));
    // Refuse to leave offers pointing at nothing: the user deletes (or re-points) them first.
    for (const TableDef& other : catalogTables()) {
        for (const ColumnDef& c : other.columns) {
            if (c.foreignTable != table)
                continue;
            const QStringList users = referencingKeys(db, other, c.name, key);
            if (!users.isEmpty())
                return fail(error, QStringLiteral("%1 \"%2\" is used by %3 %4 (%5); delete those first")
                                       .arg(table, key)
                                       .arg(users.size())
                                       .arg(other.name, users.mid(0, 3).join(QStringLiteral(", ")) +
                                                            (users.size() > 3 ? QStringLiteral(", ...") : QString())));
        }
    }
    if (!db.transaction())
        return fail(error, db.lastError().text());
    if (!removeRow(db, *def, key, error) || !d->recordEdit(table, key, QStringLiteral("deleted"), error)) {
        db.rollback();
        return false;
    }
    if (!db.commit())
        return fail(error, db.lastError().text());
    Q_EMIT rowChanged(table, key);
    Q_EMIT changed();
    return true;
}

bool CatalogStore::importJson(const QString& filePath, QString* error)
{
    if (!d->writable(error))
        return false;
    CatalogRecords records;
    if (!readCatalogJson(filePath, records, error))
        return false;
    QSqlDatabase db = d->db();
    auto existing = [&db](const TableDef& t, const QString& key) { return keyExists(db, t, key); };
    if (!checkCatalogRecords(records, existing, error))
        return false;
    if (!db.transaction())
        return fail(error, db.lastError().text());
    for (const TableDef& table : catalogTables()) {
        for (const QVariantMap& row : records.tables.value(table.name)) {
            if (!upsertRow(db, table, row, error) ||
                !d->recordEdit(table.name, row.value(table.keyColumn).toString(), QStringLiteral("edited"), error)) {
                db.rollback();
                return false;
            }
        }
    }
    if (!db.commit()) {
        const QString why = db.lastError().text();
        db.rollback();
        return fail(error, why);
    }
    for (const TableDef& table : catalogTables())
        if (records.tables.contains(table.name))
            Q_EMIT tableReset(table.name);
    Q_EMIT changed();
    return true;
}

bool CatalogStore::exportJson(const QString& filePath, const QStringList& tables, const QStringList& keys,
                              QString* error) const
{
    if (!isOpen())
        return fail(error, QStringLiteral("the catalog is not open"));
    for (const QString& t : tables)
        if (!catalogTable(t))
            return fail(error, QStringLiteral("there is no catalog table \"%1\"").arg(t));
    QMap<QString, QVector<QVariantMap>> out;
    for (const TableDef& table : catalogTables()) {
        if (!tables.isEmpty() && !tables.contains(table.name))
            continue;
        QVector<QVariantMap> selected;
        for (const QVariantMap& row : rows(table.name))
            if (keys.isEmpty() || keys.contains(row.value(table.keyColumn).toString()))
                selected.append(row);
        if (keys.isEmpty() || !selected.isEmpty())
            out.insert(table.name, selected);
    }
    QString why;
    if (!AtomicFile::write(filePath, writeCatalogJson(out), &why))
        return fail(error, QStringLiteral("cannot write %1 (%2)").arg(filePath, why));
    return true;
}

bool CatalogStore::exportCsv(const QString& table, const QString& filePath, QString* error) const
{
    if (!isOpen())
        return fail(error, QStringLiteral("the catalog is not open"));
    const TableDef* def = tableOrFail(table, error);
    if (!def)
        return false;
    QString why;
    if (!AtomicFile::write(filePath, writeCsv(*def, rows(table)), &why))
        return fail(error, QStringLiteral("cannot write %1 (%2)").arg(filePath, why));
    return true;
}

bool CatalogStore::resetToShipped(QString* error)
{
    if (!d->writable(error))
        return false;
    // One SQLite transaction on the open catalog (never a file copied over it): a kill at any moment
    // leaves the user's rows or the shipped ones, and a journal the next open rolls back.
    QString why;
    const QByteArray bytes = d->shippedBytes(&why);
    if (!why.isEmpty())
        return fail(error, why);
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("shipped.sqlite"));
    if (!dir.isValid() || !d->installShipped(copy, &why))
        return fail(error, QStringLiteral("the shipped catalog cannot be copied: %1").arg(why));
    {
        Private shipped; // checks the copy and brings it to this program's schema, so the columns match
        if (!shipped.attach(copy, &why))
            return fail(error, QStringLiteral("the shipped catalog cannot be opened: %1").arg(why));
        closeConnection(shipped.connection);
    }
    QSqlDatabase db = d->db();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("ATTACH DATABASE ? AS shipped"));
    q.addBindValue(copy);
    if (!q.exec())
        return fail(error, QStringLiteral("the shipped catalog cannot be read: %1").arg(q.lastError().text()));
    auto detach = [&] { QSqlQuery(db).exec(QStringLiteral("DETACH DATABASE shipped")); };
    if (!db.transaction()) {
        why = db.lastError().text();
        detach();
        return fail(error, why);
    }
    bool ok = true;
    // Table and column names come from CatalogSchema only; nothing here is user text.
    for (const TableDef& table : catalogTables()) {
        QStringList columns;
        for (const ColumnDef& c : table.columns)
            columns << c.name;
        const QString list = columns.join(QStringLiteral(", "));
        ok = ok && q.exec(QStringLiteral("DELETE FROM main.%1").arg(table.name)) &&
             q.exec(QStringLiteral("INSERT INTO main.%1 (%2) SELECT %2 FROM shipped.%1").arg(table.name, list));
    }
    ok =
        ok && q.exec(QStringLiteral("DELETE FROM main.user_edits")) && d->setMetaValue(kShippedHashName, sha256(bytes));
    if (!ok)
        why = q.lastError().text();
    if (!ok || !db.commit()) {
        if (ok)
            why = db.lastError().text();
        db.rollback();
        q = QSqlQuery();
        detach();
        return fail(error, QStringLiteral("the catalog could not be reset: %1").arg(why));
    }
    q = QSqlQuery();
    detach();
    for (const TableDef& table : catalogTables())
        Q_EMIT tableReset(table.name);
    Q_EMIT changed();
    return true;
}
