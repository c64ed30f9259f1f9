// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Runs the gpu-planner executable as a user's shell would, but never on the user's data: a throwaway HOME
// and XDG folders, the offscreen platform. One runner for every CLI test (they had four copies).
#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>

namespace gptest {

struct CliRun {
    int exitCode = -1; // -1 when the process crashed or did not finish
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QTemporaryDir& home, const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Prices' ages count to a fixed day, so the goldens do not change from one day to the next (issue 33).
    env.insert(QStringLiteral("GP_TODAY"), QStringLiteral("2026-12-05"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GP_CLI_EXECUTABLE), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace gptest
