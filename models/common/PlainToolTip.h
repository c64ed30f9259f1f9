// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Item-model tooltips that show user text literally. Qt renders a tooltip as rich text whenever it merely
// looks like HTML (Qt::mightBeRichText: a tag anywhere on the first line), so a scenario named
// `<img src="/dev/zero">` in a ToolTipRole string would make Qt read /dev/zero until memory runs out.
// Every ToolTipRole string that can hold user or catalog text is returned through fromPlain().
// (Widgets use views/common/PlainText.h, which forwards here for tooltips.)
#include <QString>

namespace PlainToolTip {

// `text` (plain, '\n' for line breaks) as a tooltip string that Qt shows character for character:
// unchanged when Qt would show it as plain text anyway, else escaped into HTML paragraphs.
QString fromPlain(const QString& text);

// The plain text a tooltip string shows (the inverse of fromPlain), for views that reuse a model's
// tooltip elsewhere; it never loads a resource.
QString toPlain(const QString& toolTip);

} // namespace PlainToolTip
