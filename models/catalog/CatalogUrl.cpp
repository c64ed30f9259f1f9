// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogUrl.h"

#include <QUrl>
#include <QUrlQuery>

namespace catalog {
namespace {

// The libpq connection keywords a team catalog URL may carry (libpq-connect.html, 34.1.2). Everything that
// names where and how securely to connect; nothing that could carry a secret in the command line or history
// (password, sslpassword) and nothing that runs elsewhere (the replication keywords).
const QStringList kAllowedOptions{
    QStringLiteral("sslmode"),    QStringLiteral("sslrootcert"),      QStringLiteral("sslcert"),
    QStringLiteral("sslkey"),     QStringLiteral("sslcrl"),           QStringLiteral("connect_timeout"),
    QStringLiteral("service"),    QStringLiteral("application_name"), QStringLiteral("target_session_attrs"),
    QStringLiteral("gssencmode"), QStringLiteral("keepalives"),       QStringLiteral("keepalives_idle"),
    QStringLiteral("passfile"),   QStringLiteral("channel_binding"),
};

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// Whether the address's authority (between "://" and the path) has user info with a password ("user:pw@").
// Read from the text itself, so that an address QUrl refuses is checked too: its error text quotes the whole
// address, password included.
bool hasPassword(const QString& text)
{
    const qsizetype start = text.indexOf(QLatin1String("://")) + 3;
    qsizetype end = text.size();
    for (const QChar c : {QLatin1Char('/'), QLatin1Char('?'), QLatin1Char('#')}) {
        const qsizetype at = text.indexOf(c, start);
        if (at >= 0 && at < end)
            end = at;
    }
    const QString authority = text.mid(start, end - start);
    const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
    return at >= 0 && authority.left(at).contains(QLatin1Char(':'));
}

// QUrl::errorString() ends with '; source was "<the whole address>"': cut there, so no part of the address
// (a password, a token in a parameter) is repeated in a message or log.
QString urlErrorWithoutSource(const QUrl& url)
{
    QString message = url.errorString();
    const qsizetype at = message.indexOf(QLatin1String("; source was"));
    if (at >= 0)
        message.truncate(at);
    return message;
}

// QPSQL joins the connect options into the libpq conninfo string unquoted, ';' turned into ' ' (qsql_psql.cpp,
// QPSQLDriver::open), so a value with white space or '=' adds keywords of its own (sslmode=require%20sslmode%3D
// disable turns TLS off, %20host%3Devil redirects the connection), and ' or \ would start libpq's quoting
// (libpq-connect.html, 34.1.1.1). No allowed keyword needs any of them.
bool unsafeOptionValue(const QString& value)
{
    for (const QChar c : value)
        if (c.isSpace() || c == QLatin1Char('=') || c == QLatin1Char('\'') || c == QLatin1Char('\\') ||
            c == QLatin1Char(';'))
            return true;
    return false;
}

} // namespace

bool isServerUrl(const QString& text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

bool parseServerUrl(const QString& text, ServerAddress* out, QString* error)
{
    if (!isServerUrl(text))
        return fail(error, QStringLiteral("a team catalog address starts with postgresql://"));
    const QUrl url(text, QUrl::StrictMode);
    if (hasPassword(text) || !url.password().isEmpty())
        return fail(error, QStringLiteral("the address carries a password; give it through PGPASSWORD, ~/.pgpass or a "
                                          "service file instead (it is never read from the address)"));
    if (!url.isValid())
        return fail(error, QStringLiteral("the address is not a valid URL (%1)").arg(urlErrorWithoutSource(url)));
    ServerAddress a;
    a.user = url.userName(QUrl::FullyDecoded);
    a.host = url.host(QUrl::FullyDecoded);
    a.port = url.port(-1);
    QString path = url.path(QUrl::FullyDecoded);
    if (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    if (path.isEmpty() || path.contains(QLatin1Char('/')))
        return fail(error, QStringLiteral("the address names no database (postgresql://user@host/DATABASE)"));
    a.database = path;
    QStringList options;
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("host")) { // a socket folder is given as ?host=/path (it cannot be the authority)
            a.host = value;
        } else if (key == QLatin1String("port")) {
            bool ok = false;
            a.port = value.toInt(&ok);
            if (!ok)
                return fail(error, QStringLiteral("the port \"%1\" is not a number").arg(value));
            if (a.port < 1) // -1 is "the default" only when no port is given
                return fail(error, QStringLiteral("the port %1 is out of range").arg(a.port));
        } else if (key == QLatin1String("user")) {
            a.user = value;
        } else if (kAllowedOptions.contains(key)) {
            if (unsafeOptionValue(value))
                return fail(error, QStringLiteral("the parameter %1 must not contain white space, '=', ';', a quote "
                                                  "or a backslash")
                                       .arg(key));
            options << key + QLatin1Char('=') + value;
        } else {
            return fail(error, QStringLiteral("the parameter \"%1\" is not one a team catalog address takes (%2)")
                                   .arg(key, kAllowedOptions.join(QStringLiteral(", "))));
        }
    }
    if (a.port == 0 || a.port > 65535)
        return fail(error, QStringLiteral("the port %1 is out of range").arg(a.port));
    a.connectOptions = options.join(QLatin1Char(';'));
    *out = a;
    return true;
}

QString ServerAddress::display() const
{
    QString s = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        s += user + QLatin1Char('@');
    if (!host.startsWith(QLatin1Char('/')))
        s += host;
    if (port > 0)
        s += QLatin1Char(':') + QString::number(port);
    s += QLatin1Char('/') + database;
    if (host.startsWith(QLatin1Char('/')))
        s += QStringLiteral("?host=") + host;
    return s;
}

} // namespace catalog
