// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The TCO analyses of a .gpuplan, read against a catalog: what `gpu-planner tco FILE.gpuplan` and the
// comparison view analyse. Each saved analysis is parsed by TcoJson (defaults, then the saved values).
#include "WorkspaceData.h"
#include "tco/TcoJson.h"

#include <QString>

#include <string>
#include <vector>

struct WorkspaceTcoRead {
    struct Entry {
        std::string id, name;
        gp::tco::InputsParse parse;
    };
    std::vector<Entry> analyses;
    QString error; // the file could not be read (exitCode says how)
    int exitCode = 0;
};

std::vector<WorkspaceTcoRead::Entry> parseWorkspaceTco(const WorkspaceData& data, const gp::CatalogSnapshot& catalog);
WorkspaceTcoRead readWorkspaceTco(const QString& path, const gp::CatalogSnapshot& catalog);
