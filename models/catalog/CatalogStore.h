// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The user's catalog: opens (or creates from the shipped copy) the SQLite file in the user's data
// location, checks it, gives row-level access for the browser, and hands out plain snapshots for the
// engine. The shipped catalog (":/catalog/catalog.sqlite", built from resources/catalog/*.json) is
// never written. OWNER: catalog work (issue 2). The public API below is what the browser, the
// workspace and the command line rely on: extend it, don't break it.
#include "planning/CatalogSnapshot.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QVector>

#include <functional>
#include <memory>
#include <optional>

class QSqlDatabase;

class CatalogStore : public QObject {
    Q_OBJECT
public:
    explicit CatalogStore(QObject* parent = nullptr);
    ~CatalogStore() override;

    // What open() does with a file that is not a usable catalog (corrupt, not SQLite, a folder, a newer
    // schema, tables missing). The file is always opened through SQLite first, so a commit cut short by
    // a crash is rolled back from its journal and is not mistaken for damage.
    enum class IfUnusable {
        // The app's own catalog: renamed aside ("<name>.corrupt-<time>") and replaced by the shipped
        // catalog, reported in startupMessage(). When SQLite left a -journal/-wal/-shm beside it, or it is
        // a folder, nothing is moved: the shipped catalog is opened read-only instead, and said so.
        SetAside,
        // A path the user named (--catalog): left untouched; open() returns false and refused() is true.
        Refuse,
    };
    // Opens the user's copy at `userCatalogPath` (default: AppDataLocation/catalog.sqlite), copying the
    // shipped catalog when nothing exists there yet and merging rows a newer shipped catalog adds.
    // Returns false when the file is refused, or when even the shipped catalog cannot be opened.
    bool open(const QString& userCatalogPath = QString(), IfUnusable ifUnusable = IfUnusable::SetAside);
    // A catalog file the user named (--catalog PATH), opened as it is: its rows are never replaced by shipped
    // rows (the shipped merge belongs to the app's own catalog alone), and an older schema is refused
    // (refused(), a message saying to pass --migrate) unless `migrate`: then a backup copy is written beside it
    // ("<file>.schema-v<N>.backup", backupPath()) before the upgrade. A path that does not exist yet becomes a
    // copy of the shipped catalog. Anything that is not a usable catalog is refused and left untouched.
    bool openNamed(const QString& path, bool migrate = false);
    // The copy openNamed() wrote before upgrading the file's schema; empty when it wrote none.
    QString backupPath() const { return m_backupPath; }
    // open() returned false because the file is not a usable catalog and IfUnusable::Refuse was asked.
    bool refused() const { return m_refused; }
    // Opens the shipped catalog read-only (headless commands that must not touch user state use this
    // when asked to with --shipped-catalog).
    bool openShipped();
    QString startupMessage() const { return m_startupMessage; }
    QString path() const;

    // A plain copy of every row the engine needs. Cheap enough to call after every edit. The user's contracted prices
    // (schema v10, catalog::applyContracts) are applied, and its price history is read per offer when asked
    // (catalog::priceHistorySource), except on the shipped catalog (openShipped), whose prices are the list prices.
    gp::CatalogSnapshot snapshot() const;
    // The same, or nothing with *error naming the table when a table cannot be read: snapshot() would leave that
    // table empty, and an estimate would then run on no offers. Commands use this one.
    std::optional<gp::CatalogSnapshot> checkedSnapshot(QString* error) const;

    // Row access for the browser. Tables and columns are described by CatalogSchema (catalogTables()).
    // Rows come back ordered by key, as column-name -> value maps (NULL = invalid QVariant).
    QVector<QVariantMap> rows(const QString& table) const;
    // When the user last edited (or added) each row of `table`: key -> UTC date-time, ISO 8601. A row's
    // source and as-of stay the shipped ones; this says what the user changed on top.
    QHash<QString, QString> editDates(const QString& table) const;
    // Each mutator validates (naming the field in *error), binds every value, and emits the signals.
    bool setValue(const QString& table, const QString& key, const QString& column, const QVariant& value,
                  QString* error = nullptr);
    bool insertRow(const QString& table, const QVariantMap& row, QString* error = nullptr);
    bool deleteRow(const QString& table, const QString& key, QString* error = nullptr);

    // JSON import is all-or-nothing (one transaction); the message names the record and the field.
    bool importJson(const QString& filePath, QString* error = nullptr);
    // Export all tables, or only `tables`, or only rows whose key is in `keys` (empty = all).
    bool exportJson(const QString& filePath, const QStringList& tables = {}, const QStringList& keys = {},
                    QString* error = nullptr) const;
    bool exportCsv(const QString& table, const QString& filePath, QString* error = nullptr) const;
    // Replaces every row with the shipped catalog's and forgets the user's edits, in one transaction.
    bool resetToShipped(QString* error = nullptr);

    // --- Extensions (catalog work, issue 2) ---
    // AppDataLocation/catalog.sqlite.
    static QString defaultPath();
    // The shipped catalog to copy and merge from (default ":/catalog/catalog.sqlite"); tests point it
    // at a fixture. Call before open().
    void setShippedCatalogSource(const QString& path);
    bool isOpen() const;
    bool isReadOnly() const; // openShipped() copies refuse every edit
    // True when the user edited or added the row (the browser can mark it; merges keep it).
    bool isUserEdited(const QString& table, const QString& key) const;
    // Whether this user may change rows of `table`: false on a read-only copy, and on a team catalog whose server
    // does not grant this user's role UPDATE on it (gp_reader; gp_editor outside offers). The views grey out
    // what this says no to; the server refuses it anyway (a refusal names the row, CatalogDialect).
    bool mayChange(const QString& table) const;
    // For a bulk writer outside the store (import-prices --apply): checks that this catalog may be written (as
    // importJson does: a read-only file or, on a team catalog, a role without UPDATE on `table` is refused with a
    // sentence), then runs `write` on the store's own connection (a team catalog's server, or the file). `write`
    // owns its transaction and speaks through CatalogDialect; the store emits nothing (the writer does).
    bool writeThrough(const QString& table, const std::function<bool(QSqlDatabase&, QString*)>& write, QString* error);
    // For a reader outside the store (contracted prices, price history; issue 33): runs `read` on the store's own
    // connection. False with *error when the catalog is not open.
    bool readThrough(const std::function<bool(QSqlDatabase&, QString*)>& read, QString* error) const;
    // Keys the user deleted; a newer shipped catalog does not bring them back.
    QStringList deletedKeys(const QString& table) const;
    void close();

    // --- The team catalog (issue 34, docs/team-catalog.md) ---
    // An edit refused because someone else changed the row since this store read it (its row_version moved on):
    // nothing was overwritten. The caller shows theirs, yours and the original, and the user decides (re-read
    // with rows() and edit again, or keep theirs).
    struct EditConflict {
        QString table;
        QString key;
        QString column;
        QVariant original; // the value when this store read the row
        QVariant theirs;   // the value on the server now
        QVariant yours;    // the value this edit would have written
    };
    // The conflict of the last refused setValue(), if that is why it was refused.
    std::optional<EditConflict> lastConflict() const;
    // One change of a row as the audit recorded it.
    struct AuditEntry {
        QString who;  // the server's login role (session_user)
        QString when; // UTC, ISO 8601
        QString table;
        QString key;
        QString before; // the row as JSON text; empty for an insert
        QString after;  // empty for a delete
    };
    // The changes of the rows with `key` (any table), oldest first. Empty with *error on a catalog file: the audit
    // is kept on a team catalog (by its server's triggers).
    QVector<AuditEntry> history(const QString& key, QString* error = nullptr) const;
    // True when this is a team catalog on a server.
    bool isTeamCatalog() const;

Q_SIGNALS:
    // Also emitted when another user changes a row of a team catalog (its server's NOTIFY, within the event loop).
    void rowChanged(const QString& table, const QString& key);
    void tableReset(const QString& table); // many rows changed (import, reset)
    void changed();                        // after any of the above: snapshots are stale

private:
    void subscribeToChanges();
    bool useInstead(const QString& file, const QString& problem, bool movable, IfUnusable ifUnusable);

    struct Private;
    std::unique_ptr<Private> d;
    QString m_startupMessage;
    QString m_backupPath;
    bool m_refused = false;
};
