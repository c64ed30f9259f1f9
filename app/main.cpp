// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// GPU Planner: a headless verb when the first argument names one, else the desktop window.
#include "CommandRegistry.h"
#include "GuiLauncher.h"
#include "planning/ErrorBand.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

int main(int argc, char* argv[])
{
    gp::ErrorBands::install(&gp::shippedErrorBandTable()); // the comparison table's tooltips show the bands
    if (argc > 1) {
        const QString verb = QString::fromLocal8Bit(argv[1]);
        if (const HeadlessCommand* command = CommandRegistry::find(verb)) {
            // A verb that draws (the PDF proposal's charts need a QApplication) never opens a window: it
            // always runs on the offscreen platform, so it works without a display and draws the same anywhere.
            if (command->needsGui)
                qputenv("QT_QPA_PLATFORM", "offscreen");
            std::unique_ptr<QCoreApplication> holder(command->needsGui ? new QApplication(argc, argv)
                                                                       : new QCoreApplication(argc, argv));
            QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner"));
            QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
            QCoreApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
            QStringList rest = QCoreApplication::arguments().mid(2);
            return command->run(rest);
        }
    }
    return runGui(argc, argv);
}
