// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalExportDialog.h"
#include "common/Accessible.h"

#include "common/FileDialogs.h"
#include "document/Workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

ProposalExportDialog::ProposalExportDialog(const Workspace& workspace, const ProposalOptions& initial, QWidget* parent)
    : QDialog(parent)
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setWindowTitle(tr("Proposal options"));
    auto* form = new QFormLayout;

    // Scenario names are user text: list items show them as plain text.
    m_scenarios = new QListWidget(this);
    m_scenarios->setObjectName(QStringLiteral("scenarios"));
    for (int i = 0; i < workspace.scenarioCount(); ++i) {
        const WorkspaceScenario& s = workspace.scenario(i);
        auto* item = new QListWidgetItem(s.name, m_scenarios);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(initial.scenarioIds.isEmpty() || initial.scenarioIds.contains(s.id) ? Qt::Checked
                                                                                                : Qt::Unchecked);
        m_ids << s.id;
    }
    // As tall as its rows, from three to eight (a longer list scrolls): a fixed 160 px left most of a
    // three-scenario list empty.
    const int rows = std::clamp(m_scenarios->count(), 3, 8);
    const int row = m_scenarios->count() > 0 ? m_scenarios->sizeHintForRow(0) : m_scenarios->fontMetrics().height() + 4;
    m_scenarios->setFixedHeight(rows * row + 2 * m_scenarios->frameWidth() + 4);
    form->addRow(tr("Scenarios:"), m_scenarios);

    auto* sections = new QVBoxLayout;
    for (ProposalSection s : ProposalOptions::allSections()) {
        // The TCO analyses are written with the charts (ProposalContentBuilder): the box says so.
        const bool withTco = s == ProposalSection::Charts && workspace.tcoAnalysisCount() > 0;
        auto* box =
            new QCheckBox(withTco ? tr("Charts and total cost of ownership") : ProposalOptions::sectionTitle(s), this);
        box->setObjectName(QStringLiteral("section-") + ProposalOptions::sectionName(s));
        box->setChecked(initial.has(s));
        sections->addWidget(box);
        m_sections.append({s, box});
    }
    form->addRow(tr("Sections:"), sections);

    m_paper = new QComboBox(this);
    m_paper->setObjectName(QStringLiteral("paper"));
    m_paper->addItem(tr("A4 portrait"), int(QPageSize::A4));
    m_paper->addItem(tr("Letter portrait"), int(QPageSize::Letter));
    m_paper->setCurrentIndex(initial.paper == QPageSize::Letter ? 1 : 0);
    form->addRow(tr("Paper:"), m_paper);

    m_currency = new QComboBox(this);
    m_currency->setObjectName(QStringLiteral("currency"));
    for (const auto& c : workspace.catalog().currencies)
        m_currency->addItem(QString::fromStdString(c.code));
    m_currency->setCurrentText(initial.currency.isEmpty() ? workspace.currency() : initial.currency);
    form->addRow(tr("Currency:"), m_currency);

    m_author = new QLineEdit(initial.author, this);
    m_author->setObjectName(QStringLiteral("author"));
    m_author->setPlaceholderText(tr("Shown on the cover"));
    form->addRow(tr("Author:"), m_author);

    auto* logoRow = new QHBoxLayout;
    m_logo = new QLineEdit(initial.logoPath, this);
    m_logo->setObjectName(QStringLiteral("logo"));
    m_logo->setPlaceholderText(tr("Optional image for the cover"));
    auto* browse = new QPushButton(tr("Browse..."), this);
    browse->setObjectName(QStringLiteral("browseLogo"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = FileDialogs::openFileName(this, tr("Cover logo"), tr("Images (*.png *.jpg *.jpeg *.svg)"));
        if (!path.isEmpty())
            m_logo->setText(path);
    });
    logoRow->addWidget(m_logo);
    logoRow->addWidget(browse);
    form->addRow(tr("Logo:"), logoRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A proposal of no scenario is not one: OK waits for at least one ticked.
    auto update = [this, buttons] {
        bool any = false;
        for (int i = 0; i < m_scenarios->count(); ++i)
            any = any || m_scenarios->item(i)->checkState() == Qt::Checked;
        buttons->button(QDialogButtonBox::Ok)->setEnabled(any || m_scenarios->count() == 0);
    };
    connect(m_scenarios, &QListWidget::itemChanged, this, update);
    update();
    // Room for a logo's path and the longest section name without eliding either.
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 70);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    m_date = initial.date;
    // The keyboard starts at the first field (the scenarios to include); Return still presses OK.
    m_scenarios->setFocus();
    if (m_scenarios->count() > 0)
        m_scenarios->setCurrentRow(0);
}

ProposalOptions ProposalExportDialog::options() const
{
    ProposalOptions o;
    bool all = true;
    for (int i = 0; i < m_scenarios->count(); ++i) {
        if (m_scenarios->item(i)->checkState() == Qt::Checked)
            o.scenarioIds << m_ids.value(i);
        else
            all = false;
    }
    if (all)
        o.scenarioIds.clear(); // every scenario, including any added later to the same options
    o.sections.clear();
    for (const auto& [section, box] : m_sections)
        if (box->isChecked())
            o.sections << section;
    o.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    o.currency = m_currency->currentText();
    o.author = m_author->text().trimmed();
    o.logoPath = m_logo->text().trimmed();
    o.date = m_date;
    return o;
}
