// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "BoundedFile.h"

#include "json/BoundedJson.h"

#include <QDir>
#include <QFile>

namespace BoundedFile {

Status read(const QString& path, QByteArray& out, QString* error)
{
    const QString shown = QDir::toNativeSeparators(path);
    auto refuse = [&](Status status, const QString& message) {
        if (error)
            *error = message;
        out.clear();
        return status;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(Status::CannotOpen, QStringLiteral("Could not open %1: %2").arg(shown, file.errorString()));
    constexpr qint64 limit = static_cast<qint64>(gp::jsonio::kMaxInputBytes);
    if (!file.isSequential() && file.size() > limit)
        return refuse(Status::TooLarge,
                      QStringLiteral("%1 %2").arg(shown, QString::fromStdString(gp::jsonio::tooLargeMessage(
                                                             static_cast<std::uint64_t>(file.size()), false))));
    out = file.read(limit + 1);
    if (out.size() > limit)
        return refuse(Status::TooLarge,
                      QStringLiteral("%1 %2").arg(shown, QString::fromStdString(gp::jsonio::tooLargeMessage(
                                                             static_cast<std::uint64_t>(out.size()), true))));
    return Status::Ok;
}

} // namespace BoundedFile
