// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogFilterBar.h"

#include "common/PlainText.h"
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>

#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QTimer>

namespace {
QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}
} // namespace

CatalogFilterBar::CatalogFilterBar(QWidget* parent)
    : QWidget(parent), m_search(new QLineEdit(this)), m_memory(new QDoubleSpinBox(this)),
      m_bandwidth(new QDoubleSpinBox(this)), m_vendor(new QComboBox(this)), m_kind(new QComboBox(this)),
      m_currency(new QComboBox(this)), m_display(new QComboBox(this)), m_rate(new QLabel(this)),
      m_textTimer(new QTimer(this))
{
    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(kTextDelayMs);
    m_search->setPlaceholderText(tr("Search every column (e.g. H100 hbm3)"));
    m_search->setClearButtonEnabled(true);
    m_search->setObjectName(QStringLiteral("catalogSearch"));

    m_memory->setRange(0, 4096);
    m_memory->setDecimals(0);
    m_memory->setSingleStep(8);
    m_memory->setSuffix(tr(" GB"));
    m_memory->setSpecialValueText(tr("any"));
    m_memory->setToolTip(tr("Only GPUs (and offers of GPUs) with at least this much memory"));

    m_bandwidth->setRange(0, 100);
    m_bandwidth->setDecimals(1);
    m_bandwidth->setSingleStep(0.5);
    m_bandwidth->setSuffix(tr(" TB/s"));
    m_bandwidth->setSpecialValueText(tr("any"));
    m_bandwidth->setToolTip(tr("Only GPUs (and offers of GPUs) with at least this memory bandwidth"));

    fillCombo(m_vendor, tr("All vendors"), {});
    fillCombo(m_kind, tr("All kinds"), {});
    fillCombo(m_currency, tr("All currencies"), {});
    m_display->setToolTip(tr("Currency of the normalised price per GPU-hour"));
    m_rate->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rate->setObjectName(QStringLiteral("catalogRate"));
    m_rate->setTextFormat(Qt::PlainText); // currency codes and dates come from the (editable) catalog

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addSpacing(12);
    top->addWidget(buddyLabel(tr("Show prices &in"), m_display, this));
    top->addWidget(m_display);
    top->addWidget(m_rate);
    grid->addLayout(top, 0, 0);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(buddyLabel(tr("Memory &at least"), m_memory, this));
    bottom->addWidget(m_memory);
    bottom->addSpacing(8);
    bottom->addWidget(buddyLabel(tr("&Bandwidth at least"), m_bandwidth, this));
    bottom->addWidget(m_bandwidth);
    bottom->addSpacing(8);
    bottom->addWidget(buddyLabel(tr("Ve&ndor"), m_vendor, this));
    bottom->addWidget(m_vendor);
    bottom->addSpacing(8);
    bottom->addWidget(buddyLabel(tr("Provider &kind"), m_kind, this));
    bottom->addWidget(m_kind);
    bottom->addSpacing(8);
    bottom->addWidget(buddyLabel(tr("C&urrency"), m_currency, this));
    bottom->addWidget(m_currency);
    bottom->addStretch(1);
    grid->addLayout(bottom, 1, 0);

    // Every change of the text (typing, the clear button, undo) restarts the delay; setText() applies at once.
    connect(m_search, &QLineEdit::textChanged, m_textTimer, qOverload<>(&QTimer::start));
    connect(m_textTimer, &QTimer::timeout, this, &CatalogFilterBar::applyText);
    connect(m_memory, &QDoubleSpinBox::valueChanged, this, &CatalogFilterBar::filtersChanged);
    connect(m_bandwidth, &QDoubleSpinBox::valueChanged, this, &CatalogFilterBar::filtersChanged);
    for (QComboBox* combo : {m_vendor, m_kind, m_currency})
        connect(combo, &QComboBox::currentIndexChanged, this, &CatalogFilterBar::filtersChanged);
    connect(m_display, &QComboBox::currentIndexChanged, this,
            [this] { Q_EMIT displayCurrencyChanged(m_display->currentText()); });
}

void CatalogFilterBar::fillCombo(QComboBox* combo, const QString& anyText, const QStringList& values)
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(anyText, QString());
    for (const QString& v : values)
        combo->addItem(v, v);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

QString CatalogFilterBar::text() const { return m_search->text(); }
std::optional<double> CatalogFilterBar::minimumMemoryGb() const
{
    return m_memory->value() > 0 ? std::optional<double>(m_memory->value()) : std::nullopt;
}
std::optional<double> CatalogFilterBar::minimumBandwidthTBps() const
{
    return m_bandwidth->value() > 0 ? std::optional<double>(m_bandwidth->value()) : std::nullopt;
}
QString CatalogFilterBar::vendor() const { return m_vendor->currentData().toString(); }
QString CatalogFilterBar::providerKind() const { return m_kind->currentData().toString(); }
QString CatalogFilterBar::currency() const { return m_currency->currentData().toString(); }
QString CatalogFilterBar::displayCurrency() const { return m_display->currentText(); }

void CatalogFilterBar::setText(const QString& text)
{
    m_search->setText(text);
    applyText();
}

bool CatalogFilterBar::textPending() const { return m_textTimer->isActive(); }

void CatalogFilterBar::applyText()
{
    m_textTimer->stop();
    Q_EMIT filtersChanged();
}
void CatalogFilterBar::setMinimumMemoryGb(double gb) { m_memory->setValue(gb); }
void CatalogFilterBar::setVendors(const QStringList& vendors) { fillCombo(m_vendor, tr("All vendors"), vendors); }
void CatalogFilterBar::setProviderKinds(const QStringList& kinds) { fillCombo(m_kind, tr("All kinds"), kinds); }

void CatalogFilterBar::setCurrencies(const QStringList& codes)
{
    fillCombo(m_currency, tr("All currencies"), codes);
    const QString display = m_display->currentText();
    const QSignalBlocker block(m_display);
    m_display->clear();
    m_display->addItems(codes);
    m_display->setCurrentIndex(std::max(0, m_display->findText(display)));
}

void CatalogFilterBar::setDisplayCurrency(const QString& code)
{
    const QSignalBlocker block(m_display);
    if (m_display->findText(code) < 0)
        m_display->addItem(code);
    m_display->setCurrentIndex(m_display->findText(code));
}

void CatalogFilterBar::setRateText(const QString& text, const QString& tooltip)
{
    m_rate->setText(text);
    m_rate->setToolTip(PlainText::toolTip(tooltip));
}

void CatalogFilterBar::setApplicable(bool memory, bool bandwidth, bool vendor, bool providerKind, bool currency)
{
    m_memory->setEnabled(memory);
    m_bandwidth->setEnabled(bandwidth);
    m_vendor->setEnabled(vendor);
    m_kind->setEnabled(providerKind);
    m_currency->setEnabled(currency);
}
