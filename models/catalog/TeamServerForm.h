// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What File > Open team catalog asks for (issue 34), turned into a team catalog address and back, checked by
// CatalogUrl's own parser so the dialog refuses exactly what `--catalog postgresql://...` refuses. No password
// field: a password is never part of an address (CatalogUrl.h); the dialog hands one to TeamCatalogPassword.
// The recent servers are kept in the settings as addresses, so no password can ever reach them.
#include <QString>
#include <QStringList>

namespace catalog {

struct TeamServerFields {
    QString host;     // a host name, or a Unix-socket folder (starts with '/'); empty: libpq's default
    int port = 0;     // 0: libpq's default (5432)
    QString database; // required
    QString user;     // empty: libpq's default (the OS user)
    QString sslmode;  // one of tlsModes(); empty: libpq's default (prefer)
};

// libpq's sslmode values, weakest first (postgresql.org/docs/15/libpq-ssl.html, table 34.1).
const QStringList& tlsModes();
// The address of `fields`, or empty with *error naming the field at fault.
QString teamServerUrl(const TeamServerFields& fields, QString* error);
// The fields of a team catalog address (false when it is not one).
bool teamServerFields(const QString& url, TeamServerFields* out);

// A short name for a team catalog address, for a menu or the status bar: "team on db.example.org:5433 as ana";
// a Unix socket is "this computer"; without `withUser`, no "as ...". The address itself is for tooltips.
QString teamServerLabel(const QString& url, bool withUser = true);

// The servers opened last, newest first, at most kMaxRecentServers (QSettings "teamCatalog/recentServers").
inline constexpr int kMaxRecentServers = 8;
QStringList recentTeamServers();
void addRecentTeamServer(const QString& url); // refuses (ignores) anything that is not a password-free address

} // namespace catalog
