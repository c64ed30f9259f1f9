// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Reading a JSON input file whole, but never more than gp::jsonio::kMaxInputBytes (docs/input-limits.md):
// the size is checked before reading, and the read itself stops one byte past the limit, so a FIFO,
// /dev/zero or a file that grows while it is read cannot exhaust memory either.
#include <QByteArray>
#include <QString>

namespace BoundedFile {

enum class Status { Ok, CannotOpen, TooLarge };

// `error` names the file: "Could not open PATH: reason" or "PATH is 200.0 MB; GPU Planner reads ...".
Status read(const QString& path, QByteArray& out, QString* error);

} // namespace BoundedFile
