// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal as plain content: a cover and a list of blocks (headings, paragraphs, tables, charts).
// Built once from the workspace (ProposalContentBuilder) and written by the PDF, HTML and Markdown
// writers, so the three carry the same words and numbers. Every string here is PLAIN TEXT, user text
// included: a writer that produces markup escapes it, the PDF writer inserts it as text, never as HTML.
#include "charts/ChartSpec.h"

#include <QImage>
#include <QString>
#include <QStringList>
#include <QVector>

struct ProposalTable {
    QStringList header;
    QVector<QStringList> rows;
    QVector<bool> numeric;             // per column: right-aligned figures
    QVector<QVector<bool>> emphasised; // [row][column]: shown in bold (the best value of a row)
    QVector<double> widths;            // per column: relative width (empty = equal)
    QString note;                      // a line under the table (what bold means, ...)
};

struct ProposalBlock {
    enum class Kind {
        Heading, // a section title; starts a new page in the PDF
        Subheading,
        Paragraph,
        Bullets, // items
        Table,
        Chart,   // chart, drawn as vector graphics
        Callout, // a boxed paragraph (the recommendation)
    };
    Kind kind = Kind::Paragraph;
    QString text;
    QStringList items;
    ProposalTable table;
    ChartSpec chart;
};

struct ProposalCover {
    QString title;
    QString customer;
    QString author;
    QString date; // as printed (ISO 8601)
    QString appVersion;
    QString subtitle; // what the document is ("GPU infrastructure proposal")
    QImage logo;      // null = none
};

struct ProposalContent {
    ProposalCover cover;
    QString runningHeader; // on every page but the cover
    QVector<ProposalBlock> blocks;
};
