// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceHistory.h"

#include "CatalogDialect.h"
#include "CatalogMigrations.h"
#include "CatalogSql.h"
#include "CatalogStore.h"
#include "ContractPrices.h"
#include "ServerSession.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QThread>
#include <QThreadStorage>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <unordered_set>

namespace catalog {
namespace {

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

const QString kColumns = QStringLiteral(
    "offer_key, kind, price, currency, unit, discount_percent, valid_from, valid_to, source, recorded_at");

QVariant optionalNumber(const std::optional<double>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}

QVariant optionalText(const QString& v) { return v.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(v); }

std::optional<double> numberAt(const QSqlQuery& q, int i)
{
    const QVariant v = q.value(i);
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

bool hasTable(QSqlDatabase& db) { return readSchemaVersion(db) >= tableIntroducedIn(QStringLiteral("price_history")); }

} // namespace

QString historyReadError(const QStringList& offerKeys, const QString& reason)
{
    QStringList quoted;
    for (const QString& k : offerKeys)
        quoted << QStringLiteral("\"%1\"").arg(k);
    return QCoreApplication::translate("PriceHistory", "the price history of %1 cannot be read: %2")
        .arg(quoted.join(QStringLiteral(", ")), reason);
}

QString discountKey(const QString& providerKey, const QString& tier)
{
    return QStringLiteral("discount:%1:%2").arg(providerKey, tier);
}

bool prepareOfferPriceChange(QSqlQuery& query)
{
    // The row as it is before the write, copied only when the new price, currency or unit differs. Text joined in
    // SQL (|| is standard: SQLite and PostgreSQL), every value bound.
    return query.prepare(
        QStringLiteral("INSERT INTO price_history (%1) SELECT key, 'list', price, currency, unit, NULL, as_of, ?, "
                       "source || CASE WHEN source_url IS NULL OR source_url = '' THEN '' ELSE ' (' || source_url || "
                       "')' END, ? FROM offers WHERE key = ? AND (price <> ? OR currency <> ? OR unit <> ?)")
            .arg(kColumns));
}

void bindOfferPriceChange(QSqlQuery& query, const QString& offerKey, double newPrice, const QString& newCurrency,
                          const QString& newUnit, const QString& validTo, const QString& recordedAt)
{
    query.bindValue(0, validTo);
    query.bindValue(1, recordedAt);
    query.bindValue(2, offerKey);
    query.bindValue(3, newPrice);
    query.bindValue(4, newCurrency);
    query.bindValue(5, newUnit);
}

bool appendPriceHistory(QSqlDatabase& db, const PriceHistoryEntry& e, QString* error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO price_history (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").arg(kColumns));
    q.addBindValue(e.offerKey);
    q.addBindValue(e.kind);
    q.addBindValue(optionalNumber(e.price));
    q.addBindValue(optionalText(e.currency));
    q.addBindValue(optionalText(e.unit));
    q.addBindValue(optionalNumber(e.discountPercent));
    q.addBindValue(optionalText(e.validFrom));
    q.addBindValue(e.validTo);
    q.addBindValue(optionalText(e.source));
    q.addBindValue(e.recordedAt);
    if (!q.exec())
        return fail(error, QStringLiteral("price_history \"%1\": %2").arg(e.offerKey, databaseMessage(q.lastError())));
    return true;
}

QVector<PriceHistoryEntry> readPriceHistory(QSqlDatabase& db, const QStringList& keys, QString* error)
{
    QVector<PriceHistoryEntry> out;
    if (keys.isEmpty() || !hasTable(db))
        return out;
    // Bound the statement's parameters (SQLite's limit, PostgreSQL's 65,535): a key's entries stay in one chunk,
    // so each key's are still in order.
    for (qsizetype from = 0; from < keys.size(); from += kHistoryKeysPerQuery) {
        const QStringList chunk = keys.mid(from, kHistoryKeysPerQuery);
        QStringList marks;
        for (qsizetype i = 0; i < chunk.size(); ++i)
            marks << QStringLiteral("?");
        QSqlQuery q(db);
        q.setForwardOnly(true);
        // A statement that does not prepare (a damaged table) says why; exec() would only say the parameters
        // do not match.
        if (!q.prepare(
                QStringLiteral("SELECT %1 FROM price_history WHERE offer_key IN (%2) ORDER BY valid_to, recorded_at")
                    .arg(kColumns, marks.join(QStringLiteral(", "))))) {
            fail(error, QStringLiteral("price_history: %1").arg(databaseMessage(q.lastError())));
            return {};
        }
        for (const QString& k : chunk)
            q.addBindValue(k);
        if (!q.exec()) {
            fail(error, QStringLiteral("price_history: %1").arg(databaseMessage(q.lastError())));
            return {};
        }
        while (q.next())
            out.append({q.value(0).toString(), q.value(1).toString(), numberAt(q, 2), q.value(3).toString(),
                        q.value(4).toString(), numberAt(q, 5), q.value(6).toString(), q.value(7).toString(),
                        q.value(8).toString(), q.value(9).toString()});
    }
    return out;
}

std::unordered_map<std::string, std::vector<gp::PriceChange>>
priceChangesOf(const QVector<PriceHistoryEntry>& entries, const std::vector<const gp::OfferSpec*>& offers)
{
    // Discounts are kept under their contract key; each offer of that provider and tier lists them.
    std::unordered_map<std::string, std::vector<gp::PriceChange>> own;
    std::unordered_map<std::string, std::vector<gp::PriceChange>> discounts;
    for (const PriceHistoryEntry& e : entries) {
        gp::PriceChange c;
        c.kind = e.kind.toStdString();
        c.price = e.price.value_or(0);
        c.currency = e.currency.toStdString();
        c.unit = e.unit.toStdString();
        c.discountPercent = e.discountPercent.value_or(0);
        c.validFrom = e.validFrom.toStdString();
        c.validTo = e.validTo.toStdString();
        c.source = e.source.toStdString();
        (c.kind == "discount" ? discounts : own)[e.offerKey.toStdString()].push_back(std::move(c));
    }
    std::unordered_map<std::string, std::vector<gp::PriceChange>> out;
    for (const gp::OfferSpec* o : offers) {
        if (!o || out.count(o->key))
            continue;
        std::vector<gp::PriceChange> list;
        if (const auto it = own.find(o->key); it != own.end())
            list = it->second;
        const auto d = discounts.find(
            discountKey(QString::fromStdString(o->providerKey), QString::fromStdString(o->tier)).toStdString());
        if (d != discounts.end()) {
            list.insert(list.end(), d->second.begin(), d->second.end());
            std::stable_sort(list.begin(), list.end(),
                             [](const gp::PriceChange& a, const gp::PriceChange& b) { return a.validTo < b.validTo; });
        }
        if (!list.empty())
            out.emplace(o->key, std::move(list));
    }
    return out;
}

namespace {

// The keys whose entries `offers` show: each offer's own and its provider's discount for its tier.
QStringList historyKeys(const std::vector<const gp::OfferSpec*>& offers)
{
    QStringList keys;
    QSet<QString> seen;
    for (const gp::OfferSpec* o : offers) {
        if (!o)
            continue;
        for (const QString& k : {QString::fromStdString(o->key),
                                 discountKey(QString::fromStdString(o->providerKey), QString::fromStdString(o->tier))})
            if (!seen.contains(k)) {
                seen.insert(k);
                keys << k;
            }
    }
    return keys;
}

// A worker thread's connections, one per owner connection (the store's), closed when the thread ends.
struct ThreadConnections {
    QHash<QString, QString> byOwner; // the store's connection name -> this thread's copy of it
    ThreadConnections() = default;
    ThreadConnections(const ThreadConnections&) = delete;
    ThreadConnections& operator=(const ThreadConnections&) = delete;
    ~ThreadConnections()
    {
        for (const QString& name : std::as_const(byOwner))
            closeConnection(name);
    }
};

QThreadStorage<ThreadConnections*>& threadStorage()
{
    static auto* storage = new QThreadStorage<ThreadConnections*>; // never destroyed: threads may end after exit()
    return *storage;
}

QHash<QString, QString>& threadConnections()
{
    if (!threadStorage().hasLocalData())
        threadStorage().setLocalData(new ThreadConnections);
    return threadStorage().localData()->byOwner;
}

void dropThreadConnection(const QString& owner) { closeConnection(threadConnections().take(owner)); }

// This thread's open copy of connection `owner`, opened now if it has none (its schema version seeded from the
// owner's, ServerSession.h); empty with *error when it cannot be opened. Copies of owners that were closed since are
// closed first.
QString threadConnection(const QString& owner, QString* error)
{
    static std::atomic<int> clones{0};
    QHash<QString, QString>& mine = threadConnections();
    for (auto it = mine.begin(); it != mine.end();) {
        if (QSqlDatabase::contains(it.key())) {
            ++it;
            continue;
        }
        closeConnection(it.value());
        it = mine.erase(it);
    }
    if (const QString kept = mine.value(owner); !kept.isEmpty()) {
        if (QSqlDatabase::database(kept, false).isOpen())
            return kept;
        dropThreadConnection(owner);
    }
    const QString name = QStringLiteral("%1-history-%2").arg(owner).arg(clones.fetch_add(1));
    bool opened = false;
    {
        QSqlDatabase db = QSqlDatabase::cloneDatabase(owner, name);
        // The same server and database as the owner's connection, whose open checked the schema: its version holds
        // for this one too (ServerSession.h), which then asks only for the history.
        if (const std::optional<int> version = knownSchemaVersion(owner))
            rememberSchemaVersion(name, *version);
        opened = db.open();
        if (!opened)
            fail(error, databaseMessage(db.lastError()));
    }
    if (!opened) {
        closeConnection(name);
        return {};
    }
    mine.insert(owner, name);
    return name;
}

class StorePriceHistory final : public gp::PriceHistorySource {
public:
    // The connection's settings are kept, not the connection: a read from another thread, or after the store
    // closed its connection (a command takes the snapshot, closes the catalog, then estimates), opens its own.
    StorePriceHistory(const QSqlDatabase& db, QThread* owner, bool server)
        : m_connection(db.connectionName()), m_driver(db.driverName()), m_database(db.databaseName()),
          m_user(db.userName()), m_password(db.password()), m_host(db.hostName()), m_options(db.connectOptions()),
          m_port(db.port()), m_precision(db.numericalPrecisionPolicy()), m_owner(owner), m_server(server),
          m_schemaVersion(knownSchemaVersion(db.connectionName()))
    {
    }

    gp::PriceHistoryRead read(const std::vector<const gp::OfferSpec*>& offers) const override
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        std::vector<const gp::OfferSpec*> missing; // each once (an estimate asks for the headline's offer twice)
        std::unordered_set<std::string> asked;
        for (const gp::OfferSpec* o : offers)
            if (o && !m_read.count(o->key) && asked.insert(o->key).second)
                missing.push_back(o);
        gp::PriceHistoryRead out;
        if (!missing.empty()) {
            QString error;
            const QVector<PriceHistoryEntry> entries = readKeys(historyKeys(missing), &error);
            if (error.isEmpty()) {
                auto found = priceChangesOf(entries, missing);
                for (const gp::OfferSpec* o : missing) {
                    m_read.insert(o->key);
                    if (auto it = found.find(o->key); it != found.end())
                        m_history.emplace(o->key, std::move(it->second));
                }
            } else { // said, never kept: the next question asks again
                QStringList keys;
                for (const gp::OfferSpec* o : missing)
                    keys << QString::fromStdString(o->key);
                out.error = historyReadError(keys, error).toStdString();
            }
        }
        for (const gp::OfferSpec* o : offers)
            if (const auto it = o ? m_history.find(o->key) : m_history.end(); it != m_history.end())
                out.history.emplace(o->key, it->second);
        return out;
    }

private:
    QVector<PriceHistoryEntry> readKeys(const QStringList& keys, QString* error) const
    {
        if (QThread::currentThread() == m_owner) {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            if (db.isOpen())
                return readPriceHistory(db, keys, error);
        }
        // Another thread (an analysis running in the background), or the catalog's connection closed since: a
        // connection of its own with the same settings, closed after. A SQLite file is not created by it.
        if (m_driver == QLatin1String("QSQLITE") && m_database != QLatin1String(":memory:") &&
            !QFileInfo::exists(m_database)) {
            fail(error, QStringLiteral("the catalog file %1 is gone").arg(m_database));
            return {};
        }
        // On a team catalog whose connection still exists, another thread's reads (an analysis running in the
        // background) share one connection of that thread's own to the same catalog: it is kept for that thread's next
        // reads (issue 34: each read opened one, a new backend on the server each time) and closed when the thread
        // ends, when its owner's is gone, or when a read on it fails. A file's costs nothing to open, and is closed
        // after the read as before.
        if (!m_server || !QSqlDatabase::contains(m_connection))
            return readOnce(keys, error);
        const QString name = threadConnection(m_connection, error);
        if (name.isEmpty())
            return {};
        QVector<PriceHistoryEntry> out;
        bool failed = false;
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            out = readPriceHistory(db, keys, error);
            failed = error && !error->isEmpty();
        }
        if (failed) // perhaps a connection the server has dropped: the next read opens a new one
            dropThreadConnection(m_connection);
        return out;
    }

    QVector<PriceHistoryEntry> readOnce(const QStringList& keys, QString* error) const
    {
        static std::atomic<int> clones{0};
        const QString name = QStringLiteral("%1-history-once-%2").arg(m_connection).arg(clones.fetch_add(1));
        QVector<PriceHistoryEntry> out;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(m_driver, name);
            db.setDatabaseName(m_database);
            db.setUserName(m_user);
            db.setPassword(m_password);
            db.setHostName(m_host);
            db.setPort(m_port);
            db.setConnectOptions(m_options);
            db.setNumericalPrecisionPolicy(m_precision);
            // The catalog's open checked its schema (ServerSession.h): the same database's version holds for this
            // connection too, which then asks only for the history.
            if (m_schemaVersion)
                rememberSchemaVersion(name, *m_schemaVersion);
            if (db.open())
                out = readPriceHistory(db, keys, error);
            else
                fail(error, databaseMessage(db.lastError()));
        }
        closeConnection(name);
        return out;
    }

    const QString m_connection;
    const QString m_driver, m_database, m_user, m_password, m_host, m_options;
    const int m_port;
    const QSql::NumericalPrecisionPolicy m_precision;
    QThread* const m_owner;
    const bool m_server;
    const std::optional<int> m_schemaVersion; // as the store's open found it
    mutable std::mutex m_mutex;
    mutable std::unordered_set<std::string> m_read; // offers asked for (with or without history)
    mutable std::unordered_map<std::string, std::vector<gp::PriceChange>> m_history;
};

} // namespace

std::shared_ptr<const gp::PriceHistorySource> priceHistorySource(QSqlDatabase& db)
{
    if (!hasTable(db))
        return nullptr;
    return std::make_shared<StorePriceHistory>(db, QThread::currentThread(), backendOf(db) == Backend::PostgreSQL);
}

bool readOfferPriceHistory(const CatalogStore& store, const QString& offerKey, OfferPriceHistory& out, QString* error,
                           bool* notFound)
{
    if (notFound)
        *notFound = false;
    bool found = false;
    QString why;
    store.readThrough(
        [&](QSqlDatabase& db, QString* problem) {
            QSqlQuery q(db);
            const bool prepared =
                q.prepare(QStringLiteral("SELECT provider_key, tier, price, currency, unit, as_of, source, source_url "
                                         "FROM offers WHERE key = ?"));
            q.addBindValue(offerKey);
            if (!prepared || !q.exec()) {
                *problem = QStringLiteral("offers: %1").arg(databaseMessage(q.lastError()));
                return false;
            }
            if (!q.next())
                return true;
            found = true;
            gp::OfferSpec& o = out.offer;
            o = gp::OfferSpec();
            o.key = offerKey.toStdString();
            o.providerKey = q.value(0).toString().toStdString();
            o.tier = q.value(1).toString().toStdString();
            o.price = q.value(2).toDouble();
            o.currency = q.value(3).toString().toStdString();
            const QString unit = q.value(4).toString();
            o.unit = unit == QLatin1String("month")     ? gp::PriceUnit::Month
                     : unit == QLatin1String("one_off") ? gp::PriceUnit::OneOff
                                                        : gp::PriceUnit::Hour;
            o.ref.table = "offers";
            o.ref.key = o.key;
            o.ref.asOf = fromDatabase(q.value(5)).toString().toStdString();
            o.ref.source = q.value(6).toString().toStdString();
            if (const QString url = q.value(7).toString(); !url.isEmpty())
                o.ref.source += " (" + url.toStdString() + ")";
            const QString provider = q.value(0).toString(), tier = q.value(1).toString();
            out.entries = readPriceHistory(db, {offerKey, discountKey(provider, tier)}, problem);
            if (!problem->isEmpty())
                return false;
            // The contract in force now, applied as a snapshot applies it (ContractPrices).
            gp::CatalogSnapshot one;
            one.offers.push_back(o);
            applyContracts(one, readContractsOf(db, offerKey, provider, tier, problem));
            o = one.offers.front();
            return problem->isEmpty();
        },
        &why);
    if (!why.isEmpty())
        return fail(error, historyReadError({offerKey}, why));
    if (!found) {
        if (notFound)
            *notFound = true;
        return fail(error, QStringLiteral("offer_key \"%1\" is not in offers").arg(offerKey));
    }
    return true;
}

} // namespace catalog
