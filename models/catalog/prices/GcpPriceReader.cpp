// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "GcpPriceReader.h"
#include "JsonText.h"

#include "PriceUnits.h"
#include "json/BoundedJson.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace catalog::prices {
namespace {

using json = nlohmann::json;

enum class Part { Gpu, Core, Ram };

struct PartPrice {
    double price = 0; // per GPU-hour, vCPU-hour or GiB-hour
    QString currency;
    QString record;
};

QString partId(Part part, const QString& what, const QString& tier, const QString& region)
{
    return QStringLiteral("%1|%2|%3|%4").arg(static_cast<int>(part)).arg(what, tier, region);
}

// "Commitment v1: Nvidia L4 GPU running in Americas for 1 Year" -> "Nvidia L4 GPU"; so are the spot variants
QString skuName(QString d)
{
    for (const char* prefix :
         {"Spot Preemptible ", "Preemptible ", "Commitment v1: ", "Commitment v2: ", "Commitment: "})
        if (d.startsWith(QLatin1String(prefix)))
            d = d.mid(static_cast<qsizetype>(qstrlen(prefix)));
    // "... running in Americas", "... attached to Spot Preemptible VMs running in ...", "A2 Cpu in Americas ..."
    for (const char* suffix : {" attached to ", " running in ", " in "}) {
        const qsizetype cut = d.indexOf(QLatin1String(suffix));
        if (cut >= 0)
            return d.left(cut);
    }
    return d;
}

class Reader {
public:
    Reader(const InstanceMap& map, PriceList& list) : m_map(map), m_list(list)
    {
        for (const InstanceShape& s : map.forProvider(QStringLiteral("gcp")))
            m_families.insert(s.machineFamily);
    }
    QString error;
    QString latestDate;

    bool sku(const json& s, const QString& record)
    {
        const auto fail = [&](const QString& field, const QString& why) {
            error = QStringLiteral("%1: %2 %3").arg(record, field, why);
            return false;
        };
        if (!s.is_object())
            return fail(QStringLiteral("sku"), QStringLiteral("must be an object"));
        const QString description = jsonText(s, "description");
        auto category = s.find("category");
        if (category == s.end() || !category->is_object())
            return fail(QStringLiteral("category"), QStringLiteral("must be an object"));
        const QString group = jsonText(*category, "resourceGroup");
        const QString usage = jsonText(*category, "usageType");
        const QString name = skuName(description);
        Part part = Part::Gpu;
        QString what;
        static const QRegularExpression core(QStringLiteral("^(\\w+) (Instance Core|Cpu|Core)$"));
        static const QRegularExpression ram(QStringLiteral("^(\\w+) (Instance Ram|Ram)$"));
        if (group == QLatin1String("GPU")) {
            what = m_map.gcpGpuKey(name);
            if (what.isEmpty()) {
                m_list.skip(name, QStringLiteral("unmapped GPU SKU (not in the instance map)"), record);
                return true;
            }
        } else if (const auto m = core.match(name); m.hasMatch() && m_families.contains(m.captured(1))) {
            part = Part::Core;
            what = m.captured(1);
        } else if (const auto r = ram.match(name); r.hasMatch() && m_families.contains(r.captured(1))) {
            part = Part::Ram;
            what = r.captured(1);
        } else {
            m_list.skip(QStringLiteral("(other SKUs)"), QStringLiteral("not a GPU or a GPU machine's vCPU or memory"),
                        record);
            return true;
        }
        QString tier;
        if (usage == QLatin1String("OnDemand"))
            tier = QStringLiteral("on_demand");
        else if (usage == QLatin1String("Preemptible"))
            tier = QStringLiteral("spot");
        else if (usage == QLatin1String("Commit1Yr"))
            tier = QStringLiteral("reserved_1y");
        else if (usage == QLatin1String("Commit3Yr"))
            tier = QStringLiteral("reserved_3y");
        else {
            m_list.skip(name, QStringLiteral("usage type %1 has no catalog tier").arg(usage.left(40)), record);
            return true;
        }
        auto infos = s.find("pricingInfo");
        if (infos == s.end() || !infos->is_array() || infos->empty())
            return fail(QStringLiteral("pricingInfo"), QStringLiteral("must be a non-empty array"));
        const json& info = infos->back(); // the latest pricing
        if (!info.is_object() || !info.contains("pricingExpression") || !info["pricingExpression"].is_object())
            return fail(QStringLiteral("pricingInfo.pricingExpression"), QStringLiteral("must be an object"));
        const json& expr = info["pricingExpression"];
        const QString unit = jsonText(expr, "usageUnit");
        const QString expected = part == Part::Ram ? QStringLiteral("GiBy.h") : QStringLiteral("h");
        if (unit != expected)
            return fail(
                QStringLiteral("pricingExpression.usageUnit"),
                QStringLiteral("must be \"%1\" for %2, got \"%3\"").arg(expected, name.left(60), unit.left(40)));
        auto rates = expr.find("tieredRates");
        if (rates == expr.end() || !rates->is_array() || rates->empty())
            return fail(QStringLiteral("pricingExpression.tieredRates"), QStringLiteral("must be a non-empty array"));
        if (rates->size() > 1) {
            m_list.skip(name, QStringLiteral("tiered price (more than one rate)"), record);
            return true;
        }
        const json& rate = rates->front();
        if (!rate.is_object() || !rate.contains("unitPrice") || !rate["unitPrice"].is_object())
            return fail(QStringLiteral("tieredRates[0].unitPrice"), QStringLiteral("must be an object"));
        const json& money = rate["unitPrice"];
        long long units = 0;
        if (auto u = money.find("units"); u != money.end()) {
            // int64 is a string in Google's JSON mapping; a number is accepted too.
            bool ok = true;
            if (u->is_string())
                units = QString::fromStdString(u->get<std::string>()).toLongLong(&ok);
            else if (u->is_number_integer())
                units = u->get<long long>();
            else
                ok = false;
            if (!ok)
                return fail(QStringLiteral("unitPrice.units"), QStringLiteral("must be a whole number"));
        }
        long long nanos = 0;
        if (auto n = money.find("nanos"); n != money.end()) {
            if (!n->is_number_integer())
                return fail(QStringLiteral("unitPrice.nanos"), QStringLiteral("must be a whole number"));
            nanos = n->get<long long>();
        }
        const auto value = moneyValue(units, nanos);
        if (!value)
            return fail(QStringLiteral("unitPrice.nanos"),
                        QStringLiteral("must be within (-1e9, 1e9) with the sign of units, got %1").arg(nanos));
        if (!(*value > 0))
            return fail(QStringLiteral("unitPrice"), QStringLiteral("must be greater than 0, got %1").arg(*value));
        const QString currency = jsonText(money, "currencyCode");
        auto regions = s.find("serviceRegions");
        if (regions == s.end() || !regions->is_array() || regions->empty())
            return fail(QStringLiteral("serviceRegions"), QStringLiteral("must be a non-empty array"));
        if (const QString day = listDate(jsonText(info, "effectiveTime")); !day.isEmpty() && day > latestDate)
            latestDate = day;
        for (const json& reg : *regions) {
            if (!reg.is_string())
                return fail(QStringLiteral("serviceRegions"), QStringLiteral("must hold region names"));
            const QString region = QString::fromStdString(reg.get<std::string>());
            const QString id = partId(part, what, tier, region);
            const PartPrice p{*value, currency, record};
            auto it = m_parts.constFind(id);
            if (it != m_parts.constEnd() && (it->price != p.price || it->currency != p.currency))
                return fail(QStringLiteral("unitPrice"),
                            QStringLiteral("%1 (%2, %3) has two prices: %4 %5 at %6, %7 %8 here")
                                .arg(name.left(60), tier, region)
                                .arg(it->price, 0, 'g', 10)
                                .arg(it->currency, it->record)
                                .arg(p.price, 0, 'g', 10)
                                .arg(p.currency));
            m_parts.insert(id, p);
            if (part == Part::Gpu)
                m_gpuKeys.insert(what + QLatin1Char('|') + tier + QLatin1Char('|') + region);
        }
        return true;
    }

    // Machines = GPUs + vCPUs + memory, per tier and region where the list has the GPU.
    bool combine()
    {
        QStringList gpus(m_gpuKeys.cbegin(), m_gpuKeys.cend());
        gpus.sort();
        for (const InstanceShape& shape : m_map.forProvider(QStringLiteral("gcp"))) {
            for (const QString& g : gpus) {
                const QStringList parts = g.split(QLatin1Char('|'));
                if (parts[0] != shape.gpuKey)
                    continue;
                const QString& tier = parts[1];
                const QString& region = parts[2];
                const PartPrice gpu = m_parts.value(partId(Part::Gpu, shape.gpuKey, tier, region));
                auto core = m_parts.constFind(partId(Part::Core, shape.machineFamily, tier, region));
                auto ram = m_parts.constFind(partId(Part::Ram, shape.machineFamily, tier, region));
                if (core == m_parts.constEnd() || ram == m_parts.constEnd()) {
                    m_list.skip(shape.instanceType,
                                QStringLiteral("the list has its GPU but not its %1 vCPU and memory prices for %2 in "
                                               "%3: not priced from the GPU alone")
                                    .arg(shape.machineFamily, tier, region),
                                gpu.record);
                    continue;
                }
                if (core->currency != gpu.currency || ram->currency != gpu.currency) {
                    error = QStringLiteral("%1: unitPrice.currencyCode %2 differs from %3's %4")
                                .arg(core->record, core->currency, gpu.record, gpu.currency);
                    return false;
                }
                ProposedOffer o;
                o.provider = QStringLiteral("gcp");
                o.instanceType = shape.instanceType;
                o.gpuKey = shape.gpuKey;
                o.gpuCount = shape.gpus;
                o.tier = tier;
                o.region = region;
                o.currency = gpu.currency;
                o.unit = QStringLiteral("hour");
                o.price = shape.gpus * gpu.price + shape.vcpus * core->price + shape.memoryGib * ram->price;
                o.includes = QStringLiteral("full instance: %1 GPU(s) + %2 vCPU + %3 GiB, priced apart by Google and "
                                            "added")
                                 .arg(shape.gpus)
                                 .arg(shape.vcpus)
                                 .arg(shape.memoryGib);
                o.record = gpu.record;
                if (const QString why = checkOffer(o); !why.isEmpty()) {
                    error = why;
                    return false;
                }
                m_list.offers.append(o);
            }
        }
        return true;
    }

private:
    const InstanceMap& m_map;
    PriceList& m_list;
    QSet<QString> m_families;
    QHash<QString, PartPrice> m_parts;
    QSet<QString> m_gpuKeys;
};

} // namespace

bool readGcpPages(const QVector<PriceFile>& pages, const InstanceMap& map, PriceList& into, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    Reader reader(map, into);
    QStringList lastPages;
    for (const PriceFile& page : pages) {
        const gp::jsonio::Parsed parsed =
            gp::jsonio::parse(std::string_view(page.bytes.constData(), page.bytes.size()));
        if (!parsed.ok())
            return fail(QStringLiteral("%1: %2").arg(page.origin, QString::fromStdString(parsed.error)));
        const json& doc = *parsed.value;
        try {
            if (!doc.is_object() || !doc.contains("skus") || !doc["skus"].is_array())
                return fail(
                    QStringLiteral("%1: skus: a Cloud Billing Catalog page has a \"skus\" array").arg(page.origin));
            if (jsonText(doc, "nextPageToken").isEmpty())
                lastPages << page.origin;
            std::size_t i = 0;
            for (const json& s : doc["skus"])
                if (!reader.sku(s, QStringLiteral("%1 skus[%2]").arg(page.origin).arg(i++)))
                    return fail(reader.error);
        } catch (const json::exception& ex) {
            return fail(QStringLiteral("%1: %2").arg(page.origin, QString::fromUtf8(ex.what()).left(200)));
        }
    }
    if (lastPages.isEmpty())
        return fail(QStringLiteral("nextPageToken: every page names a next page, so the last page is missing: "
                                   "download every page"));
    if (lastPages.size() > 1)
        return fail(QStringLiteral("nextPageToken: %1 are each a last page: give the pages of one listing")
                        .arg(lastPages.join(QStringLiteral(", "))));
    if (!reader.combine())
        return fail(reader.error);
    into.format = QStringLiteral("gcp");
    if (into.source.isEmpty())
        into.source = QStringLiteral("Google Cloud Billing Catalog API, Compute Engine SKUs, %1 page(s) (%2)")
                          .arg(pages.size())
                          .arg(pages.isEmpty() ? QString() : pages.first().origin);
    if (!reader.latestDate.isEmpty()) {
        into.asOf = reader.latestDate;
        into.asOfFrom = QStringLiteral("the latest pricingInfo.effectiveTime");
    }
    return true;
}

} // namespace catalog::prices
