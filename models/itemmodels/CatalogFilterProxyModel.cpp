// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogFilterProxyModel.h"
#include "EmptyCell.h"

#include "CatalogTableModel.h"
#include "catalog/CatalogSchema.h"

namespace {
std::optional<double> positive(std::optional<double> v) { return v && *v > 0 ? v : std::nullopt; }
} // namespace

CatalogFilterProxyModel::CatalogFilterProxyModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogTableModel::SortRole);
    setDynamicSortFilter(true);
}

void CatalogFilterProxyModel::refilter()
{
    // Qt 6.4 has no begin/endFilterChange; invalidateFilter re-runs filterAcceptsRow for every row.
    invalidateFilter();
}

void CatalogFilterProxyModel::setText(const QString& text)
{
    const QStringList words = text.simplified().toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    m_ranks.clear();
    m_match.reset();
    invalidate(); // filter and order: the ranking depends on the words
}

void CatalogFilterProxyModel::setSourceModel(QAbstractItemModel* model)
{
    if (sourceModel())
        for (const auto& c : m_rankConnections)
            disconnect(c);
    m_rankConnections.clear();
    m_ranks.clear();
    m_match.reset();
    m_catalog = qobject_cast<const CatalogTableModel*>(model);
    if (model) {
        // Connected before the proxy's own handlers (which re-sort), so a re-sort never reads a stale rank.
        const auto forget = [this] {
            m_ranks.clear();
            m_match.reset();
        };
        m_rankConnections = {connect(model, &QAbstractItemModel::dataChanged, this, forget),
                             connect(model, &QAbstractItemModel::modelAboutToBeReset, this, forget),
                             connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, forget),
                             connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, forget),
                             connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, forget),
                             connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, forget)};
    }
    QSortFilterProxyModel::setSourceModel(model);
}

bool CatalogFilterProxyModel::isIdentityColumn(int column) const
{
    const auto* model = qobject_cast<const CatalogTableModel*>(sourceModel());
    const catalog::ColumnDef* col = model ? model->columnDef(column) : nullptr;
    if (!col)
        return false;
    const QString& name = col->name;
    const catalog::TableDef* def = model->tableDef();
    return (def && name == def->keyColumn) || name == QLatin1String("name") || name.endsWith(QLatin1String("_key")) ||
           name == QLatin1String("instance_type");
}

const CatalogTableModel* CatalogFilterProxyModel::catalogModel() const
{
    // Compared with the live source: a source destroyed under the proxy is replaced without setSourceModel.
    return m_catalog && static_cast<const QAbstractItemModel*>(m_catalog) == sourceModel() ? m_catalog : nullptr;
}

const CatalogTableModel::TextMatch& CatalogFilterProxyModel::textMatch() const
{
    if (!m_match)
        m_match = catalogModel()->textMatch(m_words);
    return *m_match;
}

int CatalogFilterProxyModel::textRank(int sourceRow) const
{
    if (m_words.isEmpty())
        return 0;
    if (m_ranks.size() != sourceModel()->rowCount())
        m_ranks.fill(-1, sourceModel()->rowCount());
    if (sourceRow < 0 || sourceRow >= m_ranks.size())
        return 1;
    if (m_ranks[sourceRow] >= 0)
        return m_ranks[sourceRow];
    if (const CatalogTableModel* catalog = catalogModel()) {
        const int rank = catalog->rowMatches(textMatch(), sourceRow, true) ? 0 : 1;
        m_ranks[sourceRow] = qint8(rank);
        return rank;
    }
    const QAbstractItemModel* model = sourceModel();
    QString identity;
    for (int c = 0; c < model->columnCount(); ++c)
        if (isIdentityColumn(c))
            identity += model->index(sourceRow, c).data(Qt::DisplayRole).toString().toLower() + QLatin1Char('\x1f');
    int rank = 0;
    for (const QString& word : m_words)
        if (!identity.contains(word))
            rank = 1;
    m_ranks[sourceRow] = qint8(rank);
    return rank;
}

void CatalogFilterProxyModel::setMinimumMemoryGb(std::optional<double> gb)
{
    if (positive(gb) == m_minMemoryGb)
        return;
    m_minMemoryGb = positive(gb);
    refilter();
}

void CatalogFilterProxyModel::setMinimumBandwidthTBps(std::optional<double> tbps)
{
    if (positive(tbps) == m_minBandwidthTBps)
        return;
    m_minBandwidthTBps = positive(tbps);
    refilter();
}

void CatalogFilterProxyModel::setVendor(const QString& vendor)
{
    if (vendor.trimmed() == m_vendor)
        return;
    m_vendor = vendor.trimmed();
    refilter();
}

void CatalogFilterProxyModel::setProviderKind(const QString& kind)
{
    if (kind.trimmed() == m_providerKind)
        return;
    m_providerKind = kind.trimmed();
    refilter();
}

void CatalogFilterProxyModel::setCurrency(const QString& code)
{
    if (code.trimmed() == m_currency)
        return;
    m_currency = code.trimmed();
    refilter();
}

bool CatalogFilterProxyModel::matchesText(int sourceRow) const
{
    if (m_words.isEmpty())
        return true;
    if (const CatalogTableModel* catalog = catalogModel())
        return catalog->rowMatches(textMatch(), sourceRow, false);
    const QAbstractItemModel* model = sourceModel();
    QString haystack;
    for (int c = 0; c < model->columnCount(); ++c)
        haystack += model->index(sourceRow, c).data(Qt::DisplayRole).toString().toLower() + QLatin1Char('\x1f');
    for (const QString& word : m_words)
        if (!haystack.contains(word))
            return false;
    return true;
}

bool CatalogFilterProxyModel::matchesAttribute(int sourceRow, int role, const QString& wanted) const
{
    if (wanted.isEmpty())
        return true;
    const auto* model = qobject_cast<const CatalogTableModel*>(sourceModel());
    if (!model || !model->hasAttribute(CatalogTableModel::Role(role)))
        return true; // the table has no such attribute: the criterion does not apply
    return model->index(sourceRow, 0).data(role).toString().compare(wanted, Qt::CaseInsensitive) == 0;
}

bool CatalogFilterProxyModel::meetsMinimum(int sourceRow, int role, std::optional<double> minimum) const
{
    if (!minimum)
        return true;
    const auto* model = qobject_cast<const CatalogTableModel*>(sourceModel());
    if (!model || !model->hasAttribute(CatalogTableModel::Role(role)))
        return true;
    const QVariant value = model->index(sourceRow, 0).data(role);
    // An unknown figure cannot be shown to meet a minimum.
    return !isEmptyCell(value) && value.toDouble() >= *minimum;
}

bool CatalogFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    return meetsMinimum(sourceRow, CatalogTableModel::MemoryGbRole, m_minMemoryGb) &&
           meetsMinimum(sourceRow, CatalogTableModel::BandwidthTBpsRole, m_minBandwidthTBps) &&
           matchesAttribute(sourceRow, CatalogTableModel::VendorRole, m_vendor) &&
           matchesAttribute(sourceRow, CatalogTableModel::ProviderKindRole, m_providerKind) &&
           matchesAttribute(sourceRow, CatalogTableModel::CurrencyRole, m_currency) && matchesText(sourceRow);
}

bool CatalogFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    // Name and key matches first, in either sort direction (Qt reverses lessThan for descending order).
    if (!m_words.isEmpty()) {
        const int l = textRank(left.row()), r = textRank(right.row());
        if (l != r)
            return sortOrder() == Qt::AscendingOrder ? l < r : l > r;
    }
    if (const CatalogTableModel* catalog = catalogModel(); catalog && sortRole() == CatalogTableModel::SortRole)
        return catalog->sortLessThan(left.row(), right.row(), left.column());
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    // Unknown values (NULL, purchase prices) go after every known one in ascending order.
    if (isEmptyCell(l) || isEmptyCell(r))
        return !isEmptyCell(l) && isEmptyCell(r);
    if (l.typeId() == QMetaType::Double || r.typeId() == QMetaType::Double)
        return l.toDouble() < r.toDouble();
    const int cmp = QString::localeAwareCompare(l.toString(), r.toString());
    if (cmp != 0)
        return cmp < 0;
    return left.row() < right.row();
}
