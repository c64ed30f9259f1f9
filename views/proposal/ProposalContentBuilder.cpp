// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalContentBuilder.h"
#include "ProposalLogo.h"

#include "ProposalBlocks.h"
#include "ProposalChecklistSection.h"
#include "ProposalErrorBandSentences.h"
#include "ProposalInputTables.h"
#include "ProposalPriceAge.h"
#include "ProposalTcoSection.h"

#include "charts/ChartFactory.h"
#include "common/AppSettings.h"
#include "common/DisplayText.h"
#include "document/OfferRegion.h"
#include "document/Workspace.h"
#include "itemmodels/ChartDataBuilder.h"
#include "itemmodels/ComparisonExplanationFormatter.h"
#include "itemmodels/ComparisonFigures.h"
#include "itemmodels/ScenarioComparisonModel.h"
#include "planning/ErrorBand.h"
#include "planning/OfferTerms.h"
#include "planning/ScenarioJson.h"
#include "text/MessageText.h"

#include <cmath>

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QSet>

#include <map>
#include <set>

using namespace ProposalBlocks;

namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalContentBuilder", text); }
QString qs(const std::string& s) { return QString::fromStdString(s); }
QString number(double v, const QString& unit = {})
{
    return ComparisonExplanationFormatter::formatNumber(v, unit.toStdString());
}

// A plan uses "nearly all" of its GPU memory above this share of the usable capacity: a longer sequence, a
// larger batch or another framework's overhead can then tip it over (the allocator reserve the engine adds
// is 5-10%, so a tenth of headroom is the margin the estimate itself may be off by).
constexpr double kTightMemoryShare = 0.9;
// Scenarios per comparison table: more columns do not fit a portrait page at a readable size.
constexpr int kScenariosPerTable = 4;

QString taskLabel(gp::Task task)
{
    switch (task) {
    case gp::Task::PreTrain:
        return QCoreApplication::translate("ProposalContentBuilder", "pre-training");
    case gp::Task::FullFineTune:
        return QCoreApplication::translate("ProposalContentBuilder", "full fine-tune");
    case gp::Task::LoRA:
        return QCoreApplication::translate("ProposalContentBuilder", "LoRA fine-tune");
    case gp::Task::QLoRA:
        return QCoreApplication::translate("ProposalContentBuilder", "QLoRA fine-tune");
    case gp::Task::Inference:
        return QCoreApplication::translate("ProposalContentBuilder", "serving");
    }
    return {};
}

// The engine's words for a tier (OfferTerms.h): "spot (interruptible)", "community cloud (interruptible)",
// "3-year reserved, if held", the same as the comparison table and the "why" panel.
QString tierLabel(const std::string& tier) { return qs(gp::pricedTierLabel(tier)); }

// With its explanations: the proposal shows how each figure is worked out.
const gp::Estimate* estimateOf(const Workspace& ws, int i)
{
    const auto& r = ws.explainedEstimate(i);
    return r.ok() ? &*r.estimate : nullptr;
}

QString errorsText(const std::vector<gp::FieldError>& errors)
{
    QStringList parts;
    for (const auto& e : errors)
        parts << (e.field.empty() ? qs(e.message) : qs(e.field) + QStringLiteral(": ") + qs(e.message));
    return parts.join(QStringLiteral("; "));
}

QString plural(int n, const QString& one, const QString& many) { return n == 1 ? one : many; }
// A figure paid under a contract with the list figure beside it (issue 33): "86.52 USD (contracted, MSA 2026; list
// 98.32 USD)"; the figure alone at list price.
QString contractedAndList(const gp::CostLine& c, double paid, double list)
{
    if (c.contractBasis == "list")
        return number(paid, qs(c.currency));
    const QString basis = c.contractBasis != "discount" ? tr("contracted")
                          : std::isfinite(c.discountPercent)
                              ? tr("%1% contract discount").arg(QString::number(c.discountPercent, 'g', 4))
                              : tr("contract discount"); // a stored plan price in another currency than its list
    return tr("%1 (%2, %3; list %4)")
        .arg(number(paid, qs(c.currency)), basis, qs(c.contractSource), number(list, qs(c.currency)));
}

} // namespace

ProposalContentBuilder::ProposalContentBuilder(const Workspace& workspace, const ProposalOptions& options)
    : m_workspace(workspace), m_options(options)
{
}

ProposalContent ProposalContentBuilder::build() const
{
    ProposalContent content;
    appendCover(content);
    if (m_options.has(ProposalSection::Summary))
        appendSummary(content);
    if (m_options.has(ProposalSection::Comparison))
        appendComparison(content);
    if (m_options.has(ProposalSection::Charts)) {
        appendCharts(content);
        appendTco(content);
        appendChecklist(content);
    }
    if (m_options.has(ProposalSection::Plan))
        appendPlan(content);
    if (m_options.has(ProposalSection::Assumptions))
        appendAssumptions(content);
    return content;
}

bool ProposalContentBuilder::flaggedHeadline(int index) const
{
    // Priced only at offers the catalog flags (CostModel::headline takes a flagged one only then): never the
    // recommendation (issue 31), and said so under "Not recommended".
    const gp::Estimate* e = estimateOf(m_workspace, index);
    return e && e->headline() && !e->headline()->flags.empty();
}

int ProposalContentBuilder::recommendedIndex() const
{
    // The cost-per-result bars are the chart's own figures (training runs when there are any, else cost per
    // million output tokens served), so the summary, the chart and the table name the same plan.
    const ChartBars cost = ChartDataBuilder(m_workspace).costPerResultBars();
    int best = -1;
    for (int i = 0; i < cost.scenarios.size(); ++i) {
        const ChartScenario& s = cost.scenarios[i];
        if (!s.valid || !s.fits || !s.meetsTarget || !cost.applicable.value(i) || flaggedHeadline(i))
            continue;
        if (best < 0 || cost.values[i] < cost.values[best])
            best = i;
    }
    return best;
}

void ProposalContentBuilder::appendCover(ProposalContent& content) const
{
    ProposalCover& cover = content.cover;
    cover.title = m_workspace.title().trimmed().isEmpty() ? tr("GPU infrastructure plan") : m_workspace.title();
    cover.customer = m_workspace.customer();
    cover.author = DisplayText::neutralise(m_options.author);
    cover.date = (m_options.date.isValid() ? m_options.date : QDate::currentDate()).toString(Qt::ISODate);
    cover.appVersion = QStringLiteral("GPU Planner %1").arg(QStringLiteral(GPU_PLANNER_VERSION));
    cover.subtitle = tr("GPU infrastructure proposal");
    if (!m_options.logoPath.isEmpty())
        cover.logo = ProposalLogo::load(m_options.logoPath, nullptr); // refused (ProposalExport says why): none
    content.runningHeader =
        cover.customer.isEmpty() ? cover.title : cover.customer + QStringLiteral(" \u2014 ") + cover.title;
}

QString ProposalContentBuilder::offerLabel(int index) const
{
    const gp::Estimate* e = estimateOf(m_workspace, index);
    const gp::CostLine* c = e ? ComparisonFigures::cheapestCost(*e) : nullptr;
    if (!c)
        return tr("no priced offer");
    const gp::OfferSpec* offer = m_workspace.effectiveCatalog().offer(c->offerKey);
    const QString region = offer && !offer->region.empty() ? qs(offer->region) : tr("region not stated");
    QString label = tr("%1, %2, %3, %4 per GPU-hour")
                        .arg(qs(c->providerName), tierLabel(c->tier), region,
                             contractedAndList(*c, c->pricePerGpuHour, c->listPricePerGpuHour));
    // A flagged offer (catalog schema v9) is named as such next to its price (issue 31).
    if (!c->flags.empty())
        label += tr(" (flagged offer: %1)").arg(qs(c->flags));
    // A what-if price is never passed off as the catalog's (issue 31): it says what it is.
    const WhatIfOverrides& w = m_workspace.whatIf();
    if (w.priceFactorPercent != 100)
        label += tr(" (what-if: %1% of the listed price)").arg(number(w.priceFactorPercent));
    else if (w.exchangeRateUnitsPerUsd && offer && offer->currency != c->currency)
        label += tr(" (what-if exchange rate)");
    return label;
}

QStringList ProposalContentBuilder::risks(int index) const
{
    QStringList out;
    const gp::Estimate* e = estimateOf(m_workspace, index);
    if (!e)
        return out;
    const double total = e->memory.totalGb();
    if (e->fits && total > kTightMemoryShare * e->usableMemoryGbPerGpu)
        out << tr("Memory is tight: the plan needs %1 of the %2 usable on each GPU, more than nine tenths. A "
                  "longer "
                  "sequence, a larger micro-batch or another framework's overhead may not fit; test the "
                  "largest batch "
                  "before committing.")
                   .arg(number(total, QStringLiteral("GB")), number(e->usableMemoryGbPerGpu, QStringLiteral("GB")));
    if (const gp::CostLine* c = ComparisonFigures::cheapestCost(*e)) {
        const gp::OfferSpec* offer = m_workspace.effectiveCatalog().offer(c->offerKey);
        if (c->interruptible)
            out << tr("The price is an interruptible (%1) rate: the provider can reclaim the GPUs at short notice, "
                      "so the run needs checkpoints and may take longer than estimated.")
                       .arg(tierLabel(c->tier));
        else if (offer && offer->providerKind == "marketplace")
            out << tr("The price is a marketplace rate (%1): capacity is offered by third-party hosts and is "
                      "not "
                      "guaranteed to be available when the run starts.")
                       .arg(qs(c->providerName));
        else if (c->tier == "reserved_1y" || c->tier == "reserved_3y")
            out << tr("The price is a %1 rate: it holds only with that commitment, paid whether or not the "
                      "GPUs are "
                      "used after this run.")
                       .arg(tierLabel(c->tier));
    }
    if (e->training && e->training->bound == gp::Bound::Communication)
        out << tr("The step time is bound by communication between GPUs: the time estimate depends on the "
                  "interconnect reaching its rated bandwidth.");
    for (const QString& w : gp::text::render(e->warnings))
        out << tr("The engine warns: %1.").arg(w);
    if (e->training) {
        out << tr("The time rests on a compute utilisation of %1 (see Assumptions), which comes to a model FLOPs "
                  "utilisation of %2 for this plan; a short trial run on the chosen offer confirms it before the "
                  "budget is committed.")
                   .arg(number(e->training->mfu), number(e->training->achievedMfu));
    }
    return out;
}

QString ProposalContentBuilder::residencyNote(int index) const
{
    const gp::Estimate* e = estimateOf(m_workspace, index);
    const gp::CostLine* c = e ? ComparisonFigures::cheapestCost(*e) : nullptr;
    if (!c)
        return {};
    const gp::OfferSpec* offer = m_workspace.effectiveCatalog().offer(c->offerKey);
    const QString region = offer ? qs(offer->region) : QString();
    const bool indianCustomer = m_workspace.currency() == QLatin1String("INR");
    // The plan's own residency (Scenario::residency, the workload wizard's answer), said once: the
    // constraint, where the priced offer runs, and the DPDP Act where the data is personal data of people in India.
    const DataResidency& residency = m_workspace.scenario(index).scenario.residency;
    if (residency.any()) {
        const OfferRegion::Place place = OfferRegion::place(region);
        const QString where = place == OfferRegion::Place::Unstated ? tr("a region the offer does not name")
                              : region.contains(QLatin1String("india"), Qt::CaseInsensitive) ? region
                              : place == OfferRegion::Place::India ? tr("%1, India").arg(region)
                                                                   : tr("%1, outside India").arg(region);
        QString text = residency.indiaOnly ? tr("Data residency: the plan keeps the data in India (India only, as "
                                                "asked in the workload wizard); the priced offer runs in %1.")
                                                 .arg(where)
                                           : tr("Data residency: the priced offer runs in %1.").arg(where);
        if (residency.indiaOnly && place != OfferRegion::Place::India)
            text += tr(" That breaks the plan's India-only constraint: price an offer hosted in India.");
        if (residency.personalDataInIndia)
            text += tr(" The data is personal data of people in India: India's Digital Personal Data Protection Act "
                       "2023 applies%1.")
                        .arg(place == OfferRegion::Place::India ? QString()
                                                                : tr(", and sending it abroad is a transfer under it"));
        return text;
    }
    switch (OfferRegion::place(region)) {
    case OfferRegion::Place::Unstated:
        return tr("Data residency: the offer names no region (%1 places the work on hosts it chooses), so "
                  "where the "
                  "data is processed is not guaranteed. If the data must stay in one country, choose a "
                  "regional offer.")
            .arg(qs(c->providerName));
    case OfferRegion::Place::India:
        // Worded once: a region named "India" (the IndiaAI portal, E2E, Neysa) is not followed by "in India" again.
        if (region.contains(QLatin1String("india"), Qt::CaseInsensitive))
            return tr("Data residency: the offer runs in %1, so the training data can stay in the country "
                      "(relevant under India's Digital Personal Data Protection Act 2023).")
                .arg(region);
        return tr("Data residency: the offer runs in %1, in India, so the training data can stay in the "
                  "country "
                  "(relevant under India's Digital Personal Data Protection Act 2023).")
            .arg(region);
    case OfferRegion::Place::Elsewhere:
        if (indianCustomer)
            return tr("Data residency: the offer runs in %1, outside India. Personal data sent there is a "
                      "transfer "
                      "abroad under India's Digital Personal Data Protection Act 2023; check the customer's "
                      "obligations, or price an Indian region.")
                .arg(region);
        return tr("Data residency: the offer runs in %1.").arg(region);
    }
    return {};
}

void ProposalContentBuilder::appendSummary(ProposalContent& content) const
{
    content.blocks << heading(ProposalOptions::sectionTitle(ProposalSection::Summary));
    const int n = m_workspace.scenarioCount();
    if (n == 0) {
        content.blocks << paragraph(tr("The workspace holds no scenario: there is nothing to compare or recommend."));
        return;
    }
    const ChartDataBuilder charts(m_workspace);
    const ChartBars cost = charts.costPerResultBars();
    const ChartBars time = charts.timeToResultBars();
    const int best = recommendedIndex();
    const QString currency = m_workspace.currency();
    // A training run and an hour of serving are different results (ChartDataBuilder): with both kinds in the
    // workspace only the training plans are ranked, and every sentence says so rather than call a training plan
    // "the only plan that fits" while a serving plan fits too (issue 31: no sentence contradicts its table).
    // ChartDataBuilder's rule: the training plans when there are any, else the serving ones.
    bool training = false;
    for (int i = 0; i < n; ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i); e && e->training)
            training = true;
    int otherKind = 0;
    for (int i = 0; i < n; ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i); e && (training ? !e->training : !e->inference))
            ++otherKind;
    const bool mixed = otherKind > 0;
    const QString kindPlans = !mixed ? tr("plans") : training ? tr("training plans") : tr("serving plans");
    const QString kindPlan = !mixed ? tr("plan") : training ? tr("training plan") : tr("serving plan");

    if (best < 0) {
        content.blocks << callout(tr("No plan can be recommended yet: none of the %1 %2 compared fits in GPU memory, "
                                     "meets its serving target where it has one and has a priced offer the catalog "
                                     "does not flag. The comparison below shows what each one lacks.")
                                      .arg(QString::number(n - otherKind), kindPlans));
    } else {
        const WorkspaceScenario& s = m_workspace.scenario(best);
        const gp::Estimate& e = *estimateOf(m_workspace, best);
        const gp::Scenario inputs = m_workspace.effectiveScenario(best);
        content.blocks << callout(tr("We recommend %1: %2 (%3) on %4 \u00d7 %5, priced at %6.")
                                      .arg(s.name, qs(e.modelName), taskLabel(inputs.task),
                                           QString::number(e.totalGpus), qs(e.gpuName), offerLabel(best)));

        // Why: the cost against the other plans that fit, and the time against the fastest.
        int fitting = 0;
        int runnerUp = -1;
        int fastest = -1;
        for (int i = 0; i < n; ++i) {
            if (!cost.scenarios[i].valid || !cost.scenarios[i].fits || !cost.scenarios[i].meetsTarget ||
                !cost.applicable.value(i) || flaggedHeadline(i))
                continue;
            ++fitting;
            if (i != best && (runnerUp < 0 || cost.values[i] < cost.values[runnerUp]))
                runnerUp = i;
            if (time.applicable.value(i) && (fastest < 0 || time.values[i] < time.values[fastest]))
                fastest = i;
        }
        const QString costText = number(cost.values[best], currency);
        const QString timeText =
            time.applicable.value(best) ? number(time.values[best], time.unit) : tr("not estimated");
        QStringList why;
        if (fitting == 1)
            why << tr("It is the only %1 compared that fits in GPU memory, meets its target where it has one and has "
                      "a priced offer the catalog does not flag.")
                       .arg(kindPlan);
        else
            why << tr("Of the %1 %2 compared that fit in GPU memory, meet their target where they have one and have "
                      "a priced offer the catalog does not flag, it has the lowest %3: %4, against %5 for the next "
                      "cheapest, %6.")
                       .arg(QString::number(fitting), kindPlans,
                            cost.title.section(QLatin1String(" ("), 0, 0).toLower(), costText,
                            number(cost.values[runnerUp], currency), m_workspace.scenario(runnerUp).name);
        // "Faster" only when strictly faster: a tie (two plans at the same latency) makes the recommended plan one
        // of the fastest, never "X is faster (10.3 s against 10.3 s)" (tst_proposalsentences found it).
        const bool bestTimed = time.applicable.value(best);
        if (fastest >= 0 && fastest != best && (!bestTimed || time.values[fastest] < time.values[best]))
            why << tr("%1 is faster (%2 against %3) but costs %4.")
                       .arg(m_workspace.scenario(fastest).name, number(time.values[fastest], time.unit), timeText,
                            number(cost.values[fastest], currency));
        else if (fastest >= 0 && bestTimed && fitting > 1)
            why << tr("It is also the fastest of them.");
        content.blocks << paragraph(why.join(QLatin1Char(' ')));

        // Each headline figure with the error band the validation suite measured for its kind (issue 32).
        std::vector<gp::FigureErrorBand> bands;
        if (const gp::ErrorBandTable* t = gp::ErrorBands::installed())
            bands = gp::ErrorBands::forEstimate(*t, inputs, m_workspace.effectiveCatalog(), e);
        auto banded = [&](const QString& value, const char* key) {
            for (const gp::FigureErrorBand& b : bands)
                if (b.key == key)
                    return tr("%1, %2").arg(value, qs(gp::ErrorBands::text(b.band)));
            return value;
        };
        ProposalTable figures;
        figures.header = QStringList{tr("Figure"), tr("Value")};
        figures.numeric = {false, true};
        figures.widths = {1.2, 1};
        figures.rows << QStringList{cost.title.section(QLatin1String(" ("), 0, 0), costText};
        figures.rows << QStringList{time.title, timeText};
        if (e.training)
            figures.rows << QStringList{tr("GPU-hours"), number(e.training->gpuHours, QStringLiteral("GPU-h"))};
        figures.rows << QStringList{tr("Memory per GPU"),
                                    tr("%1 of %2 usable")
                                        .arg(number(e.memory.totalGb(), QStringLiteral("GB")),
                                             number(e.usableMemoryGbPerGpu, QStringLiteral("GB")))};
        figures.rows << QStringList{tr("GPUs"), QStringLiteral("%1 \u00d7 %2").arg(e.totalGpus).arg(qs(e.gpuName))};
        content.blocks << table(figures);
        // The headline figures with their bands, under the table (a band beside each value would wrap the table's
        // value column on a page).
        QStringList withBands;
        // GPU-hours are the hours times the GPUs: they share the hours' band, said once for both.
        const QString gpuHoursText = e.training ? number(e.training->gpuHours, QStringLiteral("GPU-h")) : QString();
        if (time.applicable.value(best))
            withBands << banded(e.training ? tr("%1 and %2").arg(timeText, gpuHoursText) : timeText,
                                e.training ? "training_hours" : "request_latency_s");
        else if (e.training)
            withBands << banded(gpuHoursText, "training_hours");
        withBands << banded(tr("%1 per GPU").arg(number(e.memory.totalGb(), QStringLiteral("GB"))), "vram_gb_per_gpu");
        if (!bands.empty())
            content.blocks << paragraph(tr("How far these figures can be off, as the validation suite measured on "
                                           "published runs: %1.")
                                            .arg(withBands.join(QStringLiteral("; "))));

        const QStringList r = risks(best);
        if (!r.isEmpty())
            content.blocks << paragraph(tr("Main risk: %1").arg(r.first()));
        const QString residency = residencyNote(best);
        if (!residency.isEmpty())
            content.blocks << paragraph(residency);
    }

    QStringList others;
    for (int i = 0; i < n; ++i) {
        const auto& result = m_workspace.estimate(i);
        if (!result.ok())
            others << tr("%1 could not be estimated: %2.").arg(m_workspace.scenario(i).name, errorsText(result.errors));
        else if (!result.estimate->fits)
            others << tr("%1 does not fit: it needs %2 per GPU, and %3 has %4 usable.")
                          .arg(m_workspace.scenario(i).name,
                               number(result.estimate->memory.totalGb(), QStringLiteral("GB")),
                               qs(result.estimate->gpuName),
                               number(result.estimate->usableMemoryGbPerGpu, QStringLiteral("GB")));
        else if (ComparisonFigures::missesServingTarget(*result.estimate))
            others << tr("%1 misses its serving target: its cost is for the load it reaches, not the one asked for.")
                          .arg(m_workspace.scenario(i).name);
        else if (!ComparisonFigures::cheapestCost(*result.estimate))
            others << tr("%1 has no priced offer for its GPU.").arg(m_workspace.scenario(i).name);
        else if (flaggedHeadline(i))
            others << tr("%1 is priced only at an offer the catalog flags (%2): a buyer may not get that price.")
                          .arg(m_workspace.scenario(i).name,
                               qs(ComparisonFigures::cheapestCost(*result.estimate)->flags));
        else if (training ? !result.estimate->training : !result.estimate->inference)
            others << (training ? tr("%1 is a serving plan: an hour of serving is not a training run, so it is "
                                     "compared in the table below, not ranked here.")
                                : tr("%1 is a training plan: a training run is not an hour of serving, so it is "
                                     "compared in the table below, not ranked here."))
                          .arg(m_workspace.scenario(i).name);
    }
    if (!others.isEmpty()) {
        content.blocks << paragraph(tr("Not recommended:"));
        content.blocks << bullets(others);
    }
    if (!m_workspace.whatIf().isNeutral())
        content.blocks << paragraph(tr("These figures include what-if changes to the saved scenarios; each one is "
                                       "listed under Assumptions and sources."));
    if (!m_workspace.notes().trimmed().isEmpty())
        content.blocks << paragraph(tr("Notes: %1").arg(m_workspace.notes().trimmed()));
}

void ProposalContentBuilder::appendComparison(ProposalContent& content) const
{
    content.blocks << heading(ProposalOptions::sectionTitle(ProposalSection::Comparison));
    const int n = m_workspace.scenarioCount();
    if (n == 0) {
        content.blocks << paragraph(tr("No scenario to compare."));
        return;
    }
    content.blocks << paragraph(
        tr("%1 %2 compared, every figure from the planning engine with the workspace's what-if "
           "changes applied. Money is in %3; the cost is that of the cheapest offer priced for each "
           "plan's own GPU.")
            .arg(QString::number(n), plural(n, tr("scenario"), tr("scenarios")), m_workspace.currency()));

    ProposalTable overview;
    overview.header = QStringList{tr("Scenario"), tr("Model and task"), tr("GPUs"), tr("Cheapest offer")};
    overview.numeric = {false, false, false, false};
    overview.widths = {1.3, 1.3, 1.1, 2.2};
    for (int i = 0; i < n; ++i) {
        const WorkspaceScenario& s = m_workspace.scenario(i);
        const gp::Estimate* e = estimateOf(m_workspace, i);
        const gp::Scenario inputs = m_workspace.effectiveScenario(i);
        if (!e) {
            overview.rows << QStringList{s.name, tr("could not be estimated"), QString(),
                                         errorsText(m_workspace.estimate(i).errors)};
            continue;
        }
        overview.rows << QStringList{s.name, QStringLiteral("%1, %2").arg(qs(e->modelName), taskLabel(inputs.task)),
                                     QStringLiteral("%1 \u00d7 %2").arg(e->totalGpus).arg(qs(e->gpuName)),
                                     offerLabel(i)};
    }
    content.blocks << table(overview);

    const ScenarioComparisonModel model(const_cast<Workspace*>(&m_workspace));
    for (int first = 0; first < n; first += kScenariosPerTable) {
        const int last = std::min(n, first + kScenariosPerTable);
        ProposalTable t;
        t.header << tr("Figure");
        t.numeric << false;
        t.widths << 1.6;
        for (int c = first; c < last; ++c) {
            t.header << m_workspace.scenario(c).name;
            t.numeric << true;
            t.widths << 1;
        }
        for (int row = 0; row < ScenarioComparisonModel::RowCount; ++row) {
            QStringList cells{model.headerData(row, Qt::Vertical, ScenarioComparisonModel::FullLabelRole).toString()};
            QVector<bool> bold{false};
            for (int c = first; c < last; ++c) {
                cells << model.data(model.index(row, c)).toString();
                bold << model.isBest(row, c);
            }
            t.rows << cells;
            t.emphasised << bold;
        }
        t.note = tr("Bold: the best value of the row among the plans that fit in GPU memory (compared within "
                    "training "
                    "or within serving). \u2014: does not apply to that plan.");
        bool flagged = false;
        for (int c = first; c < last; ++c)
            if (const gp::Estimate* e = estimateOf(m_workspace, c); e && e->headline() && !e->headline()->flags.empty())
                flagged = true;
        if (flagged)
            t.note += QLatin1Char(' ') + ScenarioComparisonModel::flagLegend();
        content.blocks << table(t);
    }

    QStringList notes;
    for (int i = 0; i < n; ++i)
        if (!m_workspace.scenario(i).notes.trimmed().isEmpty())
            notes << QStringLiteral("%1: %2").arg(m_workspace.scenario(i).name,
                                                  m_workspace.scenario(i).notes.trimmed());
    if (!notes.isEmpty()) {
        content.blocks << subheading(tr("Scenario notes"));
        content.blocks << bullets(notes);
    }
}

void ProposalContentBuilder::appendCharts(ProposalContent& content) const
{
    content.blocks << heading(ProposalOptions::sectionTitle(ProposalSection::Charts));
    const ChartDataBuilder data(m_workspace);
    const QString currency = m_workspace.currency();
    content.blocks << chart(
        ChartFactory::costPerResult(data.costPerResultBars(), currency),
        tr("Cost per result at the cheapest offer priced for each plan's GPU. A faded bar: the plan "
           "does not fit in GPU memory."));
    content.blocks << chart(ChartFactory::timeToResult(data.timeToResultBars()),
                            tr("Time to result: wall-clock hours for training, seconds per request for serving."));
    content.blocks << chart(ChartFactory::memoryPerGpu(data.memoryStacks()),
                            tr("Memory per GPU by component; the mark on each bar is the usable memory of its GPU."));
    content.blocks << chart(ChartFactory::costVersusTime(data.costVersusTime(), currency),
                            tr("Cost against time, one point per plan; the line joins the plans no other plan beats on "
                               "both (the Pareto front)."));
    content.blocks << chart(
        ChartFactory::cumulativeCost(data.cumulativeCost(), currency),
        tr("Cumulative cost over a year with the plan's GPUs rented around the clock at the cheapest "
           "hourly offer, plus the what-if DevOps hours."));
}

const ProposalTcoSection& ProposalContentBuilder::tco() const
{
    if (!m_tco)
        m_tco = std::make_shared<const ProposalTcoSection>(m_workspace);
    return *m_tco;
}

void ProposalContentBuilder::appendTco(ProposalContent& content) const
{
    // The cumulative TCO with its crossovers, the options' costs and what flips the answer, for each TCO
    // analysis the workspace holds; nothing at all when it holds none (ProposalTcoSection).
    tco().appendSection(content.blocks);
}

void ProposalContentBuilder::appendChecklist(ProposalContent& content) const
{
    // The checklist evaluations the workspace keeps (ProposalChecklistSection.cpp); none kept, no section.
    ProposalChecklistSection::append(content.blocks, m_workspace, recommendedIndex());
}

void ProposalContentBuilder::appendPlan(ProposalContent& content) const
{
    const int best = recommendedIndex();
    if (best < 0) {
        content.blocks << heading(ProposalOptions::sectionTitle(ProposalSection::Plan));
        content.blocks << paragraph(tr("No plan qualifies for a recommendation (see the summary)."));
        return;
    }
    const WorkspaceScenario& s = m_workspace.scenario(best);
    const gp::Estimate& e = *estimateOf(m_workspace, best);
    const gp::Scenario inputs = m_workspace.effectiveScenario(best);
    content.blocks << heading(tr("The recommended plan: %1").arg(s.name));

    content.blocks << subheading(tr("Configuration"));
    QStringList config;
    config << tr("Model: %1, %2").arg(qs(e.modelName), taskLabel(inputs.task));
    config << tr("GPUs: %1 \u00d7 %2 (%3 per node, %4 %5)")
                  .arg(QString::number(e.totalGpus), qs(e.gpuName), QString::number(inputs.hardware.gpusPerNode),
                       QString::number(inputs.hardware.nodes), plural(inputs.hardware.nodes, tr("node"), tr("nodes")));
    if (e.layout.contextParallel > 1)
        config << tr("Parallel layout: tensor %1, context %2, pipeline %3, data %4, ZeRO stage %5")
                      .arg(e.layout.tensorParallel)
                      .arg(e.layout.contextParallel)
                      .arg(e.layout.pipelineParallel)
                      .arg(e.layout.dataParallel)
                      .arg(e.layout.zeroStage);
    else
        config << tr("Parallel layout: tensor %1, pipeline %2, data %3, ZeRO stage %4")
                      .arg(e.layout.tensorParallel)
                      .arg(e.layout.pipelineParallel)
                      .arg(e.layout.dataParallel)
                      .arg(e.layout.zeroStage);
    if (inputs.isTraining())
        config << tr("Training: %1, %2, micro-batch %3, global batch %4, sequence %5 tokens")
                      .arg(qs(std::string(gp::ScenarioJson::name(inputs.training.precision))),
                           qs(std::string(gp::ScenarioJson::name(inputs.training.optimizer))),
                           QString::number(inputs.training.microBatch), QString::number(inputs.training.globalBatch),
                           QString::number(inputs.training.sequenceLength));
    else
        config << tr("Serving: %1 weights, %2 KV cache, %3 concurrent sequences, %4 prompt and %5 output tokens")
                      .arg(qs(std::string(gp::ScenarioJson::name(inputs.inference.weights))),
                           qs(std::string(gp::ScenarioJson::name(inputs.inference.kvCache))),
                           QString::number(inputs.inference.concurrentSequences),
                           QString::number(inputs.inference.promptTokens),
                           QString::number(inputs.inference.outputTokens));
    content.blocks << bullets(config);

    content.blocks << subheading(tr("Memory per GPU"));
    const gp::MemoryBreakdown& m = e.memory;
    const std::pair<QString, double> parts[] = {
        {tr("Weights"), m.weights},
        {tr("Gradients"), m.gradients},
        {tr("Optimizer states"), m.optimizerStates},
        {tr("FP32 master weights"), m.masterWeights},
        {tr("Activations"), m.activations},
        {tr("Logits and loss"), m.logits},
        {tr("KV cache"), m.kvCache},
        {tr("LoRA adapters"), m.loraAdapters},
        {tr("LoRA optimizer"), m.loraOptimizer},
        {tr("Quantisation constants"), m.quantConstants},
        {tr("ZeRO-3 gathered weights"), m.zeroGatheredWeights},
        {tr("CUDA context"), m.cudaContext},
        {tr("Allocator reserve"), m.allocatorReserve},
    };
    ProposalTable memory;
    memory.header = QStringList{tr("Component"), tr("GB per GPU")};
    memory.numeric = {false, true};
    memory.widths = {2, 1};
    for (const auto& [name, gb] : parts)
        if (gb > 0)
            memory.rows << QStringList{name, number(gb)};
    memory.rows << QStringList{tr("Total (what nvidia-smi shows)"), number(m.totalGb())};
    memory.rows << QStringList{tr("Usable on %1").arg(qs(e.gpuName)), number(e.usableMemoryGbPerGpu)};
    memory.emphasised = QVector<QVector<bool>>(memory.rows.size(), {false, false});
    memory.emphasised[memory.rows.size() - 2] = {true, true};
    content.blocks << table(memory);

    content.blocks << subheading(e.training ? tr("Training estimate") : tr("Serving estimate"));
    ProposalTable estimate;
    estimate.header = QStringList{tr("Figure"), tr("Value"), tr("How it is worked out")};
    estimate.numeric = {false, true, false};
    estimate.widths = {1.3, 0.9, 2.8};
    for (const gp::Explanation& x : e.explanations) {
        const QString figure = qs(x.figure);
        // Memory components are in the table above, each offer's cost in the one below.
        if (figure.startsWith(QLatin1String("memory.")) || figure.startsWith(QLatin1String("cost_")))
            continue;
        // "Bound: compute" says its value in its label; its 0/1 is a flag, not a figure to print.
        const bool flag = figure == QLatin1String("bound");
        estimate.rows << QStringList{qs(x.label), flag ? QStringLiteral("\u2014") : number(x.value, qs(x.unit)),
                                     qs(x.formula)};
    }
    content.blocks << table(estimate);

    content.blocks << subheading(tr("Priced offers"));
    ProposalTable offers;
    offers.header = QStringList{tr("Offer"),
                                tr("Tier"),
                                tr("Region"),
                                tr("Billed"),
                                tr("Per GPU-hour"),
                                e.training ? tr("Per run") : tr("Per serving hour"),
                                tr("Per million tokens")};
    offers.numeric = {false, false, false, false, true, true, true};
    offers.widths = {1.7, 1.2, 1.0, 1.0, 0.9, 0.9, 0.9};
    const gp::CostLine* cheapest = ComparisonFigures::cheapestCost(e);
    for (const gp::CostLine& c : e.costs) {
        const gp::OfferSpec* offer = m_workspace.effectiveCatalog().offer(c.offerKey);
        // The provider with the instance it rents (or the offer's key), and why a line is not a price for this
        // plan: a board reads every row of this table as one.
        QString name =
            qs(c.providerName) + QStringLiteral(", ") + (c.instanceType.empty() ? qs(c.offerKey) : qs(c.instanceType));
        QStringList flags;
        if (!c.gpuMatchesScenario)
            flags << tr("prices %1, another GPU").arg(qs(c.gpuKey));
        if (!c.holdsNode)
            flags << tr("%1-GPU instances cannot hold one node of the plan").arg(c.gpusPerInstance);
        if (c.excludesHost)
            flags << tr("GPU only, the host is billed on top");
        if (!c.flags.empty())
            flags << tr("flagged offer: %1").arg(qs(c.flags));
        if (!flags.isEmpty())
            name += QStringLiteral(" (") + flags.join(QStringLiteral("; ")) + QLatin1Char(')');
        QString tier = tierLabel(c.tier);
        if (c.basis == gp::PriceBasis::HeldReservation)
            tier += tr("; commits to %1").arg(number(c.commitmentCost, qs(c.currency)));
        offers.rows << QStringList{name,
                                   tier,
                                   offer && !offer->region.empty() ? qs(offer->region) : tr("not stated"),
                                   tr("%1 x %2 = %3 GPUs").arg(c.instances).arg(c.gpusPerInstance).arg(c.billedGpus),
                                   contractedAndList(c, c.pricePerGpuHour, c.listPricePerGpuHour),
                                   contractedAndList(c, c.costPerRun, c.listCostPerRun),
                                   c.costPerMillionTokens > 0 ? number(c.costPerMillionTokens, qs(c.currency))
                                                              : QStringLiteral("\u2014")};
        offers.emphasised << QVector<bool>(7, &c == cheapest);
    }
    offers.note = tr("Bold: the offer the comparison uses (the cheapest of the plan's pricing tier that rents its "
                     "own GPU in whole nodes at a price that includes the host). Billed: instances x GPUs per "
                     "instance. A reserved price is what a holder of the reservation pays; taking one out commits "
                     "to the whole term.");
    if (!offers.rows.isEmpty())
        content.blocks << table(offers);
    else
        content.blocks << paragraph(tr("No offer is priced for this plan."));

    const QStringList r = risks(best);
    if (!r.isEmpty()) {
        content.blocks << subheading(tr("Risks"));
        content.blocks << bullets(r);
    }
}

// Every estimated plan's headline figures with the error the validation suite measured on published runs of
// their kind (issue 32); the summary states the recommended plan's in brief. No band table: nothing is claimed.
void ProposalContentBuilder::appendErrorBands(ProposalContent& content) const
{
    const gp::ErrorBandTable* table = gp::ErrorBands::installed();
    if (!table)
        return;
    content.blocks << subheading(tr("How far the figures can be off"));
    content.blocks << paragraph(
        tr("Each headline figure is held against the published measurements of its kind in GPU Planner's "
           "validation suite (gpu-planner validate): its group, narrowed to dense or MoE models, the framework or "
           "serving engine and the GPU vendor where at least %1 runs are alike. The band is the median error of "
           "those runs, not a bound: half of them were further off.")
            .arg(gp::kValidationCellMinCases));
    for (int i = 0; i < m_workspace.scenarioCount(); ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i)) {
            const QStringList sentences = ProposalErrorBandSentences::forEstimate(
                *table, m_workspace.effectiveScenario(i), m_workspace.effectiveCatalog(), *e, m_workspace.currency());
            if (sentences.isEmpty())
                continue;
            content.blocks << paragraph(tr("%1:").arg(m_workspace.scenario(i).name));
            content.blocks << bullets(sentences);
        }
}

void ProposalContentBuilder::appendAssumptions(ProposalContent& content) const
{
    content.blocks << heading(ProposalOptions::sectionTitle(ProposalSection::Assumptions));

    content.blocks << subheading(tr("What-if changes applied"));
    const WhatIfOverrides& w = m_workspace.whatIf();
    QStringList whatIf;
    const QString mark = tr("WHAT-IF:");
    if (w.mfu)
        whatIf << tr("%1 model FLOPs utilisation set to %2 for every training scenario").arg(mark, number(*w.mfu));
    if (w.priceFactorPercent != 100)
        whatIf << tr("%1 every offer price \u00d7 %2%").arg(mark, number(w.priceFactorPercent));
    if (w.tokensToTrain)
        whatIf << tr("%1 tokens to train set to %2").arg(mark, number(*w.tokensToTrain));
    if (w.gpuCount)
        whatIf << tr("%1 GPU count asked: %2; each scenario takes the nearest count it can run (below)")
                      .arg(mark, QString::number(*w.gpuCount));
    if (w.gpuStepKey) {
        const gp::GpuSpec* step = m_workspace.effectiveCatalog().gpu(*w.gpuStepKey);
        whatIf << tr("%1 GPU generation: %2 for every scenario that can run on it (below)")
                      .arg(mark, step && !step->name.empty() ? qs(step->name) : qs(*w.gpuStepKey));
    }
    // What each scenario actually got (WhatIfDescription: the count it landed on, a GPU kept, bf16 for FP8 on
    // a GPU without FP8), so the board reads the plan as priced, not the knob as set.
    if (w.gpuCount || w.gpuStepKey)
        for (int i = 0; i < m_workspace.scenarioCount(); ++i)
            if (const QStringList changes = m_workspace.whatIfChanges(i); !changes.isEmpty())
                whatIf << tr("%1 %2: %3").arg(mark, m_workspace.scenario(i).name, changes.join(QStringLiteral("; ")));
    if (w.exchangeRateUnitsPerUsd)
        whatIf << tr("%1 exchange rate set to %2 %3 per USD")
                      .arg(mark, number(*w.exchangeRateUnitsPerUsd),
                           QString::fromLatin1(WhatIfOverrides::kExchangeRateCurrency));
    if (w.devOpsHoursPerMonth > 0 || w.devOpsHourlyRate > 0)
        whatIf << tr("%1 DevOps %2 hours per month at %3 per hour (in the cumulative cost chart)")
                      .arg(mark, number(w.devOpsHoursPerMonth), number(w.devOpsHourlyRate, m_workspace.currency()));
    // Edits made in the TCO pane (WhatIfOverrides::tco): the TCO pages below use them; the saved analysis does not.
    for (int i = 0; i < m_workspace.tcoAnalysisCount(); ++i)
        if (const WhatIfOverrides::TcoWhatIf* t = w.tcoFor(m_workspace.tcoAnalysis(i).id.toStdString())) {
            QStringList fields;
            for (const WhatIfOverrides::TcoChange& c : t->changes)
                fields << tr("%1 %2 %3").arg(qs(c.label), number(c.shownValue), qs(c.unit)).trimmed();
            whatIf << tr("%1 TCO analysis \u201c%2\u201d: %3 (set in the TCO pane; the saved analysis keeps its own)")
                          .arg(mark, m_workspace.tcoAnalysis(i).name, fields.join(QStringLiteral("; ")));
        }
    content.blocks << (whatIf.isEmpty() ? paragraph(tr("None: every figure uses the scenarios as saved."))
                                        : bullets(whatIf));

    appendErrorBands(content);

    content.blocks << subheading(tr("Currency"));
    QStringList money{tr("Every money figure is in %1, converted at the catalog's exchange rates below.")
                          .arg(m_workspace.currency())};
    std::set<std::string> codes{m_workspace.currency().toStdString()};
    for (int i = 0; i < m_workspace.scenarioCount(); ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i))
            for (const auto& c : e->costs)
                if (const gp::OfferSpec* o = m_workspace.effectiveCatalog().offer(c.offerKey))
                    codes.insert(o->currency);
    for (const std::string& code : codes)
        if (const gp::CurrencyRate* r = m_workspace.effectiveCatalog().currency(code))
            money << tr("1 USD = %1 %2 (%3, as of %4)")
                         .arg(number(r->unitsPerUsd), qs(code), qs(r->ref.source),
                              r->ref.asOf.empty() ? tr("date not stated") : qs(r->ref.asOf));
    content.blocks << bullets(money);
    // How old the prices are, and which are stale (issue 33).
    content.blocks << ProposalPriceAge::blocks(m_workspace, m_options.date, AppSettings::priceStaleDays());

    // Every input of every explanation, once per scenario: the figure, its value and where it came from;
    // written once for what the scenarios share (ProposalInputTables).
    std::map<std::pair<std::string, std::string>, gp::SourceRef> sources;
    QVector<ProposalScenarioInputs> inputs;
    for (int i = 0; i < m_workspace.scenarioCount(); ++i) {
        ProposalScenarioInputs scenario{m_workspace.scenario(i).name, {}, {}};
        const gp::Estimate* e = estimateOf(m_workspace, i);
        if (!e) {
            scenario.error = errorsText(m_workspace.estimate(i).errors);
            inputs << scenario;
            continue;
        }
        // Each offer's price inputs are in the table of prices below, once for every scenario using it.
        const auto listsInputs = [](const gp::Explanation& x) {
            return !qs(x.figure).startsWith(QLatin1String("cost_"));
        };
        // One name with several meanings (the utilisation a default gives, and the one a formula applies;
        // the step time of the run and of the throughput) is told apart by the figures it feeds: "utilisation
        // (for Compute time per step)". A meaning (value and source) is listed once, however many figures use it.
        QHash<QString, QStringList> meaningsOf; // name -> its meanings, in order
        QHash<QString, QStringList> figuresOf;  // name + meaning -> the figures using it
        const auto meaningOf = [](const gp::ExplanationInput& in) {
            return qs(in.name) + QChar(0x1f) + number(in.value, qs(in.unit)) + QChar(0x1f) + qs(in.note);
        };
        for (const gp::Explanation& x : e->explanations)
            if (listsInputs(x))
                for (const auto& in : x.inputs) {
                    const QString meaning = meaningOf(in);
                    if (!meaningsOf[qs(in.name)].contains(meaning))
                        meaningsOf[qs(in.name)] << meaning;
                    if (!figuresOf[meaning].contains(qs(x.label)))
                        figuresOf[meaning] << qs(x.label);
                }
        QSet<QString> seen;
        for (const gp::Explanation& x : e->explanations) {
            for (const auto& ref : x.sources)
                sources.emplace(std::make_pair(ref.table, ref.key), ref);
            if (!listsInputs(x))
                continue;
            for (const auto& in : x.inputs) {
                const QString meaning = meaningOf(in);
                if (seen.contains(meaning))
                    continue;
                seen.insert(meaning);
                QString name = qs(in.name);
                if (meaningsOf.value(name).size() > 1) {
                    const QStringList figures = figuresOf.value(meaning);
                    name = figures.size() == 1 ? tr("%1 (for %2)").arg(name, figures[0])
                           : figures.size() == 2
                               ? tr("%1 (for %2 and %3)").arg(name, figures[0], figures[1])
                               : tr("%1 (for %2 and %3 more)").arg(name, figures[0]).arg(figures.size() - 1);
                }
                const QStringList row{name, number(in.value, qs(in.unit)), qs(in.note)};
                scenario.rows << row;
            }
        }
        inputs << scenario;
    }
    ProposalInputTables::append(content.blocks, inputs, kScenariosPerTable);

    content.blocks << subheading(tr("Prices used"));
    ProposalTable prices;
    const bool whatIfPrices = w.priceFactorPercent != 100 || w.exchangeRateUnitsPerUsd.has_value();
    prices.header = QStringList{tr("Provider"),     tr("GPU"),
                                tr("Tier"),         tr("Region"),
                                tr("Listed price"), whatIfPrices ? tr("Per GPU-hour (what-if)") : tr("Per GPU-hour")};
    prices.numeric = {false, false, false, false, true, true};
    prices.widths = {1.4, 1.3, 1.1, 1.1, 1.7, 0.9};
    std::set<std::string> listed;
    for (int i = 0; i < m_workspace.scenarioCount(); ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i))
            for (const gp::CostLine& c : e->costs) {
                // The row as the catalog lists it (not the what-if's copy): a listed price is cited to its row only
                // when it is that row's (issue 31). The what-if's price is the per-GPU-hour column, labelled so.
                const gp::OfferSpec* o = m_workspace.catalog().offer(c.offerKey);
                if (!o || !listed.insert(c.offerKey).second)
                    continue;
                // Each row's source goes under Catalog rows: the offer and the currencies it is converted
                // between (the workspace's estimates explain only the headline offer's cost).
                sources.emplace(std::make_pair(o->ref.table, o->ref.key), o->ref);
                for (const std::string& code : {o->currency, c.currency})
                    if (const gp::CurrencyRate* r = m_workspace.effectiveCatalog().currency(code))
                        sources.emplace(std::make_pair(r->ref.table, r->ref.key), r->ref);
                const QString unit = o->unit == gp::PriceUnit::Hour    ? tr("hour")
                                     : o->unit == gp::PriceUnit::Month ? tr("month")
                                                                       : tr("one-off");
                const gp::GpuSpec* gpu = m_workspace.effectiveCatalog().gpu(o->gpuKey);
                prices.rows << QStringList{
                    qs(o->providerName) + (o->flags.any()
                                               ? tr(" (flagged offer: %1)").arg(qs(gp::offerFlagDetails(o->flags)))
                                               : QString()),
                    gpu ? qs(gpu->name) : qs(o->gpuKey),
                    tierLabel(o->tier),
                    o->region.empty() ? tr("not stated") : qs(o->region),
                    tr("%1 per %2 for %3 %4")
                        .arg(number(o->price, qs(o->currency)), unit, QString::number(o->gpusPerInstance),
                             plural(o->gpusPerInstance, tr("GPU"), tr("GPUs"))),
                    contractedAndList(c, c.pricePerGpuHour, c.listPricePerGpuHour)};
            }
    prices.note = w.priceFactorPercent != 100 ? tr("Listed prices are the catalog's, each row's source under Catalog "
                                                   "rows; the per-GPU-hour prices the figures use are %1% of them "
                                                   "(the what-if).")
                                                    .arg(number(w.priceFactorPercent))
                  : w.exchangeRateUnitsPerUsd ? tr("Listed prices are the catalog's, each row's source under Catalog "
                                                   "rows; the per-GPU-hour prices are converted at the what-if "
                                                   "exchange rate.")
                                              : tr("Monthly prices are spread over 730 hours a month; each "
                                                   "row's source is under Catalog rows.");
    if (!prices.rows.isEmpty())
        content.blocks << table(prices);

    content.blocks << subheading(tr("Catalog rows behind the figures"));
    ProposalTable rows;
    rows.header = QStringList{tr("Table"), tr("Row"), tr("Source"), tr("As of")};
    rows.numeric = {false, false, false, false};
    rows.widths = {0.7, 1.8, 2.6, 0.8};
    for (const auto& [key, ref] : sources)
        rows.rows << QStringList{qs(ref.table), qs(ref.key), qs(ref.source),
                                 ref.asOf.empty() ? tr("not stated") : qs(ref.asOf)};
    content.blocks << table(rows);

    tco().appendAssumptions(content.blocks); // every TCO input and default, and each option's price

    QStringList citations;
    QSet<QString> cited;
    for (int i = 0; i < m_workspace.scenarioCount(); ++i)
        if (const gp::Estimate* e = estimateOf(m_workspace, i))
            for (const gp::Explanation& x : e->explanations)
                if (!x.citation.empty() && !cited.contains(qs(x.citation))) {
                    cited.insert(qs(x.citation));
                    citations << qs(x.citation);
                }
    if (!citations.isEmpty()) {
        content.blocks << subheading(tr("Methods"));
        content.blocks << bullets(citations);
    }
}
