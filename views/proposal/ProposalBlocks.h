// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Shorthands for the proposal's blocks, shared by the content builder and its section files
// (ProposalTcoSection, ...), so each section reads as the document it writes.
#include "ProposalContent.h"

namespace ProposalBlocks {
inline ProposalBlock heading(const QString& text) { return {ProposalBlock::Kind::Heading, text, {}, {}, {}}; }
inline ProposalBlock subheading(const QString& text) { return {ProposalBlock::Kind::Subheading, text, {}, {}, {}}; }
inline ProposalBlock paragraph(const QString& text) { return {ProposalBlock::Kind::Paragraph, text, {}, {}, {}}; }
inline ProposalBlock callout(const QString& text) { return {ProposalBlock::Kind::Callout, text, {}, {}, {}}; }
inline ProposalBlock bullets(const QStringList& items) { return {ProposalBlock::Kind::Bullets, {}, items, {}, {}}; }
inline ProposalBlock table(const ProposalTable& t) { return {ProposalBlock::Kind::Table, {}, {}, t, {}}; }
inline ProposalBlock chart(const ChartSpec& spec, const QString& caption)
{
    return {ProposalBlock::Kind::Chart, caption, {}, {}, spec};
}
} // namespace ProposalBlocks
