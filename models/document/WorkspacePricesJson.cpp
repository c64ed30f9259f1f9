// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspacePricesJson.h"

#include "PlanPrices.h"
#include "json/BoundedJson.h"

#include <cmath>
#include <unordered_set>

using nlohmann::json;

namespace WorkspacePricesJson {
namespace {

json orNull(const std::optional<double>& v) { return v ? json(*v) : json(nullptr); }
QString typeName(const json& v) { return QString::fromUtf8(v.type_name()); }

class Reader {
public:
    QString error;
    bool failed() const { return !error.isEmpty(); }
    void fail(const QString& where, const QString& message)
    {
        if (error.isEmpty())
            error = where + QStringLiteral(": ") + message;
    }

    std::string text(const json& o, const QString& path, const char* key, bool required)
    {
        const auto it = o.find(key);
        const QString where = path + QLatin1Char('.') + QLatin1String(key);
        if (it == o.end()) {
            if (required)
                fail(where, QStringLiteral("missing"));
            return {};
        }
        if (!it->is_string()) {
            fail(where, QStringLiteral("expected a string, found %1").arg(typeName(*it)));
            return {};
        }
        return it->get<std::string>();
    }

    // A price: finite, > 0 and at most kMaxPrice; null allowed when `nullable`.
    std::optional<double> price(const json& o, const QString& path, const char* key, bool nullable)
    {
        const auto it = o.find(key);
        const QString where = path + QLatin1Char('.') + QLatin1String(key);
        if (it == o.end()) {
            if (!nullable)
                fail(where, QStringLiteral("missing"));
            return std::nullopt;
        }
        if (nullable && it->is_null())
            return std::nullopt;
        if (!it->is_number()) {
            fail(where, QStringLiteral("expected a number%1, found %2")
                            .arg(nullable ? QStringLiteral(" or null") : QString(), typeName(*it)));
            return std::nullopt;
        }
        const double d = it->get<double>();
        if (!std::isfinite(d) || d <= 0 || d > kMaxPrice) {
            fail(where, QStringLiteral("%1 is out of range (a price > 0 and at most 1e12)")
                            .arg(QString::fromStdString(gp::jsonio::brief(*it))));
            return std::nullopt;
        }
        return d;
    }
};

} // namespace

json toJson(const QVector<PlanPrice>& prices)
{
    json list = json::array();
    for (const PlanPrice& p : prices) {
        list.push_back({{"offer_key", p.offerKey},
                        {"price", p.price},
                        {"tier", p.tier},
                        {"unit", p.unit},
                        {"region", p.region},
                        {"currency", p.currency},
                        {"source", p.source},
                        {"as_of", p.asOf},
                        {"list_price", orNull(p.listPrice)},
                        {"contracted_price", orNull(p.contractedPrice)}});
        if (!p.priceBasis.empty()) { // written only under a contract: plans at list prices keep their bytes
            list.back()["price_basis"] = p.priceBasis;
            list.back()["list_currency"] = p.listCurrency;
        }
    }
    return list;
}

bool fromJson(const json& list, const QString& path, QVector<PlanPrice>& out, QString* error)
{
    Reader r;
    if (!list.is_array())
        r.fail(path, QStringLiteral("expected an array, found %1").arg(typeName(list)));
    else if (list.size() > kMaxPrices)
        r.fail(path, QStringLiteral("holds %1 prices; a workspace holds at most %2").arg(list.size()).arg(kMaxPrices));
    QVector<PlanPrice> prices;
    std::unordered_set<std::string> keys;
    for (std::size_t i = 0; !r.failed() && i < list.size(); ++i) {
        const QString at = path + QStringLiteral("[%1]").arg(i);
        const json& o = list[i];
        if (!o.is_object()) {
            r.fail(at, QStringLiteral("expected an object, found %1").arg(typeName(o)));
            break;
        }
        PlanPrice p;
        p.offerKey = r.text(o, at, "offer_key", true);
        if (!r.failed() && p.offerKey.empty())
            r.fail(at + QStringLiteral(".offer_key"), QStringLiteral("must not be empty"));
        if (!r.failed() && !keys.insert(p.offerKey).second)
            r.fail(at + QStringLiteral(".offer_key"),
                   QStringLiteral("\u201c%1\u201d has an earlier price: an offer is priced once")
                       .arg(QString::fromStdString(gp::jsonio::visible(p.offerKey))));
        p.price = r.price(o, at, "price", false).value_or(0);
        p.tier = r.text(o, at, "tier", true);
        p.unit = r.text(o, at, "unit", true);
        if (!r.failed() && !PlanPrices::unitFromWord(p.unit))
            r.fail(at + QStringLiteral(".unit"), QStringLiteral("\u201c%1\u201d is not hour, month or one_off")
                                                     .arg(QString::fromStdString(gp::jsonio::visible(p.unit))));
        p.region = r.text(o, at, "region", false);
        p.currency = r.text(o, at, "currency", true);
        p.source = r.text(o, at, "source", false);
        p.asOf = r.text(o, at, "as_of", false);
        p.listPrice = r.price(o, at, "list_price", true);
        p.contractedPrice = r.price(o, at, "contracted_price", true);
        p.priceBasis = r.text(o, at, "price_basis", false);
        p.listCurrency = r.text(o, at, "list_currency", false);
        if (!r.failed() && !p.priceBasis.empty() && p.priceBasis != "discount" && p.priceBasis != "contracted")
            r.fail(at + QStringLiteral(".price_basis"),
                   QStringLiteral("\u201c%1\u201d is not discount or contracted (omitted: the list price)")
                       .arg(QString::fromStdString(gp::jsonio::visible(p.priceBasis))));
        if (!r.failed() && !p.priceBasis.empty() && !p.listPrice)
            r.fail(at + QStringLiteral(".list_price"),
                   QStringLiteral("missing: a contracted price keeps its list price"));
        prices.push_back(std::move(p));
    }
    if (r.failed()) {
        if (error)
            *error = r.error;
        return false;
    }
    out = std::move(prices);
    return true;
}

} // namespace WorkspacePricesJson
