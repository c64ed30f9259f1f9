// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 9, item 1: a writer killed while its commit was being written left a hot journal, and the
// next start read the raw file header before SQLite had rolled the journal back, called the file
// "truncated", set it aside and deleted the journal: every catalog edit the user had made was lost.
// Here a real writer (gp-faultwriter importing 2,000 offers into a catalog holding the user's own edit
// and deletion) is SIGKILLed just after SQLite wrote page 1 of the commit, the exact moment the header
// already gives the new size while the file still has the old one. The next start must roll the
// journal back and keep the user's edits.
#include "FaultTestSupport.h"

#include <QFileInfo>
#include <QTemporaryDir>

using namespace FaultTestSupport;

class TestHotJournal : public QObject {
    Q_OBJECT
    QTemporaryDir m_root;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_root.isValid());
    }

    void killedCommitKeepsTheUsersEdits()
    {
        const QString start = m_root.filePath(QStringLiteral("start"));
        QVERIFY(makeStartingFiles(start, 2000));
        const QString dir = m_root.filePath(QStringLiteral("killed"));
        const QString db = QDir(dir).filePath(QStringLiteral("catalog.sqlite"));
        QString integrity;
        QVERIFY(copyFolder(start, dir));
        const QString before = catalogState(db, &integrity);
        QCOMPARE(integrity, QStringLiteral("ok"));

        // Kill at the first step (counting only changes to catalog.sqlite itself) that leaves a hot
        // journal and a file shorter than its header says. Deterministic: the same step every run.
        int at = 0;
        for (int step = 1; step <= 60 && at == 0; ++step) {
            QVERIFY(copyFolder(start, dir));
            const Run run =
                runWriter(QStringLiteral("import"), dir, step, false, {QStringLiteral("GP_FAULT_ONLY=catalog.sqlite")});
            QVERIFY2(run.killed,
                     qPrintable(QStringLiteral("finished before step %1: ").arg(step) + QString::fromUtf8(run.out)));
            if (QFile::exists(db + QStringLiteral("-journal")) &&
                QFileInfo(db).size() < catalog::headerDatabaseSize(db))
                at = step;
        }
        QVERIFY2(at > 0, "no step left a hot journal with the header ahead of the file");
        qInfo("killed at change %d of catalog.sqlite: header %lld bytes, file %lld bytes, journal %lld bytes", at,
              catalog::headerDatabaseSize(db), QFileInfo(db).size(), QFileInfo(db + QStringLiteral("-journal")).size());

        // The next start.
        CatalogStore store;
        store.setShippedCatalogSource(QDir(dir).filePath(QStringLiteral("shipped.sqlite")));
        QVERIFY(store.open(db));
        QCOMPARE(store.startupMessage(), QString()); // nothing set aside
        QCOMPARE(CatalogTestUtil::row(store, QStringLiteral("offers"), QStringLiteral("aws-p5-on-demand"))
                     .value(QStringLiteral("price"))
                     .toDouble(),
                 52.0);
        QVERIFY(CatalogTestUtil::row(store, QStringLiteral("offers"), QStringLiteral("e2e-h200-monthly")).isEmpty());
        QCOMPARE(store.deletedKeys(QStringLiteral("offers")), QStringList{QStringLiteral("e2e-h200-monthly")});
        QVERIFY(store.isUserEdited(QStringLiteral("offers"), QStringLiteral("aws-p5-on-demand")));
        store.close();
        QCOMPARE(catalogState(db, &integrity), before); // rolled back to the catalog before the import, whole
        QCOMPARE(integrity, QStringLiteral("ok"));
        QVERIFY(catalog::companionFiles(db).isEmpty());
        QCOMPARE(QDir(dir).entryList({QStringLiteral("*.corrupt-*")}, QDir::Files), QStringList());
    }

    // `catalog check` opens read-only and so cannot roll a hot journal back: it says so and changes nothing.
    void readOnlyCheckNamesTheJournal()
    {
        const QString start = m_root.filePath(QStringLiteral("start-ro"));
        QVERIFY(makeStartingFiles(start, 2000));
        const QString dir = m_root.filePath(QStringLiteral("killed-ro"));
        const QString db = QDir(dir).filePath(QStringLiteral("catalog.sqlite"));
        QVERIFY(copyFolder(start, dir));
        // The last change before the commit point: the journal still names the old pages.
        const Run complete = runWriter(QStringLiteral("edit"), dir, 0);
        QVERIFY(complete.exitCode == 0);
        const long steps = complete.operations();
        bool hot = false;
        for (long step = steps; step >= 1 && !hot; --step) {
            QVERIFY(copyFolder(start, dir));
            QVERIFY(runWriter(QStringLiteral("edit"), dir, step).killed);
            hot =
                QFile::exists(db + QStringLiteral("-journal")) && QFileInfo(db + QStringLiteral("-journal")).size() > 0;
        }
        QVERIFY(hot);
        const QByteArray journal = bytesOf(db + QStringLiteral("-journal"));
        QSqlDatabase connection = catalog::openConnection(db, true, nullptr);
        const QString name = connection.connectionName();
        const catalog::CatalogFileReport report = catalog::inspectCatalogFile(connection, db);
        connection = QSqlDatabase();
        catalog::closeConnection(name);
        QVERIFY2(
            report.problem.startsWith(
                QStringLiteral("it has an unfinished write that SQLite must roll back first from %1-journal").arg(db)),
            qPrintable(report.problem));
        QCOMPARE(bytesOf(db + QStringLiteral("-journal")), journal); // untouched
    }
};

QTEST_GUILESS_MAIN(TestHotJournal)
#include "tst_hotjournal.moc"
