// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Copies a whole catalog between the backends (issue 34): push a SQLite catalog into an empty team database,
// pull a team catalog into a SQLite file. Each is all-or-nothing: a push is one server transaction (schema and
// rows), a pull writes a new file beside the target and renames it into place.
#include <QMap>
#include <QString>

namespace catalog {

struct TransferResult {
    bool ok = false;
    QString error;           // why not, naming the table (and rows) when a row was refused
    QMap<QString, int> rows; // table -> rows copied
};

// `fromFile` empty: the shipped catalog. `toUrl` is a postgresql:// address whose database holds no tables of a
// catalog yet; anything there already is left untouched and the push refused.
TransferResult pushCatalog(const QString& fromFile, const QString& toUrl);
// Writes the team catalog at `fromUrl` to `toFile` (created or replaced whole).
TransferResult pullCatalog(const QString& fromUrl, const QString& toFile);

} // namespace catalog
