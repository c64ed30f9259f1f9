// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "GuiLauncher.h"

#include "FirstPaintExit.h"
#include "HelpText.h"
#include "catalog/CatalogStore.h"
#include "common/Language.h"
#include "common/MessageBoxes.h"
#include "common/WheelGuard.h"
#include "help/HelpFiles.h"
#include "help/HelpWindow.h"
#include "mainwindow/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QTextStream>

// icons.qrc is compiled into the static views library; nothing references it by symbol, so it must be
// registered by name or the linker drops it.
static void initViewResources() { Q_INIT_RESOURCE(icons); }

int runGui(int argc, char* argv[])
{
    // --help and --version must work on a machine without a display, so they never need QApplication.
    if (HelpText::asksHelpOrVersion(argc, argv))
        return HelpText::printHelpOrVersion(argc, argv);
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        QTextStream(stderr) << "gpu-planner: no display found, so the window cannot open. Headless: "
                               "gpu-planner --help lists the commands (estimate, search, check-claim, ...), "
                               "or run the window under xvfb-run.\n";
        return 1;
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GPU Planner"));
    QApplication::setApplicationName(QStringLiteral("gpu-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gpuplanner.GpuPlanner"));

    QCommandLineParser parser;
    HelpText::configureParser(parser);
    parser.process(app);
    // The saved language (View > Language), else the system's: its translation and its number grouping.
    const bool translated = Language::installSaved();

    if (parser.isSet(QStringLiteral("quit-at-first-paint")))
        FirstPaintExit::install();
    initViewResources();
    WheelGuard::installApplicationWide(); // the wheel scrolls; it never changes a box it passes over
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-planner.svg")));
    CatalogStore catalog;
    if (!catalog.open()) {
        MessageBoxes::critical(nullptr, QStringLiteral("GPU Planner"),
                               catalog.startupMessage()); // plain: it quotes a path
        return 1;
    }
    MainWindow window(&catalog);
    // Messages (a damaged catalog set aside, a file that would not open) appear over the visible window.
    window.show();
    if (!catalog.startupMessage().isEmpty())
        MessageBoxes::warning(&window, QStringLiteral("GPU Planner"), catalog.startupMessage());
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        window.openFileFromCommandLine(files.first());
    if (parser.isSet(QStringLiteral("open-and-quit"))) {
        QCoreApplication::processEvents();
        const QString manual = HelpFiles::manualFile();
        QTextStream(stdout) << "gpu-planner: window shown, " << window.width() << "x" << window.height() << "\n"
                            << "manual: " << (QFileInfo::exists(manual) ? manual : QStringLiteral("missing")) << "\n"
                            << "language: " << QLocale().name() << (translated ? " (translated)" : "") << "\n";
        return window.isVisible() ? 0 : 1;
    }
    const int status = app.exec();
    HelpWindow::releaseInstance();
    return status;
}
