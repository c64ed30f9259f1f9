// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The window's side of a team catalog (issue 34): File > Open Team Catalog and File > Reconnect Team Catalog, the
// status bar's team catalog label (server, database, role; or that the server is gone), the Catalog tab's actions
// greyed out for what the role may not change, the conflict dialog when an edit meets someone else's change, and
// an edit the lost connection interrupted, kept and made after the reconnect. Widgets and wiring only: what the
// server says comes from catalog::TeamCatalogSession and CatalogStore.
#include "EditConflictDialog.h"

#include <QObject>
#include <QPointer>

#include <functional>

class CatalogBrowser;
class CatalogStore;
class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace catalog {
class TeamCatalogSession;
struct PendingEdit;
} // namespace catalog

class TeamCatalogController : public QObject {
    Q_OBJECT
public:
    TeamCatalogController(CatalogStore* store, CatalogBrowser* browser, QMainWindow* window);
    catalog::TeamCatalogSession* session() const { return m_session; }
    void addTo(QMenu* file); // Open Team Catalog..., Reconnect Team Catalog
    QAction* openAction() const { return m_openAction; }
    QAction* reconnectAction() const { return m_reconnectAction; }
    QLabel* statusLabel() const { return m_status; } // nullptr until a team catalog was opened

    // Opens `url` with `password` (this session only); a refusal is shown and returned in *error.
    bool openTeamCatalog(const QString& url, const QString& password, QString* error = nullptr);
    void showOpenDialog();
    // Reconnects, then makes the edits the loss interrupted (a row changed meanwhile goes to the conflict dialog).
    bool reconnect(QString* error = nullptr);
    // " - team catalog postgresql://ana@db/team (ana, gp_editor)" for the window title; empty on a catalog file.
    QString titleSuffix() const;
    QString statusText() const;

    // What the user answers in the conflict dialog; tests answer without a dialog. Default: the dialog, modal.
    using ConflictResolver = std::function<EditConflictDialog::Choice(const EditConflictDialog::Facts&)>;
    void setConflictResolver(ConflictResolver resolver) { m_resolver = std::move(resolver); }
    // The facts of a conflict as the dialog shows them: who changed the row and when, from the audit.
    EditConflictDialog::Facts conflictFacts(const QString& table, const QString& key, const QString& column,
                                            const QVariant& original, const QVariant& theirs,
                                            const QVariant& yours) const;

Q_SIGNALS:
    void titleChanged();
    void conflictHandled(bool keptMine); // after the dialog's answer was carried out
    void pendingEditsRetried(int made, int refused);

private:
    QString onRefused(const QString& table, const QString& key, const QString& column, const QVariant& shown,
                      const QVariant& value, const QString& message);
    void handleConflict(const EditConflictDialog::Facts& facts);
    void retryPending();
    void updateState();

    CatalogStore* m_store;
    QPointer<CatalogBrowser> m_browser;
    QMainWindow* m_window;
    catalog::TeamCatalogSession* m_session;
    QAction* m_openAction;
    QAction* m_reconnectAction;
    QLabel* m_status = nullptr;
    ConflictResolver m_resolver;
};
