// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "Rent, managed or buy": the workspace's saved TCO analyses (the TCO wizard's "Add to workspace") in the
// workspace tab, beside the scenario comparison. Pick an analysis; its options side by side
// (TcoComparisonModel: every figure the TCO model's), the cumulative cost chart with the crossovers
// (TcoChartFactory), the headline and the model's conclusion in words; the main inputs editable in place
// as a what-if, each edit one undo step through the document, the table and chart following live. An
// input the model refuses shows the model's message next to the field and changes nothing. With no
// analysis yet, the pane says how to make one and opens the wizard.
#include "tco/TcoWhatIf.h"

#include <QWidget>

#include <vector>

class ChartView;
class NumberField;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTableView;
class SliderSpin;
class TcoComparisonModel;
class Workspace;

class TcoPane : public QWidget {
    Q_OBJECT
public:
    explicit TcoPane(QWidget* parent = nullptr);

    void setWorkspace(Workspace* workspace);
    bool hasAnalyses() const;
    // Workshop mode: the headline in large type (times `scale`), everything else as it is.
    void setWorkshop(bool on, qreal scale);

    // The parts, for the tests.
    TcoComparisonModel* model() const { return m_model; }
    QComboBox* analysisCombo() const { return m_analyses; }
    QTableView* table() const { return m_table; }
    ChartView* chart() const { return m_chart; }
    QLabel* headlineLabel() const { return m_headline; }
    QLabel* conclusionLabel() const { return m_conclusion; }
    QLabel* problemsLabel() const { return m_problems; }
    QWidget* emptyPage() const { return m_emptyPage; }
    QPushButton* openWizardButton() const { return m_openWizard; }
    QPushButton* removeButton() const { return m_remove; }
    // The editor of a what-if input (a SliderSpin for utilisation, a NumberField otherwise; null when the
    // analysis has no such input) and the label that shows the model's refusal of it.
    QWidget* fieldEditor(gp::tco::WhatIfInput input) const;
    QLabel* fieldRefusal(gp::tco::WhatIfInput input) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

Q_SIGNALS:
    void wizardRequested(int analysis); // -1: a new analysis
    void analysesPresenceChanged(bool any);

private:
    struct Field {
        gp::tco::WhatIfInput input;
        QString unit;
        SliderSpin* slider = nullptr;
        NumberField* number = nullptr;
        QLabel* refusal = nullptr;
    };
    QWidget* buildEmptyPage();
    QWidget* buildContentPage();
    void refreshList();
    void refreshFigures();
    void rebuildFields(const std::vector<gp::tco::WhatIfField>& fields);
    void apply(gp::tco::WhatIfInput input, double shownValue);
    const Field* field(gp::tco::WhatIfInput input) const;
    void fitTableHeight();

    TcoComparisonModel* m_model;
    QStackedWidget* m_stack = nullptr;
    QWidget* m_emptyPage = nullptr;
    QComboBox* m_analyses = nullptr;
    QPushButton* m_openWizard = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_problems = nullptr;
    QLabel* m_headline = nullptr;
    QLabel* m_conclusion = nullptr;
    QScrollArea* m_content = nullptr;
    QWidget* m_fieldsBox = nullptr;
    QFormLayout* m_form = nullptr;
    QTableView* m_table = nullptr;
    ChartView* m_chart = nullptr;
    std::vector<Field> m_fields;
    bool m_updating = false;   // the pane is showing the document's values: no edit
    int m_applying = -1;       // the input an edit is being written for (its field keeps what is typed)
    QString m_fieldsSignature; // which inputs the fields are for (rebuilt when it changes)
};
