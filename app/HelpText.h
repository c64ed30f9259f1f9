// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The program's own options (--help, --version, --open-and-quit, a file to open) and the list of verbs --help
// shows. Shared by gpu-planner, which answers --help and --version itself, and the window program
// (gpu-planner-gui), which parses the rest.
#include <QCommandLineParser>

namespace HelpText {
void configureParser(QCommandLineParser& parser);
// True when argv asks for --help or --version (which never need a display or the window's libraries).
bool asksHelpOrVersion(int argc, char* argv[]);
// Prints --help or --version on a QCoreApplication and returns the exit code.
int printHelpOrVersion(int argc, char* argv[]);
} // namespace HelpText
