// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "HelpText.h"

#include "CommandRegistry.h"

#include <QByteArray>
#include <QCommandLineOption>
#include <QCoreApplication>

namespace {
QString verbsHelp()
{
    QString text = QStringLiteral("\nHeadless commands (gpu-planner VERB --help for each):\n");
    for (const auto& [verb, command] : CommandRegistry::commands())
        text += QStringLiteral("  %1  %2\n").arg(verb, -12).arg(command.summary);
    return text;
}
} // namespace

namespace HelpText {

void configureParser(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        QStringLiteral("GPU Planner: size, time and cost GPU infrastructure for AI projects.") + verbsHelp());
    parser.addHelpOption();
    parser.addVersionOption();
    // For install checks (tests/packaging): the whole start, up to a shown window, then out.
    parser.addOption(QCommandLineOption(QStringLiteral("open-and-quit"),
                                        QStringLiteral("Open the window, then quit at once (checks that it starts).")));
    // For the cold start benchmark (bench/, app/FirstPaintExit.h): the process ends at the window's first paint.
    QCommandLineOption firstPaint(QStringLiteral("quit-at-first-paint"),
                                  QStringLiteral("End at the window's first paint (the start-up benchmark)."));
    firstPaint.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(firstPaint);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A .gpuplan workspace to open."),
                                 QStringLiteral("[file.gpuplan]"));
}

bool asksHelpOrVersion(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v")
            return true;
    }
    return false;
}

int printHelpOrVersion(int argc, char* argv[])
{
    QCoreApplication core(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
    QCommandLineParser parser;
    configureParser(parser);
    parser.process(core); // prints and exits
    return 0;
}

} // namespace HelpText
