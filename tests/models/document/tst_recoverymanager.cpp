// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Autosave for crash recovery: a recovery copy is written while the workspace is modified, removed when
// it is saved or closed normally, found by the next manager, and restores a workspace equal to the original.
#include "DocumentTestData.h"
#include "TestSupport.h"
#include "common/AtomicFile.h"
#include "document/RecoveryManager.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace DocumentTestData;

class TestRecoveryManager : public QObject {
    Q_OBJECT

    static std::unique_ptr<Workspace> edited()
    {
        auto ws = std::make_unique<Workspace>();
        ws->setTitle(QStringLiteral("Unsaved <plan> \"one\""));
        ws->addScenario(trainingScenario(), QStringLiteral("Train"));
        ws->addScenario(inferenceScenario(), QStringLiteral("Serve"));
        ws->setScenarioNotes(1, QStringLiteral("notes\nwith lines"));
        ws->setWhatIfMfu(0.35);
        ws->setWhatIfDevOpsHours(15);
        return ws;
    }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void defaultsToAppDataRecovery()
    {
        RecoveryManager manager;
        QCOMPARE(manager.directory(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery"));
        QCOMPARE(manager.interval(), 30000); // 30 s
    }

    void writesWhileModifiedAndRestoresEqual()
    {
        QTemporaryDir dir;
        auto ws = edited();
        QString originalPath;
        {
            RecoveryManager manager(nullptr, dir.path());
            manager.setInterval(20);
            QSignalSpy written(&manager, &RecoveryManager::recoveryWritten);
            manager.watch(ws.get());
            QVERIFY(written.wait(5000)); // the timer fired: a copy is on disk
            QVERIFY(QFile::exists(manager.recoveryFilePath()));
            QVERIFY(manager.recoveryFilePath().startsWith(dir.path()));
            // Simulate a crash: the file must outlive the manager, so copy it away before the normal close removes it.
            originalPath = dir.filePath(QStringLiteral("crashed.gpuplan-recovery"));
            QVERIFY(QFile::copy(manager.recoveryFilePath(), originalPath));
        }
        RecoveryManager next(nullptr, dir.path());
        const QStringList found = next.findRecoveryFiles();
        QCOMPARE(found, QStringList{originalPath});
        QString error;
        auto restored = RecoveryManager::restore(found.first(), &error);
        QVERIFY2(restored, qPrintable(error));
        QVERIFY(restored->data() == ws->data());
        QCOMPARE(restored->title(), QStringLiteral("Unsaved <plan> \"one\""));
        QCOMPARE(restored->whatIf().devOpsHoursPerMonth, 15.0);
        QVERIFY(restored->isModified()); // restored work still needs saving
        QCOMPARE(restored->filePath(), QString());
        QVERIFY(RecoveryManager::removeRecoveryFile(found.first()));
        QVERIFY(next.findRecoveryFiles().isEmpty());
    }

    void remembersTheOriginalFile()
    {
        QTemporaryDir dir;
        auto ws = edited();
        const QString planPath = dir.filePath(QStringLiteral("plan.gpuplan"));
        QVERIFY(WorkspaceFile::save(*ws, planPath));
        ws->setTitle(QStringLiteral("edited after saving"));
        RecoveryManager manager(nullptr, dir.filePath(QStringLiteral("recovery")));
        manager.watch(ws.get());
        QVERIFY(manager.writeNow());
        QCOMPARE(RecoveryManager::originalPath(manager.recoveryFilePath()), planPath);
        auto restored = RecoveryManager::restore(manager.recoveryFilePath());
        QVERIFY(restored);
        QCOMPARE(restored->filePath(), planPath);
        QCOMPARE(restored->title(), QStringLiteral("edited after saving"));
    }

    void cleanSaveRemovesTheCopy()
    {
        QTemporaryDir dir;
        auto ws = edited();
        RecoveryManager manager(nullptr, dir.path());
        manager.watch(ws.get());
        QVERIFY(manager.writeNow());
        const QString copy = manager.recoveryFilePath();
        QVERIFY(QFile::exists(copy));
        QVERIFY(WorkspaceFile::save(*ws, dir.filePath(QStringLiteral("plan.gpuplan"))));
        QVERIFY(!QFile::exists(copy));
        QVERIFY(!manager.writeNow()); // clean: nothing to write
        QVERIFY(!QFile::exists(copy));
    }

    void normalCloseRemovesTheCopy()
    {
        QTemporaryDir dir;
        auto ws = edited();
        QString copy;
        {
            RecoveryManager manager(nullptr, dir.path());
            manager.watch(ws.get());
            QVERIFY(manager.writeNow());
            copy = manager.recoveryFilePath();
            QVERIFY(QFile::exists(copy));
        }
        QVERIFY(!QFile::exists(copy));
    }

    void damagedCopyIsReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.gpuplan-recovery"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        QString error;
        QVERIFY(!RecoveryManager::restore(path, &error));
        QVERIFY2(error.contains(QStringLiteral("damaged")), qPrintable(error));
    }

    // Issue 9: a damaged recovery file was offered again at every start. It is offered once; the failed
    // restore renames it out of the recovery pattern (kept for inspection, bytes untouched).
    void damagedCopyIsOfferedOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.gpuplan-recovery"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"gpu-planner-workspace\", \"scenarios\": 7}");
        f.close();
        RecoveryManager first(nullptr, dir.path());
        QCOMPARE(first.findRecoveryFiles(), QStringList{path});
        QString error;
        QVERIFY(!RecoveryManager::restore(path, &error));
        const QString aside = path + QStringLiteral(".damaged");
        QVERIFY2(error.endsWith(QStringLiteral(". It was kept as %1 and will not be offered again.")
                                    .arg(QDir::toNativeSeparators(aside))),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QFile kept(aside);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("{\"format\": \"gpu-planner-workspace\", \"scenarios\": 7}"));
        RecoveryManager next(nullptr, dir.path()); // the next start
        QCOMPARE(next.findRecoveryFiles(), QStringList());
    }

    // Issue 36: a declined recovery copy was offered again at every start. Declined, it is renamed out of
    // the recovery pattern (kept, bytes untouched, for a recovery by hand) and never offered again.
    void declinedCopyIsNeverOfferedAgain()
    {
        QTemporaryDir dir;
        auto ws = edited();
        QString copy;
        QByteArray bytes;
        {
            RecoveryManager crashed(nullptr, dir.path());
            crashed.watch(ws.get());
            QVERIFY(crashed.writeNow());
            copy = crashed.recoveryFilePath();
            QFile f(copy);
            QVERIFY(f.open(QIODevice::ReadOnly));
            bytes = f.readAll();
            // A crash: the copy stays (a normal close would remove it).
            QVERIFY(QFile::copy(copy, copy + QStringLiteral(".keep")));
        }
        QVERIFY(QFile::rename(copy + QStringLiteral(".keep"), copy));
        RecoveryManager start(nullptr, dir.path());
        QCOMPARE(start.findRecoveryFiles(), QStringList{copy});
        const QString aside = RecoveryManager::decline(copy);
        QCOMPARE(aside, copy + QStringLiteral(".declined"));
        QVERIFY(!QFile::exists(copy));
        QFile kept(aside);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
        RecoveryManager next(nullptr, dir.path()); // the next start
        QCOMPARE(next.findRecoveryFiles(), QStringList());
    }

    // Restored work saved back to its original file asks first when another save changed it since the
    // work began (the copy keeps the original's SHA-256), like the window it came from would have.
    void restoredWorkDoesNotSilentlyReplaceANewerOriginal()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.gpuplan"));
        auto saved = edited();
        QVERIFY(WorkspaceFile::save(*saved, plan));
        WorkspaceFile::LoadResult opened = WorkspaceFile::load(plan);
        QVERIFY(opened.workspace);
        opened.workspace->setTitle(QStringLiteral("unsaved when the app crashed"));
        RecoveryManager manager(nullptr, dir.path());
        manager.watch(opened.workspace.get());
        QVERIFY(manager.writeNow());
        saved->setTitle(QStringLiteral("saved by another window"));
        QVERIFY(WorkspaceFile::save(*saved, plan));

        auto restored = RecoveryManager::restore(manager.recoveryFilePath());
        QVERIFY(restored);
        QVERIFY(restored->diskStamp().isValid());
        QString error;
        QCOMPARE(WorkspaceFile::saveChecked(*restored, plan, &error), WorkspaceFile::SaveStatus::ChangedOnDisk);
        QCOMPARE(WorkspaceFile::load(plan).workspace->title(), QStringLiteral("saved by another window"));
    }

    // A recovery copy killed while being written leaves ".<name>.gp-save.<host>.<pid>"; the next start
    // removes it when that process no longer runs, and leaves one of a running process alone.
    void staleTemporaryOfAKilledWriteIsRemoved()
    {
        QTemporaryDir dir;
        const QString live = AtomicFile::temporaryPath(dir.filePath(QStringLiteral("a.gpuplan-recovery")));
        QString dead = live;
        dead.replace(QRegularExpression(QStringLiteral("\\.\\d+$")), QStringLiteral(".%1").arg(TestSupport::deadPid()));
        QVERIFY(dead != live);
        for (const QString& p : {live, dead}) {
            QFile t(p);
            QVERIFY(t.open(QIODevice::WriteOnly));
            t.write("{\"half\": ");
        }
        RecoveryManager manager(nullptr, dir.path());
        QCOMPARE(manager.findRecoveryFiles(), QStringList());
        QVERIFY(!QFile::exists(dead));
        QVERIFY(QFile::exists(live)); // this process runs: maybe a save in progress, never touched
    }
};

QTEST_GUILESS_MAIN(TestRecoveryManager)
#include "tst_recoverymanager.moc"
