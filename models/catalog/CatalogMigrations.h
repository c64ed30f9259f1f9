// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The catalog file's schema history. Each step takes a database from version N-1 to N and is kept
// exactly as it first shipped (never edited afterwards), so a user's file of any older version can be
// brought up to date by running the steps after its `PRAGMA user_version`.
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

namespace catalog {

struct MigrationStep {
    int toVersion = 0;
    QString description;
    QStringList statements; // DDL only: no user values are ever pasted into these
};

const QVector<MigrationStep>& migrationSteps();
int latestSchemaVersion();
// Tables the current schema must have besides the catalog tables of CatalogSchema.
QStringList bookkeepingTables();
// The user's pricing tables (schema v10): contract_prices and price_history. Not catalog tables: never exported,
// merged from the shipped catalog or shown in the browser's tabs.
QStringList pricingTables();
// The schema version whose step creates catalog table `table` (1 for the first tables; 10 for pricingTables()).
int tableIntroducedIn(const QString& table);
// Columns a later step added to an existing table (v6: models.embeddings). A row the user edited before the step
// has NULL there although the user never chose it: merging a newer shipped catalog fills such NULLs (and nothing
// else the user edited).
struct AddedColumn {
    QString table;
    QString column;
    int version = 0;
};
const QVector<AddedColumn>& addedColumns();

int schemaVersion(QSqlDatabase& db); // -1 when it cannot be read
// Runs every step above the file's version, each in its own transaction; stops at `targetVersion`
// (default: latest). Refuses a file newer than the target.
bool migrateDatabase(QSqlDatabase& db, QString* error, int targetVersion = -1);

// Every step on an empty database, inside the caller's transaction (a push creates the schema and copies the rows
// in one transaction: PostgreSQL's DDL is transactional, so a failed push leaves the database empty).
bool createLatestSchema(QSqlDatabase& db, QString* error);

} // namespace catalog
