// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamCatalogController.h"
#include "common/PlainText.h"

#include "TeamCatalogDialog.h"
#include "catalog/CatalogBrowser.h"
#include "catalog/CatalogStore.h"
#include "catalog/TeamCatalogSession.h"
#include "common/MessageBoxes.h"
#include "itemmodels/CatalogEditor.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

TeamCatalogController::TeamCatalogController(CatalogStore* store, CatalogBrowser* browser, QMainWindow* window)
    : QObject(window), m_store(store), m_browser(browser), m_window(window),
      m_session(new catalog::TeamCatalogSession(store, this)),
      m_openAction(new QAction(tr("Open &Team Catalog..."), this)),
      m_reconnectAction(new QAction(tr("Reconnect Team Cata&log"), this))
{
    m_openAction->setObjectName(QStringLiteral("openTeamCatalog"));
    m_openAction->setToolTip(tr("Open the catalog your team shares on its PostgreSQL server"));
    m_reconnectAction->setObjectName(QStringLiteral("reconnectTeamCatalog"));
    m_reconnectAction->setToolTip(tr("Connect to the team catalog's server again and read its rows afresh"));
    connect(m_openAction, &QAction::triggered, this, &TeamCatalogController::showOpenDialog);
    connect(m_reconnectAction, &QAction::triggered, this, [this] { reconnect(); });

    CatalogEditor* editor = browser->editor();
    editor->setEditGuard([this](const QString& table) { return m_session->refusal(table); });
    editor->setRefusalHandler([this](const CatalogEditor::RefusedEdit& e) {
        return onRefused(e.table, e.key, e.column, e.shown, e.value, e.message);
    });
    connect(m_session, &catalog::TeamCatalogSession::stateChanged, this, &TeamCatalogController::updateState);
    connect(m_session, &catalog::TeamCatalogSession::reconnected, this, &TeamCatalogController::retryPending);
    updateState();
}

void TeamCatalogController::addTo(QMenu* file)
{
    file->addAction(m_openAction);
    file->addAction(m_reconnectAction);
}

QString TeamCatalogController::titleSuffix() const
{
    if (!m_session->isTeamCatalog())
        return {};
    return tr(" - team catalog %1 (%2)").arg(m_session->address(), m_session->roleText());
}

QString TeamCatalogController::statusText() const
{
    if (!m_session->isTeamCatalog())
        return {};
    // Short: the status bar's left side keeps room for messages; the whole address is in the tooltip and the title.
    if (!m_session->isConnected())
        return tr("Team catalog %1: the server cannot be reached; read-only, showing the rows last read (File > "
                  "Reconnect Team Catalog)")
            .arg(m_session->shortName());
    return tr("Team catalog %1 as %2").arg(m_session->shortName(), m_session->roleText());
}

void TeamCatalogController::updateState()
{
    // The status bar's label is made with the first team catalog: a window on a catalog file keeps its layout.
    if (!m_status && m_session->isTeamCatalog()) {
        m_status = new QLabel(m_window);
        m_status->setObjectName(QStringLiteral("teamCatalogStatus"));
        m_status->setTextFormat(Qt::PlainText); // an address and login names
        m_window->statusBar()->addPermanentWidget(m_status);
    }
    if (m_status) {
        m_status->setText(statusText());
        m_status->setToolTip(PlainText::toolTip(m_session->address())); // user, host and database: user text
        m_status->setVisible(m_session->isTeamCatalog());
    }
    m_reconnectAction->setEnabled(m_session->isTeamCatalog());
    if (m_browser)
        m_browser->updateEditability();
    Q_EMIT titleChanged();
}

bool TeamCatalogController::openTeamCatalog(const QString& url, const QString& password, QString* error)
{
    QString why;
    if (!m_session->open(url, password, &why)) {
        if (error)
            *error = why;
        MessageBoxes::warning(m_window, tr("Open Team Catalog"), why); // plain text: it quotes the address
        return false;
    }
    if (m_browser) {
        m_browser->undoStack()->clear(); // the undo history described another catalog
        m_browser->showMessage(
            tr("Opened the team catalog %1 as %2.").arg(m_session->shortName(), m_session->roleText()));
    }
    return true;
}

void TeamCatalogController::showOpenDialog()
{
    TeamCatalogDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    openTeamCatalog(dialog.url(), dialog.password());
}

bool TeamCatalogController::reconnect(QString* error)
{
    QString why;
    if (!m_session->reconnect(&why)) {
        if (error)
            *error = why;
        if (m_browser)
            m_browser->showMessage(why);
        return false;
    }
    if (m_browser && m_session->pendingEdits().isEmpty())
        m_browser->showMessage(
            tr("Reconnected to the team catalog %1; its rows were read again.").arg(m_session->shortName()));
    return true;
}

EditConflictDialog::Facts TeamCatalogController::conflictFacts(const QString& table, const QString& key,
                                                               const QString& column, const QVariant& original,
                                                               const QVariant& theirs, const QVariant& yours) const
{
    EditConflictDialog::Facts f{table, key, column, original, theirs, yours, {}, {}};
    // Whose change won: the audit's last change of this row (who logged in, when, UTC).
    const QVector<CatalogStore::AuditEntry> audit = m_store->history(key);
    for (auto it = audit.crbegin(); it != audit.crend(); ++it)
        if (it->table == table) {
            f.who = it->who;
            f.when = it->when;
            break;
        }
    return f;
}

QString TeamCatalogController::onRefused(const QString& table, const QString& key, const QString& column,
                                         const QVariant& shown, const QVariant& value, const QString& message)
{
    if (const auto conflict = m_store->lastConflict();
        conflict && conflict->table == table && conflict->key == key && conflict->column == column) {
        const EditConflictDialog::Facts facts =
            conflictFacts(table, key, column, conflict->original, conflict->theirs, conflict->yours);
        // After the view's editor has closed: a modal dialog inside setData would run under the view's commit.
        QTimer::singleShot(0, this, [this, facts] { handleConflict(facts); });
        return tr("%1 \"%2\": someone changed this row since you read it; nothing was overwritten. Choose whose "
                  "value to keep.")
            .arg(table, key);
    }
    if (m_session->isTeamCatalog() && !m_session->checkConnection()) {
        m_session->addPendingEdit({table, key, column, shown, value});
        return tr("The team catalog's server cannot be reached. Your edit (%1 of %2 \"%3\": %4) is kept and will be "
                  "made when the catalog is reconnected (File > Reconnect Team Catalog); until then the catalog is "
                  "read-only.")
            .arg(column, table, key, EditConflictDialog::shown(value));
    }
    return message;
}

void TeamCatalogController::handleConflict(const EditConflictDialog::Facts& facts)
{
    EditConflictDialog::Choice choice = EditConflictDialog::Choice::KeepTheirs;
    if (m_resolver) {
        choice = m_resolver(facts);
    } else {
        EditConflictDialog dialog(facts, m_window);
        dialog.exec();
        choice = dialog.choice();
    }
    // The row is read again either way: the view shows theirs, and the store edits against their version.
    Q_EMIT m_store->rowChanged(facts.table, facts.key);
    bool keptMine = false;
    if (choice == EditConflictDialog::Choice::KeepMine && m_browser) {
        // One undo step, from theirs to yours: Undo puts theirs back, never the value before theirs.
        QString error;
        keptMine =
            m_browser->editor()->setShownValue(facts.table, facts.key, facts.column, facts.theirs, facts.yours, &error);
        m_browser->showMessage(keptMine ? tr("Your %1 of %2 \"%3\" replaced theirs (Undo puts theirs back).")
                                              .arg(facts.column, facts.table, facts.key)
                                        : error);
    } else if (m_browser) {
        m_browser->showMessage(
            tr("Kept their %1 of %2 \"%3\"; yours was not saved.").arg(facts.column, facts.table, facts.key));
    }
    Q_EMIT conflictHandled(keptMine);
}

void TeamCatalogController::retryPending()
{
    int made = 0;
    int refused = 0;
    for (const catalog::PendingEdit& e : m_session->takePendingEdits()) {
        if (!m_browser)
            break;
        CatalogEditor* editor = m_browser->editor();
        // The row as the server has it now (read again after the reconnect): unchanged since the user saw it, the
        // edit is made as it was meant; changed by someone else meanwhile, it is a conflict like any other.
        const QVariant now = editor->row(e.table, e.key).value(e.column);
        const bool unchanged = now == e.shown && now.isNull() == e.shown.isNull();
        QString error;
        if (unchanged && editor->setShownValue(e.table, e.key, e.column, e.shown, e.value, &error)) {
            ++made;
            continue;
        }
        if (!unchanged && !editor->row(e.table, e.key).isEmpty()) {
            handleConflict(conflictFacts(e.table, e.key, e.column, e.shown, now, e.value));
            continue;
        }
        ++refused;
        m_browser->showMessage(error.isEmpty() ? tr("%1 \"%2\" is no longer in the team catalog; your edit of %3 was "
                                                    "not made.")
                                                     .arg(e.table, e.key, e.column)
                                               : error);
    }
    if (m_browser && made > 0)
        m_browser->showMessage(tr("Reconnected; %n edit(s) kept while the server was away were made.", nullptr, made));
    Q_EMIT pendingEditsRetried(made, refused);
}
