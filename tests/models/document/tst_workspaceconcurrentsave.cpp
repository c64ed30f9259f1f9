// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Two windows (or two processes) on one .gpuplan (issue 36): the second save silently replaced what the
// first saved. Now each workspace remembers what its file held (FileStamp: size, time, SHA-256) and a save
// onto a file that changed since is refused (SaveStatus::ChangedOnDisk) until the user chooses to
// overwrite; the file on disk keeps the other window's save.
#include "TestSupport.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace {
QString titleOnDisk(const QString& path)
{
    const WorkspaceFile::LoadResult r = WorkspaceFile::load(path);
    return r.workspace ? r.workspace->title() : QStringLiteral("(unreadable: %1)").arg(r.error);
}
} // namespace

class TestWorkspaceConcurrentSave : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_path;

    std::unique_ptr<Workspace> open()
    {
        WorkspaceFile::LoadResult r = WorkspaceFile::load(m_path);
        if (!r.workspace)
            qWarning("%s", qPrintable(r.error));
        return std::move(r.workspace);
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_path = m_dir.filePath(QStringLiteral("plan.gpuplan"));
        QFile::remove(m_path);
        QVERIFY(QFile::copy(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"), m_path));
        QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    }

    void secondSaveIsRefusedAndTheFirstKept()
    {
        auto first = open();
        auto second = open();
        QVERIFY(first && second);
        QVERIFY(first->diskStamp().isValid());

        first->setTitle(QStringLiteral("Saved by the first window"));
        QString error;
        QCOMPARE(WorkspaceFile::saveChecked(*first, m_path, &error), WorkspaceFile::SaveStatus::Saved);

        second->setTitle(QStringLiteral("Saved by the second window"));
        QCOMPARE(WorkspaceFile::saveChecked(*second, m_path, &error), WorkspaceFile::SaveStatus::ChangedOnDisk);
        QVERIFY2(error.startsWith(m_path + QStringLiteral(" was changed on disk after this window opened or saved it")),
                 qPrintable(error));
        QVERIFY2(error.endsWith(QStringLiteral("Saving would replace those changes.")), qPrintable(error));
        QVERIFY(!WorkspaceFile::save(*second, m_path, &error)); // the bool form refuses the same way
        QCOMPARE(titleOnDisk(m_path), QStringLiteral("Saved by the first window"));
        QVERIFY(second->isModified()); // nothing was saved: the second window's edit is still unsaved

        // The user chose "Overwrite".
        QCOMPARE(WorkspaceFile::saveChecked(*second, m_path, &error, WorkspaceFile::Overwrite::Always),
                 WorkspaceFile::SaveStatus::Saved);
        QCOMPARE(titleOnDisk(m_path), QStringLiteral("Saved by the second window"));
        QVERIFY(!second->isModified());
        // And now the first window is the one behind.
        first->setTitle(QStringLiteral("First again"));
        QCOMPARE(WorkspaceFile::saveChecked(*first, m_path, &error), WorkspaceFile::SaveStatus::ChangedOnDisk);
    }

    // One window saving again and again is not a conflict: each save records what it wrote.
    void repeatedSavesOfOneWindowPass()
    {
        auto ws = open();
        QVERIFY(ws);
        for (const QString& title : {QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")}) {
            ws->setTitle(title);
            QString error;
            QCOMPARE(WorkspaceFile::saveChecked(*ws, m_path, &error), WorkspaceFile::SaveStatus::Saved);
            QCOMPARE(titleOnDisk(m_path), title);
        }
    }

    // The content decides: a newer time on the same bytes (touch, a sync tool) is no change, and a
    // change that kept size and time is one.
    void contentDecidesNotTheTime()
    {
        auto ws = open();
        QVERIFY(ws);
        {
            QFile f(m_path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(3600), QFileDevice::FileModificationTime));
        }
        ws->setTitle(QStringLiteral("after a touch"));
        QString error;
        QCOMPARE(WorkspaceFile::saveChecked(*ws, m_path, &error), WorkspaceFile::SaveStatus::Saved);

        // Same size, same time, one byte different.
        const QDateTime time = QFileInfo(m_path).lastModified();
        QFile f(m_path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        const qsizetype at = bytes.indexOf("after a touch");
        QVERIFY(at > 0);
        bytes[at] = 'A';
        QVERIFY(f.seek(0));
        QCOMPARE(f.write(bytes), bytes.size());
        f.close();
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(time, QFileDevice::FileModificationTime));
        f.close();
        ws->setTitle(QStringLiteral("overwriting?"));
        QCOMPARE(WorkspaceFile::saveChecked(*ws, m_path, &error), WorkspaceFile::SaveStatus::ChangedOnDisk);
        QCOMPARE(titleOnDisk(m_path), QStringLiteral("After a touch"));
    }

    // A file removed since it was read replaces nothing: the save writes it again.
    void aRemovedFileIsWrittenAgain()
    {
        auto ws = open();
        QVERIFY(ws);
        QVERIFY(QFile::remove(m_path));
        ws->setTitle(QStringLiteral("written again"));
        QString error;
        QCOMPARE(WorkspaceFile::saveChecked(*ws, m_path, &error), WorkspaceFile::SaveStatus::Saved);
        QCOMPARE(titleOnDisk(m_path), QStringLiteral("written again"));
    }

    // Save As onto another file is not checked (the file dialog asked), and the stamp moves with it.
    void saveAsMovesTheStamp()
    {
        auto ws = open();
        QVERIFY(ws);
        const QString other = m_dir.filePath(QStringLiteral("other.gpuplan"));
        QVERIFY(QFile::copy(m_path, other) || QFile::exists(other));
        QString error;
        ws->setTitle(QStringLiteral("copy"));
        QCOMPARE(WorkspaceFile::saveChecked(*ws, other, &error), WorkspaceFile::SaveStatus::Saved);
        QCOMPARE(ws->filePath(), other);
        // Someone changes the original now: no longer this workspace's file, so no conflict with it.
        auto elsewhere = open();
        elsewhere->setTitle(QStringLiteral("changed elsewhere"));
        QCOMPARE(WorkspaceFile::saveChecked(*elsewhere, m_path, &error), WorkspaceFile::SaveStatus::Saved);
        ws->setTitle(QStringLiteral("copy 2"));
        QCOMPARE(WorkspaceFile::saveChecked(*ws, other, &error), WorkspaceFile::SaveStatus::Saved);
        QCOMPARE(titleOnDisk(other), QStringLiteral("copy 2"));
        QCOMPARE(titleOnDisk(m_path), QStringLiteral("changed elsewhere"));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceConcurrentSave)
#include "tst_workspaceconcurrentsave.moc"
