// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "UtilisationCheckDialog.h"
#include "common/Accessible.h"

#include "NumberField.h"
#include "common/PlainText.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
QTableWidgetItem* cell(const QString& text, const QString& tip = {})
{
    auto* i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    i->setToolTip(PlainText::toolTip(tip.isEmpty() ? text : tip)); // plain: a provider's "&" stays "&"
    return i;
}
} // namespace

UtilisationCheckDialog::UtilisationCheckDialog(const gp::Scenario& scenario, const gp::CatalogSnapshot& catalog,
                                               QWidget* parent)
    : QDialog(parent), m_scenario(scenario), m_catalog(catalog),
      m_utilisation(new NumberField(tr("Observed utilisation"), QStringLiteral("%"), 0, 100, 55, this)),
      m_workers(new NumberField(tr("DataLoader workers"), tr("per GPU"), 0, 256, 0, this)),
      m_storage(new NumberField(tr("Storage read speed"), QStringLiteral("GB/s"), 0, 1000, 0, this)),
      m_pin(new QCheckBox(tr("&pin_memory=True"), this)), m_verdict(new QLabel(this)), m_causes(new QTableWidget(this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("UtilisationCheckDialog"));
    setWindowTitle(tr("GPU utilisation check: %1").arg(QString::fromStdString(scenario.name)));
    m_utilisation->setMinimumExclusive(true);
    m_utilisation->setToolTipText(tr("Average GPU utilisation during training, from nvidia-smi dmon -s u."));
    m_workers->setToolTipText(tr("num_workers of the PyTorch DataLoader on each GPU's process."));
    m_storage->setAllowEmpty(true, tr("not measured"));
    m_storage->setText(QString());
    m_storage->setToolTipText(
        tr("Sustained read speed of the storage holding the dataset (e.g. fio sequential read). Empty: not measured."));
    m_pin->setToolTip(tr("Whether the DataLoader pins host memory so batches copy to the GPU asynchronously."));
    auto* form = new QFormLayout;
    auto* ul = new QLabel(tr("&Utilisation:"), this);
    ul->setBuddy(m_utilisation->edit());
    form->addRow(ul, m_utilisation);
    auto* wl = new QLabel(tr("Data&Loader workers:"), this);
    wl->setBuddy(m_workers->edit());
    form->addRow(wl, m_workers);
    form->addRow(QString(), m_pin);
    auto* sl = new QLabel(tr("&Storage read speed:"), this);
    sl->setBuddy(m_storage->edit());
    form->addRow(sl, m_storage);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setWordWrap(true);
    m_causes->setObjectName(QStringLiteral("causes"));
    m_causes->setAccessibleName(tr("Likely causes"));
    m_causes->setAccessibleDescription(tr("One row per cause of low utilisation: how likely, the evidence, the fix "
                                          "and what it is worth per run."));
    m_causes->setColumnCount(5);
    m_causes->setHorizontalHeaderLabels(
        {tr("Cause"), tr("Likely"), tr("Evidence"), tr("Fix (the article)"), tr("Worth per run")});
    m_causes->verticalHeader()->hide();
    m_causes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_causes->setWordWrap(true);
    m_causes->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_verdict);
    layout->addWidget(m_causes, 1);
    layout->addWidget(buttons);
    for (NumberField* f : {m_utilisation, m_workers, m_storage})
        connect(f, &NumberField::changed, this, &UtilisationCheckDialog::refresh);
    connect(m_pin, &QCheckBox::toggled, this, &UtilisationCheckDialog::refresh);
    resize(1100, 560);
    refresh();
}

void UtilisationCheckDialog::refresh()
{
    if (!m_utilisation->isValid() || !m_workers->isValid() || !m_storage->isValid()) {
        m_verdict->setText(tr("Correct the entries above to see the causes."));
        m_causes->setRowCount(0);
        return;
    }
    gp::UtilisationObservation o;
    o.utilisationPercent = m_utilisation->value();
    o.dataLoaderWorkers = int(m_workers->value());
    o.pinMemory = m_pin->isChecked();
    o.storageReadGBps = m_storage->value();
    m_report = gp::UtilisationCheck::check(m_scenario, m_catalog, o);
    if (!m_report.ok()) {
        m_verdict->setText(tr("Cannot check: %1 (%2)")
                               .arg(QString::fromStdString(m_report.errors.front().message),
                                    QString::fromStdString(m_report.errors.front().field)));
        m_causes->setRowCount(0);
        return;
    }
    const QString cur = QString::fromStdString(m_scenario.pricing.currency);
    m_verdict->setText(
        tr("%1\nThe engine times this run at %2 h with the GPUs fed (nvidia-smi would show about %3%); at %4% it takes "
           "about %5 h.")
            .arg(QString::fromStdString(m_report.verdict), QLocale().toString(m_report.engineHours, 'f', 1),
                 QLocale().toString(m_report.expectedUtilisationPercent, 'f', 0),
                 QLocale().toString(o.utilisationPercent, 'f', 0), QLocale().toString(m_report.observedHours, 'f', 1)));
    m_causes->setRowCount(int(m_report.causes.size()));
    for (int i = 0; i < int(m_report.causes.size()); ++i) {
        const auto& c = m_report.causes[size_t(i)];
        m_causes->setItem(i, 0, cell(QString::fromStdString(c.cause)));
        m_causes->setItem(i, 1, cell(c.likely ? tr("likely") : tr("not indicated")));
        m_causes->setItem(i, 2, cell(QString::fromStdString(c.evidence)));
        m_causes->setItem(i, 3, cell(QString::fromStdString(c.fix)));
        const QString hours =
            c.hoursSaved ? tr("%1 h").arg(QLocale().toString(*c.hoursSaved, 'f', 1)) : tr("not estimated");
        const QString worth = c.moneySaved ? tr("%1, %2 %3").arg(hours, cur, QLocale().toString(*c.moneySaved, 'f', 0))
                              : c.hoursSaved ? tr("%1 (no price: the plan has no headline offer)").arg(hours)
                                             : hours;
        const QString priced = m_report.pricedAt.empty()
                                   ? QString()
                                   : tr("\nPriced at %1.").arg(QString::fromStdString(m_report.pricedAt));
        m_causes->setItem(i, 4, cell(worth, QString::fromStdString(c.basis) + priced));
    }
    m_causes->resizeColumnsToContents();
    m_causes->setColumnWidth(3, 330);
    m_causes->setColumnWidth(2, 260);
    m_causes->resizeRowsToContents();
}
