// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Which catalog a plan was priced from (issue 34, "Plans know their catalog"): recorded in the .gpuplan when it is
// saved (schema v6, "catalog"), and compared with the catalog it is opened against, so a colleague who opens the
// plan with another catalog is told so beside the price drift (PriceDriftText::openingMessage, the CLI's stderr).
//   shipped: the read-only catalog inside the app;
//   file:    a catalog file, by its absolute path (the user's own or one named with --catalog);
//   team:    a team catalog, by its server's host, port and database (never a user or password) and its revision,
//            the highest catalog_audit id when the rows were read (every change of a row adds one, by trigger).
// The strings come from a file someone sent: they are shown through DisplayText::neutralise (bidi overrides and
// control characters made visible) and WorkspaceTextLimits bounds their length at load.
#include <nlohmann/json.hpp>

#include <QString>

class CatalogStore;

struct CatalogIdentity {
    enum class Kind { Unknown, Shipped, File, Team };
    Kind kind = Kind::Unknown; // Unknown: a file older than v6, or a workspace never attached to a store
    QString path;              // File
    QString host;              // Team: a host name or a Unix-socket folder; empty: libpq's default
    int port = -1;             // Team: -1 for libpq's default
    QString database;          // Team
    qint64 revision = -1;      // Team: the highest audit id when read (0: no change yet); -1: not known

    bool isKnown() const { return kind != Kind::Unknown; }
    // Same catalog (kind, path or server and database), whatever its revision.
    bool sameCatalog(const CatalogIdentity& other) const;
    bool operator==(const CatalogIdentity& other) const { return sameCatalog(other) && revision == other.revision; }

    // The catalog `store` has open now; Unknown when it has none. On a team catalog this asks the server for the
    // revision (one query; -1 when the role may not read the audit).
    static CatalogIdentity of(const CatalogStore& store);

    // {"kind": "shipped"} | {"kind": "file", "path"} | {"kind": "team", "host", "port", "database", "revision"}.
    nlohmann::json toJson() const;
    // Reads `value` (at `path`, "$.catalog"); false with *error ("path: message") on a wrong type or kind.
    static bool fromJson(const nlohmann::json& value, const QString& path, CatalogIdentity& out, QString* error);

    // "the shipped catalog", "the catalog file /home/ana/catalog.sqlite", "the team catalog gpu_catalog on
    // db.example.org:5432 (revision 41)": neutralised for display.
    QString describe() const;
};

namespace CatalogIdentityText {

// What opening a plan saved against `saved` with `now` open says: empty when either is unknown, or when it is the
// same catalog (the same revision, or `drifted` false: a team catalog's other rows changing is no news).
//   "This plan was saved with the team catalog gpu_catalog on db:5432 (revision 41); it is now open with the
//    shipped catalog."
//   "The team catalog gpu_catalog on db:5432 has changed since this plan was saved (revision 41 then, 57 now)."
QString notice(const CatalogIdentity& saved, const CatalogIdentity& now, bool drifted);

} // namespace CatalogIdentityText
