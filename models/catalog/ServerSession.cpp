// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ServerSession.h"

#include <QHash>

#include <mutex>

namespace catalog {
namespace {

struct Session {
    std::optional<int> version;
    std::optional<qint64> revision;
};

std::mutex& sessionMutex()
{
    static auto* m = new std::mutex;
    return *m;
}

// Never destroyed: a store closed during the program's exit (a static's destructor) still finds it.
QHash<QString, Session>& sessions()
{
    static auto* all = new QHash<QString, Session>;
    return *all;
}

} // namespace

void rememberSchemaVersion(const QString& connection, int version)
{
    const std::lock_guard<std::mutex> lock(sessionMutex());
    sessions()[connection].version = version;
}

std::optional<int> knownSchemaVersion(const QString& connection)
{
    const std::lock_guard<std::mutex> lock(sessionMutex());
    const auto it = sessions().constFind(connection);
    return it == sessions().cend() ? std::nullopt : it->version;
}

void rememberRevision(const QString& connection, qint64 revision)
{
    const std::lock_guard<std::mutex> lock(sessionMutex());
    sessions()[connection].revision = revision;
}

std::optional<qint64> knownRevision(const QString& connection)
{
    const std::lock_guard<std::mutex> lock(sessionMutex());
    const auto it = sessions().constFind(connection);
    return it == sessions().cend() ? std::nullopt : it->revision;
}

void forgetRevision(const QString& connection)
{
    const std::lock_guard<std::mutex> lock(sessionMutex());
    if (const auto it = sessions().find(connection); it != sessions().end())
        it->revision.reset();
}

void forgetSession(const QString& connection)
{
    const std::lock_guard<std::mutex> lock(sessionMutex());
    sessions().remove(connection);
}

} // namespace catalog
