// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Ends the process at the first paint of any widget: the moment a window becomes visible to the user. The cold
// start benchmark (bench/, README's speed table) times gpu-planner --quit-at-first-paint against a bare QWidget
// window (bench/bare_window.cpp) that uses this same filter, so both stop at the same point and neither pays
// for its tear-down. _Exit, not quit(): the event loop would finish the paint and then destroy every widget.
#include <QCoreApplication>
#include <QEvent>
#include <QObject>

#include <cstdio>
#include <cstdlib>

class FirstPaintExit : public QObject {
public:
    using QObject::QObject;
    // Watches every object of the application (qApp's event filter sees each widget's events).
    static void install() { QCoreApplication::instance()->installEventFilter(new FirstPaintExit(qApp)); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            std::fflush(stdout);
            std::_Exit(0);
        }
        return QObject::eventFilter(watched, event);
    }
};
