// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 9, items 5 and 6, end to end through the gpu-planner executable:
// - `--catalog PATH` naming a file or folder that is not a catalog is refused with exit 2 and a message
//   saying why, and the path is left exactly as it was (it used to be renamed to ".corrupt-<time>" and
//   replaced by an SQLite file); a path that does not exist yet becomes a new catalog;
// - when the user's own catalog is unusable and the shipped one is used instead, `estimate` and
//   `search` say so on stderr, once.
#include "CliRunner.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

class TestCatalogCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    Run run(const QStringList& args)
    {
        const gptest::CliRun r = gptest::runCli(m_home, args);
        return {r.exitCode, r.out, QString::fromUtf8(r.err)};
    }

    // The user's own catalog, where the app keeps it (AppDataLocation of "GPU Planner/gpu-planner").
    QString userCatalog() const
    {
        return m_home.filePath(QStringLiteral("data/GPU Planner/gpu-planner/catalog.sqlite"));
    }

    static QString data(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/cli/") + name; }
    static QStringList estimateArgs()
    {
        return {QStringLiteral("estimate"), data(QStringLiteral("train-7b-h100.json"))};
    }
    static QStringList searchArgs()
    {
        return {QStringLiteral("search"), data(QStringLiteral("search-7b.json")), QStringLiteral("--deadline-hours"),
                QStringLiteral("48"),     QStringLiteral("--max-gpus"),           QStringLiteral("64")};
    }
    QStringList listing(const QString& dir) const
    {
        return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_home.isValid());
    }

    void checkNamesRowsTheEngineRefuses()
    {
        // A copy of the shipped catalog with one figure edited outside the app (a negative peak): the file is
        // sound SQLite, so only the values say what is wrong. `catalog check` names the row and the column
        // and exits 2; the untouched copy passes.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("edited.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        const Run clean = run({QStringLiteral("catalog"), QStringLiteral("check"), file});
        QCOMPARE(clean.exitCode, 0);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.prepare(QStringLiteral("UPDATE gpus SET fp16_dense_tflops = ? WHERE key = ?")));
            q.addBindValue(-5.0);
            q.addBindValue(QStringLiteral("nvidia-h100-sxm"));
            QVERIFY(q.exec());
            QCOMPARE(q.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("edit"));
        const Run edited = run({QStringLiteral("catalog"), QStringLiteral("check"), file});
        QCOMPARE(edited.exitCode, 2);
        QVERIFY2(
            edited.err.contains(QStringLiteral(
                "refused by the engine: gpus.nvidia-h100-sxm: fp16_dense_tflops = -5 (must be a positive number)")),
            qPrintable(edited.err));
    }

    void notACatalogIsRefusedUntouched_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        for (const QString verb : {"estimate", "search", "check-claim", "catalog export-json"}) {
            QTest::addRow("%s, a text file", qPrintable(verb))
                << verb << "text"
                << "it is not a readable SQLite database (file is not a database)";
            QTest::addRow("%s, a folder", qPrintable(verb)) << verb << "folder"
                                                            << "it is a folder, not a catalog file";
        }
        QTest::addRow("catalog import, an empty file") << "catalog import"
                                                       << "empty"
                                                       << "it is empty (no catalog tables)";
    }
    void notACatalogIsRefusedUntouched()
    {
        QFETCH(QString, verb);
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("mine"));
        QByteArray bytes;
        if (kind == QLatin1String("folder")) {
            QVERIFY(QDir().mkpath(target));
            QFile inside(target + QStringLiteral("/notes.txt"));
            QVERIFY(inside.open(QIODevice::WriteOnly));
            inside.write("my notes\n");
        } else {
            bytes = kind == QLatin1String("text") ? QByteArray("gpu,price\nh100,2.49\n") : QByteArray();
            QFile f(target);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const QStringList before = listing(dir.path());
        QStringList args;
        if (verb == QLatin1String("estimate"))
            args = estimateArgs();
        else if (verb == QLatin1String("search"))
            args = searchArgs();
        else if (verb == QLatin1String("check-claim"))
            args = {QStringLiteral("check-claim"), QStringLiteral("--article")};
        else if (verb == QLatin1String("catalog export-json"))
            args = {QStringLiteral("catalog"), QStringLiteral("export-json"), dir.filePath(QStringLiteral("out.json"))};
        else
            args = {QStringLiteral("catalog"), QStringLiteral("import"),
                    QStringLiteral(GP_TEST_DATA_DIR "/catalog/small.json")};
        args << QStringLiteral("--catalog") << target;
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        const QString prefix = verb.startsWith(QLatin1String("catalog")) ? QStringLiteral("gpu-planner catalog: ")
                                                                         : QStringLiteral("gpu-planner %1: ").arg(verb);
        QCOMPARE(r.err,
                 prefix + QStringLiteral("%1 is not a usable catalog: %2. It was left untouched; name a catalog file, "
                                         "or a path that does not exist yet to create one there.\n")
                              .arg(target, reason));
        QCOMPARE(listing(dir.path()), before); // nothing renamed, nothing created beside it
        if (kind == QLatin1String("folder")) {
            QCOMPARE(listing(target), QStringList{QStringLiteral("notes.txt")});
        } else {
            QFile f(target);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), bytes);
        }
    }

    void pathThatDoesNotExistBecomesACatalog()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("new/catalog.sqlite"));
        const Run r = run(estimateArgs() << QStringLiteral("--catalog") << target);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        QVERIFY(QFile::exists(target));
        QCOMPARE(listing(dir.filePath(QStringLiteral("new"))), QStringList{QStringLiteral("catalog.sqlite")});
        const Run again = run(estimateArgs() << QStringLiteral("--catalog") << target); // and is a catalog from then on
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, r.out);
    }

    // The user's catalog is damaged: it is set aside, the shipped catalog is restored, and the run that
    // did it says so, in one line, before its figures. The next run has nothing to say.
    void fallbackToShippedIsSaidOnce_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("estimate") << estimateArgs();
        QTest::newRow("search") << searchArgs();
    }
    void fallbackToShippedIsSaidOnce()
    {
        QFETCH(QStringList, args);
        const Run first = run(args); // creates the user's catalog
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(first.err, QString());
        QFile f(userCatalog());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray(8192, 'x'));
        f.close();
        const Run damaged = run(args);
        QCOMPARE(damaged.exitCode, 0);
        QCOMPARE(damaged.out, first.out); // the shipped figures
        const QRegularExpression said(QStringLiteral("^gpu-planner: The catalog at %1 could not be used because it is "
                                                     "not a readable SQLite database \\(file is not a "
                                                     "database\\); it was kept as %1\\.corrupt-\\d{8}-\\d{6}(-\\d+)? "
                                                     "and the shipped catalog was restored\\.\\n$")
                                          .arg(QRegularExpression::escape(userCatalog())));
        QVERIFY2(said.match(damaged.err).hasMatch(), qPrintable(damaged.err));
        const Run next = run(args);
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(next.err, QString());
        QDir(QFileInfo(userCatalog()).absolutePath()).removeRecursively();
    }

    // When the damaged catalog cannot be set aside safely (SQLite's journal lies beside it), it is left
    // as it is and the shipped catalog is read instead: every run says so, once.
    void unusableCatalogLeftInPlaceIsSaidEveryRun()
    {
        const Run first = run(estimateArgs());
        QCOMPARE(first.exitCode, 0);
        const QString db = userCatalog();
        QFile f(db);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray(8192, 'x'));
        f.close();
        QFile journal(db + QStringLiteral("-journal"));
        QVERIFY(journal.open(QIODevice::WriteOnly));
        journal.write(QByteArray(512, '\0'));
        journal.close();
        for (int i = 0; i < 2; ++i) {
            const Run r = run(estimateArgs());
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.out, first.out);
            QCOMPARE(r.err,
                     QStringLiteral("gpu-planner: The catalog at %1 could not be used because it is not a readable "
                                    "SQLite database (file is not a database); it was left as it is with %1-journal, "
                                    "and the shipped catalog is used, read-only, until it is repaired or moved away.\n")
                         .arg(db));
        }
        QCOMPARE(listing(QFileInfo(db).absolutePath()),
                 (QStringList{QStringLiteral("catalog.sqlite"), QStringLiteral("catalog.sqlite-journal")}));
        QDir(QFileInfo(db).absolutePath()).removeRecursively();
    }
};

QTEST_GUILESS_MAIN(TestCatalogCli)
#include "tst_catalogcli.moc"
