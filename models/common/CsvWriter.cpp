// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CsvWriter.h"

#include <QLocale>

#include <cmath>

namespace CsvWriter {

QString text(const QString& cell)
{
    QString out = cell;
    if (!out.isEmpty() && QStringLiteral("=+-@\t\r").contains(out.front()))
        out.prepend(QLatin1Char('\''));
    if (out.contains(QLatin1Char(',')) || out.contains(QLatin1Char('"')) || out.contains(QLatin1Char('\n')) ||
        out.contains(QLatin1Char('\r')) || out.startsWith(QLatin1Char('\'')))
        return QLatin1Char('"') + out.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    return out;
}

QString number(double value)
{
    if (!std::isfinite(value))
        return {};
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString line(const QStringList& cells) { return cells.join(QLatin1Char(',')); }

QString document(const QStringList& lines) { return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n"); }

} // namespace CsvWriter
