// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The GPU utilisation check (the seed article's FAQ): below 70% the bottleneck is not the GPU. Takes the
// observed utilisation and the symptoms (DataLoader workers, pin_memory, storage read speed; batch and link
// from the scenario) and lists the causes the article names with its fixes, each with what the fix is
// worth for the scenario by the engine (gp::UtilisationCheck). Reached from the Tools menu and from the
// workload wizard's recommendation.
#include "planning/CatalogSnapshot.h"
#include "planning/Scenario.h"
#include "planning/UtilisationCheck.h"

#include <QDialog>

class NumberField;
class QCheckBox;
class QLabel;
class QTableWidget;

class UtilisationCheckDialog : public QDialog {
    Q_OBJECT
public:
    UtilisationCheckDialog(const gp::Scenario& scenario, const gp::CatalogSnapshot& catalog, QWidget* parent = nullptr);

    const gp::UtilisationReport& report() const { return m_report; }
    NumberField* utilisationField() const { return m_utilisation; }
    NumberField* workersField() const { return m_workers; }
    NumberField* storageField() const { return m_storage; }
    QCheckBox* pinMemoryBox() const { return m_pin; }
    QTableWidget* causesTable() const { return m_causes; }
    QLabel* verdictLabel() const { return m_verdict; }

private:
    void refresh();

    gp::Scenario m_scenario;
    gp::CatalogSnapshot m_catalog;
    gp::UtilisationReport m_report;
    NumberField* m_utilisation;
    NumberField* m_workers;
    NumberField* m_storage;
    QCheckBox* m_pin;
    QLabel* m_verdict;
    QTableWidget* m_causes;
};
