// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The interface language (views/common/Language): which locale each choice gives, that installing Hindi
// translates through the embedded .qm and groups numbers the Indian way (12,34,567: lakh and crore, CLDR's
// hi and en_IN patterns), that English or C installs no translation, and that View > Language offers the
// three choices, saves the one picked and says (in plain text) that it applies at the next start.
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "common/AppSettings.h"
#include "common/Language.h"
#include "common/MessageBoxes.h"
#include "mainwindow/MainWindow.h"

#include <QMenu>
#include <QMenuBar>
#include <QtTest>

namespace {
QMenu* languageMenu(MainWindow& window) { return window.findChild<QMenu*>(QStringLiteral("languageMenu")); }
} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
    }
    void cleanup()
    {
        Language::uninstall();
        QLocale::setDefault(QLocale::c());
    }

    void localeForEachChoice()
    {
        const QLocale german(QLocale::German, QLocale::Germany);
        const QLocale indianEnglish(QLocale::English, QLocale::India);
        QCOMPARE(Language::localeFor(QStringLiteral("hi"), german), QLocale(QLocale::Hindi, QLocale::India));
        QCOMPARE(Language::localeFor(QString(), german), german);
        // English keeps an English system's territory (en_IN groups in lakhs), else it is US English.
        QCOMPARE(Language::localeFor(QStringLiteral("en"), indianEnglish), indianEnglish);
        QCOMPARE(Language::localeFor(QStringLiteral("en"), german), QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void hindiTranslatesAndGroupsInLakhs()
    {
        QVERIFY(Language::install(QLocale(QLocale::Hindi, QLocale::India)));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&Help"), QStringLiteral("सहायता (&H)"));
        // 1234567 in the Indian system: 12 lakh 34 thousand 567.
        QCOMPARE(QLocale().toString(1234567), QStringLiteral("12,34,567"));
        Language::uninstall();
        QCOMPARE(QCoreApplication::translate("MainWindow", "&Help"), QStringLiteral("&Help"));
    }

    void indianEnglishGroupsInLakhsUntranslated()
    {
        QVERIFY(!Language::install(QLocale(QLocale::English, QLocale::India))); // English: no translation
        QCOMPARE(QLocale().toString(1234567), QStringLiteral("12,34,567"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&Help"), QStringLiteral("&Help"));
        QVERIFY(!Language::install(QLocale::c()));
        QCOMPARE(QLocale().toString(1234567), QStringLiteral("1234567"));
    }

    void viewMenuSavesTheChoice()
    {
        AppSettings::setLanguage(QString());
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        MainWindow window(&store);
        QMenu* menu = languageMenu(window);
        QVERIFY(menu);
        QCOMPARE(menu->title(), QStringLiteral("&Language"));
        const QList<QAction*> actions = menu->actions();
        QCOMPARE(actions.size(), 3);
        QCOMPARE(actions.at(0)->text(), QStringLiteral("System default"));
        QCOMPARE(actions.at(1)->text(), QStringLiteral("English"));
        QCOMPARE(actions.at(2)->text(), QStringLiteral("हिन्दी"));
        QVERIFY(actions.at(0)->isChecked()); // nothing saved: the system's language

        MessageBoxes::clearShownMessages();
        actions.at(2)->trigger();
        QCOMPARE(AppSettings::language(), QStringLiteral("hi"));
        QVERIFY(actions.at(2)->isChecked());
        QCOMPARE(MessageBoxes::shownMessages(),
                 QStringList{QStringLiteral("GPU Planner will use the new language the next time it starts.")});
        actions.at(2)->trigger(); // the same choice again: nothing to say
        QCOMPARE(MessageBoxes::shownMessages().size(), 1);
        actions.at(0)->trigger();
        QCOMPARE(AppSettings::language(), QString());

        // A new window shows the saved choice ticked.
        AppSettings::setLanguage(QStringLiteral("en"));
        MainWindow again(&store);
        QVERIFY(languageMenu(again)->actions().at(1)->isChecked());
        AppSettings::setLanguage(QString());
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
