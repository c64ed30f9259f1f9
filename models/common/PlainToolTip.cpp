// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PlainToolTip.h"

#include <QTextDocument>
#include <QTextDocumentFragment>

namespace PlainToolTip {

QString fromPlain(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    // A rich tooltip word-wraps, and Qt balances it into a narrow column ("<b>bold</b> &" / "<img src=x>").
    // Short lines keep their shape (white-space:pre, as a plain tooltip would show them); long ones may
    // wrap (the tooltip is about 80 characters wide), which beats being cut off.
    constexpr qsizetype kLongLine = 60;
    bool shortLines = true;
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n')))
        shortLines = shortLines && line.size() <= kLongLine;
    if (shortLines)
        return QStringLiteral("<p style=\"white-space:pre\">%1</p>").arg(text.toHtmlEscaped());
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString toPlain(const QString& toolTip)
{
    if (!Qt::mightBeRichText(toolTip))
        return toolTip;
    // A fragment with no resource provider parses the markup but never fetches what it names.
    QString plain = QTextDocumentFragment::fromHtml(toolTip).toPlainText();
    plain.replace(QChar::Nbsp, QLatin1Char(' '))
        .replace(QChar::LineSeparator, QLatin1Char('\n'))
        .replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return plain;
}

} // namespace PlainToolTip
