// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Writes the proposal's words and tables from a workspace's estimates. Every number is the engine's, read
// through the same models the window uses (ScenarioComparisonModel, ChartDataBuilder, ComparisonFigures),
// formatted as the window formats it; the builder chooses and phrases, it computes nothing.
//
// The TCO analyses the workspace holds are written by ProposalTcoSection (appendTco() and a part of the
// assumptions); the readiness checklist has its seam in appendChecklist().
#include "ProposalContent.h"
#include "ProposalOptions.h"

#include <QImage>

#include <memory>

class ProposalTcoSection;
class Workspace;

class ProposalContentBuilder {
public:
    // `workspace` holds exactly the scenarios to write, in the proposal's currency (ProposalWorkspace).
    ProposalContentBuilder(const Workspace& workspace, const ProposalOptions& options);

    ProposalContent build() const;

    // The scenario the summary recommends: the lowest cost per result among the plans that fit in GPU
    // memory and have a priced offer, training plans first when there are any (like with like, as the
    // charts). -1 when no plan qualifies.
    int recommendedIndex() const;
    // Whether scenario `index` is priced only at an offer the catalog flags (never recommended).
    bool flaggedHeadline(int index) const;

private:
    void appendCover(ProposalContent& content) const;
    void appendSummary(ProposalContent& content) const;
    void appendComparison(ProposalContent& content) const;
    void appendCharts(ProposalContent& content) const;
    void appendTco(ProposalContent& content) const;
    void appendChecklist(ProposalContent& content) const;
    void appendPlan(ProposalContent& content) const;
    void appendAssumptions(ProposalContent& content) const;
    void appendErrorBands(ProposalContent& content) const;

    QStringList risks(int index) const; // the plan's risks, the main one first
    QString residencyNote(int index) const;
    QString offerLabel(int index) const; // provider, tier, region of the cheapest offer

    const ProposalTcoSection& tco() const; // the workspace's TCO analyses, analysed once per build

    const Workspace& m_workspace;
    ProposalOptions m_options;
    mutable std::shared_ptr<const ProposalTcoSection> m_tco;
};
