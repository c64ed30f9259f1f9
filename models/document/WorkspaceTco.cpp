// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceTco.h"

#include "WorkspaceFile.h"

#include <QFile>

std::vector<WorkspaceTcoRead::Entry> parseWorkspaceTco(const WorkspaceData& data, const gp::CatalogSnapshot& catalog)
{
    std::vector<WorkspaceTcoRead::Entry> out;
    for (const WorkspaceTcoAnalysis& a : data.tcoAnalyses)
        out.push_back({a.id.toStdString(), a.name.toStdString(), gp::tco::TcoJson::fromJson(a.inputs, catalog)});
    return out;
}

WorkspaceTcoRead readWorkspaceTco(const QString& path, const gp::CatalogSnapshot& catalog)
{
    WorkspaceTcoRead r;
    WorkspaceData data;
    QString error;
    if (!WorkspaceFile::read(path, data, &error)) {
        r.error = error;
        r.exitCode = QFile::exists(path) ? 2 : 1; // invalid input (named place and reason), or unreadable
        return r;
    }
    r.analyses = parseWorkspaceTco(data, catalog);
    return r;
}
