// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The only way the views ask for a colour; tests queue the answer so no modal dialog ever blocks.
#include <QColor>
#include <QString>

class QWidget;

class ColourDialog {
public:
    // Invalid colour = the user cancelled.
    static QColor pick(QWidget* parent, const QColor& initial, const QString& title);
    static void setNextColour(const QColor& colour); // test seam: the next pick() returns it
};
