// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "Workspace.h"

#include "CurrencyCodes.h"
#include "EstimateBatch.h"
#include "PlanPrices.h"
#include "WhatIfDescription.h"
#include "catalog/CatalogStore.h"
#include "common/DisplayText.h"
#include "common/StepCommand.h"
#include "common/ValueCommand.h"
#include "planning/PlanningEngine.h"

#include <QUuid>

#include <algorithm>

#include <array>

Workspace::Workspace(QObject* parent) : Workspace(WorkspaceData{}, parent) {}

Workspace::Workspace(WorkspaceData data, QObject* parent) : QObject(parent), m_data(std::move(data))
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    rebuildEffectiveCatalog();
    recompute();
}

// ~QUndoStack clears its commands and emits cleanChanged while it dies: a modified workspace would announce
// "modified" to a window that is itself being destroyed (UBSan: a MainWindow slot called on what is by then only
// a QWidget). The document's own end says nothing.
Workspace::~Workspace() { m_undo.disconnect(this); }

QColor Workspace::paletteColour(int n)
{
    // Okabe & Ito (2008), "Color Universal Design": distinguishable with the common colour-vision deficiencies.
    static const std::array<QColor, 8> palette = {
        QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xD5, 0x5E, 0x00),
        QColor(0x56, 0xB4, 0xE9), QColor(0xCC, 0x79, 0xA7), QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x00, 0x00)};
    return palette[std::size_t(((n % 8) + 8) % 8)];
}

// --- catalog and estimates ---------------------------------------------------------------------------

void Workspace::setCatalog(const gp::CatalogSnapshot& catalog)
{
    setCatalog(std::make_shared<const gp::CatalogSnapshot>(catalog));
}

void Workspace::setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog)
{
    m_catalog = catalog ? std::move(catalog) : std::make_shared<const gp::CatalogSnapshot>();
    // Each offer the plan uses keeps the price it was first priced with (issue 33); an older file's prices are
    // filled in here, from the first catalog it meets, and the user is told (priceNotice).
    const int filled = PlanPrices::fillMissing(m_data, *m_catalog);
    if (m_data.pricesFromOlderFile && !m_catalog->offers.empty()) {
        m_priceNotice = PlanPrices::fillNotice(filled);
        m_data.pricesFromOlderFile = false;
    }
    rebuildEffectiveCatalog();
    Q_EMIT catalogChanged();
    recompute();
}

void Workspace::attachCatalog(CatalogStore* store)
{
    if (!store)
        return;
    m_catalogIdentity = CatalogIdentity::of(*store);
    setCatalog(std::make_shared<const gp::CatalogSnapshot>(store->snapshot()));
    connect(store, &CatalogStore::changed, this, [this, store] {
        m_catalogIdentity = CatalogIdentity::of(*store);
        setCatalog(std::make_shared<const gp::CatalogSnapshot>(store->snapshot()));
    });
}

QString Workspace::catalogNotice() const
{
    return CatalogIdentityText::notice(m_data.catalog, m_catalogIdentity, !priceDrift().empty());
}

void Workspace::recordCatalogIdentity()
{
    if (m_catalogIdentity.isKnown())
        m_data.catalog = m_catalogIdentity;
}

void Workspace::rebuildEffectiveCatalog(bool pricesOnly)
{
    // A what-if price or exchange-rate step moves only offer prices and currency rates (WhatIfOverrides::
    // applyTo): those are refreshed from the catalog into the what-if's own copy instead of copying every
    // row's strings on each step. The plan's stored prices lie under the what-if (pricedCatalog).
    if (!pricesOnly) {
        m_planPricedCatalog.reset();
        if (PlanPrices::overlayWouldChange(*m_catalog, m_data.offerPrices)) {
            auto priced = std::make_shared<gp::CatalogSnapshot>(*m_catalog);
            PlanPrices::overlay(*priced, m_data.offerPrices);
            m_planPricedCatalog = std::move(priced);
        }
        m_ownEffective.reset();
    }
    const gp::CatalogSnapshot& priced = pricedCatalog();
    if (!m_data.whatIf.changesCatalog()) {
        m_ownEffective.reset();
        m_effectiveCatalog = m_planPricedCatalog ? m_planPricedCatalog : m_catalog;
    } else {
        if (m_ownEffective && m_ownEffective->offers.size() == priced.offers.size()) {
            WhatIfOverrides::restoreWhatApplyToChanges(priced, *m_ownEffective);
        } else {
            m_ownEffective = std::make_shared<gp::CatalogSnapshot>(priced);
        }
        m_data.whatIf.applyTo(*m_ownEffective);
        m_effectiveCatalog = m_ownEffective;
    }
    staleEffective();
}

gp::Scenario Workspace::ownScenario(int index) const
{
    const WorkspaceScenario& ws = m_data.scenarios.at(index);
    gp::Scenario s = ws.scenario;
    s.name = ws.name.toStdString();
    s.pricing.currency = m_data.currency.toStdString(); // every money figure in the workspace currency
    return s;
}

gp::Scenario Workspace::effectiveScenario(int index) const
{
    gp::Scenario s = ownScenario(index);
    m_data.whatIf.applyTo(s, *m_effectiveCatalog);
    return s;
}

const gp::EstimateResult& Workspace::ownEstimate(int index) const
{
    if (m_data.whatIf.isNeutral())
        return estimate(index);
    m_ownEstimates.resize(m_estimates.size());
    auto& cached = m_ownEstimates.at(std::size_t(index));
    if (!cached)
        cached = gp::PlanningEngine::estimate(ownScenario(index), pricedCatalog(), m_options);
    return *cached;
}

const gp::EstimateResult& Workspace::explainedEstimate(int index) const
{
    m_explained.resize(m_estimates.size());
    auto& cached = m_explained.at(std::size_t(index));
    if (!cached) {
        gp::EstimateOptions options = m_options;
        options.explanations = true;
        cached = gp::PlanningEngine::estimate(effectiveScenario(index), *m_effectiveCatalog, options);
    }
    return *cached;
}

QString Workspace::whatIfName(int index) const
{
    // A name as shown (headers, charts): bidi controls and control bytes neutralised (DisplayText).
    const QString own = DisplayText::neutralise(m_data.scenarios.at(index).name);
    if (m_data.whatIf.isNeutral())
        return own;
    gp::Scenario scratch;
    return QString::fromStdString(::whatIfName(own.toStdString(), m_data.whatIf, m_data.scenarios.at(index).scenario,
                                               effectiveFor(index, scratch), *m_effectiveCatalog));
}

const gp::Scenario& Workspace::effectiveFor(int index, gp::Scenario& scratch) const
{
    if (m_effectiveScenarios.size() == std::size_t(m_data.scenarios.size()))
        return m_effectiveScenarios.at(std::size_t(index));
    scratch = effectiveScenario(index);
    return scratch;
}

QString Workspace::whatIfSnapshotName(int index) const
{
    return QString::fromStdString(::whatIfSnapshotName(m_data.scenarios.at(index).name.toStdString(), m_data.whatIf,
                                                       ownScenario(index), effectiveScenario(index),
                                                       *m_effectiveCatalog));
}

QStringList Workspace::whatIfChanges(int index) const
{
    QStringList out;
    if (m_data.whatIf.isNeutral())
        return out;
    gp::Scenario scratch;
    for (const auto& c : ::whatIfChanges(m_data.whatIf, m_data.scenarios.at(index).scenario,
                                         effectiveFor(index, scratch), *m_effectiveCatalog))
        out << QString::fromStdString(c);
    return out;
}

void Workspace::setEstimateOptions(const gp::EstimateOptions& options)
{
    m_options = options;
    recompute();
}

void Workspace::recompute()
{
    m_ownEstimates.clear(); // the catalog, currency or options moved: every own estimate is stale
    computeEstimates();
    Q_EMIT estimatesChanged();
}

void Workspace::computeEstimates(const std::vector<bool>& needed)
{
    std::vector<gp::Scenario> effective;
    effective.reserve(std::size_t(m_data.scenarios.size()));
    for (int i = 0; i < m_data.scenarios.size(); ++i)
        effective.push_back(effectiveScenario(i));
    EstimateBatch::run(effective, *m_effectiveCatalog, m_options, m_estimates, needed);
    m_effectiveScenarios = std::move(effective);
    m_explained.clear();
}

// --- raw mutators (called by the undo commands) ---------------------------------------------------------

void Workspace::doSetMetadata(const QString& title, const QString& customer, const QString& notes,
                              const QString& currency)
{
    const bool currencyChanged = currency != m_data.currency;
    staleEffective();
    m_data.title = title;
    m_data.customer = customer;
    m_data.notes = notes;
    m_data.currency = currency;
    Q_EMIT metadataChanged();
    if (currencyChanged)
        recompute();
}

void Workspace::doInsertScenario(int index, const WorkspaceScenario& scenario)
{
    Q_ASSERT(index >= 0 && index <= m_data.scenarios.size()); // the undo commands hold indexes valid at their turn
    Q_EMIT scenarioAboutToBeInserted(index);
    staleEffective();
    m_data.scenarios.insert(index, scenario);
    PlanPrices::fillMissing(m_data, *m_catalog); // the catalog's price, as the engine sees it now: no recompute
    // Estimates follow the list before the "inserted" signal, so models read a consistent pair; an
    // estimate depends only on its own scenario, so only the new one is computed.
    m_estimates.insert(m_estimates.begin() + index,
                       gp::PlanningEngine::estimate(effectiveScenario(index), *m_effectiveCatalog, m_options));
    m_ownEstimates.clear();
    m_explained.clear();
    Q_EMIT scenarioInserted(index);
    Q_EMIT estimatesChanged();
}

WorkspaceScenario Workspace::doRemoveScenario(int index)
{
    // The estimates run parallel to the scenarios (erased below at the same index).
    Q_ASSERT(index >= 0 && index < m_data.scenarios.size() && std::size_t(index) < m_estimates.size());
    Q_EMIT scenarioAboutToBeRemoved(index);
    staleEffective();
    WorkspaceScenario removed = m_data.scenarios.takeAt(index);
    m_estimates.erase(m_estimates.begin() + index);
    m_ownEstimates.clear();
    m_explained.clear();
    Q_EMIT scenarioRemoved(index);
    Q_EMIT estimatesChanged();
    return removed;
}

void Workspace::doMoveScenario(int from, int to)
{
    Q_ASSERT(from >= 0 && from < m_data.scenarios.size() && to >= 0 && to < m_data.scenarios.size());
    Q_ASSERT(std::size_t(from) < m_estimates.size() && std::size_t(to) < m_estimates.size());
    Q_EMIT scenarioAboutToBeMoved(from, to);
    staleEffective();
    m_data.scenarios.move(from, to);
    gp::EstimateResult moved = std::move(m_estimates[std::size_t(from)]);
    m_estimates.erase(m_estimates.begin() + from);
    m_estimates.insert(m_estimates.begin() + to, std::move(moved));
    m_ownEstimates.clear();
    m_explained.clear();
    Q_EMIT scenarioMoved(from, to);
    Q_EMIT estimatesChanged();
}

void Workspace::doSetScenario(int index, const WorkspaceScenario& scenario)
{
    Q_ASSERT(index >= 0 && index < m_data.scenarios.size());
    staleEffective();
    m_data.scenarios[index] = scenario;
    PlanPrices::fillMissing(m_data, *m_catalog); // a newly used offer keeps the catalog's price of now
    // Only this scenario's inputs changed: recompute it alone.
    m_estimates.at(std::size_t(index)) =
        gp::PlanningEngine::estimate(effectiveScenario(index), *m_effectiveCatalog, m_options);
    if (std::size_t(index) < m_ownEstimates.size())
        m_ownEstimates[std::size_t(index)].reset();
    if (std::size_t(index) < m_explained.size())
        m_explained[std::size_t(index)].reset();
    Q_EMIT scenarioChanged(index);
    Q_EMIT estimatesChanged();
}

void Workspace::doSetWhatIf(const WhatIfOverrides& overrides)
{
    const WhatIfOverrides before = m_data.whatIf;
    m_data.whatIf = overrides;
    staleEffective(); // computeEstimates() below derives them again
    // Recompute only what the change can move: DevOps knobs never reach the engine (they feed the
    // cumulative cost chart), tokens to train only moves training scenarios.
    const bool pricesMoved = before.priceFactorPercent != overrides.priceFactorPercent ||
                             before.exchangeRateUnitsPerUsd != overrides.exchangeRateUnitsPerUsd;
    if (pricesMoved)
        rebuildEffectiveCatalog(true);
    const bool everyScenario = pricesMoved || before.mfu != overrides.mfu || before.gpuCount != overrides.gpuCount ||
                               before.gpuStepKey != overrides.gpuStepKey;
    const bool trainingOnly = before.tokensToTrain != overrides.tokensToTrain;
    std::vector<bool> needed(std::size_t(m_data.scenarios.size()), false);
    bool any = false;
    for (int i = 0; i < m_data.scenarios.size(); ++i) {
        needed[std::size_t(i)] = everyScenario || (trainingOnly && m_data.scenarios[i].scenario.isTraining());
        any = any || needed[std::size_t(i)];
    }
    if (any)
        computeEstimates(needed);
    Q_EMIT whatIfChanged();
    Q_EMIT estimatesChanged();
}

// --- edits ------------------------------------------------------------------------------------------

namespace {
struct Metadata {
    QString title, customer, notes, currency;
    bool operator==(const Metadata&) const = default;
};
Metadata metadataOf(const WorkspaceData& d) { return {d.title, d.customer, d.notes, d.currency}; }

// Undo command ids: QUndoStack only asks commands with the same id (>= 0) to merge. Each what-if field
// gets its own id, so a slider drag merges but a move of another field starts a new step.
constexpr int kWhatIfMergeIdBase = 1000;
// TCO what-ifs: one id per analysis and field (Workspace::setTcoAnalysisInputs), above the what-if ids.
constexpr int kTcoMergeIdBase = 100000;

QString whatIfStepText(WhatIfField field)
{
    switch (field) {
    case WhatIfField::Mfu:
        return Workspace::tr("What-if: MFU");
    case WhatIfField::PriceFactor:
        return Workspace::tr("What-if: price factor");
    case WhatIfField::TokensToTrain:
        return Workspace::tr("What-if: tokens to train");
    case WhatIfField::GpuCount:
        return Workspace::tr("What-if: number of GPUs");
    case WhatIfField::DevOpsHours:
        return Workspace::tr("What-if: DevOps hours");
    case WhatIfField::DevOpsRate:
        return Workspace::tr("What-if: DevOps rate");
    case WhatIfField::ExchangeRate:
        return Workspace::tr("What-if: exchange rate");
    case WhatIfField::GpuStep:
        return Workspace::tr("What-if: GPU generation");
    }
    return {};
}
} // namespace

void Workspace::pushMetadataChange(const QString& title, const QString& customer, const QString& notes,
                                   const QString& currency, const QString& text)
{
    m_undo.push(new ValueCommand<Metadata>(
        text, metadataOf(m_data), Metadata{title, customer, notes, currency},
        [this](const Metadata& m) { doSetMetadata(m.title, m.customer, m.notes, m.currency); }));
}

void Workspace::setTitle(const QString& title)
{
    if (title != m_data.title)
        pushMetadataChange(title, m_data.customer, m_data.notes, m_data.currency, tr("Change title"));
}

void Workspace::setCustomer(const QString& customer)
{
    if (customer != m_data.customer)
        pushMetadataChange(m_data.title, customer, m_data.notes, m_data.currency, tr("Change customer"));
}

void Workspace::setNotes(const QString& notes)
{
    if (notes != m_data.notes)
        pushMetadataChange(m_data.title, m_data.customer, notes, m_data.currency, tr("Change notes"));
}

void Workspace::setCurrency(const QString& currency)
{
    if (currency == m_data.currency || !CurrencyCodes::isKnown(currency))
        return;
    // The what-if DevOps rate is money in the workspace currency: it moves with it, at the rates the
    // estimates use (18 USD/h becomes 1,620 INR/h at 90 INR/USD, not 18 INR/h). One undo step for both.
    const gp::CurrencyRate* from = m_effectiveCatalog->currency(m_data.currency.toStdString());
    const gp::CurrencyRate* to = m_effectiveCatalog->currency(currency.toStdString());
    WhatIfOverrides converted = m_data.whatIf;
    if (from && to && from->unitsPerUsd > 0 && converted.devOpsHourlyRate > 0)
        converted.devOpsHourlyRate = converted.devOpsHourlyRate / from->unitsPerUsd * to->unitsPerUsd;
    const bool convert = converted != m_data.whatIf && converted.isValid();
    if (convert)
        m_undo.beginMacro(tr("Change currency"));
    pushMetadataChange(m_data.title, m_data.customer, m_data.notes, currency, tr("Change currency"));
    if (convert)
        m_undo.push(new ValueCommand<WhatIfOverrides>(tr("Convert the DevOps rate"), m_data.whatIf, converted,
                                                      [this](const WhatIfOverrides& w) { doSetWhatIf(w); }));
    if (convert)
        m_undo.endMacro();
}

void Workspace::pushInsertScenario(int index, const WorkspaceScenario& scenario, const QString& text)
{
    m_undo.push(new StepCommand(
        text, [this, index, scenario] { doInsertScenario(index, scenario); },
        [this, index] { doRemoveScenario(index); }));
}

QString Workspace::addScenario(WorkspaceScenario scenario, int index)
{
    if (index < 0 || index > m_data.scenarios.size())
        index = int(m_data.scenarios.size());
    if (scenario.id.isEmpty() || m_data.indexOf(scenario.id) >= 0)
        scenario.id = WorkspaceScenario::newId();
    if (!scenario.colour.isValid())
        scenario.colour = paletteColour(int(m_data.scenarios.size()));
    if (scenario.name.isEmpty())
        scenario.name = QString::fromStdString(scenario.scenario.name);
    if (scenario.name.isEmpty())
        scenario.name = tr("Scenario %1").arg(m_data.scenarios.size() + 1);
    scenario.scenario.name = scenario.name.toStdString();
    pushInsertScenario(index, scenario, tr("Add scenario"));
    return scenario.id;
}

QString Workspace::addScenario(const gp::Scenario& scenario, const QString& name)
{
    WorkspaceScenario ws;
    ws.scenario = scenario;
    ws.name = name;
    return addScenario(std::move(ws));
}

void Workspace::removeScenario(int index)
{
    if (index < 0 || index >= m_data.scenarios.size())
        return;
    const WorkspaceScenario removed = m_data.scenarios[index];
    m_undo.push(new StepCommand(
        tr("Remove scenario \u201c%1\u201d").arg(removed.name), [this, index] { doRemoveScenario(index); },
        [this, index, removed] { doInsertScenario(index, removed); }));
}

QString Workspace::duplicateScenario(int index)
{
    if (index < 0 || index >= m_data.scenarios.size())
        return {};
    WorkspaceScenario copy = m_data.scenarios[index];
    copy.id = WorkspaceScenario::newId();
    copy.name = tr("%1 (copy)").arg(copy.name);
    copy.scenario.name = copy.name.toStdString();
    copy.colour = paletteColour(int(m_data.scenarios.size()));
    pushInsertScenario(index + 1, copy, tr("Duplicate scenario"));
    return copy.id;
}

void Workspace::pushScenarioChange(int index, const WorkspaceScenario& changed, const QString& text)
{
    Q_ASSERT(index >= 0 && index < m_data.scenarios.size()); // every caller checked it
    m_undo.push(
        new ValueCommand<WorkspaceScenario>(text, m_data.scenarios[index], changed,
                                            [this, index](const WorkspaceScenario& s) { doSetScenario(index, s); }));
}

void Workspace::renameScenario(int index, const QString& name)
{
    if (index < 0 || index >= m_data.scenarios.size() || name == m_data.scenarios[index].name)
        return;
    WorkspaceScenario changed = m_data.scenarios[index];
    changed.name = name;
    changed.scenario.name = name.toStdString();
    pushScenarioChange(index, changed, tr("Rename scenario"));
}

void Workspace::setScenarioColour(int index, const QColor& colour)
{
    if (index < 0 || index >= m_data.scenarios.size() || colour == m_data.scenarios[index].colour)
        return;
    WorkspaceScenario changed = m_data.scenarios[index];
    changed.colour = colour;
    pushScenarioChange(index, changed, tr("Change scenario colour"));
}

void Workspace::setScenarioNotes(int index, const QString& notes)
{
    if (index < 0 || index >= m_data.scenarios.size() || notes == m_data.scenarios[index].notes)
        return;
    WorkspaceScenario changed = m_data.scenarios[index];
    changed.notes = notes;
    pushScenarioChange(index, changed, tr("Change scenario notes"));
}

void Workspace::setScenarioInputs(int index, const gp::Scenario& inputs)
{
    if (index < 0 || index >= m_data.scenarios.size())
        return;
    WorkspaceScenario changed = m_data.scenarios[index];
    changed.scenario = inputs;
    changed.scenario.name = changed.name.toStdString(); // the workspace name stays authoritative
    if (changed == m_data.scenarios[index])
        return;
    pushScenarioChange(index, changed, tr("Edit scenario \u201c%1\u201d").arg(changed.name));
}

void Workspace::moveScenario(int from, int to)
{
    const int n = int(m_data.scenarios.size());
    if (from < 0 || from >= n || to < 0 || to >= n || from == to)
        return;
    m_undo.push(new StepCommand(
        tr("Move scenario"), [this, from, to] { doMoveScenario(from, to); },
        [this, from, to] { doMoveScenario(to, from); }));
}

void Workspace::setWhatIf(WhatIfField field, const WhatIfOverrides& overrides)
{
    // An out-of-range value (NaN, a zero price factor, MFU above 1) is refused here, so a saved
    // workspace always reads back.
    if (overrides == m_data.whatIf || !overrides.isValid())
        return;
    m_undo.push(new ValueCommand<WhatIfOverrides>(
        whatIfStepText(field), m_data.whatIf, overrides, [this](const WhatIfOverrides& w) { doSetWhatIf(w); },
        kWhatIfMergeIdBase + int(field)));
}

void Workspace::setWhatIfMfu(std::optional<double> mfu)
{
    auto w = m_data.whatIf;
    w.mfu = mfu;
    setWhatIf(WhatIfField::Mfu, w);
}

void Workspace::setWhatIfPriceFactor(double percent)
{
    auto w = m_data.whatIf;
    w.priceFactorPercent = percent;
    setWhatIf(WhatIfField::PriceFactor, w);
}

void Workspace::setWhatIfTokensToTrain(std::optional<double> tokens)
{
    auto w = m_data.whatIf;
    w.tokensToTrain = tokens;
    setWhatIf(WhatIfField::TokensToTrain, w);
}

void Workspace::setWhatIfGpuCount(std::optional<int> gpus)
{
    auto w = m_data.whatIf;
    w.gpuCount = gpus;
    setWhatIf(WhatIfField::GpuCount, w);
}

void Workspace::setWhatIfDevOpsHours(double hoursPerMonth)
{
    auto w = m_data.whatIf;
    w.devOpsHoursPerMonth = hoursPerMonth;
    setWhatIf(WhatIfField::DevOpsHours, w);
}

void Workspace::setWhatIfDevOpsRate(double ratePerHour)
{
    auto w = m_data.whatIf;
    w.devOpsHourlyRate = ratePerHour;
    setWhatIf(WhatIfField::DevOpsRate, w);
}

void Workspace::setWhatIfExchangeRate(std::optional<double> unitsPerUsd)
{
    auto w = m_data.whatIf;
    w.exchangeRateUnitsPerUsd = unitsPerUsd;
    setWhatIf(WhatIfField::ExchangeRate, w);
}

void Workspace::setWhatIfGpuStep(std::optional<std::string> gpuKey)
{
    auto w = m_data.whatIf;
    w.gpuStepKey = std::move(gpuKey);
    setWhatIf(WhatIfField::GpuStep, w);
}

void Workspace::resetWhatIf()
{
    if (m_data.whatIf.isNeutral())
        return;
    // No field: a reset is its own step and never merges with a slider drag.
    m_undo.push(new ValueCommand<WhatIfOverrides>(tr("Reset what-if"), m_data.whatIf, WhatIfOverrides{},
                                                  [this](const WhatIfOverrides& w) { doSetWhatIf(w); }));
}

QString Workspace::addTcoAnalysis(const QString& name, const nlohmann::json& inputs)
{
    QVector<WorkspaceTcoAnalysis> list = m_data.tcoAnalyses;
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    list.push_back({id, name, inputs});
    pushTcoAnalyses(list, tr("Add TCO analysis \u201c%1\u201d").arg(name));
    return id;
}

void Workspace::setTcoAnalysisInputs(int index, const nlohmann::json& inputs, int mergeField)
{
    if (index < 0 || index >= m_data.tcoAnalyses.size() || m_data.tcoAnalyses[index].inputs == inputs)
        return;
    QVector<WorkspaceTcoAnalysis> list = m_data.tcoAnalyses;
    list[index].inputs = inputs;
    const int mergeId = mergeField >= 0 && mergeField < 64 ? kTcoMergeIdBase + index * 64 + mergeField : -1;
    pushTcoAnalyses(list, tr("Change TCO analysis \u201c%1\u201d").arg(list[index].name), mergeId);
}

void Workspace::setTcoWhatIf(int index, const nlohmann::json& inputs, const WhatIfOverrides::TcoChange& change)
{
    if (index < 0 || index >= m_data.tcoAnalyses.size())
        return;
    const std::string id = m_data.tcoAnalyses[index].id.toStdString();
    WhatIfOverrides w = m_data.whatIf;
    auto at = std::find_if(w.tco.begin(), w.tco.end(), [&](const auto& t) { return t.analysisId == id; });
    if (at == w.tco.end()) {
        w.tco.push_back({id, {}, {}});
        at = std::prev(w.tco.end());
    }
    at->inputs = inputs;
    auto c =
        std::find_if(at->changes.begin(), at->changes.end(), [&](const auto& x) { return x.field == change.field; });
    if (c == at->changes.end())
        at->changes.push_back(change);
    else
        *c = change;
    if (w == m_data.whatIf)
        return;
    const int mergeId = change.field >= 0 && change.field < 64 ? kTcoMergeIdBase + index * 64 + change.field : -1;
    m_undo.push(new ValueCommand<WhatIfOverrides>(
        tr("What-if: TCO analysis \u201c%1\u201d").arg(m_data.tcoAnalyses[index].name), m_data.whatIf, w,
        [this](const WhatIfOverrides& o) { doSetWhatIf(o); }, mergeId));
}

const nlohmann::json& Workspace::effectiveTcoInputs(int index) const
{
    const WorkspaceTcoAnalysis& saved = m_data.tcoAnalyses.at(index);
    const WhatIfOverrides::TcoWhatIf* t = m_data.whatIf.tcoFor(saved.id.toStdString());
    return t ? t->inputs : saved.inputs;
}

void Workspace::removeTcoAnalysis(int index)
{
    if (index < 0 || index >= m_data.tcoAnalyses.size())
        return;
    QVector<WorkspaceTcoAnalysis> list = m_data.tcoAnalyses;
    const QString name = list[index].name;
    list.removeAt(index);
    pushTcoAnalyses(list, tr("Remove TCO analysis \u201c%1\u201d").arg(name));
}

void Workspace::pushTcoAnalyses(const QVector<WorkspaceTcoAnalysis>& analyses, const QString& text, int mergeId)
{
    // A TCO pane what-if holds the inputs it was typed over: once the analysis is saved with other inputs, or
    // removed, it no longer describes anything, so it goes in the same undo step (else the pane and the proposal
    // would keep showing the old inputs, and "What-if changes applied" an analysis that is gone).
    WhatIfOverrides whatIf = m_data.whatIf;
    std::erase_if(whatIf.tco, [&](const WhatIfOverrides::TcoWhatIf& t) {
        for (const WorkspaceTcoAnalysis& before : m_data.tcoAnalyses)
            if (before.id.toStdString() == t.analysisId)
                for (const WorkspaceTcoAnalysis& after : analyses)
                    if (after.id == before.id)
                        return !(after.inputs == before.inputs);
        return true;
    });
    auto* command = new ValueCommand<QVector<WorkspaceTcoAnalysis>>(
        text, m_data.tcoAnalyses, analyses, [this](const QVector<WorkspaceTcoAnalysis>& a) { doSetTcoAnalyses(a); },
        whatIf == m_data.whatIf ? mergeId : -1);
    if (whatIf == m_data.whatIf) {
        m_undo.push(command);
        return;
    }
    m_undo.beginMacro(text);
    m_undo.push(new ValueCommand<WhatIfOverrides>(text, m_data.whatIf, whatIf,
                                                  [this](const WhatIfOverrides& o) { doSetWhatIf(o); }));
    m_undo.push(command);
    m_undo.endMacro();
}

void Workspace::doSetTcoAnalyses(const QVector<WorkspaceTcoAnalysis>& analyses)
{
    m_data.tcoAnalyses = analyses;
    emit tcoAnalysesChanged();
}

QString Workspace::addChecklistEvaluation(WorkspaceChecklistEvaluation evaluation)
{
    if (evaluation.id.isEmpty())
        evaluation.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString id = evaluation.id;
    const QString name = evaluation.name;
    QVector<WorkspaceChecklistEvaluation> list = m_data.checklistEvaluations;
    list.push_back(std::move(evaluation));
    pushChecklistEvaluations(list, tr("Add checklist evaluation \u201c%1\u201d").arg(name));
    return id;
}

void Workspace::setChecklistEvaluation(int index, WorkspaceChecklistEvaluation evaluation)
{
    if (index < 0 || index >= m_data.checklistEvaluations.size())
        return;
    evaluation.id = m_data.checklistEvaluations[index].id;
    if (m_data.checklistEvaluations[index] == evaluation)
        return;
    QVector<WorkspaceChecklistEvaluation> list = m_data.checklistEvaluations;
    list[index] = std::move(evaluation);
    pushChecklistEvaluations(list, tr("Change checklist evaluation \u201c%1\u201d").arg(list[index].name));
}

void Workspace::removeChecklistEvaluation(int index)
{
    if (index < 0 || index >= m_data.checklistEvaluations.size())
        return;
    QVector<WorkspaceChecklistEvaluation> list = m_data.checklistEvaluations;
    const QString name = list[index].name;
    list.removeAt(index);
    pushChecklistEvaluations(list, tr("Remove checklist evaluation \u201c%1\u201d").arg(name));
}

void Workspace::pushChecklistEvaluations(const QVector<WorkspaceChecklistEvaluation>& evaluations, const QString& text)
{
    m_undo.push(new ValueCommand<QVector<WorkspaceChecklistEvaluation>>(
        text, m_data.checklistEvaluations, evaluations, [this](const QVector<WorkspaceChecklistEvaluation>& e) {
            m_data.checklistEvaluations = e;
            emit checklistEvaluationsChanged();
        }));
}

// --- the plan's prices (issue 33) ----------------------------------------------------------------------

std::vector<PlanPrices::Drift> Workspace::priceDrift() const
{
    return PlanPrices::drift(m_data.offerPrices, *m_catalog, PlanPrices::usedOfferKeys(m_data));
}

bool Workspace::repriceFromCatalog()
{
    QVector<PlanPrice> fresh = PlanPrices::repriced(m_data.offerPrices, *m_catalog);
    if (fresh == m_data.offerPrices)
        return false;
    m_undo.push(new ValueCommand<QVector<PlanPrice>>(tr("Reprice from catalog"), m_data.offerPrices, std::move(fresh),
                                                     [this](const QVector<PlanPrice>& p) { doSetOfferPrices(p); }));
    return true;
}

void Workspace::doSetOfferPrices(const QVector<PlanPrice>& prices)
{
    m_data.offerPrices = prices;
    rebuildEffectiveCatalog();
    recompute();
}
