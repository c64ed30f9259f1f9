// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "Language.h"

#include "common/AppSettings.h"

#include <QLibraryInfo>
#include <QTranslator>

namespace {
// Owned by the application object; null when none is installed.
QTranslator* g_appTranslator = nullptr;
QTranslator* g_qtTranslator = nullptr;

QTranslator* loaded(const QLocale& locale, const QString& name, const QString& dir)
{
    auto* translator = new QTranslator(QCoreApplication::instance());
    // Tries name_hi_IN.qm, then name_hi.qm, ... from the locale's UI languages.
    if (translator->load(locale, name, QStringLiteral("_"), dir) && QCoreApplication::installTranslator(translator))
        return translator;
    delete translator;
    return nullptr;
}
} // namespace

QList<Language::Choice> Language::choices()
{
    // A language is named in its own script, so a reader finds it whatever the interface shows now.
    return {{QString(), tr("System default")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("hi"), QStringLiteral("\u0939\u093F\u0928\u094D\u0926\u0940")}}; // हिन्दी
}

QLocale Language::localeFor(const QString& code, const QLocale& system)
{
    if (code == QLatin1String("en"))
        return system.language() == QLocale::English ? system : QLocale(QLocale::English, QLocale::UnitedStates);
    if (code == QLatin1String("hi"))
        return QLocale(QLocale::Hindi, QLocale::India);
    return system;
}

bool Language::install(const QLocale& locale)
{
    uninstall();
    QLocale::setDefault(locale);
    // The source strings are English: an English or C locale needs no translation.
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return false;
    g_appTranslator = loaded(locale, QStringLiteral("gpuplanner"), QStringLiteral(":/i18n"));
    g_qtTranslator = loaded(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return g_appTranslator != nullptr;
}

void Language::uninstall()
{
    for (QTranslator** t : {&g_appTranslator, &g_qtTranslator}) {
        if (!*t)
            continue;
        QCoreApplication::removeTranslator(*t);
        delete *t;
        *t = nullptr;
    }
}

bool Language::installSaved() { return install(localeFor(AppSettings::language())); }
