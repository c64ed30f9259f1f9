// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceHistorySeries.h"

#include <QCoreApplication>
#include <QDate>

#include <optional>

namespace {
const char* unitWord(gp::PriceUnit unit)
{
    return unit == gp::PriceUnit::Month ? "month" : unit == gp::PriceUnit::OneOff ? "one_off" : "hour";
}

// The day a date written in the catalog starts (a month or year date: its first day, as PriceAge counts).
std::optional<long long> dayOf(const std::string& text, const gp::CivilDate& today)
{
    const gp::PriceAge age = gp::priceAge(text, today);
    if (!age.known)
        return std::nullopt;
    return gp::daysFromCivil(age.from);
}
} // namespace

PriceHistorySeries priceHistorySeries(const gp::CatalogSnapshot& catalog, const std::string& offerKey,
                                      const gp::CivilDate& today)
{
    const gp::OfferSpec* offer = catalog.offer(offerKey);
    if (!offer)
        return {};
    const gp::PriceHistoryRead read = catalog.priceHistoryOf({offer});
    if (!read.error.empty()) {
        PriceHistorySeries failed;
        failed.error = QString::fromStdString(read.error);
        return failed;
    }
    const auto it = read.history.find(offerKey);
    return priceHistorySeries(*offer, it == read.history.end() ? std::vector<gp::PriceChange>() : it->second, today);
}

PriceHistorySeries priceHistorySeries(const gp::OfferSpec& offer, const std::vector<gp::PriceChange>& history,
                                      const gp::CivilDate& today)
{
    PriceHistorySeries out;
    const bool contracted = offer.contract.applied();
    const double listPrice = contracted ? offer.contract.listPrice : offer.price;
    const std::string currency = contracted ? offer.contract.listCurrency : offer.currency;
    out.currency = QString::fromStdString(currency);
    out.unit = QString::fromLatin1(unitWord(offer.unit));
    struct Step {
        long long from;
        long long to;
        double price;
        QString source;
    };
    QVector<Step> steps;
    for (const gp::PriceChange& p : history) {
        if (p.kind != "list")
            continue; // contracted prices and discounts are the user's, not the list's line
        const auto from = dayOf(p.validFrom, today);
        const auto to = dayOf(p.validTo, today);
        if (p.currency != currency || p.unit != unitWord(offer.unit) || !from || !to || *to < *from) {
            ++out.skipped;
            continue;
        }
        steps.append({*from, *to, p.price,
                      QCoreApplication::translate("PriceHistorySeries", "%1, valid %2 to %3")
                          .arg(QString::fromStdString(p.source), QString::fromStdString(p.validFrom),
                               QString::fromStdString(p.validTo))});
    }
    const long long now = gp::daysFromCivil(today);
    const auto since = dayOf(offer.ref.asOf, today);
    steps.append({since.value_or(now), now, listPrice,
                  QCoreApplication::translate("PriceHistorySeries", "%1, as of %2 (the list price now)")
                      .arg(QString::fromStdString(offer.ref.source), QString::fromStdString(offer.ref.asOf))});
    const long long origin = steps.front().from;
    for (const Step& s : steps) {
        out.points.append(QPointF(double(s.from - origin), s.price));
        out.points.append(QPointF(double(s.to - origin), s.price));
        out.sources << s.source << s.source;
    }
    // daysFromCivil counts days since 1970-01-01.
    out.origin = QDate(1970, 1, 1).addDays(origin).toString(Qt::ISODate);
    return out;
}
