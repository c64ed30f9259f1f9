// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 9, fault injection: a writer doing what the app does (a workspace save, a catalog import, a
// catalog edit, a reset to the shipped catalog, a merge of new shipped rows) is killed with SIGKILL
// at seeded random steps (FaultInjection.cpp: just before its N-th file-system change, half of a write
// sometimes done), 300 times in all by default. Afterwards the file is always the old one or the new
// one, whole: a catalog passes PRAGMA integrity_check, no journal is left, the next start opens it
// without setting anything aside, and no temporary file remains. A read-only or full destination gives
// a clear message and keeps the document open and modified.
// GP_FAULT_RUNS (kills per operation, default 60) and GP_FAULT_SEED change the sample.
#include "FaultTestSupport.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"

#include <QRandomGenerator>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace FaultTestSupport;

namespace {
int runsPerOperation()
{
    const int runs = qEnvironmentVariableIntValue("GP_FAULT_RUNS");
    return runs > 0 ? runs : 60;
}
quint32 seed()
{
    bool ok = false;
    const quint32 s = qEnvironmentVariable("GP_FAULT_SEED").toUInt(&ok);
    return ok ? s : 20261201u;
}
} // namespace

// On tmpfs when there is one: a kill tests the order of the writer's system calls, which any file
// system shows the same way, and fsync there costs nothing, so hundreds of kills take seconds.
static QString scratchTemplate()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString base = shm.isDir() && shm.isWritable() ? shm.absoluteFilePath() : QDir::tempPath();
    return base + QStringLiteral("/tst_faultinjection-XXXXXX");
}

class TestFaultInjection : public QObject {
    Q_OBJECT
    QTemporaryDir m_root{scratchTemplate()};
    QString m_start; // the starting files, copied afresh before every run
    QStringList m_startNames;

    QString folder(const QString& name) const { return m_root.filePath(name); }
    QStringList namesIn(const QString& dir) const { return QDir(dir).entryList(QDir::Files | QDir::Hidden); }

    struct FailedSave {
        QString error;
        bool modified = false;
        QString path;
    };
    // The writer's report of a save that failed (exit 4): the message and the document's state.
    static FailedSave failedSave(const Run& run)
    {
        const QStringList lines = QString::fromUtf8(run.err).split(QLatin1Char('\n'));
        FailedSave f;
        if (run.exitCode != 4 || lines.value(0) != QLatin1String("not saved"))
            return f;
        f.modified = lines.value(1) == QLatin1String("modified 1");
        f.path = lines.value(2).mid(5);
        f.error = lines.value(3).mid(6);
        return f;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_root.isValid());
        m_start = folder(QStringLiteral("start"));
        QVERIFY(makeStartingFiles(m_start, 400));
        m_startNames = namesIn(m_start);
        qInfo("seed %u, %d kills per operation", seed(), runsPerOperation());
    }

    void killedCatalogWrite_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("shipped"); // the shipped catalog the next start opens with
        QTest::newRow("import 400 offers") << "import"
                                           << "shipped.sqlite";
        QTest::newRow("edit one value") << "edit"
                                        << "shipped.sqlite";
        QTest::newRow("reset to shipped") << "reset"
                                          << "shipped.sqlite";
        QTest::newRow("merge new shipped rows") << "merge"
                                                << "shipped-new.sqlite";
    }
    void killedCatalogWrite()
    {
        QFETCH(QString, operation);
        QFETCH(QString, shipped);
        const QString dir = folder(operation);
        const QString db = QDir(dir).filePath(QStringLiteral("catalog.sqlite"));
        QString integrity;
        QVERIFY(copyFolder(m_start, dir));
        const QString before = catalogState(db, &integrity);
        QCOMPARE(integrity, QStringLiteral("ok"));
        QVERIFY(copyFolder(m_start, dir));
        const Run complete = runWriter(operation, dir, 0);
        QVERIFY2(!complete.killed && complete.exitCode == 0, complete.err.constData());
        const long steps = complete.operations();
        QVERIFY2(steps >= 3, complete.out.constData());
        const QString after = catalogState(db, &integrity);
        QCOMPARE(integrity, QStringLiteral("ok"));
        QVERIFY(after != before);

        QRandomGenerator rng(seed() ^ qHash(operation));
        int keptOld = 0;
        int gotNew = 0;
        for (int i = 0; i < runsPerOperation(); ++i) {
            const long at = rng.bounded(1, int(steps) + 2); // steps + 1: after the last change
            const bool torn = rng.bounded(2) == 1;
            const QString where = QStringLiteral("%1 killed at step %2 of %3%4")
                                      .arg(operation)
                                      .arg(at)
                                      .arg(steps)
                                      .arg(torn ? QStringLiteral(" (torn write)") : QString());
            QVERIFY(copyFolder(m_start, dir));
            const Run run = runWriter(operation, dir, at, torn);
            QVERIFY2(run.killed, qPrintable(where + QStringLiteral(": not killed: ") + QString::fromUtf8(run.err)));
            const QString state = catalogState(db, &integrity);
            QVERIFY2(integrity == QLatin1String("ok"),
                     qPrintable(where + QStringLiteral(": integrity_check: ") + integrity));
            QVERIFY2(state == before || state == after,
                     qPrintable(where + QStringLiteral(": neither the old nor the new catalog")));
            ++(state == before ? keptOld : gotNew);
            QVERIFY2(!liveJournalLeft(db), qPrintable(where + QStringLiteral(": a journal is left to play back")));
            {
                // The next start: the catalog opens as it is, nothing set aside, nothing to say.
                CatalogStore store;
                store.setShippedCatalogSource(QDir(dir).filePath(shipped));
                QVERIFY2(store.open(db, CatalogStore::IfUnusable::Refuse),
                         qPrintable(where + QStringLiteral(": ") + store.startupMessage()));
                QVERIFY2(store.startupMessage().isEmpty(),
                         qPrintable(where + QStringLiteral(": ") + store.startupMessage()));
            }
            QStringList names = namesIn(dir);
            names.removeOne(QStringLiteral("catalog.sqlite-journal")); // an inert one (see liveJournalLeft)
            QVERIFY2(names == m_startNames,
                     qPrintable(where + QStringLiteral(": left ") + names.join(QStringLiteral(", "))));
        }
        qInfo("%s: %d steps; %d kills left the old catalog, %d the new one", qPrintable(operation), int(steps), keptOld,
              gotNew);
        QCOMPARE(keptOld + gotNew, runsPerOperation());
    }

    void killedWorkspaceSave()
    {
        const QString dir = folder(QStringLiteral("save"));
        const QString plan = QDir(dir).filePath(QStringLiteral("plan.gpuplan"));
        QVERIFY(copyFolder(m_start, dir));
        const QByteArray before = bytesOf(plan);
        const Run complete = runWriter(QStringLiteral("save"), dir, 0);
        QVERIFY2(!complete.killed && complete.exitCode == 0, complete.err.constData());
        const long steps = complete.operations();
        QVERIFY2(steps >= 3, complete.out.constData());
        const QByteArray after = bytesOf(plan);
        QVERIFY(after != before);

        QRandomGenerator rng(seed() ^ qHash(QStringLiteral("save")));
        int keptOld = 0;
        int gotNew = 0;
        for (int i = 0; i < runsPerOperation(); ++i) {
            const long at = rng.bounded(1, int(steps) + 2); // steps + 1: after the last change
            const bool torn = rng.bounded(2) == 1;
            const QString where = QStringLiteral("save killed at step %1 of %2%3")
                                      .arg(at)
                                      .arg(steps)
                                      .arg(torn ? QStringLiteral(" (torn write)") : QString());
            QVERIFY(copyFolder(m_start, dir));
            const Run run = runWriter(QStringLiteral("save"), dir, at, torn);
            QVERIFY2(run.killed, qPrintable(where + QStringLiteral(": not killed")));
            const QByteArray now = bytesOf(plan);
            QVERIFY2(now == before || now == after,
                     qPrintable(where + QStringLiteral(": neither the old nor the new file")));
            ++(now == before ? keptOld : gotNew);
            // The next start opens the file, which removes what the killed save left behind.
            const WorkspaceFile::LoadResult loaded = WorkspaceFile::load(plan);
            QVERIFY2(loaded.workspace, qPrintable(where + QStringLiteral(": ") + loaded.error));
            QVERIFY2(namesIn(dir) == m_startNames,
                     qPrintable(where + QStringLiteral(": left ") + namesIn(dir).join(QStringLiteral(", "))));
        }
        qInfo("save: %d steps; %d kills left the old file, %d the new one", int(steps), keptOld, gotNew);
        QCOMPARE(keptOld + gotNew, runsPerOperation());
    }

    // A destination the save cannot write: the message names the file and the reason, the document
    // stays open and modified under its path, the old file is whole, nothing is left behind.
    void unwritableDestination_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QStringList>("environment");
        QTest::addColumn<int>("folderMode"); // octal permissions
        QTest::addColumn<int>("fileMode");
        QTest::addColumn<QString>("reason"); // %1 = the folder
        QTest::newRow("read-only folder") << "save-readonly" << QStringList() << 0555 << 0666
                                          << "the folder %1 cannot be written to (Permission denied)";
        QTest::newRow("read-only file") << "save-readonly" << QStringList() << 0777 << 0444
                                        << "the file is read-only (Permission denied)";
        // A full disk, simulated: write(2) fails with ENOSPC after 4 KiB (GP_FAULT_SPACE; a tiny tmpfs
        // would need root to mount).
        QTest::newRow("full disk (ENOSPC)") << "save" << QStringList{"GP_FAULT_SPACE=4096"} << 0755 << 0644
                                            << "the disk is full (No space left on device)";
        // A real kernel limit: RLIMIT_FSIZE of 1 KiB makes write(2) fail with EFBIG.
        QTest::newRow("file size limit (RLIMIT_FSIZE)")
            << "save-full" << QStringList() << 0755 << 0644
            << "the file is larger than this system allows (File too large)";
    }
    void unwritableDestination()
    {
        QFETCH(QString, operation);
        QFETCH(QStringList, environment);
        QFETCH(int, folderMode);
        QFETCH(int, fileMode);
        QFETCH(QString, reason);
        const QString dir = folder(QStringLiteral("unwritable"));
        const QString plan = QDir(dir).filePath(QStringLiteral("plan.gpuplan"));
        QVERIFY(copyFolder(m_start, dir));
        const QByteArray before = bytesOf(plan);
        // save-readonly runs as "nobody" when the test runs as root: it must get into the folders.
        QVERIFY(::chmod(QFile::encodeName(m_root.path()).constData(), 0755) == 0);
        QVERIFY(::chmod(QFile::encodeName(plan).constData(), mode_t(fileMode)) == 0);
        QVERIFY(::chmod(QFile::encodeName(dir).constData(), mode_t(folderMode)) == 0);
        const Run run = runWriter(operation, dir, 0, false, environment);
        QVERIFY(::chmod(QFile::encodeName(dir).constData(), 0755) == 0);
        const FailedSave failed = failedSave(run);
        QVERIFY2(!failed.error.isEmpty(), run.err.constData());
        QCOMPARE(failed.error,
                 QStringLiteral("Could not save %1: %2").arg(plan, QString(reason).replace(QStringLiteral("%1"), dir)));
        QVERIFY(failed.modified);
        QCOMPARE(failed.path, plan);
        QCOMPARE(bytesOf(plan), before);
        QCOMPARE(namesIn(dir), m_startNames);
    }

    // A catalog edit on a full disk is refused with SQLite's reason and changes nothing.
    void catalogEditOnFullDisk()
    {
        const QString dir = folder(QStringLiteral("full-catalog"));
        const QString db = QDir(dir).filePath(QStringLiteral("catalog.sqlite"));
        QVERIFY(copyFolder(m_start, dir));
        QString integrity;
        const QString before = catalogState(db, &integrity);
        const Run run = runWriter(QStringLiteral("edit"), dir, 0, false, {QStringLiteral("GP_FAULT_SPACE=0")});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("database or disk is full"), run.err.constData());
        QCOMPARE(catalogState(db, &integrity), before);
        QCOMPARE(integrity, QStringLiteral("ok"));
        QCOMPARE(namesIn(dir), m_startNames);
    }
};

QTEST_GUILESS_MAIN(TestFaultInjection)
#include "tst_faultinjection.moc"
