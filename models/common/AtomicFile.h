// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Saving a file so that, whatever stops the program (a crash, SIGKILL, a full disk, a read-only
// folder), the file holds either its old bytes or the new ones, never a mix, and no temporary file is
// left behind for good.
//
// Why not QSaveFile alone: on Linux it writes an unnamed O_TMPFILE, links it as "<name>.XXXXXX" and
// then renames that over the target; a kill between the link and the rename leaves "<name>.XXXXXX",
// which nobody can later tell apart from a user's own "plan.gpuplan.backup" (six characters too). Our
// temporary is named ".<name>.gp-save.<host>.<pid>", so a later save can prove it is stale (this
// host, a process that no longer runs) before removing it.
#include <QByteArray>
#include <QString>

namespace AtomicFile {

// Writes `bytes` to `path` (through a symbolic link to its target): a temporary file in the same
// folder, flushed to disk (fdatasync), then renamed over `path`, keeping an existing file's
// permissions. On failure `path` is untouched, the temporary is removed, and *error says why in words
// (e.g. "the folder /x cannot be written to (Permission denied)", "the disk is full (No space left on
// device)"), without the path itself: callers prefix "Could not save PATH: ". Only a regular file (or a
// new name) is written: a folder, FIFO, socket or device at `path` is refused and left as it is.
// Every save of the app goes through here: workspaces, recovery copies, catalogs' exports, proposals.
bool write(const QString& path, const QByteArray& bytes, QString* error = nullptr);

// The temporary write() uses for `path` in this process.
QString temporaryPath(const QString& path);

// Removes temporaries a killed write() left in `folder` (only those of `fileName` when it is given):
// only files named by write(), only from this host, only of processes that no longer run, so a save
// in progress in another running instance is never touched. Returns how many it removed.
int removeStaleTemporaries(const QString& folder, const QString& fileName = QString());

} // namespace AtomicFile
