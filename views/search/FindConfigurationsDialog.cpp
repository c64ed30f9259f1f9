// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FindConfigurationsDialog.h"
#include "common/Accessible.h"

#include "charts/ChartView.h"
#include "charts/SearchFrontChart.h"
#include "document/Workspace.h"
#include "planning/ContractPriceNote.h"
#include "planning/OfferTerms.h"
#include "planning/ScenarioJson.h"
#include "planning/WorkloadAdvisor.h"
#include "text/MessageText.h"
#include "text/NumberFormat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace {

QListWidgetItem* checkItem(QListWidget* list, const QString& text, const QString& key, bool on, const QString& tip = {})
{
    auto* it = new QListWidgetItem(text, list);
    it->setData(Qt::UserRole, key);
    it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    it->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    it->setToolTip(tip.isEmpty() ? text.toHtmlEscaped() : tip.toHtmlEscaped());
    return it;
}

QTableWidgetItem* cell(const QString& text)
{
    auto* i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    i->setToolTip(text.toHtmlEscaped());
    return i;
}

QString num(double v, int decimals) { return QLocale().toString(v, 'f', decimals); }

const char* weightName(gp::WeightFormat w)
{
    switch (w) {
    case gp::WeightFormat::FP16:
        return "16-bit";
    case gp::WeightFormat::FP8:
        return "FP8";
    case gp::WeightFormat::INT8:
        return "8-bit";
    case gp::WeightFormat::INT4:
        return "4-bit";
    }
    return "";
}

// "Provider (offer key)", with the catalog's flags when flagged offers are included ("[restricted: eligible users
// only]").
QString offerCell(const gp::CatalogSnapshot& catalog, const std::string& provider, const std::string& offerKey)
{
    QString text = QStringLiteral("%1 (%2)").arg(QString::fromStdString(provider), QString::fromStdString(offerKey));
    if (const gp::OfferSpec* o = catalog.offer(offerKey); o && o->flags.any())
        text += QStringLiteral(" [%1]").arg(QString::fromStdString(gp::offerFlagWords(o->flags)));
    return text;
}

// A pick's price per GPU-hour, the list price beside a contracted one (issue 33): "contracted USD 2.10/GPU-h (list
// USD 12.29, offer X, tier on-demand, 14 days old)" (gp::contractedPriceNote, through the text layer), else
// "list USD 12.29/GPU-h". `catalog` is the one searched (what-if applied).
QString priceCell(const gp::CatalogSnapshot& catalog, const std::string& offerKey, double pricePerGpuHour,
                  const std::string& currency)
{
    const QDate d = QDate::currentDate();
    if (const gp::OfferSpec* o = catalog.offer(offerKey))
        if (const auto note = gp::contractedPriceNote(*o, catalog, currency, {d.year(), d.month(), d.day()}))
            return gp::text::render(*note);
    return QCoreApplication::translate("FindConfigurationsDialog", "list %1/GPU-h")
        .arg(gp::text::money(pricePerGpuHour, QString::fromStdString(currency), 2));
}

// The chart's label of a pick: "8 x H100 SXM, offer", and its contracted price with the list's beside it.
QString pointLabel(const gp::CatalogSnapshot& catalog, int gpus, const std::string& gpuName,
                   const std::string& offerKey, const std::string& currency)
{
    QString label =
        QStringLiteral("%1 x %2, %3").arg(gpus).arg(QString::fromStdString(gpuName), QString::fromStdString(offerKey));
    const QDate d = QDate::currentDate();
    if (const gp::OfferSpec* o = catalog.offer(offerKey))
        if (const auto note = gp::contractedPriceNote(*o, catalog, currency, {d.year(), d.month(), d.day()}))
            label += QStringLiteral("; ") + gp::text::render(*note);
    return label;
}

} // namespace

FindConfigurationsDialog::FindConfigurationsDialog(Workspace* workspace, int scenarioIndex, QWidget* parent)
    : QDialog(parent), m_workspace(workspace), m_scenario(new QComboBox(this)), m_tiers(new QListWidget(this)),
      m_providers(new QListWidget(this)), m_gpus(new QListWidget(this)),
      m_indiaOnly(new QCheckBox(tr("Only offers in &India"), this)),
      m_includeFlagged(new QCheckBox(tr("Include &flagged offers"), this)), m_maxGpus(new QSpinBox(this)),
      m_deadline(new QDoubleSpinBox(this)), m_budget(new QDoubleSpinBox(this)), m_ttft(new QDoubleSpinBox(this)),
      m_tpot(new QDoubleSpinBox(this)),
      m_quantised(new QCheckBox(tr("Allow &quantised weights and FP8 KV cache"), this)),
      m_deadlineLabel(new QLabel(this)), m_budgetLabel(new QLabel(this)),
      m_ttftLabel(new QLabel(tr("Time to first &token (ms):"), this)),
      m_tpotLabel(new QLabel(tr("Time per output t&oken (ms):"), this)), m_chart(new ChartView(this)),
      m_table(new QTableWidget(this)), m_add(new QPushButton(tr("&Add to workspace"), this)), m_status(new QLabel(this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("FindConfigurationsDialog"));
    setWindowTitle(tr("Find configurations"));
    for (int i = 0; i < m_workspace->scenarioCount(); ++i)
        m_scenario->addItem(m_workspace->scenario(i).name, m_workspace->scenario(i).id);
    m_scenario->setCurrentIndex(std::clamp(scenarioIndex, 0, std::max(0, m_workspace->scenarioCount() - 1)));
    m_scenario->setToolTip(
        tr("The workload searched for: its model, task, data or traffic. Its own GPU and layout are ignored."));

    const struct {
        const char* key;
        const char* label;
        bool on;
    } tiers[] = {{"on_demand", QT_TR_NOOP("On-demand"), true},
                 // Off until asked: the provider can reclaim it mid-run (issue 8: interruptible offers are left
                 // out unless the user asks for them; then timed and billed with their restarts).
                 {"spot", QT_TR_NOOP("Spot (interruptible)"), false},
                 {"reserved_1y", QT_TR_NOOP("1-year reservation"), false},
                 {"reserved_3y", QT_TR_NOOP("3-year reservation"), false},
                 {"dedicated_monthly", QT_TR_NOOP("Dedicated, monthly"), false},
                 {"managed_monthly", QT_TR_NOOP("Managed, monthly"), false}};
    for (const auto& t : tiers)
        checkItem(m_tiers, tr(t.label), QString::fromLatin1(t.key), t.on,
                  tr("Price with %1 offers. Reservations need a 1- or 3-year commitment.").arg(tr(t.label)));
    m_tiers->setObjectName(QStringLiteral("tiers"));
    m_providers->setObjectName(QStringLiteral("providers"));
    m_gpus->setObjectName(QStringLiteral("gpus"));
    m_indiaOnly->setToolTip(tr("Keep only offers whose region is in India (for data under India's DPDP Act 2023)."));
    m_maxGpus->setRange(1, 4096);
    m_maxGpus->setValue(1024);
    m_maxGpus->setToolTip(tr("The largest GPU count searched."));
    m_deadline->setRange(0, 1e6);
    m_deadline->setDecimals(1);
    m_deadline->setSpecialValueText(tr("none"));
    m_deadline->setValue(0);
    m_budget->setRange(0, 1e12);
    m_budget->setDecimals(0);
    m_budget->setSpecialValueText(tr("none"));
    m_budget->setGroupSeparatorShown(true);
    m_ttft->setRange(0, 600000);
    m_ttft->setDecimals(0);
    m_ttft->setSpecialValueText(tr("no target"));
    m_ttft->setValue(1000);
    m_ttft->setToolTip(tr("Longest acceptable wait for the first token, in milliseconds."));
    m_tpot->setRange(0, 60000);
    m_tpot->setDecimals(0);
    m_tpot->setSpecialValueText(tr("no target"));
    m_tpot->setValue(50);
    m_tpot->setToolTip(tr("Longest acceptable time between generated tokens, in milliseconds."));
    m_quantised->setToolTip(
        tr("Let the serving search use 8-bit and 4-bit weights and an FP8 KV cache (test the quality)."));
    m_deadlineLabel->setBuddy(m_deadline);
    m_budgetLabel->setBuddy(m_budget);
    m_ttftLabel->setBuddy(m_ttft);
    m_tpotLabel->setBuddy(m_tpot);

    auto* filters = new QWidget(this);
    auto* form = new QFormLayout(filters);
    form->setContentsMargins(0, 0, 0, 0);
    auto* scenarioLabel = new QLabel(tr("&Scenario:"), this);
    scenarioLabel->setBuddy(m_scenario);
    form->addRow(scenarioLabel, m_scenario);
    form->addRow(m_deadlineLabel, m_deadline);
    form->addRow(m_budgetLabel, m_budget);
    form->addRow(m_ttftLabel, m_ttft);
    form->addRow(m_tpotLabel, m_tpot);
    form->addRow(m_quantised);
    auto* maxLabel = new QLabel(tr("&Most GPUs:"), this);
    maxLabel->setBuddy(m_maxGpus);
    form->addRow(maxLabel, m_maxGpus);
    form->addRow(m_indiaOnly);
    m_includeFlagged->setObjectName(QStringLiteral("includeFlagged"));
    m_includeFlagged->setToolTip(tr("Also price with offers the catalog flags (restricted: eligible users only, a "
                                    "disputed or unverified price, superseded by a newer row); they are marked."));
    form->addRow(m_includeFlagged);
    auto* tierLabel = new QLabel(tr("&Tiers:"), this);
    tierLabel->setBuddy(m_tiers);
    form->addRow(tierLabel);
    form->addRow(m_tiers);
    auto* providerLabel = new QLabel(tr("&Providers:"), this);
    providerLabel->setBuddy(m_providers);
    form->addRow(providerLabel);
    form->addRow(m_providers);
    auto* gpuLabel = new QLabel(tr("&GPU types:"), this);
    gpuLabel->setBuddy(m_gpus);
    form->addRow(gpuLabel);
    form->addRow(m_gpus);
    m_tiers->setMaximumHeight(120);
    filters->setMaximumWidth(330);

    m_table->setObjectName(QStringLiteral("front"));
    m_table->setAccessibleName(tr("Configurations on the front"));
    m_table->setAccessibleDescription(
        tr("The search's Pareto front, cheapest first: select a row and press Add to workspace."));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_chart->setMinimumHeight(300);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_add->setToolTip(tr("Add the selected configuration to the workspace as a scenario (Edit > Undo removes it)."));

    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_chart);
    right->addWidget(m_table);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    auto* body = new QHBoxLayout;
    body->addWidget(filters);
    body->addWidget(right, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_add, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &FindConfigurationsDialog::addSelectedToWorkspace);

    fillLists();
    for (QListWidget* l : {m_tiers, m_providers, m_gpus})
        connect(l, &QListWidget::itemChanged, this, &FindConfigurationsDialog::scheduleRerun);
    for (QDoubleSpinBox* b : {m_deadline, m_budget, m_ttft, m_tpot})
        connect(b, &QDoubleSpinBox::valueChanged, this, &FindConfigurationsDialog::scheduleRerun);
    connect(m_maxGpus, &QSpinBox::valueChanged, this, &FindConfigurationsDialog::scheduleRerun);
    for (QCheckBox* c : {m_indiaOnly, m_includeFlagged, m_quantised})
        connect(c, &QCheckBox::toggled, this, &FindConfigurationsDialog::scheduleRerun);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &FindConfigurationsDialog::takeScenarioTargets);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &FindConfigurationsDialog::scheduleRerun);
    connect(m_workspace, &Workspace::estimatesChanged, this,
            &FindConfigurationsDialog::scheduleRerun); // a what-if or an edit
    resize(1240, 760);
    takeScenarioTargets();
    rerun();
}

void FindConfigurationsDialog::takeScenarioTargets()
{
    const gp::Scenario w = workload();
    if (w.isTraining())
        return;
    // The targets the scenario states, as `gpu-planner search` takes them (ServingSearch::windowOptions); the
    // user may change them here for this search.
    const gp::ServingTargets t = gp::ServingSearch::targetsOf(w);
    for (auto [box, seconds] : {std::pair{m_ttft, t.timeToFirstTokenSeconds}, {m_tpot, t.timePerOutputTokenSeconds}}) {
        const QSignalBlocker quiet(box);
        box->setValue(seconds * 1000);
    }
}

void FindConfigurationsDialog::fillLists()
{
    std::set<std::string> providers, gpus;
    for (const auto& o : m_workspace->catalog().offers) {
        if (providers.insert(o.providerKey).second)
            checkItem(m_providers, QString::fromStdString(o.providerName.empty() ? o.providerKey : o.providerName),
                      QString::fromStdString(o.providerKey), true);
        if (gpus.insert(o.gpuKey).second)
            if (const gp::GpuSpec* g = m_workspace->catalog().gpu(o.gpuKey))
                checkItem(m_gpus, QString::fromStdString(g->name), QString::fromStdString(g->key), true);
    }
    m_providers->sortItems();
    m_gpus->sortItems();
}

std::vector<std::string> FindConfigurationsDialog::checked(const QListWidget* list, bool emptyWhenAll)
{
    std::vector<std::string> out;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            out.push_back(list->item(i)->data(Qt::UserRole).toString().toStdString());
    if (emptyWhenAll && int(out.size()) == list->count())
        out.clear();
    else if (out.empty())
        out.push_back("(none chosen)"); // matches no offer: an empty list would mean "all"
    return out;
}

gp::Scenario FindConfigurationsDialog::workload() const
{
    const int index = m_workspace->indexOfScenario(m_scenario->currentData().toString());
    gp::Scenario s = index >= 0 ? m_workspace->effectiveScenario(index) : gp::Scenario{};
    s.pricing.offerKeys.clear(); // the whole catalog, not only the offers the scenario prices with
    return s;
}

gp::SearchOptions FindConfigurationsDialog::trainingOptions() const
{
    gp::SearchOptions o;
    o.offers.tiers = checked(m_tiers, true);
    o.offers.providerKeys = checked(m_providers, true);
    o.offers.gpuKeys = checked(m_gpus, true);
    o.offers.indiaOnly = m_indiaOnly->isChecked();
    o.offers.includeFlagged = m_includeFlagged->isChecked();
    o.maxGpus = m_maxGpus->value();
    o.maxResults = 200;
    return o; // deadline and budget mark the chart; the front itself is unconstrained
}

gp::ServingSearchOptions FindConfigurationsDialog::servingOptions() const
{
    // The same defaults as `gpu-planner search` (ServingSearch::windowOptions), with the filters and targets shown.
    gp::ServingSearchOptions o = gp::ServingSearch::windowOptions(workload(), m_quantised->isChecked());
    o.targets.timeToFirstTokenSeconds = m_ttft->value() / 1000.0;
    o.targets.timePerOutputTokenSeconds = m_tpot->value() / 1000.0;
    o.offers.tiers = checked(m_tiers, true);
    o.offers.providerKeys = checked(m_providers, true);
    o.offers.gpuKeys = checked(m_gpus, true);
    o.offers.indiaOnly = m_indiaOnly->isChecked();
    o.offers.includeFlagged = m_includeFlagged->isChecked();
    o.maxGpus = m_maxGpus->value();
    o.maxResults = 200;
    return o;
}

void FindConfigurationsDialog::scheduleRerun()
{
    if (m_pending)
        return;
    m_pending = true;
    // Skipped when a direct rerun() has run since (it clears m_pending): the same inputs, searched twice.
    QTimer::singleShot(0, this, [this] {
        if (m_pending)
            rerun();
    });
}

void FindConfigurationsDialog::rerun()
{
    m_pending = false;
    gp::Scenario w = workload();
    m_serving = !w.isTraining();
    for (QWidget* x : {static_cast<QWidget*>(m_ttft), static_cast<QWidget*>(m_tpot), static_cast<QWidget*>(m_quantised),
                       static_cast<QWidget*>(m_ttftLabel), static_cast<QWidget*>(m_tpotLabel)})
        x->setVisible(m_serving);
    const QString cur = m_workspace->currency();
    m_deadlineLabel->setText(m_serving ? tr("&Deadline:") : tr("&Deadline (hours):"));
    m_deadlineLabel->setVisible(!m_serving);
    m_deadline->setVisible(!m_serving);
    m_budgetLabel->setText(m_serving ? tr("&Budget per hour (%1):").arg(cur) : tr("&Budget per run (%1):").arg(cur));
    m_deadline->setToolTip(
        tr("Latest acceptable training time in hours; drawn as a line, the cheapest point left of it is marked."));
    m_budget->setToolTip(m_serving ? tr("Most an hour of serving may cost; drawn as a line.")
                                   : tr("Most one run may cost; drawn as a line."));
    QElapsedTimer timer;
    timer.start();
    if (m_serving) {
        m_servingResult = gp::ServingSearch::run(w, m_workspace->effectiveCatalog(), servingOptions());
        const qint64 ms = timer.elapsed();
        showServing();
        m_status->setText(m_servingResult.ok()
                              ? tr("%1 distinct configurations: %2 rejected by memory, %3 by latency, %4 fully "
                                   "evaluated; front of %5 (%6 ms).")
                                    .arg(m_servingResult.evaluated)
                                    .arg(m_servingResult.rejectedByMemory)
                                    .arg(m_servingResult.rejectedByLatency)
                                    .arg(m_servingResult.fullyEvaluated)
                                    .arg(m_servingResult.front.size())
                                    .arg(ms)
                              : tr("Cannot search: %1 (%2)")
                                    .arg(QString::fromStdString(m_servingResult.errors.front().message),
                                         QString::fromStdString(m_servingResult.errors.front().field)));
    } else {
        m_training = gp::ConfigurationSearch::run(w, m_workspace->effectiveCatalog(), trainingOptions());
        const qint64 ms = timer.elapsed();
        showTraining();
        m_status->setText(m_training.ok() ? tr("%1 distinct configurations: %2 rejected by the memory check, %3 fully "
                                               "evaluated (memory, time, cost); front of %4 (%5 ms).")
                                                .arg(m_training.evaluated)
                                                .arg(m_training.rejectedByMemory)
                                                .arg(m_training.fullyEvaluated)
                                                .arg(m_training.front.size())
                                                .arg(ms)
                                          : tr("Cannot search: %1 (%2)")
                                                .arg(QString::fromStdString(m_training.errors.front().message),
                                                     QString::fromStdString(m_training.errors.front().field)));
    }
}

void FindConfigurationsDialog::showTraining()
{
    const QString cur = m_workspace->currency();
    const double deadline = m_deadline->value(), budget = m_budget->value();
    m_marked = -1;
    SearchFrontChartInput in;
    in.timeTitle = tr("Training time (hours)");
    in.costTitle = tr("Cost per run (%1)").arg(cur);
    in.deadline = deadline;
    in.budget = budget;
    const auto& front = m_training.front;
    for (int i = 0; i < int(front.size()); ++i) {
        const auto& c = front[size_t(i)];
        if (m_marked < 0 && (deadline <= 0 || c.hours <= deadline) && (budget <= 0 || c.cost <= budget))
            m_marked = i; // cheapest first: the first inside both
        in.points << SearchFrontPoint{
            c.hours, c.cost, pointLabel(m_workspace->effectiveCatalog(), c.gpus, c.gpuName, c.offerKey, c.currency)};
    }
    in.marked = m_marked;
    m_chart->setSpec(SearchFrontChart::spec(in));
    const QStringList headers{tr(""),
                              tr("GPU"),
                              tr("GPUs"),
                              tr("Offer"),
                              tr("Tier"),
                              tr("Region"),
                              tr("Layout"),
                              tr("Precision"),
                              tr("Hours"),
                              tr("Cost per run (%1)").arg(cur),
                              tr("Memory per GPU"),
                              tr("Price per GPU-hour")};
    m_table->clear();
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(front.size()));
    for (int i = 0; i < int(front.size()); ++i) {
        const auto& c = front[size_t(i)];
        m_table->setItem(i, 0, cell(i == m_marked ? tr("cheapest in time") : QString()));
        m_table->setItem(i, 1, cell(QString::fromStdString(c.gpuName)));
        m_table->setItem(i, 2, cell(QString::number(c.gpus)));
        m_table->setItem(i, 3, cell(offerCell(m_workspace->catalog(), c.providerName, c.offerKey)));
        m_table->setItem(i, 4, cell(QString::fromLatin1(gp::WorkloadAdvisor::tierLabel(c.tier))));
        m_table->setItem(
            i, 5,
            cell(QStringLiteral("%1 (%2)").arg(QString::fromStdString(c.region.empty() ? std::string("-") : c.region),
                                               QString::fromLatin1(gp::residencyLabel(c.residency)))));
        m_table->setItem(i, 6,
                         cell(c.layout.contextParallel > 1
                                  ? tr("TP %1 x CP %2 x PP %3 x DP %4, ZeRO %5, micro-batch %6")
                                        .arg(c.layout.tensorParallel)
                                        .arg(c.layout.contextParallel)
                                        .arg(c.layout.pipelineParallel)
                                        .arg(c.layout.dataParallel)
                                        .arg(c.layout.zeroStage)
                                        .arg(c.microBatch)
                                  : tr("TP %1 x PP %2 x DP %3, ZeRO %4, micro-batch %5")
                                        .arg(c.layout.tensorParallel)
                                        .arg(c.layout.pipelineParallel)
                                        .arg(c.layout.dataParallel)
                                        .arg(c.layout.zeroStage)
                                        .arg(c.microBatch)));
        m_table->setItem(i, 7,
                         cell(QStringLiteral("%1, %2 recompute")
                                  .arg(QString::fromStdString(std::string(gp::ScenarioJson::name(c.precision))),
                                       QString::fromStdString(std::string(gp::ScenarioJson::name(c.recompute))))));
        m_table->setItem(i, 8, cell(num(c.hours, 1)));
        m_table->setItem(i, 9, cell(num(c.cost, 0)));
        m_table->setItem(i, 10, cell(tr("%1 of %2 GB").arg(num(c.memoryGbPerGpu, 1), num(c.usableGbPerGpu, 1))));
        m_table->setItem(i, 11,
                         cell(priceCell(m_workspace->effectiveCatalog(), c.offerKey, c.pricePerGpuHour, c.currency)));
        if (i == m_marked)
            for (int col = 0; col < m_table->columnCount(); ++col) {
                QFont f = m_table->item(i, col)->font();
                f.setBold(true);
                m_table->item(i, col)->setFont(f);
            }
    }
    m_table->resizeColumnsToContents();
    if (m_marked >= 0)
        m_table->selectRow(m_marked);
    m_add->setEnabled(!front.empty());
}

void FindConfigurationsDialog::showServing()
{
    const QString cur = m_workspace->currency();
    const double budget = m_budget->value();
    const gp::ServingSearchOptions o = servingOptions();
    const gp::Scenario w = workload();
    m_marked = -1;
    SearchFrontChartInput in;
    in.timeTitle = tr("Request latency (seconds)");
    in.costTitle = tr("Cost per hour (%1)").arg(cur);
    in.budget = budget;
    in.deadlineTitle = tr("Latency target");
    in.markedTitle = tr("Cheapest within the latency target and budget");
    in.deadlineTip = tr("The latency target (time to first token + output tokens x time per output token): points to "
                        "its left answer in time.");
    in.deadline =
        o.targets.timeToFirstTokenSeconds > 0 && o.targets.timePerOutputTokenSeconds > 0
            ? o.targets.timeToFirstTokenSeconds + w.inference.outputTokens * o.targets.timePerOutputTokenSeconds
            : 0;
    const auto& front = m_servingResult.front;
    for (int i = 0; i < int(front.size()); ++i) {
        const auto& c = front[size_t(i)];
        if (m_marked < 0 && (budget <= 0 || c.costPerHour <= budget))
            m_marked = i;
        in.points << SearchFrontPoint{
            c.latencySeconds, c.costPerHour,
            pointLabel(m_workspace->effectiveCatalog(), c.gpus, c.gpuName, c.offerKey, c.currency)};
    }
    in.marked = m_marked;
    m_chart->setSpec(SearchFrontChart::spec(in));
    const QStringList headers{tr(""),
                              tr("GPU"),
                              tr("GPUs"),
                              tr("Offer"),
                              tr("Tier"),
                              tr("Region"),
                              tr("Layout"),
                              tr("Weights / KV"),
                              tr("Batch"),
                              tr("TTFT / TPOT (ms)"),
                              tr("Cost per hour (%1)").arg(cur),
                              tr("Per million output tokens"),
                              tr("Holds (req/s within the targets)"),
                              tr("KV-cache tokens per replica"),
                              tr("Engine reserve / needs (GB per GPU)"),
                              tr("Price per GPU-hour")};
    m_table->clear();
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(front.size()));
    for (int i = 0; i < int(front.size()); ++i) {
        const auto& c = front[size_t(i)];
        m_table->setItem(i, 0, cell(i == m_marked ? tr("cheapest in budget") : QString()));
        m_table->setItem(i, 1, cell(QString::fromStdString(c.gpuName)));
        m_table->setItem(i, 2, cell(QString::number(c.gpus)));
        m_table->setItem(i, 3, cell(offerCell(m_workspace->catalog(), c.providerName, c.offerKey)));
        m_table->setItem(i, 4, cell(QString::fromLatin1(gp::WorkloadAdvisor::tierLabel(c.tier))));
        m_table->setItem(
            i, 5,
            cell(QStringLiteral("%1 (%2)").arg(QString::fromStdString(c.region.empty() ? std::string("-") : c.region),
                                               QString::fromLatin1(gp::residencyLabel(c.residency)))));
        // A decision-maker's units (issue 31): "3 replicas x 4 GPUs (tensor parallel 4)".
        m_table->setItem(i, 6,
                         cell(QString::fromStdString(
                             gp::ServingSearch::layoutText(c.replicas, c.tensorParallel, c.tensorParallel))));
        m_table->setItem(i, 7,
                         cell(QStringLiteral("%1 / %2").arg(
                             QString::fromLatin1(weightName(c.weights)),
                             c.kvCache == gp::KvPrecision::FP16 ? QStringLiteral("FP16") : QStringLiteral("FP8"))));
        m_table->setItem(i, 8, cell(QString::number(c.batch)));
        m_table->setItem(
            i, 9, cell(QStringLiteral("%1 / %2").arg(num(c.ttftSeconds * 1000, 0), num(c.tpotSeconds * 1000, 0))));
        m_table->setItem(i, 10, cell(num(c.costPerHour, 2)));
        m_table->setItem(i, 11, cell(num(c.costPerMillionTokensAtTarget, 3)));
        m_table->setItem(i, 12, cell(tr("up to %1").arg(num(c.requestsPerSecondCapacity, 1))));
        m_table->setItem(i, 13, cell(num(c.kvCacheTokensPerReplica, 0)));
        m_table->setItem(
            i, 14, cell(QStringLiteral("%1 / %2").arg(num(c.engineReservedGbPerGpu, 1), num(c.memoryGbPerGpu, 1))));
        m_table->setItem(i, 15,
                         cell(priceCell(m_workspace->effectiveCatalog(), c.offerKey, c.pricePerGpuHour, c.currency)));
    }
    m_table->resizeColumnsToContents();
    if (m_marked >= 0)
        m_table->selectRow(m_marked);
    m_add->setEnabled(!front.empty());
}

void FindConfigurationsDialog::addSelectedToWorkspace()
{
    const int row = m_table->currentRow();
    const gp::Scenario w = workload();
    gp::Scenario s;
    if (m_serving) {
        if (row < 0 || row >= int(m_servingResult.front.size()))
            return;
        const auto& c = m_servingResult.front[size_t(row)];
        s = gp::ServingSearch::scenarioFor(w, servingOptions(), c);
        s.name = QStringLiteral("%1 x %2 - %3")
                     .arg(c.gpus)
                     .arg(QString::fromStdString(c.gpuName), QString::fromStdString(c.providerName))
                     .toStdString();
    } else {
        if (row < 0 || row >= int(m_training.front.size()))
            return;
        const auto& c = m_training.front[size_t(row)];
        s = gp::ConfigurationSearch::scenarioFor(w, c);
        s.name = QStringLiteral("%1 x %2 - %3")
                     .arg(c.gpus)
                     .arg(QString::fromStdString(c.gpuName), QString::fromStdString(c.providerName))
                     .toStdString();
    }
    // The workspace keeps the scenario's own inputs; the what-if overrides stay overrides.
    const int index = m_workspace->indexOfScenario(m_scenario->currentData().toString());
    if (index >= 0) {
        gp::Scenario own = m_workspace->scenario(index).scenario;
        own.hardware = s.hardware;
        own.parallel = s.parallel;
        own.pricing.offerKeys = s.pricing.offerKeys;
        if (own.isTraining()) {
            own.training.precision = s.training.precision;
            own.training.recompute = s.training.recompute;
            own.training.microBatch = s.training.microBatch;
        } else {
            own.inference = s.inference;
        }
        own.name = s.name;
        s = own;
    }
    m_workspace->addScenario(s, QString::fromStdString(s.name));
}
