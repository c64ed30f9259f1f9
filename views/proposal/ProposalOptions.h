// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What the user chose in the export dialog or on the command line: which scenarios, which sections,
// paper, currency, logo and the cover's author and date. Plain values; the writers read nothing else.
#include <QDate>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <optional>

enum class ProposalSection {
    Summary,     // executive summary: the recommended plan, why, its cost and time, the main risk
    Comparison,  // the scenarios side by side (table)
    Charts,      // cost, time, memory, cost against time, cumulative cost
    Plan,        // the recommended plan in detail: memory breakdown, estimate, priced offers
    Assumptions, // every input, default and what-if, and every catalog row behind a figure
};

struct ProposalOptions {
    QStringList scenarioIds; // empty = every scenario, in workspace order
    QList<ProposalSection> sections = allSections();
    QPageSize::PageSizeId paper = QPageSize::A4;
    QString currency; // ISO 4217; empty = the workspace's currency
    QString logoPath; // optional image shown on the cover
    QString author;
    QDate date; // invalid = today

    bool has(ProposalSection s) const { return sections.contains(s); }

    static QList<ProposalSection> allSections()
    {
        return {ProposalSection::Summary, ProposalSection::Comparison, ProposalSection::Charts, ProposalSection::Plan,
                ProposalSection::Assumptions};
    }
    // The command-line names: summary, comparison, charts, plan, assumptions.
    static QString sectionName(ProposalSection s);
    static std::optional<ProposalSection> sectionFromName(const QString& name);
    static QString sectionTitle(ProposalSection s); // as the dialog and the document show it
};
