// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalErrorBandSentences.h"

#include "itemmodels/ComparisonExplanationFormatter.h"
#include "itemmodels/ComparisonFigures.h"
#include "planning/ValidationSuite.h"

#include <QCoreApplication>

namespace ProposalErrorBandSentences {
namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalErrorBandSentences", text); }
QString qs(const std::string& s) { return QString::fromStdString(s); }
QString number(double v, const QString& unit)
{
    return ComparisonExplanationFormatter::formatNumber(v, unit.toStdString());
}
// One decimal of a percent, as `gpu-planner validate` and the estimate's JSON print the median.
QString percent(double fraction) { return QString::number(100.0 * fraction, 'f', 1) + QLatin1Char('%'); }

const gp::ErrorBand* find(const std::vector<gp::FigureErrorBand>& bands, const char* key)
{
    for (const gp::FigureErrorBand& b : bands)
        if (b.key == key)
            return &b.band;
    return nullptr;
}

// "<figure>: <band clause>." The figure's band is looked up by its estimate JSON key; a figure the estimate
// reports no band for gets no sentence (nothing claims a band it does not have).
void add(QStringList& out, const std::vector<gp::FigureErrorBand>& bands, const char* key, const QString& figure)
{
    if (const gp::ErrorBand* b = find(bands, key))
        out << tr("%1: %2.").arg(figure, bandClause(*b));
}

// The cost is billed hours (or an hour's output tokens) times a catalog price: the price is as listed, so the
// cost is as far off as the figure it is worked out from, and says so rather than carry a band of its own.
QString costClause(const gp::ErrorBand& from, const QString& fromName)
{
    if (!from.calibrated)
        return tr("it is worked out from the %1, so it is uncalibrated too").arg(fromName);
    return tr("it is worked out from the %1 and the offer's listed price, so it carries the %1's band: a median "
              "%2 on %3 published runs")
        .arg(fromName, percent(from.medianError), QString::number(from.cases));
}
} // namespace

QString bandClause(const gp::ErrorBand& band)
{
    if (band.calibrated)
        return tr("the suite's %1 published runs like this (%2) were off by a median %3")
            .arg(QString::number(band.cases), qs(band.cell), percent(band.medianError));
    const QString held = band.cases == 0   ? tr("no published run of this kind")
                         : band.cases == 1 ? tr("1 published run of this kind")
                                           : tr("%1 published runs of this kind").arg(band.cases);
    return tr("uncalibrated: the suite holds %1 (%2), fewer than the %3 a band needs")
        .arg(held, qs(band.cell), QString::number(gp::kValidationCellMinCases));
}

QStringList forEstimate(const gp::ErrorBandTable& table, const gp::Scenario& scenario,
                        const gp::CatalogSnapshot& catalog, const gp::Estimate& e, const QString& currency)
{
    const std::vector<gp::FigureErrorBand> bands = gp::ErrorBands::forEstimate(table, scenario, catalog, e);
    const gp::CostLine* cost = ComparisonFigures::cheapestCost(e);
    const QString memory = tr("Memory per GPU (%1)").arg(number(e.memory.totalGb(), QStringLiteral("GB")));
    QStringList out;
    if (e.training) {
        // GPU-hours are the hours times the GPUs: one band for both.
        add(out, bands, "training_hours",
            tr("Training time (%1) and GPU-hours (%2)")
                .arg(number(e.training->wallClockHours, QStringLiteral("h")),
                     number(e.training->gpuHours, QStringLiteral("GPU-h"))));
        add(out, bands, "vram_gb_per_gpu", memory);
        if (const gp::ErrorBand* hours = find(bands, "training_hours"); hours && cost)
            out << tr("Cost per run (%1 at the cheapest offer): %2.")
                       .arg(number(cost->costPerRun, currency), costClause(*hours, tr("training time")));
    } else if (e.inference) {
        const gp::InferenceEstimate& s = *e.inference;
        add(out, bands, "tokens_per_second",
            tr("Serving throughput (%1)").arg(number(s.tokensPerSecond, QStringLiteral("tokens/s"))));
        // Time to first token, per output token and per request are one group of the suite: one band.
        add(out, bands, "request_latency_s",
            tr("Latency (first token %1, per output token %2, request %3)")
                .arg(number(s.timeToFirstTokenSeconds, QStringLiteral("s")),
                     number(s.timePerOutputTokenSeconds, QStringLiteral("s")),
                     number(s.requestLatencySeconds, QStringLiteral("s"))));
        add(out, bands, "vram_gb_per_gpu", memory);
        if (const gp::ErrorBand* throughput = find(bands, "tokens_per_second"); throughput && cost)
            out << tr("Cost per million output tokens (%1 at the cheapest offer): %2.")
                       .arg(number(cost->costPerMillionTokens, currency),
                            costClause(*throughput, tr("serving throughput")));
    }
    return out;
}
} // namespace ProposalErrorBandSentences
