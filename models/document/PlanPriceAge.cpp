// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PlanPriceAge.h"

#include "PriceDriftText.h"
#include "Workspace.h"

#include <QStringList>

#include <algorithm>
#include <unordered_set>

namespace PlanPriceAge {

Summary summarise(const std::vector<std::string>& offerKeys, const gp::CatalogSnapshot& catalog,
                  const gp::CivilDate& today, int staleDays)
{
    Summary s;
    s.staleDays = staleDays;
    std::unordered_set<std::string> seen;
    for (const std::string& key : offerKeys) {
        const gp::OfferSpec* offer = catalog.offer(key);
        if (!offer || !seen.insert(key).second)
            continue;
        ++s.priced;
        const gp::PriceAge age = gp::priceAge(offer->ref.asOf, today, staleDays);
        if (!age.known) {
            s.unknown.push_back(key);
            continue;
        }
        if (s.oldestOfferKey.empty() || age.days > s.oldest.days) {
            s.oldestOfferKey = key;
            s.oldest = age;
        }
        if (age.stale)
            s.stale.emplace_back(key, age);
    }
    std::stable_sort(s.stale.begin(), s.stale.end(),
                     [](const auto& a, const auto& b) { return a.second.days > b.second.days; });
    return s;
}

Summary summarise(const Workspace& workspace, const gp::CivilDate& today, int staleDays)
{
    std::vector<std::string> keys;
    for (const gp::EstimateResult& r : workspace.estimates())
        if (r.ok())
            for (const auto& c : r.estimate->costs)
                keys.push_back(c.offerKey);
    return summarise(keys, workspace.effectiveCatalog(), today, staleDays);
}

QString sentence(const Summary& s, const gp::CatalogSnapshot& catalog)
{
    if (s.priced == 0)
        return {};
    QStringList out;
    if (!s.oldestOfferKey.empty())
        out << QStringLiteral("Priced from lists up to %1 old (the oldest: %2, as of %3).")
                   .arg(QString::fromStdString(gp::ageWords(s.oldest)),
                        PriceDriftText::offerLabel(s.oldestOfferKey, catalog), QString::fromStdString(s.oldest.asOf));
    if (s.stale.empty()) {
        if (!s.oldestOfferKey.empty())
            out << QStringLiteral("No price is older than %1 days.").arg(s.staleDays);
    } else {
        QStringList names;
        for (const auto& [key, age] : s.stale)
            names << QStringLiteral("%1 (%2)").arg(PriceDriftText::offerLabel(key, catalog),
                                                   QString::fromStdString(gp::ageWords(age)));
        out << QStringLiteral("%1 of the %2 prices used %3 older than %4 days, marked stale: %5. Check %6 before "
                              "quoting.")
                   .arg(QString::number(s.stale.size()), QString::number(s.priced),
                        s.stale.size() == 1 ? QStringLiteral("is") : QStringLiteral("are"),
                        QString::number(s.staleDays), names.join(QStringLiteral("; ")),
                        s.stale.size() == 1 ? QStringLiteral("it") : QStringLiteral("them"));
    }
    if (!s.unknown.empty()) {
        QStringList names;
        for (const std::string& key : s.unknown)
            names << PriceDriftText::offerLabel(key, catalog);
        out << QStringLiteral("Age unknown (no usable as-of date): %1.").arg(names.join(QStringLiteral("; ")));
    }
    return out.join(QLatin1Char(' '));
}

} // namespace PlanPriceAge
