// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One catalog table (GPUs, offers, providers, ...) as a table model over CatalogStore::rows(). Columns
// come from catalog::catalogTable(table)->columns; the offers table gets two computed columns, the price
// per GPU-hour in the display currency (CatalogNormalisedPrice) and, after as_of, the price's Age. The model
// follows the store's signals with fine-grained inserts/removes/dataChanged, so a single edit never resets the
// view.
#include "CatalogNormalisedPrice.h"
#include "catalog/CatalogSchema.h"
#include "planning/PriceAge.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QHash>
#include <QPointer>
#include <QVariantMap>
#include <QVector>

class CatalogEditor;
class CatalogStore;

class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole, // raw numbers for numeric columns (numeric sort), text otherwise
        SourceRole,              // "Source: ... / URL: ... / As of: ..." for the row
        SourceUrlRole,           // the row's source_url (may be empty)
        KeyRole,                 // the row's key
        // Row attributes the filter uses, on any column; invalid when the table has no such attribute.
        // Offers take vendor, memory and bandwidth from their GPU and the kind from their provider.
        VendorRole,
        ProviderKindRole,
        CurrencyRole,
        MemoryGbRole,
        BandwidthTBpsRole,
        PriceStaleRole, // offers, any column: bool, the price is older than staleDays(); invalid when its age is
                        // unknown
    };

    explicit CatalogTableModel(CatalogStore* store, QObject* parent = nullptr);

    // Loads `table` (empty model until called, so a model tester can watch the first fill).
    void setTable(const QString& table);
    QString table() const { return m_table; }
    const catalog::TableDef* tableDef() const { return m_def; }
    CatalogStore* store() const { return m_store; }
    // Edits go through the editor (undo stack) when set; straight to the store otherwise.
    void setEditor(CatalogEditor* editor);

    // Headers on two lines ("Memory bandwidth" over "(TB/s)"), so figure columns stay narrow in a view.
    void setTwoLineHeaders(bool on);

    void setDisplayCurrency(const QString& code);
    QString displayCurrency() const { return m_displayCurrency; }
    QString rateText(const QString& code) const { return m_prices.rateText(code); }

    // Offers' computed Age column (issue 33): the days from each row's as_of to `today`, stale past `staleDays`.
    // Today defaults to the local date; tests and reports set it.
    void setToday(const QDate& today);
    void setStaleDays(int days);
    int staleDays() const { return m_staleDays; }
    int ageColumn() const { return m_ageColumn; } // -1 except for offers
    gp::PriceAge priceAgeAt(int row) const;

    // nullptr for the computed price and age columns.
    const catalog::ColumnDef* columnDef(int column) const;
    int columnOf(const QString& name) const;                    // -1 when absent
    int normalisedPriceColumn() const { return m_priceColumn; } // -1 except for offers
    int rowOfKey(const QString& key) const;                     // -1 when absent
    QString keyAt(int row) const;
    QVariantMap rowValues(int row) const;
    // The date (YYYY-MM-DD, UTC) the user last edited or added this row; empty for a row as shipped.
    QString editedOn(int row) const;
    // Keys and labels of the rows a foreign-key column may point to, for combo box editors.
    QVector<QPair<QString, QString>> foreignChoices(int column) const;
    bool hasAttribute(Role role) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void editRejected(const QString& message); // setData refused: the message names the field
    void ratesChanged();                       // the currencies table changed

private:
    void onRowChanged(const QString& table, const QString& key);
    void onTableReset(const QString& table);
    void reload();
    void loadLookups();
    void attributesChanged();
    QVariant attribute(int row, int role) const;
    QVariant ageData(int row, int role) const;
    void ageChanged();
    QString sourceText(const QVariantMap& row) const;

    struct GpuFacts {
        QString vendor;
        QVariant memoryGb, bandwidthTBps;
    };

    CatalogStore* m_store;
    QPointer<CatalogEditor> m_editor;
    QString m_table;
    const catalog::TableDef* m_def = nullptr;
    QVector<int> m_columns; // view column -> schema column index, -1 = computed price, -2 = computed age
    int m_priceColumn = -1;
    int m_ageColumn = -1;
    QDate m_today;
    int m_staleDays = gp::kDefaultStaleDays;
    QVector<QVariantMap> m_rows;
    QString m_displayCurrency = QStringLiteral("USD");
    bool m_twoLineHeaders = false;
    CatalogNormalisedPrice m_prices;
    QHash<QString, GpuFacts> m_gpus;         // offers: gpu_key -> facts
    QHash<QString, QString> m_providerKinds; // offers: provider_key -> kind
    QHash<QString, QString> m_editDates;     // row key -> when the user edited it (CatalogStore::editDates)
};
