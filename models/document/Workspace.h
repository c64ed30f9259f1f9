// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The scenario workspace document: a WorkspaceData value, a QUndoStack through which every edit goes
// (one QUndoCommand per edit; consecutive what-if changes of one field merge), and the estimate of
// every scenario with the what-if overrides applied, recomputed after each change and announced by
// one estimatesChanged() signal. "Modified" is derived from the stack (not clean).
#include "PlanPrices.h"
#include "WorkspaceData.h"
#include "common/FileStamp.h"
#include "planning/Estimate.h"
#include "planning/PlanningEngine.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class CatalogStore;

class Workspace : public QObject {
    Q_OBJECT
public:
    explicit Workspace(QObject* parent = nullptr);
    explicit Workspace(WorkspaceData data, QObject* parent = nullptr);
    ~Workspace() override;

    // --- reading -----------------------------------------------------------------------------------
    const WorkspaceData& data() const { return m_data; }
    QString title() const { return m_data.title; }
    QString customer() const { return m_data.customer; }
    QString notes() const { return m_data.notes; }
    QString currency() const { return m_data.currency; }
    const WhatIfOverrides& whatIf() const { return m_data.whatIf; }
    int scenarioCount() const { return int(m_data.scenarios.size()); }
    const WorkspaceScenario& scenario(int index) const { return m_data.scenarios.at(index); }
    int indexOfScenario(const QString& id) const { return m_data.indexOf(id); }

    // The file this workspace was loaded from / saved to (empty for a new one).
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString& path) { m_filePath = path; }
    // What that file held when this workspace read or last wrote it (invalid for a new or recovered one):
    // WorkspaceFile::save refuses to replace the file when it has changed since (another window or process).
    const FileStamp& diskStamp() const { return m_diskStamp; }
    void setDiskStamp(const FileStamp& stamp) { m_diskStamp = stamp; }

    QUndoStack* undoStack() { return &m_undo; }
    bool isModified() const { return !m_undo.isClean(); }
    void markSaved() { m_undo.setClean(); }
    void markModified() { m_undo.resetClean(); } // e.g. restored from a recovery file: not saved yet

    // --- catalog and estimates ---------------------------------------------------------------------
    // The catalog the estimates use. attachCatalog follows CatalogStore::changed() (snapshot again).
    // One immutable snapshot is shared by the workspace and the views that show it (the scenario editor, its
    // field binder, the offer picker: sharedCatalog()), never copied: at 100,000 offers a snapshot is about
    // 120 MB (issue 33). The reference overload copies `catalog` once into a shared one.
    void setCatalog(const gp::CatalogSnapshot& catalog);
    void setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog);
    void attachCatalog(CatalogStore* store);
    const gp::CatalogSnapshot& catalog() const { return *m_catalog; }
    const std::shared_ptr<const gp::CatalogSnapshot>& sharedCatalog() const { return m_catalog; }
    // The catalog with the what-if overrides applied (price factor, exchange rate): what the engine saw. The same
    // snapshot as catalog() while neither a what-if nor a plan's stored price changes a row.
    const gp::CatalogSnapshot& effectiveCatalog() const { return *m_effectiveCatalog; }
    // The scenario as the engine saw it: name, workspace currency and what-if overrides applied.
    gp::Scenario effectiveScenario(int index) const;
    // The scenario and its estimate from its own inputs, without the what-if: what the comparison and
    // the charts mark a what-if figure against. Computed on first use after a change (a what-if drag
    // never recomputes it), and the same as estimate(index) while the what-if is neutral.
    gp::Scenario ownScenario(int index) const;
    const gp::EstimateResult& ownEstimate(int index) const;
    // The name of the state estimate(index) holds (WhatIfDescription.h): the scenario's own name without
    // a what-if, "8x L40S 48GB (what-if, was 8x A100 80GB)" after a GPU step; and its snapshot's name.
    QString whatIfName(int index) const;
    QString whatIfSnapshotName(int index) const;
    // The what-if changes that reached this scenario, one phrase each (empty: its figures are its own).
    QStringList whatIfChanges(int index) const;
    // One result per scenario, in scenario order.
    const std::vector<gp::EstimateResult>& estimates() const { return m_estimates; }
    const gp::EstimateResult& estimate(int index) const { return m_estimates.at(std::size_t(index)); }
    // The same estimate with every figure's explanation ("why this number"), for the figure the user looks
    // at, a tooltip, and the proposal. The live estimates above carry none, so a what-if step recomputes 50
    // scenarios within a frame (EstimateOptions::explanations); this one is computed on first use after a
    // change. Its figures, warnings and errors are the same as estimate(index)'s.
    const gp::EstimateResult& explainedEstimate(int index) const;
    // Recompute every estimate now (normally automatic) and emit estimatesChanged().
    void recompute();
    // What the estimates include. By default what the comparison shows, so a what-if move stays within
    // a frame (no fits against every catalog GPU); the command-line report asks for everything.
    void setEstimateOptions(const gp::EstimateOptions& options);
    // The live comparison's (the default): neither the plan held against every GPU nor any explanation
    // (explainedEstimate builds one scenario's for the figure looked at, without each offer's own: the "why"
    // panel explains the headline price, with the other tiers' cheapest); a report asks for everything.
    static constexpr gp::EstimateOptions kLiveEstimateOptions{
        .fitsForEveryGpu = false, .offerExplanations = false, .explanations = false};

    // --- the plan's prices (issue 33) ------------------------------------------------------------------
    // The catalog with the plan's stored prices laid over its rows (PlanPrices::overlay): what the estimates
    // price from before the what-if. catalog() stays the catalog as it is.
    const gp::CatalogSnapshot& pricedCatalog() const { return m_planPricedCatalog ? *m_planPricedCatalog : *m_catalog; }
    // Each stored price the current catalog prices otherwise, in first-use order.
    std::vector<PlanPrices::Drift> priceDrift() const;
    // Set when an older file's prices were filled in from the catalog (PlanPrices::fillNotice); empty otherwise.
    QString priceNotice() const { return m_priceNotice; }
    // --- the catalog the plan is priced from (issue 34) -------------------------------------------------
    // The catalog open now (attachCatalog reads it from the store at every change; the CLI sets it). Unknown
    // when not known: then nothing is recorded or said.
    const CatalogIdentity& catalogIdentity() const { return m_catalogIdentity; }
    void setCatalogIdentity(const CatalogIdentity& identity) { m_catalogIdentity = identity; }
    // What opening this plan says about its catalog: the one it was saved with (data().catalog) against the one
    // open now; empty when they agree or either is unknown (CatalogIdentityText::notice).
    QString catalogNotice() const;
    // Before a save: the plan records the catalog open now (when known). Not an edit: no undo step.
    void recordCatalogIdentity();
    // The user's choice, never automatic: every stored price the catalog holds becomes the catalog's, as one undo
    // step. False (and nothing pushed) when there is no drift.
    bool repriceFromCatalog();

    // --- edits (each pushes one undo command) ----------------------------------------------------------
    void setTitle(const QString& title);
    void setCustomer(const QString& customer);
    void setNotes(const QString& notes);
    void setCurrency(const QString& currency); // an ISO 4217 code; anything else is ignored

    // Adds at `index` (-1 = at the end); an empty id gets a new one, an invalid colour a palette colour.
    // Returns the scenario's id.
    QString addScenario(WorkspaceScenario scenario, int index = -1);
    QString addScenario(const gp::Scenario& scenario, const QString& name = QString());
    void removeScenario(int index);
    // Copy placed right after the original, named "<name> (copy)", with a new id. Returns the new id.
    QString duplicateScenario(int index);
    void renameScenario(int index, const QString& name);
    void setScenarioColour(int index, const QColor& colour);
    void setScenarioNotes(int index, const QString& notes);
    void setScenarioInputs(int index, const gp::Scenario& inputs); // any engine input
    // Moves scenario `from` so it ends up at index `to` (both in the current list).
    void moveScenario(int from, int to);

    // What-if: each setter is one undo step; repeated changes of the same field merge into one. Values out
    // of range (WhatIfOverrides::isValid) are ignored.
    void setWhatIf(WhatIfField field, const WhatIfOverrides& overrides);
    void setWhatIfMfu(std::optional<double> mfu);
    void setWhatIfPriceFactor(double percent);
    void setWhatIfTokensToTrain(std::optional<double> tokens);
    void setWhatIfGpuCount(std::optional<int> gpus);
    void setWhatIfDevOpsHours(double hoursPerMonth);
    void setWhatIfDevOpsRate(double ratePerHour);
    void setWhatIfExchangeRate(std::optional<double> unitsPerUsd);
    void setWhatIfGpuStep(std::optional<std::string> gpuKey);
    void resetWhatIf(); // back to neutral, one undo step

    // TCO analyses (the TCO wizard's "Add to workspace"), inputs as TcoJson writes them; one undo step each.
    int tcoAnalysisCount() const { return int(m_data.tcoAnalyses.size()); }
    const WorkspaceTcoAnalysis& tcoAnalysis(int index) const { return m_data.tcoAnalyses.at(index); }
    QString addTcoAnalysis(const QString& name, const nlohmann::json& inputs); // returns its id
    // A what-if on a saved analysis. `mergeField` >= 0 (the field's number, < 64): consecutive changes of that
    // field of the same analysis merge into one undo step (a slider drag, a number typed digit by digit).
    void setTcoAnalysisInputs(int index, const nlohmann::json& inputs, int mergeField = -1);
    // An edit made in the TCO pane: a what-if (WhatIfOverrides::tco), never written into the saved analysis; one undo
    // step, consecutive changes of one field of one analysis merged. `inputs` are the analysis' inputs with it.
    void setTcoWhatIf(int index, const nlohmann::json& inputs, const WhatIfOverrides::TcoChange& change);
    // The inputs the TCO pane and the proposal analyse: the what-if's when the TCO pane changed them, else the saved.
    const nlohmann::json& effectiveTcoInputs(int index) const;
    void removeTcoAnalysis(int index);

    // Platform checklist evaluations (the checklist wizard's "Add to workspace"); one undo step each.
    int checklistEvaluationCount() const { return int(m_data.checklistEvaluations.size()); }
    const WorkspaceChecklistEvaluation& checklistEvaluation(int index) const
    {
        return m_data.checklistEvaluations.at(index);
    }
    // An empty id gets a new one. Returns its id.
    QString addChecklistEvaluation(WorkspaceChecklistEvaluation evaluation);
    // Replaces evaluation `index` (its id kept): the wizard's "Update in workspace".
    void setChecklistEvaluation(int index, WorkspaceChecklistEvaluation evaluation);
    void removeChecklistEvaluation(int index);

    // A colour for the n-th scenario (a fixed, colour-blind friendly palette, Okabe & Ito 2008).
    static QColor paletteColour(int n);

Q_SIGNALS:
    void metadataChanged(); // title, customer, notes or currency
    void catalogChanged();  // a new catalog snapshot (before the estimates against it: estimatesChanged follows)
    void scenarioAboutToBeInserted(int index);
    void scenarioInserted(int index);
    void scenarioAboutToBeRemoved(int index);
    void scenarioRemoved(int index);
    void scenarioAboutToBeMoved(int from, int to); // `to` as in moveScenario (final index)
    void scenarioMoved(int from, int to);
    void scenarioChanged(int index); // name, colour, notes or inputs
    void whatIfChanged();
    void tcoAnalysesChanged();
    void checklistEvaluationsChanged();
    void estimatesChanged(); // once per change, after every estimate is current
    void modifiedChanged(bool modified);

private:
    // Each edit pushes a ValueCommand or StepCommand (models/common) holding one of the raw mutators
    // below: the commands know nothing of the Workspace, so no include runs back from them.
    void pushMetadataChange(const QString& title, const QString& customer, const QString& notes,
                            const QString& currency, const QString& text);
    void pushInsertScenario(int index, const WorkspaceScenario& scenario, const QString& text);

    // Raw mutators the undo commands call; they emit the signals and recompute.
    void doSetMetadata(const QString& title, const QString& customer, const QString& notes, const QString& currency);
    void doInsertScenario(int index, const WorkspaceScenario& scenario);
    WorkspaceScenario doRemoveScenario(int index);
    void doMoveScenario(int from, int to);
    void doSetScenario(int index, const WorkspaceScenario& scenario);
    void doSetWhatIf(const WhatIfOverrides& overrides);
    void doSetTcoAnalyses(const QVector<WorkspaceTcoAnalysis>& analyses);
    void doSetOfferPrices(const QVector<PlanPrice>& prices);
    void pushTcoAnalyses(const QVector<WorkspaceTcoAnalysis>& analyses, const QString& text, int mergeId = -1);
    void pushChecklistEvaluations(const QVector<WorkspaceChecklistEvaluation>& evaluations, const QString& text);

    void rebuildEffectiveCatalog(bool pricesOnly = false); // pricesOnly: the catalog itself has not changed
    // Without the signal; `needed` (by scenario index) limits the work, empty = every scenario.
    void computeEstimates(const std::vector<bool>& needed = {});
    void pushScenarioChange(int index, const WorkspaceScenario& changed, const QString& text);

    WorkspaceData m_data;
    QString m_filePath;
    FileStamp m_diskStamp;
    QUndoStack m_undo;
    std::shared_ptr<const gp::CatalogSnapshot> m_catalog = std::make_shared<const gp::CatalogSnapshot>(); // never null
    // What the engine prices from: m_catalog itself, m_planPricedCatalog, or m_ownEffective (the what-if's copy).
    std::shared_ptr<const gp::CatalogSnapshot> m_effectiveCatalog;
    std::shared_ptr<gp::CatalogSnapshot> m_ownEffective;            // set only while a what-if changes rows
    std::shared_ptr<const gp::CatalogSnapshot> m_planPricedCatalog; // set only when a stored price differs
    QString m_priceNotice;
    CatalogIdentity m_catalogIdentity;
    std::vector<gp::EstimateResult> m_estimates;
    mutable std::vector<std::optional<gp::EstimateResult>> m_ownEstimates; // by scenario; empty = stale
    mutable std::vector<std::optional<gp::EstimateResult>> m_explained;    // by scenario; empty = stale
    // The effective scenarios the last computeEstimates() estimated, so the headers' and charts' what-if
    // names do not copy and re-derive each scenario (offer lists and all) on every what-if step; emptied by
    // every change that could move one (staleEffective()), and then derived again per call.
    std::vector<gp::Scenario> m_effectiveScenarios;
    const gp::Scenario& effectiveFor(int index, gp::Scenario& scratch) const;
    void staleEffective() { m_effectiveScenarios.clear(); }
    gp::EstimateOptions m_options = kLiveEstimateOptions;
};
