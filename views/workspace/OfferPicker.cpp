// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "OfferPicker.h"

#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"
#include "planning/OfferTerms.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

OfferPicker::OfferPicker(QWidget* parent) : QWidget(parent), m_model(new OfferTableModel(this)) { build(); }

OfferPicker::OfferPicker(OfferTableModel* shared, QWidget* parent) : QWidget(parent), m_model(shared) { build(); }

void OfferPicker::build()
{
    m_proxy = new OfferFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);

    m_tier = new QComboBox(this);
    m_tier->addItem(tr("Any tier"), QString());
    for (const auto& t : gp::pricingTiers())
        m_tier->addItem(QString::fromStdString(gp::tierLabel(t)), QString::fromStdString(t));
    m_tier->addItem(QString::fromStdString(gp::tierLabel("purchase")), QStringLiteral("purchase"));
    m_tier->setToolTip(tr("Show offers of one tier only (ticked and stale offers always show)."));
    m_kind = new QComboBox(this);
    m_kind->setToolTip(tr("Show one kind of provider only: hyperscaler, GPU cloud, marketplace, ..."));
    m_place = new QComboBox(this);
    m_place->addItem(tr("Anywhere"), -1);
    m_place->addItem(tr("India only"), int(OfferRegion::Place::India));
    m_place->addItem(tr("Outside India"), int(OfferRegion::Place::Elsewhere));
    m_place->addItem(tr("Region not stated"), int(OfferRegion::Place::Unstated));
    m_place->setToolTip(
        tr("Where the GPUs are, as the offer's region says (data residency, e.g. India's DPDP Act 2023)."));
    fillKinds();

    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(OfferTableModel::PerGpuHourColumn, Qt::AscendingOrder);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setMinimumHeight(160);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setAccessibleName(tr("Offers"));

    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_clearStale = new QPushButton(this);
    m_clearStale->setToolTip(tr("Untick every offer that prices another GPU than this scenario's (one undo step)."));
    m_allColumns = new QPushButton(tr("All columns..."), this);
    m_allColumns->setToolTip(tr("Every column (instance type, GPUs per instance, price per instance-hour, as of, "
                                "interruptible) in a larger window; ticks there apply here."));
    m_allColumns->setVisible(false);

    // The filters share the editor's width (capped for a laptop screen): each may show its choice shortened.
    for (QComboBox* c : {m_tier, m_kind, m_place}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(6);
    }
    auto* filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_tier, 1);
    filters->addWidget(m_kind, 1);
    filters->addWidget(m_place, 1);
    auto* status = new QHBoxLayout;
    status->setContentsMargins(0, 0, 0, 0);
    status->addWidget(m_status, 1);
    status->addWidget(m_clearStale);
    status->addWidget(m_allColumns);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(status);

    connect(m_tier, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setTier(m_tier->currentData().toString());
        updateStatus();
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setProviderKind(m_kind->currentData().toString());
        updateStatus();
    });
    connect(m_place, &QComboBox::currentIndexChanged, this, [this] {
        const int p = m_place->currentData().toInt();
        m_proxy->setPlace(p < 0 ? std::nullopt : std::optional<OfferRegion::Place>(OfferRegion::Place(p)));
        updateStatus();
    });
    connect(m_model, &OfferTableModel::chosenChanged, this, [this](const std::vector<std::string>& keys) {
        updateStatus();
        Q_EMIT chosenChanged(keys);
    });
    connect(m_clearStale, &QPushButton::clicked, this, [this] { Q_EMIT chosenChanged(m_model->chosenWithoutStale()); });
    connect(m_allColumns, &QPushButton::clicked, this, &OfferPicker::openAllColumns);
    // A model shared with another picker may be reset or ticked from there.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        fillKinds();
        updateStatus();
    });
    updateStatus();
}

void OfferPicker::setCompact(bool compact)
{
    for (int c :
         {OfferTableModel::RegionColumn, OfferTableModel::InstanceColumn, OfferTableModel::GpusColumn,
          OfferTableModel::PerInstanceHourColumn, OfferTableModel::AsOfColumn, OfferTableModel::InterruptibleColumn})
        m_table->setColumnHidden(c, compact);
    m_allColumns->setVisible(compact);
    // In a side pane: the tick and the price first, the provider takes what width is left (elided, the
    // tooltip names it whole with its region; the place filter still filters by region).
    QHeaderView* header = m_table->horizontalHeader();
    header->moveSection(header->visualIndex(OfferTableModel::PerGpuHourColumn),
                        compact ? 1 : OfferTableModel::PerGpuHourColumn);
    header->moveSection(header->visualIndex(OfferTableModel::TierColumn), compact ? 2 : OfferTableModel::TierColumn);
    header->setSectionResizeMode(OfferTableModel::ProviderColumn,
                                 compact ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
}

void OfferPicker::openAllColumns()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Offers"));
    OfferPicker* full = makeFullPicker(&dialog);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(close, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(full, 1);
    layout->addWidget(close);
    // Wide enough for every column, never wider than the screen.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    dialog.resize(std::min(1100, available.width() - 40), std::min(560, available.height() - 80));
    dialog.exec();
}

OfferPicker* OfferPicker::makeFullPicker(QWidget* parent)
{
    auto* full = new OfferPicker(m_model, parent);
    // A tick there changes the shared model, which this picker already passes on: forwarding it as well made
    // the editor commit every tick twice. The stale offers cleared there are a choice the model has not seen.
    connect(full, &OfferPicker::chosenChanged, this, [this](const std::vector<std::string>& keys) {
        if (keys != m_model->chosenKeys())
            Q_EMIT chosenChanged(keys);
    });
    return full;
}

void OfferPicker::fillKinds()
{
    const QString current = m_kind->currentData().toString();
    const QSignalBlocker block(m_kind);
    m_kind->clear();
    m_kind->addItem(tr("Any provider"), QString());
    for (const QString& k : m_model->providerKinds())
        m_kind->addItem(QString(k).replace(QLatin1Char('_'), QLatin1Char(' ')), k);
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(current)));
}

void OfferPicker::setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog)
{
    m_model->setCatalog(std::move(catalog));
    fillKinds();
    updateStatus();
}

void OfferPicker::setScenario(const std::string& gpuKey, const std::vector<std::string>& chosen,
                              const QString& currency)
{
    m_model->setScenario(gpuKey, chosen, currency);
    fillKinds();
    updateStatus();
}

void OfferPicker::updateStatus()
{
    const int stale = m_model->staleCount();
    m_clearStale->setText(stale == 1 ? tr("Clear the offer of another GPU")
                                     : tr("Clear %1 offers of another GPU").arg(stale));
    m_clearStale->setVisible(stale > 0);
    const int ticked = int(m_model->chosenKeys().size());
    QString text =
        tr("%1 of %2 offers shown, %3 ticked.").arg(m_proxy->rowCount()).arg(m_model->rowCount()).arg(ticked);
    if (stale > 0)
        text += QLatin1Char(' ') + (stale == 1 ? tr("1 ticked offer prices another GPU (red).")
                                               : tr("%1 ticked offers price another GPU (red).").arg(stale));
    // The flag mark's legend wherever a flagged offer is listed (issue 31).
    if (m_model->flaggedCount() > 0)
        text += QLatin1Char(' ') + OfferTableModel::flagLegend();
    m_status->setText(text);
}
