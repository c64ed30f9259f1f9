// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What a widget actually shows of its text, the way Qt decides it: a label (or tooltip label) in
// Qt::AutoText is rich text when Qt::mightBeRichText() says so. Reading rich text back goes through a
// fragment without a resource provider, which never loads anything.
#include <QApplication>
#include <QLabel>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QToolTip>

namespace ShownText {

inline QString of(const QString& text, Qt::TextFormat format)
{
    const bool rich = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return text;
    QString plain = QTextDocumentFragment::fromHtml(text).toPlainText();
    plain.replace(QChar::Nbsp, QLatin1Char(' '))
        .replace(QChar::LineSeparator, QLatin1Char('\n'))
        .replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return plain;
}

inline QString of(const QLabel* label) { return of(label->text(), label->textFormat()); }

// The tooltip label on screen (nullptr when no tooltip is showing).
inline QLabel* toolTipLabel()
{
    for (QWidget* w : QApplication::topLevelWidgets())
        if (w->isVisible() && w->inherits("QTipLabel"))
            return static_cast<QLabel*>(w);
    return nullptr;
}

// Shows `text` as a real tooltip (laid out and painted), and returns what it shows.
inline QString showToolTip(const QString& text, QWidget* over = nullptr)
{
    QToolTip::showText(QPoint(200, 200), text, over);
    QLabel* label = toolTipLabel();
    if (!label)
        return QStringLiteral("<no tooltip shown>");
    label->grab(); // lays out and paints: this is when rich text fetches its images
    const QString shown = of(label);
    QToolTip::hideText();
    return shown;
}

} // namespace ShownText
