// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The catalog store on both backends (issue 34): the same edits, validations and refusals on a SQLite file and on
// a team catalog in the throw-away PostgreSQL server, with a "backend" column; the schema's types on PostgreSQL;
// a schema migrated step by step on the server. The figures are those of tests/data/catalog/small.json (the
// H100 SXM's 80 GB, the H200 offer that refers to its GPU), as in tests/models/catalog/tst_catalogstore.cpp.
#include "Near.h"
#include "PgTestServer.h"

#include "catalog/CatalogBuilder.h"
#include "catalog/CatalogMigrations.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogStore.h"
#include "catalog/CatalogTransfer.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace catalog;

namespace {
QVariantMap rowOf(const CatalogStore& store, const QString& table, const QString& key)
{
    const TableDef* def = catalogTable(table);
    for (const QVariantMap& r : store.rows(table))
        if (r.value(def->keyColumn).toString() == key)
            return r;
    return {};
}
} // namespace

class TestPgCatalogStore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_fixture; // small.json built into a SQLite file
    int m_serial = 0;

    // Opens a fresh copy of the fixture on `backend`: a SQLite file, or the fixture pushed into a new database.
    // Fails the test when it cannot.
    bool openFresh(CatalogStore& store, const QString& backend, const QString& tag)
    {
        const QString suffix = QStringLiteral("%1_%2").arg(tag).arg(++m_serial);
        if (backend == QLatin1String("sqlite")) {
            const QString file = m_dir.filePath(suffix + QStringLiteral(".sqlite"));
            if (!QFile::copy(m_fixture, file)) {
                qWarning("cannot copy the fixture %s to %s", qPrintable(m_fixture), qPrintable(file));
                return false;
            }
            QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
            return store.openNamed(file);
        }
        QString why;
        const QString db = pgtest::freshCatalogDatabase(suffix, m_fixture, &why);
        if (db.isEmpty()) {
            qWarning("%s", qPrintable(why));
            return false;
        }
        if (!store.openNamed(pgtest::url(db))) {
            qWarning("%s", qPrintable(store.startupMessage()));
            return false;
        }
        return true;
    }

    void backends()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("sqlite") << QStringLiteral("sqlite");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_fixture = m_dir.filePath(QStringLiteral("small.sqlite"));
        pgtest::buildSmallCatalog(m_fixture);
        pgtest::requireServer();
    }

    void sameRowsAsTheFile()
    {
        CatalogStore file;
        CatalogStore server;
        QVERIFY(openFresh(file, QStringLiteral("sqlite"), QStringLiteral("rows")));
        QVERIFY(openFresh(server, QStringLiteral("postgresql"), QStringLiteral("rows")));
        for (const TableDef& t : catalogTables())
            QCOMPARE(server.rows(t.name), file.rows(t.name));
        // Spot checks against small.json itself: 3 offers, aws-p5-on-demand at 55.04 USD an hour for 8 GPUs.
        QCOMPARE(server.rows(QStringLiteral("offers")).size(), 3);
        const QVariantMap p5 = rowOf(server, QStringLiteral("offers"), QStringLiteral("aws-p5-on-demand"));
        QCOMPARE(p5.value(QStringLiteral("price")), QVariant(55.04));
        QCOMPARE(p5.value(QStringLiteral("gpus_per_instance")), QVariant(qlonglong(8)));
        QVERIFY(!p5.value(QStringLiteral("notes")).isValid());
        // The address as messages show it: the socket folder as ?host=, never a password.
        QVERIFY2(server.path().startsWith(QLatin1String("postgresql://postgres@/gp_tst_pgcatalogstore_rows_")),
                 qPrintable(server.path()));
        QVERIFY2(server.path().endsWith(QStringLiteral("?host=") + pgtest::socketDir()), qPrintable(server.path()));
    }

    void setValueValidates_data() { backends(); }
    void setValueValidates()
    {
        QFETCH(QString, backend);
        CatalogStore store;
        QVERIFY(openFresh(store, backend, QStringLiteral("set")));
        QSignalSpy rowSpy(&store, &CatalogStore::rowChanged);
        QString error;
        QVERIFY(!store.setValue("gpus", "nvidia-h100-sxm", "memory_gb", -4.0, &error));
        QCOMPARE(error, QStringLiteral("gpus \"nvidia-h100-sxm\": memory_gb must be greater than 0, got -4"));
        QVERIFY(!store.setValue("offers", "aws-p5-on-demand", "currency", "EUR", &error));
        QCOMPARE(error, QStringLiteral("offers \"aws-p5-on-demand\": currency \"EUR\" is not in currencies"));
        QVERIFY(!store.setValue("gpus", "nvidia-nope", "memory_gb", 94.0, &error));
        QCOMPARE(error, QStringLiteral("gpus has no row with key \"nvidia-nope\""));
        QCOMPARE(rowSpy.count(), 0);
        QVERIFY(!store.isUserEdited("gpus", "nvidia-h100-sxm"));
        QVERIFY2(store.setValue("gpus", "nvidia-h100-sxm", "memory_gb", "94", &error), qPrintable(error));
        QCOMPARE(rowOf(store, "gpus", "nvidia-h100-sxm").value("memory_gb"), QVariant(94.0));
        // A price that a 4-byte float would round (PostgreSQL's REAL): 55.04 stays 55.04, and so does this.
        QVERIFY2(store.setValue("offers", "aws-p5-on-demand", "price", 98.32123456789, &error), qPrintable(error));
        QCOMPARE(rowOf(store, "offers", "aws-p5-on-demand").value("price"), QVariant(98.32123456789));
        QVERIFY(store.setValue("gpus", "nvidia-h100-sxm", "fp4_dense_tflops", QVariant(), &error));
        QVERIFY(!rowOf(store, "gpus", "nvidia-h100-sxm").value("fp4_dense_tflops").isValid());
        QCOMPARE(rowSpy.count(), 3);
        QVERIFY(store.isUserEdited("gpus", "nvidia-h100-sxm"));
        // The edit's date: UTC ISO 8601 on both (a TIMESTAMPTZ on the server), within this test's run.
        const QDateTime edited = QDateTime::fromString(store.editDates("gpus").value("nvidia-h100-sxm"), Qt::ISODate);
        QVERIFY2(edited.isValid(), qPrintable(store.editDates("gpus").value("nvidia-h100-sxm")));
        GP_VERIFY_NEAR(edited.secsTo(QDateTime::currentDateTimeUtc()), 0, 600);
    }

    void insertAndDelete_data() { backends(); }
    void insertAndDelete()
    {
        QFETCH(QString, backend);
        CatalogStore store;
        QVERIFY(openFresh(store, backend, QStringLiteral("insdel")));
        QVariantMap a100{{"key", "nvidia-a100-sxm"},
                         {"vendor", "NVIDIA"},
                         {"name", "A100 SXM 80GB"},
                         {"memory_gb", 80},
                         {"memory_bandwidth_tbps", 2.039},
                         {"fp16_dense_tflops", 312},
                         {"launch_year", 2020},
                         {"verification", "verified"},
                         {"source", "NVIDIA A100 datasheet"},
                         {"as_of", "2021-06"}};
        QString error;
        QVERIFY2(store.insertRow("gpus", a100, &error), qPrintable(error));
        QCOMPARE(store.rows("gpus").size(), 3);
        QCOMPARE(rowOf(store, "gpus", "nvidia-a100-sxm").value("memory_bandwidth_tbps").toDouble(), 2.039);
        QVERIFY(!store.insertRow("gpus", a100, &error));
        QCOMPARE(error, QStringLiteral("gpus: key \"nvidia-a100-sxm\" is already in gpus"));
        QVERIFY(!store.deleteRow("gpus", "nvidia-h200-sxm", &error));
        QCOMPARE(error,
                 QStringLiteral("gpus \"nvidia-h200-sxm\" is used by 1 offers (e2e-h200-monthly); delete those first"));
        QVERIFY(store.deleteRow("offers", "e2e-h200-monthly", &error));
        QVERIFY(store.deleteRow("gpus", "nvidia-h200-sxm", &error));
        QCOMPARE(store.rows("gpus").size(), 2);
        QCOMPARE(store.deletedKeys("gpus"), QStringList{"nvidia-h200-sxm"});
    }

    void hostileNamesAreBound_data() { backends(); }
    void hostileNamesAreBound()
    {
        QFETCH(QString, backend);
        CatalogStore store;
        QVERIFY(openFresh(store, backend, QStringLiteral("hostile")));
        const QString drop = QStringLiteral("'); DROP TABLE gpus; --");
        const QString quotes = QStringLiteral("O'Brien \"GPU\" Cloud; DELETE FROM offers; /* */ \\ %_ $1 ?");
        QVariantMap provider{{"key", "hostile-cloud"}, {"name", drop},    {"kind", "gpu_cloud"}, {"country", quotes},
                             {"source", drop},         {"as_of", "2026"}, {"notes", quotes}};
        QString error;
        QVERIFY2(store.insertRow("providers", provider, &error), qPrintable(error));
        QVERIFY(store.setValue("gpus", "nvidia-h100-sxm", "notes", quotes, &error));
        QCOMPARE(rowOf(store, "providers", "hostile-cloud").value("name").toString(), drop);
        QCOMPARE(rowOf(store, "providers", "hostile-cloud").value("country").toString(), quotes);
        QCOMPARE(rowOf(store, "gpus", "nvidia-h100-sxm").value("notes").toString(), quotes);
        QCOMPARE(store.rows("gpus").size(), 2);
        QCOMPARE(store.rows("offers").size(), 3);
    }

    // The types PostgreSQL gives the schema: money and figures in 8-byte floats (its REAL is 4 bytes), the date of
    // an edit a TIMESTAMPTZ, and the version in its own table.
    void serverTypes()
    {
        PGTEST_FRESH_DB(db, QStringLiteral("types"));
        QVERIFY(pushCatalog(m_fixture, pgtest::url(db)).ok);
        ServerAddress a;
        QVERIFY(parseServerUrl(pgtest::url(db), &a, nullptr));
        QString why;
        QSqlDatabase conn = openServerConnection(a, &why);
        QVERIFY2(conn.isOpen(), qPrintable(why));
        auto typeOf = [&](const QString& table, const QString& column) {
            QSqlQuery q(conn);
            q.prepare("SELECT data_type FROM information_schema.columns WHERE table_name = ? AND column_name = ?");
            q.addBindValue(table);
            q.addBindValue(column);
            return q.exec() && q.next() ? q.value(0).toString() : QString();
        };
        QCOMPARE(typeOf("offers", "price"), QStringLiteral("double precision"));
        QCOMPARE(typeOf("gpus", "memory_gb"), QStringLiteral("double precision"));
        QCOMPARE(typeOf("currencies", "units_per_usd"), QStringLiteral("double precision"));
        QCOMPARE(typeOf("user_edits", "changed_at"), QStringLiteral("timestamp with time zone"));
        QCOMPARE(typeOf("models", "layers"), QStringLiteral("integer"));
        QCOMPARE(schemaVersion(conn), latestSchemaVersion());
        const QString name = conn.connectionName();
        conn = QSqlDatabase();
        closeConnection(name);
    }

    // Every migration step runs on the server: a database at version 1 comes up to the latest, step by step, and
    // only with --migrate (openNamed's `migrate`); without it the store refuses and leaves it at version 1.
    void migratesOnTheServer()
    {
        PGTEST_FRESH_DB(db, QStringLiteral("migrate"));
        ServerAddress a;
        QVERIFY(parseServerUrl(pgtest::url(db), &a, nullptr));
        QString why;
        {
            QSqlDatabase conn = openServerConnection(a, &why);
            QVERIFY2(conn.isOpen(), qPrintable(why));
            QVERIFY2(migrateDatabase(conn, &why, 1), qPrintable(why));
            QCOMPARE(schemaVersion(conn), 1);
            const QString name = conn.connectionName();
            conn = QSqlDatabase();
            closeConnection(name);
        }
        CatalogStore store;
        QVERIFY(!store.openNamed(pgtest::url(db)));
        QVERIFY(store.refused());
        QVERIFY2(store.startupMessage().contains(
                     QStringLiteral("schema version 1, older than this program's %1").arg(latestSchemaVersion())),
                 qPrintable(store.startupMessage()));
        QVERIFY2(store.openNamed(pgtest::url(db), true), qPrintable(store.startupMessage()));
        QCOMPARE(store.rows("offers").size(), 0);
        QString error;
        QVariantMap usd{
            {"code", "USD"}, {"name", "US dollar"}, {"units_per_usd", 1.0}, {"source", "ISO 4217"}, {"as_of", "2026"}};
        QVERIFY2(store.insertRow("currencies", usd, &error), qPrintable(error));
    }

    // An empty database is not a catalog; a push into a database that holds one is refused and changes nothing.
    void refusals()
    {
        PGTEST_FRESH_DB(db, QStringLiteral("refusals"));
        CatalogStore store;
        QVERIFY(!store.openNamed(pgtest::url(db)));
        QVERIFY2(store.startupMessage().contains(QStringLiteral("holds no catalog yet")),
                 qPrintable(store.startupMessage()));
        QVERIFY(pushCatalog(m_fixture, pgtest::url(db)).ok);
        const TransferResult again = pushCatalog(QString(), pgtest::url(db));
        QVERIFY(!again.ok);
        QVERIFY2(again.error.contains(QStringLiteral("already holds catalog tables (gpus,")), qPrintable(again.error));
        QVERIFY(store.openNamed(pgtest::url(db)));
        QCOMPARE(store.rows("offers").size(), 3); // the fixture's, not the shipped catalog's
        QString error;
        QVERIFY(!store.resetToShipped(&error));
        QVERIFY2(error.contains(QStringLiteral("not reset from the shipped catalog")), qPrintable(error));
        // A database that does not exist: the server's own words, naming the address (never a password).
        CatalogStore none;
        QVERIFY(!none.openNamed(pgtest::url(QStringLiteral("gp_no_such_database"))));
        QVERIFY2(none.startupMessage().contains(QStringLiteral("gp_no_such_database")),
                 qPrintable(none.startupMessage()));
    }
};

QTEST_GUILESS_MAIN(TestPgCatalogStore)
#include "tst_pgcatalogstore.moc"
