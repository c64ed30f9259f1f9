// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Shared by the fault-injection tests: the files a writer starts from (a user catalog with the user's
// own edits, the shipped catalogs, an import, a workspace), running gp-faultwriter with a kill step,
// and reading a catalog the way the next start does (through SQLite, which rolls back a hot journal).
#include "CatalogTestUtil.h"
#include "TestSupport.h"
#include "catalog/CatalogFileCheck.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

namespace FaultTestSupport {

struct Run {
    bool killed = false; // ended by SIGKILL
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    // "operations N" of a run that finished
    long operations() const { return QString::fromUtf8(out).section(QLatin1Char(' '), 1).trimmed().toLong(); }
};

// Runs `gp-faultwriter operation folder`; killAt = 0: never killed. `extra` adds environment.
inline Run runWriter(const QString& operation, const QString& folder, long killAt, bool torn = false,
                     const QStringList& extra = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GP_FAULT_DIR"), folder);
    env.insert(QStringLiteral("GP_FAULT_KILL_AT"), QString::number(killAt));
    if (torn)
        env.insert(QStringLiteral("GP_FAULT_TORN"), QStringLiteral("1"));
    for (const QString& pair : extra)
        env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    // The writer's own temporary folders (the shipped copy it merges from), which a kill leaves behind,
    // go next to `folder`, inside the test's temporary folder, not into the user's folder or /tmp.
    const QString tmp = QDir(folder).absoluteFilePath(QStringLiteral("../writer-tmp"));
    QDir().mkpath(tmp);
    env.insert(QStringLiteral("TMPDIR"), tmp);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GP_FAULT_WRITER), {operation, folder});
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    Run run;
    run.killed = p.exitStatus() == QProcess::CrashExit;
    run.exitCode = p.exitCode();
    run.out = p.readAllStandardOutput();
    run.err = p.readAllStandardError();
    return run;
}

// Every row of every table (catalog tables, user_edits, catalog_meta) and the schema version, as
// text, read through SQLite on a writable connection, so a hot journal is rolled back first exactly as
// the next start would. *integrity gets the first line of PRAGMA integrity_check.
inline QString catalogState(const QString& path, QString* integrity)
{
    QSqlDatabase db = catalog::openConnection(path, false, nullptr);
    const QString name = db.connectionName();
    QString text;
    {
        QSqlQuery q(db);
        *integrity = q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next() ? q.value(0).toString()
                                                                                  : QStringLiteral("unreadable");
        q.exec(QStringLiteral("PRAGMA user_version"));
        text += QStringLiteral("user_version %1\n").arg(q.next() ? q.value(0).toString() : QStringLiteral("?"));
        QStringList tables;
        for (const catalog::TableDef& t : catalog::catalogTables())
            tables << t.name;
        tables << QStringLiteral("user_edits") << QStringLiteral("catalog_meta");
        for (const QString& table : tables) {
            text += table + QLatin1Char('\n');
            // changed_at records when an edit was made, not what it is: left out so states compare.
            const QString columns = table == QLatin1String("user_edits") ? QStringLiteral("table_name, row_key, action")
                                                                         : QStringLiteral("*");
            if (!q.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY 1, 2").arg(columns, table))) {
                text += QStringLiteral("  (unreadable)\n");
                continue;
            }
            while (q.next()) {
                QStringList values;
                for (int i = 0; i < q.record().count(); ++i)
                    values << (q.value(i).isNull() ? QStringLiteral("NULL") : q.value(i).toString());
                text += QStringLiteral("  ") + values.join(QLatin1Char('|')) + QLatin1Char('\n');
            }
        }
    }
    db = QSqlDatabase();
    catalog::closeConnection(name);
    return text;
}

// True when a journal SQLite would still play back is left beside `db`: one that starts with a
// non-zero byte (pager.c, hasHotJournal()). A journal whose first byte is zero, or an empty one, is
// what a write killed before its journal header left; SQLite ignores it and reuses it next time.
inline bool liveJournalLeft(const QString& db)
{
    QFile journal(db + QStringLiteral("-journal"));
    if (!journal.open(QIODevice::ReadOnly))
        return QFile::exists(db + QStringLiteral("-wal"));
    const QByteArray first = journal.read(1);
    return !first.isEmpty() && first[0] != '\0';
}

inline QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Copies every file of `from` (one level) into a fresh `to`.
inline bool copyFolder(const QString& from, const QString& to)
{
    QDir(to).removeRecursively();
    if (!QDir().mkpath(to))
        return false;
    for (const QString& name : QDir(from).entryList(QDir::Files | QDir::Hidden))
        if (!QFile::copy(QDir(from).filePath(name), QDir(to).filePath(name)))
            return false;
    return true;
}

// `count` offers for the providers and GPUs of merge-old.json, as catalog JSON: an import big enough
// to grow the file by many pages in one transaction.
inline QByteArray importOffers(int count)
{
    QJsonArray offers;
    for (int i = 0; i < count; ++i) {
        offers.append(QJsonObject{
            {"key", QStringLiteral("fault-offer-%1").arg(i, 4, 10, QLatin1Char('0'))},
            {"provider_key", i % 2 ? "aws" : "e2e"},
            {"gpu_key", i % 3 ? "nvidia-h100-sxm" : "nvidia-h200-sxm"},
            {"gpus_per_instance", 8},
            {"tier", "on_demand"},
            {"price", 10.0 + i * 0.01},
            {"currency", "USD"},
            {"unit", "hour"},
            {"region", "fault-region"},
            {"instance_type", QStringLiteral("fault.%1xlarge").arg(i)},
            {"includes", "full instance"},
            {"source", "Fault-injection fixture (generated)"},
            {"source_url", QJsonValue::Null},
            {"as_of", "2026-01"},
            {"notes", QJsonValue::Null},
        });
    }
    return QJsonDocument(QJsonObject{{"format", "gpu-planner-catalog"}, {"format_version", 1}, {"offers", offers}})
        .toJson(QJsonDocument::Compact);
}

// Lays out the starting files in `folder`: shipped.sqlite (merge-old.json), shipped-new.sqlite
// (merge-new.json: changed prices and a new offer), catalog.sqlite (the user's copy, with the user's
// own edit and deletion), import.json (`importRows` offers) and plan.gpuplan.
inline bool makeStartingFiles(const QString& folder, int importRows)
{
    const QDir dir(folder);
    if (!QDir().mkpath(folder))
        return false;
    using CatalogTestUtil::buildDb;
    using CatalogTestUtil::fixture;
    if (buildDb(dir, fixture(QStringLiteral("merge-old.json")), QStringLiteral("shipped.sqlite")).isEmpty() ||
        buildDb(dir, fixture(QStringLiteral("merge-new.json")), QStringLiteral("shipped-new.sqlite")).isEmpty())
        return false;
    {
        CatalogStore store;
        store.setShippedCatalogSource(dir.filePath(QStringLiteral("shipped.sqlite")));
        if (!store.open(dir.filePath(QStringLiteral("catalog.sqlite"))) || !store.startupMessage().isEmpty())
            return false;
        QString error;
        if (!store.setValue(QStringLiteral("offers"), QStringLiteral("aws-p5-on-demand"), QStringLiteral("price"), 52.0,
                            &error) ||
            !store.deleteRow(QStringLiteral("offers"), QStringLiteral("e2e-h200-monthly"), &error))
            return false;
    }
    QFile import(dir.filePath(QStringLiteral("import.json")));
    if (!import.open(QIODevice::WriteOnly) || import.write(importOffers(importRows)) <= 0)
        return false;
    import.close();
    return QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/document/v1-two-scenarios.gpuplan"),
                       dir.filePath(QStringLiteral("plan.gpuplan")));
}

} // namespace FaultTestSupport
