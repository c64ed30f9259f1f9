// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalExport.h"

#include "ProposalContentBuilder.h"
#include "ProposalHtmlWriter.h"
#include "ProposalLogo.h"
#include "ProposalMarkdownWriter.h"
#include "ProposalPrinter.h"
#include "ProposalWorkspace.h"
#include "common/AtomicFile.h"
#include "document/Workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace ProposalExport {
namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalExport", text); }

bool writeText(const QString& text, const QString& path, QString* error)
{
    // The one atomic save path (models/common/AtomicFile): a failed export leaves an earlier file whole,
    // and a FIFO or device named as the output is refused, not replaced.
    QString reason;
    if (!AtomicFile::write(path, text.toUtf8(), &reason)) {
        *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason);
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
    if (!options.logoPath.isEmpty()) {
        // A logo that is not an image, or an SVG that references local files, is refused with the reason
        // (ProposalLogo), not silently left out or drawn with the referenced file.
        if (QString why; ProposalLogo::load(options.logoPath, &why).isNull()) {
            result.error = tr("Logo: %1").arg(why);
            result.badInput = true;
            return result;
        }
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
