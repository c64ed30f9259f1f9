// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The app's side of a team catalog (issue 34, docs/team-catalog.md): opens one in the window's CatalogStore (and
// goes back to the catalog that was open when it cannot), says who is connected with which role, caches what the
// role may change (CatalogStore::mayChange asks the server each time), notices when the server has gone (a failed
// edit, or a check every few seconds on a thread of its own, TeamConnectionCheck), keeps the edits the loss
// interrupted, and reconnects: the store's rows are then read again, since PostgreSQL does not replay the notifications
// a dropped session missed.
#include <QHash>
#include <QObject>
#include <QString>
#include <QVariant>
#include <QVector>

class CatalogStore;
class QTimer;

namespace catalog {

class TeamConnectionCheck;

// A cell edit the server never received because the connection was lost: made again after the reconnect, as a
// conflict when the row changed meanwhile (shown differs from the server's value then).
struct PendingEdit {
    QString table;
    QString key;
    QString column;
    QVariant shown; // the value the user saw when editing
    QVariant value; // the value the user entered
};

class TeamCatalogSession : public QObject {
    Q_OBJECT
public:
    explicit TeamCatalogSession(CatalogStore* store, QObject* parent = nullptr);
    CatalogStore* store() const { return m_store; }

    // Opens the team catalog at `url` (CatalogUrl checks it) in the store, with `password` for this session
    // only (empty: libpq's own means). On failure the catalog that was open before is opened again and *error
    // says why the team catalog could not be used. On success the address goes into the recent servers.
    bool open(const QString& url, const QString& password, QString* error);
    bool isTeamCatalog() const;
    bool isConnected() const { return m_connected; }
    QString url() const { return m_url; }
    // "postgresql://ana@db.example.org/team" (never a password).
    QString address() const;
    // "team on db.example.org" (TeamServerForm's teamServerLabel), for the status bar.
    QString shortName() const;
    // The login role and its team role: "ana, gp_editor"; "postgres, superuser"; "bo, no team role".
    QString roleText() const { return m_roleText; }
    // What the server lets this login change in `table` (cached at open and reconnect; false when disconnected).
    bool mayChange(const QString& table) const;
    // Why `table` cannot be changed now, as a sentence; empty when it can.
    QString refusal(const QString& table) const;

    // Asks the server whether the store's connection is alive (SELECT 1); on a file catalog always true. When the
    // answer is no, the session becomes disconnected and emits connectionLost once.
    bool checkConnection();
    // Connects again to the same address. The store is touched only once a fresh connection has succeeded, so a
    // failed attempt leaves the rows read so far in the views. On success every table is announced as reset.
    bool reconnect(QString* error);
    // How often the connection is checked while idle (0: never; tests call checkConnection() themselves). The idle
    // check runs on a thread of its own and never holds the window: an answer later than the check timeout counts
    // as the server lost (a server that stops answering without closing the connection).
    void setCheckInterval(int milliseconds);
    void setCheckTimeout(int milliseconds);
    // An idle check was asked and its answer is awaited.
    bool isCheckWaiting() const;

    void addPendingEdit(const PendingEdit& edit);
    QVector<PendingEdit> pendingEdits() const { return m_pending; }
    QVector<PendingEdit> takePendingEdits();

    // The server process serving the store's connection (pg_backend_pid); 0 when unknown. For tests that end it.
    int backendPid() const;

Q_SIGNALS:
    void stateChanged(); // opened, role known, lost, reconnected
    void connectionLost();
    void reconnected();
    // Each idle check's answer (true: the server still serves this session), for the status and for tests.
    void checkAnswered(bool alive);

private:
    void startIdleCheck();
    void idleCheckAnswered(bool alive, const QString& why);
    void readRole();
    void announceReset();
    void setLost();

    CatalogStore* m_store;
    QTimer* m_timer;
    QTimer* m_deadline; // the idle check's answer is due by then
    TeamConnectionCheck* m_check;
    int m_checkMs;
    int m_backendPid = 0; // the store's session on the server, which the idle check asks about
    QString m_url;
    bool m_connected = true;
    QString m_roleText;
    QHash<QString, bool> m_may;
    QVector<PendingEdit> m_pending;
};

} // namespace catalog
