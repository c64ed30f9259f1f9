// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "NumberFormat.h"

#include <QCoreApplication>

#include <cmath>

namespace gp::text {

namespace {

QString notFinite(double value)
{
    if (std::isnan(value))
        return QStringLiteral("NaN");
    return value > 0 ? QCoreApplication::translate("gp::text", "infinity")
                     : QCoreApplication::translate("gp::text", "-infinity");
}

} // namespace

QString number(double value, int decimals, const QLocale& locale)
{
    if (!std::isfinite(value))
        return notFinite(value);
    if (decimals < 0) // significant digits (Message.h)
        return locale.toString(value, 'g', -decimals > 9 ? 9 : -decimals);
    const int d = decimals > 9 ? 9 : decimals;
    QString s = locale.toString(value, 'f', d);
    // -0.0 rounds to "-0": a sign with nothing behind it.
    if (s == locale.negativeSign() + locale.toString(0.0, 'f', d))
        s = locale.toString(0.0, 'f', d);
    return s;
}

QString count(qint64 value, const QLocale& locale) { return locale.toString(value); }

QString money(double amount, const QString& currency, int decimals, const QLocale& locale)
{
    const int d = decimals >= 0 ? decimals : (std::fabs(amount) < 100 ? 2 : 0);
    return currency + QChar(0x00A0) + number(amount, d, locale);
}

QString percent(double fraction, int decimals, const QLocale& locale)
{
    if (!std::isfinite(fraction))
        return notFinite(fraction);
    return number(fraction * 100.0, decimals, locale) + locale.percent();
}

QString unitSymbol(MessageUnit unit)
{
    switch (unit) {
    case MessageUnit::GB:
        return QCoreApplication::translate("gp::text::unit", "GB");
    case MessageUnit::Hours:
        return QCoreApplication::translate("gp::text::unit", "h");
    case MessageUnit::Seconds:
        return QCoreApplication::translate("gp::text::unit", "s");
    case MessageUnit::Milliseconds:
        return QCoreApplication::translate("gp::text::unit", "ms");
    case MessageUnit::TokensPerSecond:
        return QCoreApplication::translate("gp::text::unit", "tokens/s");
    case MessageUnit::RequestsPerSecond:
        return QCoreApplication::translate("gp::text::unit", "requests/s");
    case MessageUnit::GpuHours:
        return QCoreApplication::translate("gp::text::unit", "GPU-h");
    case MessageUnit::Tflops:
        return QCoreApplication::translate("gp::text::unit", "TFLOPS");
    }
    return QString::fromLatin1(englishUnitSymbol(unit));
}

QString quantity(double value, MessageUnit unit, int decimals, const QLocale& locale)
{
    return number(value, decimals, locale) + QLatin1Char(' ') + unitSymbol(unit);
}

} // namespace gp::text
