// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Text from a file (a GPU's name in a catalog, a case's file name) made safe to print on a terminal: ESC
// and every other C0 control, DEL, the C1 controls (0x9B is CSI on 8-bit terminals), invalid UTF-8 and the
// bidirectional embeddings, overrides and isolates U+202A-202E and U+2066-2069 ("Trojan Source", Boucher
// and Anderson 2021) are shown as visible escapes (\x1B, \u{202E}). The one function the command line
// uses for every table cell and name it prints (`search --table`, `validate`); the messages on stderr go
// through the same escaping (gp::jsonio::printable), keeping their own line breaks.
#include <QString>

#include <string>
#include <string_view>

namespace TerminalText {

// One cell or name: everything above escaped, newline and tab included (they would break a table's row).
std::string escaped(std::string_view text);
QString escaped(const QString& text);
// A whole message for stderr: escaped the same way, but its own line breaks and tabs kept.
QString message(const QString& text);

// Echoing a value the user gave (a key, a name) in a message: at most `maxChars` characters, then
// "... (N characters)", so a 500 KB key does not fill the terminal. Escaped as above.
QString shortened(const QString& text, qsizetype maxChars = 80);

} // namespace TerminalText
