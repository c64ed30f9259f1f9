// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The catalog JSON format (docs/catalog-format.md) read into checked rows, and rows written back out.
// Reading checks every field against CatalogSchema, so a bad document is refused with a message that
// names the file, the record (table + index + key) and the field.
#include "CatalogSchema.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QVariantMap>
#include <QVector>

#include <functional>

namespace catalog {

// The row limit (docs/input-limits.md), checked before any row is read, with a message that gives it.
constexpr std::size_t kMaxCatalogRows = 100000; // the shipped catalog has a few hundred
// A folder's .json files together (each one is also held to gp::jsonio::kMaxInputBytes): the shipped catalog's
// folder is about 0.4 MB, so 50 MB is over a hundred times that, and bounds the time an import can take.
constexpr qint64 kMaxCatalogFolderBytes = 50LL * 1000 * 1000;

struct CatalogRecords {
    QMap<QString, QVector<QVariantMap>> tables; // table name -> rows (column -> value, invalid = NULL)
    int rowCount() const;
};

// Parses one document; rows are appended to `into`. `origin` (file name) starts every message.
bool parseCatalogDocument(const QByteArray& bytes, const QString& origin, CatalogRecords& into, QString* error);
// A document file, or every *.json in a directory (by file name) as partial documents of one catalog.
bool readCatalogJson(const QString& path, CatalogRecords& into, QString* error);
// Duplicate keys across all records, and foreign keys that are neither in the records nor (per
// `existing`) already in the database.
bool checkCatalogRecords(const CatalogRecords& records,
                         const std::function<bool(const TableDef& table, const QString& key)>& existing,
                         QString* error);
// A full document: tables in CatalogSchema order, columns in schema order.
QByteArray writeCatalogJson(const QMap<QString, QVector<QVariantMap>>& tables);

} // namespace catalog
