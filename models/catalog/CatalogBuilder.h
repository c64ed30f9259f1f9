// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Builds a fresh catalog file from catalog JSON (a document or a folder of partial documents): the
// shipped catalog.sqlite is made this way from resources/catalog/. Deterministic: the same input gives
// the same rows (each table inserted in key order, no timestamps).
#include <QString>

namespace catalog {

struct BuildResult {
    bool ok = false;
    QString error; // names the file, record and field when the input is refused
    int rows = 0;
};

BuildResult buildCatalog(const QString& sourcePath, const QString& outputPath);

} // namespace catalog
