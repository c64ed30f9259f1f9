// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "AzurePriceReader.h"
#include "JsonText.h"

#include "PriceUnits.h"
#include "json/BoundedJson.h"

#include <cmath>

namespace catalog::prices {
namespace {

using json = nlohmann::json;

// One item; false and *error when a kept item is bad.
bool readItem(const json& item, const QString& record, const InstanceMap& map, PriceList& list, QString* error)
{
    const auto fail = [&](const QString& field, const QString& why) {
        if (error)
            *error = QStringLiteral("%1: %2 %3").arg(record, field, why);
        return false;
    };
    if (!item.is_object())
        return fail(QStringLiteral("item"), QStringLiteral("must be an object"));
    const QString service = jsonText(item, "serviceName");
    if (service != QLatin1String("Virtual Machines")) {
        list.skip(QStringLiteral("(other services)"), QStringLiteral("not a virtual machine"), record);
        return true;
    }
    const QString sku = jsonText(item, "armSkuName");
    const InstanceShape* shape = map.find(QStringLiteral("azure"), sku);
    if (!shape) {
        // Azure's GPU sizes are the N families (NC, ND, NV, NG): name those, count the rest.
        if (sku.startsWith(QLatin1String("Standard_N")))
            list.skip(sku, QStringLiteral("unmapped instance type (not in the instance map)"), record);
        else
            list.skip(QStringLiteral("(sizes without GPUs)"), QStringLiteral("not a GPU size"), record);
        return true;
    }
    const QString skuName = jsonText(item, "skuName");
    const QString type = jsonText(item, "type");
    if (jsonText(item, "productName").contains(QLatin1String("Windows"))) {
        list.skip(sku, QStringLiteral("Windows (licence included): Linux prices only"), record);
        return true;
    }
    if (auto p = item.find("isPrimaryMeterRegion"); p != item.end() && p->is_boolean() && !p->get<bool>()) {
        list.skip(sku, QStringLiteral("not the primary meter region"), record);
        return true;
    }
    if (skuName.endsWith(QLatin1String("Low Priority"))) {
        list.skip(sku, QStringLiteral("low priority (retired by Azure in favour of spot)"), record);
        return true;
    }
    if (auto t = item.find("tierMinimumUnits"); t != item.end() && t->is_number() && t->get<double>() > 0) {
        list.skip(sku, QStringLiteral("a volume tier above the first"), record);
        return true;
    }
    if (auto sp = item.find("savingsPlan"); sp != item.end() && sp->is_array() && !sp->empty())
        list.skip(sku, QStringLiteral("savings plan rates: the catalog has no savings-plan tier"), record);
    QString tier;
    int termYears = 0;
    if (type == QLatin1String("Consumption")) {
        tier = skuName.endsWith(QLatin1String("Spot")) ? QStringLiteral("spot") : QStringLiteral("on_demand");
    } else if (type == QLatin1String("Reservation")) {
        const QString term = jsonText(item, "reservationTerm");
        if (term == QLatin1String("1 Year")) {
            tier = QStringLiteral("reserved_1y");
            termYears = 1;
        } else if (term == QLatin1String("3 Years")) {
            tier = QStringLiteral("reserved_3y");
            termYears = 3;
        } else if (term == QLatin1String("5 Years")) {
            list.skip(sku, QStringLiteral("5-year reservation: the catalog has no 5-year tier"), record);
            return true;
        } else {
            return fail(
                QStringLiteral("reservationTerm"),
                QStringLiteral("must be \"1 Year\", \"3 Years\" or \"5 Years\", got \"%1\"").arg(term.left(40)));
        }
    } else {
        list.skip(sku, QStringLiteral("price type %1 has no catalog tier").arg(type.left(40)), record);
        return true;
    }
    const QString unitText = jsonText(item, "unitOfMeasure");
    auto unit = convertUnit(unitText);
    // Reservation items are priced for the whole term; the API labels them "1 Hour" (Microsoft's own sample)
    // or, in some responses, with the term itself ("1 Year", "3 Years"). Either way the price is the term's.
    if (termYears > 0 && (unitText == QLatin1String("1 Year") || unitText == QLatin1String("3 Years")))
        unit = UnitConversion{QStringLiteral("hour"), 1.0};
    if (!unit || unit->catalogUnit != QLatin1String("hour"))
        return fail(QStringLiteral("unitOfMeasure"),
                    QStringLiteral("must be an hour (\"1 Hour\"), got \"%1\"").arg(unitText.left(40)));
    auto price = item.find("retailPrice");
    if (price == item.end() || !price->is_number())
        return fail(QStringLiteral("retailPrice"), QStringLiteral("must be a number"));
    const QString region = jsonText(item, "armRegionName");
    if (region.isEmpty())
        return fail(QStringLiteral("armRegionName"), QStringLiteral("is empty"));
    ProposedOffer o;
    o.provider = QStringLiteral("azure");
    o.instanceType = sku;
    o.gpuKey = shape->gpuKey;
    o.gpuCount = shape->gpus;
    o.tier = tier;
    o.region = region;
    o.currency = jsonText(item, "currencyCode");
    o.unit = unit->catalogUnit;
    const double listed = price->get<double>();
    // A reservation's retailPrice is the price of the whole term (the API says "1 Hour" all the same).
    o.price = termYears > 0 ? termTotalPerHour(listed, termYears) : listed * unit->multiplier;
    o.includes = termYears > 0
                     ? QStringLiteral("full instance, Azure retail reservation price for %1 year(s) as an hourly rate")
                           .arg(termYears)
                     : QStringLiteral("full instance (vCPU, RAM, local storage, network), Azure retail price");
    o.record = record;
    if (const QString why = checkOffer(o); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    list.offers.append(o);
    return true;
}

} // namespace

bool readAzurePages(const QVector<PriceFile>& pages, const InstanceMap& map, PriceList& into, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    QStringList lastPages;
    for (const PriceFile& page : pages) {
        const gp::jsonio::Parsed parsed =
            gp::jsonio::parse(std::string_view(page.bytes.constData(), page.bytes.size()));
        if (!parsed.ok())
            return fail(QStringLiteral("%1: %2").arg(page.origin, QString::fromStdString(parsed.error)));
        const json& doc = *parsed.value;
        try {
            if (!doc.is_object() || !doc.contains("Items") || !doc["Items"].is_array())
                return fail(
                    QStringLiteral("%1: Items: an Azure Retail Prices page has an \"Items\" array").arg(page.origin));
            const json& items = doc["Items"];
            auto count = doc.find("Count");
            if (count == doc.end() || !count->is_number_unsigned() || count->get<std::uint64_t>() != items.size())
                return fail(
                    QStringLiteral("%1: Count: must be the number of Items (%2)%3")
                        .arg(page.origin)
                        .arg(items.size())
                        .arg(count != doc.end()
                                 ? QStringLiteral(", got %1").arg(QString::fromStdString(gp::jsonio::brief(*count)))
                                 : QString()));
            auto next = doc.find("NextPageLink");
            if (next == doc.end() || next->is_null())
                lastPages << page.origin;
            else if (!next->is_string())
                return fail(QStringLiteral("%1: NextPageLink must be a URL or null").arg(page.origin));
            std::size_t i = 0;
            for (const json& item : items) {
                if (!readItem(item, QStringLiteral("%1 Items[%2]").arg(page.origin).arg(i++), map, into, error))
                    return false;
                if (into.offers.size() > kMaxProposedOffers)
                    return fail(QStringLiteral("%1: more than %2 offers").arg(page.origin).arg(kMaxProposedOffers));
            }
        } catch (const json::exception& ex) {
            return fail(QStringLiteral("%1: %2").arg(page.origin, QString::fromUtf8(ex.what()).left(200)));
        }
    }
    if (lastPages.isEmpty())
        return fail(QStringLiteral("NextPageLink: every page names a next page, so the chain's last page (NextPageLink "
                                   "null) is missing: download the whole chain"));
    if (lastPages.size() > 1)
        return fail(QStringLiteral("NextPageLink: %1 are each a chain's last page: give the pages of one chain")
                        .arg(lastPages.join(QStringLiteral(", "))));
    into.format = QStringLiteral("azure");
    if (into.source.isEmpty())
        into.source = QStringLiteral("Azure Retail Prices API, %1 page(s) (%2)")
                          .arg(pages.size())
                          .arg(pages.isEmpty() ? QString() : pages.first().origin);
    return true;
}

} // namespace catalog::prices
