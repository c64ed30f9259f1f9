// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The plan's title chose a folder (issue 36): it was joined onto the Save As and Export dialogs' start
// folder, so "../../.config/autostart/x" opened the dialog elsewhere. FileNames makes one plain name of
// it, and the folder is the plan's own or the documents folder.
#include "TestSupport.h"
#include "common/FileNames.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>

class TestFileNames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void sanitised_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("name");
        QTest::newRow("plain") << QStringLiteral("Llama 3 8B fine-tune") << QStringLiteral("Llama 3 8B fine-tune");
        QTest::newRow("empty") << QString() << QStringLiteral("fallback");
        QTest::newRow("climbs out") << QStringLiteral("../../.config/autostart/x")
                                    << QStringLiteral("_._.config_autostart_x");
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << QStringLiteral("_etc_passwd");
        QTest::newRow("windows path") << QStringLiteral("C:\\Users\\x") << QStringLiteral("C__Users_x");
        QTest::newRow("only dots") << QStringLiteral("..") << QStringLiteral("fallback");
        QTest::newRow("leading dot (hidden file)") << QStringLiteral(".bashrc") << QStringLiteral("bashrc");
        QTest::newRow("trailing dots and spaces") << QStringLiteral(" plan . ") << QStringLiteral("plan");
        QTest::newRow("control characters") << QStringLiteral("a\x1b[2Jb\x01") << QStringLiteral("a_[2Jb_");
        QTest::newRow("white space runs") << QStringLiteral("a \t\n b") << QStringLiteral("a b");
        QTest::newRow("bidi override") << QStringLiteral("plan\u202Efdp.exe") << QStringLiteral("plan_fdp.exe");
        QTest::newRow("reserved characters") << QStringLiteral("a:b*c?d\"e<f>g|h") << QStringLiteral("a_b_c_d_e_f_g_h");
        QTest::newRow("device name") << QStringLiteral("con") << QStringLiteral("con_");
        QTest::newRow("COM1.txt") << QStringLiteral("COM1.txt") << QStringLiteral("COM1.txt_");
        QTest::newRow("not a device") << QStringLiteral("CONSOLE") << QStringLiteral("CONSOLE");
        QTest::newRow("long") << QString(300, QLatin1Char('t')) << QString(80, QLatin1Char('t'));
        // 79 'a' then an emoji (a surrogate pair) at units 80-81: the pair is not cut in half.
        QTest::newRow("no half character")
            << QString(79, QLatin1Char('a')) + QStringLiteral("\U0001F600") << QString(79, QLatin1Char('a'));
        QTest::newRow("non-Latin kept") << QStringLiteral("\u0928\u092e\u0938\u094d\u0924\u0947 plan")
                                        << QStringLiteral("\u0928\u092e\u0938\u094d\u0924\u0947 plan");
    }

    void sanitised()
    {
        QFETCH(QString, title);
        QFETCH(QString, name);
        QCOMPARE(FileNames::sanitised(title, QStringLiteral("fallback")), name);
    }

    void tenMegabyteTitleIsCutEarly()
    {
        QCOMPARE(FileNames::sanitised(QString(10'000'000, QLatin1Char('x')), QStringLiteral("f")),
                 QString(80, QLatin1Char('x')));
    }

    void folderIsThePlansOrTheDocuments()
    {
        QCOMPARE(FileNames::suggestedPath(QStringLiteral("/data/plans/a.gpuplan"), QStringLiteral("../../etc/x"),
                                          QStringLiteral("workspace"), QStringLiteral("pdf")),
                 QStringLiteral("/data/plans/_._etc_x.pdf"));
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QVERIFY(!documents.isEmpty());
        QCOMPARE(FileNames::suggestedPath(QString(), QStringLiteral("/tmp/evil"), QStringLiteral("workspace"),
                                          QStringLiteral("gpuplan")),
                 QDir(documents).filePath(QStringLiteral("_tmp_evil.gpuplan")));
        QCOMPARE(FileNames::suggestedPath(QString(), QString(), QStringLiteral("workspace"), QStringLiteral("gpuplan")),
                 QDir(documents).filePath(QStringLiteral("workspace.gpuplan")));
    }
};

QTEST_GUILESS_MAIN(TestFileNames)
#include "tst_filenames.moc"
