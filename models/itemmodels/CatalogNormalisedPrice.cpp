// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogNormalisedPrice.h"

#include "CatalogValueFormat.h"
#include "planning/PriceConversion.h"

#include <QCoreApplication>

namespace {
QString tr(const char* text) { return QCoreApplication::translate("CatalogNormalisedPrice", text); }

QString unitPhrase(const QString& unit)
{
    if (unit == QLatin1String("hour"))
        return tr("per hour");
    if (unit == QLatin1String("month"))
        return tr("per month");
    return tr("one-off");
}
} // namespace

void CatalogNormalisedPrice::setCurrencies(const QVector<QVariantMap>& currencyRows)
{
    m_rates.currencies.clear();
    for (const QVariantMap& row : currencyRows) {
        gp::CurrencyRate rate;
        rate.code = row.value(QStringLiteral("code")).toString().toStdString();
        rate.unitsPerUsd = row.value(QStringLiteral("units_per_usd")).toDouble();
        rate.ref = {"currencies", rate.code, row.value(QStringLiteral("source")).toString().toStdString(),
                    row.value(QStringLiteral("as_of")).toString().toStdString()};
        m_rates.currencies.push_back(rate);
    }
}

std::optional<double> CatalogNormalisedPrice::unitsPerUsd(const QString& code) const
{
    const gp::CurrencyRate* rate = m_rates.currency(code.toStdString());
    if (!rate)
        return std::nullopt;
    return rate->unitsPerUsd;
}

QString CatalogNormalisedPrice::rateText(const QString& code) const
{
    const gp::CurrencyRate* rate = m_rates.currency(code.toStdString());
    if (!rate)
        return {};
    if (code == QLatin1String("USD"))
        return tr("1 USD = 1 USD (no conversion)");
    return tr("1 USD = %1 %2 (%3, as of %4)")
        .arg(CatalogValueFormat::price(rate->unitsPerUsd), code, QString::fromStdString(rate->ref.source),
             QString::fromStdString(rate->ref.asOf));
}

QString CatalogNormalisedPrice::header(const QString& currency)
{
    return CatalogValueFormat::header(tr("Price per GPU-hour"), currency);
}

std::optional<double> CatalogNormalisedPrice::value(const QString& unit, const QString& currency, double price,
                                                    int gpus, const QString& toCurrency) const
{
    if (unit == QLatin1String("one_off"))
        return std::nullopt;
    gp::OfferSpec offer;
    offer.gpusPerInstance = gpus;
    offer.price = price;
    offer.currency = currency.toStdString();
    offer.unit = unit == QLatin1String("month") ? gp::PriceUnit::Month : gp::PriceUnit::Hour;
    return gp::pricePerGpuHour(offer, m_rates, toCurrency.toStdString());
}

CatalogNormalisedPrice::Result CatalogNormalisedPrice::compute(const QVariantMap& offerRow,
                                                               const QString& toCurrency) const
{
    Result result;
    result.text = CatalogValueFormat::nullText();
    const QString unit = offerRow.value(QStringLiteral("unit")).toString();
    const QString currency = offerRow.value(QStringLiteral("currency")).toString();
    const double price = offerRow.value(QStringLiteral("price")).toDouble();
    const int gpus = offerRow.value(QStringLiteral("gpus_per_instance")).toInt();
    const QString original = tr("Original price: %1 %2 %3 for the whole instance (%4 GPUs)")
                                 .arg(CatalogValueFormat::price(price), currency, unitPhrase(unit))
                                 .arg(gpus);
    if (unit == QLatin1String("one_off")) {
        result.tooltip = tr("one-off purchase: see TCO") + QLatin1Char('\n') + original;
        return result;
    }

    gp::OfferSpec offer;
    offer.key = offerRow.value(QStringLiteral("key")).toString().toStdString();
    offer.gpusPerInstance = gpus;
    offer.price = price;
    offer.currency = currency.toStdString();
    offer.unit = unit == QLatin1String("month") ? gp::PriceUnit::Month : gp::PriceUnit::Hour;
    result.value = gp::pricePerGpuHour(offer, m_rates, toCurrency.toStdString());
    if (!result.value) {
        result.tooltip = tr("Cannot normalise: needs a positive price, at least one GPU and a rate for %1 and %2.")
                             .arg(currency, toCurrency) +
                         QLatin1Char('\n') + original;
        return result;
    }
    result.text = CatalogValueFormat::price(*result.value);

    QStringList lines;
    lines << tr("%1 %2 per GPU-hour").arg(result.text, toCurrency);
    QString how = tr("= %1 %2 / %3 GPUs").arg(CatalogValueFormat::price(price), currency).arg(gpus);
    if (unit == QLatin1String("month"))
        how += tr(" / %1 hours per month").arg(gp::kHoursPerMonth);
    lines << how;
    if (currency == toCurrency) {
        lines << tr("No currency conversion");
    } else {
        lines << tr("Converted through USD:");
        if (currency != QLatin1String("USD"))
            lines << QStringLiteral("  ") + rateText(currency);
        if (toCurrency != QLatin1String("USD"))
            lines << QStringLiteral("  ") + rateText(toCurrency);
    }
    lines << original;
    result.tooltip = lines.join(QLatin1Char('\n'));
    return result;
}
