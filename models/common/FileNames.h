// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The file name a Save As or Export dialog suggests, made from the plan's title (user text, perhaps from
// a colleague's file). A title such as "../../.config/autostart/x" chose the dialog's folder (issue 36);
// now the name is one plain file name and the folder is never derived from it: the plan's own folder,
// or the user's documents folder for a plan never saved.
#include <QString>

namespace FileNames {

// Longest suggested name, in UTF-16 units, before the suffix: ext4 allows 255 bytes per name; 80 units
// are at most 240 bytes of UTF-8 (3 per BMP character, 4 per surrogate pair), suffix included below 255.
inline constexpr int kMaxNameLength = 80;

// `text` as one file name: path separators, ':*?"<>|', control characters and bidi controls become '_';
// runs of white space one space; ".." never remains; leading and trailing dots and spaces go (no hidden
// file, no Windows trailing dot); Windows device names (CON, NUL, COM1...) get a '_'; at most
// kMaxNameLength characters. Empty (or nothing left) = `fallback`.
QString sanitised(const QString& text, const QString& fallback);

// The path a save dialog starts at: `planPath`'s folder (when the plan has a file) or the documents
// folder, joined with sanitised(title, fallback) + "." + suffix.
QString suggestedPath(const QString& planPath, const QString& title, const QString& fallback, const QString& suffix);

} // namespace FileNames
