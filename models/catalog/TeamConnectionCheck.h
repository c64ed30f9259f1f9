// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The team catalog's idle check (issue 34, docs/team-catalog.md), off the window's thread: a server that stops
// answering without closing the connection (a cut cable, a stopped process) used to hold the window until the
// system gave up on the link, since the check ran on the GUI thread. Here the question goes to a thread of its own,
// on a connection of its own (Qt SQL connections belong to the thread that made them), and the answer comes back
// as a queued signal; the caller never waits for it (TeamCatalogSession gives up on an answer that is late).
//
// The check asks whether the server still serves the store's own session (its backend pid in pg_stat_activity),
// so a session the server ended is noticed too, not only a server that is gone.
#include "CatalogUrl.h"

#include <QObject>
#include <QSqlDatabase>
#include <QString>

#include <atomic>
#include <memory>

class QThread;

namespace catalog {

// Lives on the check's thread; only TeamConnectionCheck uses it.
class TeamConnectionProbe : public QObject {
    Q_OBJECT
public:
    ~TeamConnectionProbe() override; // on its own thread, when that ends: closes its connection there
    void run(const ServerAddress& address, int storeBackendPid, int generation);
    void drop(); // the next check opens a fresh connection (after a reconnect)
    // Set by the owner's thread when it goes: a check not yet begun then never begins. With `busy`, tells the owner
    // whether its thread may be waiting for a server (each side sets its flag before reading the other's). Shared,
    // not members: the probe is deleted on its own thread as that thread ends, possibly while the owner still
    // reads them (ASan found the owner reading `busy` of a probe already deleted).
    struct Flags {
        std::atomic<bool> stopping{false};
        std::atomic<bool> busy{false};
    };
    const std::shared_ptr<Flags> flags = std::make_shared<Flags>();

Q_SIGNALS:
    void answered(int generation, bool alive, const QString& why);

private:
    QSqlDatabase m_db;
    QString m_for; // the address m_db was opened for (display form and options)
};

class TeamConnectionCheck : public QObject {
    Q_OBJECT
public:
    explicit TeamConnectionCheck(QObject* parent = nullptr);
    // Never waits for a check that is still waiting for a server: its thread is left to end by itself.
    ~TeamConnectionCheck() override;

    // Starts one check of `address` (whether the server still serves backend `storeBackendPid`; 0: any answer)
    // unless one is still waiting for its answer; false then.
    bool start(const ServerAddress& address, int storeBackendPid);
    bool isWaiting() const { return m_waiting; }
    // Drops the answer of a check already started (a reconnect, another catalog, a check given up as late) and the
    // thread's connection; a later start() may run at once.
    void forget();

Q_SIGNALS:
    // The answer of the last check started (on this object's thread); `why` says what failed when not alive.
    void answered(bool alive, const QString& why);

private:
    QThread* m_thread;
    TeamConnectionProbe* m_probe;
    std::shared_ptr<TeamConnectionProbe::Flags> m_flags; // the probe's, readable after the probe is gone
    int m_generation = 0;
    bool m_waiting = false;
};

} // namespace catalog
