// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceFile.h"

#include "Workspace.h"
#include "WorkspaceJson.h"
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

bool WorkspaceFile::writeDocument(const nlohmann::json& document, const QString& path, QString* error)
{
    // Replace invalid UTF-8 rather than throw: a name pasted from anywhere must never make saving fail.
    const std::string text = document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + '\n';
    // AtomicFile (models/common/AtomicFile.h) writes a temporary next to the target and renames it over
    // the target, so a failure or a kill at any point leaves the old file whole and no stray temporary.
    QString reason;
    if (!AtomicFile::write(path, QByteArray::fromStdString(text), &reason))
        return setError(error, QStringLiteral("Could not save %1: %2").arg(display(path), reason));
    return true;
}

bool WorkspaceFile::save(Workspace& workspace, const QString& path, QString* error)
{
    if (!write(workspace.data(), path, error))
        return false;
    workspace.setFilePath(path);
    workspace.markSaved();
    return true;
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

bool WorkspaceFile::read(const QString& path, WorkspaceData& out, QString* error)
{
    // A save of this file that was killed may have left its temporary: remove it (only if provably stale).
    const QFileInfo info(path);
    AtomicFile::removeStaleTemporaries(info.absolutePath(), info.fileName());
    QByteArray bytes;
    if (BoundedFile::read(path, bytes, error) != BoundedFile::Status::Ok)
        return false;
    return parse(bytes, display(path), out, error);
}

WorkspaceFile::LoadResult WorkspaceFile::load(const QString& path)
{
    LoadResult result;
    WorkspaceData data;
    if (!read(path, data, &result.error))
        return result;
    result.workspace = std::make_unique<Workspace>(std::move(data));
    result.workspace->setFilePath(path);
    return result;
}
