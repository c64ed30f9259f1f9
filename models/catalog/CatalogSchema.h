// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One description of every catalog table and column (name, label, unit, type, range, choices), used to
// create the SQLite schema, validate imports and edits, and label the browser's headers and delegates.
// OWNER: catalog work (issue 2). See docs/catalog-format.md for the fields.
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVector>

#include <optional>

namespace catalog {

enum class ColumnType { Text, Integer, Real, Date, Url };

struct ColumnDef {
    QString name;  // SQL and JSON name, e.g. "memory_gb"
    QString label; // header text without unit, e.g. "Memory"
    QString unit;  // "GB", "TB/s", "TFLOPS", "W", "" ...
    ColumnType type = ColumnType::Text;
    bool required = false;         // NULL refused
    std::optional<double> minimum; // numeric lower bound
    bool minimumExclusive = false; // true: value must be > minimum
    std::optional<double> maximum;
    QStringList choices;     // allowed values for enumerations (empty = free text)
    QString foreignTable;    // value must be a key of that table (offers.provider_key -> providers)
    QString tooltip;         // what the column means, for headers and editors
    bool provenance = false; // source, source_url, as_of, notes
};

struct TableDef {
    QString name;               // "gpus"
    QString label;              // "GPUs"
    QString keyColumn;          // "key" (currencies: "code")
    QVector<ColumnDef> columns; // in display order, key first
    const ColumnDef* column(const QString& name) const;
    int columnIndex(const QString& name) const; // -1 when absent
};

const QVector<TableDef>& catalogTables();
const TableDef* catalogTable(const QString& name);

// Empty when `value` is acceptable for `column`; otherwise a message naming the field and the reason
// ("memory_gb must be greater than 0, got -4").
QString validateValue(const ColumnDef& column, const QVariant& value);

} // namespace catalog

namespace catalog {
// Checks that need several fields of one row (active_parameters <= parameters, low <= high, ...).
// Empty when the row is consistent; otherwise a message naming the field.
QString validateRecord(const TableDef& table, const QVariantMap& row);
} // namespace catalog
