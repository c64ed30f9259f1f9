// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Catalog > Contracted Prices... (issue 33): the user's discounts per provider and tier and contracted prices per
// offer, listed, added, edited and removed. The rules are models/catalog/ContractPrices' (the CLI's `catalog
// contract` uses the same), so a refusal here names the field as the CLI's does.
#include <QDialog>

class CatalogStore;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableWidget;

class ContractPricesDialog : public QDialog {
    Q_OBJECT
public:
    explicit ContractPricesDialog(CatalogStore* store, QWidget* parent = nullptr);

    // For tests and the buttons: the form's values stored (true), or refused with lastError() naming the field.
    bool setFromForm();
    bool removeSelected();
    QString lastError() const;
    QTableWidget* table() const { return m_table; }
    QComboBox* kindBox() const { return m_kind; }
    QComboBox* providerBox() const { return m_provider; }
    QComboBox* tierBox() const { return m_tier; }
    QLineEdit* offerEdit() const { return m_offer; }
    QLineEdit* discountEdit() const { return m_discount; }
    QLineEdit* priceEdit() const { return m_price; }
    QComboBox* currencyBox() const { return m_currency; }
    QLineEdit* sourceEdit() const { return m_source; }
    QDateEdit* dateEdit() const { return m_date; }

private:
    void reload();
    void fillFormFromRow(int row);
    void showError(const QString& message);

    CatalogStore* m_store;
    QTableWidget* m_table;
    QComboBox* m_kind;
    QStackedWidget* m_terms;
    QComboBox* m_provider;
    QComboBox* m_tier;
    QLineEdit* m_discount;
    QLineEdit* m_offer;
    QLineEdit* m_price;
    QComboBox* m_currency;
    QLineEdit* m_source;
    QDateEdit* m_date;
    QLineEdit* m_notes;
    QLabel* m_error;
    QPushButton* m_remove;
};
