// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Filtering and numeric sorting for a CatalogTableModel: free text (every word must appear in some
// column), minimum memory and bandwidth, vendor, provider kind and currency. A criterion the table has
// no attribute for (vendor on the models table) is ignored rather than hiding every row. Sorting uses
// CatalogTableModel::SortRole, so 141 GB sorts above 80 GB. While a text is typed, rows whose key, name
// or referenced keys hold every word come before rows that match only in other columns (notes, source),
// whatever the sort column: "h100" lists the H100 rows first, not the L4 whose notes compare it to one.
// Over a CatalogTableModel (issue 33, 100,000 offers) sorting and the text filter use the model's typed keys
// (sortLessThan, TextMatch): a comparison or a row test formats no cell. The text is applied when set: the
// filter bar delays typing (CatalogFilterBar), this model does not. A new text re-sorts only the rows it lets
// through, as the name-and-key-first order depends on the words; the other criteria only filter.
#include "CatalogTableModel.h"

#include <QHash>
#include <QSortFilterProxyModel>
#include <QStringList>

#include <optional>

class CatalogFilterProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CatalogFilterProxyModel(QObject* parent = nullptr);

    void setText(const QString& text);
    void setMinimumMemoryGb(std::optional<double> gb);        // empty or 0 = any
    void setMinimumBandwidthTBps(std::optional<double> tbps); // empty or 0 = any
    void setVendor(const QString& vendor);                    // empty = any; case-insensitive
    void setProviderKind(const QString& kind);
    void setCurrency(const QString& code);

    QString text() const { return m_words.join(QLatin1Char(' ')); }
    // 0: every word is in the row's key, name, a key it refers to or its instance type; 1: found
    // elsewhere (notes, source, other columns). Only meaningful for rows that match the text.
    int textRank(int sourceRow) const;

    void setSourceModel(QAbstractItemModel* model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    bool matchesText(int sourceRow) const;
    bool matchesAttribute(int sourceRow, int role, const QString& wanted) const;
    bool meetsMinimum(int sourceRow, int role, std::optional<double> minimum) const;
    void refilter();

    bool isIdentityColumn(int column) const;

    QStringList m_words;
    QList<QMetaObject::Connection> m_rankConnections;
    mutable QVector<qint8> m_ranks; // source row -> textRank (-1: not yet), cleared whenever rows or the text change
    const CatalogTableModel* m_catalog = nullptr; // the source, when it is a CatalogTableModel
    // The words against the source's distinct texts; rebuilt after any change to the rows or the text.
    mutable std::optional<CatalogTableModel::TextMatch> m_match;
    const CatalogTableModel* catalogModel() const;
    const CatalogTableModel::TextMatch&
    textMatch() const; // not match(): that would hide QSortFilterProxyModel::match (clang -Woverloaded-virtual)
    std::optional<double> m_minMemoryGb, m_minBandwidthTBps;
    QString m_vendor, m_providerKind, m_currency;
};
