// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ContractPricesDialog.h"
#include "common/Accessible.h"

#include "catalog/CatalogSchema.h"
#include "catalog/CatalogStore.h"
#include "catalog/ContractPrices.h"

#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <optional>

namespace {

enum Column { KindColumn, AppliesToColumn, TermsColumn, SourceColumn, DateColumn, ColumnCount };

// A number as the user typed it, in the C locale or the user's ("12,5"), with an optional "%" for a discount.
std::optional<double> typedNumber(QString text)
{
    text = text.trimmed();
    if (text.endsWith(QLatin1Char('%')))
        text.chop(1);
    bool ok = false;
    double v = QLocale::c().toDouble(text, &ok);
    if (!ok)
        v = QLocale().toDouble(text, &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

QTableWidgetItem* cell(const QString& text)
{
    auto* item = new QTableWidgetItem(text); // item text is plain text: a contract's name is shown as typed
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

ContractPricesDialog::ContractPricesDialog(CatalogStore* store, QWidget* parent)
    : QDialog(parent), m_store(store), m_table(new QTableWidget(0, ColumnCount, this)), m_kind(new QComboBox(this)),
      m_terms(new QStackedWidget(this)), m_provider(new QComboBox(this)), m_tier(new QComboBox(this)),
      m_discount(new QLineEdit(this)), m_offer(new QLineEdit(this)), m_price(new QLineEdit(this)),
      m_currency(new QComboBox(this)), m_source(new QLineEdit(this)), m_date(new QDateEdit(QDate::currentDate(), this)),
      m_notes(new QLineEdit(this)), m_error(new QLabel(this)), m_remove(new QPushButton(tr("&Remove"), this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setWindowTitle(tr("Contracted Prices"));
    m_table->setHorizontalHeaderLabels({tr("Kind"), tr("Applies to"), tr("Terms"), tr("Source"), tr("Date")});
    m_table->setAccessibleName(tr("Contracts"));
    m_table->setAccessibleDescription(
        tr("One row per discount or contracted price: kind, what it applies to, terms, source and date."));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();

    m_kind->addItem(tr("Discount for a provider and tier"));
    m_kind->addItem(tr("Contracted price for one offer"));
    for (const QVariantMap& row : m_store->rows(QStringLiteral("providers")))
        m_provider->addItem(row.value(QStringLiteral("name")).toString(), row.value(QStringLiteral("key")));
    if (const catalog::TableDef* offers = catalog::catalogTable(QStringLiteral("offers")))
        if (const catalog::ColumnDef* tier = offers->column(QStringLiteral("tier")))
            for (const QString& t : tier->choices)
                m_tier->addItem(t, t); // the catalog's tier words, as the offers table shows them
    for (const QVariantMap& row : m_store->rows(QStringLiteral("currencies")))
        m_currency->addItem(row.value(QStringLiteral("code")).toString(), row.value(QStringLiteral("code")));
    if (const int usd = m_currency->findData(QStringLiteral("USD")); usd >= 0)
        m_currency->setCurrentIndex(usd);

    auto* discountPage = new QWidget(m_terms);
    auto* discountForm = new QFormLayout(discountPage);
    discountForm->addRow(tr("&Provider:"), m_provider);
    discountForm->addRow(tr("&Tier:"), m_tier);
    m_discount->setPlaceholderText(tr("e.g. 12 (percent off the list price, below 100)"));
    discountForm->addRow(tr("&Discount (%):"), m_discount);
    auto* pricePage = new QWidget(m_terms);
    auto* priceForm = new QFormLayout(pricePage);
    m_offer->setPlaceholderText(tr("the offer's key, e.g. aws-p5-48xlarge-on-demand"));
    priceForm->addRow(tr("&Offer:"), m_offer);
    m_price->setPlaceholderText(tr("for the whole instance, per the offer's unit"));
    priceForm->addRow(tr("P&rice:"), m_price);
    priceForm->addRow(tr("C&urrency:"), m_currency);
    m_terms->addWidget(discountPage);
    m_terms->addWidget(pricePage);
    connect(m_kind, &QComboBox::currentIndexChanged, m_terms, &QStackedWidget::setCurrentIndex);

    auto* common = new QFormLayout;
    common->addRow(tr("&Kind:"), m_kind);
    m_source->setPlaceholderText(tr("the contract's name (required)"));
    common->addRow(tr("&Source:"), m_source);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    common->addRow(tr("D&ate:"), m_date);
    common->addRow(tr("&Notes:"), m_notes);

    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->setForegroundRole(QPalette::BrightText);

    auto* set = new QPushButton(tr("S&et"), this);
    connect(set, &QPushButton::clicked, this, [this] { setFromForm(); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeSelected(); });
    m_remove->setEnabled(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* row = new QHBoxLayout;
    row->addWidget(set);
    row->addWidget(m_remove);
    row->addStretch();
    row->addWidget(buttons);

    auto* intro = new QLabel(tr("A contracted price for an offer wins over its provider's discount. The list price "
                                "always stands beside the price paid. Kept in your catalog only."),
                             this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(common);
    layout->addWidget(m_terms);
    layout->addWidget(m_error);
    layout->addLayout(row);

    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int current) {
        m_remove->setEnabled(current >= 0);
        if (current >= 0)
            fillFormFromRow(current);
    });
    if (m_store->isReadOnly()) {
        set->setEnabled(false);
        showError(tr("The shipped catalog is read-only: contracted prices are kept in your own catalog."));
    }
    reload();
    resize(720, 560);
}

QString ContractPricesDialog::lastError() const { return m_error->text(); }

void ContractPricesDialog::showError(const QString& message) { m_error->setText(message); }

void ContractPricesDialog::reload()
{
    QString error;
    const QVector<catalog::ContractPrice> contracts = catalog::storeContracts(*m_store, &error);
    if (!error.isEmpty())
        showError(error);
    m_table->setRowCount(0);
    m_table->setRowCount(int(contracts.size()));
    for (int r = 0; r < contracts.size(); ++r) {
        const catalog::ContractPrice& c = contracts[r];
        const bool discount = c.kind == catalog::ContractPrice::Kind::Discount;
        auto* kind = cell(discount ? tr("discount") : tr("contracted price"));
        kind->setData(Qt::UserRole, c.key());
        m_table->setItem(r, KindColumn, kind);
        m_table->setItem(r, AppliesToColumn, cell(discount ? tr("%1, %2").arg(c.providerKey, c.tier) : c.offerKey));
        m_table->setItem(r, TermsColumn,
                         cell(discount ? tr("%1% off the list price").arg(QLocale().toString(c.discountPercent))
                                       : tr("%1 %2 per instance, in the offer's unit")
                                             .arg(QLocale().toString(c.price, 'g', 10), c.currency)));
        m_table->setItem(r, SourceColumn, cell(c.source));
        m_table->setItem(r, DateColumn, cell(c.asOf));
    }
    m_table->resizeColumnsToContents();
    m_remove->setEnabled(m_table->currentRow() >= 0);
}

void ContractPricesDialog::fillFormFromRow(int row)
{
    QString error;
    const QString key =
        m_table->item(row, KindColumn) ? m_table->item(row, KindColumn)->data(Qt::UserRole).toString() : QString();
    for (const catalog::ContractPrice& c : catalog::storeContracts(*m_store, &error)) {
        if (c.key() != key)
            continue;
        const bool discount = c.kind == catalog::ContractPrice::Kind::Discount;
        m_kind->setCurrentIndex(discount ? 0 : 1);
        if (discount) {
            m_provider->setCurrentIndex(m_provider->findData(c.providerKey));
            m_tier->setCurrentIndex(m_tier->findData(c.tier));
            m_discount->setText(QLocale::c().toString(c.discountPercent, 'g', 10));
        } else {
            m_offer->setText(c.offerKey);
            m_price->setText(QLocale::c().toString(c.price, 'g', 10));
            m_currency->setCurrentIndex(m_currency->findData(c.currency));
        }
        m_source->setText(c.source);
        m_date->setDate(QDate::fromString(c.asOf, Qt::ISODate));
        m_notes->setText(c.notes);
    }
}

bool ContractPricesDialog::setFromForm()
{
    catalog::ContractPrice c;
    if (m_kind->currentIndex() == 0) {
        c.kind = catalog::ContractPrice::Kind::Discount;
        c.providerKey = m_provider->currentData().toString();
        c.tier = m_tier->currentData().toString();
        const auto d = typedNumber(m_discount->text());
        if (!d) {
            showError(tr("discount_percent: \"%1\" is not a number").arg(m_discount->text().left(40)));
            return false;
        }
        c.discountPercent = *d;
    } else {
        c.kind = catalog::ContractPrice::Kind::Price;
        c.offerKey = m_offer->text().trimmed();
        c.currency = m_currency->currentData().toString();
        const auto p = typedNumber(m_price->text());
        if (!p) {
            showError(tr("price: \"%1\" is not a number").arg(m_price->text().left(40)));
            return false;
        }
        c.price = *p;
    }
    c.source = m_source->text();
    c.asOf = m_date->date().toString(Qt::ISODate);
    c.notes = m_notes->text();
    QString error;
    if (!catalog::setStoreContract(*m_store, c, &error)) {
        showError(error);
        return false;
    }
    showError(tr("Set %1.").arg(c.key()));
    reload();
    return true;
}

bool ContractPricesDialog::removeSelected()
{
    const int row = m_table->currentRow();
    if (row < 0 || !m_table->item(row, KindColumn))
        return false;
    const QString key = m_table->item(row, KindColumn)->data(Qt::UserRole).toString();
    QString error;
    if (!catalog::removeStoreContract(*m_store, key, &error)) {
        showError(error);
        return false;
    }
    showError(tr("Removed %1; its earlier value stays in the price history.").arg(key));
    reload();
    return true;
}
