// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// User text made safe to show or export (issue 36). A plan is a file a colleague sends: its names, titles
// and notes may hold bidi controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates),
// which reorder what is shown after them ("Trojan Source", Boucher & Anderson 2021, CVE-2021-42574),
// and control bytes (ESC starts a terminal escape sequence, NUL cuts C strings, C1 controls).
//
// neutralise() replaces each such character with U+FFFD, so it is visible where it was and cannot act.
// Tab and line feed are kept (notes have lines); a carriage return becomes a line feed ("\r\n" one).
// Used by the proposal (PDF, HTML, Markdown) and by the workspace's display of names, titles and notes;
// the document itself keeps what the user typed, so a save writes it back unchanged.
#include <QString>

namespace DisplayText {

QString neutralise(const QString& text);

// Would neutralise() change `text`?
bool needsNeutralising(const QString& text);

} // namespace DisplayText
