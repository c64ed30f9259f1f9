// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogKeyPrompt.h"

#include "common/MessageBoxes.h"

#include <QInputDialog>
#include <QLabel>
#include <QStringList>

namespace {
QStringList& queuedKeys()
{
    static QStringList answers;
    return answers;
}
} // namespace

void CatalogKeyPrompt::setNextAnswer(const QString& key) { queuedKeys().append(key); }

QString CatalogKeyPrompt::ask(QWidget* parent, const QString& title, const QString& suggested)
{
    if (!queuedKeys().isEmpty())
        return queuedKeys().takeFirst();
    if (MessageBoxes::testMode())
        return suggested;
    QInputDialog dialog(parent);
    dialog.setWindowTitle(title);
    dialog.setLabelText(QObject::tr("Key (lower-case, unique in the table, e.g. %1):").arg(suggested));
    dialog.setTextValue(suggested);
    // The suggestion comes from a catalog key: the prompt shows it as plain text (QInputDialog's label
    // would guess rich text).
    for (QLabel* label : dialog.findChildren<QLabel*>())
        label->setTextFormat(Qt::PlainText);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return dialog.textValue().trimmed();
}
