// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "HelpFiles.h"

#include <QCoreApplication>
#include <QDir>

namespace HelpFiles {
QString shareDir()
{
    const QString overridden = qEnvironmentVariable("GPU_PLANNER_SHARE_DIR");
    if (!overridden.isEmpty())
        return overridden;
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/gpu-planner"));
}

QString manualFile() { return shareDir() + QStringLiteral("/gpu-planner.qch"); }

QString examplesDir() { return shareDir() + QStringLiteral("/examples"); }

QStringList examples()
{
    const QDir dir(examplesDir());
    QStringList paths;
    for (const QString& name :
         dir.entryList({QStringLiteral("*.gpuplan"), QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}
} // namespace HelpFiles
