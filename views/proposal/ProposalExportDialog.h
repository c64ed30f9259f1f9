// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The export dialog: which scenarios, which sections, paper size, currency, the cover's author and logo.
// It only gathers a ProposalOptions value; ProposalActions does the exporting and printing.
#include "ProposalOptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class Workspace;

class ProposalExportDialog : public QDialog {
    Q_OBJECT
public:
    ProposalExportDialog(const Workspace& workspace, const ProposalOptions& initial, QWidget* parent = nullptr);

    ProposalOptions options() const;

private:
    QListWidget* m_scenarios;
    QList<QPair<ProposalSection, QCheckBox*>> m_sections;
    QComboBox* m_paper;
    QComboBox* m_currency;
    QLineEdit* m_author;
    QLineEdit* m_logo;
    QStringList m_ids;
    QDate m_date;
};
