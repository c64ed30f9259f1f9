// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceFile.h"

#include "Workspace.h"
#include "WorkspaceJson.h"
#include "WorkspaceTextLimits.h"
#include "common/AtomicFile.h"
#include "common/BoundedFile.h"
#include "json/BoundedJson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace {
QString display(const QString& path) { return QDir::toNativeSeparators(path); }

bool setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}
} // namespace

bool WorkspaceFile::write(const WorkspaceData& data, const QString& path, QString* error)
{
    return writeDocument(WorkspaceJson::toJson(data), path, error);
}

QByteArray WorkspaceFile::serialise(const nlohmann::json& document)
{
    // Replace invalid UTF-8 rather than throw: a name pasted from anywhere must never make saving fail.
    return QByteArray::fromStdString(document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + '\n');
}

bool WorkspaceFile::writeDocument(const nlohmann::json& document, const QString& path, QString* error)
{
    // AtomicFile (models/common/AtomicFile.h) writes a temporary next to the target and renames it over
    // the target, so a failure or a kill at any point leaves the old file whole and no stray temporary.
    QString reason;
    if (!AtomicFile::write(path, serialise(document), &reason))
        return setError(error, QStringLiteral("Could not save %1: %2").arg(display(path), reason));
    return true;
}

WorkspaceFile::SaveStatus WorkspaceFile::saveChecked(Workspace& workspace, const QString& path, QString* error,
                                                     Overwrite overwrite)
{
    // Only the file this workspace was read from is checked: Save As onto another existing file was
    // confirmed in the file dialog.
    const QFileInfo target(path);
    const QFileInfo own(workspace.filePath());
    const bool ownFile =
        !workspace.filePath().isEmpty() && (target.absoluteFilePath() == own.absoluteFilePath() ||
                                            (target.exists() && target.canonicalFilePath() == own.canonicalFilePath()));
    if (overwrite == Overwrite::IfUnchanged && ownFile && workspace.diskStamp().isValid()) {
        FileStamp now;
        if (workspace.diskStamp().check(path, &now) == FileStamp::Check::Changed) {
            setError(error, QStringLiteral("%1 was changed on disk after this window opened or saved it (now %2 bytes, "
                                           "modified %3), perhaps by another window or program. Saving would "
                                           "replace those changes.")
                                .arg(display(path))
                                .arg(now.size)
                                .arg(now.modified.toString(Qt::ISODate)));
            return SaveStatus::ChangedOnDisk;
        }
    }
    workspace.recordCatalogIdentity(); // the plan knows which catalog it was saved with (issue 34)
    const nlohmann::json document = WorkspaceJson::toJson(workspace.data());
    // Never write what a load would refuse (WorkspaceTextLimits): the message names the field to shorten.
    if (const QString tooLong = WorkspaceTextLimits::check(document); !tooLong.isEmpty()) {
        setError(error, QStringLiteral("Could not save %1: %2").arg(display(path), tooLong));
        return SaveStatus::Failed;
    }
    const QByteArray bytes = serialise(document);
    QString reason;
    if (!AtomicFile::write(path, bytes, &reason)) {
        setError(error, QStringLiteral("Could not save %1: %2").arg(display(path), reason));
        return SaveStatus::Failed;
    }
    workspace.setFilePath(path);
    workspace.setDiskStamp(FileStamp::of(path, bytes));
    workspace.markSaved();
    return SaveStatus::Saved;
}

bool WorkspaceFile::parse(const QByteArray& bytes, const QString& where, WorkspaceData& out, QString* error)
{
    // Size, depth, duplicate keys and every nlohmann exception: gp::jsonio (docs/input-limits.md).
    const gp::jsonio::Parsed parsed = gp::jsonio::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok())
        return setError(error,
                        QStringLiteral("%1 is not valid JSON: %2").arg(where, QString::fromStdString(parsed.error)));
    QString reason;
    if (!WorkspaceJson::fromJson(*parsed.value, out, &reason))
        return setError(error, QStringLiteral("%1: %2").arg(where, reason));
    return true;
}

namespace {
bool readBytes(const QString& path, QByteArray& bytes, QString* error)
{
    // A save of this file that was killed may have left its temporary: remove it (only if provably stale).
    const QFileInfo info(path);
    AtomicFile::removeStaleTemporaries(info.absolutePath(), info.fileName());
    return BoundedFile::read(path, bytes, error) == BoundedFile::Status::Ok;
}
} // namespace

bool WorkspaceFile::read(const QString& path, WorkspaceData& out, QString* error)
{
    QByteArray bytes;
    return readBytes(path, bytes, error) && parse(bytes, display(path), out, error);
}

WorkspaceFile::LoadResult WorkspaceFile::load(const QString& path)
{
    LoadResult result;
    WorkspaceData data;
    QByteArray bytes;
    if (!readBytes(path, bytes, &result.error) || !parse(bytes, display(path), data, &result.error))
        return result;
    result.workspace = std::make_unique<Workspace>(std::move(data));
    result.workspace->setFilePath(path);
    // What a later save compares the file with (FileStamp): the very bytes parsed, not a second read.
    result.workspace->setDiskStamp(FileStamp::of(path, bytes));
    return result;
}
