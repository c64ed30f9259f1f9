// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// User text (scenario names and notes, workspace titles, catalog names, sources and notes, file paths,
// messages that quote any of these) shown as plain text. Qt guesses "rich text" for labels, tooltips and
// message boxes whenever a string looks like HTML, and Qt Charts always treats its strings as HTML: a
// shared .gpuplan with a scenario named `<img src="/dev/zero">` then makes Qt read /dev/zero until memory
// runs out (and a FIFO path freezes the window). Rule: a widget that shows user text is Qt::PlainText, or
// gets it through one of these; rich text is built only from escaped parts. Documents that render rich
// text with user parts are SafeTextDocument (SafeTextDocument.h), which loads no resource anyway.
#include <QString>

class QLabel;

namespace PlainText {

// For building rich text from parts: `text` escaped (&, <, >, ") with line breaks as <br>.
QString html(const QString& text);

// For any tooltip (setToolTip, QToolTip::showText): shows `text` literally. Item models use
// PlainToolTip::fromPlain (models/common/PlainToolTip.h), the same function.
QString toolTip(const QString& text);

// For Qt Charts titles, axis titles, category labels, series and legend names (all drawn as HTML).
QString chart(const QString& text);
// What a chart string built by chart() shows (for reading labels back from the chart).
QString fromChart(const QString& chartText);

// Makes `label` plain text and shows `text` in it.
void setLabel(QLabel* label, const QString& text);

} // namespace PlainText
