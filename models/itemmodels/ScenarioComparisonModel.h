// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The comparison table: one column per scenario, one row per result figure, exactly the engine's
// numbers (with the workspace's what-if overrides applied). The best value of each row is flagged
// (IsBestRole, bold font, a tinted background); ExplanationRole gives the gp::Explanation behind a
// cell for "why this number"; ValueRole/SortRole the raw number; blank cells (an em dash) where a
// figure does not apply or the scenario is invalid (the tooltip then lists its field errors).
// "Best" is taken among the scenarios that fit in GPU memory (a faster plan that cannot run is no
// plan), except on the memory row itself, and only when at least two scenarios have the figure.
#include "planning/Estimate.h"

#include <QAbstractTableModel>
#include <QMetaType>
#include <QPointer>
#include <QVector>

#include <optional>

class Workspace;

Q_DECLARE_METATYPE(gp::Explanation)

class ScenarioComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Row {
        MemoryPerGpuRow,         // GB per GPU (what nvidia-smi shows), lower is better
        FitsRow,                 // "fits" / "does not fit" in the scenario's GPU; a fit is best
        GpusNeededRow,           // total GPUs (inference: for the target when one is set); lower is better
        TrainingHoursRow,        // wall-clock hours; lower is better
        GpuHoursRow,             // lower is better
        TokensPerSecondRow,      // training tokens/s or served output tokens/s; higher is better
        MfuRow,                  // training: model FLOPs utilisation of the plan (no recomputation counted,
                                 // bubble and communication included); higher is better
        TimeToFirstTokenRow,     // seconds; lower is better
        TimePerOutputTokenRow,   // seconds; lower is better
        AchievedRequestsRow,     // serving: requests/s the priced GPUs serve (no best: it follows the target)
        TargetMetRow,            // serving: "yes" / "no" when a target is set (no best)
        CostPerRunRow,           // headline offer (cheapest of the scenario's tier, on-demand unless it picks
                                 // another); training: one run, lower is better; serving: one hour, no best
        CostPerMillionTokensRow, // headline offer; lower is better (serving's "best")
        PricedOfferRow,          // provider and region of the headline offer (text, no best)
        PriceTierRow,            // its tier, "if held" for reservations, "interruptible" (text, no best)
        BilledGpusRow,           // GPUs paid for: whole instances (no best)
        BoundRow,                // compute / memory bandwidth / communication (no best)
        RowCount
    };
    enum Role {
        ValueRole = Qt::UserRole + 1, // double raw value (invalid QVariant when blank)
        SortRole = ValueRole,
        IsBestRole,          // bool
        ExplanationRole,     // gp::Explanation (invalid when none)
        ExplanationHtmlRole, // QString, all user and catalog text escaped
        ScenarioIdRole,      // QString, on cells and the horizontal header
        UnitRole,            // QString
        ApplicableRole,      // bool: false for blank cells
        FullLabelRole,       // QString, vertical header: "Memory per GPU (GB)" (the display is compact)
        IsWhatIfRole,        // bool: the what-if changed this figure (shown in italics with a mark)
        CompactTextRole      // QString, offer, tier and throughput rows: the words for a narrow cell ("AWS, us-east-1",
                             // "10,187 tok/s")
    };

    explicit ScenarioComparisonModel(Workspace* workspace, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The raw value of one cell (empty when blank), the same number the engine returned.
    std::optional<double> value(int row, int column) const;
    // Column of the best value of a row (-1 when no column is best, e.g. all blank or BoundRow); for a row
    // whose meaning depends on the task (see comparesByTask), the training scenarios' best comes first.
    int bestColumn(int row) const;
    // The whole table as CSV (RFC 4180): header "Figure,Unit,<scenario names>", raw numbers, blank
    // where not applicable. Text that a spreadsheet would run as a formula is quoted with a leading '.
    QString toCsv() const;

    // Whether the what-if changed this figure: it differs from the scenario's own estimate
    // (Workspace::ownEstimate), so the table never passes a what-if number off as the plan's own.
    bool isWhatIf(int row, int column) const;
    static bool changedByWhatIf(const Workspace& workspace, int row, int column); // the same, for the charts
    // The mark appended to a what-if figure, and the legend line that explains it.
    static QString whatIfMark();
    static QString whatIfLegend();
    // The mark after a priced offer the catalog flags (restricted eligibility, a disputed or unverified price,
    // superseded: catalog schema v9), and its legend; the cell's tooltip names the flag and its source.
    static QString flagMark();
    static QString flagLegend();
    // Whether some column's priced (headline) offer is flagged: the pane shows flagLegend() while it is.
    bool anyFlaggedOffer() const;

    // Whether a cell holds its row's best value (ties are all best).
    bool isBest(int row, int column) const;

    static QString rowLabel(int row);
    // What the table's row header shows, so four scenario columns fit a laptop screen; the unit and the
    // full label are in the header's tooltip (and every figure carries its unit).
    static QString rowShortLabel(int row);
    static QString rowUnit(int row, const QString& currency);
    static bool lowerIsBetter(int row);
    static bool hasBest(int row); // false for text rows, the billing rows and BoundRow
    // True for rows that mean one thing for training and another for serving (tokens/s trained or served,
    // cost per run or per hour, per million training or output tokens): their best is found among
    // scenarios of the same kind, never across kinds.
    static bool comparesByTask(int row);

private:
    void rebuild(); // after estimatesChanged: best values again, then dataChanged for every cell
    const gp::Estimate* estimateAt(int column) const; // null when invalid
    // The same with every figure's explanation (Workspace::explainedEstimate): only for what explains a figure.
    const gp::Estimate* explainedAt(int column) const;
    QString displayText(int row, int column) const;
    QString ownDisplayText(int row, const gp::Estimate& e) const; // the text of one figure of `e`
    QString toolTipText(int row, int column) const;               // formula or reason (valid scenarios)

    // What a column's header shows, worked out once per recompute: the header view asks for every
    // section's size on each headerDataChanged, and a what-if name costs two scenario copies.
    struct Header {
        QString text;
        bool whatIf = false;
        bool operator==(const Header&) const = default;
    };
    Header computeHeader(int column) const;
    const Header& header(int column) const;
    void refreshHeaders(); // recomputes all, announces only the columns whose header changed
    mutable QVector<std::optional<Header>> m_headers;

    QPointer<Workspace> m_workspace;
    int m_columns = 0;
    int kindOf(int row, int column) const; // 0: training (or any, for rows that do not depend on it), 1: serving
    int m_best[RowCount][2] = {};
    std::optional<double> m_bestValue[RowCount][2];
};
