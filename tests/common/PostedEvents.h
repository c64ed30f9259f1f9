// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Runs the events Qt has posted (layout requests, Qt Charts' own layout, update requests and the paints they
// post in turn) until a round posts nothing new: a test waits on what the code queued, never on a clock.
#include <QCoreApplication>
#include <QWidget>

#include "PaintCounter.h"

namespace PostedEvents {

// Rounds of posted events until `widget`'s viewport (or the widget) paints nothing more, at most 20 rounds:
// each layout pass may post one more, and none of this project's views chains more than a few.
inline void drain(QWidget* widget)
{
    PaintCounter paints;
    widget->installEventFilter(&paints);
    for (int round = 0; round < 20; ++round) {
        const int before = paints.count;
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        if (paints.count == before)
            break;
    }
    widget->removeEventFilter(&paints);
}

// For a grab: layouts are posted events, so run them (twice: a layout may post the next one's request).
inline void runLayouts()
{
    for (int round = 0; round < 2; ++round) {
        QCoreApplication::sendPostedEvents(nullptr, 0);
        QCoreApplication::processEvents();
    }
}

} // namespace PostedEvents
