// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Catalog rows (as CatalogStore::rows gives them) -> the engine's plain CatalogSnapshot.
// snapshotFromDatabase reads the same straight from SQLite (issue 33: a 100,000-offer catalog cost every command
// 1.9 s and 275 MB as one column-name -> value map per row, about 2.3 KB each, before the snapshot was made).
#include "planning/CatalogSnapshot.h"

#include <QMap>
#include <QString>
#include <QVariantMap>
#include <QVector>

class QSqlDatabase;

namespace catalog {

gp::CatalogSnapshot snapshotFromRows(const QMap<QString, QVector<QVariantMap>>& tables);
// The same snapshot, a row at a time from the open catalog `db` (rows by key, as CatalogStore::rows orders them).
// A table that cannot be read is left empty and *error names it with the database's reason (the first such table);
// *error is cleared when every table was read.
gp::CatalogSnapshot snapshotFromDatabase(QSqlDatabase& db, QString* error = nullptr);

} // namespace catalog
