// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A catalog table as CSV for spreadsheets, through the one CSV writer (common/CsvWriter.h: RFC 4180 and the
// formula guard). NULL is an empty field.
#include "CatalogSchema.h"

#include <QByteArray>
#include <QVariantMap>
#include <QVector>

namespace catalog {

QString csvField(const QString& text); // CsvWriter::text

QByteArray writeCsv(const TableDef& table, const QVector<QVariantMap>& rows);

} // namespace catalog
