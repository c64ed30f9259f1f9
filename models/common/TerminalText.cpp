// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TerminalText.h"

#include "json/BoundedJson.h"

namespace TerminalText {

std::string escaped(std::string_view text) { return gp::jsonio::visible(text, 0); } // 0: never cut

QString escaped(const QString& text) { return QString::fromStdString(escaped(text.toStdString())); }

QString message(const QString& text) { return QString::fromStdString(gp::jsonio::printable(text.toStdString())); }

QString shortened(const QString& text, qsizetype maxChars)
{
    if (text.size() <= maxChars)
        return escaped(text);
    return escaped(text.left(maxChars)) + QStringLiteral("... (%1 characters)").arg(text.size());
}

} // namespace TerminalText
