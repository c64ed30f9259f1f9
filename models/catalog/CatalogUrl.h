// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A team catalog's address (issue 34): postgresql://user@host:port/database?host=/socket/dir&sslmode=require,
// the libpq URI form (postgresql.org/docs/15/libpq-connect.html, 34.1.1.2). The password is never part of it:
// libpq finds it itself (PGPASSWORD, ~/.pgpass, a service file), so the app never stores one in its settings,
// and a URL that carries one is refused rather than passed on.
#include <QString>
#include <QStringList>

namespace catalog {

struct ServerAddress {
    QString user;     // empty: libpq's default (PGUSER, else the OS user)
    QString host;     // a host name, or a Unix-socket folder (starts with '/'); empty: libpq's default
    int port = -1;    // -1: libpq's default (PGPORT, else 5432)
    QString database; // required
    // libpq keywords passed through, "key=value" joined with ';' as QPSQL's connect options take them
    // (sslmode, sslrootcert, connect_timeout, ...); only the keywords of kAllowedOptions.
    QString connectOptions;
    // The address as the user may see it in messages: never a password (there is none).
    QString display() const;
};

// True for "postgresql://..." and "postgres://..." (the two schemes libpq accepts).
bool isServerUrl(const QString& text);
// Parses a server URL; empty database, a password, an unknown parameter or a bad port are refused with
// *error naming the part.
bool parseServerUrl(const QString& text, ServerAddress* out, QString* error);

} // namespace catalog
