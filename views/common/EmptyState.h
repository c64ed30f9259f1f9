// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The opening of an empty page (a workspace without scenarios, a plan without a TCO analysis): a large
// centred title over a centred, wrapped hint, added to `layout`. The texts are the app's own (tr()),
// shown as plain text.
#include <QString>

class QVBoxLayout;
class QWidget;

namespace EmptyState {
void addHeading(QVBoxLayout* layout, QWidget* page, const QString& title, const QString& hint);
} // namespace EmptyState
