// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PlanHeader.h"

#include "common/DisplayText.h"
#include "common/PlainText.h"
#include "document/Workspace.h"
#include "document/WorkspaceTextLimits.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

namespace {
// A line break in the notes, in the one-line field: " ⏎ " (the return symbol), turned back on commit.
const QString kLineBreakMark = QStringLiteral(" \u23CE ");
QString notesForField(const QString& notes) { return QString(notes).replace(QLatin1Char('\n'), kLineBreakMark); }
QString notesFromField(const QString& text) { return QString(text).replace(kLineBreakMark, QStringLiteral("\n")); }

QLabel* label(const QString& text, QWidget* buddy, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setBuddy(buddy);
    return l;
}
// Replaces the text only when it differs, so the cursor of a field being typed in does not jump.
void setTextKeepingCursor(QLineEdit* edit, const QString& text)
{
    if (edit->text() != text)
        edit->setText(text);
}
} // namespace

PlanHeader::PlanHeader(QWidget* parent)
    : QWidget(parent), m_title(new QLineEdit(this)), m_customer(new QLineEdit(this)), m_currency(new QComboBox(this)),
      m_notes(new QLineEdit(this)), m_residency(new QLabel(this))
{
    setObjectName(QStringLiteral("planHeader"));
    m_title->setObjectName(QStringLiteral("planTitle"));
    m_title->setPlaceholderText(tr("Plan title"));
    m_title->setToolTip(tr("The workspace's title: the proposal's heading and the suggested file name."));
    m_customer->setObjectName(QStringLiteral("planCustomer"));
    m_customer->setPlaceholderText(tr("Customer"));
    m_customer->setToolTip(tr("Who the plan is for (printed on the proposal)."));
    m_currency->setObjectName(QStringLiteral("planCurrency"));
    m_currency->setToolTip(
        tr("Every cost in the workspace is shown in this currency, at the catalog's exchange rates."));
    m_notes->setObjectName(QStringLiteral("planNotes"));
    m_notes->setPlaceholderText(tr("Notes: assumptions, the question being answered"));
    m_notes->setToolTip(tr("Notes kept with the plan (saved in the .gpuplan file)."));
    // The file's text limits (WorkspaceTextLimits, docs/workspace-format.md): what is typed can be saved.
    m_title->setMaxLength(int(WorkspaceTextLimits::kMaxName));
    m_customer->setMaxLength(int(WorkspaceTextLimits::kMaxName));
    m_notes->setMaxLength(int(WorkspaceTextLimits::kMaxNotes));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 2);
    layout->addWidget(label(tr("Pl&an:"), m_title, this));
    layout->addWidget(m_title, 3);
    layout->addWidget(label(tr("C&ustomer:"), m_customer, this));
    layout->addWidget(m_customer, 2);
    layout->addWidget(label(tr("Currenc&y:"), m_currency, this));
    layout->addWidget(m_currency);
    layout->addWidget(label(tr("&Notes:"), m_notes, this));
    layout->addWidget(m_notes, 4);
    m_residency->setObjectName(QStringLiteral("planResidency"));
    m_residency->setTextFormat(Qt::PlainText);
    m_residency->hide();
    layout->addWidget(m_residency);

    // One undo step per finished edit, not per keystroke; leaving a field the user did not touch changes
    // nothing (a note with line breaks stays as it was).
    const auto commit = [this](QLineEdit* edit, void (Workspace::*set)(const QString&), bool trim) {
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, set, trim] {
            if (!m_workspace || !edit->isModified())
                return;
            edit->setModified(false);
            (m_workspace.data()->*set)(edit == m_notes ? notesFromField(edit->text())
                                       : trim          ? edit->text().trimmed()
                                                       : edit->text());
        });
    };
    commit(m_title, &Workspace::setTitle, true);
    commit(m_customer, &Workspace::setCustomer, true);
    commit(m_notes, &Workspace::setNotes, false);
    connect(m_currency, &QComboBox::activated, this, [this](int index) {
        if (m_workspace)
            m_workspace->setCurrency(m_currency->itemData(index).toString());
    });
    setEnabled(false);
}

void PlanHeader::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    setEnabled(workspace != nullptr);
    if (workspace) {
        connect(workspace, &Workspace::metadataChanged, this, &PlanHeader::refresh);
        // The currency list comes from the catalog (its exchange rates), which a catalog edit may change.
        connect(workspace, &Workspace::estimatesChanged, this, &PlanHeader::fillCurrencies);
        // A plan added, removed or changed may carry another residency.
        connect(workspace, &Workspace::scenarioInserted, this, &PlanHeader::refreshResidency);
        connect(workspace, &Workspace::scenarioRemoved, this, &PlanHeader::refreshResidency);
        connect(workspace, &Workspace::scenarioChanged, this, &PlanHeader::refreshResidency);
    }
    refresh();
}

void PlanHeader::fillCurrencies()
{
    if (!m_workspace)
        return;
    QStringList codes;
    for (const gp::CurrencyRate& rate : m_workspace->catalog().currencies)
        codes << QString::fromStdString(rate.code);
    if (!codes.contains(m_workspace->currency()))
        codes << m_workspace->currency(); // a currency the catalog has no rate for still shows
    codes.sort();
    codes.removeDuplicates();
    QStringList shown;
    for (int i = 0; i < m_currency->count(); ++i)
        shown << m_currency->itemData(i).toString();
    const QSignalBlocker block(m_currency);
    if (shown != codes) {
        m_currency->clear();
        for (const QString& code : codes)
            m_currency->addItem(code, code);
    }
    m_currency->setCurrentIndex(m_currency->findData(m_workspace->currency()));
}

void PlanHeader::refreshResidency()
{
    // Said once for the plan: the constraint and, in the tooltip, which plans carry it and why (the DPDP Act).
    QStringList indiaOnly, personal;
    for (int i = 0; m_workspace && i < m_workspace->scenarioCount(); ++i) {
        const DataResidency& r = m_workspace->scenario(i).scenario.residency;
        const QString name = DisplayText::neutralise(m_workspace->scenario(i).name);
        if (r.indiaOnly)
            indiaOnly << name;
        if (r.personalDataInIndia)
            personal << name;
    }
    const int n = m_workspace ? m_workspace->scenarioCount() : 0;
    QString text;
    if (!indiaOnly.isEmpty())
        text = indiaOnly.size() == n ? tr("Data: India only")
                                     : tr("Data: India only (%1 of %2 plans)").arg(indiaOnly.size()).arg(n);
    else if (!personal.isEmpty())
        text = tr("Data: personal data, India (DPDP)");
    QStringList tip;
    if (!indiaOnly.isEmpty())
        tip << tr("India only (offers hosted in India): %1.").arg(indiaOnly.join(QStringLiteral(", ")));
    if (!personal.isEmpty())
        tip << tr("Personal data of people in India, so India's Digital Personal Data Protection Act 2023 applies: %1.")
                   .arg(personal.join(QStringLiteral(", ")));
    m_residency->setText(text);
    m_residency->setToolTip(PlainText::toolTip(tip.join(QLatin1Char('\n'))));
    m_residency->setVisible(!text.isEmpty());
}

void PlanHeader::refresh()
{
    refreshResidency();
    if (!m_workspace) {
        for (QLineEdit* e : {m_title, m_customer, m_notes})
            e->clear();
        return;
    }
    // Shown with bidi controls and control bytes neutralised (DisplayText); the document keeps what the file
    // says until the user edits that field.
    setTextKeepingCursor(m_title, DisplayText::neutralise(m_workspace->title()));
    setTextKeepingCursor(m_customer, DisplayText::neutralise(m_workspace->customer()));
    // Notes may hold line breaks (files written elsewhere): the one-line field shows each as a return mark
    // and an edit writes them back as line breaks, so editing a note never flattens it.
    const QString shown = notesForField(DisplayText::neutralise(m_workspace->notes()));
    if (m_notes->text() != shown)
        m_notes->setText(shown);
    m_notes->setToolTip(m_workspace->notes().isEmpty()
                            ? tr("Notes kept with the plan (saved in the .gpuplan file).")
                            : PlainText::toolTip(DisplayText::neutralise(m_workspace->notes())));
    fillCurrencies();
}
