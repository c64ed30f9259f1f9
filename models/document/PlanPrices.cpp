// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PlanPrices.h"

#include <limits>

#include "planning/EstimateJson.h"

#include <unordered_set>

namespace PlanPrices {

const char* unitWord(gp::PriceUnit unit)
{
    switch (unit) {
    case gp::PriceUnit::Hour:
        return "hour";
    case gp::PriceUnit::Month:
        return "month";
    case gp::PriceUnit::OneOff:
        return "one_off";
    }
    return "hour";
}

std::optional<gp::PriceUnit> unitFromWord(std::string_view word)
{
    if (word == "hour")
        return gp::PriceUnit::Hour;
    if (word == "month")
        return gp::PriceUnit::Month;
    if (word == "one_off")
        return gp::PriceUnit::OneOff;
    return std::nullopt;
}

PlanPrice fromOffer(const gp::OfferSpec& offer)
{
    PlanPrice p;
    p.offerKey = offer.key;
    p.price = offer.price;
    p.tier = offer.tier;
    p.unit = unitWord(offer.unit);
    p.region = offer.region;
    p.currency = offer.currency;
    p.source = offer.ref.source;
    p.asOf = offer.ref.asOf;
    if (offer.contract.applied()) { // the plan records which price it was made with (issue 33)
        p.priceBasis = offer.contract.basis;
        p.listPrice = offer.contract.listPrice;
        p.listCurrency = offer.contract.listCurrency;
        p.contractedPrice = offer.price;
    }
    return p;
}

const PlanPrice* find(const QVector<PlanPrice>& prices, const std::string& offerKey)
{
    for (const PlanPrice& p : prices)
        if (p.offerKey == offerKey)
            return &p;
    return nullptr;
}

std::vector<std::string> usedOfferKeys(const WorkspaceData& data)
{
    std::vector<std::string> keys;
    std::unordered_set<std::string> seen;
    for (const WorkspaceScenario& s : data.scenarios)
        for (const std::string& key : s.scenario.pricing.offerKeys)
            if (seen.insert(key).second)
                keys.push_back(key);
    return keys;
}

int fillMissing(WorkspaceData& data, const gp::CatalogSnapshot& catalog)
{
    int added = 0;
    for (const std::string& key : usedOfferKeys(data)) {
        if (find(data.offerPrices, key))
            continue;
        if (const gp::OfferSpec* offer = catalog.offer(key)) {
            data.offerPrices.push_back(fromOffer(*offer));
            ++added;
        }
    }
    return added;
}

QString fillNotice(int filled)
{
    if (filled <= 0)
        return {};
    return QStringLiteral("This plan was saved by an older GPU Planner, which kept no prices in the file: the "
                          "prices of %1 offer%2 were filled in from the current catalog. Save the plan to keep "
                          "them.")
        .arg(filled)
        .arg(filled == 1 ? QString() : QStringLiteral("s"));
}

namespace {
// The row already carries the stored price as the plan saw it (price, unit, source, date and basis).
bool rowMatches(const gp::OfferSpec& row, const PlanPrice& p, gp::PriceUnit unit)
{
    return row.price == p.price && row.currency == p.currency && row.unit == unit && row.ref.source == p.source &&
           row.ref.asOf == p.asOf && row.contract.basis == p.priceBasis;
}
} // namespace

bool overlayWouldChange(const gp::CatalogSnapshot& catalog, const QVector<PlanPrice>& prices)
{
    for (const PlanPrice& p : prices) {
        const gp::OfferSpec* row = catalog.offer(p.offerKey);
        const auto unit = unitFromWord(p.unit);
        if (row && unit && !rowMatches(*row, p, *unit))
            return true;
    }
    return false;
}

bool overlay(gp::CatalogSnapshot& catalog, const QVector<PlanPrice>& prices)
{
    bool changed = false;
    for (const PlanPrice& p : prices) {
        const gp::OfferSpec* found = catalog.offer(p.offerKey);
        const auto unit = unitFromWord(p.unit);
        if (!found || !unit) // the reader refuses an unknown unit; a missing row is the engine's to name
            continue;
        gp::OfferSpec& row = catalog.offers[std::size_t(found - catalog.offers.data())];
        if (rowMatches(row, p, *unit))
            continue;
        // The basis the plan was made with (issue 33): a plan priced at the list price is shown at it, a plan priced
        // under a contract keeps that contract's list price beside its price. The catalog's contract today may be
        // another one (or none): its name, date and discount never describe the plan's price.
        if (p.priceBasis.empty()) {
            row.contract = {};
        } else {
            gp::ContractTerms terms;
            terms.basis = p.priceBasis;
            terms.listPrice = p.listPrice.value_or(p.price);
            terms.listCurrency = p.listCurrency.empty() ? p.currency : p.listCurrency;
            terms.source = "stored in the plan";
            terms.asOf = p.asOf;
            // The discount the two stored prices imply (same currency only; otherwise NaN, shown as unknown).
            terms.discountPercent = terms.listCurrency == p.currency && terms.listPrice > 0
                                        ? (1.0 - p.price / terms.listPrice) * 100.0
                                        : std::numeric_limits<double>::quiet_NaN();
            row.contract = terms;
        }
        row.price = p.price;
        row.currency = p.currency;
        row.unit = *unit;
        row.ref.source = p.source;
        row.ref.asOf = p.asOf;
        changed = true;
    }
    return changed;
}

namespace {
std::optional<Drift> driftOf(const PlanPrice& p, const gp::CatalogSnapshot& catalog)
{
    Drift d;
    d.offerKey = p.offerKey;
    d.planPrice = p.price;
    d.planCurrency = p.currency;
    d.planUnit = p.unit;
    const gp::OfferSpec* offer = catalog.offer(p.offerKey);
    if (!offer)
        return d;
    d.catalogPrice = offer->price;
    d.catalogCurrency = offer->currency;
    d.catalogUnit = unitWord(offer->unit);
    if (offer->price == p.price && d.catalogCurrency == p.currency && d.catalogUnit == p.unit)
        return std::nullopt;
    // A price in another currency or per another unit has no meaningful ratio here: it is listed, not compared.
    if (d.catalogCurrency == p.currency && d.catalogUnit == p.unit && p.price > 0)
        d.relativeChange = (offer->price - p.price) / p.price;
    return d;
}
} // namespace

std::vector<Drift> drift(const QVector<PlanPrice>& prices, const gp::CatalogSnapshot& catalog,
                         const std::vector<std::string>& offerKeys)
{
    std::vector<Drift> out;
    std::unordered_set<std::string> seen;
    for (const std::string& key : offerKeys)
        if (const PlanPrice* p = find(prices, key); p && seen.insert(key).second)
            if (auto d = driftOf(*p, catalog))
                out.push_back(std::move(*d));
    return out;
}

nlohmann::json driftJson(const std::vector<Drift>& drifts)
{
    using gp::EstimateJson;
    auto orNull = [](const std::optional<double>& v) {
        return v ? nlohmann::json(EstimateJson::round(*v)) : nlohmann::json(nullptr);
    };
    nlohmann::json list = nlohmann::json::array();
    for (const Drift& d : drifts)
        list.push_back({{"offer_key", d.offerKey},
                        {"plan_price", EstimateJson::round(d.planPrice)},
                        {"catalog_price", orNull(d.catalogPrice)},
                        {"relative_change", orNull(d.relativeChange)},
                        {"plan_currency", d.planCurrency},
                        {"catalog_currency", d.catalogPrice ? nlohmann::json(d.catalogCurrency) : nlohmann::json()},
                        {"plan_unit", d.planUnit},
                        {"catalog_unit", d.catalogPrice ? nlohmann::json(d.catalogUnit) : nlohmann::json()}});
    return list;
}

QVector<PlanPrice> repriced(const QVector<PlanPrice>& prices, const gp::CatalogSnapshot& catalog)
{
    QVector<PlanPrice> out = prices;
    for (PlanPrice& p : out)
        if (const gp::OfferSpec* offer = catalog.offer(p.offerKey)) {
            PlanPrice fresh = fromOffer(*offer);
            fresh.listPrice = p.listPrice;
            fresh.contractedPrice = p.contractedPrice;
            p = std::move(fresh);
        }
    return out;
}

} // namespace PlanPrices
