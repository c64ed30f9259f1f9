// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A team catalog's roles, enforced by the PostgreSQL server rather than by the app (issue 34): gp_reader reads;
// gp_editor also changes offers (their prices) and the edit records; gp_admin changes everything, GPUs and models
// included, and owns the tables so it can upgrade the schema (only a table's owner may ALTER it). The roles are
// NOLOGIN groups: people log in as their own roles, made members (docs/team-catalog.md).
#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace catalog {

struct ServerSchemaFacts;

// What a team catalog has beyond the schema both backends share (CatalogMigrations), made by push and checked
// at every open: a row_version on every catalog row (raised by a trigger on every UPDATE, so an edit made on a
// stale row can be refused), the catalog_audit table (who, when, table, key, the row before and after as JSON)
// filled by a trigger, and a NOTIFY on channel kChangeChannel ("TABLE KEY") after each change, which other
// open catalogs listen to. Idempotent; in the caller's transaction.
bool applyServerFeatures(QSqlDatabase& db, QString* error);
// Whether `db` has them (catalog_audit and the triggers' row_version).
bool hasServerFeatures(QSqlDatabase& db);
// The same answer from the tables and columns an open has read already (readServerSchema): no round trip.
bool hasServerFeatures(const ServerSchemaFacts& facts);
// The catalog's revision: the newest catalog_audit id (0 before any change), one round trip; -1 when it cannot be
// read (this role may not read the audit, or there is none).
qint64 readCatalogRevision(QSqlDatabase& db);
inline constexpr const char* kChangeChannel = "gp_catalog";

// Whether this login may UPDATE each catalog table (CatalogSchema's names), in one round trip: asked table by table
// through a prepared statement it was three each (QPSQL prepares, executes and deallocates), 33 for the window's
// role check at every connect. A table that is not there is false.
QHash<QString, bool> updatableTables(const QSqlDatabase& db);

// The tables gp_editor may change (INSERT, UPDATE, DELETE); gp_admin may change every table.
QStringList editorTables();

// Creates the three roles when missing (they are the cluster's, shared by its databases) and grants them their
// rights on the catalog of `db`'s database, in one transaction. Run by a superuser or the tables' owner, after
// the catalog exists (catalog push). *error names the statement's purpose when the server refuses it.
bool initServerRoles(QSqlDatabase& db, QString* error);

} // namespace catalog
