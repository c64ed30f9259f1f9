// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Catalog > Price History of Selected Offer... (issue 33): one offer's list price over time, as steps from its
// price history to today (PriceHistorySeries), drawn through the chart seam (ChartView).
#include "planning/CatalogSnapshot.h"

#include <QDialog>

class ChartView;

class PriceHistoryChartDialog : public QDialog {
    Q_OBJECT
public:
    PriceHistoryChartDialog(const gp::CatalogSnapshot& catalog, const QString& offerKey, QWidget* parent = nullptr);
    ChartView* chart() const { return m_chart; }

private:
    ChartView* m_chart;
};
