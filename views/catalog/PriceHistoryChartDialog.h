// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Catalog > Price History of Selected Offer... (issue 33): one offer's list price over time, as steps from its
// price history to today (PriceHistorySeries), drawn through the chart seam (ChartView). A point's tooltip names
// where its price came from.
#include "planning/CatalogSnapshot.h"

#include <QDialog>

class CatalogStore;
class ChartView;
struct PriceHistorySeries;

class PriceHistoryChartDialog : public QDialog {
    Q_OBJECT
public:
    PriceHistoryChartDialog(const gp::CatalogSnapshot& catalog, const QString& offerKey, QWidget* parent = nullptr);
    // The offer read alone from `store` (catalog::readOfferPriceHistory), without a snapshot of the whole catalog.
    PriceHistoryChartDialog(const CatalogStore& store, const QString& offerKey, QWidget* parent = nullptr);
    ChartView* chart() const { return m_chart; }

private:
    void build(const PriceHistorySeries& history, const QString& offerKey, const QString& problem);
    ChartView* m_chart;
};
