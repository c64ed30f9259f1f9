// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Shared by the catalog tests: fixture paths and small catalog files built from fixture JSON.
#include "catalog/CatalogBuilder.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogStore.h"

#include <QDir>
#include <QMap>
#include <QString>
#include <QTest>

namespace CatalogTestUtil {

inline QString fixture(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/catalog/") + name; }

// Builds `json` (file or folder) into dir/name and returns its path; fails the test when refused.
inline QString buildDb(const QDir& dir, const QString& json, const QString& name)
{
    const QString out = dir.filePath(name);
    const catalog::BuildResult r = catalog::buildCatalog(json, out);
    if (!r.ok)
        qWarning("build of %s failed: %s", qPrintable(json), qPrintable(r.error));
    return r.ok ? out : QString();
}

inline QMap<QString, int> rowCounts(const CatalogStore& store)
{
    QMap<QString, int> counts;
    for (const catalog::TableDef& t : catalog::catalogTables())
        counts.insert(t.name, store.rows(t.name).size());
    return counts;
}

inline QVariantMap row(const CatalogStore& store, const QString& table, const QString& key)
{
    const catalog::TableDef* def = catalog::catalogTable(table);
    for (const QVariantMap& r : store.rows(table))
        if (r.value(def->keyColumn).toString() == key)
            return r;
    return {};
}

} // namespace CatalogTestUtil
