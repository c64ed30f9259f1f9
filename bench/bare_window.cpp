// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The yardstick of issue 35's cold start target: a bare Qt Widgets window (an empty QWidget of the main
// window's default size) shown, the process ending at its first paint (app/FirstPaintExit.h, the same filter
// gpu-planner --quit-at-first-paint uses). bench/proctime.cpp times the two in one run; README's speed table
// has the ratio.
#include "FirstPaintExit.h"

#include <QApplication>
#include <QWidget>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    FirstPaintExit::install();
    QWidget window;
    window.resize(1180, 720);
    window.show();
    return app.exec();
}
