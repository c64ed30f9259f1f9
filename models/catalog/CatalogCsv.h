// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// CSV for spreadsheets: RFC 4180 (comma separated, CRLF line ends, a field holding a comma, quote, CR
// or LF is quoted and its quotes doubled). NULL is an empty field.
#include "CatalogSchema.h"

#include <QByteArray>
#include <QVariantMap>
#include <QVector>

namespace catalog {

QString csvField(const QString& text);
QByteArray writeCsv(const TableDef& table, const QVector<QVariantMap>& rows);

} // namespace catalog
