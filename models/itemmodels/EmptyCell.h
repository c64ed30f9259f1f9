// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once

#include <QVariant>

// A catalog cell with no value: SQL NULL arrives as a null QVariant, a missing column as an invalid one. The
// table model and its filter proxy must agree on it (it was written in both).
inline bool isEmptyCell(const QVariant& v) { return !v.isValid() || v.isNull(); }
