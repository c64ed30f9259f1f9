// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FileStamp.h"

#include "BoundedFile.h"

#include <QCryptographicHash>
#include <QFileInfo>

FileStamp FileStamp::of(const QString& path, const QByteArray& bytes)
{
    FileStamp stamp;
    const QFileInfo info(path);
    stamp.size = bytes.size();
    stamp.modified = info.exists() ? info.lastModified() : QDateTime();
    stamp.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return stamp;
}

FileStamp::Check FileStamp::check(const QString& path, FileStamp* now) const
{
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return Check::Gone;
    if (now) {
        now->size = info.size();
        now->modified = info.lastModified();
    }
    if (size >= 0 && info.isFile() && info.size() != size)
        return Check::Changed;
    // Read through the same bound as every input (BoundedFile): a file grown past it was not ours.
    QByteArray bytes;
    if (BoundedFile::read(path, bytes, nullptr) != BoundedFile::Status::Ok)
        return Check::Changed;
    const QByteArray hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    if (now)
        now->sha256 = hash;
    return hash == sha256 ? Check::Unchanged : Check::Changed;
}
