// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkspaceChecklistRecord.h"

#include "checklist/ChecklistWeights.h"
#include "text/MessageText.h"

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
} // namespace

WorkspaceChecklistAnswer recordAnswer(const gp::checklist::Answer& prefilled, const std::string& questionText,
                                      const ChecklistUserAnswer* user)
{
    using Origin = WorkspaceChecklistAnswer::Origin;
    WorkspaceChecklistAnswer a;
    a.question = q(prefilled.questionKey);
    a.text = q(questionText);
    a.answer = q(prefilled.text);
    a.origin = prefilled.known ? Origin::Catalog : Origin::Unknown;
    a.source = q(prefilled.source);
    a.asOf = q(prefilled.asOf);
    if (!user)
        return a;
    const QString typed = user->text.trimmed();
    if (!typed.isEmpty() && typed != a.answer) {
        // The user's word, not the catalog's: no catalog source stands behind it.
        a.answer = typed;
        a.origin = Origin::User;
        a.source.clear();
        a.asOf.clear();
    } else if (user->confirmed && prefilled.known) {
        a.origin = Origin::Confirmed;
    }
    return a;
}

WorkspaceChecklistEvaluation recordChecklistRun(const catalog::ChecklistRun& run, const ChecklistRecordContext& context,
                                                const ChecklistUserAnswers& user)
{
    WorkspaceChecklistEvaluation e;
    e.name = context.name;
    e.scenarioId = context.scenarioId;
    e.scenarioName = context.scenarioName;
    e.evaluatedOn = context.evaluatedOn;
    if (!run.ok())
        return e;
    const gp::checklist::PlanFacts& plan = run.inputs.plan;
    e.workload = QString::fromLatin1(gp::checklist::workloadName(plan.workload));
    e.gpu = q(plan.gpuName);
    e.nodes = plan.nodes;
    e.gpusPerNode = plan.gpusPerNode;
    e.costUnit = q(plan.costUnit);
    e.personalDataIndia = plan.personalDataIndia;
    for (const gp::checklist::CriterionWeight& w : run.weights)
        e.weights.push_back({q(w.key), q(w.name), w.weight});
    const auto& evaluated = run.evaluation.platforms;
    for (std::size_t i = 0; i < evaluated.size() && i < run.inputs.platforms.size(); ++i) {
        const gp::checklist::PlatformEvaluation& pe = evaluated[i];
        const gp::checklist::PlatformFacts& facts = run.inputs.platforms[i];
        WorkspaceChecklistPlatform p;
        p.provider = q(pe.providerKey);
        p.name = q(pe.providerName);
        p.score = pe.score;
        p.knownWeightShare = pe.knownWeightShare;
        p.costPerResult = facts.costPerResult;
        p.costOffer = q(facts.costOfferKey);
        p.costTier = q(facts.costTier);
        for (const gp::checklist::CriterionScore& c : pe.criteria)
            p.criteria.push_back({q(c.key), c.score, gp::text::render(c.basis)});
        for (const gp::checklist::Question& question : run.questions) {
            const gp::checklist::Answer prefilled = gp::checklist::answerFor(question, plan, facts);
            const auto it = user.find({pe.providerKey, question.key});
            p.answers.push_back(recordAnswer(prefilled, question.question, it == user.end() ? nullptr : &it->second));
        }
        for (const gp::checklist::Gap& g : pe.gaps)
            p.gaps.push_back({q(g.rule), g.severity == gp::checklist::GapSeverity::Blocking,
                              gp::text::render(g.message)}); // in the reader's language, as kept in the .gpuplan
        e.platforms.push_back(std::move(p));
    }
    for (const gp::Message& note : run.evaluation.notes)
        e.notes << gp::text::render(note);
    return e;
}
