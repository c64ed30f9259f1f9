// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// gpu-planner-gui: the desktop window, and the verbs that draw (export). gpu-planner starts it (WindowProgram.h);
// run on its own it behaves the same for these.
#include "CommandRegistry.h"
#include "GuiLauncher.h"
#include "planning/ErrorBand.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    gp::ErrorBands::install(&gp::shippedErrorBandTable()); // the comparison table's tooltips show the bands
    if (argc > 1) {
        if (const HeadlessCommand* command = CommandRegistry::find(QString::fromLocal8Bit(argv[1]))) {
            // A verb that draws (the PDF proposal's charts need a QApplication) never opens a window: it
            // always runs on the offscreen platform, so it works without a display and draws the same anywhere.
            qputenv("QT_QPA_PLATFORM", "offscreen");
            QApplication app(argc, argv);
            QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner"));
            QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
            QCoreApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
            return command->run(QCoreApplication::arguments().mid(2));
        }
    }
    return runGui(argc, argv);
}
