// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The offers a scenario can be priced with, one row per catalog offer: provider, region, tier, instance
// type, GPUs per instance, price per GPU-hour and per instance-hour in the display currency, as-of date, the
// price's age (marked stale past a threshold, issue 33), interruptible. Rows are the offers of the scenario's GPU plus
// the ticked offers of another GPU, shown as stale (after a GPU change they price the wrong GPU). Ticking a row changes
// its check state in place: the row set is only rebuilt when the GPU, catalog or currency changes, so no row moves
// under the pointer (a proxy sorts only on request, see OfferFilterProxyModel).
#include "planning/CatalogSnapshot.h"
#include "planning/PriceAge.h"

#include <QAbstractTableModel>
#include <QDate>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class OfferTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ChosenColumn, // check box
        ProviderColumn,
        RegionColumn,
        TierColumn,
        InstanceColumn,
        GpusColumn,       // GPUs per instance
        PerGpuHourColumn, // display currency
        PerInstanceHourColumn,
        AsOfColumn,
        AgeColumn, // the price's age on today() (issue 33): "6 months", "6 months, stale"
        InterruptibleColumn,
        ColumnCount
    };
    enum Role {
        KeyRole = Qt::UserRole + 1, // QString offer key
        SortRole,                   // number for number columns, folded text otherwise
        TierRole,                   // catalog tier ("on_demand")
        ProviderKindRole,           // "hyperscaler", "gpu_cloud", ...
        RegionPlaceRole,            // int(OfferRegion::Place)
        StaleRole,                  // bool: a ticked offer of another GPU
        PriceStaleRole              // bool: the price is older than staleDays(); invalid when its age is unknown
    };

    explicit OfferTableModel(QObject* parent = nullptr);

    // The snapshot is shared with the workspace (Workspace::sharedCatalog), not copied: at 100,000 offers a copy
    // is about 120 MB (issue 33). One without its index (a hand-made snapshot) is copied once and indexed.
    void setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog);
    void setCatalog(const gp::CatalogSnapshot& catalog);
    // The scenario's GPU, its ticked offers and the currency prices are shown in.
    void setScenario(const std::string& gpuKey, const std::vector<std::string>& chosen, const QString& currency);

    // The day prices' ages count to (default: the local date) and the stale threshold in days (issue 33).
    void setToday(const QDate& today);
    void setStaleDays(int days);
    int staleDays() const { return m_staleDays; }

    std::vector<std::string> chosenKeys() const { return m_chosen; }
    int staleCount() const;   // ticked offers of another GPU
    int flaggedCount() const; // listed offers the catalog flags (marked in the provider column; flagLegend())
    // The mark after a flagged offer's provider (ScenarioComparisonModel::flagMark) and what it means, plain text.
    static QString flagLegend();
    std::vector<std::string> chosenWithoutStale() const; // the ticked offers once the stale ones are cleared
    QStringList providerKinds() const;                   // distinct kinds of the rows, sorted

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void chosenChanged(const std::vector<std::string>& keys); // the user ticked or unticked a row

private:
    struct Row {
        const gp::OfferSpec* offer;
        std::optional<double> perGpuHour, perInstanceHour; // display currency; empty for purchases
        bool stale;
    };
    void rebuild();
    bool isChosen(const std::string& key) const;
    gp::PriceAge priceAgeOf(const gp::OfferSpec& offer) const;
    void agesChanged();

    std::shared_ptr<const gp::CatalogSnapshot> m_catalog = std::make_shared<const gp::CatalogSnapshot>();
    std::string m_gpuKey;
    QString m_currency = QStringLiteral("USD");
    std::vector<std::string> m_chosen;
    std::vector<Row> m_rows;
    QDate m_today;
    int m_staleDays = gp::kDefaultStaleDays;
};
