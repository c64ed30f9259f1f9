// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamServerForm.h"

#include "CatalogUrl.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>
#include <QUrl>
#include <QUrlQuery>

namespace catalog {
namespace {
const char* const kRecentKey = "teamCatalog/recentServers";

QString tr(const char* text) { return QCoreApplication::translate("TeamServerForm", text); }

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}
} // namespace

const QStringList& tlsModes()
{
    static const QStringList modes{QStringLiteral("disable"),   QStringLiteral("allow"),
                                   QStringLiteral("prefer"),    QStringLiteral("require"),
                                   QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

QString teamServerUrl(const TeamServerFields& fields, QString* error)
{
    const QString host = fields.host.trimmed();
    const QString database = fields.database.trimmed();
    const QString user = fields.user.trimmed();
    if (database.isEmpty()) {
        fail(error, tr("Database: name the database that holds the team catalog."));
        return {};
    }
    if (fields.port < 0 || fields.port > 65535) {
        fail(error, tr("Port: %1 is not a port (1 to 65535, or 0 for the default 5432).").arg(fields.port));
        return {};
    }
    if (!fields.sslmode.isEmpty() && !tlsModes().contains(fields.sslmode)) {
        fail(error,
             tr("TLS mode: \"%1\" is not one of %2.").arg(fields.sslmode, tlsModes().join(QStringLiteral(", "))));
        return {};
    }
    if (host.contains(QLatin1Char('/')) && !host.startsWith(QLatin1Char('/'))) {
        fail(error, tr("Host: give a host name, or a socket folder starting with /."));
        return {};
    }
    // A host name, an IPv4 address or an IPv6 one (RFC 1123 letters, digits, '-' and '.'; ':' for IPv6): QUrl
    // would percent-encode anything else into a name no resolver knows.
    static const QRegularExpression hostName(QStringLiteral("^[A-Za-z0-9.:\\-]+$"));
    if (!host.isEmpty() && !host.startsWith(QLatin1Char('/')) && !hostName.match(host).hasMatch()) {
        fail(error, tr("Host: \"%1\" is not a host name (letters, digits, '-' and '.').").arg(host));
        return {};
    }
    // Built with QUrl so a user name or database with '@', '/' or '?' is percent-encoded, never read as structure.
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    if (!user.isEmpty())
        url.setUserName(user);
    const bool socket = host.startsWith(QLatin1Char('/'));
    url.setHost(socket || host.isEmpty() ? QString() : host);
    if (fields.port > 0 && !socket)
        url.setPort(fields.port);
    url.setPath(QLatin1Char('/') + database);
    QUrlQuery query;
    if (socket)
        query.addQueryItem(QStringLiteral("host"), host);
    if (socket && fields.port > 0)
        query.addQueryItem(QStringLiteral("port"), QString::number(fields.port));
    if (!fields.sslmode.isEmpty())
        query.addQueryItem(QStringLiteral("sslmode"), fields.sslmode);
    url.setQuery(query);
    QString text = url.toString(QUrl::FullyEncoded);
    if (host.isEmpty()) // QUrl drops an empty authority; libpq reads postgresql:///db as "the default host"
        text.replace(QStringLiteral("postgresql:/"), QStringLiteral("postgresql:///"));
    ServerAddress parsed;
    QString why;
    if (!url.isValid() || !parseServerUrl(text, &parsed, &why)) {
        fail(error, why.isEmpty() ? tr("Host: \"%1\" is not a valid host name.").arg(host) : why);
        return {};
    }
    return text;
}

bool teamServerFields(const QString& url, TeamServerFields* out)
{
    ServerAddress a;
    if (!parseServerUrl(url, &a, nullptr))
        return false;
    TeamServerFields f;
    f.host = a.host;
    f.port = a.port > 0 ? a.port : 0;
    f.database = a.database;
    f.user = a.user;
    for (const QString& option : a.connectOptions.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (option.startsWith(QLatin1String("sslmode=")))
            f.sslmode = option.mid(8);
    *out = f;
    return true;
}

QString teamServerLabel(const QString& url, bool withUser)
{
    ServerAddress a;
    if (!parseServerUrl(url, &a, nullptr))
        return {};
    QString where = a.host.isEmpty() || a.host.startsWith(QLatin1Char('/')) ? tr("this computer") : a.host;
    if (a.port > 0 && !a.host.startsWith(QLatin1Char('/')))
        where += QLatin1Char(':') + QString::number(a.port);
    if (!withUser || a.user.isEmpty())
        return tr("%1 on %2").arg(a.database, where);
    return tr("%1 on %2 as %3").arg(a.database, where, a.user);
}

QStringList recentTeamServers()
{
    QStringList out;
    // Re-checked when read: a settings file edited by hand cannot put a password-bearing address in the menu.
    for (const QString& url : QSettings().value(QLatin1String(kRecentKey)).toStringList()) {
        ServerAddress a;
        if (parseServerUrl(url, &a, nullptr) && !out.contains(url))
            out << url;
    }
    return out.mid(0, kMaxRecentServers);
}

void addRecentTeamServer(const QString& url)
{
    ServerAddress a;
    if (!parseServerUrl(url, &a, nullptr))
        return;
    QStringList list = recentTeamServers();
    list.removeAll(url);
    list.prepend(url);
    QSettings().setValue(QLatin1String(kRecentKey), list.mid(0, kMaxRecentServers));
}

} // namespace catalog
