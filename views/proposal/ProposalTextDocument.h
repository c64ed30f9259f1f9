// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Lays a ProposalContent out as a paged QTextDocument: the cover, then each section from a new page,
// tables whose header row repeats on every page they run over, and charts as text objects that paint
// the chart (views/charts) as vector graphics when the page is drawn.
//
// Safety: the document is built with QTextCursor calls only. Every piece of text, user text included,
// goes in through insertText(), which never parses markup, so a scenario named <img src=...> is shown as
// those characters and nothing is loaded. The only resource is the user's logo, added by the builder.
#include "ProposalContent.h"

#include <QSizeF>

class QTextDocument;

namespace ProposalTextDocument {

// Property of a chart object's QTextFormat: its index in ProposalContent's chart list.
constexpr int kChartObjectType = 0x1000 + 0x47; // QTextFormat::UserObject + 'G'

// Fills `document` (cleared first) for pages whose text area is `pageSize` (device pixels of the screen's
// logical resolution, the resolution the painter uses) and registers the chart painter on its layout.
// The document takes no parent-less objects of its own: the chart handler is a child of `document`.
void fill(QTextDocument* document, const ProposalContent& content, const QSizeF& pageSize);

} // namespace ProposalTextDocument
