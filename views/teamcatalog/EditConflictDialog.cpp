// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "EditConflictDialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
QLabel* plainLabel(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText); // values, keys and login names are the catalog's and the server's text
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

QString EditConflictDialog::shown(const QVariant& value)
{
    return value.isValid() && !value.isNull() ? value.toString() : tr("empty");
}

EditConflictDialog::EditConflictDialog(const Facts& f, QWidget* parent)
    : QDialog(parent), m_summary(nullptr), m_keepMine(nullptr), m_keepTheirs(nullptr)
{
    setObjectName(QStringLiteral("EditConflictDialog"));
    setWindowTitle(tr("Someone Else Changed This Row"));
    const QString who = f.who.isEmpty() ? tr("another user") : f.who;
    const QString summary =
        f.when.isEmpty()
            ? tr("%1 changed %2 of %3 \"%4\" after you read it. Their change is saved; yours is not, and nothing "
                 "was overwritten.")
                  .arg(who, f.column, f.table, f.key)
            : tr("%1 changed %2 of %3 \"%4\" at %5 (UTC), after you read it. Their change is saved; yours is not, "
                 "and nothing was overwritten.")
                  .arg(who, f.column, f.table, f.key, f.when);
    m_summary = plainLabel(summary, this);
    m_summary->setObjectName(QStringLiteral("conflictSummary"));

    auto* grid = new QGridLayout;
    const auto row = [&](int r, const QString& label, const QVariant& value, const QString& name) {
        grid->addWidget(plainLabel(label, this), r, 0);
        QLabel* v = plainLabel(shown(value), this);
        v->setObjectName(name);
        QFont bold = v->font();
        bold.setBold(true);
        v->setFont(bold);
        grid->addWidget(v, r, 1);
    };
    row(0, tr("When you read it:"), f.original, QStringLiteral("originalValue"));
    row(1, tr("Theirs (saved, by %1):").arg(who), f.theirs, QStringLiteral("theirValue"));
    row(2, tr("Yours (not saved):"), f.yours, QStringLiteral("yourValue"));
    grid->setColumnStretch(1, 1);

    auto* question = plainLabel(tr("Keep theirs, or put yours on top of theirs? Either way Undo takes back only "
                                   "what you do here."),
                                this);
    auto* buttons = new QDialogButtonBox(this);
    m_keepTheirs = buttons->addButton(tr("Keep &Theirs"), QDialogButtonBox::RejectRole);
    m_keepMine = buttons->addButton(tr("Keep &Mine"), QDialogButtonBox::AcceptRole);
    m_keepTheirs->setObjectName(QStringLiteral("keepTheirs"));
    m_keepMine->setObjectName(QStringLiteral("keepMine"));
    m_keepTheirs->setDefault(true); // the safe answer: nothing of theirs is replaced
    connect(m_keepMine, &QPushButton::clicked, this, [this] {
        m_choice = Choice::KeepMine;
        accept();
    });
    connect(m_keepTheirs, &QPushButton::clicked, this, [this] {
        m_choice = Choice::KeepTheirs;
        reject();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(grid);
    layout->addWidget(question);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

QString EditConflictDialog::summary() const { return m_summary->text(); }
