// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalTcoSection.h"

#include "ProposalBlocks.h"
#include "ProposalTcoSentences.h"
#include "charts/TcoChartFactory.h"
#include "document/Workspace.h"
#include "tco/TcoDefaults.h"
#include "tco/TcoJson.h"
#include "tco/TcoSummary.h"
#include "text/MessageText.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <set>

using namespace ProposalBlocks;
using gp::tco::Analysis;
using gp::tco::Inputs;
using gp::tco::OptionCost;
using gp::tco::OptionKind;
using gp::tco::TcoAnalysis;

namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalTcoSection", text); }
QString qs(const std::string& s) { return QString::fromStdString(s); }
// Totals in whole units with the grouping the TCO model prints (lakh and crore for rupees), so the table
// reads as `gpu-planner tco` and the conclusion; figures under 1,000 (per hour, per run) keep two decimals.
QString money(double amount, const std::string& currency) { return qs(gp::tco::formatAmount(amount, currency)); }
// The same figure without its currency, for a table whose header names the currency.
QString bare(double amount, const std::string& currency)
{
    const QString text = money(amount, currency);
    const int space = text.indexOf(QLatin1Char(' '));
    return (amount < 0 ? QStringLiteral("-") : QString()) + text.mid(space + 1);
}
QString percent(double fraction)
{
    return QLocale(QLocale::English).toString(fraction * 100, 'f', 1) + QLatin1Char('%');
}
// An input as typed: up to six significant digits, large counts grouped.
QString figure(double v)
{
    const QLocale locale(QLocale::English);
    if (std::abs(v) >= 1e6 && std::abs(v) < 1e15)
        return locale.toString(v, 'f', 0);
    QString s = locale.toString(v, 'g', 6);
    return s;
}
// A computed threshold (where the answer flips) to four significant figures, as the model's conclusion words it
// ("below 37.78 USD/kW-month"); whole numbers from 1,000 up. An input keeps its digits (figure()), a threshold
// is a root the bisection found to a billionth, and "37.7778" claimed a precision the inputs do not have.
QString threshold(double v)
{
    const QLocale locale(QLocale::English);
    return std::abs(v) >= 1000 ? locale.toString(v, 'f', 0) : locale.toString(v, 'g', 4);
}
QString withUnit(double v, const QString& unit, QString (*format)(double) = figure)
{
    if (unit == QLatin1String("fraction"))
        return percent(v);
    if (unit == QLatin1String("x"))
        return QLocale(QLocale::English).toString(v, 'f', 2) + QStringLiteral("\u00d7 today's");
    return format(v) + QLatin1Char(' ') + unit;
}
QString amount(const gp::tco::Money& m) { return figure(m.amount) + QLatin1Char(' ') + qs(m.currency); }

QString kindText(OptionKind k) { return tr(gp::tco::kindLabel(k).c_str()); }

QString basisLabel(gp::tco::PriceBasis b)
{
    switch (b) {
    case gp::tco::PriceBasis::PerGpuHour:
        return QCoreApplication::translate("ProposalTcoSection", "per GPU-hour");
    case gp::tco::PriceBasis::PerGpuMonth:
        return QCoreApplication::translate("ProposalTcoSection", "per GPU-month");
    case gp::tco::PriceBasis::PurchasePerGpu:
        return QCoreApplication::translate("ProposalTcoSection", "purchase per GPU");
    }
    return {};
}

// The option's price is the catalog row's, as TcoDefaults::fromOffer takes it: same currency and basis, and the
// amount equal to a millionth (the JSON round trip keeps 17 digits; a what-if factor moves it by percents).
bool samePrice(const gp::tco::Option& row, const gp::tco::Option& saved)
{
    return row.basis == saved.basis && row.price.currency == saved.price.currency &&
           std::abs(row.price.amount - saved.price.amount) <= 1e-6 * std::max(1.0, std::abs(row.price.amount));
}

QString problems(const std::vector<gp::tco::FieldProblem>& errors)
{
    QStringList parts;
    for (const auto& e : errors)
        parts << (e.field.empty() ? qs(e.message) : qs(e.field) + QStringLiteral(": ") + qs(e.message));
    return parts.join(QStringLiteral("; "));
}

} // namespace

ProposalTcoSection::ProposalTcoSection(const Workspace& workspace) : m_workspace(workspace)
{
    const std::string currency = workspace.currency().toStdString();
    for (int i = 0; i < workspace.tcoAnalysisCount(); ++i) {
        const WorkspaceTcoAnalysis& saved = workspace.tcoAnalysis(i);
        Entry e;
        e.name = saved.name.trimmed().isEmpty() ? tr("TCO analysis %1").arg(i + 1) : saved.name;
        // The TCO pane's what-if edits when there are any (listed under "What-if changes applied").
        const nlohmann::json& inputs = workspace.effectiveTcoInputs(i);
        const gp::tco::InputsParse parse = gp::tco::TcoJson::fromJson(inputs, workspace.catalog());
        if (!parse.ok()) {
            e.errors = problems(parse.errors);
            m_entries.push_back(std::move(e));
            continue;
        }
        // A hand-written analysis (no "sources": not saved by the wizard) says by its keys what the user set;
        // TcoJson records that for rates, ownership and operations, not for the top level and the workload.
        if (inputs.is_object() && !inputs.contains("sources"))
            for (auto it = inputs.begin(); it != inputs.end(); ++it) {
                if (!it->is_object()) {
                    e.typed.insert(it.key());
                    continue;
                }
                for (auto inner = it->begin(); inner != it->end(); ++inner)
                    e.typed.insert(it.key() + "." + inner.key());
            }
        Inputs in = *parse.inputs;
        e.analysisCurrency = qs(in.currency);
        if (in.currency != currency) {
            const gp::tco::CurrencyRate* rate = in.rate(currency);
            if (rate && rate->unitsPerUsd > 0) {
                e.currencyNote = tr("The analysis is in %1; its figures are restated here in %2 at the "
                                    "analysis' own exchange rates (see Assumptions).")
                                     .arg(qs(in.currency), qs(currency));
                in.currency = currency;
            } else {
                e.currencyNote = tr("The figures are in %1, the analysis' currency: it holds no exchange "
                                    "rate for %2.")
                                     .arg(qs(in.currency), qs(currency));
            }
        }
        gp::tco::labelInterruptible(in);
        e.analysis = TcoAnalysis::analyse(in);
        if (!e.analysis.ok())
            e.errors = problems(e.analysis.base.errors);
        e.inputs = std::move(in);
        m_entries.push_back(std::move(e));
    }
}

QString ProposalTcoSection::headline(const Entry& e) const
{
    // The same words as the workspace's TCO pane: the model's summary (models/tco/TcoSummary.h).
    return gp::text::renderJoined(gp::tco::summarise(e.analysis, *e.inputs).headline);
}

void ProposalTcoSection::appendSection(QVector<ProposalBlock>& blocks) const
{
    if (isEmpty())
        return;
    blocks << heading(tr("Total cost of ownership"));
    blocks << paragraph(
        tr("Renting, managed capacity and owning, compared month by month over a horizon by the TCO model. "
           "Each option's cash is its compute, power, space, DevOps (only where the team runs the "
           "machines) and, for owned hardware, the purchase in month 0 and at each refresh. Its full cost "
           "is that cash, plus any reservation still owed after the horizon, less the owned hardware's book "
           "value at the horizon. Interruptible offers (spot, community, marketplace) are marked: the "
           "provider can take their GPUs back at short notice."));
    for (const Entry& e : m_entries)
        appendAnalysis(blocks, e);
}

void ProposalTcoSection::appendAnalysis(QVector<ProposalBlock>& blocks, const Entry& e) const
{
    blocks << subheading(e.name);
    if (!e.errors.isEmpty()) {
        blocks << paragraph(tr("This analysis cannot be computed: %1. Open it in the TCO wizard to correct "
                               "it; the proposal shows no figure for it.")
                                .arg(e.errors));
        return;
    }
    const Inputs& in = *e.inputs;
    const Analysis& a = e.analysis;
    const gp::tco::Result& r = a.base;
    const std::string& cur = in.currency;
    const int horizon = in.horizonMonths;

    blocks << callout(headline(e));

    const gp::tco::Workload& w = in.workload;
    QString volume;
    if (w.runsPerMonth > 0 && w.gpuHoursPerRun > 0)
        volume = tr("%1 runs a month of %2 GPU-hours each").arg(figure(w.runsPerMonth), figure(w.gpuHoursPerRun));
    else if (w.gpuHoursPerMonth > 0)
        volume = tr("%1 GPU-hours a month").arg(figure(w.gpuHoursPerMonth));
    else
        volume = tr("the GPUs busy %1 of the time").arg(percent(w.utilisation));
    QString workload = tr("Workload: %1 GPUs, %2 (%3 utilisation of %1 \u00d7 %4 hours a month), over %5 "
                          "months, money in %6.")
                           .arg(QString::number(w.gpus), volume, percent(r.utilisation),
                                figure(gp::tco::summarise(a, in).hoursPerMonth), QString::number(horizon), qs(cur));
    if (!e.currencyNote.isEmpty())
        workload += QLatin1Char(' ') + e.currencyNote;
    blocks << paragraph(workload);

    // The options' figures.
    const gp::tco::ResultUnit unit = gp::tco::resultUnit(r);
    const QString per = unit == gp::tco::ResultUnit::Run             ? tr("Per run")
                        : unit == gp::tco::ResultUnit::MillionTokens ? tr("Per million tokens")
                                                                     : tr("Per GPU-hour of work");
    ProposalTable options;
    const QString in_ = QStringLiteral(" (%1)").arg(qs(cur));
    options.header = QStringList{tr("Option"),
                                 tr("Type"),
                                 tr("Average per month") + in_,
                                 tr("Cash over %1 months").arg(horizon) + in_,
                                 tr("Full cost") + in_,
                                 per + in_,
                                 tr("One more GPU-hour of work") + in_};
    options.numeric = {false, false, true, true, true, true, true};
    options.widths = {2.1, 1.35, 1.05, 1.05, 1.05, 0.95, 1.15};
    for (int i = 0; i < int(r.options.size()); ++i) {
        const OptionCost& o = r.options[i];
        const QString marginal =
            o.spareWorkGpuHoursPerMonth
                ? tr("%1 up to %2 h a month more")
                      .arg(bare(o.marginalPerWorkGpuHour, cur), figure(std::round(*o.spareWorkGpuHoursPerMonth)))
                : bare(o.marginalPerWorkGpuHour, cur);
        options.rows << QStringList{qs(o.name),
                                    kindText(o.kind) + (in.options[i].hybrid() ? tr(", with VPS lines") : QString()),
                                    bare(o.averageMonthly, cur),
                                    o.cumulative.empty() ? tr("not computed") : bare(o.cumulative.back(), cur),
                                    bare(o.fullCost, cur),
                                    bare(gp::tco::costPerResult(o, unit), cur),
                                    marginal};
        options.emphasised << QVector<bool>(7, i == r.cheapest);
    }
    options.note = tr("Bold: the lowest full cost. Average per month: the full cost over %1 months. Cash: what is "
                      "paid in the horizon, the purchase included; full cost adds a reservation still owed after it "
                      "and credits owned hardware's book value at its end%2. One more GPU-hour: what an extra hour of "
                      "work a month adds (nothing while a held fleet has spare hours, up to the hours shown).")
                       .arg(QString::number(horizon),
                            in.ownership.creditResidualValue ? QString() : tr(" (here not credited: a cash payback)"));
    blocks << table(options);

    blocks << chart(TcoChartFactory::cumulative(a, in),
                    tr("Cumulative cash per option, month 0 the purchase of owned hardware; a red mark where "
                       "owning's cumulative cost falls below renting's (the crossover)."));

    // Break-even and crossover, owned against each rented option.
    if (!a.breakEvens.empty()) {
        ProposalTable pairs;
        pairs.header = QStringList{tr("Owned"), tr("Against"), tr("Break-even utilisation"),
                                   tr("Crossover (at %1)").arg(percent(r.utilisation))};
        pairs.numeric = {false, false, false, false};
        pairs.widths = {1.6, 2, 1.5, 1.1};
        for (std::size_t k = 0; k < a.breakEvens.size(); ++k) {
            const gp::tco::BreakEven& be = a.breakEvens[k];
            const QString at = ProposalTcoSentences::breakEvenCell(be);
            const QString month =
                ProposalTcoSentences::crossoverCell(k < a.crossovers.size() ? &a.crossovers[k] : nullptr, horizon);
            pairs.rows << QStringList{qs(r.options[be.owned].name), qs(r.options[be.rented].name), at, month};
        }
        pairs.note = tr("Break-even: the utilisation at which the two full costs over %1 months are equal. "
                        "Crossover: the month in which owning's cumulative cash falls to renting's at today's "
                        "utilisation.")
                         .arg(horizon);
        blocks << table(pairs);
        // TcoAnalysis::byHorizon pairs the cheapest owned option with the cheapest rented one.
        const int owned = gp::tco::cheapestByOwnership(r, true), rented = gp::tco::cheapestByOwnership(r, false);
        if (owned >= 0 && rented >= 0)
            if (const QString said = ProposalTcoSentences::byHorizonSentence(qs(r.options[owned].name),
                                                                             qs(r.options[rented].name), a.byHorizon);
                !said.isEmpty())
                blocks << paragraph(said);
        blocks << chart(TcoChartFactory::breakEvenCurve(a, in),
                        tr("Full cost over %1 months of each option at 5% to 100% utilisation: where an owned "
                           "line crosses a rented one is their break-even.")
                            .arg(horizon));
    } else {
        blocks << paragraph(tr("No owned option is compared, so there is no break-even or crossover."));
    }

    // What flips the answer.
    if (a.runnerUp < 0 || a.tornado.empty())
        return;
    blocks << subheading(tr("What would change the answer"));
    blocks << chart(TcoChartFactory::tornado(a, in),
                    tr("How much each input, 20% lower or higher, changes the lead of %1 over %2 (%3 now).")
                        .arg(qs(r.options[r.cheapest].name), qs(r.options[a.runnerUp].name), money(a.baseGap, cur)));
    ProposalTable flips;
    flips.header =
        QStringList{tr("Input"), tr("Now"), tr("Lead at −20%"), tr("Lead at +20%"), tr("Another option wins")};
    flips.numeric = {false, true, true, true, false};
    flips.widths = {1.5, 1, 1, 1, 2.6};
    QStringList still;
    for (const gp::tco::Sensitivity& s : a.tornado) {
        const bool flipsAnswer = s.flipBelow || s.flipAbove;
        if ((s.swing() <= 0 && !flipsAnswer) || flips.rows.size() >= TcoChartFactory::kTornadoRows) {
            still << qs(s.label);
            continue;
        }
        QStringList when;
        if (s.flipBelow)
            when << tr("below %1: %2").arg(withUnit(*s.flipBelow, qs(s.unit), threshold), qs(s.flipBelowWinner));
        if (s.flipAbove)
            when << tr("above %1: %2").arg(withUnit(*s.flipAbove, qs(s.unit), threshold), qs(s.flipAboveWinner));
        flips.rows << QStringList{qs(s.label), withUnit(s.base, qs(s.unit)), money(s.gapAtLow, cur),
                                  money(s.gapAtHigh, cur),
                                  when.isEmpty() ? tr("none in the range tested") : when.join(QStringLiteral("; "))};
    }
    flips.note = tr("Lead: the runner-up's full cost less the cheapest's. A negative lead: the runner-up is "
                    "cheaper there. Range tested: each input from its lowest sensible value to five times "
                    "today's.");
    if (!still.isEmpty())
        flips.note += tr(" Not shown (no change to the lead, or beyond the %1 largest): %2.")
                          .arg(QString::number(TcoChartFactory::kTornadoRows), still.join(QStringLiteral(", ")));
    blocks << table(flips);
    blocks << paragraph(tr("The model's conclusion: %1").arg(gp::text::renderJoined(a.conclusion)));
}

void ProposalTcoSection::appendAssumptions(QVector<ProposalBlock>& blocks) const
{
    for (const Entry& e : m_entries) {
        if (!e.inputs)
            continue;
        const Inputs& in = *e.inputs;
        auto source = [&in, &e](const std::string& field) {
            if (e.typed.count(field))
                return tr("set in the analysis");
            for (const auto& [f, src] : in.sources)
                if (f == field)
                    return src == "input" ? tr("set in the analysis") : qs(src);
            // Defaults the model states in its own inputs (TcoInputs.h, docs/tco-format.md), not in a row.
            if (field == "ownership.credit_residual_value")
                return tr("the model's default: the economic view, the book value at the horizon credited "
                          "(off = a cash payback)");
            if (field == "workload.gpus")
                return tr("the model's default: one 8-GPU server");
            if (field == "currency")
                return tr("the model's default: the region's currency (INR for India, USD for the US)");
            return tr("the model's built-in value (no source recorded)");
        };
        ProposalTable t;
        t.header = QStringList{tr("Input"), tr("Value"), tr("Where it comes from")};
        t.numeric = {false, true, false};
        t.widths = {1.6, 1, 2.6};
        auto add = [&](const std::string& field, const QString& label, const QString& value) {
            t.rows << QStringList{label, value, source(field)};
        };
        add("currency", tr("Currency of the analysis"), e.analysisCurrency);
        // The exchange rates that convert a figure of this analysis: its currencies and the proposal's.
        std::set<std::string> used{e.analysisCurrency.toStdString(),         in.currency,
                                   in.ownership.electricityPerKwh.currency,  in.ownership.colocationPerKwMonth.currency,
                                   in.ownership.facilityCapexPerKw.currency, in.operations.devOpsRate.currency};
        for (const gp::tco::Option& o : in.options) {
            used.insert(o.price.currency);
            for (const gp::tco::VpsLine& v : o.vpsLines)
                used.insert(v.perMonth.currency);
        }
        for (const gp::tco::CurrencyRate& rate : in.rates) {
            if ((!used.count(rate.code) && rate.code != "INR") ||
                rate.code == "USD") // INR: the model's second currency
                continue;
            QString where = source("rates." + rate.code);
            const gp::CurrencyRate* catalogRate = m_workspace.catalog().currency(rate.code);
            if (where.startsWith(tr("the model")) && catalogRate && catalogRate->unitsPerUsd == rate.unitsPerUsd)
                where = tr("currencies %1: %2 (%3)")
                            .arg(qs(rate.code), qs(catalogRate->ref.source), qs(catalogRate->ref.asOf));
            t.rows << QStringList{tr("Exchange rate"), tr("%1 %2 per USD").arg(figure(rate.unitsPerUsd), qs(rate.code)),
                                  where};
        }
        add("horizon_months", tr("Horizon"), tr("%1 months").arg(in.horizonMonths));
        add("discount_rate_per_year", tr("Discount rate (NPV only)"), percent(in.discountRatePerYear) + tr(" a year"));
        const gp::tco::Workload& w = in.workload;
        add("workload.gpus", tr("GPUs per job (the fleet a held option keeps)"), QString::number(w.gpus));
        const bool volumeTyped = (w.runsPerMonth > 0 && w.gpuHoursPerRun > 0) || w.gpuHoursPerMonth > 0;
        if (volumeTyped) {
            if (w.runsPerMonth > 0 && w.gpuHoursPerRun > 0) {
                add("workload.runs_per_month", tr("Runs per month"), figure(w.runsPerMonth));
                add("workload.gpu_hours_per_run", tr("GPU-hours per run (reference GPU)"), figure(w.gpuHoursPerRun));
            } else {
                add("workload.gpu_hours_per_month", tr("GPU-hours per month"), figure(w.gpuHoursPerMonth));
            }
        } else {
            add("workload.utilisation", tr("Utilisation"), percent(w.utilisation));
        }
        if (w.tokensPerMonth > 0)
            add("workload.tokens_per_month", tr("Tokens per month"), figure(w.tokensPerMonth));
        const gp::tco::Ownership& o = in.ownership;
        add("ownership.refresh_months", tr("Refresh period (owned)"), tr("%1 months").arg(figure(o.refreshMonths)));
        add("ownership.resale_fraction", tr("Resale value at refresh"),
            percent(o.resaleFraction) + tr(" of the price"));
        add("ownership.credit_residual_value", tr("Book value credited at the horizon"),
            o.creditResidualValue ? tr("yes") : tr("no (cash payback)"));
        add("ownership.server_watts_per_gpu", tr("Server power around each GPU"),
            tr("%1 W").arg(figure(o.serverWattsPerGpu)));
        add("ownership.load", tr("Average power load"), percent(o.load));
        add("ownership.pue", tr("PUE"), figure(o.pue));
        add("ownership.electricity_per_kwh", tr("Electricity per kWh"), amount(o.electricityPerKwh));
        add("ownership.colocation_per_kw_month", tr("Colocation per kW-month"), amount(o.colocationPerKwMonth));
        add("ownership.facility_capex_per_kw", tr("Own data centre build per IT kW"), amount(o.facilityCapexPerKw));
        add("ownership.facility_life_years", tr("Own data centre life"),
            tr("%1 years").arg(figure(o.facilityLifeYears)));
        add("ownership.spare_fraction", tr("Spares bought on top of the fleet"), percent(o.spareFraction));
        const gp::tco::Operations& p = in.operations;
        add("operations.devops_rate", tr("DevOps rate, fully loaded"), amount(p.devOpsRate) + tr(" an hour"));
        add("options[*].devops_hours_per_month", tr("DevOps hours a month (self-managed options)"),
            tr("per option, below"));
        add("operations.interruptions_per_gpu_day", tr("Interruptions per GPU-day"), figure(p.interruptionsPerGpuDay));
        add("operations.spot_interruptions_per_gpu_day", tr("Reclaims per GPU-day (interruptible)"),
            figure(p.spotInterruptionsPerGpuDay));
        add("operations.checkpoint_write_minutes", tr("Checkpoint write"),
            tr("%1 minutes").arg(figure(p.checkpointWriteMinutes)));
        add("operations.restart_minutes", tr("Restart after a failure"),
            tr("%1 minutes").arg(figure(p.restartMinutes)));
        add("operations.checkpoint_interval_hours", tr("Checkpoint interval"),
            p.checkpointIntervalHours > 0 ? tr("%1 hours").arg(figure(p.checkpointIntervalHours))
                                          : tr("the Young/Daly optimum"));
        add("operations.shared_penalty", tr("Shared-instance penalty"), percent(p.sharedPenalty) + tr(" more time"));
        blocks << subheading(tr("TCO inputs: %1").arg(e.name));
        blocks << table(t);

        ProposalTable opts;
        opts.header = QStringList{tr("Option"), tr("Type"), tr("Price"), tr("Terms"), tr("Where it comes from")};
        opts.numeric = {false, false, true, false, false};
        opts.widths = {1.35, 1.0, 1.0, 1.25, 2.4};
        for (const gp::tco::Option& x : in.options) {
            QStringList terms;
            terms << tr("%1 GPU(s) per instance").arg(x.gpusPerInstance);
            if (x.hoursFactor != 1)
                terms << tr("%1\u00d7 the reference GPU-hours").arg(figure(x.hoursFactor));
            if (x.sharedInstance)
                terms << tr("shared instance");
            if (x.devOpsHoursPerMonth > 0)
                terms << tr("DevOps %1 h a month").arg(figure(x.devOpsHoursPerMonth));
            if (x.slaPercent > 0)
                terms << tr("SLA %1%").arg(figure(x.slaPercent));
            if (x.owned() && x.tdpW > 0)
                terms << tr("%1 W per GPU").arg(figure(x.tdpW));
            for (const gp::tco::VpsLine& v : x.vpsLines)
                terms << tr("VPS %1: %2 a month").arg(qs(v.name), amount(v.perMonth));
            QString where = tr("typed in the analysis");
            // Cited to the catalog row only when the price is that row's (issue 31): a price saved under a what-if
            // (80% of the row) or typed over the row's says so, with the row's own price beside it.
            if (const gp::OfferSpec* offer = x.offerKey.empty() ? nullptr : m_workspace.catalog().offer(x.offerKey)) {
                const gp::tco::Option row =
                    gp::tco::TcoDefaults::fromOffer(m_workspace.catalog(), x.offerKey, in, nullptr);
                if (!row.name.empty() && samePrice(row, x))
                    where = tr("offers %1: %2 (%3)")
                                .arg(qs(offer->key), qs(offer->ref.source),
                                     offer->ref.asOf.empty() ? tr("date not stated") : qs(offer->ref.asOf));
                else if (!row.name.empty())
                    where = tr("set in the analysis, not the catalog's price: offer %1 lists %2 %3")
                                .arg(qs(offer->key), amount(row.price), basisLabel(row.basis));
                else
                    where = tr("set in the analysis (offer %1 has no usable price in the catalog)").arg(qs(offer->key));
            } else if (!x.offerKey.empty())
                where = tr("offer %1, no longer in the catalog: the price saved with the analysis").arg(qs(x.offerKey));
            opts.rows << QStringList{qs(x.name), kindText(x.kind),
                                     amount(x.price) + QLatin1Char(' ') + basisLabel(x.basis),
                                     terms.join(QStringLiteral("; ")), where};
        }
        blocks << table(opts);
    }
}
