// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A CSV of prices in any layout (a neocloud's price page copied into a sheet, a quote), with its columns
// mapped to the catalog's fields. The mapping is "field=Column" pairs, or "field=@value" for a value the
// whole file shares, given as "instance=Name,price=Price,provider=@lambda,..." or as a JSON object of the
// same pairs. Fields: provider, instance, gpu, gpu_count, tier, region, currency, unit, price, basis.
// Required: provider, price, currency, unit, tier, basis (instance: the price is for the whole instance;
// gpu: per GPU, multiplied by the GPU count here), and instance or gpu + gpu_count.
#include "InstanceMap.h"
#include "PriceList.h"

#include <QHash>
#include <QIODevice>
#include <QString>

namespace catalog::prices {

struct CsvMapping {
    QHash<QString, QString> columns;   // field -> CSV header
    QHash<QString, QString> constants; // field -> value for every row
};

// Parses "a=B,c=@d" or a JSON object {"a": "B", "c": "@d"}; false and *error naming the pair otherwise.
bool parseCsvMapping(const QString& spec, CsvMapping& out, QString* error);
bool readGenericCsv(QIODevice& in, const QString& origin, const CsvMapping& mapping, const InstanceMap& map,
                    PriceList& into, QString* error);

} // namespace catalog::prices
