// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogServer.h"

#include "CatalogDialect.h"
#include "CatalogMigrations.h"
#include "CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>

namespace catalog {

namespace {
// The triggers' functions. The audit runs SECURITY DEFINER (as the role that pushed the catalog) so that an editor
// needs no right on catalog_audit and cannot write it directly; who is session_user, the person logged in (inside
// a SECURITY DEFINER function current_user is the definer). pg_notify's payload is "TABLE KEY"; PostgreSQL sends
// notifications at commit only, so a rolled-back change announces nothing.
// Nobody but the triggers may use them: PostgreSQL grants EXECUTE on a new function to PUBLIC, and with it anyone could
// put the SECURITY DEFINER audit on a table of their own named like a catalog table (a temporary "offers") and write
// forged audit rows; so EXECUTE is revoked (CREATE TRIGGER needs it, a trigger firing does not), and the function
// refuses a table outside the catalog's schema (current_schema() is the one fixed by SET search_path FROM CURRENT).
const char* kRevokeFunctions = "REVOKE EXECUTE ON FUNCTION gp_catalog_audit(), gp_catalog_row_version() FROM PUBLIC";
const char* kAuditTable = "CREATE TABLE IF NOT EXISTS catalog_audit (id BIGSERIAL PRIMARY KEY, who TEXT NOT NULL, "
                          "at TIMESTAMPTZ NOT NULL DEFAULT now(), table_name TEXT NOT NULL, row_key TEXT NOT NULL, "
                          "before TEXT, after TEXT)";
const char* kAuditIndex = "CREATE INDEX IF NOT EXISTS catalog_audit_by_key ON catalog_audit (row_key, id)";
const char* kVersionFunction =
    "CREATE OR REPLACE FUNCTION gp_catalog_row_version() RETURNS trigger LANGUAGE plpgsql AS $$ "
    "BEGIN NEW.row_version := OLD.row_version + 1; RETURN NEW; END $$";
const char* kAuditFunction =
    "CREATE OR REPLACE FUNCTION gp_catalog_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER "
    "SET search_path FROM CURRENT AS $$ "
    "DECLARE k TEXT; b TEXT; a TEXT; "
    "BEGIN "
    "IF TG_TABLE_SCHEMA <> current_schema() THEN "
    "RAISE EXCEPTION 'gp_catalog_audit audits the catalog''s own tables only, not %.%', TG_TABLE_SCHEMA, "
    "TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege'; END IF; "
    "IF TG_OP <> 'INSERT' THEN b := to_jsonb(OLD)::text; k := to_jsonb(OLD) ->> TG_ARGV[0]; END IF; "
    "IF TG_OP <> 'DELETE' THEN a := to_jsonb(NEW)::text; k := to_jsonb(NEW) ->> TG_ARGV[0]; END IF; "
    "INSERT INTO catalog_audit (who, table_name, row_key, before, after) VALUES (session_user, TG_TABLE_NAME, k, b, "
    "a); "
    "PERFORM pg_notify('gp_catalog', TG_TABLE_NAME || ' ' || k); "
    "RETURN NULL; END $$";
} // namespace

bool applyServerFeatures(QSqlDatabase& db, QString* error)
{
    QStringList statements{QLatin1String(kAuditTable), QLatin1String(kAuditIndex), QLatin1String(kVersionFunction),
                           QLatin1String(kAuditFunction), QLatin1String(kRevokeFunctions)};
    // Table and key column names come from CatalogSchema only.
    for (const TableDef& t : catalogTables()) {
        statements << QStringLiteral("ALTER TABLE %1 ADD COLUMN IF NOT EXISTS row_version INTEGER NOT NULL DEFAULT 1")
                          .arg(t.name)
                   << QStringLiteral("CREATE OR REPLACE TRIGGER %1_row_version BEFORE UPDATE ON %1 FOR EACH ROW "
                                     "EXECUTE FUNCTION gp_catalog_row_version()")
                          .arg(t.name)
                   << QStringLiteral("CREATE OR REPLACE TRIGGER %1_audit AFTER INSERT OR UPDATE OR DELETE ON %1 FOR "
                                     "EACH ROW EXECUTE FUNCTION gp_catalog_audit('%2')")
                          .arg(t.name, t.keyColumn);
    }
    QSqlQuery q(db);
    for (const QString& sql : statements)
        if (!q.exec(sql)) {
            if (error)
                *error = QStringLiteral("the team catalog's versions and audit could not be set up: %1")
                             .arg(q.lastError().databaseText());
            return false;
        }
    return true;
}

bool hasServerFeatures(QSqlDatabase& db)
{
    if (backendOf(db) != Backend::PostgreSQL)
        return false;
    // One round trip (every open asks): the audit table, and a row_version column on every catalog table.
    QStringList tables;
    for (const TableDef& t : catalogTables())
        tables << QStringLiteral("'%1'").arg(t.name); // names from CatalogSchema only
    QSqlQuery q(db);
    const QString sql = QStringLiteral("SELECT to_regclass('catalog_audit') IS NOT NULL AND (SELECT count(*) FROM "
                                       "pg_catalog.pg_attribute WHERE attname = 'row_version' AND NOT attisdropped "
                                       "AND attrelid IN (SELECT to_regclass(t) FROM unnest(ARRAY[%1]) AS t)) = %2")
                            .arg(tables.join(QStringLiteral(", ")))
                            .arg(tables.size());
    return q.exec(sql) && q.next() && q.value(0).toBool();
}

bool hasServerFeatures(const ServerSchemaFacts& facts)
{
    if (!facts.tables.contains(QLatin1String("catalog_audit")))
        return false;
    for (const TableDef& t : catalogTables())
        if (!facts.columns.value(t.name).contains(QLatin1String("row_version")))
            return false;
    return true;
}

qint64 readCatalogRevision(QSqlDatabase& db)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    return q.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM catalog_audit")) && q.next()
               ? q.value(0).toLongLong()
               : -1;
}

QHash<QString, bool> updatableTables(const QSqlDatabase& db)
{
    QHash<QString, bool> out;
    QStringList tables;
    for (const TableDef& t : catalogTables())
        tables << QStringLiteral("'%1'").arg(t.name); // names from CatalogSchema only
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // to_regclass gives NULL for a missing table, and has_table_privilege NULL for that (a strict function).
    if (q.exec(QStringLiteral("SELECT t, COALESCE(has_table_privilege(current_user, to_regclass(t), 'UPDATE'), false) "
                              "FROM unnest(ARRAY[%1]) AS t")
                   .arg(tables.join(QStringLiteral(", ")))))
        while (q.next())
            out.insert(q.value(0).toString(), q.value(1).toBool());
    return out;
}

// An editor's price edit also keeps the earlier price (price_history), and contracted prices are an editor's too
// (issue 33, schema v10).
QStringList editorTables()
{
    return {QStringLiteral("offers"), QStringLiteral("user_edits"), QStringLiteral("price_history"),
            QStringLiteral("contract_prices")};
}

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
    tables << bookkeepingTables() << pricingTables() << QStringLiteral("catalog_schema")
           << QStringLiteral("catalog_audit");
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
        QLatin1String(kRevokeFunctions),
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
    // The audit's SECURITY DEFINER function runs as its owner: it follows catalog_audit to gp_admin, so it keeps
    // the right to write there whoever pushed the catalog.
    for (const char* function : {"gp_catalog_audit()", "gp_catalog_row_version()"})
        if (!q.exec(QStringLiteral("ALTER FUNCTION %1 OWNER TO gp_admin").arg(QLatin1String(function))))
            return fail(QStringLiteral("giving gp_admin the function %1").arg(QLatin1String(function)), q.lastError());
    if (!db.commit())
        return fail(QStringLiteral("committing the roles"), db.lastError());
    return true;
}

} // namespace catalog
