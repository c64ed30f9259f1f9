// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// AtomicFile: the whole file or nothing, an existing file's permissions kept, a symbolic link kept as a
// link, and only provably stale temporaries removed (this host, a process that no longer runs).
#include "TestSupport.h"
#include "common/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestAtomicFile : public QObject {
    Q_OBJECT

    static QByteArray bytesOf(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void put(const QString& path, const QByteArray& bytes)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }

private Q_SLOTS:
    void writesAndReplacesWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan"));
        QString error;
        QVERIFY2(AtomicFile::write(path, "first", &error), qPrintable(error));
        QCOMPARE(bytesOf(path), QByteArray("first"));
        QVERIFY(AtomicFile::write(path, QByteArray(100000, 'b'), &error));
        QCOMPARE(bytesOf(path), QByteArray(100000, 'b'));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("plan.gpuplan")});
    }

    void keepsPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.gpuplan"));
        put(path, "old");
        const auto mode =
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::WriteGroup;
        QVERIFY(QFile::setPermissions(path, mode));
        QVERIFY(AtomicFile::write(path, "new"));
        QCOMPARE(QFile::permissions(path) & ~(QFileDevice::ReadUser | QFileDevice::WriteUser | QFileDevice::ExeUser),
                 mode);
    }

    void followsASymbolicLink()
    {
        QTemporaryDir dir;
        const QString real = dir.filePath(QStringLiteral("real.gpuplan"));
        const QString link = dir.filePath(QStringLiteral("link.gpuplan"));
        put(real, "old");
        QVERIFY(QFile::link(real, link));
        QVERIFY(AtomicFile::write(link, "new"));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(bytesOf(real), QByteArray("new"));
    }

    void refusesAFolder()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!AtomicFile::write(dir.path(), "x", &error));
        QCOMPARE(
            error,
            QStringLiteral("%1 is a folder, a pipe or a device, not a file").arg(QDir::toNativeSeparators(dir.path())));
    }

    // Issue 36: `export -o FIFO` replaced the FIFO with a plain file (QSaveFile renames over anything).
    // A FIFO, like any target that is not a regular file, is refused and stays what it was.
    void refusesAFifo()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.pdf"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QString error;
        QVERIFY(!AtomicFile::write(fifo, "x", &error));
        QCOMPARE(error, QStringLiteral("%1 is a folder, a pipe or a device, not a file").arg(fifo));
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("pipe.pdf")});
    }

    // Only temporaries named by write(), of this host, of dead processes, and (when asked) of that file.
    void removesOnlyProvablyStaleTemporaries()
    {
        QTemporaryDir dir;
        const QString live = AtomicFile::temporaryPath(dir.filePath(QStringLiteral("a.gpuplan")));
        QString dead = live;
        dead.replace(QRegularExpression(QStringLiteral("\\.\\d+$")), QStringLiteral(".%1").arg(TestSupport::deadPid()));
        QString otherHost = dead;
        otherHost.replace(QRegularExpression(QStringLiteral("\\.gp-save\\.[^.]+\\.")),
                          QStringLiteral(".gp-save.elsewhere."));
        QString otherFile = dead;
        otherFile.replace(QStringLiteral("/.a.gpuplan."), QStringLiteral("/.b.gpuplan."));
        const QString users = dir.filePath(QStringLiteral("a.gpuplan.backup")); // the user's own: never touched
        for (const QString& p : {live, dead, otherHost, otherFile, users})
            put(p, "x");
        QCOMPARE(AtomicFile::removeStaleTemporaries(dir.path(), QStringLiteral("a.gpuplan")), 1);
        QVERIFY(!QFile::exists(dead));
        for (const QString& p : {live, otherHost, otherFile, users})
            QVERIFY2(QFile::exists(p), qPrintable(p));
        QCOMPARE(AtomicFile::removeStaleTemporaries(dir.path()), 1); // the whole folder: b's too
        QVERIFY(!QFile::exists(otherFile));
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
