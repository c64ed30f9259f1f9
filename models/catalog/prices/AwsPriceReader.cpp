// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The AWS EC2 offer file in CSV, read a record at a time (CsvRecordReader).
#include "AwsPriceReader.h"

#include "AwsPriceRows.h"
#include "CsvRecordReader.h"

#include <QHash>

namespace catalog::prices {

bool readAwsCsv(QIODevice& in, const QString& origin, const InstanceMap& map, PriceList& into, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(origin, message);
        return false;
    };
    CsvRecordReader csv(in);
    QStringList fields;
    QHash<QString, QString> meta;
    QStringList header;
    // The first rows are "name","value" metadata (FormatVersion, Disclaimer, Publication Date, Version,
    // OfferCode); then the header row, which starts with SKU.
    for (int i = 0; i < 20 && header.isEmpty(); ++i) {
        if (!csv.next(fields))
            return fail(csv.error().isEmpty() ? QStringLiteral("the file ends before the header row (SKU, ...)")
                                              : csv.error());
        if (fields.value(0) == QLatin1String("SKU"))
            header = fields;
        else if (fields.size() >= 2)
            meta.insert(fields[0], fields[1]);
    }
    if (header.isEmpty())
        return fail(QStringLiteral("no header row starting with SKU in the first 20 lines: not an AWS offer CSV"));
    if (meta.contains(QStringLiteral("OfferCode")) &&
        meta.value(QStringLiteral("OfferCode")) != QLatin1String("AmazonEC2"))
        return fail(QStringLiteral("OfferCode is \"%1\"; only the AmazonEC2 offer file is read")
                        .arg(meta.value(QStringLiteral("OfferCode")).left(40)));
    const QString date = listDate(meta.value(QStringLiteral("Publication Date")));
    if (date.isEmpty())
        return fail(QStringLiteral("line 3: Publication Date is missing or not a date"));
    QHash<QString, int> col;
    for (int i = 0; i < header.size(); ++i)
        col.insert(header[i], i);
    const QStringList required = {QStringLiteral("SKU"),
                                  QStringLiteral("TermType"),
                                  QStringLiteral("Unit"),
                                  QStringLiteral("PricePerUnit"),
                                  QStringLiteral("Currency"),
                                  QStringLiteral("Instance Type"),
                                  QStringLiteral("Region Code"),
                                  QStringLiteral("Product Family"),
                                  QStringLiteral("Operating System"),
                                  QStringLiteral("Tenancy"),
                                  QStringLiteral("LeaseContractLength"),
                                  QStringLiteral("PurchaseOption"),
                                  QStringLiteral("OfferingClass")};
    for (const QString& r : required)
        if (!col.contains(r))
            return fail(QStringLiteral("line %1: the header has no \"%2\" column").arg(csv.line()).arg(r));
    const auto get = [&](const char* name) {
        auto it = col.constFind(QString::fromLatin1(name));
        return it == col.constEnd() ? QString() : fields.value(*it);
    };
    while (csv.next(fields)) {
        if (fields.size() == 1 && fields[0].isEmpty())
            continue; // a blank line
        if (fields.size() != header.size())
            return fail(QStringLiteral("line %1: %2 fields, the header has %3 (a truncated or damaged file?)")
                            .arg(csv.line())
                            .arg(fields.size())
                            .arg(header.size()));
        aws::AwsRow r;
        r.record = QStringLiteral("%1 line %2").arg(origin).arg(csv.line());
        r.productFamily = get("Product Family");
        r.instanceType = get("Instance Type");
        r.regionCode = get("Region Code");
        r.gpu = get("GPU");
        r.os = get("Operating System");
        r.tenancy = get("Tenancy");
        r.preInstalled = get("Pre Installed S/W");
        r.licenseModel = get("License Model");
        r.capacityStatus = get("CapacityStatus");
        r.operation = get("operation");
        r.marketOption = get("MarketOption");
        r.termType = get("TermType");
        r.leaseLength = get("LeaseContractLength");
        r.purchaseOption = get("PurchaseOption");
        r.offeringClass = get("OfferingClass");
        r.unit = get("Unit");
        r.price = get("PricePerUnit");
        r.currency = get("Currency");
        const InstanceShape* shape = nullptr;
        if (!aws::keepProduct(r, map, into, &shape))
            continue;
        if (!aws::takeRow(r, *shape, into, error))
            return false;
    }
    if (!csv.error().isEmpty())
        return fail(csv.error());
    into.format = QStringLiteral("aws");
    if (into.asOf.isEmpty() || date > into.asOf)
        into.asOf = date;
    into.asOfFrom = QStringLiteral("the list's Publication Date");
    aws::setSource(into, meta.value(QStringLiteral("OfferCode")), origin);
    return true;
}

} // namespace catalog::prices
