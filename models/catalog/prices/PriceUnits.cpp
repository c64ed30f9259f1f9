// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceUnits.h"

#include "PriceList.h"

#include <QRegularExpression>

#include <limits>

namespace catalog::prices {

std::optional<UnitConversion> convertUnit(const QString& listUnit)
{
    QString u = listUnit.trimmed().toLower();
    if (u.startsWith(QLatin1String("per ")))
        u = u.mid(4).trimmed();
    if (u.startsWith(QLatin1String("1 ")))
        u = u.mid(2).trimmed();
    if (u.startsWith(QLatin1String("1/")))
        u = u.mid(2).trimmed();
    static const QStringList hour = {QStringLiteral("hrs"), QStringLiteral("hr"), QStringLiteral("hour"),
                                     QStringLiteral("hours"), QStringLiteral("h")};
    static const QStringList minute = {QStringLiteral("minute"), QStringLiteral("minutes"), QStringLiteral("min")};
    static const QStringList second = {QStringLiteral("second"), QStringLiteral("seconds"), QStringLiteral("sec"),
                                       QStringLiteral("s")};
    static const QStringList month = {QStringLiteral("month"), QStringLiteral("months"), QStringLiteral("mo")};
    if (hour.contains(u))
        return UnitConversion{QStringLiteral("hour"), 1.0};
    if (minute.contains(u))
        return UnitConversion{QStringLiteral("hour"), 60.0};
    if (second.contains(u))
        return UnitConversion{QStringLiteral("hour"), 3600.0};
    if (month.contains(u))
        return UnitConversion{QStringLiteral("month"), 1.0};
    return std::nullopt;
}

QString acceptedUnits() { return QStringLiteral("Hrs, 1 Hour, h, hour, minute, second, month"); }

double termTotalPerHour(double total, int years) { return total / (static_cast<double>(years) * kHoursPerYear); }

std::optional<double> moneyValue(long long units, long long nanos)
{
    if (nanos <= -1000000000LL || nanos >= 1000000000LL)
        return std::nullopt;
    if ((units > 0 && nanos < 0) || (units < 0 && nanos > 0))
        return std::nullopt;
    return static_cast<double>(units) + static_cast<double>(nanos) / 1e9;
}

std::optional<double> decimalValue(const QString& text)
{
    static const QRegularExpression number(QStringLiteral("^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?$"));
    const QString t = text.trimmed();
    if (!number.match(t).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok) // out of range (1e400): toDouble says so; the range check names it
        return std::numeric_limits<double>::infinity();
    return v;
}

} // namespace catalog::prices
