// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A team catalog's roles, enforced by the PostgreSQL server rather than by the app (issue 34): gp_reader reads;
// gp_editor also changes offers (their prices) and the edit records; gp_admin changes everything, GPUs and models
// included, and owns the tables so it can upgrade the schema (only a table's owner may ALTER it). The roles are
// NOLOGIN groups: people log in as their own roles, made members (docs/team-catalog.md).
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace catalog {

// The tables gp_editor may change (INSERT, UPDATE, DELETE); gp_admin may change every table.
QStringList editorTables();

// Creates the three roles when missing (they are the cluster's, shared by its databases) and grants them their
// rights on the catalog of `db`'s database, in one transaction. Run by a superuser or the tables' owner, after
// the catalog exists (catalog push). *error names the statement's purpose when the server refuses it.
bool initServerRoles(QSqlDatabase& db, QString* error);

} // namespace catalog
