#include "ComparisonExplanationFormatter.h"

#include <QLocale>

#include <cmath>

namespace ComparisonExplanationFormatter {
namespace {
QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
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

QString toHtml(const gp::Explanation& e)
{
    QString html;
    html += QStringLiteral("<p><b>%1</b> = %2</p>").arg(esc(e.label), formatNumber(e.value, e.unit).toHtmlEscaped());
    if (!e.formula.empty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(e.formula));
    if (!e.inputs.empty()) {
        html += QStringLiteral("<table>");
        for (const auto& in : e.inputs)
            // A value is never broken across lines: in the narrow "why" dock "2,000,000,000 tokens" was cut
            // after "2," and inside the digits; the note beside it wraps instead.
            html += QStringLiteral(
                        "<tr><td>%1</td><td align=\"right\" style=\"white-space:nowrap\">%2</td><td>%3</td></tr>")
                        .arg(esc(in.name), formatNumber(in.value, in.unit).toHtmlEscaped(), esc(in.note));
        html += QStringLiteral("</table>");
    }
    if (!e.sources.empty()) {
        html += QStringLiteral("<p>Catalog rows:</p><ul>");
        for (const auto& s : e.sources)
            html += QStringLiteral("<li>%1 / %2: %3 (as of %4)</li>")
                        .arg(esc(s.table), esc(s.key), esc(s.source),
                             esc(s.asOf.empty() ? std::string("unknown") : s.asOf));
        html += QStringLiteral("</ul>");
    }
    if (!e.citation.empty())
        html += QStringLiteral("<p>Source: %1</p>").arg(esc(e.citation));
    return html;
}

} // namespace ComparisonExplanationFormatter
