#pragma once
// Shared by the tests: isolated user state (QStandardPaths test mode, a temporary settings file), so a
// test never reads or writes a real user's catalog or settings.
#include <QCoreApplication>
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
} // namespace TestSupport
