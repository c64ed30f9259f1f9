// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "AwsPriceRows.h"

#include "PriceUnits.h"

namespace catalog::prices::aws {
namespace {

const QString kIncludes = QStringLiteral("full instance (vCPU, RAM, local storage, network), AWS list price");

// The product filters: what makes a row the plain Linux price of a GPU instance. Returns true when the
// row is one (shape set), else counts the skip.

} // namespace

bool keepProduct(const AwsRow& r, const InstanceMap& map, PriceList& list, const InstanceShape** shape)
{
    if (!r.productFamily.startsWith(QLatin1String("Compute Instance"))) {
        list.skip(QStringLiteral("(other products)"), QStringLiteral("not a compute instance"), r.record);
        return false;
    }
    *shape = map.find(QStringLiteral("aws"), r.instanceType);
    if (!*shape) {
        if (r.gpu.toInt() > 0)
            list.skip(r.instanceType, QStringLiteral("unmapped instance type (not in the instance map)"), r.record);
        else
            list.skip(QStringLiteral("(instances without GPUs)"), QStringLiteral("not a GPU instance"), r.record);
        return false;
    }
    const bool plainLinux = r.os == QLatin1String("Linux") && r.tenancy == QLatin1String("Shared") &&
                            (r.preInstalled.isEmpty() || r.preInstalled == QLatin1String("NA")) &&
                            (r.licenseModel.isEmpty() || r.licenseModel == QLatin1String("No License required")) &&
                            (r.capacityStatus.isEmpty() || r.capacityStatus == QLatin1String("Used")) &&
                            (r.operation.isEmpty() || r.operation == QLatin1String("RunInstances")) &&
                            (r.marketOption.isEmpty() || r.marketOption == QLatin1String("OnDemand"));
    if (!plainLinux) {
        list.skip(r.instanceType,
                  QStringLiteral("not the plain Linux price (operating system, tenancy, pre-installed software, "
                                 "licence, capacity status or market option differ)"),
                  r.record);
        return false;
    }
    return true;
}

// A row whose product passed keepProduct: the term and the price. False and *error on a bad kept row.
bool takeRow(const AwsRow& r, const InstanceShape& shape, PriceList& list, QString* error)
{
    const auto fail = [&](const QString& field, const QString& why) {
        if (error)
            *error = QStringLiteral("%1: %2 %3").arg(r.record, field, why);
        return false;
    };
    QString tier;
    if (r.termType == QLatin1String("OnDemand")) {
        tier = QStringLiteral("on_demand");
    } else if (r.termType == QLatin1String("Reserved")) {
        if (r.offeringClass != QLatin1String("standard") || r.purchaseOption != QLatin1String("No Upfront")) {
            list.skip(r.instanceType,
                      QStringLiteral("reserved term other than standard No Upfront (the catalog keeps the hourly "
                                     "rate with nothing paid up front)"),
                      r.record);
            return true;
        }
        if (r.leaseLength == QLatin1String("1yr"))
            tier = QStringLiteral("reserved_1y");
        else if (r.leaseLength == QLatin1String("3yr"))
            tier = QStringLiteral("reserved_3y");
        else
            return fail(QStringLiteral("LeaseContractLength"),
                        QStringLiteral("must be 1yr or 3yr, got \"%1\"").arg(r.leaseLength.left(40)));
    } else {
        list.skip(r.instanceType, QStringLiteral("term type %1 has no catalog tier").arg(r.termType.left(40)),
                  r.record);
        return true;
    }
    if (r.unit == QLatin1String("Quantity")) { // an up-front fee row; No Upfront has none to add
        list.skip(r.instanceType, QStringLiteral("up-front fee row"), r.record);
        return true;
    }
    const auto unit = convertUnit(r.unit);
    if (!unit)
        return fail(
            QStringLiteral("Unit"),
            QStringLiteral("\"%1\" is not a unit GPU Planner converts (%2)").arg(r.unit.left(40), acceptedUnits()));
    const auto price = decimalValue(r.price);
    if (!price)
        return fail(QStringLiteral("PricePerUnit"), QStringLiteral("\"%1\" is not a number").arg(r.price.left(40)));
    if (r.regionCode.isEmpty())
        return fail(QStringLiteral("Region Code"), QStringLiteral("is empty"));
    if (!r.gpu.isEmpty() && r.gpu.toInt() != shape.gpus) {
        list.skip(r.instanceType,
                  QStringLiteral("the list says %1 GPUs, the instance map %2: not guessed").arg(r.gpu).arg(shape.gpus),
                  r.record);
        return true;
    }
    ProposedOffer o;
    o.provider = QStringLiteral("aws");
    o.instanceType = r.instanceType;
    o.gpuKey = shape.gpuKey;
    o.gpuCount = shape.gpus;
    o.tier = tier;
    o.region = r.regionCode;
    o.currency = r.currency;
    o.unit = unit->catalogUnit;
    o.price = *price * unit->multiplier;
    o.includes = kIncludes;
    o.record = r.record;
    if (const QString why = checkOffer(o); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    list.offers.append(o);
    if (list.offers.size() > kMaxProposedOffers) {
        if (error)
            *error = QStringLiteral("%1: more than %2 offers; import one region's file at a time")
                         .arg(r.record)
                         .arg(kMaxProposedOffers);
        return false;
    }
    return true;
}

void setSource(PriceList& into, const QString& offerCode, const QString& origin)
{
    if (into.source.isEmpty())
        into.source = QStringLiteral("AWS Price List bulk offer file %1 (%2)")
                          .arg(offerCode.isEmpty() ? QStringLiteral("AmazonEC2") : offerCode, origin);
}

} // namespace catalog::prices::aws
