// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The team catalog's address (issue 34): the libpq URI form (postgresql.org/docs/15/libpq-connect.html,
// 34.1.1.2) parsed into what QPSQL takes, a socket folder given as ?host=, and the refusals: no database, a
// password in the address (it comes from PGPASSWORD, ~/.pgpass or a service file only), unknown parameters.
#include "catalog/CatalogDialect.h"
#include "catalog/CatalogUrl.h"

#include <QTest>

using namespace catalog;

class TestCatalogUrl : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parses_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("display");
        QTest::newRow("full") << "postgresql://ana@db.example.org:6543/catalog?sslmode=verify-full"
                              << "ana"
                              << "db.example.org" << 6543 << "catalog"
                              << "sslmode=verify-full"
                              << "postgresql://ana@db.example.org:6543/catalog";
        QTest::newRow("socket folder") << "postgresql://ana@localhost/team?host=%2Frun%2Fpostgresql"
                                       << "ana"
                                       << "/run/postgresql" << -1 << "team"
                                       << ""
                                       << "postgresql://ana@/team?host=/run/postgresql";
        QTest::newRow("defaults") << "postgres://db/team"
                                  << ""
                                  << "db" << -1 << "team"
                                  << ""
                                  << "postgresql://db/team";
        QTest::newRow("service and timeout") << "postgresql:///team?service=gp&connect_timeout=3"
                                             << ""
                                             << "" << -1 << "team"
                                             << "service=gp;connect_timeout=3"
                                             << "postgresql:///team";
        QTest::newRow("user as parameter") << "postgresql://db/team?user=bo&port=5433"
                                           << "bo"
                                           << "db" << 5433 << "team"
                                           << ""
                                           << "postgresql://bo@db:5433/team";
    }
    void parses()
    {
        QFETCH(QString, url);
        ServerAddress a;
        QString error;
        QVERIFY(isServerUrl(url));
        QVERIFY2(parseServerUrl(url, &a, &error), qPrintable(error));
        QTEST(a.user, "user");
        QTEST(a.host, "host");
        QTEST(a.port, "port");
        QTEST(a.database, "database");
        QTEST(a.connectOptions, "options");
        QTEST(a.display(), "display");
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("message");
        QTest::newRow("password") << "postgresql://ana:secret@db/team"
                                  << "the address carries a password; give it through PGPASSWORD, ~/.pgpass or a "
                                     "service file instead (it is never read from the address)";
        QTest::newRow("password parameter")
            << "postgresql://db/team?password=secret"
            << "the parameter \"password\" is not one a team catalog address takes (sslmode, sslrootcert, sslcert, "
               "sslkey, sslcrl, connect_timeout, service, application_name, target_session_attrs, gssencmode, "
               "keepalives, keepalives_idle, passfile, channel_binding)";
        QTest::newRow("no database") << "postgresql://db/"
                                     << "the address names no database (postgresql://user@host/DATABASE)";
        QTest::newRow("bad port") << "postgresql://db/team?port=x"
                                  << "the port \"x\" is not a number";
        QTest::newRow("port range") << "postgresql://db/team?port=70000"
                                    << "the port 70000 is out of range";
        QTest::newRow("option smuggling")
            << "postgresql://db/team?sslmode=disable%3Bpassword%3Dx"
            << QStringLiteral("the parameter sslmode must not contain white space, '=', ';', a quote or a backslash");
        QTest::newRow("second sslmode (TLS off)")
            << "postgresql://db/team?sslmode=require%20sslmode%3Ddisable"
            << QStringLiteral("the parameter sslmode must not contain white space, '=', ';', a quote or a backslash");
        QTest::newRow("second host (redirect)")
            << "postgresql://db/team?application_name=gp%20host%3Devil"
            << QStringLiteral(
                   "the parameter application_name must not contain white space, '=', ';', a quote or a backslash");
        QTest::newRow("tab")
            << "postgresql://db/team?sslmode=require%09host%3Devil"
            << QStringLiteral("the parameter sslmode must not contain white space, '=', ';', a quote or a backslash");
        QTest::newRow("equals sign")
            << "postgresql://db/team?service=a%3Db"
            << QStringLiteral("the parameter service must not contain white space, '=', ';', a quote or a backslash");
        QTest::newRow("quote")
            << "postgresql://db/team?sslcert=%27x"
            << QStringLiteral("the parameter sslcert must not contain white space, '=', ';', a quote or a backslash");
        QTest::newRow("backslash")
            << "postgresql://db/team?sslkey=a%5Cb"
            << QStringLiteral("the parameter sslkey must not contain white space, '=', ';', a quote or a backslash");
        QTest::newRow("negative port") << "postgresql://db/team?port=-5"
                                       << "the port -5 is out of range";
        QTest::newRow("port zero") << "postgresql://db/team?port=0"
                                   << "the port 0 is out of range";
        // An address QUrl refuses is still checked for a password first (QUrl's error text quotes the address).
        QTest::newRow("password, invalid port") << "postgresql://ana:s3cret@db:54x/team"
                                                << "the address carries a password; give it through PGPASSWORD, "
                                                   "~/.pgpass or a service file instead (it is never read from the "
                                                   "address)";
        QTest::newRow("file") << "/home/ana/catalog.sqlite"
                              << "a team catalog address starts with postgresql://";
    }
    void refuses()
    {
        QFETCH(QString, url);
        ServerAddress a;
        QString error;
        QVERIFY(!parseServerUrl(url, &a, &error));
        QTEST(error, "message");
    }

    // An invalid address is reported with QUrl's reason but without its '; source was "<address>"' tail, so
    // nothing of the address (a token in a parameter, a mistyped password) is repeated.
    void invalidUrlIsNotEchoed()
    {
        ServerAddress a;
        QString error;
        QVERIFY(!parseServerUrl(QStringLiteral("postgresql://ana:s3cret@db:54x/team"), &a, &error));
        QVERIFY2(!error.contains(QLatin1String("s3cret")), qPrintable(error));
        QVERIFY(!parseServerUrl(QStringLiteral("postgresql://ana@db:54x/team?application_name=t0ken"), &a, &error));
        QVERIFY2(error.startsWith(QLatin1String("the address is not a valid URL (")), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1String("t0ken")), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1String("source was")), qPrintable(error));
    }

    // The dialect's DDL translation: PostgreSQL's REAL is a 4-byte float, so every REAL becomes DOUBLE PRECISION
    // (a price of 98.32123456789 would come back as 98.32123); an edit's date becomes a TIMESTAMPTZ. SQLite's text
    // is left as written (the frozen steps are SQLite's words).
    void translatesDdl()
    {
        const QString ddl = QStringLiteral("CREATE TABLE t (key TEXT PRIMARY KEY NOT NULL, price REAL NOT NULL, "
                                           "surreal TEXT, changed_at TEXT NOT NULL)");
        QCOMPARE(translateDdl(Backend::SQLite, ddl), ddl);
        QCOMPARE(translateDdl(Backend::PostgreSQL, ddl),
                 QStringLiteral("CREATE TABLE t (key TEXT PRIMARY KEY NOT NULL, price DOUBLE PRECISION NOT NULL, "
                                "surreal TEXT, changed_at TIMESTAMPTZ NOT NULL)"));
        QCOMPARE(upsertSql(Backend::SQLite, "m", {"name", "value"}, {"name"}),
                 QStringLiteral("INSERT OR REPLACE INTO m (name, value) VALUES (?, ?)"));
        QCOMPARE(upsertSql(Backend::PostgreSQL, "m", {"name", "value"}, {"name"}, 2),
                 QStringLiteral("INSERT INTO m (name, value) VALUES (?, ?), (?, ?) ON CONFLICT (name) DO UPDATE SET "
                                "value = EXCLUDED.value"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogUrl)
#include "tst_catalogurl.moc"
