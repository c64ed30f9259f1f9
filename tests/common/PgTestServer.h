// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The throw-away PostgreSQL server of the postgresql tests (tests/postgresql/CMakeLists.txt starts it with
// tests/support/pg_test_server.sh and passes its socket folder in GP_TEST_PGHOST). Each test makes its own
// database on it, so the suites run in parallel. There is no skip: a test that cannot reach the server fails,
// saying why (the fixture did not run, or the server is gone).
#include "catalog/CatalogBuilder.h"
#include "catalog/CatalogDialect.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogTransfer.h"
#include "catalog/CatalogUrl.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QtTest>

namespace pgtest {

// How long a test waits for the server's answer to reach another connection or a child process: milliseconds on
// an idle machine; the bound is for CI's ASan build on two busy cores (QTRY_COMPARE's default 5 s and
// QProcess's 30 s are timing assumptions there). A lost answer still fails, only later.
constexpr int kWaitMs = 60000;

inline QString socketDir() { return qEnvironmentVariable("GP_TEST_PGHOST"); }

// The address of database `db` on the test server as `user` (the superuser is `postgres`; trust on the socket).
inline QString url(const QString& db, const QString& user = QStringLiteral("postgres"))
{
    return QStringLiteral("postgresql://%1@localhost/%2?host=%3").arg(user, db, socketDir());
}

// Runs `sql` on the server's maintenance database as the superuser. Empty when it worked, else why not.
inline QString adminExec(const QStringList& statements, const QString& db = QStringLiteral("postgres"))
{
    if (socketDir().isEmpty())
        return QStringLiteral("GP_TEST_PGHOST is not set: run this test through ctest, whose fixture "
                              "gp_pg_server_start starts the PostgreSQL test server");
    catalog::ServerAddress a;
    QString why;
    if (!catalog::parseServerUrl(url(db), &a, &why))
        return why;
    QString result;
    {
        QSqlDatabase conn = catalog::openServerConnection(a, &why);
        if (!conn.isOpen()) {
            result = QStringLiteral("the PostgreSQL test server in %1 cannot be reached: %2").arg(socketDir(), why);
        } else {
            QSqlQuery q(conn);
            q.exec(QStringLiteral("SET client_min_messages = warning")); // no "does not exist, skipping" notices
            for (const QString& sql : statements)
                if (!q.exec(sql)) {
                    result = QStringLiteral("%1: %2").arg(sql, q.lastError().text());
                    break;
                }
        }
        const QString name = conn.connectionName();
        conn = QSqlDatabase();
        catalog::closeConnection(name);
    }
    return result;
}

// A fresh, empty database named after the test and `suffix` (a leftover of an earlier run is dropped first).
inline QString freshDatabase(const QString& suffix, QString* why)
{
    const QString name = QStringLiteral("gp_%1_%2").arg(QCoreApplication::applicationName().toLower(), suffix).left(60);
    *why = adminExec({QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name),
                      QStringLiteral("CREATE DATABASE %1").arg(name)});
    return why->isEmpty() ? name : QString();
}

// Fails the current test when the server does not answer, saying why. From initTestCase: said once, and no other
// function of the test runs (without the server each would fail one by one).
inline void requireServer()
{
    const QString why = adminExec({QStringLiteral("SELECT 1")});
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

// tests/data/catalog/small.json built into the SQLite file `file`: the catalog the postgresql tests push to the
// server (3 offers; aws-p5-on-demand at 55.04 USD an hour). Checked with QVERIFY2, as requireServer.
inline void buildSmallCatalog(const QString& file)
{
    const catalog::BuildResult built =
        catalog::buildCatalog(QStringLiteral(GP_TEST_DATA_DIR "/catalog/small.json"), file);
    QVERIFY2(built.ok, qPrintable(built.error));
}

// A fresh database (freshDatabase) holding the SQLite catalog `fixture` (pushCatalog): its name, or empty with why
// not in *why.
inline QString freshCatalogDatabase(const QString& suffix, const QString& fixture, QString* why)
{
    const QString db = freshDatabase(suffix, why);
    if (db.isEmpty())
        return {};
    const catalog::TransferResult pushed = catalog::pushCatalog(fixture, url(db));
    if (!pushed.ok) {
        *why = QStringLiteral("push failed: ") + pushed.error;
        return {};
    }
    return db;
}

} // namespace pgtest

// Fails the current test with the reason when no fresh database can be made.
#define PGTEST_FRESH_DB(var, suffix)                                                                                   \
    QString var;                                                                                                       \
    do {                                                                                                               \
        QString why_;                                                                                                  \
        var = pgtest::freshDatabase(suffix, &why_);                                                                    \
        if (var.isEmpty())                                                                                             \
            QFAIL(qPrintable(why_));                                                                                   \
    } while (false)
