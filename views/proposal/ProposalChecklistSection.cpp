// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalChecklistSection.h"

#include "ProposalBlocks.h"
#include "charts/ChecklistChartFactory.h"
#include "document/Workspace.h"
#include "itemmodels/ComparisonExplanationFormatter.h"

#include <QCoreApplication>

namespace ProposalChecklistSection {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ProposalChecklistSection", text); }

using namespace ProposalBlocks;

QString workloadLabel(const QString& workload)
{
    if (workload == QLatin1String("pretraining"))
        return tr("pre-training");
    if (workload == QLatin1String("fine_tuning"))
        return tr("fine-tuning");
    return tr("serving");
}

QString tierLabel(const QString& tier)
{
    return tier == QLatin1String("on_demand") ? tr("on demand")
                                              : QString(tier).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString percent(double share) { return QStringLiteral("%1%").arg(100.0 * share, 0, 'f', 0); }

// `cautioned`: the DPDP caution was already given in this section (it is given once, in full).
// "offer-key (source, as of 2026-10-01)": the offer behind a cost, with the catalog row's source and date
// as today's catalog has them (the evaluation keeps the key; a row since removed is said to be).
QString offerWithSource(const QString& key, const gp::CatalogSnapshot& catalog)
{
    const gp::OfferSpec* offer = catalog.offer(key.toStdString());
    if (!offer)
        return tr("%1 (no longer in the catalog)").arg(key);
    const QString source = QString::fromStdString(offer->ref.source);
    const QString asOf = QString::fromStdString(offer->ref.asOf);
    if (source.isEmpty() && asOf.isEmpty())
        return key;
    if (asOf.isEmpty())
        return tr("%1 (%2)").arg(key, source);
    return source.isEmpty() ? tr("%1 (as of %2)").arg(key, asOf) : tr("%1 (%2, as of %3)").arg(key, source, asOf);
}

void appendEvaluation(QVector<ProposalBlock>& blocks, const WorkspaceChecklistEvaluation& e, bool forRecommended,
                      const gp::CatalogSnapshot& catalog, bool& cautioned)
{
    blocks << subheading(e.name.trimmed().isEmpty() ? tr("Checklist evaluation") : e.name);
    const QString plan = tr("%1 on %2 \u00d7 %3 (%4 per node)")
                             .arg(workloadLabel(e.workload), QString::number(qint64(e.nodes) * e.gpusPerNode), e.gpu,
                                  QString::number(e.gpusPerNode));
    blocks << paragraph(
        tr("For %1%2: %3, %4 %5 compared, evaluated on %6 against the catalog of that day. Scores are "
           "relative to the best of the candidates (1 = best); a criterion no source gives counts 0, so "
           "read each score with the share of the weight that is known.")
            .arg(e.scenarioName, forRecommended ? tr(" (the recommended plan)") : QString(), plan,
                 QString::number(e.platforms.size()), e.platforms.size() == 1 ? tr("platform") : tr("platforms"),
                 e.evaluatedOn));

    blocks << chart(ChecklistChartFactory::criteria(e),
                    tr("Criterion scores of %1, weighted as listed under the table; no bar: no source gives the "
                       "figure for that platform.")
                        .arg(e.name));

    ProposalTable scores;
    scores.header = QStringList{tr("Platform"),      tr("Score"),    tr("Weight known"),
                                tr("Blocking gaps"), tr("Cautions"), tr("Cost %1").arg(e.costUnit)};
    scores.numeric = {false, true, true, true, true, true};
    scores.widths = {2, 0.8, 0.9, 0.9, 0.8, 1.6};
    QStringList offers;
    double best = -1;
    for (const WorkspaceChecklistPlatform& p : e.platforms)
        best = std::max(best, p.score);
    for (const WorkspaceChecklistPlatform& p : e.platforms) {
        int blocking = 0, cautions = 0;
        for (const WorkspaceChecklistGap& g : p.gaps)
            (g.blocking ? blocking : cautions) += 1;
        scores.rows << QStringList{
            p.name,
            QString::number(p.score, 'f', 2),
            percent(p.knownWeightShare),
            QString::number(blocking),
            QString::number(cautions),
            p.costPerResult ? tr("%1, %2").arg(ComparisonExplanationFormatter::formatNumber(*p.costPerResult, {}),
                                               tierLabel(p.costTier))
                            : tr("no priced offer")};
        scores.emphasised << QVector<bool>{false, p.score == best && best > 0, false, false, false, false};
        if (!p.costOffer.isEmpty())
            offers << QStringLiteral("%1: %2").arg(p.name, offerWithSource(p.costOffer, catalog));
    }
    QStringList weights;
    for (const WorkspaceChecklistWeight& w : e.weights)
        weights << QStringLiteral("%1 %2").arg(w.name, QString::number(w.weight, 'g', 4));
    scores.note =
        tr("Bold: the highest score. Weights: %1. Cost: the cheapest on-demand offer of the plan's GPU at "
           "each provider, priced by the engine on %2%3.")
            .arg(weights.join(QStringLiteral(", ")), e.evaluatedOn,
                 offers.isEmpty() ? QString()
                                  : QStringLiteral(" (") + offers.join(QStringLiteral("; ")) + QLatin1Char(')'));
    blocks << table(scores);

    QStringList blocking, cautions;
    for (const WorkspaceChecklistPlatform& p : e.platforms)
        for (const WorkspaceChecklistGap& g : p.gaps)
            (g.blocking ? blocking : cautions) << QStringLiteral("%1: %2").arg(p.name, g.message);
    if (blocking.isEmpty() && cautions.isEmpty())
        blocks << paragraph(tr("No gap was found for any candidate."));
    if (!blocking.isEmpty()) {
        blocks << paragraph(tr("Blocking gaps: each rules the platform out for this plan until it is resolved."));
        blocks << bullets(blocking);
    }
    if (!cautions.isEmpty()) {
        blocks << paragraph(tr("Cautions: to ask the provider before committing."));
        blocks << bullets(cautions);
    }

    QStringList own;
    QStringList unknown;
    int confirmed = 0;
    for (const WorkspaceChecklistPlatform& p : e.platforms) {
        int unanswered = 0;
        for (const WorkspaceChecklistAnswer& a : p.answers) {
            if (a.origin == WorkspaceChecklistAnswer::Origin::User)
                own << tr("%1, \u201c%2\u201d: %3 (the team's answer; no catalog source)")
                           .arg(p.name, a.text, a.answer);
            confirmed += a.origin == WorkspaceChecklistAnswer::Origin::Confirmed ? 1 : 0;
            unanswered += a.origin == WorkspaceChecklistAnswer::Origin::Unknown ? 1 : 0;
        }
        unknown << tr("%1 %2 of %3").arg(p.name).arg(unanswered).arg(p.answers.size());
    }
    blocks << paragraph(tr("Checklist answers no source gives and the team did not answer: %1. The team confirmed %2 "
                           "prefilled %3.")
                            .arg(unknown.join(QStringLiteral(", ")), QString::number(confirmed),
                                 confirmed == 1 ? tr("answer") : tr("answers")));
    if (!own.isEmpty())
        blocks << bullets(own);
    if (e.personalDataIndia && !e.notes.isEmpty()) {
        if (!cautioned)
            for (const QString& note : e.notes)
                blocks << callout(tr("Data residency: %1").arg(note));
        else
            blocks << paragraph(tr("Data residency: this workload processes personal data of people in India too; the "
                                   "DPDP caution above applies."));
        cautioned = true;
    }
}

} // namespace

void append(QVector<ProposalBlock>& blocks, const Workspace& ws, int recommended)
{
    if (ws.checklistEvaluationCount() == 0)
        return;
    const QString recommendedId =
        recommended >= 0 && recommended < ws.scenarioCount() ? ws.scenario(recommended).id : QString();
    QVector<const WorkspaceChecklistEvaluation*> shown;
    for (int pass = 0; pass < 2; ++pass) // the recommended plan's evaluations first
        for (int i = 0; i < ws.checklistEvaluationCount(); ++i) {
            const WorkspaceChecklistEvaluation& e = ws.checklistEvaluation(i);
            const bool isRecommended = !recommendedId.isEmpty() && e.scenarioId == recommendedId;
            if (ws.indexOfScenario(e.scenarioId) >= 0 && isRecommended == (pass == 0))
                shown << &e;
        }
    const int left = ws.checklistEvaluationCount() - int(shown.size());
    if (shown.isEmpty())
        return; // kept evaluations, but none for a plan in this proposal: no empty section
    blocks << heading(tr("Platform checklist"));
    blocks << paragraph(
        tr("Candidate platforms held against the scalability checklist and its criteria (memory "
           "bandwidth, VRAM, multi-GPU interconnect, storage I/O, network fabric, framework and CUDA "
           "support, uptime SLA, cost per result). Answers come from sourced catalog facts, \u201cunknown\u201d "
           "where none says; gaps follow from the plan's own estimate.%1")
            .arg(left > 0 ? tr(" Not shown: %1 kept %2 for scenarios not in this proposal.")
                                .arg(QString::number(left), left == 1 ? tr("evaluation") : tr("evaluations"))
                          : QString()));
    bool cautioned = false;
    for (const WorkspaceChecklistEvaluation* e : shown)
        appendEvaluation(blocks, *e, !recommendedId.isEmpty() && e->scenarioId == recommendedId, ws.catalog(),
                         cautioned);
}

} // namespace ProposalChecklistSection
