// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The scenario's offers as a table (OfferTableModel): provider, region, tier, instance, GPUs per
// instance, price per GPU-hour and per instance-hour in the workspace currency, as of, interruptible.
// Sorted by a header click, filtered by tier, provider kind and place (e.g. "India only"); ticking a
// row never moves a row. Offers of another GPU (left ticked after a GPU change) are shown stale, with
// one button that clears them all. In the editor's narrow pane the picker is compact (tick, price per
// GPU-hour, tier, provider) and "All columns..." opens the whole table in a dialog over the
// same model, so a tick there is a tick here.
#include "planning/CatalogSnapshot.h"

#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class OfferFilterProxyModel;
class OfferTableModel;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

class OfferPicker : public QWidget {
    Q_OBJECT
public:
    explicit OfferPicker(QWidget* parent = nullptr);
    // A second picker over `shared` (the dialog of a compact one); it never owns the model.
    OfferPicker(OfferTableModel* shared, QWidget* parent);

    // Compact: only the columns that fit a side pane, and a button that opens every column in a dialog.
    void setCompact(bool compact);
    QPushButton* allColumnsButton() const { return m_allColumns; }
    // The "All columns" dialog's picker: every column, over this one's model. What is ticked there is
    // emitted here once (the shared model tells this picker); what only that picker decides, clearing the
    // stale offers, is passed on.
    OfferPicker* makeFullPicker(QWidget* parent);

    void setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog); // shared, not copied
    void setCatalog(const gp::CatalogSnapshot& catalog)                  // a copy, shared from then on (tests)
    {
        setCatalog(std::make_shared<const gp::CatalogSnapshot>(catalog));
    }
    void setScenario(const std::string& gpuKey, const std::vector<std::string>& chosen, const QString& currency);

    QTableView* table() const { return m_table; }
    OfferTableModel* model() const { return m_model; }
    QComboBox* tierFilter() const { return m_tier; }
    QComboBox* kindFilter() const { return m_kind; }
    QComboBox* placeFilter() const { return m_place; }
    QPushButton* clearStaleButton() const { return m_clearStale; }

Q_SIGNALS:
    void chosenChanged(const std::vector<std::string>& keys);

private:
    void build();
    void fillKinds();
    void openAllColumns();
    void updateStatus();

    OfferTableModel* m_model;
    OfferFilterProxyModel* m_proxy;
    QTableView* m_table;
    QComboBox* m_tier;
    QComboBox* m_kind;
    QComboBox* m_place;
    QLabel* m_status;
    QPushButton* m_clearStale;
    QPushButton* m_allColumns;
};
