// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal as one self-contained HTML page, for pasting into other documents: the same blocks as the
// PDF, styled inline, charts as SVG data images drawn by the same chart code. Every text is escaped; the
// page references no file or URL (the logo and the charts are data: images).
#include "ProposalContent.h"

#include <QString>

namespace ProposalHtmlWriter {
QString toHtml(const ProposalContent& content);
}
