// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamCatalogSession.h"

#include "CatalogDialect.h"
#include "CatalogSchema.h"
#include "CatalogServer.h"
#include "CatalogSql.h"
#include "CatalogStore.h"
#include "CatalogUrl.h"
#include "TeamCatalogPassword.h"
#include "TeamConnectionCheck.h"
#include "TeamServerForm.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTimer>

#include <algorithm>

namespace catalog {
namespace {
// A dropped connection is noticed within this when nothing is being edited; an edit notices it at once.
constexpr int kDefaultCheckMs = 5000;
// An idle check unanswered after this counts as the server lost: libpq's own connect_timeout (CatalogDialect.cpp),
// the longest a healthy server's answer is waited for anywhere in the app.
constexpr int kDefaultCheckTimeoutMs = 10000;
} // namespace

TeamCatalogSession::TeamCatalogSession(CatalogStore* store, QObject* parent)
    : QObject(parent), m_store(store), m_timer(new QTimer(this)), m_deadline(new QTimer(this)),
      m_check(new TeamConnectionCheck(this)), m_checkMs(kDefaultCheckMs)
{
    m_timer->setInterval(kDefaultCheckMs);
    connect(m_timer, &QTimer::timeout, this, &TeamCatalogSession::startIdleCheck);
    m_deadline->setSingleShot(true);
    m_deadline->setInterval(kDefaultCheckTimeoutMs);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        if (m_check->isWaiting())
            idleCheckAnswered(false, tr("the server did not answer within %1 s").arg(m_deadline->interval() / 1000.0));
    });
    connect(m_check, &TeamConnectionCheck::answered, this, &TeamCatalogSession::idleCheckAnswered);
}

void TeamCatalogSession::startIdleCheck()
{
    if (!isTeamCatalog() || !m_connected || m_check->isWaiting())
        return; // a check still waiting is given up on by m_deadline, never waited for here
    ServerAddress address;
    if (!parseServerUrl(m_url, &address, nullptr))
        return;
    if (m_check->start(address, m_backendPid))
        m_deadline->start();
}

void TeamCatalogSession::idleCheckAnswered(bool alive, const QString& why)
{
    m_deadline->stop();
    Q_UNUSED(why) // the status bar says the server cannot be reached; the reconnect says why when it fails
    Q_EMIT checkAnswered(alive);
    if (!alive && isTeamCatalog() && m_connected)
        setLost();
}

bool TeamCatalogSession::isCheckWaiting() const { return m_check->isWaiting(); }

void TeamCatalogSession::setCheckTimeout(int milliseconds) { m_deadline->setInterval(std::max(1, milliseconds)); }

bool TeamCatalogSession::isTeamCatalog() const { return !m_url.isEmpty() && m_store->isTeamCatalog(); }

QString TeamCatalogSession::address() const
{
    ServerAddress a;
    return parseServerUrl(m_url, &a, nullptr) ? a.display() : QString();
}

QString TeamCatalogSession::shortName() const { return teamServerLabel(m_url, false); }

void TeamCatalogSession::setCheckInterval(int milliseconds)
{
    m_timer->stop();
    m_checkMs = std::max(0, milliseconds);
    if (m_checkMs == 0)
        return;
    m_timer->setInterval(m_checkMs);
    if (isTeamCatalog())
        m_timer->start();
}

bool TeamCatalogSession::open(const QString& url, const QString& password, QString* error)
{
    ServerAddress address;
    QString why;
    if (!parseServerUrl(url, &address, &why)) {
        if (error)
            *error = why;
        return false;
    }
    // openNamed() closes what is open first: remember it, to go back to it when the team catalog cannot be used.
    const bool wasTeam = m_store->isTeamCatalog();
    const QString before = wasTeam ? m_url : m_store->path();
    const bool wasOpen = m_store->isOpen();
    // The shipped catalog is a read-only copy (in memory or a temporary file the store deletes on close): it is
    // opened again as the shipped one, never as a user's catalog at its path.
    const bool wasShipped = wasOpen && !wasTeam && m_store->isReadOnly();
    setSessionPassword(address, password);
    if (!m_store->openNamed(url)) {
        if (error)
            *error = m_store->startupMessage();
        setSessionPassword(address, QString());
        const bool back = !wasOpen     ? false
                          : wasShipped ? m_store->openShipped()
                          : wasTeam    ? m_store->openNamed(before)
                                       : m_store->open(before);
        if (back)
            announceReset();
        return false;
    }
    m_url = url;
    m_connected = true;
    m_pending.clear();
    readRole();
    addRecentTeamServer(url);
    m_check->forget();
    m_backendPid = backendPid();
    if (m_checkMs > 0)
        m_timer->start();
    announceReset();
    Q_EMIT stateChanged();
    return true;
}

void TeamCatalogSession::readRole()
{
    m_may.clear();
    QString login, team;
    // Through the store's own connection (CatalogStore::readThrough), whichever it is now.
    m_store->readThrough(
        [&](QSqlDatabase& db, QString*) {
            // Every table's UPDATE right in one round trip (it was three per table through mayChange).
            const QHash<QString, bool> may = updatableTables(db);
            for (const TableDef& table : catalogTables())
                m_may.insert(table.name, !m_store->isReadOnly() && may.value(table.name, false));
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT current_user, rolsuper FROM pg_roles WHERE rolname = current_user")) &&
                q.next()) {
                login = q.value(0).toString();
                if (q.value(1).toBool())
                    team = QStringLiteral("superuser");
            }
            // The strongest of the three team roles this login belongs to (CatalogServer.h): admin, editor, reader.
            if (team.isEmpty() && q.exec(QStringLiteral("SELECT rolname FROM pg_roles WHERE rolname IN ('gp_admin', "
                                                        "'gp_editor', 'gp_reader') AND pg_has_role(current_user, oid, "
                                                        "'MEMBER')"))) {
                QSet<QString> roles;
                while (q.next())
                    roles.insert(q.value(0).toString());
                for (const char* role : {"gp_admin", "gp_editor", "gp_reader"})
                    if (team.isEmpty() && roles.contains(QLatin1String(role)))
                        team = QLatin1String(role);
            }
            return true;
        },
        nullptr);
    if (team.isEmpty())
        team = tr("no team role");
    m_roleText = login.isEmpty() ? team : QStringLiteral("%1, %2").arg(login, team);
}

bool TeamCatalogSession::mayChange(const QString& table) const
{
    if (!isTeamCatalog())
        return m_store->mayChange(table);
    return m_connected && m_may.value(table, false);
}

QString TeamCatalogSession::refusal(const QString& table) const
{
    if (!isTeamCatalog())
        return m_store->isReadOnly() ? tr("This is the shipped catalog, which is read-only.") : QString();
    if (!m_connected)
        return tr("The team catalog's server cannot be reached, so the catalog is read-only until it is "
                  "reconnected (File > Reconnect Team Catalog); nothing was changed.");
    if (m_may.value(table, false))
        return {};
    const QString needed = table == QLatin1String("offers") ? QStringLiteral("gp_editor") : QStringLiteral("gp_admin");
    return tr("Your role on the team catalog (%1) may not change %2; ask its administrator for the %3 role.")
        .arg(m_roleText, table, needed);
}

bool TeamCatalogSession::checkConnection()
{
    if (!isTeamCatalog())
        return true;
    if (!m_connected)
        return false;
    const bool alive = m_store->readThrough(
        [](QSqlDatabase& db, QString*) {
            QSqlQuery q(db);
            return db.isOpen() && q.exec(QStringLiteral("SELECT 1")) && q.next();
        },
        nullptr);
    if (alive)
        return true;
    setLost();
    return false;
}

void TeamCatalogSession::setLost()
{
    m_connected = false;
    m_timer->stop();
    m_deadline->stop();
    m_check->forget(); // a check still waiting for the server is not waited for
    Q_EMIT connectionLost();
    Q_EMIT stateChanged();
}

bool TeamCatalogSession::reconnect(QString* error)
{
    if (m_url.isEmpty()) {
        if (error)
            *error = tr("No team catalog was open.");
        return false;
    }
    ServerAddress address;
    QString why;
    if (!parseServerUrl(m_url, &address, &why)) {
        if (error)
            *error = why;
        return false;
    }
    // A trial connection first: while the server is still away the store keeps its connection (dead) and the
    // views keep the rows they read.
    {
        QSqlDatabase trial = openServerConnection(address, &why);
        const bool ok = trial.isOpen();
        const QString name = trial.connectionName();
        trial = QSqlDatabase();
        closeConnection(name);
        if (!ok) {
            if (error)
                *error = tr("The team catalog %1 is still unreachable: %2").arg(address.display(), why);
            return false;
        }
    }
    if (!m_store->openNamed(m_url)) {
        if (error)
            *error = m_store->startupMessage();
        return false;
    }
    m_connected = true;
    readRole();
    m_check->forget();
    m_backendPid = backendPid();
    if (m_checkMs > 0)
        m_timer->start();
    announceReset(); // notifications are not replayed: read every table again
    Q_EMIT stateChanged();
    Q_EMIT reconnected();
    return true;
}

void TeamCatalogSession::announceReset()
{
    for (const TableDef& table : catalogTables())
        Q_EMIT m_store->tableReset(table.name);
    Q_EMIT m_store->changed();
}

void TeamCatalogSession::addPendingEdit(const PendingEdit& edit)
{
    // A second edit of the same cell replaces the first: it is what the user wants the cell to hold.
    for (PendingEdit& e : m_pending)
        if (e.table == edit.table && e.key == edit.key && e.column == edit.column) {
            e.value = edit.value;
            return;
        }
    m_pending.append(edit);
}

QVector<PendingEdit> TeamCatalogSession::takePendingEdits()
{
    QVector<PendingEdit> out;
    out.swap(m_pending);
    return out;
}

int TeamCatalogSession::backendPid() const
{
    int pid = 0;
    m_store->readThrough(
        [&](QSqlDatabase& db, QString*) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT pg_backend_pid()")) && q.next())
                pid = q.value(0).toInt();
            return pid != 0;
        },
        nullptr);
    return pid;
}

} // namespace catalog
