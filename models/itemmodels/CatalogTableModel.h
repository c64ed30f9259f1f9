// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One catalog table (GPUs, offers, providers, ...) as a table model over CatalogStore::rows(). Columns
// come from catalog::catalogTable(table)->columns; the offers table gets two computed columns, the price
// per GPU-hour in the display currency (CatalogNormalisedPrice) and, after as_of, the price's Age. The model
// follows the store's signals with fine-grained inserts/removes/dataChanged, so a single edit never resets the
// view.
// Issue 33 (100,000 offers): rows are kept column by column, by schema column index, never as one QVariantMap per
// row. Every cell is an id into its column's distinct display texts (a price list repeats its provider, GPU,
// tier, currency, source and date on every row), numbers beside them as doubles. Sorting (sortLessThan) compares
// those raw numbers or the texts' precomputed ranks; filtering (TextMatch) tests each distinct text once per
// word, then each row by lookups. Tooltips are built only when a view asks for one.
#include "CatalogNormalisedPrice.h"
#include "catalog/CatalogSchema.h"
#include "planning/PriceAge.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QHash>
#include <QPointer>
#include <QVariantMap>
#include <QVector>

#include <optional>
#include <vector>

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

    // What CatalogFilterProxyModel sorts with, on typed keys: unknown values after known ones; numbers (and
    // the computed price and age) by value, two unknowns equal; text in locale-aware order of its lowercase
    // form (as SortRole gives it), equal texts by row. Formats nothing, builds no tooltip.
    bool sortLessThan(int leftRow, int rightRow, int column) const;

    // A text filter's words (lowercase, no spaces) checked once against every column's distinct display texts.
    struct TextMatch {
        int words = 0;
        std::vector<std::vector<char>> hits; // [column * words + word][text id (+1 for the Age column)]
        std::vector<char> nullHits;          // [word]: the em dash an unknown value shows holds the word
        std::vector<char> identity;          // [column]: key, name, a *_key or the instance type
    };
    TextMatch textMatch(const QStringList& words) const;
    // Every word is in some column's display text (identityOnly: in the key, name, a key the row refers to
    // or its instance type), case-insensitively: what matching the lowercase display texts gives.
    bool rowMatches(const TextMatch& match, int row, bool identityOnly) const;

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
    // One column's cells: see the class comment.
    struct Column {
        bool numeric = false;
        bool integer = false;
        QVector<double> numbers;       // numeric columns: the value per row; NaN for NULL (SQLite stores a
                                       // NaN as NULL, so NaN is never a catalog value)
        QVector<qint32> ids;           // every column: per row, the id of its display text; -1 for NULL
        QStringList texts;             // distinct display texts (a text column's values themselves)
        QHash<QString, qint32> lookup; // text -> id
        mutable QVector<qint32> ranks; // text columns: id -> rank in sort order; rebuilt when texts grew
        mutable QStringList lower;     // id -> lowercase text, for the filter; extended when texts grew
        qint32 intern(const QString& text);
        const QString& lowerText(qint32 id) const;
        void ensureRanks() const;
    };

    void onRowChanged(const QString& table, const QString& key);
    void onTableReset(const QString& table);
    void reload();
    void loadRows(const QVector<QVariantMap>& rows);
    bool loadFromFile(); // false: not read (no file, no connection), load from rows() instead
    void assignRow(int row, const QVariantMap& values);
    void assignValue(int row, int schemaColumn, const QVariant& value);
    void insertRowAt(int row, const QVariantMap& values);
    void removeRowAt(int row);
    QVariant valueAt(int row, int schemaColumn) const;
    const QString& textAt(int row, int schemaColumn) const; // empty for NULL or a missing column
    void loadLookups();
    void attributesChanged();
    QVariant attribute(int row, int role) const;
    QVariant ageData(int row, int role) const;
    void ageChanged();
    void pricesChanged();
    QString sourceText(int row) const;
    const gp::PriceAge& ageOfAsOfId(qint32 asOfId) const;
    void ensurePrices() const;
    std::optional<double> priceAt(int row) const;
    int schemaIndex(const char* name) const; // -1 when the table has no such column
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
    int m_rowCount = 0;
    QVector<Column> m_cols; // by schema column index
    // Schema column indexes the model reads by role (-1 when the table has none).
    int m_keyIndex = -1, m_asOfIndex = -1, m_sourceIndex = -1, m_sourceUrlIndex = -1, m_notesIndex = -1;
    int m_unitIndex = -1, m_currencyIndex = -1, m_priceIndex = -1, m_gpusIndex = -1, m_gpuKeyIndex = -1;
    int m_providerKeyIndex = -1, m_vendorIndex = -1, m_memoryIndex = -1, m_bandwidthIndex = -1, m_kindIndex = -1;
    mutable Column m_price; // the computed price per GPU-hour, built when first asked for
    mutable bool m_priceStale = true;
    mutable QVector<gp::PriceAge> m_ages; // as_of text id + 1 -> its age (slot 0: no date); cleared on change
    mutable QVector<char> m_agesKnown;    // which slots of m_ages are filled
    QString m_displayCurrency = QStringLiteral("USD");
    bool m_twoLineHeaders = false;
    CatalogNormalisedPrice m_prices;
    QHash<QString, GpuFacts> m_gpus;         // offers: gpu_key -> facts
    QHash<QString, QString> m_providerKinds; // offers: provider_key -> kind
    QHash<QString, QString> m_editDates;     // row key -> when the user edited it (CatalogStore::editDates)
};
