// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once

#include <QString>

#include <cmath>

// A chart value in a tooltip: whole numbers from 100 up, three significant digits below. The chart builder
// and the bar layer must print the same point the same way (it was written in both).
inline QString chartValueText(double v)
{
    return std::abs(v) >= 100 ? QString::number(v, 'f', 0) : QString::number(v, 'g', 3);
}
