// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Looks the comparison tables share, so the scenario comparison and the TCO comparison mark their best
// column the same way.
#include <QColor>

namespace ComparisonStyle {
// The "best" cell's tint: a translucent Okabe & Ito bluish green, readable on light and dark themes.
inline QColor bestTint() { return QColor(0x00, 0x9E, 0x73, 48); }
} // namespace ComparisonStyle
