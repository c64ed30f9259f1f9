// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceList.h"

#include <QDate>
#include <QRegularExpression>

#include <cmath>

namespace catalog::prices {

void PriceList::skip(const QString& what, const QString& reason, const QString& record)
{
    const QString id = what + QChar(0) + reason;
    auto it = m_skipIndex.constFind(id);
    if (it != m_skipIndex.constEnd()) {
        ++skipped[*it].count;
        return;
    }
    m_skipIndex.insert(id, static_cast<int>(skipped.size()));
    skipped.append({what, reason, record, 1});
}

QString unsafeText(const QString& text)
{
    // OWASP "CSV injection": a cell starting with one of these is run as a formula by spreadsheets, and
    // the catalog's rows go out again through `catalog export-csv`.
    if (!text.isEmpty() && QStringLiteral("=+-@\t\r").contains(text.front()))
        return QStringLiteral("starts with \"%1\", which a spreadsheet would run as a formula")
            .arg(text.front() == QLatin1Char('\t')   ? QStringLiteral("\\t")
                 : text.front() == QLatin1Char('\r') ? QStringLiteral("\\r")
                                                     : QString(text.front()));
    for (const QChar c : text)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return QStringLiteral("holds a control character (U+%1)")
                .arg(static_cast<int>(c.unicode()), 4, 16, QLatin1Char('0'));
    if (text.size() > 200)
        return QStringLiteral("is %1 characters long; at most 200 are kept").arg(text.size());
    return {};
}

QString checkOffer(const ProposedOffer& o)
{
    const auto bad = [&](const QString& field, const QString& why) {
        return QStringLiteral("%1: %2 %3").arg(o.record, field, why);
    };
    if (!std::isfinite(o.price))
        return bad(QStringLiteral("price"), QStringLiteral("is not a finite number"));
    if (o.price <= 0)
        return bad(QStringLiteral("price"), QStringLiteral("must be greater than 0, got %1").arg(o.price));
    if (o.price > kMaxPrice)
        return bad(QStringLiteral("price"),
                   QStringLiteral("is %1, above the %2 per unit any real list has").arg(o.price).arg(kMaxPrice));
    static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
    if (!iso.match(o.currency).hasMatch())
        return bad(QStringLiteral("currency"),
                   QStringLiteral("must be an ISO 4217 code such as USD, got \"%1\"").arg(o.currency.left(40)));
    if (o.gpuCount < 1 || o.gpuCount > 1024)
        return bad(QStringLiteral("GPU count"), QStringLiteral("must be 1 to 1024, got %1").arg(o.gpuCount));
    const std::pair<const char*, const QString*> texts[] = {{"provider", &o.provider},
                                                            {"instance type", &o.instanceType},
                                                            {"region", &o.region},
                                                            {"tier", &o.tier},
                                                            {"GPU", &o.gpuKey}};
    for (const auto& [name, value] : texts)
        if (const QString why = unsafeText(*value); !why.isEmpty())
            return bad(QString::fromLatin1(name), why);
    if (o.provider.isEmpty())
        return bad(QStringLiteral("provider"), QStringLiteral("is empty"));
    if (o.tier.isEmpty())
        return bad(QStringLiteral("tier"), QStringLiteral("is empty"));
    return {};
}

namespace {
QString shownPrice(const ProposedOffer& o)
{
    return QStringLiteral("%1 %2 per %3").arg(QString::number(o.price, 'g', 10), o.currency, o.unit);
}
} // namespace

bool finishList(PriceList& list, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (list.offers.size() > kMaxProposedOffers)
        return fail(QStringLiteral("the list proposes %1 offers; at most %2 are imported at once")
                        .arg(list.offers.size())
                        .arg(kMaxProposedOffers));
    QHash<QString, int> seen;
    QVector<ProposedOffer> kept;
    kept.reserve(list.offers.size());
    for (const ProposedOffer& o : list.offers) {
        if (const QString why = checkOffer(o); !why.isEmpty())
            return fail(why);
        const QString id = offerIdentity(o.provider, o.instanceType, o.tier, o.region, o.gpuKey, o.gpuCount);
        auto it = seen.constFind(id);
        if (it == seen.constEnd()) {
            seen.insert(id, static_cast<int>(kept.size()));
            kept.append(o);
            continue;
        }
        const ProposedOffer& first = kept[*it];
        if (first.price != o.price || first.currency != o.currency || first.unit != o.unit)
            return fail(QStringLiteral("%1: price: %2 (%3, %4) is listed twice with two prices: %5 at %6, %7 here")
                            .arg(o.record, o.instanceType, o.tier, o.region.isEmpty() ? QStringLiteral("-") : o.region,
                                 shownPrice(first), first.record, shownPrice(o)));
    }
    list.offers = kept;
    return true;
}

QString offerIdentity(const QString& provider, const QString& instanceType, const QString& tier, const QString& region,
                      const QString& gpuKey, int gpuCount)
{
    QStringList parts = {provider, instanceType, tier, region};
    if (instanceType.isEmpty())
        parts << gpuKey << QString::number(gpuCount);
    return parts.join(QChar(0));
}

QString listDate(const QString& text)
{
    const QString day = text.trimmed().left(10);
    const QDate d = QDate::fromString(day, Qt::ISODate);
    if (!d.isValid() || d.year() < 2000 || d.year() > 2200)
        return {};
    return d.toString(Qt::ISODate);
}

} // namespace catalog::prices
