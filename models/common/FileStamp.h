// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What a document read from (or last wrote to) its file: size, modification time and a SHA-256 of the
// bytes. Before a save replaces the file, check() compares the file now on disk with it, so a plan open
// in two windows or two processes is never silently overwritten by the second save (issue 36).
//
// The content hash decides: a `touch` or a copy that kept the bytes is not a change; a change within
// the file system's time granularity (or one that restored the old mtime) still is. The size is only
// the quick "certainly changed" answer, the time only words for the message.
#include <QByteArray>
#include <QDateTime>
#include <QString>

struct FileStamp {
    qint64 size = -1; // -1: not known (only the hash was kept, e.g. by a recovery copy)
    QDateTime modified;
    QByteArray sha256; // empty: nothing was read (a new document)

    bool isValid() const { return !sha256.isEmpty(); }

    // The stamp of `path` whose contents are `bytes` (as just read or written).
    static FileStamp of(const QString& path, const QByteArray& bytes);

    enum class Check {
        Unchanged, // same bytes as recorded
        Changed,   // other bytes (or unreadable, or over the read limit): a save would replace them
        Gone,      // no file there any more: a save creates it and replaces nothing
    };
    // Compares the file at `path` now with this stamp; *now receives its current size and time.
    Check check(const QString& path, FileStamp* now = nullptr) const;
};
