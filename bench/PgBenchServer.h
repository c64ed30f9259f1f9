// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A throw-away PostgreSQL server for the team catalog's benchmarks (issue 34): started with the tests' own script
// (tests/support/pg_test_server.sh) in a folder of /tmp, listening on a Unix socket only, with the shipped catalog
// pushed into database gp_bench, and stopped when this goes out of scope.
#include "catalog/CatalogTransfer.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

struct PgBenchServer {
    QString dir = QStringLiteral("/tmp/gp-bench-pg-%1").arg(QCoreApplication::applicationPid());
    QString url = QStringLiteral("postgresql://postgres@localhost/gp_bench?host=%1/socket").arg(dir);
    QString script = QStringLiteral(GP_SOURCE_DIR "/tests/support/pg_test_server.sh");
    QTemporaryDir work;
    QString file = work.filePath(QStringLiteral("catalog.sqlite")); // a writable copy of the shipped catalog
    bool ok = false;
    PgBenchServer()
    {
        if (QProcess::execute(script, {QStringLiteral("start"), dir}) != 0 ||
            QProcess::execute(QStringLiteral("psql"),
                              {QStringLiteral("-q"), QStringLiteral("-h"), dir + QStringLiteral("/socket"),
                               QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-c"),
                               QStringLiteral("CREATE DATABASE gp_bench")}) != 0)
            return;
        ok = catalog::pushCatalog(QString(), url).ok &&
             QFile::copy(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"), file);
        QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    ~PgBenchServer() { QProcess::execute(script, {QStringLiteral("stop"), dir}); }
    PgBenchServer(const PgBenchServer&) = delete;
    PgBenchServer& operator=(const PgBenchServer&) = delete;
};
