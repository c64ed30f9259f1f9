// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Asks for the key of a new catalog row (Add, Duplicate). Test seam like FileDialogs: queued answers,
// and in MessageBoxes test mode the suggestion is taken, so GUI tests never block on the input dialog.
#include <QString>

class QWidget;

class CatalogKeyPrompt {
public:
    // Empty = cancelled.
    static QString ask(QWidget* parent, const QString& title, const QString& suggested);
    static void setNextAnswer(const QString& key);
};
