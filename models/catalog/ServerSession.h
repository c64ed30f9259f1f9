// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What a team catalog's connection has already asked its server, kept for that connection's life (issue 34's speed
// targets: every snapshot asked for the schema version again, two round trips each, and every estimate asked for the
// catalog's revision once more after the open had read the tables). Keyed by the QSqlDatabase connection name,
// guarded by a mutex (a background reader's connection is seeded from its owner's, PriceHistory).
//
// The rule that keeps it right:
//   - schema version: remembered by CatalogStore when its open has checked the schema (current, every table and
//     column there); forgotten when this connection writes a version (writeSchemaVersion: a migration) and when the
//     connection is closed (closeConnection). Another client can only raise the version while this connection is
//     open (migrations go one way), and every reader asks "version >= the one that added table X" for an X of this
//     program's schema, so the remembered version gives the same answers as the server's.
//   - revision (the newest catalog_audit id): read at the open in the same statement as the version, before the
//     rows; forgotten when this store changes a row or hears of another client's change (NOTIFY), and then read
//     again before the next snapshot's rows. Read before the rows it can only be older than them, so a plan is at
//     worst told "the catalog has changed" once too often, never left unwarned (CatalogIdentity).
#include <QString>

#include <optional>

namespace catalog {

void rememberSchemaVersion(const QString& connection, int version);
std::optional<int> knownSchemaVersion(const QString& connection);

void rememberRevision(const QString& connection, qint64 revision);
std::optional<qint64> knownRevision(const QString& connection);
void forgetRevision(const QString& connection);

// Everything about `connection` (it is being closed, or its schema is being written).
void forgetSession(const QString& connection);

} // namespace catalog
