// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// AWS Price List bulk offer files for Amazon EC2, CSV and JSON, one region or all
// (https://docs.aws.amazon.com/awsaccountbilling/latest/aboutv2/reading-service-price-list-file-for-services.html).
// Both are read as a stream (a record at a time; the JSON through nlohmann's SAX parser), so a file of
// hundreds of MB is never held whole. Kept: GPU instances in the instance map, Linux, shared tenancy,
// no pre-installed software, used capacity; terms OnDemand (on_demand) and Reserved standard No Upfront
// 1yr/3yr (reserved_1y/reserved_3y), whose hourly rate is the whole price. Everything else is counted
// as skipped, with the reason. docs/price-import.md has the details.
#include "InstanceMap.h"
#include "PriceList.h"

#include <QIODevice>
#include <QString>

#include <istream>

namespace catalog::prices {

// `origin` (the file name) starts every record name. False and *error (naming the line or record and
// the field) on a malformed or truncated file, or on a kept row whose price, unit or currency is bad.
bool readAwsCsv(QIODevice& in, const QString& origin, const InstanceMap& map, PriceList& into, QString* error);
bool readAwsJson(std::istream& in, const QString& origin, const InstanceMap& map, PriceList& into, QString* error);

} // namespace catalog::prices
