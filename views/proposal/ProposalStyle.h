// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal's typography and colours, in one place for the PDF, HTML and Markdown writers: a sober
// navy and grey palette that prints well in black and white, one sans-serif family for text and charts.
#include <QColor>
#include <QFont>

namespace ProposalStyle {
inline QColor heading() { return QColor(0x1f, 0x3a, 0x5f); } // navy: titles, table headers
inline QColor accent() { return QColor(0x00, 0x72, 0xb2); }  // Okabe-Ito blue, as the scenario palette
inline QColor text() { return QColor(0x22, 0x22, 0x22); }
inline QColor muted() { return QColor(0x5f, 0x66, 0x6d); } // captions, footers
inline QColor rule() { return QColor(0xb8, 0xc2, 0xcc); }  // table borders, header and footer lines
inline QColor tableHeader() { return QColor(0xe4, 0xea, 0xf1); }
inline QColor tableStripe() { return QColor(0xf6, 0xf8, 0xfa); }
inline QColor calloutBackground() { return QColor(0xe8, 0xf1, 0xf8); }

// DejaVu Sans ships with every Debian desktop (fonts-dejavu-core) and embeds in PDF; Qt falls back to the
// system sans-serif elsewhere.
inline QFont bodyFont()
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPointSizeF(9.5);
    return f;
}
inline QFont chartFont()
{
    QFont f = bodyFont();
    f.setPointSizeF(7.5);
    return f;
}
} // namespace ProposalStyle
