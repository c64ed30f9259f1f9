// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// gpu-planner: a headless verb when the first argument names one, --help and --version, else the desktop window
// (gpu-planner-gui, WindowProgram.h). This program links no widget, chart, SVG or print library, so a verb
// does not pay for loading them (issue 35; tests/cli/tst_headlesslibraries checks the process's libraries).
#include "CommandRegistry.h"
#include "HelpText.h"
#include "WindowProgram.h"
#include "planning/ErrorBand.h"

#include <QCoreApplication>

int main(int argc, char* argv[])
{
    const HeadlessCommand* command = argc > 1 ? CommandRegistry::find(QString::fromLocal8Bit(argv[1])) : nullptr;
    if (command && !command->needsGui) {
        gp::ErrorBands::install(&gp::shippedErrorBandTable()); // estimates report their error bands
        QCoreApplication app(argc, argv);
        QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner"));
        QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
        QCoreApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
        return command->run(QCoreApplication::arguments().mid(2));
    }
    if (!command && HelpText::asksHelpOrVersion(argc, argv))
        return HelpText::printHelpOrVersion(argc, argv);
    return WindowProgram::exec(argv); // the window, or a verb that draws
}
