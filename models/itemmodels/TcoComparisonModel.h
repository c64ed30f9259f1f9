// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace's saved TCO analyses as a table (the "Rent, managed or buy" pane): one analysis at a time,
// one column per option (its name, kind and offer; interruptible options labelled as such), one row per
// figure of the TCO model (average a month, full cost over the horizon, NPV, cost per GPU-hour of work, per
// training run and per million tokens, break-even utilisation and crossover month against the cheapest
// option of the other kind). Every number is the model's (TcoAnalysis::analyse on the saved inputs, read
// by TcoJson against the workspace's catalog), in the analysis currency; a figure the model does not give
// says why ("not computed: ..."), never 0. The cheapest option that cannot be reclaimed is marked (bold,
// tinted, "cheapest" in its header). An analysis that no longer reads against the catalog has no
// columns, and problems() names each field and what is wrong with it.
//
// What-if: whatIfFields() lists the inputs the pane offers; applyWhatIf() writes one through
// Workspace::setTcoAnalysisInputs (one undo step; repeated edits of one field merge), or returns the
// model's refusal, naming the field, and changes nothing.
#include "tco/TcoSummary.h"
#include "tco/TcoWhatIf.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

#include <optional>

class Workspace;

class TcoComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Row {
        AverageMonthlyRow, // full cost / horizon
        FullCostRow,       // cash + commitment after the horizon - book value at the horizon
        NpvRow,            // the cash flows discounted at the analysis' rate
        PerWorkGpuHourRow, // average a month / reference GPU-hours of work a month
        PerRunRow,         // when the analysis gives GPU-hours per run
        PerMillionTokensRow,
        BreakEvenRow, // utilisation at which this option and the cheapest of the other kind cost the same
        CrossoverRow, // month at which owning's cumulative cash falls to renting's
        RowCount
    };
    enum Role {
        ValueRole = Qt::UserRole + 1, // double: the model's figure (invalid when not computed)
        IsCheapestFirmRole,           // bool, on cells and headers
        UnitRole                      // QString, vertical header and cells: "USD a month", "%", "month"
    };

    explicit TcoComparisonModel(QObject* parent = nullptr);

    void setWorkspace(Workspace* workspace); // follows its tcoAnalysesChanged() and catalog
    Workspace* workspace() const { return m_workspace; }
    int analysisCount() const;
    QString analysisName(int index) const; // as saved (plain text), or "TCO analysis N" when blank
    int currentAnalysis() const { return m_current; }
    void setCurrentAnalysis(int index);

    // The current analysis: computed (inputs read and the model's figures), or why not.
    bool isComputed() const { return m_analysis.ok(); }
    QStringList problems() const { return m_problems; } // "field: message", one per problem
    const gp::tco::Inputs* inputs() const { return m_inputs ? &*m_inputs : nullptr; } // interruptible labelled
    const gp::tco::Analysis& analysis() const { return m_analysis; }
    const gp::tco::Summary& summary() const { return m_summary; }
    int cheapestFirmColumn() const { return m_summary.cheapestFirm; }

    std::optional<double> value(int row, int column) const;
    QString displayText(int row, int column) const;

    std::vector<gp::tco::WhatIfField> whatIfFields() const;
    // Empty on success; else the refusal, "Label (field): message".
    QString applyWhatIf(gp::tco::WhatIfInput input, double shownValue);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void analysesChanged(); // the list (names, count) may have changed
    void analysisChanged(); // the current analysis' figures were recomputed

private:
    void recompute();
    QString money(double amount) const;
    QString otherCurrency(double amount) const; // "= USD 1,234 at 89.98 INR per USD", or empty
    QString rowLabel(int row) const;
    QString rowUnit(int row) const;
    QString rowToolTip(int row) const;
    QString cellToolTip(int row, int column) const;
    QString notComputed(int row, int column, bool brief) const; // why a cell has no figure
    // The option of the other kind a column is paired with for break-even and crossover (-1: none), and
    // the pair's index in Analysis::breakEvens / crossovers.
    int pairIndex(int column) const;

    QPointer<Workspace> m_workspace;
    int m_current = -1;
    std::optional<gp::tco::Inputs> m_inputs;
    gp::tco::Analysis m_analysis;
    gp::tco::Summary m_summary;
    QStringList m_problems;
    int m_columns = 0;
};
