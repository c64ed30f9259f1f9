// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One call from a workspace document to a proposal file, shared by File > Export proposal and
// `gpu-planner export`: the chosen scenarios in the chosen currency (ProposalWorkspace), the content
// (ProposalContentBuilder), then the writer the file name asks for (.pdf, .html/.htm, .md).
#include "ProposalOptions.h"
#include "document/WorkspaceData.h"
#include "planning/CatalogSnapshot.h"

#include <QString>
#include <optional>

namespace ProposalExport {

enum class Format { Pdf, Html, Markdown };
// From the file name's suffix; empty when it names none of them.
std::optional<Format> formatFor(const QString& path);

struct Result {
    bool ok = false;
    int pages = 0;         // PDF only
    QString error;         // names the file, the option or the scenario
    bool badInput = false; // the options asked for what is not there (exit 2), not a file that failed (exit 1)
};

Result write(const WorkspaceData& data, const gp::CatalogSnapshot& catalog, const ProposalOptions& options,
             const QString& path);

} // namespace ProposalExport
