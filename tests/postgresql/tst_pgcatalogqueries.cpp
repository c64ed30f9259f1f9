// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// How many statements a team catalog sends its server (issue 34's speed targets: on a busy machine each one is a
// round trip that waits for the server's process and then for this one). The server counts them: the test's
// database logs every statement (ALTER DATABASE ... SET log_statement = 'all'; only this database's sessions log, so
// the other suites running on the same server add nothing), and PostgreSQL writes that line to its log
// (tests/support/pg_test_server.sh: stderr to DIR/server.log, no logging collector) before it runs the statement, so
// every statement a call sent is in the file when the call returns. The expected counts are worked out from the code
// path, named below; SQLite's are asserted in tests/models/catalog/tst_contractprices.cpp.
#include "CliRunner.h"
#include "PgTestServer.h"

#include "catalog/CatalogSchema.h"
#include "catalog/CatalogServer.h"
#include "catalog/CatalogStore.h"
#include "catalog/CatalogTransfer.h"
#include "document/CatalogIdentity.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <QThread>

using namespace catalog;

namespace {

// The tables snapshotFromDatabase reads, one SELECT each (CatalogSnapshotReader.cpp's forEach calls): gpus, links,
// models, providers, offers, currencies, tco_defaults, processor_classes.
constexpr int kSnapshotTables = 8;
// A snapshot of a catalog of schema v10: those tables, then contract_prices (readContracts, one SELECT). The schema
// version that readContracts and priceHistorySource ask for is the one the open remembered (ServerSession.h), and
// the price history is read per offer only when asked: no statement for either.
constexpr int kSnapshotStatements = kSnapshotTables + 1;
// The store's own statements in openNamed of a current catalog that has its versions and audit: the tables with their
// columns (readServerSchema, one statement), the version with the revision (one), LISTEN on the change channel
// (subscribeToChanges). The features check uses the tables already read; nothing is created.
constexpr int kOpenStatements = 3;

} // namespace

class TestPgCatalogQueries : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;
    QString m_db;
    QString m_url;
    QString m_log;
    int m_driverStatements = -1; // what Qt's QPSQL driver sends when a connection opens

    qint64 logEnd() const { return QFileInfo(m_log).size(); }

    // The statements logged since `from` (a logEnd()).
    int statementsSince(qint64 from) const
    {
        QFile f(m_log);
        if (!f.open(QIODevice::ReadOnly) || !f.seek(from))
            return -1;
        return int(f.readAll().count("LOG:  statement: "));
    }

    // A fresh connection of the server's own (no store): the driver's statements alone.
    int bareConnectionStatements() const
    {
        ServerAddress address;
        if (!parseServerUrl(m_url, &address, nullptr))
            return -1;
        const qint64 from = logEnd();
        QString why;
        QString name;
        {
            QSqlDatabase db = openServerConnection(address, &why);
            if (!db.isOpen())
                return -1;
            name = db.connectionName();
        }
        const int n = statementsSince(from);
        closeConnection(name);
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QString why;
        m_db = pgtest::freshDatabase(QStringLiteral("queries"), &why);
        if (m_db.isEmpty())
            QFAIL(qPrintable(why));
        m_url = pgtest::url(m_db);
        // The shipped catalog, as the speed benchmark (bench/bench_teamcatalog) and the estimate below use it.
        const TransferResult pushed = pushCatalog(QString(), m_url);
        QVERIFY2(pushed.ok, qPrintable(pushed.error));
        why = pgtest::adminExec({QStringLiteral("ALTER DATABASE %1 SET log_statement = 'all'").arg(m_db)});
        QVERIFY2(why.isEmpty(), qPrintable(why));
        m_log = QDir(pgtest::socketDir()).filePath(QStringLiteral("../server.log"));
        QVERIFY2(QFileInfo(m_log).isReadable(),
                 qPrintable(QStringLiteral("the server's log %1 is not readable").arg(m_log)));
        m_driverStatements = bareConnectionStatements();
        // Qt 6.4's QPSQLDriver::open (qsql_psql.cpp): SELECT version(), the backslash-escape check, SET
        // CLIENT_ENCODING, SET DATESTYLE, SET bytea_output. Not this program's; the counts below add to it.
        QCOMPARE(m_driverStatements, 5);
    }

    void openAndSnapshot()
    {
        CatalogStore store;
        qint64 from = logEnd();
        QVERIFY2(store.openNamed(m_url), qPrintable(store.startupMessage()));
        QCOMPARE(statementsSince(from), m_driverStatements + kOpenStatements);

        from = logEnd();
        QString error;
        const std::optional<gp::CatalogSnapshot> s = store.checkedSnapshot(&error);
        QVERIFY2(s, qPrintable(error));
        QVERIFY(!s->offers.empty());
        QVERIFY(s->priceHistorySource); // schema v10: the history is there to be read when asked
        QCOMPARE(statementsSince(from), kSnapshotStatements);

        // A second snapshot asks the same again, and nothing about the schema.
        from = logEnd();
        QCOMPARE(store.snapshot().offers.size(), s->offers.size());
        QCOMPARE(statementsSince(from), kSnapshotStatements);
    }

    // The plan's catalog identity takes the revision the open read with the version: no statement (it was one more
    // per estimate), and it is the server's.
    void identityKnowsTheRevision()
    {
        CatalogStore store;
        QVERIFY2(store.openNamed(m_url), qPrintable(store.startupMessage()));
        const qint64 from = logEnd();
        const CatalogIdentity id = CatalogIdentity::of(store);
        QCOMPARE(statementsSince(from), 0);
        QCOMPARE(int(id.kind), int(CatalogIdentity::Kind::Team));
        qint64 server = -2;
        QVERIFY(store.readThrough(
            [&](QSqlDatabase& db, QString*) {
                server = readCatalogRevision(db);
                return true;
            },
            nullptr));
        QVERIFY(server >= 0);
        QCOMPARE(id.revision, server);
    }

    // After this store changes a row, the revision it read is no longer the catalog's: the next snapshot reads it
    // again (one statement) before its rows, and the identity is the new one.
    void anEditMakesTheNextSnapshotReadTheRevision()
    {
        CatalogStore store;
        QVERIFY2(store.openNamed(m_url), qPrintable(store.startupMessage()));
        const qint64 before = CatalogIdentity::of(store).revision;
        const QVector<QVariantMap> offers = store.rows(QStringLiteral("offers"));
        QVERIFY(!offers.isEmpty());
        const QString key = offers.first().value(QStringLiteral("key")).toString();
        const double price = offers.first().value(QStringLiteral("price")).toDouble();
        QString error;
        QVERIFY2(store.setValue(QStringLiteral("offers"), key, QStringLiteral("price"), price + 1.0, &error),
                 qPrintable(error));

        qint64 from = logEnd();
        QCOMPARE(store.snapshot().offers.empty(), false);
        QCOMPARE(statementsSince(from), 1 + kSnapshotStatements);
        from = logEnd();
        const qint64 after = CatalogIdentity::of(store).revision;
        QCOMPARE(statementsSince(from), 0);
        // The audit trigger is on the catalog tables only (CatalogServer.cpp): the edit's UPDATE of the offer adds one
        // audit row; its user_edits and price_history rows add none.
        QCOMPARE(after, before + 1);
    }

    // A background analysis asking for offers' price history (CostExplanations, the price chart) reads on a connection
    // of its own thread, which that thread keeps: the first read opens it (the driver's statements) and reads, a later
    // read in the same thread only reads, and another thread opens its own. A read is one bound statement, which QPSQL
    // sends as PREPARE, EXECUTE and DEALLOCATE: 3. The schema version is the store's (no statement).
    void backgroundHistoryKeepsItsConnection()
    {
        CatalogStore store;
        QVERIFY2(store.openNamed(m_url), qPrintable(store.startupMessage()));
        const gp::CatalogSnapshot s = store.snapshot();
        QVERIFY(s.priceHistorySource);
        QVERIFY(s.offers.size() >= 3);
        const auto readInAThread = [&](const std::vector<std::vector<const gp::OfferSpec*>>& asks) {
            QVector<int> counts;
            QThread* worker = QThread::create([&] {
                for (const auto& offers : asks) {
                    const qint64 from = logEnd();
                    s.priceHistoryOf(offers);
                    counts << statementsSince(from);
                }
            });
            worker->start();
            worker->wait();
            delete worker; // its kept connection was closed when it ended
            return counts;
        };
        constexpr int kHistoryRead = 3;
        QCOMPARE(readInAThread({{&s.offers[0]}, {&s.offers[1]}}),
                 (QVector<int>{m_driverStatements + kHistoryRead, kHistoryRead}));
        QCOMPARE(readInAThread({{&s.offers[2]}}), QVector<int>{m_driverStatements + kHistoryRead});
    }

    // Whether this login may change a table: one statement for all the catalog's tables (updatableTables); QPSQL's
    // prepared statement it was before cost three (PREPARE, EXECUTE, DEALLOCATE).
    void mayChangeIsOneStatement()
    {
        CatalogStore store;
        QVERIFY2(store.openNamed(m_url), qPrintable(store.startupMessage()));
        const qint64 from = logEnd();
        QVERIFY(store.mayChange(QStringLiteral("offers"))); // postgres, the superuser, may change everything
        QCOMPARE(statementsSince(from), 1);
    }

    // `gpu-planner estimate --catalog postgresql://... examples/workshop-llama3-8b.gpuplan`, as a user runs it: the
    // driver's statements, the open's and one snapshot's. Before issue 34's speed work it sent 25: the schema check
    // read the table list three times, the features were a query of their own, each snapshot asked for the version
    // twice more (contracted prices, price history) and the plan's identity asked for the revision after.
    void estimateCommand()
    {
        const qint64 from = logEnd();
        const gptest::CliRun run =
            gptest::runCli(m_home, {"estimate", "--catalog", m_url,
                                    QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // Then the price history of every scenario's offers, read once before any output (issue 33: estimate lists
        // earlier prices and fails on an unreadable history): the command closed its store after the snapshot, so the
        // read is a connection of its own (the driver's statements) whose schema version is the open's, and the
        // history read itself (one bound statement: PREPARE, EXECUTE and DEALLOCATE, as in the test above).
        constexpr int kHistoryRead = 3;
        QCOMPARE(statementsSince(from),
                 m_driverStatements + kOpenStatements + kSnapshotStatements + m_driverStatements + kHistoryRead);
    }
};

QTEST_GUILESS_MAIN(TestPgCatalogQueries)
#include "tst_pgcatalogqueries.moc"
