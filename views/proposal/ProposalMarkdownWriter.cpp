// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalMarkdownWriter.h"

#include "common/DisplayText.h"

#include "itemmodels/ComparisonExplanationFormatter.h"

#include <cmath>

namespace {
QString number(double v) { return ComparisonExplanationFormatter::formatNumber(v, {}); }

QString row(const QStringList& cells)
{
    QStringList escaped;
    for (const QString& c : cells)
        escaped << ProposalMarkdownWriter::escape(c);
    return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

QString separator(int columns, const QVector<bool>& numeric)
{
    QStringList cells;
    for (int c = 0; c < columns; ++c)
        cells << (numeric.value(c) && c > 0 ? QStringLiteral("---:") : QStringLiteral("---"));
    return QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

QString markdownTable(const ProposalTable& t)
{
    QString md = row(t.header) + separator(int(t.header.size()), t.numeric);
    for (int r = 0; r < t.rows.size(); ++r) {
        QStringList cells;
        for (int c = 0; c < t.header.size(); ++c) {
            const QString text = ProposalMarkdownWriter::escape(t.rows[r].value(c));
            const bool bold = r < t.emphasised.size() && t.emphasised[r].value(c) && !text.isEmpty();
            cells << (bold ? QStringLiteral("**%1**").arg(text) : text);
        }
        md += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    if (!t.note.isEmpty())
        md += QLatin1Char('\n') + ProposalMarkdownWriter::escape(t.note) + QLatin1Char('\n');
    return md + QLatin1Char('\n');
}

// Lines whose series all share one x grid (months, utilisation steps) read best as one row per x and one
// column per series; marker-only series (crossover points) have their own x and go under the table.
bool sharedGrid(const ChartSpec& spec)
{
    const QVector<QPointF>* first = nullptr;
    for (const ChartSeries& s : spec.series) {
        if (s.markersOnly)
            continue;
        if (!first) {
            first = &s.points;
            continue;
        }
        if (s.points.size() != first->size())
            return false;
        for (int i = 0; i < s.points.size(); ++i)
            if (s.points[i].x() != (*first)[i].x())
                return false;
    }
    return first && !first->isEmpty();
}

// A chart's figures as a table: the same numbers the PDF draws.
ProposalTable chartTable(const ChartSpec& spec)
{
    ProposalTable t;
    if (spec.kind == ChartKind::GroupedBars) {
        // One row per category, one column per series; a NaN value is unknown and says so, never 0.
        t.header << (spec.xTitle.isEmpty() ? QStringLiteral("Criterion") : spec.xTitle);
        for (const ChartSeries& s : spec.series)
            t.header << s.name;
        for (int c = 0; c < spec.categories.size(); ++c) {
            QStringList cells{spec.categories[c]};
            for (const ChartSeries& s : spec.series)
                cells << (c < s.values.size() && std::isfinite(s.values[c]) ? QString::number(s.values[c], 'f', 2)
                                                                            : QStringLiteral("unknown"));
            t.rows << cells;
        }
    } else if (spec.kind == ChartKind::Bars || spec.kind == ChartKind::StackedBars || spec.kind == ChartKind::Tornado ||
               spec.kind == ChartKind::HorizontalBars) {
        t.header << (spec.kind == ChartKind::Tornado          ? QStringLiteral("Input")
                     : spec.kind == ChartKind::HorizontalBars ? QStringLiteral("Option")
                                                              : QStringLiteral("Scenario"));
        for (const ChartSeries& s : spec.series)
            t.header << (spec.kind == ChartKind::Bars && !spec.yTitle.isEmpty()             ? spec.yTitle
                         : spec.kind == ChartKind::HorizontalBars && !spec.xTitle.isEmpty() ? spec.xTitle
                                                                                            : s.name);
        if (!spec.markers.isEmpty())
            t.header << spec.markerName;
        for (int c = 0; c < spec.categories.size(); ++c) {
            QStringList cells{spec.categories[c]};
            for (const ChartSeries& s : spec.series)
                cells << (c < s.values.size() ? number(s.values[c]) : QString());
            if (!spec.markers.isEmpty()) {
                QString mark;
                for (const ChartMarker& m : spec.markers)
                    if (m.category == c)
                        mark = number(m.value);
                cells << mark;
            }
            t.rows << cells;
        }
        if (spec.kind == ChartKind::Tornado && !spec.xTitle.isEmpty())
            t.note = spec.xTitle;
    } else if (spec.kind == ChartKind::Lines && sharedGrid(spec)) {
        t.header << spec.xTitle;
        const ChartSeries* grid = nullptr;
        QStringList marks;
        for (const ChartSeries& s : spec.series) {
            if (s.markersOnly) {
                for (int i = 0; i < s.points.size(); ++i)
                    marks << QStringLiteral("%1%2 at %3 %4, %5 %6")
                                 .arg(s.name,
                                      s.pointLabels.value(i).isEmpty()
                                          ? QString()
                                          : QStringLiteral(" (%1)").arg(s.pointLabels.value(i)),
                                      spec.xTitle, number(s.points[i].x()), spec.yTitle, number(s.points[i].y()));
                continue;
            }
            grid = grid ? grid : &s;
            t.header << s.name;
        }
        for (int i = 0; i < grid->points.size(); ++i) {
            QStringList cells{number(grid->points[i].x())};
            for (const ChartSeries& s : spec.series)
                if (!s.markersOnly)
                    cells << number(s.points[i].y());
            t.rows << cells;
        }
        t.note = spec.yTitle + (marks.isEmpty() ? QString() : QStringLiteral(". ") + marks.join(QStringLiteral("; ")));
    } else {
        t.header = QStringList{QStringLiteral("Series"), spec.xTitle, spec.yTitle};
        for (const ChartSeries& s : spec.series)
            for (const QPointF& p : s.points)
                t.rows << QStringList{s.name, number(p.x()), number(p.y())};
    }
    t.numeric = QVector<bool>(t.header.size(), true);
    return t;
}
} // namespace

namespace ProposalMarkdownWriter {

QString escape(const QString& raw)
{
    // Bidi controls and control bytes neutralised first (DisplayText): a reader's editor or terminal
    // shows what the plan says, in the order it says it.
    const QString text = DisplayText::neutralise(raw);
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar ch : text) {
        switch (ch.unicode()) {
        case '<':
            out += QStringLiteral("&lt;");
            break;
        case '>':
            out += QStringLiteral("&gt;");
            break;
        case '&':
            out += QStringLiteral("&amp;");
            break;
        case '\n':
        case '\r':
        case '\t':
            out += QLatin1Char(' ');
            break;
        case '\\':
        case '`':
        case '*':
        case '_':
        case '[':
        case ']':
        case '(':
        case ')':
        case '#':
        case '|':
        case '!':
        case '{':
        case '}':
        case '~':
            out += QLatin1Char('\\');
            out += ch;
            break;
        default:
            out += ch;
        }
    }
    return out;
}

QString toMarkdown(const ProposalContent& content)
{
    const ProposalCover& c = content.cover;
    QString md = QStringLiteral("# %1\n\n").arg(escape(c.title));
    md += QStringLiteral("**%1**\n\n").arg(escape(c.subtitle));
    if (!c.customer.isEmpty())
        md += escape(c.customer) + QStringLiteral("\n\n");
    if (!c.author.isEmpty())
        md += QStringLiteral("Prepared by %1  \n").arg(escape(c.author));
    md += QStringLiteral("%1  \nFigures estimated with %2\n\n").arg(escape(c.date), escape(c.appVersion));
    for (const ProposalBlock& b : content.blocks) {
        switch (b.kind) {
        case ProposalBlock::Kind::Heading:
            md += QStringLiteral("## %1\n\n").arg(escape(b.text));
            break;
        case ProposalBlock::Kind::Subheading:
            md += QStringLiteral("### %1\n\n").arg(escape(b.text));
            break;
        case ProposalBlock::Kind::Paragraph:
            md += escape(b.text) + QStringLiteral("\n\n");
            break;
        case ProposalBlock::Kind::Callout:
            md += QStringLiteral("> **%1**\n\n").arg(escape(b.text));
            break;
        case ProposalBlock::Kind::Bullets:
            for (const QString& item : b.items)
                md += QStringLiteral("- %1\n").arg(escape(item));
            md += QLatin1Char('\n');
            break;
        case ProposalBlock::Kind::Table:
            md += markdownTable(b.table);
            break;
        case ProposalBlock::Kind::Chart:
            md += QStringLiteral("**Chart: %1**\n\n").arg(escape(b.chart.title));
            if (b.chart.isEmpty())
                md += escape(b.chart.emptyMessage) + QStringLiteral("\n\n");
            else
                md += markdownTable(chartTable(b.chart)) + escape(b.text) + QStringLiteral("\n\n");
            break;
        }
    }
    return md;
}

} // namespace ProposalMarkdownWriter
