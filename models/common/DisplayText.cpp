// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "DisplayText.h"

namespace DisplayText {
namespace {
constexpr QChar kReplacement(0xFFFD);

// Unicode's bidirectional formatting characters that reorder text (UAX #9, section 2): the embeddings
// and overrides LRE, RLE, PDF, LRO, RLO (U+202A-U+202E) and the isolates LRI, RLI, FSI, PDI (U+2066-U+2069).
// The marks LRM, RLM and ALM only set a direction, reorder nothing, and stay.
bool isBidiControl(char16_t c) { return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069); }

// C0 controls but tab, line feed and carriage return; DEL; the C1 controls (U+0080-U+009F).
bool isControl(char16_t c) { return (c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r') || (c >= 0x7F && c <= 0x9F); }
} // namespace

bool needsNeutralising(const QString& text)
{
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (c == u'\r' || isControl(c) || isBidiControl(c))
            return true;
    }
    return false;
}

QString neutralise(const QString& text)
{
    if (!needsNeutralising(text))
        return text; // the common case: no copy
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c == u'\r') {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                continue; // "\r\n": the line feed follows
            out += QLatin1Char('\n');
        } else if (isControl(c) || isBidiControl(c)) {
            out += kReplacement;
        } else {
            out += QChar(c);
        }
    }
    return out;
}

} // namespace DisplayText
