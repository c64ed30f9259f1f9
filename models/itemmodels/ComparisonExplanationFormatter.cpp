// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ComparisonExplanationFormatter.h"

#include "common/AppSettings.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <cmath>

namespace ComparisonExplanationFormatter {
namespace {
QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

// An input that is a whole number (GPUs, instances, steps, billed hours) reads as one: "8 GPUs", not "8.00 GPUs".
QString inputNumber(double value, const std::string& unit)
{
    const double magnitude = std::fabs(value);
    if (magnitude >= 1 && magnitude < 1e15 && value == std::round(value)) {
        const QString number = QLocale().toString(value, 'f', 0);
        return unit.empty() ? number : number + QLatin1Char(' ') + QString::fromStdString(unit);
    }
    return formatNumber(value, unit);
}

// "2,000,000,000 tokens" stays on one line: no-break spaces between the number and its unit.
QString unbreakable(QString text) { return text.replace(QLatin1Char(' '), QChar::Nbsp); }
} // namespace

QString formatNumber(double value, const std::string& unit)
{
    const QLocale locale;
    QString number;
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e15 || (magnitude > 0 && magnitude < 1e-3))
        number = locale.toString(value, 'g', 3); // FLOPs and tiny fractions: scientific
    else if (magnitude >= 100)
        number = locale.toString(value, 'f', 0);
    else if (magnitude >= 10)
        number = locale.toString(value, 'f', 1);
    else if (magnitude >= 1)
        number = locale.toString(value, 'f', 2);
    else
        number = locale.toString(value, 'g', 3);
    return unit.empty() ? number : number + QLatin1Char(' ') + QString::fromStdString(unit);
}

PriceAgeBasis currentPriceAgeBasis()
{
    const QDate d = QDate::currentDate();
    return {{d.year(), d.month(), d.day()}, AppSettings::priceStaleDays()};
}

QString toHtml(const gp::Explanation& e) { return toHtml(e, currentPriceAgeBasis()); }

QString toHtml(const gp::Explanation& e, const PriceAgeBasis& ages)
{
    QString html;
    html += QStringLiteral("<p><b>%1</b> = %2</p>").arg(esc(e.label), formatNumber(e.value, e.unit).toHtmlEscaped());
    if (!e.formula.empty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(e.formula));
    // Each input is a line "name: value" with its note indented beneath, not a three-column table: in the
    // ~240 px "why" dock a table squeezed the notes into one-word columns ("tok|ens") and took 1.4 ms of a
    // 16 ms what-if step to lay out (bench_whatif BM_WhyPanelLayout). The value's own spaces do not break.
    for (const auto& in : e.inputs) {
        html += QStringLiteral("<p style=\"margin-top:4px; margin-bottom:0px\">%1: <b>%2</b></p>")
                    .arg(esc(in.name), unbreakable(inputNumber(in.value, in.unit)).toHtmlEscaped());
        if (!in.note.empty())
            html += QStringLiteral("<p style=\"margin-top:0px; margin-bottom:0px; margin-left:12px\">%1</p>")
                        .arg(esc(in.note));
    }
    if (!e.sources.empty()) {
        html += QStringLiteral("<p>Catalog rows:</p><ul>");
        for (const auto& s : e.sources) {
            QString asOf = esc(s.asOf.empty() ? std::string("unknown") : s.asOf);
            if (s.table == "offers") { // a price: how old it is, and whether it is stale (issue 33)
                const gp::PriceAge age = gp::priceAge(s.asOf, ages.today, ages.staleDays);
                if (!age.known)
                    asOf += QCoreApplication::translate("ComparisonExplanationFormatter", ", age unknown");
                else if (age.stale)
                    asOf += QCoreApplication::translate("ComparisonExplanationFormatter",
                                                        ", %1 old, <b>stale</b>: older than %2 days")
                                .arg(esc(gp::ageWords(age)))
                                .arg(age.staleDays);
                else
                    asOf += QCoreApplication::translate("ComparisonExplanationFormatter", ", %1 old")
                                .arg(esc(gp::ageWords(age)));
            }
            html +=
                QStringLiteral("<li>%1 / %2: %3 (as of %4)</li>").arg(esc(s.table), esc(s.key), esc(s.source), asOf);
        }
        html += QStringLiteral("</ul>");
    }
    if (!e.citation.empty())
        html += QStringLiteral("<p>Source: %1</p>").arg(esc(e.citation));
    return html;
}

} // namespace ComparisonExplanationFormatter
