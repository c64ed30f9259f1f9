// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Counts the paint events a widget receives: a test or benchmark waits on it to know that changed
// numbers have reached the screen (install it on a view's viewport with installEventFilter).
#include <QEvent>
#include <QObject>

class PaintCounter : public QObject {
public:
    int count = 0;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};
