// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogCsv.h"

#include <QLocale>

namespace catalog {

QString csvField(const QString& text)
{
    const bool quote = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
                       text.contains(QLatin1Char('\r')) || text.contains(QLatin1Char('\n'));
    if (!quote)
        return text;
    QString doubled = text;
    doubled.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + doubled + QLatin1Char('"');
}

static QString cell(const ColumnDef& column, const QVariant& v)
{
    if (!v.isValid() || v.isNull())
        return {};
    switch (column.type) {
    case ColumnType::Integer:
        return QString::number(v.toLongLong());
    case ColumnType::Real:
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    default:
        return csvField(v.toString());
    }
}

QByteArray writeCsv(const TableDef& table, const QVector<QVariantMap>& rows)
{
    QStringList lines;
    QStringList header;
    for (const ColumnDef& c : table.columns)
        header << csvField(c.name);
    lines << header.join(QLatin1Char(','));
    for (const QVariantMap& row : rows) {
        QStringList fields;
        for (const ColumnDef& c : table.columns)
            fields << cell(c, row.value(c.name));
        lines << fields.join(QLatin1Char(','));
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace catalog
