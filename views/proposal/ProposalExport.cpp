// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalExport.h"

#include "ProposalContentBuilder.h"
#include "ProposalHtmlWriter.h"
#include "ProposalMarkdownWriter.h"
#include "ProposalPrinter.h"
#include "ProposalWorkspace.h"
#include "document/Workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace ProposalExport {
namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalExport", text); }

bool writeText(const QString& text, const QString& path, QString* error)
{
    QSaveFile file(path); // atomic: a failed export leaves an earlier file whole
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}
} // namespace

std::optional<Format> formatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return Format::Html;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return Format::Markdown;
    return std::nullopt;
}

Result write(const WorkspaceData& data, const gp::CatalogSnapshot& catalog, const ProposalOptions& options,
             const QString& path)
{
    Result result;
    const auto format = formatFor(path);
    if (!format) {
        result.error = tr("output %1: name a .pdf, .html or .md file").arg(QDir::toNativeSeparators(path));
        result.badInput = true;
        return result;
    }
    const std::unique_ptr<Workspace> workspace = ProposalWorkspace::make(data, catalog, options, &result.error);
    if (!workspace) {
        result.badInput = true;
        return result;
    }
    const ProposalContent content = ProposalContentBuilder(*workspace, options).build();
    switch (*format) {
    case Format::Pdf:
        result.pages = ProposalPrinter::writePdf(content, options.paper, path, &result.error);
        result.ok = result.pages > 0;
        break;
    case Format::Html:
        result.ok = writeText(ProposalHtmlWriter::toHtml(content), path, &result.error);
        break;
    case Format::Markdown:
        result.ok = writeText(ProposalMarkdownWriter::toMarkdown(content), path, &result.error);
        break;
    }
    return result;
}

} // namespace ProposalExport
