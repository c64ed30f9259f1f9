// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// VRAM planning, step by step (the seed article: "the calculation most teams underestimate"): the model
// and GPU, the task, precision and optimizer, batch and sequence, recomputation, LoRA/QLoRA or serving
// settings, parallelism. nextId() skips what does not apply (no optimizer questions when serving, no
// LoRA page for full fine-tuning). A stacked bar beside every page shows memory per GPU by component
// against the GPU's usable capacity, the engine's breakdown as the user types. The last page says which
// catalog GPUs hold it, the largest batch and longest context on the chosen GPU, and the cheapest ways to
// make it fit (gp::VramAdvisor). The wizard builds one scenario; "Add to workspace" hands it over.
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"

#include <QWizard>

class ChartView;
class NumberField;
class QComboBox;
class QLabel;
class QTableWidget;

namespace VramPage {
enum Id { Model, Task, Precision, Batch, Recompute, Lora, Serving, Parallel, Result };
}

class VramWizard : public QWizard {
    Q_OBJECT
public:
    VramWizard(const gp::CatalogSnapshot& catalog, const QString& currency, QWidget* parent = nullptr);

    const gp::Scenario& scenario() const { return m_scenario; }
    const gp::CatalogSnapshot& catalog() const { return m_catalog; }
    // Replaces every field with `scenario` (the article's examples, tests).
    void load(const gp::Scenario& scenario);
    ChartView* memoryChart() const { return m_chart; }
    QString validationText() const; // the engine's messages for the current entries, one a line

    // The parts the pages write (also found by object name in tests).
    QComboBox* combo(const char* name) const;
    NumberField* field(const char* name) const;
    QTableWidget* fitTable() const { return m_fitTable; }
    QTableWidget* waysTable() const { return m_waysTable; }
    QTableWidget* articleTable() const { return m_articleTable; }
    QLabel* limitsLabel() const { return m_limits; }

    int nextIdFrom(int page) const;
    bool pageValid(int page) const;
    void refreshResult();

Q_SIGNALS:
    void scenarioChanged();

private:
    void buildPages();
    void readFields();  // widgets -> m_scenario, then the chart
    void writeFields(); // m_scenario -> widgets
    void refreshChart();

    gp::CatalogSnapshot m_catalog;
    QString m_currency;
    gp::Scenario m_scenario;
    bool m_writing = false;
    ChartView* m_chart;
    QLabel* m_errors;
    QTableWidget* m_fitTable = nullptr;
    QTableWidget* m_waysTable = nullptr;
    QTableWidget* m_articleTable = nullptr;
    QLabel* m_limits = nullptr;
};
