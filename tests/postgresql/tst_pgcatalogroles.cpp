// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Roles enforced by the server (issue 34): `catalog init-server` makes gp_reader, gp_editor and gp_admin; people
// log in as their own roles, members of one of them. Each role's refusals are checked with real logins on the
// test server: what the server refuses reaches the caller as a sentence naming the table and the row (SQLSTATE
// 42501 mapped by CatalogDialect), never the server's own SQL error, and what it refuses is left unchanged.
#include "CliRunner.h"
#include "PgTestServer.h"

#include "catalog/CatalogBuilder.h"
#include "catalog/CatalogDialect.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"
#include "catalog/CatalogTransfer.h"
#include "catalog/CatalogUrl.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace catalog;

namespace {
QVariant valueOf(const CatalogStore& store, const QString& table, const QString& key, const QString& column)
{
    for (const QVariantMap& r : store.rows(table))
        if (r.value(QStringLiteral("key")).toString() == key)
            return r.value(column);
    return {};
}

QString refusal(const QString& table, const QString& key, const QString& role)
{
    return QStringLiteral("%1 \"%2\": the team catalog's server refused the change: your role may not change %1 "
                          "(ask its administrator for the %3 role)")
        .arg(table, key, role);
}

// Runs `statements` on database `db` as the login `user`: empty when all ran, else the first refusal's text.
QString execAs(const QString& db, const QString& user, const QStringList& statements)
{
    ServerAddress a;
    QString why;
    if (!parseServerUrl(pgtest::url(db, user), &a, &why))
        return why;
    QString result;
    {
        QSqlDatabase conn = openServerConnection(a, &why);
        if (!conn.isOpen())
            return why;
        QSqlQuery q(conn);
        for (const QString& sql : statements)
            if (!q.exec(sql)) {
                result = QStringLiteral("%1: %2").arg(sql, q.lastError().text());
                break;
            }
        const QString name = conn.connectionName();
        q = QSqlQuery();
        conn = QSqlDatabase();
        closeConnection(name);
    }
    return result;
}

const QVariantMap kA100{{"key", "nvidia-a100-sxm"},
                        {"vendor", "NVIDIA"},
                        {"name", "A100 SXM 80GB"},
                        {"memory_gb", 80},
                        {"memory_bandwidth_tbps", 2.039},
                        {"fp16_dense_tflops", 312},
                        {"launch_year", 2020},
                        {"verification", "verified"},
                        {"source", "NVIDIA A100 datasheet"},
                        {"as_of", "2021-06"}};
} // namespace

class TestPgCatalogRoles : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;
    QString m_db;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        const QString fixture = m_home.filePath(QStringLiteral("small.sqlite"));
        const BuildResult built = buildCatalog(QStringLiteral(GP_TEST_DATA_DIR "/catalog/small.json"), fixture);
        QVERIFY2(built.ok, qPrintable(built.error));
        PGTEST_FRESH_DB(db, QStringLiteral("roles"));
        m_db = db;
        const TransferResult pushed = pushCatalog(fixture, pgtest::url(m_db));
        QVERIFY2(pushed.ok, qPrintable(pushed.error));
        const gptest::CliRun init = gptest::runCli(m_home, {"catalog", "init-server", "--catalog", pgtest::url(m_db)});
        QVERIFY2(init.exitCode == 0, init.err.constData());
        QVERIFY2(init.out.contains("Roles gp_reader, gp_editor and gp_admin are set up"), init.out.constData());
        // A second run finds the roles there and grants again: nothing to refuse.
        const gptest::CliRun again = gptest::runCli(m_home, {"catalog", "init-server", "--catalog", pgtest::url(m_db)});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        // Three people, one per role (cluster-wide names, so this suite's own).
        const QString why = pgtest::adminExec({
            "DROP ROLE IF EXISTS gpt_ana_reader, gpt_bo_editor, gpt_cy_admin",
            "CREATE ROLE gpt_ana_reader LOGIN IN ROLE gp_reader",
            "CREATE ROLE gpt_bo_editor LOGIN IN ROLE gp_editor",
            "CREATE ROLE gpt_cy_admin LOGIN IN ROLE gp_admin",
        });
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void readerReadsOnly()
    {
        CatalogStore store;
        QVERIFY2(store.openNamed(pgtest::url(m_db, "gpt_ana_reader")), qPrintable(store.startupMessage()));
        QCOMPARE(store.rows("offers").size(), 3);
        QVERIFY(!store.mayChange("offers"));
        QVERIFY(!store.mayChange("gpus"));
        QString error;
        QVERIFY(!store.setValue("offers", "aws-p5-on-demand", "price", 50.0, &error));
        QCOMPARE(error, refusal("offers", "aws-p5-on-demand", "gp_editor"));
        QCOMPARE(valueOf(store, "offers", "aws-p5-on-demand", "price"), QVariant(55.04)); // small.json's price
        QVERIFY(!store.deleteRow("offers", "e2e-h100-on-demand", &error));
        QCOMPARE(error, refusal("offers", "e2e-h100-on-demand", "gp_editor"));
        QCOMPARE(store.rows("offers").size(), 3);
        QVERIFY(!store.insertRow("gpus", kA100, &error));
        QCOMPARE(error, refusal("gpus", "nvidia-a100-sxm", "gp_admin"));
    }

    void editorChangesOffersOnly()
    {
        CatalogStore store;
        QVERIFY2(store.openNamed(pgtest::url(m_db, "gpt_bo_editor")), qPrintable(store.startupMessage()));
        QVERIFY(store.mayChange("offers"));
        QVERIFY(!store.mayChange("gpus"));
        QVERIFY(!store.mayChange("models"));
        QString error;
        QVERIFY2(store.setValue("offers", "aws-p5-on-demand", "price", 49.5, &error), qPrintable(error));
        QCOMPARE(valueOf(store, "offers", "aws-p5-on-demand", "price"), QVariant(49.5));
        QVERIFY(!store.setValue("gpus", "nvidia-h100-sxm", "memory_gb", 94.0, &error));
        QCOMPARE(error, refusal("gpus", "nvidia-h100-sxm", "gp_admin"));
        QCOMPARE(valueOf(store, "gpus", "nvidia-h100-sxm", "memory_gb"), QVariant(80.0));
        QVERIFY(!store.setValue("models", "mixtral-8x7b", "layers", 33, &error));
        QCOMPARE(error, refusal("models", "mixtral-8x7b", "gp_admin"));
        QVERIFY(!store.insertRow("gpus", kA100, &error));
        QCOMPARE(error, refusal("gpus", "nvidia-a100-sxm", "gp_admin"));
    }

    void adminChangesEverything()
    {
        CatalogStore store;
        QVERIFY2(store.openNamed(pgtest::url(m_db, "gpt_cy_admin")), qPrintable(store.startupMessage()));
        QVERIFY(store.mayChange("gpus"));
        QString error;
        QVERIFY2(store.setValue("gpus", "nvidia-h100-sxm", "memory_gb", 94.0, &error), qPrintable(error));
        QVERIFY2(store.insertRow("gpus", kA100, &error), qPrintable(error));
        QCOMPARE(store.rows("gpus").size(), 3);
        QVERIFY2(store.setValue("offers", "e2e-h100-on-demand", "region", "Delhi", &error), qPrintable(error));
    }

    // The command line says the same: an estimate as the reader works, an import as the reader is refused with
    // the row named (never the server's "permission denied for table").
    void readerFromTheCommandLine()
    {
        const QString json = m_home.filePath(QStringLiteral("edit.json"));
        QFile f(json);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"offers": [{"key": "aws-p5-on-demand", "provider_key": "aws", "gpu_key": "nvidia-h100-sxm",
            "gpus_per_instance": 8, "tier": "on_demand", "price": 40.0, "currency": "USD", "unit": "hour",
            "source": "test", "as_of": "2026-12"}]})");
        f.close();
        const gptest::CliRun r =
            gptest::runCli(m_home, {"catalog", "import", "--catalog", pgtest::url(m_db, "gpt_ana_reader"), json});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(refusal("offers", "aws-p5-on-demand", "gp_editor").toUtf8()), r.err.constData());
        QVERIFY2(!r.err.contains("permission denied"), r.err.constData());
    }

    // The audit cannot be forged (issue 34 review 9). An editor may not put the SECURITY DEFINER audit function on a
    // table of their own (a temporary "offers": its rows would have gone into catalog_audit as the catalog's), as
    // EXECUTE on it is revoked from PUBLIC; and even the superuser, who passes every privilege check, cannot make it
    // audit a table outside the catalog's schema.
    void auditCannotBeForged()
    {
        const QString asEditor = execAs(m_db, QStringLiteral("gpt_bo_editor"),
                                        {"CREATE TEMP TABLE offers (key TEXT)",
                                         "CREATE TRIGGER forged AFTER INSERT ON pg_temp.offers FOR EACH ROW EXECUTE "
                                         "FUNCTION gp_catalog_audit('key')",
                                         "INSERT INTO pg_temp.offers VALUES ('aws-p5-on-demand')"});
        QVERIFY2(asEditor.contains(QLatin1String("permission denied for function gp_catalog_audit")),
                 qPrintable(asEditor));
        const QString asSuperuser = pgtest::adminExec(
            {"DROP SCHEMA IF EXISTS forge CASCADE", "CREATE SCHEMA forge", "CREATE TABLE forge.offers (key TEXT)",
             "CREATE TRIGGER forged AFTER INSERT ON forge.offers FOR EACH ROW EXECUTE FUNCTION gp_catalog_audit('key')",
             "INSERT INTO forge.offers VALUES ('aws-p5-on-demand')"},
            m_db);
        QVERIFY2(asSuperuser.contains(
                     QLatin1String("gp_catalog_audit audits the catalog's own tables only, not forge.offers")),
                 qPrintable(asSuperuser));
        // init-server gave the functions to gp_admin with the tables.
        const QString owners = pgtest::adminExec(
            {"DO $$ BEGIN IF (SELECT count(*) FROM pg_proc WHERE proname IN ('gp_catalog_audit', "
             "'gp_catalog_row_version') AND pg_get_userbyid(proowner) = 'gp_admin') <> 2 THEN RAISE EXCEPTION "
             "'not owned by gp_admin'; END IF; END $$"},
            m_db);
        QVERIFY2(owners.isEmpty(), qPrintable(owners));
    }

    // A bulk insert (push, pull) refused by the server names the table and, for a batch of one, the row (issue 34
    // review 10: the driver's raw "permission denied for table"). The editor may not add GPUs.
    void bulkInsertRefusalIsASentence()
    {
        ServerAddress a;
        QString why;
        QVERIFY2(parseServerUrl(pgtest::url(m_db, QStringLiteral("gpt_bo_editor")), &a, &why), qPrintable(why));
        QString name;
        {
            QSqlDatabase conn = openServerConnection(a, &why);
            name = conn.connectionName();
            QVERIFY2(conn.isOpen(), qPrintable(why));
            QVERIFY(!insertRows(conn, *catalogTable(QStringLiteral("gpus")), {kA100}, &why));
        }
        closeConnection(name);
        QCOMPARE(why, refusal("gpus", "nvidia-a100-sxm", "gp_admin"));
    }
};

QTEST_GUILESS_MAIN(TestPgCatalogRoles)
#include "tst_pgcatalogroles.moc"
