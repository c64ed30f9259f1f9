// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogServer.h"

#include "CatalogDialect.h"
#include "CatalogMigrations.h"
#include "CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>

namespace catalog {

QStringList editorTables() { return {QStringLiteral("offers"), QStringLiteral("user_edits")}; }

bool initServerRoles(QSqlDatabase& db, QString* error)
{
    auto fail = [&](const QString& what, const QSqlError& why) {
        db.rollback();
        if (error)
            *error = QStringLiteral("%1 was refused by the server: %2").arg(what, why.databaseText());
        return false;
    };
    if (backendOf(db) != Backend::PostgreSQL) {
        if (error)
            *error = QStringLiteral("roles exist only on a team catalog (postgresql://...)");
        return false;
    }
    const QStringList present = listTables(db);
    QStringList tables;
    for (const TableDef& t : catalogTables())
        tables << t.name;
    tables << bookkeepingTables() << QStringLiteral("catalog_schema");
    for (const QString& t : tables)
        if (!present.contains(t)) {
            if (error)
                *error = QStringLiteral("the database has no catalog table %1 yet: push a catalog first "
                                        "(gpu-planner catalog push --to ADDRESS)")
                             .arg(t);
            return false;
        }
    if (!db.transaction())
        return fail(QStringLiteral("starting a transaction"), db.lastError());
    QSqlQuery q(db);
    // Names below are constants of this file; nothing here comes from the user.
    for (const char* role : {"gp_reader", "gp_editor", "gp_admin"}) {
        // Roles belong to the whole cluster: another database's init-server (or a second run) may have made them.
        // A concurrent one racing this is caught as the duplicate it is.
        const QString sql = QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '%1') "
                                           "THEN CREATE ROLE %1 NOLOGIN; END IF; EXCEPTION WHEN duplicate_object OR "
                                           "unique_violation THEN NULL; END $$")
                                .arg(QLatin1String(role));
        if (!q.exec(sql))
            return fail(QStringLiteral("creating the role %1").arg(QLatin1String(role)), q.lastError());
    }
    const QString all = tables.join(QStringLiteral(", "));
    const QString editable = editorTables().join(QStringLiteral(", "));
    const QStringList grants{
        QStringLiteral("REVOKE ALL ON %1 FROM PUBLIC").arg(all),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO gp_reader, gp_editor, gp_admin"),
        QStringLiteral("GRANT SELECT ON %1 TO gp_reader, gp_editor, gp_admin").arg(all),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO gp_editor").arg(editable),
        QStringLiteral("GRANT ALL ON %1 TO gp_admin").arg(all),
        QStringLiteral("GRANT CREATE ON SCHEMA public TO gp_admin"),
    };
    for (const QString& sql : grants)
        if (!q.exec(sql))
            return fail(QStringLiteral("granting the roles their rights (%1)").arg(sql), q.lastError());
    // gp_admin owns the tables, so its members can upgrade the schema (ALTER TABLE is the owner's alone).
    for (const QString& t : tables)
        if (!q.exec(QStringLiteral("ALTER TABLE %1 OWNER TO gp_admin").arg(t)))
            return fail(QStringLiteral("giving gp_admin the table %1").arg(t), q.lastError());
    if (!db.commit())
        return fail(QStringLiteral("committing the roles"), db.lastError());
    return true;
}

} // namespace catalog
