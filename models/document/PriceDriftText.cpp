// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceDriftText.h"

#include "planning/OfferTerms.h"

#include <cmath>

namespace PriceDriftText {
namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QString unitWords(const std::string& unit)
{
    if (unit == "hour")
        return QStringLiteral("per hour");
    if (unit == "month")
        return QStringLiteral("per month");
    if (unit == "one_off")
        return QStringLiteral("one-off");
    return qs(unit);
}

// 6 significant digits, as the estimate JSON writes prices: "55.04", "64", "4600".
QString price(double value, const std::string& currency, const std::string& unit)
{
    return QStringLiteral("%1 %2 %3").arg(QString::number(value, 'g', 6), qs(currency), unitWords(unit));
}

} // namespace

QString offerLabel(const std::string& offerKey, const gp::CatalogSnapshot& catalog)
{
    const gp::OfferSpec* o = catalog.offer(offerKey);
    if (!o)
        return qs(offerKey);
    const QString provider = qs(o->providerName.empty() ? o->providerKey : o->providerName);
    const QString instance = qs(o->instanceType.empty() ? o->key : o->instanceType);
    return QStringLiteral("%1 %2 %3").arg(provider, instance, qs(gp::tierShortLabel(o->tier)));
}

QString changeWords(double relativeChange)
{
    const QString direction = relativeChange < 0 ? QStringLiteral("lower") : QStringLiteral("higher");
    const double percent = std::abs(relativeChange) * 100.0;
    if (percent < 0.5)
        return QStringLiteral("now under 1% %1").arg(direction);
    return QStringLiteral("now %1% %2").arg(QString::number(std::llround(percent)), direction);
}

QString line(const PlanPrices::Drift& d, const gp::CatalogSnapshot& catalog)
{
    const QString label = offerLabel(d.offerKey, catalog);
    const QString plan = price(d.planPrice, d.planCurrency, d.planUnit);
    if (!d.catalogPrice)
        return QStringLiteral("%1: no longer in the catalog (plan %2)").arg(label, plan);
    const QString now = price(*d.catalogPrice, d.catalogCurrency, d.catalogUnit);
    if (!d.relativeChange)
        return QStringLiteral("%1: now %2 in the catalog (plan %3)").arg(label, now, plan);
    return QStringLiteral("%1: %2 (catalog %3, plan %4)").arg(label, changeWords(*d.relativeChange), now, plan);
}

QStringList lines(const std::vector<PlanPrices::Drift>& drifts, const gp::CatalogSnapshot& catalog)
{
    QStringList out;
    for (const PlanPrices::Drift& d : drifts)
        out << line(d, catalog);
    return out;
}

QString openingMessage(const QString& fillNotice, const std::vector<PlanPrices::Drift>& drifts,
                       const gp::CatalogSnapshot& catalog)
{
    return openingMessage(QString(), fillNotice, drifts, catalog);
}

QString driftCount(std::size_t drifted)
{
    return QStringLiteral("It prices %1 of the plan's offers otherwise (price_drift in the output).")
        .arg(drifted == 1 ? QStringLiteral("one") : QString::number(drifted));
}

QString openingMessage(const QString& catalogNotice, const QString& fillNotice,
                       const std::vector<PlanPrices::Drift>& drifts, const gp::CatalogSnapshot& catalog)
{
    QStringList parts;
    if (!catalogNotice.isEmpty())
        parts << catalogNotice;
    if (!fillNotice.isEmpty())
        parts << fillNotice;
    if (!drifts.empty()) {
        QString text = QStringLiteral("The current catalog prices %1 of this plan's offers otherwise:")
                           .arg(drifts.size() == 1 ? QStringLiteral("one") : QString::number(drifts.size()));
        for (const QString& l : lines(drifts, catalog))
            text += QStringLiteral("\n\u2022 ") + l;
        text += QStringLiteral("\nThe plan's figures use its own prices until you choose Reprice from catalog "
                               "(one step, which Undo reverts).");
        parts << text;
    }
    return parts.join(QStringLiteral("\n\n"));
}

} // namespace PriceDriftText
