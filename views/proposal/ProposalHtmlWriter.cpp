// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalHtmlWriter.h"

#include "common/DisplayText.h"

#include "ProposalStyle.h"
#include "charts/ChartPainter.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

namespace {
// Escaped, and bidi controls and control bytes neutralised (DisplayText), for every text written.
QString esc(const QString& text) { return DisplayText::neutralise(text).toHtmlEscaped(); }

QString css()
{
    return QStringLiteral("body{font-family:'DejaVu Sans',Arial,sans-serif;color:%1;max-width:190mm;margin:2em "
                          "auto;font-size:10pt;}"
                          "h1{color:%2;font-size:22pt;margin-bottom:.2em}h2{color:%2;font-size:15pt;border-bottom:1px "
                          "solid %3;"
                          "margin-top:2em}h3{color:%2;font-size:11.5pt}.subtitle{color:%4;font-weight:bold;letter-"
                          "spacing:.05em}"
                          ".meta{color:%5}table{border-collapse:collapse;width:100%;margin:.4em 0 1em;font-size:9pt}"
                          "th{background:%6;color:%2;text-align:left}th,td{border:1px solid %3;padding:3px "
                          "5px;vertical-align:top}"
                          "td.n,th.n{text-align:right}tr:nth-child(even) "
                          "td{background:%7}.callout{background:%8;padding:.7em 1em;"
                          "font-weight:bold;color:%2;font-size:11pt}.caption,.note{color:%5;font-size:8.5pt}"
                          "figure{margin:1em 0}figure img{width:100%}")
        .arg(ProposalStyle::text().name(), ProposalStyle::heading().name(), ProposalStyle::rule().name(),
             ProposalStyle::accent().name(), ProposalStyle::muted().name(), ProposalStyle::tableHeader().name(),
             ProposalStyle::tableStripe().name(), ProposalStyle::calloutBackground().name());
}

QString svgDataUrl(const ChartSpec& spec)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSize size(900, 470);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    QPainter painter(&svg);
    QFont font = ProposalStyle::chartFont();
    font.setPointSizeF(9);
    ChartPainter::paint(&painter, QRectF(QPointF(0, 0), size), spec, font);
    painter.end();
    return QStringLiteral("data:image/svg+xml;base64,") + QString::fromLatin1(buffer.data().toBase64());
}

QString htmlTable(const ProposalTable& t)
{
    QString html = QStringLiteral("<table><thead><tr>");
    for (int c = 0; c < t.header.size(); ++c)
        html += QStringLiteral("<th%1>%2</th>")
                    .arg(t.numeric.value(c) && c > 0 ? QStringLiteral(" class=\"n\"") : QString(), esc(t.header[c]));
    html += QStringLiteral("</tr></thead><tbody>");
    for (int r = 0; r < t.rows.size(); ++r) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < t.header.size(); ++c) {
            const bool bold = r < t.emphasised.size() && t.emphasised[r].value(c);
            const QString cell = esc(t.rows[r].value(c));
            html += QStringLiteral("<td%1>%2</td>")
                        .arg(t.numeric.value(c) && c > 0 ? QStringLiteral(" class=\"n\"") : QString(),
                             bold ? QStringLiteral("<b>%1</b>").arg(cell) : cell);
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</tbody></table>");
    if (!t.note.isEmpty())
        html += QStringLiteral("<p class=\"note\">%1</p>").arg(esc(t.note));
    return html;
}
} // namespace

namespace ProposalHtmlWriter {

QString toHtml(const ProposalContent& content)
{
    const ProposalCover& c = content.cover;
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                                  "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                                  "'none'; img-src data:; style-src 'unsafe-inline'\">"
                                  "<title>%1</title><style>%2</style></head><body>\n")
                       .arg(esc(c.title), css());
    if (!c.logo.isNull()) {
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        c.logo.save(&png, "PNG");
        html += QStringLiteral("<p><img alt=\"logo\" style=\"max-height:20mm;max-width:45mm\" "
                               "src=\"data:image/png;base64,%1\"></p>\n")
                    .arg(QString::fromLatin1(png.data().toBase64()));
    }
    html += QStringLiteral("<p class=\"subtitle\">%1</p><h1>%2</h1>\n").arg(esc(c.subtitle.toUpper()), esc(c.title));
    if (!c.customer.isEmpty())
        html += QStringLiteral("<p style=\"font-size:14pt\">%1</p>\n").arg(esc(c.customer));
    QStringList meta;
    if (!c.author.isEmpty())
        meta << QStringLiteral("Prepared by %1").arg(esc(c.author));
    meta << esc(c.date) << esc(QStringLiteral("Figures estimated with %1").arg(c.appVersion));
    html += QStringLiteral("<p class=\"meta\">%1</p>\n").arg(meta.join(QStringLiteral("<br>")));

    for (const ProposalBlock& b : content.blocks) {
        switch (b.kind) {
        case ProposalBlock::Kind::Heading:
            html += QStringLiteral("<h2>%1</h2>\n").arg(esc(b.text));
            break;
        case ProposalBlock::Kind::Subheading:
            html += QStringLiteral("<h3>%1</h3>\n").arg(esc(b.text));
            break;
        case ProposalBlock::Kind::Paragraph:
            html += QStringLiteral("<p>%1</p>\n").arg(esc(b.text));
            break;
        case ProposalBlock::Kind::Callout:
            html += QStringLiteral("<p class=\"callout\">%1</p>\n").arg(esc(b.text));
            break;
        case ProposalBlock::Kind::Bullets:
            html += QStringLiteral("<ul>");
            for (const QString& item : b.items)
                html += QStringLiteral("<li>%1</li>").arg(esc(item));
            html += QStringLiteral("</ul>\n");
            break;
        case ProposalBlock::Kind::Table:
            html += htmlTable(b.table) + QLatin1Char('\n');
            break;
        case ProposalBlock::Kind::Chart:
            if (b.chart.isEmpty()) {
                html += QStringLiteral("<p class=\"caption\">%1: %2</p>\n")
                            .arg(esc(b.chart.title), esc(b.chart.emptyMessage));
                break;
            }
            html += QStringLiteral("<figure><img alt=\"%1\" src=\"%2\"><figcaption "
                                   "class=\"caption\">%3</figcaption></figure>\n")
                        .arg(esc(b.chart.title), svgDataUrl(b.chart), esc(b.text));
            break;
        }
    }
    html += QStringLiteral("</body></html>\n");
    return html;
}

} // namespace ProposalHtmlWriter
