// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamCatalogPassword.h"

#include "CatalogUrl.h"

#include <QHash>
#include <QMutex>

namespace catalog {
namespace {
QMutex& lock()
{
    static QMutex mutex;
    return mutex;
}
QHash<QString, QString>& passwords()
{
    static QHash<QString, QString> map;
    return map;
}
} // namespace

void setSessionPassword(const ServerAddress& address, const QString& password)
{
    const QMutexLocker locked(&lock());
    if (password.isEmpty())
        passwords().remove(address.display());
    else
        passwords().insert(address.display(), password);
}

QString sessionPassword(const ServerAddress& address)
{
    const QMutexLocker locked(&lock());
    return passwords().value(address.display());
}

} // namespace catalog
