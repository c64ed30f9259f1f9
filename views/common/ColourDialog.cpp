// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ColourDialog.h"

#include <QColorDialog>
#include <QList>

namespace {
QList<QColor>& queuedColours()
{
    static QList<QColor> answers;
    return answers;
}
} // namespace

void ColourDialog::setNextColour(const QColor& colour) { queuedColours().append(colour); }

QColor ColourDialog::pick(QWidget* parent, const QColor& initial, const QString& title)
{
    if (!queuedColours().isEmpty())
        return queuedColours().takeFirst();
    return QColorDialog::getColor(initial, parent, title);
}
