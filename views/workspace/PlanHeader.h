// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The plan's own header above the comparison: workspace title, customer, currency and notes, as saved
// in the .gpuplan. Each change is one undo step on the Workspace (setTitle, setCustomer, setNotes,
// setCurrency) and the header follows undo, open and New through metadataChanged().
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;
class Workspace;

class PlanHeader : public QWidget {
    Q_OBJECT
public:
    explicit PlanHeader(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace);

    QLineEdit* titleEdit() const { return m_title; }
    QLineEdit* customerEdit() const { return m_customer; }
    QComboBox* currencyBox() const { return m_currency; }
    QLineEdit* notesEdit() const { return m_notes; }
    // Where the plans' data may go (WorkspaceScenario::residency): "Data: India only", hidden when no plan says.
    QLabel* residencyLabel() const { return m_residency; }

private:
    void refresh();
    void fillCurrencies();
    void refreshResidency();

    QPointer<Workspace> m_workspace;
    QLineEdit* m_title;
    QLineEdit* m_customer;
    QComboBox* m_currency;
    QLineEdit* m_notes;
    QLabel* m_residency;
};
