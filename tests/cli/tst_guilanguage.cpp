// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The language the program starts in (app/GuiLauncher, views/common/Language), run as a user would with
// `gpu-planner --open-and-quit` (offscreen, a throwaway home): a Hindi system locale (LANG=hi_IN.UTF-8, as
// Debian sets it) starts in Hindi with the embedded translation; a saved "en" (View > Language > English)
// wins over it; a German system locale, for which there is no translation, starts in English with German
// number formats; the C locale starts untranslated.
#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QtTest>

namespace {
// The "language:" line --open-and-quit prints, run with LANG=`lang` and no LC_ALL or LANGUAGE.
QString startLanguage(const QTemporaryDir& home, const QString& lang)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LANG"), lang);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GP_CLI_EXECUTABLE), {QStringLiteral("--open-and-quit")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return QStringLiteral("failed: ") + QString::fromUtf8(p.readAllStandardError());
    for (const QString& line : QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("language: ")))
            return line.mid(10);
    return QStringLiteral("no language line");
}
} // namespace

class TestGuiLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void systemLocaleDecides()
    {
        QTemporaryDir home;
        QCOMPARE(startLanguage(home, QStringLiteral("hi_IN.UTF-8")), QStringLiteral("hi_IN (translated)"));
        QCOMPARE(startLanguage(home, QStringLiteral("de_DE.UTF-8")), QStringLiteral("de_DE"));
        QCOMPARE(startLanguage(home, QStringLiteral("C")), QStringLiteral("C"));
    }

    void savedChoiceWins()
    {
        QTemporaryDir home;
        // Where QSettings keeps the program's settings (organisation "GPU Planner", application "gpu-planner").
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral("config/GPU Planner")));
        QFile conf(home.filePath(QStringLiteral("config/GPU Planner/gpu-planner.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[ui]\nlanguage=en\n");
        conf.close();
        QCOMPARE(startLanguage(home, QStringLiteral("hi_IN.UTF-8")), QStringLiteral("en_US"));
    }
};

QTEST_GUILESS_MAIN(TestGuiLanguage)
#include "tst_guilanguage.moc"
