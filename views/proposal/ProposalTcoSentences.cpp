// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalTcoSentences.h"

#include "text/MessageText.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalTcoSentences", text); }
QString percent(double fraction)
{
    return QLocale(QLocale::English).toString(fraction * 100, 'f', 1) + QLatin1Char('%');
}
} // namespace

QString ProposalTcoSentences::breakEvenCell(const gp::tco::BreakEven& be)
{
    if (be.utilisation)
        return (be.ownedWinsAbove ? tr("owning wins above %1") : tr("owning wins below %1"))
            .arg(percent(*be.utilisation));
    return gp::text::render(be.note);
}

QString ProposalTcoSentences::crossoverCell(const gp::tco::Crossover* crossover, int horizonMonths)
{
    if (crossover && crossover->month)
        return tr("month %1").arg(QLocale(QLocale::English).toString(*crossover->month, 'f', 1));
    return tr("not within %1 months").arg(horizonMonths);
}

QString ProposalTcoSentences::byHorizonSentence(const QString& owned, const QString& rented,
                                                const std::vector<gp::tco::HorizonPoint>& points)
{
    if (points.empty())
        return {};
    const QString from = QString::number(points.front().months), to = QString::number(points.back().months);
    auto all = [&points](auto test) { return std::all_of(points.begin(), points.end(), test); };
    // One side cheaper at every utilisation over every horizon: said as such, never as "does not break even"
    // alone (which reads as "owning never wins").
    if (all([](const gp::tco::HorizonPoint& h) { return !h.breakEvenUtilisation && h.ownedCheaperThroughout == true; }))
        return tr("%1 is cheaper than %2 at every utilisation from 1% to 100%, over every horizon from %3 to %4 "
                  "months: there is no break-even to reach.")
            .arg(owned, rented, from, to);
    if (all([](const gp::tco::HorizonPoint& h) {
            return !h.breakEvenUtilisation && h.ownedCheaperThroughout == false;
        }))
        return tr("%1 does not break even against %2 at any utilisation, over any horizon from %3 to %4 months: "
                  "renting is cheaper at every utilisation from 1% to 100%.")
            .arg(owned, rented, from, to);
    QStringList parts;
    for (const gp::tco::HorizonPoint& h : points) {
        QString what;
        if (h.breakEvenUtilisation)
            what = (h.ownedWinsAbove ? tr("%1, owning wins above") : tr("%1, owning wins below"))
                       .arg(percent(*h.breakEvenUtilisation));
        else if (h.ownedCheaperThroughout == true)
            what = tr("none, owning is cheaper throughout");
        else if (h.ownedCheaperThroughout == false)
            what = tr("none, renting is cheaper throughout");
        else
            what = tr("none found (the inputs are not valid at every utilisation)");
        parts << tr("%1 months: %2").arg(QString::number(h.months), what);
    }
    return tr("Break-even utilisation of %1 against %2 by horizon: %3.")
        .arg(owned, rented, parts.join(QStringLiteral("; ")));
}
