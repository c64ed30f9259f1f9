// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TcoWizard.h"
#include "common/Accessible.h"

#include "TcoAnalysisRunner.h"

#include "charts/ChartView.h"
#include "charts/TcoChartFactory.h"
#include "common/PlainText.h"
#include "document/Workspace.h"
#include "tco/TcoDefaults.h"
#include "tco/TcoJson.h"
#include "text/MessageText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// The result page runs the model when it is shown, so Back, an edit and Next always show current figures.
class TcoResultPage : public QWizardPage {
public:
    explicit TcoResultPage(TcoWizard* wizard) : m_wizard(wizard) {}
    void initializePage() override { m_wizard->analyseInBackground(); }

private:
    TcoWizard* m_wizard;
};

QDoubleSpinBox* spin(double lo, double hi, double value, int decimals, const QString& suffix = {})
{
    auto* s = new QDoubleSpinBox;
    s->setRange(lo, hi);
    s->setDecimals(decimals);
    s->setValue(value);
    s->setSuffix(suffix);
    s->setAccelerated(true);
    return s;
}

QLabel* plain(const QString& text)
{
    // Catalog and user text: never rich text (Qt would guess HTML from a '<').
    auto* l = new QLabel(text);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    return l;
}

} // namespace

TcoWizard::TcoWizard(const gp::CatalogSnapshot& catalog, Workspace* workspace, QWidget* parent)
    : QWizard(parent), m_catalog(catalog), m_workspace(workspace),
      m_defaults(gp::tco::TcoDefaults::fromCatalog(catalog, gp::tco::Region::India)), m_base(m_defaults)
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setWindowTitle(tr("Rent, managed or buy?"));
    setObjectName(QStringLiteral("tcoWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setPage(WorkloadPage, makeWorkloadPage());
    setPage(OptionsPage, makeOptionsPage());
    setPage(OwnershipPage, makeOwnershipPage());
    setPage(OperationsPage, makeOperationsPage());
    setPage(ResultPage, makeResultPage());
    resize(1100, 760);
}

TcoWizard::TcoWizard(Workspace* workspace, QWidget* parent)
    : TcoWizard(workspace ? workspace->catalog() : gp::CatalogSnapshot{}, workspace, parent)
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
}

QString TcoWizard::sourceOf(const std::string& field) const
{
    for (const auto& [f, s] : m_defaults.sources)
        if (f == field)
            return PlainText::toolTip(tr("Default from: %1").arg(q(s))); // catalog text, shown literally
    return {};
}

QWizardPage* TcoWizard::makeWorkloadPage()
{
    auto* page = new QWizardPage;
    page->setTitle(tr("The workload"));
    page->setSubTitle(
        tr("How much GPU time a month: a utilisation of a fleet, or training runs from a workspace scenario."));
    auto* form = new QFormLayout(page);
    m_whatIfNote = plain(QString());
    m_whatIfNote->setObjectName(QStringLiteral("whatIfNote"));
    if (m_workspace && !m_workspace->whatIf().isNeutral()) {
        QStringList knobs;
        const WhatIfOverrides& w = m_workspace->whatIf();
        if (w.priceFactorPercent != 100)
            knobs << tr("prices at %1% of the catalog").arg(w.priceFactorPercent);
        if (w.exchangeRateUnitsPerUsd)
            knobs << tr("%1 at %2 per USD")
                         .arg(QString::fromLatin1(WhatIfOverrides::kExchangeRateCurrency))
                         .arg(*w.exchangeRateUnitsPerUsd);
        if (w.mfu || w.tokensToTrain || w.gpuCount || w.gpuStepKey)
            knobs << tr("the scenarios' MFU, tokens, GPU count or GPU");
        if (w.devOpsHoursPerMonth > 0 || w.devOpsHourlyRate > 0)
            knobs << tr("the DevOps hours and rate");
        if (!w.tco.empty())
            knobs << tr("edits in the TCO pane");
        m_whatIfNote->setText(tr("The workspace's what-if (%1) is not applied here: the analysis uses the "
                                 "catalog's prices and rates and each scenario's own estimate, and stores them. "
                                 "To compare another price, change the option's price in the analysis.")
                                  .arg(knobs.join(QStringLiteral("; "))));
    }
    m_whatIfNote->setVisible(!m_whatIfNote->text().isEmpty());
    form->addRow(m_whatIfNote);
    m_gpus = new QSpinBox;
    m_gpus->setRange(1, 100000);
    m_gpus->setValue(m_defaults.workload.gpus);
    m_gpus->setObjectName(QStringLiteral("gpus"));
    // The standard options follow the job's GPUs: refilled when a count is entered, not at every keystroke
    // (typing 16 passed through 1 and its 1-GPU list).
    m_gpus->setKeyboardTracking(false);
    form->addRow(tr("GPUs (the fleet, and the GPUs a job uses)"), m_gpus);
    m_utilisation = spin(1, 100, m_defaults.workload.utilisation * 100, 1, QStringLiteral(" %"));
    m_utilisation->setObjectName(QStringLiteral("utilisation"));
    m_utilisation->setToolTip(sourceOf("workload.utilisation"));
    form->addRow(tr("Utilisation (busy share of the fleet's hours)"), m_utilisation);
    m_saved = new QComboBox;
    m_saved->setObjectName(QStringLiteral("savedAnalysis"));
    m_saved->addItem(tr("A new analysis"));
    if (m_workspace)
        for (int i = 0; i < m_workspace->tcoAnalysisCount(); ++i)
            m_saved->addItem(tr("Edit “%1”").arg(m_workspace->tcoAnalysis(i).name), i); // item text is plain
    m_saved->setEnabled(m_saved->count() > 1);
    form->addRow(tr("Start from"), m_saved);
    m_savedError = plain(QString());
    m_savedError->setStyleSheet(QStringLiteral("color: #b00020"));
    form->addRow(QString(), m_savedError);
    connect(m_saved, &QComboBox::activated, this, [this](int i) {
        const QVariant index = m_saved->itemData(i);
        if (index.isValid())
            loadSaved(index.toInt());
    });
    m_scenario = new QComboBox;
    m_scenario->setObjectName(QStringLiteral("scenario"));
    m_scenario->addItem(tr("None: use the utilisation"));
    if (m_workspace)
        for (int i = 0; i < m_workspace->scenarioCount(); ++i) {
            // The scenario's own estimate: a what-if (MFU, GPU count, GPU step) never reaches a saved analysis.
            const auto& r = m_workspace->ownEstimate(i);
            if (r.ok() && r.estimate->training)
                m_scenario->addItem(m_workspace->scenario(i).name, i);
        }
    form->addRow(tr("Training runs from a workspace scenario"), m_scenario);
    m_hoursPerRun = spin(0, 1e9, 0, 1, tr(" GPU-h per run"));
    m_hoursPerRun->setObjectName(QStringLiteral("hoursPerRun"));
    form->addRow(tr("GPU-hours of one run (from the estimate)"), m_hoursPerRun);
    m_runs = spin(0, 1e6, 0, 2, tr(" runs a month"));
    m_runs->setObjectName(QStringLiteral("runs"));
    form->addRow(tr("Runs per month (0 = use the utilisation)"), m_runs);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this](int i) { takeScenario(i); });
    m_horizon = new QSpinBox;
    m_horizon->setObjectName(QStringLiteral("horizon"));
    m_horizon->setRange(1, 240);
    m_horizon->setValue(m_defaults.horizonMonths);
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setToolTip(sourceOf("horizon_months"));
    form->addRow(tr("Horizon"), m_horizon);
    m_currency = new QComboBox;
    m_currency->addItems({QStringLiteral("INR"), QStringLiteral("USD")});
    form->addRow(tr("Show money in"), m_currency);
    const gp::tco::CurrencyRate* inr = m_defaults.rate("INR");
    m_inrPerUsd = spin(1, 1000, inr ? inr->unitsPerUsd : 90, 2, tr(" INR per USD"));
    m_inrPerUsd->setToolTip(sourceOf("rates.INR"));
    form->addRow(tr("Exchange rate"), m_inrPerUsd);
    return page;
}

void TcoWizard::takeScenario(int index)
{
    // The planning engine's answer for the scenario: its GPUs and the GPU-hours of one run, so a faster
    // GPU needs fewer hours. One run a month to start with; the user types the real count.
    const QVariant data = m_scenario->itemData(index);
    if (!m_workspace || !data.isValid()) {
        m_runs->setValue(0);
        return;
    }
    const auto& r = m_workspace->ownEstimate(data.toInt());
    if (!r.ok() || !r.estimate->training)
        return;
    m_gpus->setValue(r.estimate->totalGpus);
    m_hoursPerRun->setValue(r.estimate->training->gpuHours);
    if (m_runs->value() == 0)
        m_runs->setValue(1);
}

QWizardPage* TcoWizard::makeOptionsPage()
{
    auto* page = new QWizardPage;
    page->setTitle(tr("The options"));
    page->setSubTitle(
        tr("Catalog offers for one GPU: the cheapest of each rented tier, a managed offer, and a purchase "
           "placed in a colocation or an own data centre. Untick what you do not want to compare."));
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    m_gpu = new QComboBox;
    m_gpu->setObjectName(QStringLiteral("gpu"));
    for (const gp::GpuSpec& g : m_catalog.gpus) {
        const bool buyable = std::any_of(m_catalog.offers.begin(), m_catalog.offers.end(), [&](const gp::OfferSpec& o) {
            return o.gpuKey == g.key && o.tier == "purchase";
        });
        if (buyable)
            m_gpu->addItem(q(g.name), q(g.key));
    }
    const int h100 = m_gpu->findData(QStringLiteral("nvidia-h100-sxm"));
    if (h100 >= 0)
        m_gpu->setCurrentIndex(h100);
    form->addRow(tr("GPU"), m_gpu);
    layout->addLayout(form);
    m_options = new QListWidget;
    m_options->setObjectName(QStringLiteral("options"));
    m_options->setAccessibleName(tr("Options to compare"));
    m_options->setAccessibleDescription(tr("Tick the ways to run the workload (rent, managed, buy) to compare."));
    layout->addWidget(m_options, 1);
    auto* hybrid = new QFormLayout;
    m_vps = spin(0, 1e8, 0, 0, tr(" INR a month"));
    m_vps->setObjectName(QStringLiteral("vps"));
    m_vps->setToolTip(
        tr("The article's hybrid: API hosting, CI and experiment tracking on plain VPS lines next to owned GPUs. "
           "Above 0, a hybrid option (own hardware in a colocation + this) is added. Type your quote."));
    hybrid->addRow(tr("Hybrid: VPS for the non-GPU layers"), m_vps);
    layout->addLayout(hybrid);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] { fillOptions(); });
    // The standard options depend on the job's GPUs (an instance must hold them); a saved analysis keeps its own.
    connect(m_gpus, &QSpinBox::valueChanged, this, [this] {
        if (!m_showsSavedOptions)
            fillOptions();
    });
    fillOptions();
    return page;
}

void TcoWizard::fillOptions()
{
    // What the user unticked stays unticked when the list is filled again for another job size, also across a
    // size whose list leaves the option out (m_unticked keeps it; ticking it again removes it).
    for (int i = 0; i < m_options->count() && i < int(m_candidates.size()); ++i) {
        const std::string id = m_candidates[std::size_t(i)].offerKey + "/" + m_candidates[std::size_t(i)].name;
        const auto at = std::find(m_unticked.begin(), m_unticked.end(), id);
        if (m_options->item(i)->checkState() != Qt::Checked && at == m_unticked.end())
            m_unticked.push_back(id);
        else if (m_options->item(i)->checkState() == Qt::Checked && at != m_unticked.end())
            m_unticked.erase(at);
    }
    gp::tco::Inputs in = m_defaults;
    in.workload.gpus = m_gpus->value();
    m_candidates = gp::tco::TcoDefaults::standardOptions(m_catalog, m_gpu->currentData().toString().toStdString(), in);
    m_showsSavedOptions = false;
    m_options->clear();
    for (const gp::tco::Option& o : m_candidates) {
        const gp::OfferSpec* offer = m_catalog.offer(o.offerKey);
        QString text = q(o.name);
        if (offer)
            text += tr("  [%1 %2 per %3, offer %4, as of %5]")
                        .arg(QString::number(offer->price, 'f', 2), q(offer->currency),
                             offer->unit == gp::PriceUnit::OneOff  ? tr("purchase")
                             : offer->unit == gp::PriceUnit::Month ? tr("month")
                                                                   : tr("hour"),
                             q(offer->key), q(offer->ref.asOf));
        auto* item = new QListWidgetItem(text, m_options); // list items are plain text
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool wasUnticked =
            std::find(m_unticked.begin(), m_unticked.end(), o.offerKey + "/" + o.name) != m_unticked.end();
        item->setCheckState(wasUnticked ? Qt::Unchecked : Qt::Checked);
    }
}

QWizardPage* TcoWizard::makeOwnershipPage()
{
    const gp::tco::Ownership& o = m_defaults.ownership;
    auto* page = new QWizardPage;
    page->setTitle(tr("Owning the hardware"));
    page->setSubTitle(tr("Depreciation, resale, power and space. Each default comes from the catalog's TCO defaults "
                         "(hover for the source)."));
    auto* form = new QFormLayout(page);
    m_refresh = new QSpinBox;
    m_refresh->setRange(1, 240);
    m_refresh->setValue(int(o.refreshMonths));
    m_refresh->setSuffix(tr(" months"));
    m_refresh->setToolTip(sourceOf("ownership.refresh_months"));
    form->addRow(tr("Refresh period (sold and bought again)"), m_refresh);
    m_resale = spin(0, 100, o.resaleFraction * 100, 0, QStringLiteral(" %"));
    m_resale->setToolTip(sourceOf("ownership.resale_fraction"));
    form->addRow(tr("Resale value after a refresh period"), m_resale);
    m_credit = new QCheckBox(
        tr("Credit the hardware's book value at the horizon (uncheck: a cash payback, the article's view)"));
    m_credit->setChecked(o.creditResidualValue);
    m_credit->setObjectName(QStringLiteral("creditResidual"));
    form->addRow(QString(), m_credit);
    m_electricity =
        spin(0, 1000, o.electricityPerKwh.amount, 2, tr(" %1 per kWh").arg(q(o.electricityPerKwh.currency)));
    m_electricity->setObjectName(QStringLiteral("electricity"));
    m_electricity->setToolTip(sourceOf("ownership.electricity_per_kwh"));
    form->addRow(tr("Electricity"), m_electricity);
    m_pue = spin(1, 3, o.pue, 2);
    m_pue->setToolTip(sourceOf("ownership.pue"));
    form->addRow(tr("PUE"), m_pue);
    m_serverW = spin(0, 10000, o.serverWattsPerGpu, 0, tr(" W per GPU"));
    m_serverW->setToolTip(sourceOf("ownership.server_watts_per_gpu"));
    form->addRow(tr("Server power around each GPU"), m_serverW);
    m_load = spin(0, 100, o.load * 100, 0, QStringLiteral(" %"));
    m_load->setToolTip(sourceOf("ownership.load"));
    form->addRow(tr("Average power draw (of full power)"), m_load);
    m_colocation =
        spin(0, 1e6, o.colocationPerKwMonth.amount, 2, tr(" %1 per kW-month").arg(q(o.colocationPerKwMonth.currency)));
    m_colocation->setToolTip(sourceOf("ownership.colocation_per_kw_month"));
    form->addRow(tr("Colocation"), m_colocation);
    return page;
}

QWizardPage* TcoWizard::makeOperationsPage()
{
    const gp::tco::Operations& p = m_defaults.operations;
    auto* page = new QWizardPage;
    page->setTitle(tr("Operations"));
    page->setSubTitle(tr(
        "DevOps time counts only where your team runs the machines (dedicated, own); failures cost lost GPU-hours."));
    auto* form = new QFormLayout(page);
    m_devOpsHours = spin(0, 744, gp::tco::TcoDefaults::devOpsHoursFor(gp::tco::OptionKind::OwnColocation, m_catalog), 1,
                         tr(" h a month"));
    m_devOpsHours->setObjectName(QStringLiteral("devOpsHours"));
    m_devOpsHours->setToolTip(sourceOf("options[*].devops_hours_per_month"));
    form->addRow(tr("DevOps hours (self-managed options)"), m_devOpsHours);
    m_devOpsRate = spin(0, 1e6, p.devOpsRate.amount, 0, tr(" %1 per hour").arg(q(p.devOpsRate.currency)));
    m_devOpsRate->setToolTip(sourceOf("operations.devops_rate"));
    form->addRow(tr("Loaded engineering rate"), m_devOpsRate);
    m_interruptions = spin(0, 10, p.interruptionsPerGpuDay, 6, tr(" per GPU-day"));
    m_interruptions->setToolTip(sourceOf("operations.interruptions_per_gpu_day"));
    form->addRow(tr("Interruptions"), m_interruptions);
    m_checkpoint = spin(0, 1440, p.checkpointWriteMinutes, 1, tr(" min"));
    m_checkpoint->setToolTip(sourceOf("operations.checkpoint_write_minutes"));
    form->addRow(tr("Checkpoint write time (interval: Young/Daly optimum)"), m_checkpoint);
    m_restart = spin(0, 1440, p.restartMinutes, 1, tr(" min"));
    m_restart->setToolTip(sourceOf("operations.restart_minutes"));
    form->addRow(tr("Restart after an interruption"), m_restart);
    m_shared = spin(0, 500, p.sharedPenalty * 100, 1, QStringLiteral(" %"));
    m_shared->setToolTip(sourceOf("operations.shared_penalty"));
    form->addRow(tr("Shared-instance slowdown"), m_shared);
    m_sla = plain(QString());
    form->addRow(tr("Providers' SLAs"), m_sla);
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id != OperationsPage)
            return;
        QStringList lines;
        for (const gp::tco::Option& o : inputs().options)
            lines << (o.slaPercent > 0 ? tr("%1: %2% monthly uptime").arg(q(o.name)).arg(o.slaPercent)
                                       : tr("%1: none published").arg(q(o.name)));
        m_sla->setText(lines.join(QLatin1Char('\n')));
    });
    return page;
}

QWizardPage* TcoWizard::makeResultPage()
{
    auto* page = new TcoResultPage(this);
    page->setTitle(tr("The answer"));
    page->setFinalPage(true);
    auto* layout = new QVBoxLayout(page);
    m_conclusion = plain(QString());
    m_conclusion->setObjectName(QStringLiteral("conclusion"));
    QFont f = m_conclusion->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    m_conclusion->setFont(f);
    layout->addWidget(m_conclusion);
    m_errors = plain(QString());
    m_errors->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(m_errors);
    // Everything a board asks at once: the cumulative lines (or the break-even curve behind them) across
    // the top, cost per result and what flips the answer side by side below.
    m_cumulative = new ChartView;
    m_costPerResult = new ChartView;
    m_tornado = new ChartView;
    m_breakEven = new ChartView;
    auto* tabs = new QTabWidget;
    tabs->addTab(m_cumulative, tr("Cumulative cost"));
    tabs->addTab(m_breakEven, tr("Break-even curve"));
    tabs->setObjectName(QStringLiteral("resultTabs"));
    // Side by side in equal halves (a splitter gave the bars' long names most of the width and squeezed
    // the tornado's axis labels into each other at 1280 px).
    auto* below = new QWidget;
    auto* belowLayout = new QHBoxLayout(below);
    belowLayout->setContentsMargins(0, 0, 0, 0);
    belowLayout->addWidget(m_costPerResult, 1);
    belowLayout->addWidget(m_tornado, 1);
    // Fixed shares, not a splitter: the cumulative chart's legend (one line per option) needs the larger.
    layout->addWidget(tabs, 4);
    layout->addWidget(below, 3);
    // While the analysis runs on its worker: how far it is, and a way to stop it.
    auto* running = new QHBoxLayout;
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("analysisProgress"));
    m_progress->setFormat(tr("Working out break-even and sensitivity: %p%"));
    m_progress->setVisible(false);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setObjectName(QStringLiteral("cancelAnalysis"));
    m_cancel->setVisible(false);
    connect(m_cancel, &QPushButton::clicked, this, &TcoWizard::cancelAnalysis);
    running->addWidget(m_progress, 1);
    running->addWidget(m_cancel);
    layout->addLayout(running);
    m_runner = new TcoAnalysisRunner(this);
    connect(m_runner, &TcoAnalysisRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_runner, &TcoAnalysisRunner::finished, this,
            [this](const gp::tco::Analysis& a, const gp::tco::Inputs& in) { showAnalysis(a, in); });
    connect(m_runner, &TcoAnalysisRunner::cancelled, this, [this]() {
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        m_add->setEnabled(false);
        m_errors->setText(tr("Cancelled: go Back and Next to work the analysis out again."));
    });
    m_add = new QPushButton(tr("Add to workspace"));
    m_add->setObjectName(QStringLiteral("addToWorkspace"));
    m_add->setEnabled(m_workspace != nullptr);
    connect(m_add, &QPushButton::clicked, this, [this] { addToWorkspace(); });
    layout->addWidget(m_add, 0, Qt::AlignRight);
    return page;
}

gp::tco::Inputs TcoWizard::inputs() const
{
    gp::tco::Inputs in = m_base;
    if (m_editing < 0)
        in.name = tr("Rent, managed or buy: %1").arg(m_gpu->currentText()).toStdString();
    in.currency = m_currency->currentText().toStdString();
    // A spin box shows a value rounded to its decimals: an untouched box keeps the unrounded value it was
    // given (the catalog's 419 / (16,384 x 54) interruptions a GPU-day, a saved analysis' figures), so
    // opening the wizard never moves a number the user did not change. That holds for a saved figure beyond
    // the box's range too (0.5% utilisation, which the model accepts, in a box that starts at 1%): the box shows its
    // bound, the figure stays.
    auto value = [](double base, const QDoubleSpinBox* box, double scale) {
        const double step = std::pow(10.0, -box->decimals());
        const double shown = std::clamp(std::round(base * scale / step) * step, box->minimum(), box->maximum());
        return std::abs(box->value() - shown) < step / 2 ? base : box->value() / scale;
    };
    for (gp::tco::CurrencyRate& r : in.rates)
        if (r.code == "INR")
            r.unitsPerUsd = value(r.unitsPerUsd, m_inrPerUsd, 1);
    in.horizonMonths = m_horizon->value();
    in.workload.gpus = m_gpus->value();
    in.workload.utilisation = value(m_base.workload.utilisation, m_utilisation, 100);
    in.workload.runsPerMonth = value(m_base.workload.runsPerMonth, m_runs, 1);
    in.workload.gpuHoursPerRun = value(m_base.workload.gpuHoursPerRun, m_hoursPerRun, 1);
    gp::tco::Ownership& o = in.ownership;
    const gp::tco::Ownership& b = m_base.ownership;
    if (m_refresh->value() != int(b.refreshMonths))
        o.refreshMonths = m_refresh->value();
    o.resaleFraction = value(b.resaleFraction, m_resale, 100);
    o.creditResidualValue = m_credit->isChecked();
    o.electricityPerKwh.amount = value(b.electricityPerKwh.amount, m_electricity, 1);
    o.pue = value(b.pue, m_pue, 1);
    o.serverWattsPerGpu = value(b.serverWattsPerGpu, m_serverW, 1);
    o.load = value(b.load, m_load, 100);
    o.colocationPerKwMonth.amount = value(b.colocationPerKwMonth.amount, m_colocation, 1);
    gp::tco::Operations& p = in.operations;
    const gp::tco::Operations& bp = m_base.operations;
    p.devOpsRate.amount = value(bp.devOpsRate.amount, m_devOpsRate, 1);
    p.interruptionsPerGpuDay = value(bp.interruptionsPerGpuDay, m_interruptions, 1);
    p.checkpointWriteMinutes = value(bp.checkpointWriteMinutes, m_checkpoint, 1);
    p.restartMinutes = value(bp.restartMinutes, m_restart, 1);
    p.sharedPenalty = value(bp.sharedPenalty, m_shared, 100);
    in.options.clear();
    for (int i = 0; i < m_options->count() && i < int(m_candidates.size()); ++i) {
        if (m_options->item(i)->checkState() != Qt::Checked)
            continue;
        gp::tco::Option opt = m_candidates[i];
        if (opt.devOpsHoursPerMonth > 0)
            opt.devOpsHoursPerMonth = m_devOpsHours->value();
        in.options.push_back(opt);
        if (opt.kind == gp::tco::OptionKind::OwnColocation && m_vps->value() > 0) {
            opt.name += " + VPS (hybrid)";
            opt.vpsLines = {{"API hosting, CI, experiment tracking", {m_vps->value(), "INR"}}};
            in.options.push_back(opt);
        }
    }
    // What the user changed on the pages is theirs, not the catalog's.
    auto changed = [&](const std::string& field, bool differs) {
        if (differs)
            for (auto& [f, s] : in.sources)
                if (f == field)
                    s = "input";
    };
    changed("workload.utilisation", in.workload.utilisation != m_base.workload.utilisation);
    changed("ownership.pue", o.pue != m_base.ownership.pue);
    changed("ownership.electricity_per_kwh", o.electricityPerKwh.amount != m_base.ownership.electricityPerKwh.amount);
    changed("operations.devops_rate", p.devOpsRate.amount != m_base.operations.devOpsRate.amount);
    changed("ownership.refresh_months", o.refreshMonths != m_base.ownership.refreshMonths);
    return in;
}

void TcoWizard::analyse()
{
    m_runner->cancel();
    const gp::tco::Inputs in = inputs();
    showAnalysis(gp::tco::TcoAnalysis::analyse(in), in);
}

void TcoWizard::analyseInBackground()
{
    // The figures on show are for the inputs before: cleared until the new ones arrive.
    m_analysis = {};
    m_conclusion->clear();
    m_errors->clear();
    m_add->setEnabled(false);
    m_progress->setRange(0, 0); // busy until the first step reports
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
    m_runner->start(inputs());
}

bool TcoWizard::analysing() const { return m_runner->running(); }

void TcoWizard::cancelAnalysis() { m_runner->cancel(); }

void TcoWizard::showAnalysis(const gp::tco::Analysis& analysis, const gp::tco::Inputs& in)
{
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    m_analysed = in;
    m_analysis = analysis;
    m_add->setEnabled(m_workspace != nullptr && m_analysis.ok());
    if (!m_analysis.ok()) {
        // Every problem (up to the reader's 20), not the first alone.
        QStringList lines;
        for (const gp::tco::FieldProblem& e : m_analysis.base.errors)
            lines << (e.field.empty() ? q(e.message) : q(e.field) + QStringLiteral(": ") + q(e.message));
        m_errors->setText(tr("Cannot compute: %1").arg(lines.join(QStringLiteral("; "))));
        m_conclusion->clear();
        m_cumulative->setSpec({});
        m_costPerResult->setSpec({});
        m_tornado->setSpec({});
        m_breakEven->setSpec({});
        return;
    }
    m_errors->clear();
    m_conclusion->setText(gp::text::renderJoined(m_analysis.conclusion));
    m_cumulative->setSpec(TcoChartFactory::cumulative(m_analysis, m_analysed));
    m_costPerResult->setSpec(TcoChartFactory::costPerResult(m_analysis, m_analysed));
    m_tornado->setSpec(TcoChartFactory::tornado(m_analysis, m_analysed));
    m_breakEven->setSpec(TcoChartFactory::breakEvenCurve(m_analysis, m_analysed));
}

QString TcoWizard::addToWorkspace()
{
    if (!m_workspace || !m_analysis.ok())
        return {};
    if (m_editing >= 0 && m_editing < m_workspace->tcoAnalysisCount()) {
        m_workspace->setTcoAnalysisInputs(m_editing, gp::tco::TcoJson::toJson(m_analysed)); // one undo step
        return m_workspace->tcoAnalysis(m_editing).id;
    }
    return m_workspace->addTcoAnalysis(q(m_analysed.name), gp::tco::TcoJson::toJson(m_analysed));
}

bool TcoWizard::loadSaved(int index)
{
    if (!m_workspace || index < 0 || index >= m_workspace->tcoAnalysisCount())
        return false;
    const gp::tco::InputsParse parsed = gp::tco::TcoJson::fromJson(m_workspace->tcoAnalysis(index).inputs, m_catalog);
    if (!parsed.ok()) {
        QStringList lines; // every problem the reader found (at most 20), not the first alone
        for (const gp::tco::FieldProblem& e : parsed.errors)
            lines << (e.field.empty() ? q(e.message) : q(e.field) + QStringLiteral(": ") + q(e.message));
        m_savedError->setText(tr("Cannot edit this analysis: %1").arg(lines.join(QStringLiteral("; "))));
        return false;
    }
    m_savedError->clear();
    if (const int item = m_saved->findData(index); item >= 0)
        m_saved->setCurrentIndex(item); // "Start from" names the analysis being edited
    const gp::tco::Inputs& in = *parsed.inputs;
    m_base = in;
    m_editing = index;
    m_add->setText(tr("Update in workspace"));
    // Every page shows the saved values; the options are the saved ones, all ticked (their own prices).
    m_gpus->setValue(in.workload.gpus);
    m_utilisation->setValue(in.workload.utilisation * 100);
    m_runs->setValue(in.workload.runsPerMonth);
    m_hoursPerRun->setValue(in.workload.gpuHoursPerRun);
    m_horizon->setValue(in.horizonMonths);
    m_currency->setCurrentText(q(in.currency));
    if (const gp::tco::CurrencyRate* inr = in.rate("INR"))
        m_inrPerUsd->setValue(inr->unitsPerUsd);
    const gp::tco::Ownership& o = in.ownership;
    m_refresh->setValue(int(o.refreshMonths));
    m_resale->setValue(o.resaleFraction * 100);
    m_credit->setChecked(o.creditResidualValue);
    m_electricity->setSuffix(tr(" %1 per kWh").arg(q(o.electricityPerKwh.currency)));
    m_electricity->setValue(o.electricityPerKwh.amount);
    m_pue->setValue(o.pue);
    m_serverW->setValue(o.serverWattsPerGpu);
    m_load->setValue(o.load * 100);
    m_colocation->setSuffix(tr(" %1 per kW-month").arg(q(o.colocationPerKwMonth.currency)));
    m_colocation->setValue(o.colocationPerKwMonth.amount);
    const gp::tco::Operations& p = in.operations;
    m_devOpsRate->setSuffix(tr(" %1 per hour").arg(q(p.devOpsRate.currency)));
    m_devOpsRate->setValue(p.devOpsRate.amount);
    m_interruptions->setValue(p.interruptionsPerGpuDay);
    m_checkpoint->setValue(p.checkpointWriteMinutes);
    m_restart->setValue(p.restartMinutes);
    m_shared->setValue(p.sharedPenalty * 100);
    for (const gp::tco::Option& opt : in.options)
        if (opt.devOpsHoursPerMonth > 0) {
            m_devOpsHours->setValue(opt.devOpsHoursPerMonth);
            break;
        }
    m_vps->setValue(0); // saved hybrids carry their VPS lines already
    {
        const QSignalBlocker block(m_gpu); // choosing a GPU would replace the saved options by the defaults
        if (!in.options.empty()) {
            const int g = m_gpu->findData(q(in.options.front().gpuKey));
            if (g >= 0)
                m_gpu->setCurrentIndex(g);
        }
    }
    m_candidates = in.options;
    m_showsSavedOptions = true;
    m_unticked.clear();
    m_options->clear();
    for (const gp::tco::Option& opt : m_candidates) {
        auto* item = new QListWidgetItem(q(opt.name), m_options); // list items are plain text
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    return true;
}
