// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "OfferFilterProxyModel.h"

#include "OfferTableModel.h"

OfferFilterProxyModel::OfferFilterProxyModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(OfferTableModel::SortRole);
    setDynamicSortFilter(false); // a tick changes a check state, never the order or the rows shown
}

void OfferFilterProxyModel::setTier(const QString& tier)
{
    m_tier = tier;
    invalidateFilter();
}

void OfferFilterProxyModel::setProviderKind(const QString& kind)
{
    m_kind = kind;
    invalidateFilter();
}

void OfferFilterProxyModel::setPlace(std::optional<OfferRegion::Place> place)
{
    m_place = place;
    invalidateFilter();
}

bool OfferFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    // A stale (other GPU) or ticked offer is always shown: hidden, it could not be seen or cleared.
    if (i.data(OfferTableModel::StaleRole).toBool() || i.data(Qt::CheckStateRole).toInt() == Qt::Checked)
        return true;
    if (!m_tier.isEmpty() && i.data(OfferTableModel::TierRole).toString() != m_tier)
        return false;
    if (!m_kind.isEmpty() && i.data(OfferTableModel::ProviderKindRole).toString() != m_kind)
        return false;
    if (m_place && i.data(OfferTableModel::RegionPlaceRole).toInt() != int(*m_place))
        return false;
    return true;
}
