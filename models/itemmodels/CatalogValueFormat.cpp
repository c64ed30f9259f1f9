// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogValueFormat.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace {
// The user's decimal point, without group separators: a launch year reads 2022, not 2,022, and a
// figure copied out of a cell parses back as a number.
QLocale numberLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}

// Fixed-point with `maxDecimals`, trailing zeros trimmed down to `minDecimals`.
QString trimmedFixed(double value, int minDecimals, int maxDecimals)
{
    const QLocale locale = numberLocale();
    QString text = locale.toString(value, 'f', maxDecimals);
    const QChar point = locale.decimalPoint().at(0);
    const qsizetype dot = text.indexOf(point);
    if (dot < 0)
        return text;
    qsizetype keep = text.size();
    while (keep > dot + 1 + minDecimals && text.at(keep - 1) == QLatin1Char('0'))
        --keep;
    if (keep == dot + 1)
        --keep; // no decimals left: drop the point too
    return text.left(keep);
}

bool isPriceLike(const catalog::ColumnDef& column)
{
    return column.name == QLatin1String("price") || column.name == QLatin1String("units_per_usd");
}
} // namespace

const QString& CatalogValueFormat::nullText()
{
    static const QString dash(QChar(0x2014));
    return dash;
}

QString CatalogValueFormat::header(const QString& label, const QString& unit)
{
    return unit.isEmpty() ? label : QStringLiteral("%1 (%2)").arg(label, unit);
}

QString CatalogValueFormat::header(const catalog::ColumnDef& column)
{
    return header(column.label.isEmpty() ? column.name : column.label, column.unit);
}

bool CatalogValueFormat::isNumeric(const catalog::ColumnDef& column)
{
    return column.type == catalog::ColumnType::Integer || column.type == catalog::ColumnType::Real;
}

QString CatalogValueFormat::price(double value)
{
    // Cents for anything from one unit up, so a price column lines up on its decimal point; below one
    // unit (0.12 USD/h for a T4, 0.0137 per token-hour) up to four decimals, as the price list has them.
    return std::abs(value) >= 1.0 ? trimmedFixed(value, 2, 2) : trimmedFixed(value, 2, 4);
}

QString CatalogValueFormat::display(const catalog::ColumnDef& column, const QVariant& value)
{
    if (!value.isValid() || value.isNull())
        return nullText();
    if (!isNumeric(column))
        return value.toString();
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return value.toString();
    if (column.type == catalog::ColumnType::Integer)
        return numberLocale().toString(static_cast<qlonglong>(std::llround(v)));
    if (column.unit.contains(QLatin1String("TFLOPS")))
        return numberLocale().toString(v, 'f', 1);
    if (isPriceLike(column))
        return price(v);
    // Parameter counts are stored as plain numbers (8.03e9): read them in billions or millions.
    if (std::abs(v) >= 1e9)
        return trimmedFixed(v / 1e9, 0, 2) + QStringLiteral(" B");
    if (std::abs(v) >= 1e6)
        return trimmedFixed(v / 1e6, 0, 2) + QStringLiteral(" M");
    return trimmedFixed(v, 0, 3);
}

QString CatalogValueFormat::ageText(const gp::PriceAge& age)
{
    const QString words = QString::fromStdString(gp::ageWords(age));
    return age.stale ? QCoreApplication::translate("CatalogValueFormat", "%1, stale").arg(words) : words;
}

QString CatalogValueFormat::ageToolTip(const gp::PriceAge& age)
{
    auto tr = [](const char* text) { return QCoreApplication::translate("CatalogValueFormat", text); };
    if (!age.known)
        return tr("Age unknown: %1.").arg(QString::fromStdString(age.problem));
    const QString asOf = QString::fromStdString(age.asOf);
    // A month or year date counts from its first day, the oldest the price can be (gp::priceAge).
    const QString from = age.precision == gp::AsOfPrecision::Day
                             ? asOf
                             : tr("%1 (counted from %2)").arg(asOf, QString::fromStdString(gp::isoDate(age.from)));
    QString text = tr("Price as of %1: %2 days old.").arg(from).arg(age.days);
    text += QLatin1Char('\n');
    text += age.stale
                ? tr("Stale: older than the %1-day threshold. Check the provider's current price.").arg(age.staleDays)
                : tr("Within the %1-day threshold.").arg(age.staleDays);
    return text;
}
