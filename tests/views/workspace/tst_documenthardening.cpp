// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The window's side of issue 36, driven through the dialog seams (MessageBoxes' queued answers,
// FileDialogs' queued names), so nothing blocks:
//   - two windows on one .gpuplan: the second Save asks (overwrite, save as, cancel: the default) instead of
//     silently replacing the first window's save;
//   - a declined recovery copy is not offered again at the next start;
//   - the plan's title names the Save As file but never picks its folder;
//   - the plan header shows bidi controls and control characters neutralised.
#include "TestSupport.h"
#include "common/FileDialogs.h"
#include "common/MessageBoxes.h"
#include "document/RecoveryManager.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "workspace/DocumentController.h"
#include "workspace/PlanHeader.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWidget>
#include <QtTest>

namespace {
QString titleOnDisk(const QString& path)
{
    const WorkspaceFile::LoadResult r = WorkspaceFile::load(path);
    return r.workspace ? r.workspace->title() : QStringLiteral("(unreadable: %1)").arg(r.error);
}
} // namespace

class TestDocumentHardening : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // A plan saved by one window and opened by a second one.
    QString savedPlan(DocumentController& first, DocumentController& second, const QString& name)
    {
        const QString path = m_dir.filePath(name);
        first.workspace()->setTitle(QStringLiteral("as opened"));
        first.workspace()->setFilePath(path);
        if (!first.save() || !second.openFile(path))
            return {};
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        QVERIFY(m_dir.isValid());
    }

    void init() { MessageBoxes::clearShownMessages(); }

    void secondWindowAsksAndCancelKeepsTheFirstSave()
    {
        QWidget w1, w2;
        DocumentController first(nullptr, &w1), second(nullptr, &w2);
        const QString path = savedPlan(first, second, QStringLiteral("cancel.gpuplan"));
        QVERIFY(!path.isEmpty());

        first.workspace()->setTitle(QStringLiteral("first window"));
        QVERIFY(first.save());
        second.workspace()->setTitle(QStringLiteral("second window"));
        MessageBoxes::clearShownMessages();
        // No queued answer: the question's default, Cancel, is taken.
        QVERIFY(!second.save());
        QCOMPARE(MessageBoxes::shownMessages().size(), 1);
        QVERIFY2(MessageBoxes::shownMessages().first().startsWith(
                     path + QStringLiteral(" was changed on disk after this window opened or saved it")),
                 qPrintable(MessageBoxes::shownMessages().first()));
        QVERIFY(MessageBoxes::shownMessages().first().endsWith(QStringLiteral(
            "Overwrite them with this window's version, save this version under another name, or cancel?")));
        QCOMPARE(titleOnDisk(path), QStringLiteral("first window"));
        QVERIFY(second.workspace()->isModified());
    }

    void secondWindowSavesAsAnotherFile()
    {
        QWidget w1, w2;
        DocumentController first(nullptr, &w1), second(nullptr, &w2);
        const QString path = savedPlan(first, second, QStringLiteral("saveas.gpuplan"));
        QVERIFY(!path.isEmpty());
        first.workspace()->setTitle(QStringLiteral("first window"));
        QVERIFY(first.save());
        second.workspace()->setTitle(QStringLiteral("second window"));
        const QString other = m_dir.filePath(QStringLiteral("saveas-second.gpuplan"));
        MessageBoxes::queueAnswer(QMessageBox::SaveAll); // "Save As..."
        FileDialogs::setNextFileName(other);
        QVERIFY(second.save());
        QCOMPARE(titleOnDisk(path), QStringLiteral("first window"));
        QCOMPARE(titleOnDisk(other), QStringLiteral("second window"));
        QCOMPARE(second.workspace()->filePath(), other);
        QVERIFY(!second.workspace()->isModified());
    }

    void secondWindowOverwritesWhenTold()
    {
        QWidget w1, w2;
        DocumentController first(nullptr, &w1), second(nullptr, &w2);
        const QString path = savedPlan(first, second, QStringLiteral("overwrite.gpuplan"));
        QVERIFY(!path.isEmpty());
        first.workspace()->setTitle(QStringLiteral("first window"));
        QVERIFY(first.save());
        second.workspace()->setTitle(QStringLiteral("second window"));
        MessageBoxes::queueAnswer(QMessageBox::Save); // "Overwrite"
        QVERIFY(second.save());
        QCOMPARE(titleOnDisk(path), QStringLiteral("second window"));
        // The first window is now the one behind: its next save asks in turn.
        first.workspace()->setTitle(QStringLiteral("first again"));
        MessageBoxes::clearShownMessages();
        QVERIFY(!first.save());
        QCOMPARE(MessageBoxes::shownMessages().size(), 1);
        QCOMPARE(titleOnDisk(path), QStringLiteral("second window"));
    }

    void declinedRecoveryIsNotOfferedAgain()
    {
        // The recovery folder the controllers use (AppDataLocation, in Qt's test mode), emptied first.
        RecoveryManager crashed;
        QDir folder(crashed.directory());
        QVERIFY(folder.mkpath(QStringLiteral(".")));
        for (const QString& f : folder.entryList({QStringLiteral("*.gpuplan-recovery*")}, QDir::Files))
            QVERIFY(folder.remove(f));
        Workspace unsaved;
        unsaved.setTitle(QStringLiteral("unsaved work"));
        crashed.watch(&unsaved);
        QVERIFY(crashed.writeNow());
        const QString copy = crashed.recoveryFilePath();
        QVERIFY(QFile::copy(copy, copy + QStringLiteral(".crash"))); // what a crash leaves behind
        crashed.watch(nullptr);
        QVERIFY(QFile::rename(copy + QStringLiteral(".crash"), copy));

        QWidget window;
        {
            DocumentController start(nullptr, &window);
            MessageBoxes::queueAnswer(QMessageBox::No);
            QVERIFY(!start.offerRecovery());
            QCOMPARE(MessageBoxes::shownMessages().size(), 1);
            QVERIFY(MessageBoxes::shownMessages().first().contains(QStringLiteral("not offered again")));
            QCOMPARE(start.workspace()->title(), QString());
        }
        QVERIFY(!QFile::exists(copy));
        QVERIFY(QFile::exists(copy + QStringLiteral(".declined")));
        MessageBoxes::clearShownMessages();
        DocumentController nextStart(nullptr, &window);
        QVERIFY(!nextStart.offerRecovery());
        QCOMPARE(MessageBoxes::shownMessages(), QStringList()); // not even asked
    }

    void titleNeverPicksTheFolder()
    {
        QWidget window;
        DocumentController doc(nullptr, &window);
        doc.workspace()->setTitle(QStringLiteral("../../.config/autostart/x"));
        FileDialogs::setNextFileName(QString()); // the user cancels
        QVERIFY(!doc.saveAs());
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QCOMPARE(FileDialogs::lastSaveStart(),
                 QDir(documents).filePath(QStringLiteral("_._.config_autostart_x.gpuplan")));
        // A plan with a file: its own folder.
        doc.workspace()->setFilePath(m_dir.filePath(QStringLiteral("plan.gpuplan")));
        FileDialogs::setNextFileName(QString());
        QVERIFY(!doc.saveAs());
        QCOMPARE(FileDialogs::lastSaveStart(), m_dir.filePath(QStringLiteral("_._.config_autostart_x.gpuplan")));
    }

    void planHeaderShowsNeutralisedText()
    {
        Workspace ws;
        ws.setTitle(QStringLiteral("invoice\u202Egpj.exe"));
        ws.setCustomer(QStringLiteral("ACME\x1b[2J"));
        ws.setNotes(QStringLiteral("left\u2067right"));
        PlanHeader header;
        header.setWorkspace(&ws);
        const QString r(QChar(0xFFFD));
        QCOMPARE(header.findChild<QLineEdit*>(QStringLiteral("planTitle"))->text(),
                 QStringLiteral("invoice") + r + QStringLiteral("gpj.exe"));
        QCOMPARE(header.findChild<QLineEdit*>(QStringLiteral("planCustomer"))->text(),
                 QStringLiteral("ACME") + r + QStringLiteral("[2J"));
        QCOMPARE(header.findChild<QLineEdit*>(QStringLiteral("planNotes"))->text(),
                 QStringLiteral("left") + r + QStringLiteral("right"));
        QCOMPARE(ws.title(), QStringLiteral("invoice\u202Egpj.exe")); // the document keeps what it holds
        QCOMPARE(header.findChild<QLineEdit*>(QStringLiteral("planTitle"))->maxLength(), 200);
        QCOMPARE(header.findChild<QLineEdit*>(QStringLiteral("planNotes"))->maxLength(), 20000);
    }
};

QTEST_MAIN(TestDocumentHardening)
#include "tst_documenthardening.moc"
