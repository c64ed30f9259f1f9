// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogCsv.h"

#include "common/CsvWriter.h"

namespace catalog {

QString csvField(const QString& text) { return CsvWriter::text(text); }

static QString cell(const ColumnDef& column, const QVariant& v)
{
    if (!v.isValid() || v.isNull())
        return {};
    switch (column.type) {
    case ColumnType::Integer:
        return QString::number(v.toLongLong());
    case ColumnType::Real:
        return CsvWriter::number(v.toDouble());
    default:
        return CsvWriter::text(v.toString()); // names, URLs and notes: "=HYPERLINK(...)" is written as text
    }
}

QByteArray writeCsv(const TableDef& table, const QVector<QVariantMap>& rows)
{
    QStringList lines;
    QStringList header;
    for (const ColumnDef& c : table.columns)
        header << CsvWriter::text(c.name);
    lines << CsvWriter::line(header);
    for (const QVariantMap& row : rows) {
        QStringList fields;
        for (const ColumnDef& c : table.columns)
            fields << cell(c, row.value(c.name));
        lines << CsvWriter::line(fields);
    }
    return CsvWriter::document(lines).toUtf8();
}

} // namespace catalog
