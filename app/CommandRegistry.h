// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Headless verbs register themselves here (one file per verb in app/commands/), so main() can tell a
// verb from a file name before it decides between QCoreApplication and QApplication.
#include <QString>
#include <QStringList>

#include <functional>
#include <map>

struct HeadlessCommand {
    QString summary;                                      // one line for --help
    std::function<int(const QStringList& arguments)> run; // arguments after the verb; returns the exit code
    bool needsGui = false; // draws with Qt Widgets/Charts (export): runs on the offscreen platform, no display
};

class CommandRegistry {
public:
    static std::map<QString, HeadlessCommand>& commands();
    static bool add(const QString& verb, HeadlessCommand command);
    static const HeadlessCommand* find(const QString& verb);
};

// Exit codes shared by all verbs.
namespace ExitCode {
constexpr int Ok = 0;
constexpr int Failure = 1;      // the command ran and failed (I/O, ...)
constexpr int InvalidInput = 2; // the input was invalid; a message names the field
} // namespace ExitCode
