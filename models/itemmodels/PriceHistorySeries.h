// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One offer's list price over time (issue 33, "the catalog can chart one offer's price over time"), as steps: each
// earlier list price held from its valid-from date to its valid-to date (CatalogSnapshot::priceHistory), then the
// current list price from its as-of date to today. Only prices in the current list currency and unit are drawn (a
// price in another currency is not on the same axis); x is days since the first step's start. Each point carries its
// step's source (issue 33 review), for the chart's tooltip.
#include "planning/CatalogSnapshot.h"
#include "planning/PriceAge.h"

#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

struct PriceHistorySeries {
    QVector<QPointF> points; // two per step (start and end), in time order
    QStringList sources;     // one per point: where its step's price came from (the list or import, its dates)
    QString origin;          // the date x = 0 stands for, YYYY-MM-DD
    QString currency;
    QString unit;    // "hour", "month", "one_off"
    int skipped = 0; // earlier prices left out: another currency or unit, or dates that are not dates
    QString error;   // the history could not be read (the offer and why; then no points: a part would mislead)
};

// Empty points when the offer is not in `catalog`. Reads only that offer's history (CatalogSnapshot::priceHistoryOf);
// a failed read leaves the points empty and says why in `error`.
PriceHistorySeries priceHistorySeries(const gp::CatalogSnapshot& catalog, const std::string& offerKey,
                                      const gp::CivilDate& today);
// The same from one offer and its earlier prices, oldest first (catalog::readOfferPriceHistory: no snapshot).
PriceHistorySeries priceHistorySeries(const gp::OfferSpec& offer, const std::vector<gp::PriceChange>& history,
                                      const gp::CivilDate& today);
