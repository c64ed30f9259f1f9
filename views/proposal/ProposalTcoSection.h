// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal's total-cost-of-ownership part, from the TCO analyses the workspace holds (the TCO wizard's
// "Add to workspace", .gpuplan `tco_analyses`): for each, the conclusion, the cumulative cost per option
// with its crossovers and the break-even curve (TcoChartFactory, drawn as vectors like every proposal
// chart), a table of the options' costs, what flips the answer (the tornado), and, in the assumptions,
// every TCO input and default with its source. Every figure is the TCO model's (models/tco/, as
// `gpu-planner tco` prints it); this file only chooses and phrases.
//
// Interruptible options (spot, community and marketplace capacity: OptionKind::Spot) are named as such
// wherever they appear, and when one is the cheapest the headline also names the cheapest option that
// cannot be reclaimed.
#include "ProposalContent.h"

#include "tco/TcoAnalysis.h"

#include <QString>
#include <QVector>

#include <optional>
#include <set>
#include <string>
#include <vector>

class Workspace;

class ProposalTcoSection {
public:
    // Parses and analyses every TCO analysis of `workspace` once, restated in the workspace's currency
    // when the analysis holds a rate for it (the model converts at the analysis' own rates).
    explicit ProposalTcoSection(const Workspace& workspace);

    bool isEmpty() const { return m_entries.empty(); } // no analysis: the proposal has no TCO section

    // The section: a heading (a new page) and one part per analysis.
    void appendSection(QVector<ProposalBlock>& blocks) const;
    // For the assumptions: every input and default of each analysis, and each option's price, with sources.
    void appendAssumptions(QVector<ProposalBlock>& blocks) const;

private:
    struct Entry {
        QString name;
        QString analysisCurrency;              // as saved (the figures may be restated in the proposal's)
        std::optional<gp::tco::Inputs> inputs; // empty: could not be read (errors)
        gp::tco::Analysis analysis;
        QString errors;
        QString currencyNote;        // why the figures are not in the proposal's currency, when they are not
        std::set<std::string> typed; // fields a hand-written analysis sets ("workload.runs_per_month")
    };

    void appendAnalysis(QVector<ProposalBlock>& blocks, const Entry& e) const;
    QString headline(const Entry& e) const;

    const Workspace& m_workspace;
    std::vector<Entry> m_entries;
};
