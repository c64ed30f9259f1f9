// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 35: a headless verb loads no widget, chart, SVG or print library (each costs start-up time it never
// uses). Each verb runs as a user runs it, with the dynamic loader reporting every library it maps
// (LD_DEBUG=files, ld.so(8), written to LD_DEBUG_OUTPUT.<pid>); the test reads that report. It proves it can
// see a library by finding Qt Core in every run, and Qt Widgets in the run of `export`, the verb that draws
// (gpu-planner hands it to gpu-planner-gui, app/WindowProgram.h). And a verb that only reads the shipped catalog
// writes no copy of it (CatalogStore::openShipped reads it in memory).
#include "TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestHeadlessLibraries : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;

    // The libraries the run of `args` mapped, as the loader named them (one "file=NAME" per library).
    QStringList librariesOf(const QStringList& args, int* exitCode, const QString& tmpDir = QString())
    {
        QTemporaryDir trace;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("files"));
        env.insert(QStringLiteral("LD_DEBUG_OUTPUT"), trace.filePath(QStringLiteral("ld")));
        if (!tmpDir.isEmpty())
            env.insert(QStringLiteral("TMPDIR"), tmpDir);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI_EXECUTABLE), args);
        *exitCode = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        QStringList names;
        const QDir dir(trace.path());
        for (const QString& name : dir.entryList({QStringLiteral("ld.*")}, QDir::Files)) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            for (const QByteArray& line : f.readAll().split('\n')) {
                const qsizetype at = line.indexOf("file=");
                if (at < 0)
                    continue;
                const QByteArray rest = line.mid(at + 5);
                names << QString::fromUtf8(rest.left(rest.indexOf(' ')));
            }
        }
        return names;
    }

    static bool mapped(const QStringList& libraries, const QString& name)
    {
        for (const QString& l : libraries)
            if (l.contains(name))
                return true;
        return false;
    }

private Q_SLOTS:
    void headlessVerbsLoadNoWindowLibrary_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString example = QStringLiteral(GP_SOURCE_DIR "/examples/llama2-7b-qlora.json");
        QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
        QTest::newRow("estimate") << QStringList{QStringLiteral("estimate"), example};
        QTest::newRow("estimate --shipped-catalog")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("--shipped-catalog"), example};
        QTest::newRow("estimate .gpuplan") << QStringList{
            QStringLiteral("estimate"), QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan")};
        QTest::newRow("catalog check") << QStringList{QStringLiteral("catalog"), QStringLiteral("check"),
                                                      QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite")};
        QTest::newRow("tco --help") << QStringList{QStringLiteral("tco"), QStringLiteral("--help")};
    }

    void headlessVerbsLoadNoWindowLibrary()
    {
        QFETCH(QStringList, args);
        QVERIFY(m_home.isValid());
        int exitCode = -1;
        const QStringList libraries = librariesOf(args, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(mapped(libraries, QStringLiteral("libQt6Core.so")), qPrintable(libraries.join(QLatin1Char(' '))));
        for (const QString& unwanted :
             {QStringLiteral("libQt6Widgets"), QStringLiteral("libQt6Charts"), QStringLiteral("libQt6PrintSupport"),
              QStringLiteral("libQt6Svg"), QStringLiteral("libQt6Help")})
            QVERIFY2(!mapped(libraries, unwanted), qPrintable(unwanted + QStringLiteral(" was loaded")));
    }

    // The control: the verb that draws does load Qt Widgets (in gpu-planner-gui, the same process after execv), so
    // the report above is one that would show it.
    void shippedCatalogIsReadInPlace();

    void drawingVerbLoadsWidgets()
    {
        int exitCode = -1;
        const QStringList libraries = librariesOf({QStringLiteral("export"), QStringLiteral("--help")}, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(mapped(libraries, QStringLiteral("libQt6Widgets")), qPrintable(libraries.join(QLatin1Char(' '))));
    }
};

// With TMPDIR naming a regular file, no temporary file or folder can be made: the estimate on the shipped catalog
// still runs. Before, it copied the catalog into a temporary folder first, and failed here with "The shipped catalog
// could not be opened" (checked against that build). The user's data folder is not created either.
void TestHeadlessLibraries::shippedCatalogIsReadInPlace()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    QFile notAFolder(home.filePath(QStringLiteral("tmp-is-a-file")));
    QVERIFY(notAFolder.open(QIODevice::WriteOnly));
    notAFolder.close();
    env.insert(QStringLiteral("TMPDIR"), notAFolder.fileName());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GP_CLI_EXECUTABLE), {QStringLiteral("estimate"), QStringLiteral("--shipped-catalog"),
                                                QStringLiteral(GP_SOURCE_DIR "/examples/llama2-7b-qlora.json")});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(p.readAllStandardOutput().contains("\"nvidia-a10g\""), "the estimate does not name the example's GPU");
    QVERIFY(!QFileInfo::exists(home.filePath(QStringLiteral("data"))));
}

QTEST_GUILESS_MAIN(TestHeadlessLibraries)
#include "tst_headlesslibraries.moc"
