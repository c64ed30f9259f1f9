// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamConnectionCheck.h"

#include "CatalogDialect.h"
#include "CatalogSql.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace catalog {

TeamConnectionProbe::~TeamConnectionProbe() { drop(); }

void TeamConnectionProbe::drop()
{
    if (!m_db.isValid())
        return;
    const QString name = m_db.connectionName();
    m_db = QSqlDatabase();
    closeConnection(name);
    m_for.clear();
}

void TeamConnectionProbe::run(const ServerAddress& address, int storeBackendPid, int generation)
{
    flags->busy = true;
    if (flags->stopping) {
        flags->busy = false;
        return;
    }
    const QString target = address.display() + QLatin1Char('|') + address.connectOptions;
    if (m_db.isValid() && m_for != target)
        drop();
    QString why;
    if (!m_db.isValid()) {
        m_db = openServerConnection(address, &why);
        m_for = target;
        if (!m_db.isOpen()) {
            drop();
            flags->busy = false;
            Q_EMIT answered(generation, false, why);
            return;
        }
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    bool alive = false;
    if (storeBackendPid > 0) {
        // Every role sees every session's pid in pg_stat_activity (other roles' queries are hidden, not their pids).
        alive = q.prepare(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE pid = ?"));
        q.addBindValue(storeBackendPid);
        alive = alive && q.exec() && q.next();
        if (alive && q.value(0).toInt() == 0) {
            alive = false;
            why = QStringLiteral("the server ended this window's session");
        }
    } else {
        alive = q.exec(QStringLiteral("SELECT 1")) && q.next();
    }
    if (!alive && why.isEmpty())
        why = q.lastError().text().trimmed();
    q = QSqlQuery();
    if (!alive)
        drop(); // a fresh connection next time: this one may be dead
    flags->busy = false;
    Q_EMIT answered(generation, alive, why);
}

TeamConnectionCheck::TeamConnectionCheck(QObject* parent)
    : QObject(parent), m_thread(new QThread), m_probe(new TeamConnectionProbe), m_flags(m_probe->flags)
{
    m_thread->setObjectName(QStringLiteral("team catalog check"));
    m_probe->moveToThread(m_thread);
    // The probe (and its connection) is deleted on its own thread as that thread ends.
    connect(m_thread, &QThread::finished, m_probe, &QObject::deleteLater);
    connect(m_probe, &TeamConnectionProbe::answered, this, [this](int generation, bool alive, const QString& why) {
        if (generation != m_generation)
            return; // given up on, or asked before a reconnect
        m_waiting = false;
        Q_EMIT answered(alive, why);
    });
    m_thread->start();
}

TeamConnectionCheck::~TeamConnectionCheck()
{
    disconnect(m_probe, nullptr, this, nullptr);
    m_flags->stopping = true; // before reading busy (the probe sets busy before reading stopping)
    m_thread->quit();         // from here on the probe may be deleted (on its thread): only m_flags is read
    if (!m_flags->busy) {
        // Nothing waits for a server, and no check begins now: the thread ends at once.
        m_thread->wait();
        delete m_thread;
        return;
    }
    // A check still waits for a server that does not answer: never block the window's thread on it. The thread
    // ends when the server answers or the link is given up (libpq's keepalives), then deletes itself.
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    if (m_thread->isFinished()) // it ended just now, before the connection above could hear it
        delete m_thread;
}

bool TeamConnectionCheck::start(const ServerAddress& address, int storeBackendPid)
{
    if (m_waiting)
        return false;
    m_waiting = true;
    const int generation = m_generation;
    TeamConnectionProbe* probe = m_probe;
    QMetaObject::invokeMethod(
        m_probe, [probe, address, storeBackendPid, generation] { probe->run(address, storeBackendPid, generation); },
        Qt::QueuedConnection);
    return true;
}

void TeamConnectionCheck::forget()
{
    ++m_generation;
    m_waiting = false;
    TeamConnectionProbe* probe = m_probe;
    QMetaObject::invokeMethod(
        m_probe, [probe] { probe->drop(); }, Qt::QueuedConnection);
}

} // namespace catalog
