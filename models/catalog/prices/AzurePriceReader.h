// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Azure Retail Prices API pages
// (https://learn.microsoft.com/rest/api/cost-management/retail-prices/azure-retail-prices): each file one response,
// {"BillingCurrency", "Items": [...], "NextPageLink", "Count"}, the NextPageLink chain saved as several files. Kept:
// Virtual Machines items whose armSkuName is in the instance map, Linux, primary meter region; type Consumption
// (on_demand, or spot for "... Spot" SKUs) and Reservation 1 Year / 3 Years, whose retailPrice is the whole term's
// price and is divided by the term's hours.
#include "InstanceMap.h"
#include "PriceList.h"

#include <QByteArray>
#include <QString>
#include <QVector>

namespace catalog::prices {

struct PriceFile {
    QString origin; // the file name, for messages
    QByteArray bytes;
};

// Every page of one chain. Refused: a page that is not a response, a Count that is not the number of
// Items, a chain without its last page (every NextPageLink set: a download cut short) or with two.
bool readAzurePages(const QVector<PriceFile>& pages, const InstanceMap& map, PriceList& into, QString* error);

} // namespace catalog::prices
