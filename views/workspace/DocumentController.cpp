// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "DocumentController.h"

#include "catalog/CatalogStore.h"
#include "common/AppSettings.h"
#include "common/DisplayText.h"
#include "common/FileDialogs.h"
#include "common/FileNames.h"
#include "common/MessageBoxes.h"
#include "common/PlainText.h"
#include "document/PriceDriftText.h"
#include "document/RecoveryManager.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>
#include <QWidget>

#include <memory>

DocumentController::DocumentController(CatalogStore* store, QWidget* dialogParent)
    : QObject(dialogParent), m_store(store), m_dialogParent(dialogParent), m_workspace(std::make_unique<Workspace>()),
      m_recovery(new RecoveryManager(this))
{
    // The first document follows the catalog exactly once (setWorkspace() does it for later ones): two
    // subscriptions recomputed every estimate twice per catalog edit.
    if (m_store)
        m_workspace->attachCatalog(m_store);
    watch(m_workspace.get());
}

// The workspace's undo stack emits cleanChanged while it is destroyed (with the workspace, below): a modified
// document would announce a new title to a main window that is itself being destroyed (UBSan: a MainWindow slot
// called on what is by then only a QWidget). Disconnected first, as a replaced document is.
DocumentController::~DocumentController()
{
    if (m_workspace)
        disconnect(m_workspace->undoStack(), nullptr, this, nullptr);
}

QString DocumentController::fileFilter() { return tr("GPU Planner workspaces (*.gpuplan);;All files (*)"); }

QUndoStack* DocumentController::undoStack() const { return m_workspace->undoStack(); }

void DocumentController::watch(Workspace* ws)
{
    connect(ws, &Workspace::modifiedChanged, this, &DocumentController::documentTitleChanged);
    connect(ws->undoStack(), &QUndoStack::cleanChanged, this, &DocumentController::documentTitleChanged);
    connect(ws, &Workspace::metadataChanged, this, &DocumentController::documentTitleChanged);
    m_recovery->watch(ws);
}

void DocumentController::setWorkspace(std::unique_ptr<Workspace> workspace)
{
    if (!workspace)
        workspace = std::make_unique<Workspace>();
    if (workspace.get() == m_workspace.get()) {
        workspace.release(); // already ours
        return;
    }
    // Keep the old document alive until every observer has moved to the new one.
    std::unique_ptr<Workspace> old = std::move(m_workspace);
    m_workspace = std::move(workspace);
    disconnect(old.get(), nullptr, this, nullptr);
    disconnect(old->undoStack(), nullptr, this, nullptr);
    if (m_store)
        m_workspace->attachCatalog(m_store);
    else
        m_workspace->setCatalog(old->sharedCatalog());
    watch(m_workspace.get());
    Q_EMIT workspaceChanged(m_workspace.get());
    Q_EMIT documentTitleChanged();
}

void DocumentController::setCatalog(const gp::CatalogSnapshot& catalog) { m_workspace->setCatalog(catalog); }

QString DocumentController::documentTitle() const
{
    const QString path = m_workspace->filePath();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    return name + QStringLiteral("[*]");
}

bool DocumentController::openFile(const QString& path)
{
    WorkspaceFile::LoadResult result = WorkspaceFile::load(path);
    if (!result.workspace) {
        MessageBoxes::warning(m_dialogParent, tr("Open workspace"), result.error);
        return false;
    }
    m_recovery->discard();
    setWorkspace(std::move(result.workspace));
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    reportPlanPrices();
    return true;
}

void DocumentController::reportPlanPrices()
{
    const std::vector<PlanPrices::Drift> drift = m_workspace->priceDrift();
    // One message for the plan's catalog (saved with another one, issue 34), its filled-in prices and their drift.
    const QString text = PriceDriftText::openingMessage(m_workspace->catalogNotice(), m_workspace->priceNotice(), drift,
                                                        m_workspace->catalog());
    if (text.isEmpty())
        return;
    const QString title = tr("Plan prices");
    if (drift.empty()) {
        MessageBoxes::information(m_dialogParent, title, text);
        return;
    }
    // Keeping the plan's prices is the default: a plan's numbers change only when the user says so.
    QMessageBox::StandardButton answer = QMessageBox::No;
    if (MessageBoxes::testMode()) {
        answer =
            MessageBoxes::question(m_dialogParent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    } else {
        std::unique_ptr<QMessageBox> box(MessageBoxes::create(m_dialogParent, QMessageBox::Question, title, text,
                                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No));
        box->button(QMessageBox::Yes)->setText(tr("&Reprice from catalog"));
        box->button(QMessageBox::No)->setText(tr("&Keep the plan's prices"));
        answer = QMessageBox::StandardButton(box->exec());
    }
    if (answer == QMessageBox::Yes)
        m_workspace->repriceFromCatalog();
}

void DocumentController::openWithDialog()
{
    if (!maybeSave())
        return;
    const QString path = FileDialogs::openFileName(m_dialogParent, tr("Open workspace"), fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

void DocumentController::openRecent(const QString& path)
{
    if (maybeSave())
        openFile(path);
}

void DocumentController::newWorkspace()
{
    m_recovery->discard();
    setWorkspace(std::make_unique<Workspace>());
}

void DocumentController::closeWorkspace()
{
    if (maybeSave())
        newWorkspace();
}

QMessageBox::StandardButton DocumentController::askChangedOnDisk(const QString& message)
{
    // Cancel is the default: neither version is lost until the user picks one.
    const QString text = message + QLatin1Char('\n') +
                         tr("Overwrite them with this window's version, save this "
                            "version under another name, or cancel?");
    const QMessageBox::StandardButtons buttons = QMessageBox::Save | QMessageBox::SaveAll | QMessageBox::Cancel;
    if (MessageBoxes::testMode())
        return MessageBoxes::question(m_dialogParent, tr("Save workspace"), text, buttons, QMessageBox::Cancel);
    std::unique_ptr<QMessageBox> box(MessageBoxes::create(m_dialogParent, QMessageBox::Warning, tr("Save workspace"),
                                                          text, buttons, QMessageBox::Cancel));
    box->button(QMessageBox::Save)->setText(tr("&Overwrite"));
    box->button(QMessageBox::SaveAll)->setText(tr("Save &As..."));
    return QMessageBox::StandardButton(box->exec());
}

bool DocumentController::saveTo(const QString& path)
{
    QString error;
    WorkspaceFile::SaveStatus status = WorkspaceFile::saveChecked(*m_workspace, path, &error);
    if (status == WorkspaceFile::SaveStatus::ChangedOnDisk) {
        // Another window or program saved this file since we read it: ask, never replace it silently.
        switch (askChangedOnDisk(error)) {
        case QMessageBox::Save:
            status = WorkspaceFile::saveChecked(*m_workspace, path, &error, WorkspaceFile::Overwrite::Always);
            break;
        case QMessageBox::SaveAll:
            return saveAs();
        default:
            return false;
        }
    }
    if (status != WorkspaceFile::SaveStatus::Saved) {
        MessageBoxes::warning(m_dialogParent, tr("Save workspace"), error);
        return false;
    }
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Q_EMIT documentTitleChanged();
    return true;
}

bool DocumentController::save()
{
    if (m_workspace->filePath().isEmpty())
        return saveAs();
    return saveTo(m_workspace->filePath());
}

bool DocumentController::saveAs()
{
    // The title names the file, never its folder (FileNames): the plan's own folder or the documents folder.
    const QString suggested = FileNames::suggestedPath(m_workspace->filePath(), m_workspace->title(), tr("workspace"),
                                                       QStringLiteral("gpuplan"));
    QString path = FileDialogs::saveFileName(m_dialogParent, tr("Save workspace as"), fileFilter(), suggested);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".gpuplan");
    return saveTo(path);
}

bool DocumentController::maybeSave()
{
    if (!m_workspace->isModified())
        return true;
    const auto answer =
        MessageBoxes::question(m_dialogParent, tr("Unsaved changes"),
                               tr("The workspace \"%1\" has unsaved changes. Save them first?")
                                   .arg(documentTitle().remove(QStringLiteral("[*]"))),
                               QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard) {
        m_recovery->discard();
        return true;
    }
    return false;
}

bool DocumentController::offerRecovery()
{
    const QStringList files = m_recovery->findRecoveryFiles();
    if (files.isEmpty())
        return false;
    const QString original = RecoveryManager::originalPath(files.first());
    const auto answer = MessageBoxes::question(
        m_dialogParent, tr("Recover unsaved work"),
        tr("GPU Planner did not close normally. Restore the unsaved workspace%1?\n"
           "If you answer No, the copy is set aside in %2 and not offered again.")
            .arg(original.isEmpty() ? QString()
                                    : tr(" \"%1\"").arg(DisplayText::neutralise(QFileInfo(original).fileName())),
                 QDir::toNativeSeparators(QFileInfo(files.first()).absolutePath())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        // Declined once is declined (issue 36): it was offered again at every start.
        RecoveryManager::decline(files.first());
        return false;
    }
    QString error;
    std::unique_ptr<Workspace> restored = RecoveryManager::restore(files.first(), &error);
    if (!restored) {
        MessageBoxes::warning(m_dialogParent, tr("Recover unsaved work"), error);
        return false;
    }
    QFile::remove(files.first());
    setWorkspace(std::move(restored));
    return true;
}

void DocumentController::fillRecentMenu(QMenu* menu)
{
    menu->clear();
    const QStringList files = AppSettings::recentFiles();
    for (const QString& path : files) {
        QAction* action = menu->addAction(QFileInfo(path).fileName(), this, [this, path] { openRecent(path); });
        action->setToolTip(PlainText::toolTip(path));
        action->setData(path); // the entry shows a file's name: data, not a text to translate
    }
    if (files.isEmpty())
        menu->addAction(tr("(none yet)"))->setEnabled(false);
}
