// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogStore.h"

#include <functional>

#include "CatalogCsv.h"
#include "CatalogDialect.h"
#include "CatalogFileCheck.h"
#include "CatalogJson.h"
#include "CatalogMigrations.h"
#include "CatalogSchema.h"
#include "CatalogServer.h"
#include "CatalogSnapshotReader.h"
#include "CatalogSql.h"
#include "CatalogUrl.h"
#include "ContractPrices.h"
#include "PriceHistory.h"
#include "ServerSession.h"
#include "SqliteSymbols.h"
#include "common/AtomicFile.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QLockFile>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

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

// "<file>.schema-v<N>.backup", or with "-2", "-3"... when that exists: an earlier backup is never replaced.
QString backupName(const QString& file, int version)
{
    const QString base = QStringLiteral("%1.schema-v%2").arg(file).arg(version);
    QString name = base + QStringLiteral(".backup");
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = QStringLiteral("%1-%2.backup").arg(base).arg(n);
    return name;
}

// How long a start waits for another one creating or merging the same catalog: a merge of the shipped catalog
// takes well under a second (tst_catalogstore), so 30 s only runs out when the other process hangs.
constexpr int kOpenLockWaitMs = 30000;

// The address as messages may show it: parsed and shown without anything but where it points.
QString displayAddress(const QString& url)
{
    ServerAddress address;
    return parseServerUrl(url, &address, nullptr) ? address.display() : QStringLiteral("(an invalid address)");
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
    bool server = false; // a team catalog on PostgreSQL (path is then its address, without a password)
    // A team catalog's rows as this store last read them, with their row_version: an edit is made against that
    // version, and refused as a conflict when the server's has moved on (someone else changed the row).
    struct Seen {
        int version = 0;
        QVariantMap row;
    };
    mutable QHash<QString, QHash<QString, Seen>> seen;
    std::optional<CatalogStore::EditConflict> conflict;

    QString shippedSource = kShippedResource;
    std::unique_ptr<QTemporaryDir> shippedCopy;
    QByteArray shippedImage; // the shipped catalog's bytes an in-memory connection reads (openShippedInMemory)

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

    // What attach() does with an older schema: the app's own catalog and temporary copies are upgraded in
    // place; a file the user named is upgraded only when asked, after a backup copy (openNamed()).
    enum class Migration { Upgrade, Refuse, BackupFirst };

    // Opens `file`, checks it and migrates an older schema (as `migration` says). On failure nothing stays
    // open and *problem says what is wrong with the file; *olderVersion is set when the refusal is only the
    // schema's age, *backup to the copy written before an upgrade.
    bool attach(const QString& file, QString* problem, Migration migration = Migration::Upgrade,
                int* olderVersion = nullptr, QString* backup = nullptr)
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
            if (migration == Migration::Refuse) {
                if (olderVersion)
                    *olderVersion = report.version;
                return reject(QStringLiteral("its schema is version %1, older than this program's %2")
                                  .arg(report.version)
                                  .arg(latestSchemaVersion()));
            }
            if (migration == Migration::BackupFirst) {
                // The copy is taken after SQLite has read the file (a journal left by a crash is rolled back
                // by then), and before the first write: the user can always go back to what they named.
                const QString copy = backupName(file, report.version);
                if (!QFile::copy(file, copy) || QFileInfo(copy).size() != QFileInfo(file).size()) {
                    QFile::remove(copy);
                    return reject(QStringLiteral("its schema is version %1, and no backup copy could be written "
                                                 "to %2, so it was not upgraded")
                                      .arg(report.version)
                                      .arg(copy));
                }
                if (backup)
                    *backup = copy;
            }
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

    // Connects to a team catalog, checks its schema and upgrades an older one when `migrate` (a server's
    // database has no file to copy aside: the administrator backs it up with pg_dump first, docs/team-catalog.md).
    // *olderVersion is set when the refusal is only the schema's age.
    bool attachServer(const QString& url, bool migrate, QString* problem, int* olderVersion)
    {
        ServerAddress address;
        QString error;
        if (!parseServerUrl(url, &address, &error))
            return fail(problem, error);
        QSqlDatabase database = openServerConnection(address, &error);
        const QString name = database.connectionName();
        auto reject = [&](const QString& why) {
            database = QSqlDatabase();
            closeConnection(name);
            return fail(problem, why);
        };
        if (!database.isOpen())
            return reject(error);
        // The schema's tables, columns, version and the catalog's revision in two round trips (readServerSchema), which
        // the features check below and every later snapshot use instead of asking again (ServerSession.h).
        ServerSchemaFacts facts;
        CatalogFileReport report = inspectServerCatalog(database, &facts);
        if (report.needsMigration && report.version > 0 && report.problem.isEmpty()) {
            if (!migrate) {
                if (olderVersion)
                    *olderVersion = report.version;
                return reject(QStringLiteral("its schema is version %1, older than this program's %2")
                                  .arg(report.version)
                                  .arg(latestSchemaVersion()));
            }
            if (!migrateDatabase(database, &error))
                return reject(QStringLiteral("its schema could not be upgraded (%1)").arg(error));
            report = inspectServerCatalog(database, &facts);
        }
        if (!report.ok())
            return reject(report.problem);
        // A catalog made by another program (or an older push) lacks the versions and the audit: add them when this
        // role may; a reader's store works without them (its edits are refused by the server anyway).
        if (!hasServerFeatures(facts)) {
            facts.revision = -1; // an audit made now starts after the rows were read: asked for when needed
            if (database.transaction()) {
                if (applyServerFeatures(database, &error))
                    database.commit();
                else
                    database.rollback();
            }
        }
        rememberSchemaVersion(name, report.version);
        if (facts.revision >= 0)
            rememberRevision(name, facts.revision);
        connection = name;
        path = address.display();
        server = true;
        return true;
    }

    // A team catalog's revision read before the rows a snapshot reads, when a change made or heard of since the last
    // one made it unknown (ServerSession.h: read before the rows, it is never newer than them).
    void revisionBeforeRows(QSqlDatabase& database) const
    {
        if (!server || knownRevision(connection))
            return;
        if (const qint64 revision = readCatalogRevision(database); revision >= 0)
            rememberRevision(connection, revision);
    }
    // A row of a team catalog is about to change (this store's write, or another client's heard of): the revision
    // read before is no longer the catalog's.
    void revisionChanges() const
    {
        if (server)
            forgetRevision(connection);
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
        q.prepare(upsertSql(backendOf(db()), QStringLiteral("catalog_meta"),
                            {QStringLiteral("name"), QStringLiteral("value")}, {QStringLiteral("name")}));
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
        revisionChanges();
        if (!database.transaction())
            return fail(error, describeError(database.lastError(), table, key));
        if (!write(database) || !recordEdit(table, key, QStringLiteral("edited"), error)) {
            database.rollback();
            return false;
        }
        return commitOrRollBack(database, table, key, error);
    }

    // A commit that fails (SQLite busy, a deferred check on the server) leaves SQLite's transaction open, and every
    // later transaction() of this connection would then fail: it is rolled back, as importJson does.
    static bool commitOrRollBack(QSqlDatabase& database, const QString& table, const QString& key, QString* error)
    {
        if (database.commit())
            return true;
        const QSqlError why = database.lastError();
        database.rollback();
        return fail(error, describeError(why, table, key));
    }

    bool recordEdit(const QString& table, const QString& key, const QString& action, QString* error)
    {
        QSqlQuery q(db());
        if (!prepareRecordEdit(q))
            return fail(error, describeError(q.lastError(), table, key));
        return execRecordEdit(q, table, key, action, QDateTime::currentDateTimeUtc().toString(Qt::ISODate), error);
    }
    // The same prepared once for many rows (importJson).
    bool prepareRecordEdit(QSqlQuery& q) const
    {
        return q.prepare(upsertSql(backendOf(db()), QStringLiteral("user_edits"),
                                   {QStringLiteral("table_name"), QStringLiteral("row_key"), QStringLiteral("action"),
                                    QStringLiteral("changed_at")},
                                   {QStringLiteral("table_name"), QStringLiteral("row_key")}));
    }
    static bool execRecordEdit(QSqlQuery& q, const QString& table, const QString& key, const QString& action,
                               const QString& at, QString* error)
    {
        q.bindValue(0, table);
        q.bindValue(1, key);
        q.bindValue(2, action);
        q.bindValue(3, at);
        if (!q.exec())
            return fail(error, describeError(q.lastError(), table, key));
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
    // Whether the open catalog already holds the shipped catalog's rows (its recorded hash is the shipped file's):
    // then mergeShipped() has nothing to do.
    bool shippedMerged() const
    {
        const QByteArray bytes = shippedBytes(nullptr);
        return bytes.isEmpty() || metaValue(kShippedHashName) == sha256(bytes);
    }

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

    // The shipped catalog opened read-only where it is, in memory (issue 35: a command that only reads it wrote a
    // temporary copy of it first): an in-memory connection handed the catalog's bytes with sqlite3_deserialize,
    // read-only, so SQLite never writes or frees them. Qt's driver does not offer that call, so it is found in the
    // SQLite the driver's plugin uses (SqliteSymbols: never a second SQLite, even when the plugin bundles its own;
    // not found, the temporary copy is taken). False, with nothing left
    // open, when that is not possible or the catalog is not of this program's schema: the caller then takes the
    // temporary copy, which upgrades it.
    bool openShippedInMemory()
    {
        shippedImage = shippedBytes(nullptr);
        if (shippedImage.isEmpty())
            return false;
        QSqlDatabase db = openConnection(QStringLiteral(":memory:"), false, nullptr);
        const QString name = db.connectionName();
        auto giveUp = [&] {
            db = QSqlDatabase();
            closeConnection(name);
            shippedImage.clear();
            return false;
        };
        // sqlite3.h: int sqlite3_deserialize(sqlite3*, const char* schema, unsigned char* data, sqlite3_int64
        // size, sqlite3_int64 bufferSize, unsigned flags); SQLITE_DESERIALIZE_READONLY is 4, SQLITE_OK 0.
        using Deserialize = int (*)(void*, const char*, unsigned char*, long long, long long, unsigned);
        constexpr unsigned kDeserializeReadOnly = 4;
        // From the SQLite the driver itself uses (SqliteSymbols): never another copy's call on this handle.
        void* sqlite = sqliteHandle(db);
        const auto deserialize =
            sqlite ? reinterpret_cast<Deserialize>(sqliteSymbol(db, "sqlite3_deserialize")) : nullptr;
        const bool loaded =
            deserialize && deserialize(sqlite, "main", reinterpret_cast<unsigned char*>(shippedImage.data()),
                                       shippedImage.size(), shippedImage.size(), kDeserializeReadOnly) == 0;
        if (!loaded)
            return giveUp();
        QSqlQuery q(db);
        const bool current =
            q.exec(QStringLiteral("PRAGMA user_version")) && q.next() && q.value(0).toInt() == latestSchemaVersion();
        q = QSqlQuery();
        if (!current)
            return giveUp();
        connection = name;
        path = shippedSource;
        readOnly = true;
        return true;
    }

    // Whether SQLite will let this connection write: the header's user_version rewritten to its own value
    // and rolled back at once (a write lock alone is granted even on a read-only database; the write is
    // what SQLite refuses). A file or folder without write permission, or a database whose header marks it
    // read-only, fails here with a sentence instead of SQLite's "attempt to write a readonly database"
    // halfway through an import.
    bool canWrite(QString* error) const
    {
        if (server) // the server says what this user may write, statement by statement
            return true;
        QSqlQuery q(db());
        int version = 0;
        if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
            version = q.value(0).toInt();
        q.finish();
        bool ok = q.exec(QStringLiteral("BEGIN IMMEDIATE"));
        if (ok) {
            // An integer from SQLite itself, not user text: nothing to bind (PRAGMA takes no parameters).
            ok = q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
            const QSqlError why = q.lastError();
            QSqlQuery(db()).exec(QStringLiteral("ROLLBACK"));
            if (ok)
                return true;
            return fail(error, writeProblem(why));
        }
        return fail(error, writeProblem(q.lastError()));
    }

    QString writeProblem(const QSqlError& sqlError) const
    {
        const int code = sqlError.nativeErrorCode().toInt() & 0xFF; // primary result code (sqlite3.h)
        const QFileInfo file(path);
        if (code == 8 || !file.isWritable()) // SQLITE_READONLY
            return (QStringLiteral("the catalog %1 is read-only (the file, or SQLite's header in it, does "
                                   "not allow writing); nothing was changed. Import into a copy you "
                                   "can write, or make the file writable.")
                        .arg(path));
        if (code == 5 || code == 6) // SQLITE_BUSY, SQLITE_LOCKED
            return (QStringLiteral("the catalog %1 is being written by another program; nothing was "
                                   "changed. Try again when it has finished.")
                        .arg(path));
        if (code == 14) // SQLITE_CANTOPEN: no journal can be made beside it
            return (QStringLiteral("the folder of the catalog %1 cannot be written to, so SQLite cannot "
                                   "keep its journal there; nothing was changed.")
                        .arg(path));
        return QStringLiteral("the catalog %1 cannot be written to (%2); nothing was changed.")
            .arg(path, sqlError.databaseText());
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
    d->server = false;
    d->seen.clear();
    d->conflict.reset();
    d->shippedCopy.reset();
    d->shippedImage.clear();
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
    QFileInfo info(file);
    QString error;
    // Two starts at the same moment (a double click, a script starting two verbs): each would copy the shipped
    // catalog over the other's new file while the other has it open, and SQLite then refuses to write to a
    // file renamed under it ("attempt to write a readonly database") or reports "disk I/O error". A lock
    // beside the catalog makes the second start wait until the first has created, checked and merged it; the
    // lock file is removed when this returns. A folder where no lock can be made (read-only) cannot have a
    // catalog created in it either: the open goes on unlocked and fails or reads, as before.
    // The usual start (issue 35: every command pays it): the catalog exists, is of this schema and holds the
    // shipped rows already. It is then only read, without the lock below, which writes and syncs a lock file
    // on every start. Anything else (a file to create, upgrade, merge or set aside) closes it again and takes the
    // locked path, where another start cannot interfere.
    if (info.isFile() && companionFiles(file).isEmpty()) {
        QString problem;
        int older = -1;
        if (d->attach(file, &problem, Private::Migration::Refuse, &older) && d->shippedMerged())
            return true;
        close();
    }
    if (!info.exists())
        QDir().mkpath(info.absolutePath());
    QLockFile lock(file + QStringLiteral(".lock"));
    // Polled every 20 ms rather than tryLock(timeout), whose waits double up to seconds: the other start
    // usually finishes within a fraction of a second.
    QElapsedTimer waited;
    waited.start();
    bool locked = lock.tryLock(0);
    while (!locked && lock.error() == QLockFile::LockFailedError && waited.elapsed() < kOpenLockWaitMs) {
        QThread::msleep(20);
        locked = lock.tryLock(0);
    }
    if (!locked && lock.error() == QLockFile::LockFailedError) {
        qint64 pid = 0;
        QString host, app;
        lock.getLockInfo(&pid, &host, &app);
        m_startupMessage = QStringLiteral("The catalog at %1 is being opened by another GPU Planner (process %2), "
                                          "which did not finish within %3 s; try again when it has started.")
                               .arg(file)
                               .arg(pid)
                               .arg(kOpenLockWaitMs / 1000);
        return false;
    }
    info.refresh(); // another start may have created it while this one waited for the lock
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

bool CatalogStore::openNamed(const QString& path, bool migrate)
{
    close();
    m_startupMessage.clear();
    m_refused = false;
    m_backupPath.clear();
    if (isServerUrl(path)) {
        QString problem;
        int older = -1;
        if (d->attachServer(path, migrate, &problem, &older)) {
            subscribeToChanges();
            return true;
        }
        m_refused = true;
        m_startupMessage =
            older < 0 ? QStringLiteral("The team catalog %1 cannot be used: %2.").arg(displayAddress(path), problem)
                      : QStringLiteral("The team catalog %1 has schema version %2, older than this "
                                       "program's %3. It was left untouched: back it up (pg_dump) and "
                                       "pass --migrate to upgrade it.")
                            .arg(displayAddress(path))
                            .arg(older)
                            .arg(latestSchemaVersion());
        return false;
    }
    const QString file = QFileInfo(path).absoluteFilePath();
    const QFileInfo info(file);
    if (info.exists() && !info.isFile())
        return useInstead(file,
                          info.isDir() ? QStringLiteral("it is a folder, not a catalog file")
                                       : QStringLiteral("it is not a regular file (a FIFO, device or socket)"),
                          false, IfUnusable::Refuse);
    bool created = false;
    if (!info.exists()) {
        if (const QStringList orphans = companionFiles(file); !orphans.isEmpty())
            return useInstead(file,
                              QStringLiteral("the database is missing but SQLite's %1 remain")
                                  .arg(orphans.join(QStringLiteral(", "))),
                              false, IfUnusable::Refuse);
        QString error;
        QDir().mkpath(info.absolutePath());
        if (!d->installShipped(file, &error)) {
            m_startupMessage = QStringLiteral("The catalog could not be created at %1: %2.").arg(file, error);
            return false;
        }
        created = true;
    }
    QString problem;
    int older = -1;
    const Private::Migration migration = created   ? Private::Migration::Upgrade
                                         : migrate ? Private::Migration::BackupFirst
                                                   : Private::Migration::Refuse;
    if (!d->attach(file, &problem, migration, &older, &m_backupPath)) {
        if (older < 0)
            return useInstead(file, problem, false, IfUnusable::Refuse);
        m_refused = true;
        m_startupMessage = QStringLiteral("%1 is a catalog of schema version %2, older than this program's %3. It "
                                          "was left untouched: pass --migrate to upgrade it in place (a backup copy "
                                          "is written beside it first).")
                               .arg(file)
                               .arg(older)
                               .arg(latestSchemaVersion());
        return false;
    }
    if (!m_backupPath.isEmpty())
        m_startupMessage = QStringLiteral("%1 was upgraded to catalog schema version %2; the file as it was is kept "
                                          "as %3.")
                               .arg(file)
                               .arg(latestSchemaVersion())
                               .arg(m_backupPath);
    // No mergeShipped(): a named catalog's rows are its owner's, edit records or not.
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
    if (d->openShippedInMemory())
        return true;
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
            dates.insert(q.value(0).toString(), fromDatabase(q.value(1)).toString());
    return dates;
}

QVector<QVariantMap> CatalogStore::rows(const QString& table) const
{
    const TableDef* def = catalogTable(table);
    if (!def || !isOpen())
        return {};
    QSqlDatabase db = d->db();
    if (!d->server)
        return selectRows(db, *def);
    QVector<int> versions;
    QVector<QVariantMap> out = selectRowsVersioned(db, *def, &versions);
    QHash<QString, Private::Seen>& seen = d->seen[table];
    seen.clear();
    for (qsizetype i = 0; i < out.size(); ++i)
        seen.insert(out[i].value(def->keyColumn).toString(), {versions[i], out[i]});
    return out;
}

namespace {
// The user's contracted prices and the offers' price history on top of the rows (issue 33). Never on the shipped
// catalog: its prices are the providers' list prices, for everyone.
void addUserPricing(QSqlDatabase& db, gp::CatalogSnapshot& s, bool shipped, QString* problem)
{
    if (shipped)
        return;
    QString why;
    applyContracts(s, readContracts(db, &why));
    s.priceHistorySource = priceHistorySource(db); // read per offer when asked (the why panel, the chart)
    if (problem && problem->isEmpty())
        *problem = why;
}
} // namespace

bool CatalogStore::readThrough(const std::function<bool(QSqlDatabase&, QString*)>& read, QString* error) const
{
    if (!isOpen())
        return fail(error, QStringLiteral("the catalog is not open"));
    QSqlDatabase db = d->db();
    return read(db, error);
}

gp::CatalogSnapshot CatalogStore::snapshot() const
{
    // Straight from the database, a row at a time (issue 33: rows() of a 100,000-offer catalog held 230 MB of
    // maps). A snapshot is not edited, so a team catalog's row versions are not fetched for it.
    if (!isOpen())
        return snapshotFromRows({});
    QSqlDatabase db = d->db();
    d->revisionBeforeRows(db);
    gp::CatalogSnapshot s = snapshotFromDatabase(db);
    addUserPricing(db, s, d->readOnly, nullptr);
    return s;
}

std::optional<gp::CatalogSnapshot> CatalogStore::checkedSnapshot(QString* error) const
{
    if (!isOpen()) {
        fail(error, QStringLiteral("the catalog is not open"));
        return std::nullopt;
    }
    QSqlDatabase db = d->db();
    d->revisionBeforeRows(db);
    QString problem;
    gp::CatalogSnapshot s = snapshotFromDatabase(db, &problem);
    addUserPricing(db, s, d->readOnly, &problem);
    if (!problem.isEmpty()) {
        fail(error, QStringLiteral("%1: %2").arg(d->path, problem));
        return std::nullopt;
    }
    return s;
}

std::optional<CatalogStore::EditConflict> CatalogStore::lastConflict() const { return d->conflict; }

bool CatalogStore::isTeamCatalog() const { return d->server; }

QVector<CatalogStore::AuditEntry> CatalogStore::history(const QString& key, QString* error) const
{
    QVector<AuditEntry> out;
    if (!isOpen()) {
        fail(error, QStringLiteral("the catalog is not open"));
        return out;
    }
    if (!d->server) {
        fail(error, QStringLiteral("a catalog file keeps no history of changes; a team catalog does "
                                   "(docs/team-catalog.md)"));
        return out;
    }
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("SELECT who, at, table_name, row_key, before, after FROM catalog_audit WHERE row_key = ? "
                             "ORDER BY id"));
    q.addBindValue(key);
    if (!q.exec()) {
        // A read: not privilegeRefusal's "may not change" sentence.
        fail(error, QStringLiteral("the audit of \"%1\" (catalog_audit) cannot be read: %2")
                        .arg(key, databaseMessage(q.lastError())));
        return out;
    }
    while (q.next())
        out.append({q.value(0).toString(), fromDatabase(q.value(1)).toString(), q.value(2).toString(),
                    q.value(3).toString(), q.value(4).toString(), q.value(5).toString()});
    return out;
}

// LISTEN on the team catalog's change channel: another user's commit arrives as "TABLE KEY" through the event
// loop (QPSQL watches the connection's socket). This store's own changes come back as SelfSource and are skipped:
// they were announced when made. Notifications are not replayed after a reconnect (PostgreSQL keeps none for a
// session that was not listening), so a reconnected store must re-read its rows.
void CatalogStore::subscribeToChanges()
{
    QSqlDriver* driver = d->db().driver();
    if (!driver || !driver->subscribeToNotification(QLatin1String(kChangeChannel)))
        return;
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString& name, QSqlDriver::NotificationSource source, const QVariant& payload) {
                if (name != QLatin1String(kChangeChannel) || source == QSqlDriver::SelfSource)
                    return;
                d->revisionChanges(); // another client's commit added audit rows
                const QString text = payload.toString();
                const qsizetype space = text.indexOf(QLatin1Char(' '));
                const QString table = text.left(space);
                if (space <= 0 || !catalogTable(table))
                    return;
                const QString key = text.mid(space + 1);
                // The version this store read stays remembered: the user still sees the row as it was until a view
                // re-reads it (rows()), so an edit made before that is an edit of the old row and must come back as
                // a conflict. Forgetting it here made the next setValue edit against the server's current version
                // and silently overwrite the other user's change.
                Q_EMIT rowChanged(table, key);
                Q_EMIT changed();
            });
}

bool CatalogStore::mayChange(const QString& table) const
{
    if (!isOpen() || d->readOnly || !catalogTable(table))
        return false;
    if (!d->server)
        return true;
    return updatableTables(d->db()).value(table, false);
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

namespace {
// An edit of an offer's price, currency or unit keeps the value it replaces in price_history (issue 33), valid from
// the row's as-of date to today, in the edit's transaction.
bool keepEarlierPrice(QSqlDatabase& db, const QString& table, const QString& key, const QString& column,
                      const QVariant& value, QString* error)
{
    static const QStringList priced{QStringLiteral("price"), QStringLiteral("currency"), QStringLiteral("unit")};
    if (table != QLatin1String("offers") || !priced.contains(column) ||
        readSchemaVersion(db) < tableIntroducedIn(QStringLiteral("price_history")))
        return true;
    const TableDef* def = catalogTable(table);
    QVariantMap row = selectRow(db, *def, key);
    row.insert(column, normalized(*def->column(column), value));
    QSqlQuery q(db);
    if (!prepareOfferPriceChange(q))
        return fail(error, describeError(q.lastError(), QStringLiteral("price_history"), key));
    bindOfferPriceChange(q, key, row.value(QStringLiteral("price")).toDouble(),
                         row.value(QStringLiteral("currency")).toString(), row.value(QStringLiteral("unit")).toString(),
                         QDate::currentDate().toString(Qt::ISODate),
                         QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        return fail(error, describeError(q.lastError(), table, key));
    return true;
}

// An imported offer whose price changes keeps the earlier one, valid to the new row's date: `q` is prepared once
// per import (prepareOfferPriceChange) and run per row.
bool keepImportedPrice(QSqlQuery& q, const QVariantMap& row, const QString& recordedAt, QString* error)
{
    const QString key = row.value(QStringLiteral("key")).toString();
    bindOfferPriceChange(q, key, row.value(QStringLiteral("price")).toDouble(),
                         row.value(QStringLiteral("currency")).toString(), row.value(QStringLiteral("unit")).toString(),
                         row.value(QStringLiteral("as_of")).toString(), recordedAt);
    // Named as the offer's edit: a team catalog role that may not change offers is told so (gp_editor), not about
    // the history table behind it.
    if (!q.exec())
        return fail(error, describeError(q.lastError(), QStringLiteral("offers"), key));
    return true;
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
    d->conflict.reset();
    if (d->server) {
        // Against the version this store read (or, for a row it never listed, the one there now).
        const QHash<QString, Private::Seen>& seenRows = d->seen[table];
        const auto known = seenRows.constFind(key);
        const bool wasSeen = known != seenRows.constEnd();
        int version = wasSeen ? known->version : 0;
        const QVariantMap original = wasSeen ? known->row : selectRowVersioned(db, *def, key, &version);
        bool stale = false;
        if (!d->editInTransaction(
                table, key,
                [&](QSqlDatabase& t) {
                    return keepEarlierPrice(t, table, key, column, value, error) &&
                           updateValueAt(t, *def, key, *col, value, version, &stale, error);
                },
                error)) {
            if (stale) {
                const QVariantMap theirs = selectRow(db, *def, key);
                d->conflict = EditConflict{
                    table, key, column, original.value(column), theirs.value(column), normalized(*col, value)};
                const auto shown = [](const QVariant& v) {
                    return v.isValid() ? v.toString() : QStringLiteral("empty");
                };
                fail(error, QStringLiteral("%1 \"%2\": someone changed this row since you read it (%3: originally %4, "
                                           "theirs %5, yours %6); nothing was overwritten. Read it again and redo "
                                           "your edit, or keep theirs.")
                                .arg(table, key, column, shown(d->conflict->original), shown(d->conflict->theirs),
                                     shown(d->conflict->yours)));
            }
            return false;
        }
        // The row as this edit left it, at the version its trigger gave it (gp_catalog_row_version: one more).
        // Not read again: another user's commit right after this one would be taken for what this user saw.
        QVariantMap now = original;
        now.insert(column, normalized(*col, value));
        d->seen[table].insert(key, {version + 1, now});
    } else if (!d->editInTransaction(
                   table, key,
                   [&](QSqlDatabase& t) {
                       return keepEarlierPrice(t, table, key, column, value, error) &&
                              updateValue(t, *def, key, *col, value, error);
                   },
                   error)) {
        return false;
    }
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
    // The usual case answered before any write; a row another user adds after this check is caught by the plain
    // INSERT below (a key clash is refused, never an overwrite).
    if (keyExists(db, *def, key))
        return fail(error, QStringLiteral("%1: %2 \"%3\" is already in %1").arg(table, def->keyColumn, key));
    if (!d->editInTransaction(
            table, key, [&](QSqlDatabase& t) { return insertNewRow(t, *def, clean, error); }, error))
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
    d->revisionChanges();
    if (!db.transaction())
        return fail(error, describeError(db.lastError(), table, key));
    if (!removeRow(db, *def, key, error) || !d->recordEdit(table, key, QStringLiteral("deleted"), error)) {
        db.rollback();
        return false;
    }
    if (!Private::commitOrRollBack(db, table, key, error))
        return false;
    Q_EMIT rowChanged(table, key);
    Q_EMIT changed();
    return true;
}

bool CatalogStore::writeThrough(const QString& table, const std::function<bool(QSqlDatabase&, QString*)>& write,
                                QString* error)
{
    if (!d->writable(error) || !d->canWrite(error))
        return false;
    if (d->server && !mayChange(table))
        return fail(error, QStringLiteral("the team catalog %1 does not let your role change %2 (ask its administrator "
                                          "for the %3 role); nothing was changed")
                               .arg(d->path, table,
                                    table == QLatin1String("offers") ? QStringLiteral("gp_editor")
                                                                     : QStringLiteral("gp_admin")));
    QSqlDatabase db = d->db();
    d->revisionChanges();
    return write(db, error);
}

bool CatalogStore::importJson(const QString& filePath, QString* error)
{
    if (!d->writable(error) || !d->canWrite(error))
        return false;
    CatalogRecords records;
    if (!readCatalogJson(filePath, records, error))
        return false;
    QSqlDatabase db = d->db();
    // A foreign key the file does not define is looked up once, however many rows name it (100,000 offers name a
    // few dozen GPUs and providers).
    QHash<QString, bool> known;
    auto existing = [&db, &known](const TableDef& t, const QString& key) {
        const QString id = t.name + QLatin1Char('\n') + key;
        if (const auto it = known.constFind(id); it != known.cend())
            return it.value();
        const bool there = keyExists(db, t, key);
        known.insert(id, there);
        return there;
    };
    if (!checkCatalogRecords(records, existing, error))
        return false;
    d->revisionChanges();
    if (!db.transaction())
        return fail(error, db.lastError().text());
    const auto rollback = [&](const QString& why) {
        db.rollback();
        return fail(error, why);
    };
    // Each statement prepared once and bound per row, in the one transaction (the review of issue 33: it was
    // prepared again for every row).
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const bool keepsHistory = readSchemaVersion(db) >= tableIntroducedIn(QStringLiteral("price_history"));
    QSqlQuery edits(db);
    if (!d->prepareRecordEdit(edits))
        return rollback(describeError(edits.lastError(), QStringLiteral("user_edits"), QString()));
    for (const TableDef& table : catalogTables()) {
        const QVector<QVariantMap> rows = records.tables.value(table.name);
        if (rows.isEmpty())
            continue;
        QSqlQuery upsert(db);
        if (!prepareUpsert(db, upsert, table))
            return rollback(describeError(upsert.lastError(), table.name, QString()));
        const bool offers = keepsHistory && table.name == QLatin1String("offers");
        QSqlQuery history(db);
        if (offers && !prepareOfferPriceChange(history))
            return rollback(describeError(history.lastError(), QStringLiteral("price_history"), QString()));
        for (const QVariantMap& row : rows) {
            QString why;
            // An imported offer whose price changes keeps the earlier one (issue 33), valid to the new row's date.
            if ((offers && !keepImportedPrice(history, row, now, &why)) || !execUpsert(upsert, table, row, &why) ||
                !Private::execRecordEdit(edits, table.name, row.value(table.keyColumn).toString(),
                                         QStringLiteral("edited"), now, &why))
                return rollback(why);
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
    if (d->server)
        return fail(error, QStringLiteral("a team catalog is not reset from the shipped catalog (it is the team's); "
                                          "an administrator replaces it with gpu-planner catalog push"));
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
