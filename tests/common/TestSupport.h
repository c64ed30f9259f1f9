// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Shared by the tests: isolated user state (QStandardPaths test mode, a temporary settings file), so a
// test never reads or writes a real user's catalog or settings.
#include <QCoreApplication>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>

namespace TestSupport {
inline void isolateUserState()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-planner-tests"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
}

// The pid of a process that has exited and been reaped, so it does not run (for "is it stale?" checks).
inline qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("true"), {});
    const qint64 pid = p.processId();
    p.waitForFinished();
    return pid;
}
} // namespace TestSupport
