// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Filters and sorts an OfferTableModel: by tier, provider kind and where the GPUs are (India only,
// outside India, region not stated). Sorting is by OfferTableModel::SortRole (numbers as numbers) and
// only when asked (a header click): ticking a row never re-sorts or re-filters, so nothing moves under
// the pointer.
#include "document/OfferRegion.h"

#include <QSortFilterProxyModel>

#include <optional>

class OfferFilterProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit OfferFilterProxyModel(QObject* parent = nullptr);

    void setTier(const QString& tier);                      // catalog tier ("on_demand"); empty = any
    void setProviderKind(const QString& kind);              // empty = any
    void setPlace(std::optional<OfferRegion::Place> place); // empty = anywhere

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_tier, m_kind;
    std::optional<OfferRegion::Place> m_place;
};
