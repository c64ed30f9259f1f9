// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What the AWS CSV and JSON readers share (AwsPriceReader.h): one priced row in the CSV's words, the
// product filters that make it the plain Linux price of a mapped GPU instance, and the term -> tier rules.
#include "InstanceMap.h"
#include "PriceList.h"

#include <QString>

namespace catalog::prices::aws {

struct AwsRow {
    QString record;
    QString productFamily, instanceType, regionCode, gpu;
    QString os, tenancy, preInstalled, licenseModel, capacityStatus, operation, marketOption;
    QString termType, leaseLength, purchaseOption, offeringClass;
    QString unit, price, currency;
};

// True when the row is the plain Linux price of a mapped GPU instance (*shape set); else counts the skip.
bool keepProduct(const AwsRow& r, const InstanceMap& map, PriceList& list, const InstanceShape** shape);
// A kept row's term and price: appended to list.offers, or counted as skipped (a term the catalog has no
// tier for). False and *error (naming the record and field) when the row is bad.
bool takeRow(const AwsRow& r, const InstanceShape& shape, PriceList& list, QString* error);
// "AWS Price List bulk offer file AmazonEC2 (file)", once per list.
void setSource(PriceList& into, const QString& offerCode, const QString& origin);

} // namespace catalog::prices::aws
