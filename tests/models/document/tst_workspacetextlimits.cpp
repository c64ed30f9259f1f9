// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Every text field of a .gpuplan has a length limit, enforced at load and before a save (issue 36: a 1 MB
// customer name kept the PDF export busy for over 60 s, a 10 MB title or scenario name blocked the
// window). Limits (WorkspaceTextLimits.h, docs/workspace-format.md): 200 characters for titles, names,
// ids and keys, 20,000 for notes and other free text; characters are Unicode code points.
#include "TestSupport.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceTextLimits.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using json = nlohmann::json;

namespace {
json example()
{
    QFile f(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"));
    return f.open(QIODevice::ReadOnly) ? json::parse(f.readAll().toStdString()) : json();
}

QString refusal(const json& doc)
{
    WorkspaceData data;
    QString error;
    return WorkspaceFile::parse(QByteArray::fromStdString(doc.dump()), QStringLiteral("plan.gpuplan"), data, &error)
               ? QStringLiteral("(read)")
               : error;
}

std::string repeat(const char* utf8, std::size_t n)
{
    std::string s;
    for (std::size_t i = 0; i < n; ++i)
        s += utf8;
    return s;
}
} // namespace

class TestWorkspaceTextLimits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QCOMPARE(refusal(example()), QStringLiteral("(read)"));
    }

    void limitsAtTheirBoundary_data()
    {
        QTest::addColumn<QString>("pointer"); // a JSON pointer into the example
        QTest::addColumn<int>("limit");
        QTest::addColumn<QString>("path"); // as the message names it
        QTest::addColumn<QString>("kind");
        const QString name = QStringLiteral("a title, name or key");
        const QString note = QStringLiteral("a note or other free text");
        QTest::newRow("title") << "/title" << 200 << "$.title" << name;
        QTest::newRow("customer") << "/customer" << 200 << "$.customer" << name;
        QTest::newRow("notes") << "/notes" << 20000 << "$.notes" << note;
        QTest::newRow("scenario name") << "/scenarios/0/name" << 200 << "$.scenarios[0].name" << name;
        QTest::newRow("scenario notes") << "/scenarios/0/notes" << 20000 << "$.scenarios[0].notes" << note;
        QTest::newRow("name inside the scenario's inputs")
            << "/scenarios/0/scenario/name" << 200 << "$.scenarios[0].scenario.name" << name;
        QTest::newRow("TCO analysis name") << "/tco_analyses/0/name" << 200 << "$.tco_analyses[0].name" << name;
        QTest::newRow("TCO name inside the inputs")
            << "/tco_analyses/0/inputs/name" << 200 << "$.tco_analyses[0].inputs.name" << name;
        QTest::newRow("checklist evaluation name")
            << "/checklist_evaluations/0/name" << 200 << "$.checklist_evaluations[0].name" << name;
    }

    void limitsAtTheirBoundary()
    {
        QFETCH(QString, pointer);
        QFETCH(int, limit);
        QFETCH(QString, path);
        QFETCH(QString, kind);
        json doc = example();
        const json::json_pointer at(pointer.toStdString());
        QVERIFY2(doc.contains(at), qPrintable(pointer + QStringLiteral(" is not in the example")));
        // Exactly the limit reads, in two-byte characters too (the limit counts characters, not bytes).
        doc[at] = repeat("\xc3\xa9", std::size_t(limit)); // U+00E9
        QCOMPARE(refusal(doc), QStringLiteral("(read)"));
        doc[at] = std::string(std::size_t(limit), 'x');
        QCOMPARE(refusal(doc), QStringLiteral("(read)"));
        // One more is refused, naming the field, the count and the limit.
        doc[at] = std::string(std::size_t(limit) + 1, 'x');
        QCOMPARE(refusal(doc), QStringLiteral("plan.gpuplan: %1: %2 characters; %3 holds at most %4 "
                                              "(docs/workspace-format.md)")
                                   .arg(path)
                                   .arg(limit + 1)
                                   .arg(kind)
                                   .arg(limit));
    }

    void tenMegabyteTitleIsRefused()
    {
        json doc = example();
        doc["title"] = std::string(10'000'000, 't');
        QCOMPARE(refusal(doc), QStringLiteral("plan.gpuplan: $.title: 10000000 characters; a title, name or key holds "
                                              "at most 200 (docs/workspace-format.md)"));
    }

    void longKeysAreRefused()
    {
        json doc = example();
        doc["scenarios"][0]["scenario"][std::string(201, 'k')] = 1;
        QCOMPARE(refusal(doc), QStringLiteral("plan.gpuplan: $.scenarios[0].scenario: a key of 201 characters; a key "
                                              "holds at most 200 (docs/workspace-format.md)"));
    }

    // The app never writes what it would refuse to read: the save says which field to shorten, and the
    // file on disk stays as it was.
    void saveRefusesTextOverTheLimit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan"));
        QVERIFY(QFile::copy(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray bytes = before.readAll();
        before.close();
        WorkspaceFile::LoadResult loaded = WorkspaceFile::load(path);
        QVERIFY(loaded.workspace);
        loaded.workspace->renameScenario(1, QString(201, QLatin1Char('s')));
        QString error;
        QVERIFY(!WorkspaceFile::save(*loaded.workspace, path, &error));
        QCOMPARE(error, QStringLiteral("Could not save %1: $.scenarios[1].name: 201 characters; a title, name or key "
                                       "holds at most 200 (docs/workspace-format.md)")
                            .arg(path));
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), bytes);
    }

    void charactersCountCodePoints()
    {
        QCOMPARE(WorkspaceTextLimits::characters(""), std::size_t(0));
        QCOMPARE(WorkspaceTextLimits::characters("abc"), std::size_t(3));
        QCOMPARE(WorkspaceTextLimits::characters("\xc3\xa9"), std::size_t(1));          // U+00E9, 2 bytes
        QCOMPARE(WorkspaceTextLimits::characters("\xe2\x80\xae"), std::size_t(1));      // U+202E, 3 bytes
        QCOMPARE(WorkspaceTextLimits::characters("\xf0\x9f\x98\x80x"), std::size_t(2)); // U+1F600 + x
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceTextLimits)
#include "tst_workspacetextlimits.moc"
