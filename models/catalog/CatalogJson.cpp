// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogJson.h"

#include "common/BoundedFile.h"
#include "json/BoundedJson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <nlohmann/json.hpp>

#include <cmath>

namespace catalog {
namespace {

using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

const char* kFormat = "gpu-planner-catalog";
constexpr int kFormatVersion = 1;

QString q(const std::string& s) { return QString::fromStdString(s); }

// A value inside a message: a few dozen characters at most, never the whole value (gp::jsonio::brief).
QString shownJson(const json& v) { return q(gp::jsonio::brief(v)); }
QString shownKey(const std::string& k) { return q(gp::jsonio::quote(k)); }

QString recordName(const QString& table, int index, const json& record, const QString& keyColumn)
{
    QString name = QStringLiteral("%1[%2]").arg(table).arg(index);
    if (record.is_object()) {
        auto it = record.find(keyColumn.toStdString());
        if (it != record.end() && it->is_string())
            name += QStringLiteral(" (%1 %2)").arg(keyColumn, shownKey(it->get<std::string>()));
    }
    return name;
}

// JSON value -> QVariant for `column`, refusing the wrong JSON type before the range checks run.
QString convert(const ColumnDef& column, const json& v, QVariant& out)
{
    if (v.is_null()) {
        out = QVariant();
        return {};
    }
    const bool numeric = column.type == ColumnType::Integer || column.type == ColumnType::Real;
    if (numeric) {
        if (!v.is_number())
            return QStringLiteral("%1 must be a number, got %2").arg(column.name, shownJson(v));
        if (v.is_number_integer() && !v.is_number_unsigned())
            out = QVariant(static_cast<qlonglong>(v.get<std::int64_t>()));
        else if (v.is_number_unsigned() && v.get<std::uint64_t>() <= static_cast<std::uint64_t>(INT64_MAX))
            out = QVariant(static_cast<qlonglong>(v.get<std::uint64_t>()));
        else
            out = QVariant(v.get<double>());
        if (column.type == ColumnType::Real)
            out = QVariant(out.toDouble());
        return {};
    }
    if (!v.is_string())
        return QStringLiteral("%1 must be text, got %2").arg(column.name, shownJson(v));
    out = QVariant(q(v.get<std::string>()));
    return {};
}

bool parseTable(const TableDef& table, const json& rows, const QString& origin, CatalogRecords& into, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(origin, message);
        return false;
    };
    if (!rows.is_array())
        return fail(QStringLiteral("\"%1\" must be an array of records").arg(table.name));
    int index = 0;
    for (const json& record : rows) {
        const QString where = recordName(table.name, index, record, table.keyColumn);
        if (!record.is_object())
            return fail(QStringLiteral("%1 must be an object").arg(where));
        for (auto it = record.begin(); it != record.end(); ++it)
            if (!table.column(q(it.key())))
                return fail(QStringLiteral("%1: unknown field %2").arg(where, shownKey(it.key())));
        QVariantMap row;
        for (const ColumnDef& column : table.columns) {
            auto it = record.find(column.name.toStdString());
            QVariant value;
            if (it != record.end()) {
                const QString typeProblem = convert(column, *it, value);
                if (!typeProblem.isEmpty())
                    return fail(QStringLiteral("%1: %2").arg(where, typeProblem));
            }
            const QString problem = validateValue(column, value);
            if (!problem.isEmpty())
                return fail(QStringLiteral("%1: %2").arg(where, problem));
            // Text is stored as written; empty optional text is NULL (unknown), as the format says.
            if (value.typeId() == QMetaType::QString && value.toString().trimmed().isEmpty())
                value = QVariant();
            row.insert(column.name, value);
        }
        const QString recordProblem = validateRecord(table, row);
        if (!recordProblem.isEmpty())
            return fail(QStringLiteral("%1: %2").arg(where, recordProblem));
        into.tables[table.name].append(row);
        ++index;
    }
    return true;
}

ordered_json toJson(const ColumnDef& column, const QVariant& v)
{
    if (!v.isValid() || v.isNull())
        return nullptr;
    switch (column.type) {
    case ColumnType::Integer:
        return v.toLongLong();
    case ColumnType::Real:
        return v.toDouble();
    default:
        return v.toString().toStdString();
    }
}

} // namespace

int CatalogRecords::rowCount() const
{
    int n = 0;
    for (const auto& rows : tables)
        n += rows.size();
    return n;
}

namespace {
bool parseDocument(const QByteArray& bytes, const QString& origin, CatalogRecords& into, QString* error);
}

bool parseCatalogDocument(const QByteArray& bytes, const QString& origin, CatalogRecords& into, QString* error)
{
    // Every access is type-checked first; this backstop turns any nlohmann exception into a message.
    try {
        return parseDocument(bytes, origin, into, error);
    } catch (const std::exception& e) {
        if (error)
            *error = QStringLiteral("%1: could not be read (%2)").arg(origin, q(gp::jsonio::quote(e.what(), 120)));
        return false;
    }
}

namespace {
bool parseDocument(const QByteArray& bytes, const QString& origin, CatalogRecords& into, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(origin, message);
        return false;
    };
    // Size, depth, duplicate keys and every nlohmann exception: gp::jsonio (docs/input-limits.md).
    gp::jsonio::Parsed parsed = gp::jsonio::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok())
        return fail(QStringLiteral("not valid JSON (%1)").arg(q(parsed.error)));
    const json& doc = *parsed.value;
    if (!doc.is_object())
        return fail(QStringLiteral("the document must be a JSON object"));
    if (auto it = doc.find("format"); it != doc.end() && !(it->is_string() && it->get<std::string>() == kFormat))
        return fail(QStringLiteral("format must be \"%1\", got %2").arg(QLatin1String(kFormat), shownJson(*it)));
    // Compared as read (64-bit), never narrowed: 4294967297 used to read as 1.
    if (auto it = doc.find("format_version");
        it != doc.end() &&
        !(it->is_number_integer() && it->get<std::int64_t>() >= 1 && it->get<std::int64_t>() <= kFormatVersion))
        return fail(QStringLiteral("format_version must be %1, got %2").arg(kFormatVersion).arg(shownJson(*it)));
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        const QString name = q(it.key());
        if (name == QLatin1String("format") || name == QLatin1String("format_version"))
            continue;
        if (!catalogTable(name))
            return fail(QStringLiteral("unknown table %1").arg(shownKey(it.key())));
    }
    // The row limit before any row is read, so a million-row file costs nothing but this count.
    std::size_t rows = static_cast<std::size_t>(into.rowCount());
    for (const TableDef& table : catalogTables())
        if (auto it = doc.find(table.name.toStdString()); it != doc.end() && it->is_array())
            rows += it->size();
    if (rows > kMaxCatalogRows)
        return fail(QStringLiteral("%1 rows; a catalog holds at most %2").arg(rows).arg(kMaxCatalogRows));
    // Schema order, so foreign keys are read after the tables they point to.
    for (const TableDef& table : catalogTables()) {
        auto it = doc.find(table.name.toStdString());
        if (it != doc.end() && !parseTable(table, *it, origin, into, error))
            return false;
    }
    return true;
}
} // namespace

bool readCatalogJson(const QString& path, CatalogRecords& into, QString* error)
{
    const QFileInfo info(path);
    QStringList files;
    if (info.isDir()) {
        const QDir dir(path);
        for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            files << dir.filePath(name);
        if (files.isEmpty()) {
            if (error)
                *error = QStringLiteral("%1: the folder holds no .json files").arg(path);
            return false;
        }
        // The folder's total before any file is read (docs/input-limits.md).
        qint64 total = 0;
        for (const QString& file : files)
            total += QFileInfo(file).size();
        if (total > kMaxCatalogFolderBytes) {
            if (error)
                *error = QStringLiteral("%1: its .json files hold %2 MB together; a catalog folder import reads at "
                                        "most %3 MB")
                             .arg(path)
                             .arg(double(total) / 1e6, 0, 'f', 1)
                             .arg(kMaxCatalogFolderBytes / 1000000);
            return false;
        }
    } else {
        files << path;
    }
    for (const QString& file : files) {
        QByteArray bytes;
        QString why;
        switch (BoundedFile::read(file, bytes, &why)) {
        case BoundedFile::Status::CannotOpen:
            if (error)
                *error = QStringLiteral("%1: cannot be read (%2)").arg(file, why);
            return false;
        case BoundedFile::Status::TooLarge:
            if (error)
                *error = why;
            return false;
        case BoundedFile::Status::Ok:
            break;
        }
        if (!parseCatalogDocument(bytes, QFileInfo(file).fileName(), into, error))
            return false;
    }
    return true;
}

bool checkCatalogRecords(const CatalogRecords& records,
                         const std::function<bool(const TableDef& table, const QString& key)>& existing, QString* error)
{
    QMap<QString, QSet<QString>> keys;
    for (const TableDef& table : catalogTables()) {
        const auto rows = records.tables.value(table.name);
        QMap<QString, int> seen;
        for (int i = 0; i < rows.size(); ++i) {
            const QString key = rows[i].value(table.keyColumn).toString();
            if (seen.contains(key)) {
                if (error)
                    *error = QStringLiteral("%1[%2] (%3 \"%4\"): %3 \"%4\" is used twice (also by record %5)")
                                 .arg(table.name)
                                 .arg(i)
                                 .arg(table.keyColumn, key)
                                 .arg(seen.value(key));
                return false;
            }
            seen.insert(key, i);
            keys[table.name].insert(key);
        }
    }
    for (const TableDef& table : catalogTables()) {
        const auto rows = records.tables.value(table.name);
        for (int i = 0; i < rows.size(); ++i) {
            for (const ColumnDef& column : table.columns) {
                if (column.foreignTable.isEmpty())
                    continue;
                const QVariant v = rows[i].value(column.name);
                if (!v.isValid())
                    continue;
                const QString target = v.toString();
                const TableDef* foreign = catalogTable(column.foreignTable);
                if (keys.value(column.foreignTable).contains(target) ||
                    (foreign && existing && existing(*foreign, target)))
                    continue;
                if (error)
                    *error = QStringLiteral("%1[%2] (%3 \"%4\"): %5 \"%6\" is not in %7")
                                 .arg(table.name)
                                 .arg(i)
                                 .arg(table.keyColumn, rows[i].value(table.keyColumn).toString(), column.name, target,
                                      column.foreignTable);
                return false;
            }
        }
    }
    return true;
}

QByteArray writeCatalogJson(const QMap<QString, QVector<QVariantMap>>& tables)
{
    ordered_json doc;
    doc["format"] = kFormat;
    doc["format_version"] = kFormatVersion;
    for (const TableDef& table : catalogTables()) {
        if (!tables.contains(table.name))
            continue;
        ordered_json rows = ordered_json::array();
        for (const QVariantMap& row : tables.value(table.name)) {
            ordered_json record;
            for (const ColumnDef& column : table.columns)
                record[column.name.toStdString()] = toJson(column, row.value(column.name));
            rows.push_back(std::move(record));
        }
        doc[table.name.toStdString()] = std::move(rows);
    }
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

} // namespace catalog
