// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "GenericCsvPriceReader.h"

#include "CsvRecordReader.h"
#include "PriceUnits.h"
#include "catalog/CatalogSchema.h"
#include "json/BoundedJson.h"

namespace catalog::prices {
namespace {

const QStringList& fieldNames()
{
    static const QStringList names = {QStringLiteral("provider"),  QStringLiteral("instance"), QStringLiteral("gpu"),
                                      QStringLiteral("gpu_count"), QStringLiteral("tier"),     QStringLiteral("region"),
                                      QStringLiteral("currency"),  QStringLiteral("unit"),     QStringLiteral("price"),
                                      QStringLiteral("basis")};
    return names;
}

bool addPair(const QString& field, const QString& value, CsvMapping& out, QString* error)
{
    const auto fail = [&](const QString& why) {
        if (error)
            *error = QStringLiteral("--map %1: %2").arg(field.left(40), why);
        return false;
    };
    if (!fieldNames().contains(field))
        return fail(QStringLiteral("not a field; the fields are %1").arg(fieldNames().join(QStringLiteral(", "))));
    if (out.columns.contains(field) || out.constants.contains(field))
        return fail(QStringLiteral("mapped twice"));
    if (value.isEmpty() || value == QLatin1String("@"))
        return fail(QStringLiteral("needs a column name, or @value"));
    if (value.startsWith(QLatin1Char('@')))
        out.constants.insert(field, value.mid(1));
    else
        out.columns.insert(field, value);
    return true;
}

} // namespace

bool parseCsvMapping(const QString& spec, CsvMapping& out, QString* error)
{
    out = {};
    const QString trimmed = spec.trimmed();
    if (trimmed.startsWith(QLatin1Char('{'))) {
        const QByteArray bytes = trimmed.toUtf8();
        const gp::jsonio::Parsed parsed = gp::jsonio::parse(std::string_view(bytes.constData(), bytes.size()));
        if (!parsed.ok()) {
            if (error)
                *error = QStringLiteral("--map: %1").arg(QString::fromStdString(parsed.error));
            return false;
        }
        if (!parsed.value->is_object()) {
            if (error)
                *error = QStringLiteral("--map: the mapping must be a JSON object of field: column");
            return false;
        }
        for (auto it = parsed.value->begin(); it != parsed.value->end(); ++it) {
            if (!it->is_string()) {
                if (error)
                    *error = QStringLiteral("--map %1: must be text").arg(QString::fromStdString(it.key()).left(40));
                return false;
            }
            if (!addPair(QString::fromStdString(it.key()), QString::fromStdString(it->get<std::string>()), out, error))
                return false;
        }
    } else {
        for (const QString& pair : trimmed.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                if (error)
                    *error = QStringLiteral("--map: \"%1\" is not field=Column").arg(pair.left(40));
                return false;
            }
            if (!addPair(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed(), out, error))
                return false;
        }
    }
    const auto has = [&](const char* f) {
        return out.columns.contains(QLatin1String(f)) || out.constants.contains(QLatin1String(f));
    };
    for (const char* f : {"provider", "price", "currency", "unit", "tier", "basis"})
        if (!has(f)) {
            if (error)
                *error = QStringLiteral("--map: %1 is required (a column, or @value for the whole file)%2")
                             .arg(QLatin1String(f),
                                  QLatin1String(f) == QLatin1String("basis")
                                      ? QStringLiteral(": @instance when a price is for the whole instance, @gpu when "
                                                       "it is per GPU; never assumed")
                                      : QString());
            return false;
        }
    if (!has("instance") && !(has("gpu") && has("gpu_count"))) {
        if (error)
            *error = QStringLiteral("--map: instance, or gpu and gpu_count, are required");
        return false;
    }
    return true;
}

bool readGenericCsv(QIODevice& in, const QString& origin, const CsvMapping& mapping, const InstanceMap& map,
                    PriceList& into, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(origin, message);
        return false;
    };
    CsvRecordReader csv(in);
    QStringList header;
    if (!csv.next(header))
        return fail(csv.error().isEmpty() ? QStringLiteral("the file is empty; the first line names the columns")
                                          : csv.error());
    QHash<QString, int> col;
    for (int i = 0; i < header.size(); ++i)
        col.insert(header[i].trimmed(), i);
    for (auto it = mapping.columns.cbegin(); it != mapping.columns.cend(); ++it)
        if (!col.contains(it.value()))
            return fail(QStringLiteral("line 1: --map %1=%2: the header has no such column")
                            .arg(it.key(), it.value().left(40)));
    for (auto it = mapping.constants.cbegin(); it != mapping.constants.cend(); ++it)
        if (const QString why = unsafeText(it.value()); !why.isEmpty())
            return fail(QStringLiteral("--map %1: the value %2").arg(it.key(), why));
    const QStringList tiers = catalogTable(QStringLiteral("offers"))->column(QStringLiteral("tier"))->choices;
    QStringList fields;
    while (csv.next(fields)) {
        if (fields.size() == 1 && fields[0].trimmed().isEmpty())
            continue;
        const QString record = QStringLiteral("%1 line %2").arg(origin).arg(csv.line());
        const auto bad = [&](const QString& field, const QString& why) {
            const QString column = mapping.columns.value(field);
            if (error)
                *error = column.isEmpty()
                             ? QStringLiteral("%1: %2 (@%3) %4")
                                   .arg(record, field, mapping.constants.value(field).left(40), why)
                             : QStringLiteral("%1, column \"%2\": %3 %4").arg(record, column.left(40), field, why);
            return false;
        };
        if (fields.size() != header.size())
            return fail(QStringLiteral("line %1: %2 fields, the header has %3")
                            .arg(csv.line())
                            .arg(fields.size())
                            .arg(header.size()));
        QHash<QString, QString> v = mapping.constants;
        for (auto it = mapping.columns.cbegin(); it != mapping.columns.cend(); ++it) {
            const QString cell = fields[col.value(it.value())].trimmed();
            // Every mapped cell, number or not: "=1+2" in a price column is refused as a formula too.
            if (const QString why = unsafeText(cell);
                !why.isEmpty() && !(it.key() == QLatin1String("price") && cell.startsWith('-')))
                return bad(it.key(), why);
            v.insert(it.key(), cell);
        }
        QString tier = v.value(QStringLiteral("tier")).toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
        if (tier == QLatin1String("ondemand"))
            tier = QStringLiteral("on_demand");
        if (tier.endsWith(QLatin1String("yr")))
            tier.chop(1);
        if (!tiers.contains(tier))
            return bad(QStringLiteral("tier"), QStringLiteral("must be one of %1, got \"%2\"")
                                                   .arg(tiers.join(QStringLiteral(", ")), v.value("tier").left(40)));
        const QString provider = v.value(QStringLiteral("provider"));
        const QString instance = v.value(QStringLiteral("instance"));
        QString gpuKey = v.value(QStringLiteral("gpu"));
        int gpuCount = 0;
        if (v.contains(QStringLiteral("gpu_count"))) {
            bool ok = false;
            gpuCount = v.value(QStringLiteral("gpu_count")).toInt(&ok);
            if (!ok || gpuCount < 1)
                return bad(QStringLiteral("gpu_count"), QStringLiteral("must be a whole number from 1, got \"%1\"")
                                                            .arg(v.value(QStringLiteral("gpu_count")).left(40)));
        }
        if (const InstanceShape* shape = instance.isEmpty() ? nullptr : map.find(provider, instance)) {
            if ((!gpuKey.isEmpty() && gpuKey != shape->gpuKey) || (gpuCount > 0 && gpuCount != shape->gpus)) {
                into.skip(instance,
                          QStringLiteral("the CSV says %1 x %2, the instance map %3 x %4: not guessed")
                              .arg(gpuCount)
                              .arg(gpuKey, QString::number(shape->gpus), shape->gpuKey),
                          record);
                continue;
            }
            gpuKey = shape->gpuKey;
            gpuCount = shape->gpus;
        } else if (gpuKey.isEmpty() || gpuCount < 1) {
            into.skip(instance.isEmpty() ? QStringLiteral("(no instance type)") : instance,
                      QStringLiteral("unmapped instance type (not in the instance map, and no gpu and gpu_count "
                                     "columns)"),
                      record);
            continue;
        }
        const auto unit = convertUnit(v.value(QStringLiteral("unit")));
        if (!unit)
            return bad(QStringLiteral("unit"), QStringLiteral("\"%1\" is not a unit GPU Planner converts (%2)")
                                                   .arg(v.value(QStringLiteral("unit")).left(40), acceptedUnits()));
        const auto price = decimalValue(v.value(QStringLiteral("price")));
        if (!price)
            return bad(QStringLiteral("price"),
                       QStringLiteral("\"%1\" is not a number (write 1234.5, without currency signs or thousands "
                                      "separators)")
                           .arg(v.value(QStringLiteral("price")).left(40)));
        const QString basis = v.value(QStringLiteral("basis")).toLower();
        if (basis != QLatin1String("instance") && basis != QLatin1String("gpu"))
            return bad(
                QStringLiteral("basis"),
                QStringLiteral("must be instance or gpu, got \"%1\"").arg(v.value(QStringLiteral("basis")).left(40)));
        ProposedOffer o;
        o.provider = provider;
        o.instanceType = instance;
        o.gpuKey = gpuKey;
        o.gpuCount = gpuCount;
        o.tier = tier;
        o.region = v.value(QStringLiteral("region"));
        o.currency = v.value(QStringLiteral("currency")).toUpper();
        o.unit = unit->catalogUnit;
        o.price = *price * unit->multiplier * (basis == QLatin1String("gpu") ? gpuCount : 1);
        o.includes = basis == QLatin1String("gpu")
                         ? QStringLiteral("%1 GPU(s) at the listed per-GPU price").arg(gpuCount)
                         : QStringLiteral("the whole instance, as listed");
        o.record = record;
        if (const QString why = checkOffer(o); !why.isEmpty()) {
            if (error)
                *error = why;
            return false;
        }
        into.offers.append(o);
        if (into.offers.size() > kMaxProposedOffers)
            return fail(QStringLiteral("more than %1 offers").arg(kMaxProposedOffers));
    }
    if (!csv.error().isEmpty())
        return fail(csv.error());
    into.format = QStringLiteral("csv");
    if (into.source.isEmpty())
        into.source = QStringLiteral("price list CSV %1").arg(origin);
    return true;
}

} // namespace catalog::prices
