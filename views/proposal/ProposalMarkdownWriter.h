// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal as Markdown (CommonMark with GitHub pipe tables): headings, paragraphs, lists and tables;
// each chart as its title and a table of the figures it draws, so the numbers survive the paste.
// User text is escaped for Markdown and for the HTML a Markdown renderer lets through.
#include "ProposalContent.h"

#include <QString>

namespace ProposalMarkdownWriter {
QString toMarkdown(const ProposalContent& content);
// Escapes Markdown punctuation and HTML's < > &, and folds line breaks, for one line of text or a table cell.
QString escape(const QString& text);
} // namespace ProposalMarkdownWriter
